/// The text of one input file, with its lines indexed so diagnostics can quote them.
public struct SourceText: Sendable {
  public let path: String
  public let text: String
  private let lines: [Substring.UnicodeScalarView]

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    // Split on scalars: "\r\n" is one Character, so splitting Characters on "\n" would miss CRLF lines.
    self.lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The line numbered `number` (1-based) without its line terminator, or nil past the end.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    let line = lines[number - 1]
    return Substring(line.last == "\r" ? line.dropLast() : line)
  }

  public func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: path, line: line, column: column)
  }
}
