import FormDiagnostics

/// The UTF-8 bytes handed to libyaml, indexed by line so that libyaml's marks become ``SourceLocation``s.
///
/// A map reads the bytes of the source's own `String` in place, so it is valid only during the load that made it
/// (the nodes it builds keep their positions, not the map).
///
/// libyaml counts its mark `index` in Unicode scalars (a CRLF counts as two), so a mark is turned into a
/// position with the scalar offsets at which lines start. Lines end at `\n` only, exactly as ``SourceText``
/// splits them, so that the line a diagnostic names is the line ``SourceText/line(_:)`` quotes.
struct SourceMap {
  /// The file's path, for the locations made here.
  let path: String
  /// The bytes given to libyaml: the source's UTF-8 without a leading byte order mark, valid during the load.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Unicode scalar offset at which each line starts; `lineScalarStarts[0] == 0`.
  private let lineScalarStarts: [Int]
  /// Byte offset at which each line starts; `lineByteStarts[0] == 0`.
  private let lineByteStarts: [Int]
  /// The number of Unicode scalars in `bytes`.
  let scalarCount: Int
  /// A known (scalar offset, byte offset) pair, so that looking up increasing offsets is amortised O(1).
  private var cursor: (scalar: Int, byte: Int) = (0, 0)
  /// The line (0-based) of the last scalar offset looked up, tried first since lookups mostly move forward.
  private var lineHint = 0

  /// The byte offset of the first NUL byte, if there is one (YAML text cannot hold one).
  let firstNULOffset: Int?

  /// - Complexity: O(n) for n bytes, in one pass.
  init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
    self.path = path
    self.bytes = bytes
    var scalarStarts = [0]
    var byteStarts = [0]
    var continuationBytes = 0
    var firstNUL: Int?
    var offset = 0
    while offset < bytes.count {
      // Eight bytes at a time up to the next line break, NUL or non-ASCII byte: most of a spec.
      if offset + 8 <= bytes.count, let base = bytes.baseAddress {
        let special = Self.specialBytes(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        guard special != 0 else {
          offset += 8
          continue
        }
        offset += special.trailingZeroBitCount / 8
      }
      let byte = bytes[offset]
      defer { offset += 1 }
      if byte & 0xC0 == 0x80 {
        continuationBytes += 1
      } else if byte == UInt8(ascii: "\n") {
        scalarStarts.append(offset + 1 - continuationBytes)
        byteStarts.append(offset + 1)
      } else if byte == 0, firstNUL == nil {
        firstNUL = offset
      }
    }
    lineScalarStarts = scalarStarts
    lineByteStarts = byteStarts
    scalarCount = bytes.count - continuationBytes
    firstNULOffset = firstNUL
  }

  /// The high bit of each byte of `word` (little-endian) that is not ASCII, or is NUL or `\n`, and perhaps of
  /// some bytes after such a byte; 0 when there is none. The lowest bit set marks the first such byte exactly.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lineBreaks = word ^ (ones &* UInt64(UInt8(ascii: "\n")))
    // A byte is zero when its lane of `x &- ones` borrows into the high bit while `x` had it clear; a borrow can
    // only mark bytes above a zero byte as well, never one below it.
    let zeros = (word &- ones) & ~word & highBits
    let breaks = (lineBreaks &- ones) & ~lineBreaks & highBits
    return (word & highBits) | zeros | breaks
  }

  /// The 1-based location of the Unicode scalar at `scalarOffset` (libyaml's mark index).
  /// - Complexity: O(1) on the line of the previous lookup or the next one, else O(log l) for l lines.
  mutating func location(scalarOffset: Int) -> SourceLocation {
    let position = lineColumn(scalarOffset: scalarOffset)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  /// The 1-based line and column of the Unicode scalar at `scalarOffset` (libyaml's mark index).
  /// - Complexity: O(1) on the line of the previous lookup or the next one, else O(log l) for l lines.
  mutating func lineColumn(scalarOffset: Int) -> LineColumn {
    let line = line(ofScalar: scalarOffset)
    return LineColumn(line: line + 1, column: scalarOffset - lineScalarStarts[line] + 1)
  }

  /// The 0-based line holding the scalar at `scalarOffset`.
  private mutating func line(ofScalar scalarOffset: Int) -> Int {
    if !line(lineHint, holds: scalarOffset) {
      lineHint =
        line(lineHint + 1, holds: scalarOffset)
        ? lineHint + 1 : Self.lastIndex(in: lineScalarStarts, notAfter: scalarOffset)
    }
    return lineHint
  }

  /// Whether the 0-based `line` exists and holds the scalar at `scalarOffset`.
  private func line(_ line: Int, holds scalarOffset: Int) -> Bool {
    line < lineScalarStarts.count && lineScalarStarts[line] <= scalarOffset
      && (line + 1 == lineScalarStarts.count || scalarOffset < lineScalarStarts[line + 1])
  }

  /// The 1-based location of the byte at `byteOffset`.
  /// - Complexity: O(log l + c) for l lines and a column c.
  func location(byteOffset: Int) -> SourceLocation {
    let position = lineColumn(byteOffset: byteOffset)
    return SourceLocation(file: path, line: position.line, column: position.column)
  }

  /// The 1-based line and column of the byte at `byteOffset`.
  /// - Complexity: O(log l + c) for l lines and a column c.
  func lineColumn(byteOffset: Int) -> LineColumn {
    let clamped = min(max(0, byteOffset), bytes.count)
    let line = Self.lastIndex(in: lineByteStarts, notAfter: clamped)
    var column = 1
    var offset = lineByteStarts[line]
    while offset < clamped {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    // A continuation byte belongs to the scalar whose lead byte came before it.
    if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80, column > 1 { column -= 1 }
    return LineColumn(line: line + 1, column: column)
  }

  /// The byte offset of the Unicode scalar at `scalarOffset`, or `bytes.count` past the end.
  /// - Complexity: amortised O(1) when called with increasing offsets, else O(log l + c).
  mutating func byteOffset(ofScalar scalarOffset: Int) -> Int {
    let target = min(max(0, scalarOffset), scalarCount)
    let line = line(ofScalar: target)
    var position = (scalar: lineScalarStarts[line], byte: lineByteStarts[line])
    if cursor.scalar <= target, cursor.scalar >= position.scalar { position = cursor }
    var byte = position.byte
    var scalar = position.scalar
    while scalar < target, byte < bytes.count {
      byte += 1
      while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
      scalar += 1
    }
    cursor = (scalar, byte)
    return byte
  }

  /// The number of lines (a file ending in a line break has an empty last line).
  var lineCount: Int { lineScalarStarts.count }

  /// The number of spaces that start the 1-based `line`, or nil past the end.
  func leadingSpaces(line: Int) -> Int? {
    guard line >= 1, line <= lineByteStarts.count else { return nil }
    var offset = lineByteStarts[line - 1]
    var count = 0
    while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") {
      offset += 1
      count += 1
    }
    return count
  }

  /// The index of the last element of the ascending array `starts` that is `<= value` (0 if none).
  private static func lastIndex(in starts: [Int], notAfter value: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
