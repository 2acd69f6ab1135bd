/// The text of an open document, kept as UTF-16 code units (the unit of LSP's positions), with the two line
/// models positions are counted in:
/// - LSP's, where `\n`, `\r\n` and a lone `\r` each end a line (``UTF16Position``);
/// - the compiler's, where only `\n` does and columns count Unicode scalars (``TextPosition``).
///
/// Both convert through offsets into the code units, so a document whose line ends the two models read
/// differently (a lone `\r`) still maps every position to the same character.
///
/// The units are always well-formed UTF-16: every offset an edit uses is first moved off the middle of a
/// surrogate pair.
public struct TextDocument: Sendable {
  public private(set) var units: [UInt16]
  /// Where each LSP line starts.
  private var lspLineStarts: [Int] = [0]
  /// Where each of the compiler's lines starts.
  private var compilerLineStarts: [Int] = [0]

  /// - Complexity: O(n) in the length of the text.
  public init(text: String) {
    units = Array(text.utf16)
    indexLines()
  }

  public var text: String { String(decoding: units, as: UTF16.self) }

  /// Replaces `range` (clamped into the text) with `replacement`.
  /// - Complexity: O(n) in the length of the text.
  public mutating func replace(_ range: UTF16Range, with replacement: String) {
    var lower = offset(of: range.start)
    var upper = offset(of: range.end)
    if upper < lower { swap(&lower, &upper) }
    units.replaceSubrange(lower..<upper, with: replacement.utf16)
    indexLines()
  }

  /// Replaces the whole text.
  public mutating func replaceAll(with text: String) {
    self = TextDocument(text: text)
  }

  private mutating func indexLines() {
    lspLineStarts = [0]
    compilerLineStarts = [0]
    var index = 0
    while index < units.count {
      let unit = units[index]
      index += 1
      if unit == 0x0A {
        lspLineStarts.append(index)
        compilerLineStarts.append(index)
      } else if unit == 0x0D, index >= units.count || units[index] != 0x0A {
        lspLineStarts.append(index)
      }
    }
  }

  // MARK: LSP positions

  /// The offset of an LSP position: a line past the last is the end of the text; a character past its line's
  /// end is the line's end (before its line break), as the specification says; one inside a surrogate pair is
  /// the pair's start.
  /// - Complexity: O(1).
  public func offset(of position: UTF16Position) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lspLineStarts.count else { return units.count }
    let start = lspLineStarts[position.line]
    let end = lspContentEnd(line: position.line)
    let offset = start + min(max(position.character, 0), end - start)
    return scalarBoundary(atOrBefore: offset)
  }

  /// The LSP position of `offset` (clamped into the text; an offset between a `\r` and its `\n` reads as the end
  /// of that line).
  /// - Complexity: O(log l) for l lines.
  public func position(of offset: Int) -> UTF16Position {
    let offset = min(max(offset, 0), units.count)
    let line = Self.line(containing: offset, starts: lspLineStarts)
    let start = lspLineStarts[line]
    return UTF16Position(line: line, character: min(offset, lspContentEnd(line: line)) - start)
  }

  /// Where the text of LSP line `line` ends, before its line break.
  private func lspContentEnd(line: Int) -> Int {
    var end = line + 1 < lspLineStarts.count ? lspLineStarts[line + 1] : units.count
    if end > lspLineStarts[line], line + 1 < lspLineStarts.count {
      end -= 1  // the break's last unit: `\n`, or a lone `\r`
      if units[end] == 0x0A, end > lspLineStarts[line], units[end - 1] == 0x0D { end -= 1 }
    }
    return end
  }

  // MARK: The compiler's positions

  /// The offset of a compiler position, clamped the same way as an LSP position: a column past the line's end is
  /// its end (before its `\n`).
  /// - Complexity: O(c) for a column c.
  public func offset(of position: TextPosition) -> Int {
    guard position.line >= 1 else { return 0 }
    guard position.line <= compilerLineStarts.count else { return units.count }
    let start = compilerLineStarts[position.line - 1]
    let end = position.line < compilerLineStarts.count ? compilerLineStarts[position.line] - 1 : units.count
    var offset = start
    var column = 1
    while column < position.column, offset < end {
      offset += UTF16.isLeadSurrogate(units[offset]) && offset + 1 < end ? 2 : 1
      column += 1
    }
    return offset
  }

  /// The compiler position of `offset` (clamped into the text, and moved off the middle of a surrogate pair).
  /// - Complexity: O(log l + c) for l lines and the column c.
  public func textPosition(of offset: Int) -> TextPosition {
    let offset = scalarBoundary(atOrBefore: min(max(offset, 0), units.count))
    let line = Self.line(containing: offset, starts: compilerLineStarts)
    var index = compilerLineStarts[line]
    var column = 1
    while index < offset {
      index += UTF16.isLeadSurrogate(units[index]) && index + 1 < units.count ? 2 : 1
      column += 1
    }
    return TextPosition(line: line + 1, column: column)
  }

  // MARK: Conversions

  public func utf16Position(of position: TextPosition) -> UTF16Position { self.position(of: offset(of: position)) }

  public func textPosition(of position: UTF16Position) -> TextPosition { textPosition(of: offset(of: position)) }

  public func utf16Range(of span: TextSpan) -> UTF16Range {
    UTF16Range(start: utf16Position(of: span.start), end: utf16Position(of: span.end))
  }

  /// The scalar at `offset`, or nil at the end of the text.
  func scalar(at offset: Int) -> Unicode.Scalar? {
    guard offset >= 0, offset < units.count else { return nil }
    let unit = units[offset]
    if UTF16.isLeadSurrogate(unit), offset + 1 < units.count, UTF16.isTrailSurrogate(units[offset + 1]) {
      return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00))
    }
    return Unicode.Scalar(unit)
  }

  /// `offset`, or the start of the surrogate pair it falls inside.
  private func scalarBoundary(atOrBefore offset: Int) -> Int {
    guard offset > 0, offset < units.count, UTF16.isTrailSurrogate(units[offset]),
      UTF16.isLeadSurrogate(units[offset - 1])
    else { return offset }
    return offset - 1
  }

  /// The index of the last line start at or before `offset`.
  private static func line(containing offset: Int, starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
