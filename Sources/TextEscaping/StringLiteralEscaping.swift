/// A rule for the inside of a string literal in double quotes, which ``quoted(_:)`` writes whole.
public protocol StringLiteralEscaping: EscapingRule {}

extension StringLiteralEscaping {
  /// `text` as a string literal, quotes included.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public static func quoted(_ text: String) -> String {
    var out = ""
    appendQuoted(text, to: &out)
    return out
  }

  /// Appends `text` to `output` as a string literal, quotes included.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    output.appendEscaped(text, by: Self.self)
    output += "\""
  }
}

/// The escapes JSON and Swift string literals share: `\"`, `\\`, `\n`, `\r` and `\t`.
@usableFromInline
func sharedStringEscape(_ byte: UInt8) -> String? {
  switch byte {
  case UInt8(ascii: "\""): "\\\""
  case UInt8(ascii: "\\"): "\\\\"
  case UInt8(ascii: "\n"): "\\n"
  case UInt8(ascii: "\r"): "\\r"
  case UInt8(ascii: "\t"): "\\t"
  default: nil
  }
}
