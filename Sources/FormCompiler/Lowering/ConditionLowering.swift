import FormRuntimeCore

/// Compiles a bound condition to postfix code over value slots and row slots.
enum ConditionLowering {
  /// Appends the code of `condition` to `code`.
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  /// - Parameter tableSections: by spec section, its (first) table section: what `SECTION.isValid` names.
  static func lower(_ condition: BoundCondition, tableSections: [Int], into code: inout [ConditionInstruction]) {
    switch condition {
    case .literal(let literal):
      code.append(.constant(value(of: literal)))
    case .value(let slot, let member):
      code.append(.loadValue(slot))
      if member == .count { code.append(.count) }
      if member == .isEmpty { code.append(.isEmpty) }
    case .expanded(let row):
      code.append(.loadExpanded(row))
    case .flag(let flag):
      switch flag {
      case .rowIsValid(let row): code.append(.loadValidation(.rowIsValid(row)))
      case .rowIsEnabled(let row): code.append(.loadValidation(.rowIsEnabled(row)))
      case .sectionIsValid(let section): code.append(.loadValidation(.sectionIsValid(tableSections[section])))
      case .formIsValid: code.append(.loadValidation(.formIsValid))
      }
    case .not(let operand):
      lower(operand, tableSections: tableSections, into: &code)
      code.append(.not)
    case .and(let operands), .or(let operands):
      let join: ConditionInstruction = if case .and = condition { .and } else { .or }
      for (index, operand) in operands.enumerated() {
        lower(operand, tableSections: tableSections, into: &code)
        if index > 0 { code.append(join) }
      }
    case .compare(let left, let comparison, let right):
      lower(left, tableSections: tableSections, into: &code)
      lower(right, tableSections: tableSections, into: &code)
      switch comparison {
      case .equal: code.append(.equal)
      case .notEqual: code.append(.notEqual)
      case .less: code.append(.less)
      case .lessOrEqual: code.append(.lessOrEqual)
      case .greater: code.append(.greater)
      case .greaterOrEqual: code.append(.greaterOrEqual)
      }
    case .instant(.literal(.string(let text))):
      // A literal date's instant is worked out once, here.
      code.append(.constant(ISO8601Date.microseconds(of: text).map(FormValue.int) ?? .null))
    case .instant(let operand):
      lower(operand, tableSections: tableSections, into: &code)
      code.append(.instant)
    case .member(let left, let items):
      lower(left, tableSections: tableSections, into: &code)
      code.append(.member(items.map { value(of: $0) }))
    case .contains(let left, let literal):
      lower(left, tableSections: tableSections, into: &code)
      if case .string(let text) = literal { code.append(.contains(text)) }
    }
  }

  private static func value(of literal: ConditionLiteral) -> FormValue {
    switch literal {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .decimal(let number): .decimal(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
