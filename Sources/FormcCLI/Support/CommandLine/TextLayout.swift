/// Lays out help text: words wrapped to a width, and two-column lists (a name, then its help).
enum TextLayout {
  /// The width help text is wrapped to.
  static let width = 100

  /// `text`'s words as lines of at most `width - indent` characters (a longer word gets a line of
  /// its own), each line prefixed with `indent` spaces except the first.
  static func wrap(_ text: String, indent: Int, width: Int = width) -> [String] {
    wrap(words: text.split(whereSeparator: \.isWhitespace).map(String.init), indent: indent, width: width)
  }

  /// `words` (which may hold spaces, like `[--output <dir>]`) as lines, as ``wrap(_:indent:width:)``.
  static func wrap(words: [String], indent: Int, width: Int = width) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty && line.count + 1 + word.count > width - indent {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    let padding = String(repeating: " ", count: indent)
    return lines.enumerated().map { index, line in index == 0 ? line : padding + line }
  }

  /// `label`, then `text` wrapped from `helpColumn` on; when the label reaches the column, the
  /// text starts on the next line. Ends with a newline.
  static func column(_ label: String, _ text: String, helpColumn: Int) -> String {
    let lines = wrap(text, indent: helpColumn)
    guard label.count + 2 <= helpColumn else {
      return label + "\n" + String(repeating: " ", count: helpColumn) + lines.joined(separator: "\n") + "\n"
    }
    return label + String(repeating: " ", count: helpColumn - label.count) + lines.joined(separator: "\n") + "\n"
  }
}
