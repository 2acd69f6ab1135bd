import TextEscaping

extension MustacheValue {
  /// The text an interpolation tag writes for this value, before any HTML escaping.
  ///
  /// - `null` is the empty string; booleans are `true` and `false`.
  /// - Numbers print the way the specification's JSON data expects: `85`, `1.21`, `1.5`; a whole
  ///   `double` below 10^15 in magnitude prints without a fraction (`1.0` as `1`), larger or
  ///   non-finite ones in Swift's shortest form (`1e+20`, `inf`).
  /// - Arrays and dictionaries, which the specification leaves open, print as compact JSON with the
  ///   dictionary keys sorted, so the text never depends on a dictionary's iteration order.
  ///
  /// - Complexity: O(n) in the size of the value.
  public var interpolationText: String {
    switch self {
    case .null: ""
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): Self.text(of: value)
    case .string(let value): value
    case .array, .dictionary: jsonText
    }
  }

  /// The value as compact JSON, dictionary keys sorted by their Unicode scalars.
  ///
  /// Deterministic: two equal values always give the same text.
  ///
  /// - Complexity: O(n log n) in the size of the value (the key sorting).
  public var jsonText: String {
    var text = ""
    appendJSON(to: &text)
    return text
  }

  private func appendJSON(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool, .int, .double: text += interpolationText
    case .string(let value): JSONStringEscaping.appendQuoted(value, to: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.appendJSON(to: &text)
      }
      text += "]"
    case .dictionary(let entries):
      // Sorted so the output never depends on the dictionary's (per-process seeded) order.
      text += "{"
      for (index, key) in entries.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        JSONStringEscaping.appendQuoted(key, to: &text)
        text += ":"
        entries[key, default: .null].appendJSON(to: &text)
      }
      text += "}"
    }
  }

  /// `1.21` → "1.21", `1.0` → "1", `1e20` → "1e+20".
  static func text(of number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return number.description
  }
}
