/// A template's text as UTF-8 bytes.
struct SourceText {
  let name: String
  let bytes: [UInt8]

  /// - Complexity: O(n) in the length of the text.
  init(_ text: String, name: String) {
    self.name = name
    bytes = Array(text.utf8)
  }

  var count: Int { bytes.count }

  /// The text of `range` (which must fall on Unicode scalar boundaries).
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether `pattern` occurs at byte `offset`.
  func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
    guard offset + pattern.count <= bytes.count else { return false }
    for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte {
      return false
    }
    return true
  }

  /// The first offset at or after `start` where `pattern` occurs.
  ///
  /// - Complexity: O(n · m) in the worst case; O(n) for ordinary delimiters.
  func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
    guard let first = pattern.first else { return nil }
    var offset = start
    while offset + pattern.count <= bytes.count {
      if bytes[offset] == first && matches(pattern, at: offset) { return offset }
      offset += 1
    }
    return nil
  }

  /// The common leading spaces and tabs of the lines in `range` that are not blank.
  ///
  /// - Complexity: O(length of the range).
  func commonIndentation(of range: Range<Int>) -> String {
    var common: ArraySlice<UInt8>?
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var lineEnd = lineStart
      while lineEnd < range.upperBound && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      var contentStart = lineStart
      while contentStart < lineEnd && Self.isIndentation(bytes[contentStart]) { contentStart += 1 }
      let isBlank =
        contentStart == lineEnd || (contentStart + 1 == lineEnd && bytes[contentStart] == UInt8(ascii: "\r"))
      if !isBlank {
        let margin = bytes[lineStart..<contentStart]
        if let current = common {
          common = current.prefix(zip(current, margin).prefix(while: { $0 == $1 }).count)
        } else {
          common = margin
        }
      }
      lineStart = lineEnd + 1
    }
    return String(decoding: common ?? [], as: UTF8.self)
  }

  /// `range` without the ASCII whitespace at either end.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && Self.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// ASCII whitespace: what tag content is trimmed of, and what names may not contain.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// Spaces and tabs: what indentation and standalone lines are made of.
  static func isIndentation(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
