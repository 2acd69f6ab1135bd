/// A template error, positioned in the template it was found in.
///
/// It prints the way compilers do, `template.mustache:3:7: error: section 'items' is never closed`,
/// so editors and terminals can jump to it. Parse errors come from
/// ``MustacheTemplate/init(parsing:name:maxDepth:)``; render errors (a partial that cannot be found
/// in strict mode or cannot be loaded, nesting too deep) from ``MustacheTemplate/render(_:partials:missingPartialIsError:maxDepth:)``.
public struct MustacheError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What went wrong, as a stable identifier for tools and tests.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A delimiter change `{{=OPEN CLOSE=}}` that is malformed.
    case badDelimiters = "bad-delimiters"
    /// A tag with no name, such as `{{}}` or `{{#}}`.
    case emptyTagName = "empty-tag-name"
    /// A tag name with whitespace or empty dotted parts, such as `{{a b}}` or `{{a..b}}`.
    case invalidTagName = "invalid-tag-name"
    /// A close tag `{{/y}}` that does not match the open section, block or parent.
    case mismatchedClose = "mismatched-close"
    /// A partial or parent the partial source does not have, in strict mode.
    case missingPartial = "missing-partial"
    /// Sections, partials, parents and blocks nested deeper than the limit.
    case nestingTooDeep = "nesting-too-deep"
    /// The partial source failed to read a partial (an I/O or encoding error).
    case partialLoadFailed = "partial-load-failed"
    /// A section, inverted section, block or parent with no close tag.
    case unclosedSection = "unclosed-section"
    /// A tag whose closing delimiter never comes, such as `{{name` at the end of the text.
    case unclosedTag = "unclosed-tag"
  }

  /// What went wrong.
  public var kind: Kind
  /// The name of the template the error is in, as given to ``MustacheTemplate/init(parsing:name:maxDepth:)``
  /// or by the partial source (for a directory, the file's path).
  public var templateName: String
  /// The 1-based line of the tag the error is about.
  public var line: Int
  /// The 1-based column of the tag's first character, counted in Unicode scalars.
  public var column: Int
  /// What went wrong, in one sentence without a final period.
  public var message: String

  /// Makes an error; the catalogue of messages is in `MustacheError+Messages.swift`.
  public init(kind: Kind, templateName: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.templateName = templateName
    self.line = line
    self.column = column
    self.message = message
  }

  /// `templateName:line:column: error: message`.
  public var description: String {
    "\(templateName):\(line):\(column): error: \(message)"
  }
}
