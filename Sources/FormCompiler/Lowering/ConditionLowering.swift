import FormRuntime

/// Compiles a type-checked condition to postfix code over value slots and row slots.
struct ConditionLowering {
  /// Value slot of each row id and state variable.
  let valueSlots: [String: Int]
  /// Slot of each row id.
  let rowSlots: [String: Int]

  /// Recursion depth is bounded by the parser's nesting limit.
  func lower(_ expression: ConditionExpression, into code: inout [ConditionInstruction]) {
    switch expression {
    case .literal(let literal, _):
      code.append(.constant(value(of: literal)))
    case .reference(let name, let member, _, _):
      if member == .expanded {
        code.append(.loadExpanded(rowSlots[name] ?? -1))
        return
      }
      code.append(.loadValue(valueSlots[name] ?? -1))
      if member == .count { code.append(.count) }
      if member == .isEmpty { code.append(.isEmpty) }
    case .not(let operand, _):
      lower(operand, into: &code)
      code.append(.not)
    case .and(let operands, _), .or(let operands, _):
      let join: ConditionInstruction = if case .and = expression { .and } else { .or }
      for (index, operand) in operands.enumerated() {
        lower(operand, into: &code)
        if index > 0 { code.append(join) }
      }
    case .compare(let left, let comparison, let right, _):
      lower(left, into: &code)
      lower(right, into: &code)
      switch comparison {
      case .equal: code.append(.equal)
      case .notEqual: code.append(.notEqual)
      case .less: code.append(.less)
      case .lessOrEqual: code.append(.lessOrEqual)
      case .greater: code.append(.greater)
      case .greaterOrEqual: code.append(.greaterOrEqual)
      }
    case .member(let left, let items, _):
      lower(left, into: &code)
      code.append(.member(items.map { value(of: $0.0) }))
    case .contains(let left, let literal, _, _):
      lower(left, into: &code)
      if case .string(let text) = literal { code.append(.contains(text)) }
    }
  }

  private func value(of literal: ConditionLiteral) -> FormValue {
    switch literal {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
