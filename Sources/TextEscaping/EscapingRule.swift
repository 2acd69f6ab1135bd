/// A way of writing text inside a literal or a protocol line: which characters are replaced, and by what.
///
/// Every rule formc uses (JSON strings, Swift strings, HTML, GitHub workflow commands, line breaks in messages)
/// replaces ASCII characters only, so a rule is a function of one byte and ``Swift/String/appendEscaped(_:by:)``
/// scans UTF-8 bytes and copies the runs between replacements whole.
public protocol EscapingRule {
  /// What to write for the ASCII character `byte` (below 0x80), or nil to write it as it is.
  static func replacement(for byte: UInt8) -> String?
}

extension String {
  /// Appends `text` with the characters `rule` replaces replaced.
  ///
  /// - Complexity: O(n) in the UTF-8 length of `text`; text with nothing to replace is appended whole.
  @inlinable
  public mutating func appendEscaped<Rule: EscapingRule>(_ text: String, by rule: Rule.Type) {
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index != utf8.endIndex {
      let byte = utf8[index]
      // A byte below 0x80 is a whole ASCII scalar in UTF-8, never part of a longer one.
      if byte < 0x80, let replacement = Rule.replacement(for: byte) {
        if runStart != index { append(contentsOf: Substring(utf8[runStart..<index])) }
        append(contentsOf: replacement)
        index = utf8.index(after: index)
        runStart = index
      } else {
        index = utf8.index(after: index)
      }
    }
    if runStart == utf8.startIndex {
      append(contentsOf: text)
    } else if runStart != utf8.endIndex {
      append(contentsOf: Substring(utf8[runStart...]))
    }
  }

  /// `text` with the characters `rule` replaces replaced.
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  @inlinable
  public init<Rule: EscapingRule>(_ text: String, escapedBy rule: Rule.Type) {
    self = ""
    appendEscaped(text, by: rule)
  }
}

/// `\u` and four lower-case hex digits, the escape JSON gives a control character.
@usableFromInline
func unicodeEscape(_ byte: UInt8) -> String {
  let hex = String(byte, radix: 16)
  return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
}
