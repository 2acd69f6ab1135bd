/// One piece of a parsed template. Standalone lines are already removed, so rendering is a walk
/// that writes text and looks values up.
enum Node: Sendable {
  /// Text of the template, written as is.
  case text(String)
  /// The start of a source line that survives, with the line's leading spaces and tabs. Rendering
  /// writes the whitespace through the current ``Indentation`` (how partials indent their lines
  /// and blocks re-indent theirs). Completely empty lines have none, so they stay empty.
  case lineStart(whitespace: String)
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
  case variable(Name, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
  case section(SectionNode)
  /// `{{>name}}`.
  case partial(PartialNode)
  /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced.
  case parent(ParentNode)
  /// `{{$name}}…{{/name}}`: replaceable content with a default.
  case block(BlockNode)
}

/// A section or inverted section.
struct SectionNode: Sendable {
  var name: Name
  var isInverted: Bool
  var children: [Node]
  var location: SourceLocation
}

/// A partial tag.
struct PartialNode: Sendable {
  var name: PartialName
  /// The whitespace before the tag when it stands alone on its line (it indents every line of
  /// the partial), or nil when the tag is inline.
  var standaloneIndentation: String?
  var location: SourceLocation
}

/// A parent tag with the blocks it passes to the parent template.
struct ParentNode: Sendable {
  var name: PartialName
  /// As for ``PartialNode/standaloneIndentation``.
  var standaloneIndentation: String?
  /// The blocks directly inside the tag, by name (the first of a repeated name wins); everything
  /// else inside a parent tag is ignored.
  var blocks: [String: BlockNode]
  var location: SourceLocation
}

/// A block: a named place a parent's caller can fill, with default content.
struct BlockNode: Sendable {
  var name: String
  var children: [Node]
  /// Whether the opening tag stands alone on its line. Only then is the content re-indented: its
  /// own indentation is removed where it is defined and the site's added where it is rendered.
  var isStandalone: Bool
  /// The whitespace before the opening tag when it stands alone.
  var lineIndentation: String
  /// The common leading whitespace of the content's non-blank source lines.
  var contentIndentation: String
  var location: SourceLocation

  /// The indentation this block gives to whatever content is rendered in its place: that of its
  /// own content, or, with no indented content, the whitespace before its tag.
  var siteIndentation: String {
    contentIndentation.isEmpty ? lineIndentation : contentIndentation
  }
}
