/// Builds the node tree from the line items, matching open and close tags with an explicit stack
/// (no recursion, so no template can exhaust the call stack while parsing).
///
/// - Complexity: O(n) in the number of items, plus the source scanned once more for the
///   indentation of each standalone block.
struct TreeBuilder {
  /// What an open tag waits for its close tag to become.
  private enum Opening {
    case section(Name, isInverted: Bool)
    case block(standalone: StandaloneLine?)
    case parent(PartialName, standalone: StandaloneLine?)

    var noun: String {
      switch self {
      case .section(_, let isInverted): isInverted ? "inverted section" : "section"
      case .block: "block"
      case .parent: "parent"
      }
    }
  }

  private struct Frame {
    var tag: Tag
    var opening: Opening
    var nodes: [Node] = []
  }

  private let source: SourceText
  private let maxDepth: Int
  private var root: [Node] = []
  private var open: [Frame] = []

  private init(source: SourceText, maxDepth: Int) {
    self.source = source
    self.maxDepth = maxDepth
  }

  /// The tree of `items`.
  ///
  /// - Throws: ``MustacheError`` for a close tag that does not match, a section left open, an
  ///   invalid name, or sections nested deeper than `maxDepth`.
  static func nodes(from items: [LineItem], source: SourceText, maxDepth: Int) throws(MustacheError) -> [Node] {
    var builder = TreeBuilder(source: source, maxDepth: maxDepth)
    for item in items {
      try builder.add(item)
    }
    if let unclosed = builder.open.last {
      throw .unclosedSection(unclosed.opening.noun, name: unclosed.tag.name, at: unclosed.tag.location)
    }
    return builder.root
  }

  private mutating func append(_ node: Node) {
    if open.isEmpty { root.append(node) } else { open[open.count - 1].nodes.append(node) }
  }

  private mutating func add(_ item: LineItem) throws(MustacheError) {
    switch item {
    case .lineStart(let whitespace): append(.lineStart(whitespace: whitespace))
    case .text(let text): append(.text(text))
    case .newline(let newline): append(.text(newline))
    case .tag(let tag, let standalone): try add(tag, standalone: standalone)
    }
  }

  private mutating func add(_ tag: Tag, standalone: StandaloneLine?) throws(MustacheError) {
    switch tag.kind {
    case .comment, .delimiters:
      break
    case .variable, .unescaped:
      append(.variable(try Self.name(of: tag), escaped: tag.kind == .variable))
    case .partial:
      let node = PartialNode(
        name: try Self.partialName(of: tag), standaloneIndentation: standalone?.indentation, location: tag.location)
      append(.partial(node))
    case .section, .inverted:
      try push(tag, .section(try Self.name(of: tag), isInverted: tag.kind == .inverted))
    case .block:
      guard !tag.name.utf8.contains(where: SourceText.isWhitespace) else {
        throw .invalidTagName(tag.name, at: tag.location)
      }
      try push(tag, .block(standalone: standalone))
    case .parent:
      try push(tag, .parent(try Self.partialName(of: tag), standalone: standalone))
    case .close:
      try close(tag)
    }
  }

  private mutating func push(_ tag: Tag, _ opening: Opening) throws(MustacheError) {
    guard open.count < maxDepth else { throw .nestingTooDeep(limit: maxDepth, at: tag.location) }
    open.append(Frame(tag: tag, opening: opening))
  }

  private mutating func close(_ tag: Tag) throws(MustacheError) {
    guard let frame = open.popLast() else {
      throw .closeWithoutOpen(source.string(tag.range), name: tag.name, at: tag.location)
    }
    guard frame.tag.name == tag.name else {
      throw .mismatchedClose(source.string(tag.range), name: tag.name, openName: frame.tag.name, at: tag.location)
    }
    switch frame.opening {
    case .section(let name, let isInverted):
      append(
        .section(SectionNode(name: name, isInverted: isInverted, children: frame.nodes, location: frame.tag.location)))
    case .block(let standalone):
      var contentIndentation = ""
      if let standalone {
        let contentStart = standalone.nextLineStart
        contentIndentation = source.commonIndentation(of: contentStart..<max(contentStart, tag.range.lowerBound))
      }
      let block = BlockNode(
        name: frame.tag.name, children: frame.nodes, isStandalone: standalone != nil,
        lineIndentation: standalone?.indentation ?? "", contentIndentation: contentIndentation,
        location: frame.tag.location)
      append(.block(block))
    case .parent(let name, let standalone):
      var blocks: [String: BlockNode] = [:]
      for case .block(let block) in frame.nodes where blocks[block.name] == nil {
        blocks[block.name] = block
      }
      let parent = ParentNode(
        name: name, standaloneIndentation: standalone?.indentation, blocks: blocks, location: frame.tag.location)
      append(.parent(parent))
    }
  }

  private static func name(of tag: Tag) throws(MustacheError) -> Name {
    guard let name = Name(parsing: tag.name) else { throw .invalidTagName(tag.name, at: tag.location) }
    return name
  }

  private static func partialName(of tag: Tag) throws(MustacheError) -> PartialName {
    if tag.name.hasPrefix("*") {
      guard let name = Name(parsing: String(tag.name.dropFirst())) else {
        throw .invalidTagName(tag.name, at: tag.location)
      }
      return .dynamic(name)
    }
    guard !tag.name.utf8.contains(where: SourceText.isWhitespace) else {
      throw .invalidTagName(tag.name, at: tag.location)
    }
    return .fixed(tag.name)
  }
}
