import Foundation

/// A JSON value, the common ground on which loaded YAML and the test suite's `in.json` are compared.
///
/// The functions that walk values recurse; they only see the test suite's small files and trees the loader built,
/// whose depth `YAMLLimits.maxDepth` bounds.
indirect enum JSONValue: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Numbers compare numerically, NaN equal to NaN.
  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    default: false
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value.debugDescription.dropFirst().dropLast())\""
    case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }
  }

  /// The value `JSONSerialization` produced.
  init?(foundation value: Any) {
    switch value {
    case is NSNull:
      self = .null
    case let string as String:
      self = .string(string)
    case let number as NSNumber:
      // JSONSerialization gives booleans as NSNumbers of Objective-C type `c`.
      if String(cString: number.objCType) == "c" {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
    case let array as [Any]:
      var items: [JSONValue] = []
      for item in array {
        guard let value = JSONValue(foundation: item) else { return nil }
        items.append(value)
      }
      self = .array(items)
    case let dictionary as [String: Any]:
      var members: [String: JSONValue] = [:]
      for (key, item) in dictionary {
        guard let value = JSONValue(foundation: item) else { return nil }
        members[key] = value
      }
      self = .object(members)
    default:
      return nil
    }
  }

  /// The JSON documents written one after another in `data` (the suite's `in.json` holds one per YAML document).
  static func documents(in data: Data) throws -> [JSONValue] {
    try splitDocuments([UInt8](data)).map { bytes in
      let object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      guard let value = JSONValue(foundation: object) else { throw CocoaError(.propertyListReadCorrupt) }
      return value
    }
  }

  /// Splits concatenated JSON texts at the end of each top-level value.
  static func splitDocuments(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    var documents: [ArraySlice<UInt8>] = []
    var index = 0
    while true {
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { return documents }
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        var inString = false
        scan: while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if inString {
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
          } else if byte == UInt8(ascii: "\"") {
            inString = true
          } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            depth += 1
          } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            depth -= 1
            if depth == 0 { break scan }
          }
        }
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if byte == UInt8(ascii: "\\") {
            index += 1
          } else if byte == UInt8(ascii: "\"") {
            break
          }
        }
      default:
        while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
      }
      documents.append(bytes[start..<min(index, bytes.count)])
    }
  }
}
