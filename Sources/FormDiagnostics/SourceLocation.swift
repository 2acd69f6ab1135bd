/// A position in a source file, 1-based like the positions clang and swiftc print.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it.
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location `offset` columns further along the same line.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// `path:line:column`, the form editors turn into a link.
  public var description: String { "\(file):\(line):\(column)" }
}
