// JSON form of a condition: `{"source": "...", "code": [["load", 3], ["const", "card"], ["eq"]]}`.
// Each instruction is an array whose first element names the operation, which keeps the
// compiled file compact and readable. The JSON reader and writer and the `Codable` conformance
// (in FormRuntime) spell instructions with these names.

extension ConditionInstruction {
  package static let names: [(String, ConditionInstruction)] = [
    ("count", .count), ("isEmpty", .isEmpty), ("instant", .instant), ("not", .not), ("and", .and), ("or", .or),
    ("eq", .equal), ("ne", .notEqual), ("lt", .less), ("le", .lessOrEqual), ("gt", .greater),
    ("ge", .greaterOrEqual), ("formValid", .loadValidation(.formIsValid)),
  ]

  package var name: String {
    switch self {
    case .loadValue: "load"
    case .loadExpanded: "expanded"
    case .loadValidation(.rowIsValid): "valid"
    case .loadValidation(.rowIsEnabled): "enabled"
    case .loadValidation(.sectionIsValid): "sectionValid"
    case .constant: "const"
    case .member: "in"
    case .contains: "contains"
    default: Self.names.first { $0.1 == self }?.0 ?? "?"
    }
  }
}
