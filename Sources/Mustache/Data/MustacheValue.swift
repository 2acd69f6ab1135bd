/// The data a template renders: a JSON-shaped value.
///
/// Build it from literals (`["name": "Ada", "tags": ["a", "b"]]`), from JSON
/// (``init(jsonData:)``, ``init(json:)``), or case by case.
///
/// Truthiness follows the specification's example (`!!data` in JavaScript): `null`, `false`, `0`,
/// `0.0`, NaN, the empty string and the empty array are falsey; everything else, the empty
/// dictionary included, is truthy.
public enum MustacheValue: Sendable, Hashable {
  /// No value: falsey, and interpolates as the empty string.
  case null
  /// A boolean: interpolates as `true` or `false`.
  case bool(Bool)
  /// A whole number: interpolates in decimal, `85`.
  case int(Int)
  /// A floating-point number: interpolates in its shortest exact form, `1.21`; a whole value
  /// such as `1.0` interpolates as `1`.
  case double(Double)
  /// A string: interpolates as itself (HTML-escaped in `{{name}}` tags).
  case string(String)
  /// A list: a section renders once per element.
  case array([MustacheValue])
  /// A hash: names are looked up in it, and a section pushes it onto the context stack.
  case dictionary([String: MustacheValue])

  /// Whether a section over this value renders (and an inverted section does not).
  ///
  /// - Complexity: O(1).
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let value): value
    case .int(let value): value != 0
    case .double(let value): value != 0 && !value.isNaN
    case .string(let value): !value.isEmpty
    case .array(let elements): !elements.isEmpty
    case .dictionary: true
    }
  }

  /// The value stored under `key` when this is a dictionary that has that key, else `nil`.
  ///
  /// A key that is present with a `null` value returns `.null`, not `nil`: name resolution stops
  /// at the first context that has the key, whatever its value.
  ///
  /// - Complexity: O(1) on average.
  public subscript(key: String) -> MustacheValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries[key]
  }
}
