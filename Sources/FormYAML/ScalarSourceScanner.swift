import FormDiagnostics

extension SourceMap {
  /// Works out where the text of a scalar lies, from libyaml's marks of its event.
  ///
  /// `start` and `end` are the event's mark indexes, at `startPosition` and `endPosition`; the start includes the
  /// scalar's anchor and tag, which are skipped here to find the text itself.
  /// - Complexity: O(length of the scalar as written), amortised over a load.
  mutating func scalarSource(
    start: Int, end: Int, startPosition: LineColumn, endPosition: LineColumn,
    value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, hasProperties: Bool
  ) -> ScalarSource {
    // A plain scalar without anchor or tag starts where its event does; the tree builder records those without
    // coming here (`YAMLNodeStorage.Builder.appendPlainScalar`), and the general path below gives the same answer.
    let endLine = endPosition.line
    let startByte = byteOffset(ofScalar: start)
    let endByte = max(startByte, byteOffset(ofScalar: end))
    let contentByte = hasProperties ? skipProperties(from: startByte, to: endByte) : startByte
    let contentIndex = start + scalarCount(from: startByte, to: contentByte)
    let fallback = ScalarSource(contentStart: lineColumn(scalarOffset: min(contentIndex, end)), layout: .approximate)
    guard contentByte < endByte else { return fallback }
    switch style {
    case .plain:
      let contentStart = lineColumn(scalarOffset: contentIndex)
      return ScalarSource(contentStart: contentStart, layout: contentStart.line == endLine ? .identity : .approximate)
    case .singleQuoted, .doubleQuoted:
      let quote = UInt8(ascii: style == .singleQuoted ? "'" : "\"")
      guard bytes[contentByte] == quote else { return fallback }
      let contentStart = lineColumn(scalarOffset: contentIndex + 1)
      guard contentStart.line == endLine, endByte - 1 > contentByte, bytes[endByte - 1] == quote else {
        return ScalarSource(contentStart: contentStart, layout: .approximate)
      }
      let raw = bytes[(contentByte + 1)..<(endByte - 1)]
      if raw.elementsEqual(value) { return ScalarSource(contentStart: contentStart, layout: .identity) }
      let layout = ScalarSource.Layout.escaped(raw: String(decoding: raw, as: UTF8.self), style: style)
      return ScalarSource(contentStart: contentStart, layout: layout)
    case .literal, .folded:
      return blockScalarSource(
        headerByte: contentByte, headerLine: lineColumn(scalarOffset: contentIndex).line, endByte: endByte,
        value: value, literal: style == .literal
      ) ?? fallback
    }
  }

  /// The source of a block scalar whose `|` or `>` header is at `headerByte`, or nil if it has no content.
  private func blockScalarSource(
    headerByte: Int, headerLine: Int, endByte: Int, value: UnsafeBufferPointer<UInt8>, literal: Bool
  ) -> ScalarSource? {
    var byte = headerByte
    while byte < endByte, bytes[byte] != UInt8(ascii: "\n") { byte += 1 }
    while byte < endByte,
      bytes[byte] == UInt8(ascii: " ") || bytes[byte] == UInt8(ascii: "\r")
        || bytes[byte] == UInt8(ascii: "\n")
    {
      byte += 1
    }
    guard byte < endByte else { return nil }
    let contentStart = lineColumn(byteOffset: byte)
    guard literal else { return ScalarSource(contentStart: contentStart, layout: .approximate) }
    let firstLine = headerLine + 1
    let space = UInt8(ascii: " ")
    let valueLines = value.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard firstLine + valueLines.count - 1 <= lineCount,
      let index = valueLines.firstIndex(where: { $0.contains { $0 != space } }),
      let sourceSpaces = leadingSpaces(line: firstLine + index)
    else { return ScalarSource(contentStart: contentStart, layout: .approximate) }
    let valueSpaces = valueLines[index].prefix { $0 == space }.count
    guard sourceSpaces >= valueSpaces else { return ScalarSource(contentStart: contentStart, layout: .approximate) }
    let layout = ScalarSource.Layout.literal(firstLine: firstLine, indent: sourceSpaces - valueSpaces)
    return ScalarSource(contentStart: contentStart, layout: layout)
  }

  /// The offset of the first byte after the anchor, tag, spaces, line breaks and comments that start at `start`.
  private func skipProperties(from start: Int, to end: Int) -> Int {
    var byte = start
    while byte < end {
      switch bytes[byte] {
      case UInt8(ascii: "&"), UInt8(ascii: "!"):
        if bytes[byte] == UInt8(ascii: "!"), byte + 1 < end, bytes[byte + 1] == UInt8(ascii: "<") {
          while byte < end, bytes[byte] != UInt8(ascii: ">") { byte += 1 }
          byte += 1
        } else {
          byte += 1
          while byte < end, !Self.endsProperty(bytes[byte]) { byte += 1 }
        }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        byte += 1
      case UInt8(ascii: "#"):
        while byte < end, bytes[byte] != UInt8(ascii: "\n") { byte += 1 }
      default:
        return byte
      }
    }
    return min(byte, end)
  }

  /// Whether `byte` ends an anchor name or a tag: white space or a flow indicator.
  private static func endsProperty(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
      UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
      true
    default:
      false
    }
  }

  /// The number of Unicode scalars that start in `bytes[start..<end]`.
  private func scalarCount(from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    return bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
  }
}
