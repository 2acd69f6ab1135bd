import Foundation
import TextEscaping

/// A JSON value read whole, to be written back as read: a String Catalog, so that whatever it has
/// besides what formc writes (other languages, plural variations, a translator's states) is
/// written back unchanged (``written(indent:)``), and the compiled form in a template context
/// (`CompiledFormContextJSON`), encoded as the core's JSON writer wrote it (``encode(to:)``).
/// Numbers that are not integers are kept as `Decimal`, exactly as written.
enum JSONValue: Equatable, Sendable, Codable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Decimal)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Decimal.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  var object: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }

  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The value as Xcode writes a catalogue: two-space indentation, `" : "` between a key and its
  /// value, object keys sorted (a dictionary's order is not stable, and sorted output keeps
  /// regenerated files byte-for-byte equal).
  /// - Complexity: O(n log n) in the size of the value.
  func written(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .number(let value): return value.description
    case .string(let text): return JSONStringEscaping.quoted(text)
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.written(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{\n\n\(indent)}" }
      let inner = indent + "  "
      let lines = members.keys.sorted().map { key in
        inner + JSONStringEscaping.quoted(key) + " : " + (members[key] ?? .null).written(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }
}
