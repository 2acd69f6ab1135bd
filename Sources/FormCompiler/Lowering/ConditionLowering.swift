import FormRuntime

/// Compiles a type-checked condition to postfix code over value slots and row slots.
struct ConditionLowering {
  /// What each id names.
  let declarations: Declarations
  /// The value slot of each row, by slot; -1 for rows without a value.
  let rowValueSlots: [Int]
  /// The value slot of each select section's selection, by section.
  let selectionSlots: [Int: Int]
  /// The value slot of the first state variable; the others follow it.
  let firstStateSlot: Int

  /// The row slot of `name`, or -1.
  private func rowSlot(_ name: String) -> Int {
    if case .row(let slot) = declarations[name] { return slot }
    return -1
  }

  /// The value slot of `name`: a row's value, a select section's selection or a state variable; or -1.
  private func valueSlot(_ name: String) -> Int {
    switch declarations[name] {
    case .row(let slot): rowValueSlots[slot]
    case .section(let index): selectionSlots[index] ?? -1
    case .stateVariable(let index): firstStateSlot + index
    case nil: -1
    }
  }

  /// Recursion depth is bounded by the parser's nesting limit.
  func lower(_ expression: ConditionExpression, into code: inout [ConditionInstruction]) {
    switch expression {
    case .literal(let literal, _):
      code.append(.constant(value(of: literal)))
    case .reference(let name, let member, _, _):
      if member == .expanded {
        code.append(.loadExpanded(rowSlot(name)))
        return
      }
      code.append(.loadValue(valueSlot(name)))
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
