/// A value held by a row or a state variable.
///
/// The cases mirror JSON: `null`, booleans, integers, strings, and sets of strings
/// (a `multichoice` row's selection). A `choice` row holds `.string(option)` or `.null`;
/// a `date` row holds an ISO-8601 `.string` or `.null`.
public enum FormValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case set(Set<String>)
}

extension FormValue: CustomStringConvertible {
  /// The value as a JSON literal; sets are printed sorted so the text is deterministic.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .string(let value): FormValue.jsonQuoted(value)
    case .set(let members): "[" + members.sorted().map(FormValue.jsonQuoted).joined(separator: ", ") + "]"
    }
  }

  /// `text` as a JSON string literal.
  public static func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension FormValue {
  /// The boolean, when this is one. - Complexity: O(1).
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The integer, when this is one. - Complexity: O(1).
  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The string, when this is one (text, a choice's option, a date). - Complexity: O(1).
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, when this is a set. - Complexity: O(1).
  public var setValue: Set<String>? {
    if case .set(let members) = self { return members }
    return nil
  }
}
