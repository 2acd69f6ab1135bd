// JSON form of a condition: `{"source": "...", "code": [["load", 3], ["const", "card"], ["eq"]]}`.
// Each instruction is an array whose first element names the operation, which keeps the
// compiled file compact and readable.

extension ConditionInstruction {
  static let names: [(String, ConditionInstruction)] = [
    ("count", .count), ("isEmpty", .isEmpty), ("not", .not), ("and", .and), ("or", .or),
    ("eq", .equal), ("ne", .notEqual), ("lt", .less), ("le", .lessOrEqual), ("gt", .greater),
    ("ge", .greaterOrEqual),
  ]

  var name: String {
    switch self {
    case .loadValue: "load"
    case .loadExpanded: "expanded"
    case .constant: "const"
    case .member: "in"
    case .contains: "contains"
    default: Self.names.first { $0.1 == self }?.0 ?? "?"
    }
  }
}

extension ConditionInstruction: Codable {
  public init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "load": self = .loadValue(try container.decode(Int.self))
    case "expanded": self = .loadExpanded(try container.decode(Int.self))
    case "const": self = .constant(try container.decode(FormValue.self))
    case "in": self = .member(try container.decode([FormValue].self))
    case "contains": self = .contains(try container.decode(String.self))
    default:
      guard let match = Self.names.first(where: { $0.0 == name }) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "unknown condition instruction '\(name)'")
      }
      self = match.1
    }
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "too many operands for condition instruction '\(name)'")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(name)
    switch self {
    case .loadValue(let slot): try container.encode(slot)
    case .loadExpanded(let row): try container.encode(row)
    case .constant(let value): try container.encode(value)
    case .member(let list): try container.encode(list)
    case .contains(let member): try container.encode(member)
    default: break
    }
  }
}
