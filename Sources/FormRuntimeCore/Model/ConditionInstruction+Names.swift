// JSON form of a condition: `{"source": "...", "code": [["load", 3], ["const", "card"], ["eq"]]}`.
// Each instruction is an array whose first element names the operation, which keeps the
// compiled file compact and readable. The JSON reader and writer and the `Codable` conformance
// (in FormRuntime) spell instructions with these names.

extension ConditionInstruction {
  /// The names of the instructions that take no operand.
  package enum PlainName: String, CaseIterable {
    case count, isEmpty, instant, not, and, or, eq, ne, lt, le, gt, ge, formValid

    /// The instruction of this name.
    package var instruction: ConditionInstruction {
      switch self {
      case .count: .count
      case .isEmpty: .isEmpty
      case .instant: .instant
      case .not: .not
      case .and: .and
      case .or: .or
      case .eq: .equal
      case .ne: .notEqual
      case .lt: .less
      case .le: .lessOrEqual
      case .gt: .greater
      case .ge: .greaterOrEqual
      case .formValid: .loadValidation(.formIsValid)
      }
    }
  }

  /// The names of the instructions that take an operand, the array's second element: a slot
  /// (`load`), a row (`expanded`, `valid`, `enabled`), a section (`sectionValid`), a value
  /// (`const`), a list of values (`in`) or a string (`contains`).
  package enum OperandName: String, CaseIterable {
    case load, expanded, valid, enabled, sectionValid, const, `in`, contains
  }

  /// The instruction's operand name, or nil when it takes no operand.
  package var operandName: OperandName? {
    switch self {
    case .loadValue: .load
    case .loadExpanded: .expanded
    case .loadValidation(.rowIsValid): .valid
    case .loadValidation(.rowIsEnabled): .enabled
    case .loadValidation(.sectionIsValid): .sectionValid
    case .constant: .const
    case .member: .in
    case .contains: .contains
    default: nil
    }
  }

  /// The instruction's name in the JSON form.
  package var name: String {
    operandName?.rawValue ?? PlainName.allCases.first { $0.instruction == self }?.rawValue ?? "?"
  }
}
