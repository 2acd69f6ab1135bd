/// Text quoted in a one-line message: line feeds, carriage returns and tabs written as `\n`, `\r` and `\t`, so the
/// message stays on one line and shows where they are.
public enum LineBreakEscaping: EscapingRule {
  @inlinable
  public static func replacement(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\n"): "\\n"
    case UInt8(ascii: "\r"): "\\r"
    case UInt8(ascii: "\t"): "\\t"
    default: nil
    }
  }
}
