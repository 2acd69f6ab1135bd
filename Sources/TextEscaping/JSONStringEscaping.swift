/// The inside of a JSON string literal: `"` and `\` escaped, `\n`, `\r` and `\t` by their short escapes, the other
/// control characters (below U+0020) as `\u00XX`; everything else, `/` and non-ASCII included, as it is.
///
/// What formc's JSON output (diagnostics, simulate's JSON Lines, Mustache's JSON text) writes. FormRuntime, which
/// has no dependencies, writes the same with `FormValue.jsonQuoted`; a test keeps the two the same.
public enum JSONStringEscaping: StringLiteralEscaping {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    sharedStringEscape(byte) ?? (byte < 0x20 ? unicodeEscape(byte) : nil)
  }
}
