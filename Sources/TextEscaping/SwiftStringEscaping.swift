/// The inside of a Swift string literal: `"` and `\` escaped, `\n`, `\r` and `\t` by their short escapes, the other
/// control characters and DEL as `\u{X}` (so generated source shows no invisible character); everything else as it
/// is.
public enum SwiftStringEscaping: StringLiteralEscaping {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    sharedStringEscape(byte) ?? (byte < 0x20 || byte == 0x7F ? "\\u{\(String(byte, radix: 16))}" : nil)
  }
}
