/// The inside of a Swift string literal: `"` and `\` escaped, `\n`, `\r` and `\t` by their short escapes, the other
/// control characters and DEL as `\u{X}` (so generated source shows no invisible character); everything else as it
/// is.
public enum SwiftStringEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\""): "\\\""
    case UInt8(ascii: "\\"): "\\\\"
    case UInt8(ascii: "\n"): "\\n"
    case UInt8(ascii: "\r"): "\\r"
    case UInt8(ascii: "\t"): "\\t"
    case ..<0x20, 0x7F: "\\u{\(String(byte, radix: 16))}"
    default: nil
    }
  }

  /// `text` as a Swift string literal, quotes included.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public static func quoted(_ text: String) -> String {
    var out = "\""
    out.appendEscaped(text, by: Self.self)
    out += "\""
    return out
  }
}
