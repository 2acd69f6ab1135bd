/// The inside of a JSON string literal: `"` and `\` escaped, `\n`, `\r` and `\t` by their short escapes, the other
/// control characters (below U+0020) as `\u00XX`; everything else, `/` and non-ASCII included, as it is.
///
/// What formc's JSON output (diagnostics, simulate's JSON Lines, Mustache's JSON text) writes. FormRuntime, which
/// has no dependencies, writes the same with `FormValue.jsonQuoted`; a test keeps the two the same.
public enum JSONStringEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\""): "\\\""
    case UInt8(ascii: "\\"): "\\\\"
    case UInt8(ascii: "\n"): "\\n"
    case UInt8(ascii: "\r"): "\\r"
    case UInt8(ascii: "\t"): "\\t"
    case ..<0x20: unicodeEscape(byte)
    default: nil
    }
  }

  /// `text` as a JSON string literal, quotes included.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public static func quoted(_ text: String) -> String {
    var out = ""
    appendQuoted(text, to: &out)
    return out
  }

  /// Appends `text` to `output` as a JSON string literal, quotes included.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    output.appendEscaped(text, by: Self.self)
    output += "\""
  }
}
