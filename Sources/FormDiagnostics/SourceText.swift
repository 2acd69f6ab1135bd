/// The text of one input file, with its lines indexed so diagnostics can quote them.
public struct SourceText: Sendable {
  public let path: String
  public let text: String
  /// The UTF-8 offset at which each line starts; `lineStarts[0] == 0`. Lines end at `\n` only (a `\r` before it is
  /// dropped when the line is quoted), so a CRLF file has the lines of its LF twin.
  private let lineStarts: [Int]

  /// - Complexity: O(n) for n bytes of text.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
    var starts = [0]
    var text = text
    // A `\n` byte is always the scalar U+000A in UTF-8, so the bytes can be searched directly.
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      let ones: UInt64 = 0x0101_0101_0101_0101
      let lineBreaks = ones &* UInt64(UInt8(ascii: "\n"))
      var offset = 0
      while offset < bytes.count {
        // Eight bytes at a time while none of them is a line break.
        if offset + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ lineBreaks
          // The lowest flag marks the first line break exactly (a borrow only marks bytes above it).
          let flags = (word &- ones) & ~word & (ones &* 0x80)
          guard flags != 0 else {
            offset += 8
            continue
          }
          offset += flags.trailingZeroBitCount / 8
        }
        if bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
        offset += 1
      }
    }
    self.lineStarts = starts
  }

  /// The line numbered `number` (1-based) without its line terminator, or nil past the end.
  /// - Complexity: O(1).
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
    let end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
    let line = text.unicodeScalars[start..<end]
    return Substring(line.last == "\r" ? line.dropLast() : line)
  }

  public func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(file: path, line: line, column: column)
  }
}
