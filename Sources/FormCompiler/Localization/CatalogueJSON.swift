import Foundation
import TextEscaping

/// A JSON value as a String Catalog holds it: read whole, so that whatever a catalogue has
/// besides what formc writes (other languages, plural variations, a translator's states) is
/// written back unchanged.
enum CatalogueJSON: Equatable, Sendable, Decodable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([CatalogueJSON])
  case object([String: CatalogueJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([CatalogueJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: CatalogueJSON].self))
    }
  }

  var object: [String: CatalogueJSON]? {
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
    case .double(let value): return value.isFinite ? String(value) : "null"
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
