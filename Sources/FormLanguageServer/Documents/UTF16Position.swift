/// A position as LSP counts it: 0-based line, and 0-based character offset in UTF-16 code units.
public struct UTF16Position: Hashable, Comparable, Sendable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: UTF16Position, rhs: UTF16Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

/// A range as LSP counts it, `end` exclusive.
public struct UTF16Range: Hashable, Sendable {
  public var start: UTF16Position
  public var end: UTF16Position

  public init(start: UTF16Position, end: UTF16Position) {
    self.start = start
    self.end = end
  }
}
