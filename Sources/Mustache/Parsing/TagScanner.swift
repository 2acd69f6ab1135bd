/// Cuts a template into text, newlines and tags, following delimiter changes as it goes.
///
/// - Complexity: O(n) in the length of the text for ordinary delimiters (each byte is looked at a
///   bounded number of times).
struct TagScanner {
  private let source: SourceText
  private var opening: [UInt8] = Array("{{".utf8)
  private var closing: [UInt8] = Array("}}".utf8)
  /// What ends a triple mustache: `}` and the closing delimiter.
  private var braceClosing: [UInt8] = Array("}}}".utf8)
  private var cursor = LocationCursor()

  init(source: SourceText) {
    self.source = source
  }

  /// Scans the whole text.
  ///
  /// - Throws: ``MustacheError`` for an unclosed tag, a bad delimiter change or an empty name.
  static func tokens(of source: SourceText) throws(MustacheError) -> [Token] {
    var scanner = TagScanner(source: source)
    return try scanner.scan()
  }

  private mutating func scan() throws(MustacheError) -> [Token] {
    var tokens: [Token] = []
    let bytes = source.bytes
    var textStart = 0
    var offset = 0
    func flushText(upTo end: Int) {
      if textStart < end { tokens.append(.text(source.string(textStart..<end))) }
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n"))
      {
        flushText(upTo: offset)
        let length = byte == UInt8(ascii: "\n") ? 1 : 2
        tokens.append(.newline(length == 1 ? "\n" : "\r\n"))
        offset += length
        textStart = offset
      } else if byte == opening[0] && source.matches(opening, at: offset) {
        flushText(upTo: offset)
        let tag = try scanTag(at: offset)
        tokens.append(.tag(tag))
        offset = tag.range.upperBound
        textStart = offset
      } else {
        offset += 1
      }
    }
    flushText(upTo: bytes.count)
    return tokens
  }

  /// Scans the tag whose opening delimiter is at `start`.
  private mutating func scanTag(at start: Int) throws(MustacheError) -> Tag {
    let bytes = source.bytes
    let location = cursor.location(of: start, in: source)
    let sigilOffset = start + opening.count
    let sigil = sigilOffset < bytes.count ? bytes[sigilOffset] : nil
    let kind = sigil.flatMap(Self.kind(ofSigil:)) ?? .variable
    let contentStart = kind == .variable ? sigilOffset : sigilOffset + 1
    // `{{{name}}}` and `{{=<% %>=}}` end with an extra character before the closing delimiter.
    let terminator: [UInt8]
    switch kind {
    case .delimiters: terminator = [UInt8(ascii: "=")] + closing
    case .unescaped where sigil == UInt8(ascii: "{"): terminator = braceClosing
    default: terminator = closing
    }
    guard let contentEnd = source.firstOffset(of: terminator, from: contentStart) else {
      let openText = source.string(start..<contentStart)
      let closeText = String(decoding: terminator, as: UTF8.self)
      if kind == .delimiters {
        throw .badDelimiters(openText + "…", at: location, "it must end with '\(closeText)'")
      }
      throw .unclosedTag(opening: openText, expected: closeText, at: location)
    }
    var tag = Tag(kind: kind, name: "", range: start..<(contentEnd + terminator.count), location: location)
    let content = source.trimmed(contentStart..<contentEnd)
    switch kind {
    case .comment:
      return tag
    case .delimiters:
      try changeDelimiters(source.string(content), tag: tag)
      return tag
    case .partial, .parent, .close:
      // `{{> * name }}` and `{{/*name}}` agree: the asterisk, then the trimmed name.
      let isDynamic = !content.isEmpty && bytes[content.lowerBound] == UInt8(ascii: "*")
      tag.name =
        isDynamic
        ? "*" + source.string(source.trimmed(content.lowerBound + 1..<content.upperBound)) : source.string(content)
    default:
      tag.name = source.string(content)
    }
    if tag.name.isEmpty || tag.name == "*" {
      throw .emptyTagName(source.string(tag.range), at: location)
    }
    return tag
  }

  /// Applies `{{=OPEN CLOSE=}}`; `content` is what lies between the two equals signs.
  private mutating func changeDelimiters(_ content: String, tag: Tag) throws(MustacheError) {
    let parts = content.split(whereSeparator: { $0.isWhitespace })
    guard parts.count == 2 else {
      throw .badDelimiters(
        source.string(tag.range), at: tag.location, "expected two delimiters separated by whitespace")
    }
    opening = Array(parts[0].utf8)
    closing = Array(parts[1].utf8)
    braceClosing = [UInt8(ascii: "}")] + closing
  }

  private static func kind(ofSigil sigil: UInt8) -> Tag.Kind? {
    switch sigil {
    case UInt8(ascii: "#"): .section
    case UInt8(ascii: "^"): .inverted
    case UInt8(ascii: "/"): .close
    case UInt8(ascii: "!"): .comment
    case UInt8(ascii: ">"): .partial
    case UInt8(ascii: "<"): .parent
    case UInt8(ascii: "$"): .block
    case UInt8(ascii: "="): .delimiters
    case UInt8(ascii: "{"), UInt8(ascii: "&"): .unescaped
    default: nil
    }
  }
}
