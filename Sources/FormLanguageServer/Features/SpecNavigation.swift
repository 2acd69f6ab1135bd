import FormCompiler
import FormDiagnostics

/// A place in a document's text: 1-based line, and 1-based column counted in Unicode scalars, as the compiler
/// counts them (``SourceLocation``). The server converts to and from LSP's UTF-16 positions at its edge.
public struct TextPosition: Hashable, Comparable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public init(_ location: SourceLocation) {
    self.init(line: location.line, column: location.column)
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A span of a document's text, `end` exclusive.
public struct TextSpan: Hashable, Sendable {
  public var start: TextPosition
  public var end: TextPosition

  public init(start: TextPosition, end: TextPosition) {
    self.start = start
    self.end = end
  }
}

/// Text to put in place of a span.
public struct TextReplacement: Hashable, Sendable {
  public var span: TextSpan
  public var text: String

  public init(span: TextSpan, text: String) {
    self.span = span
    self.text = text
  }
}

/// What a completion offers.
public enum CompletionCandidateKind: Hashable, Sendable {
  /// A mapping key (`header:`, `visible:`…).
  case key
  /// A value of a key with a fixed set of values (`kind: toggle`).
  case value
  /// A name a condition may read (a row, a state variable, a list's field).
  case name
  /// A member after a dot (`.expanded`, `.count`).
  case member
  /// An option value, quoted, after `==`, `!=` or `in [`.
  case option
}

/// One completion: `insertText` replaces `replacing` (the part of the word before the cursor, or an empty span at it).
public struct CompletionCandidate: Hashable, Sendable {
  public var label: String
  public var kind: CompletionCandidateKind
  /// A short line beside the label (a row's kind and value type).
  public var detail: String?
  /// Markdown.
  public var documentation: String?
  public var insertText: String
  public var replacing: TextSpan

  public init(
    label: String, kind: CompletionCandidateKind, detail: String? = nil, documentation: String? = nil,
    insertText: String, replacing: TextSpan
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.insertText = insertText
    self.replacing = replacing
  }
}

/// What hovering shows: Markdown, and the span of the word it describes.
public struct HoverText: Hashable, Sendable {
  public var markdown: String
  public var span: TextSpan

  public init(markdown: String, span: TextSpan) {
    self.markdown = markdown
    self.span = span
  }
}

/// What an outline entry stands for.
public enum OutlineSymbolKind: Hashable, Sendable {
  case form, section, list, row, stateVariable
}

/// An entry of a document's outline (LSP's DocumentSymbol).
public struct OutlineSymbol: Hashable, Sendable {
  public var name: String
  public var kind: OutlineSymbolKind
  public var detail: String?
  /// The whole declaration (the mapping of a section or row).
  public var span: TextSpan
  /// The part to select (its id's value).
  public var selectionSpan: TextSpan
  public var children: [OutlineSymbol]

  public init(
    name: String, kind: OutlineSymbolKind, detail: String? = nil, span: TextSpan, selectionSpan: TextSpan,
    children: [OutlineSymbol] = []
  ) {
    self.name = name
    self.kind = kind
    self.detail = detail
    self.span = span
    self.selectionSpan = selectionSpan
    self.children = children
  }
}

/// What renaming gives: the edits, or the reason it is refused (a clash, an invalid name, nothing to rename there).
public enum RenameOutcome: Hashable, Sendable {
  case edits([TextReplacement])
  case refused(String)
}

/// The editor features of one version of a spec's text, answered from its analysis: completion, hover,
/// definition, references, rename and outline. The server makes one per analysed version of a document (see
/// ``SpecNavigationFactory``) and converts positions between LSP's UTF-16 and these scalar columns.
public protocol SpecNavigation: Sendable {
  func completions(at position: TextPosition) -> [CompletionCandidate]
  func hover(at position: TextPosition) -> HoverText?
  /// Where the name at `position` is declared (its `id:` value).
  func definition(at position: TextPosition) -> TextSpan?
  /// Every place that reads the name at `position` (in conditions), and its declaration when asked.
  func references(at position: TextPosition, includingDeclaration: Bool) -> [TextSpan]
  /// The span of the name a rename at `position` would change, or nil when there is none there.
  func renameTarget(at position: TextPosition) -> TextSpan?
  func rename(at position: TextPosition, to newName: String) -> RenameOutcome
  func outline() -> [OutlineSymbol]
}

/// Makes the navigation of a spec's text from that text and its compilation (whose diagnostics the server
/// publishes itself).
public typealias SpecNavigationFactory =
  @Sendable (_ path: String, _ text: String, _ compilation: CompilationResult)
  -> any SpecNavigation
