// JSON form of a condition: `{"source": "...", "code": [["load", 3], ["const", "card"], ["eq"]]}`.
// Each instruction is an array whose first element names the operation, which keeps the
// compiled file compact and readable. The JSON reader and writer and the `Codable` conformance
// (in FormRuntime) spell instructions with these names.

extension ConditionInstruction {
  /// The instructions that take no operand, by name.
  package static let names: [(String, ConditionInstruction)] = [
    ("count", .count), ("isEmpty", .isEmpty), ("instant", .instant), ("not", .not), ("and", .and), ("or", .or),
    ("eq", .equal), ("ne", .notEqual), ("lt", .less), ("le", .lessOrEqual), ("gt", .greater),
    ("ge", .greaterOrEqual), ("formValid", .loadValidation(.formIsValid)),
  ]

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
    operandName?.rawValue ?? Self.names.first { $0.1 == self }?.0 ?? "?"
  }
}
