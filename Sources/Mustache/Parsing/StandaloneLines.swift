/// A token after standalone-line processing, ready for ``TreeBuilder``.
enum LineItem {
  /// The start of a source line that survives, with its leading whitespace.
  case lineStart(String)
  case text(String)
  case newline(String)
  /// A tag, with what is known about its line when that line stands alone.
  case tag(Tag, standalone: StandaloneLine?)
}

/// A line that holds only whitespace and tags that can stand alone.
struct StandaloneLine {
  /// The whitespace before the first tag: the indentation of a partial or parent on the line.
  var indentation: String
  /// The byte offset just after the line's newline (or the end of the text): where the content
  /// of a block opened on this line starts.
  var nextLineStart: Int
}

/// Removes standalone lines and marks the start of every other line.
///
/// A line is standalone when it holds at least one tag, only tags that are not interpolations
/// (sections, inverted sections, closes, comments, partials, parents, blocks, delimiter changes),
/// and otherwise only spaces and tabs. Its whitespace and newline are dropped, with one exception
/// the inheritance specification asks for: a line holding an empty block, `{{$name}}{{/name}}`,
/// keeps its newline, since the content that replaces the block rarely ends with one.
///
/// - Complexity: O(n) in the number of tokens.
enum StandaloneLines {
  static func items(from tokens: [Token], source: SourceText) -> [LineItem] {
    var items: [LineItem] = []
    items.reserveCapacity(tokens.count + tokens.count / 2)
    var lineStart = 0
    while lineStart < tokens.count {
      var lineEnd = lineStart
      var newline: String?
      while lineEnd < tokens.count {
        if case .newline(let text) = tokens[lineEnd] {
          newline = text
          break
        }
        lineEnd += 1
      }
      appendLine(tokens[lineStart..<lineEnd], newline: newline, source: source, to: &items)
      lineStart = lineEnd + 1
    }
    return items
  }

  private static func appendLine(
    _ line: ArraySlice<Token>, newline: String?, source: SourceText, to items: inout [LineItem]
  ) {
    if let standalone = standaloneLine(line, source: source) {
      for case .tag(let tag) in line {
        items.append(.tag(tag, standalone: standalone))
      }
      if let newline, holdsEmptyBlock(line) { items.append(.newline(newline)) }
      return
    }
    for (index, token) in zip(line.indices, line) {
      switch token {
      case .text(let text) where index == line.startIndex:
        let indentation = text.prefix(while: { $0 == " " || $0 == "\t" })
        items.append(.lineStart(String(indentation)))
        if indentation.endIndex != text.endIndex { items.append(.text(String(text[indentation.endIndex...]))) }
      case .text(let text):
        items.append(.text(text))
      case .tag(let tag):
        if index == line.startIndex { items.append(.lineStart("")) }
        items.append(.tag(tag, standalone: nil))
      case .newline:
        break
      }
    }
    if let newline { items.append(.newline(newline)) }
  }

  /// The line's standalone facts, or nil when it does not stand alone.
  private static func standaloneLine(_ line: ArraySlice<Token>, source: SourceText) -> StandaloneLine? {
    var lastTagEnd: Int?
    for token in line {
      switch token {
      case .text(let text):
        guard text.utf8.allSatisfy(SourceText.isIndentation) else { return nil }
      case .tag(let tag):
        guard tag.kind.canStandAlone else { return nil }
        lastTagEnd = tag.range.upperBound
      case .newline:
        break
      }
    }
    guard let lastTagEnd else { return nil }
    var indentation = ""
    if case .text(let text) = line.first { indentation = text }
    var nextLineStart = lastTagEnd
    while nextLineStart < source.count && source.bytes[nextLineStart] != UInt8(ascii: "\n") { nextLineStart += 1 }
    return StandaloneLine(indentation: indentation, nextLineStart: min(nextLineStart + 1, source.count))
  }

  /// Whether a block tag on the line is followed directly by its close tag.
  private static func holdsEmptyBlock(_ line: ArraySlice<Token>) -> Bool {
    let tags = line.compactMap { token -> Tag? in
      if case .tag(let tag) = token { tag } else { nil }
    }
    return zip(tags, tags.dropFirst()).contains { open, close in
      open.kind == .block && close.kind == .close && open.name == close.name
    }
  }
}
