/// A position in a source file, 1-based like the positions clang and swiftc print.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it.
  public var file: String
  // Lines and columns are kept in 32 bits: a spec holds a location for nearly every value it reads, and 24 bytes
  // instead of 32 is that much less memory to write and read again at every stage. A load accepts at most 2 GiB, so
  // only positions made in code can be clamped.
  private var storedLine: Int32
  private var storedColumn: Int32

  /// 1-based line number (at most `Int32.max`).
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// 1-based column, counted in Unicode scalars from the start of the line (at most `Int32.max`).
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  public init(file: String, line: Int, column: Int) {
    self.file = file
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
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
