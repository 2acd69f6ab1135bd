import FormRuntime

/// Compiles a bound condition to postfix code over value slots and row slots.
enum ConditionLowering {
  /// Appends the code of `condition` to `code`.
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  static func lower(_ condition: BoundCondition, into code: inout [ConditionInstruction]) {
    switch condition {
    case .literal(let literal):
      code.append(.constant(value(of: literal)))
    case .value(let slot, let member):
      code.append(.loadValue(slot))
      if member == .count { code.append(.count) }
      if member == .isEmpty { code.append(.isEmpty) }
    case .expanded(let row):
      code.append(.loadExpanded(row))
    case .not(let operand):
      lower(operand, into: &code)
      code.append(.not)
    case .and(let operands), .or(let operands):
      let join: ConditionInstruction = if case .and = condition { .and } else { .or }
      for (index, operand) in operands.enumerated() {
        lower(operand, into: &code)
        if index > 0 { code.append(join) }
      }
    case .compare(let left, let comparison, let right):
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
    case .member(let left, let items):
      lower(left, into: &code)
      code.append(.member(items.map { value(of: $0) }))
    case .contains(let left, let literal):
      lower(left, into: &code)
      if case .string(let text) = literal { code.append(.contains(text)) }
    }
  }

  private static func value(of literal: ConditionLiteral) -> FormValue {
    switch literal {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
