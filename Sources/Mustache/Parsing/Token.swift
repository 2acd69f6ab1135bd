/// A lexical piece of a template, as the scanner cuts it.
enum Token {
  /// Text with no newline in it.
  case text(String)
  /// `\n` or `\r\n` outside tags.
  case newline(String)
  case tag(Tag)
}

/// One tag, `{{…}}` with whatever delimiters were in force.
struct Tag {
  enum Kind {
    case variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters

    /// Whether a line holding only such tags and whitespace is removed from the output. The
    /// interpolation tags never are.
    var canStandAlone: Bool { self != .variable && self != .unescaped }
  }

  var kind: Kind
  /// The trimmed name; for partials and parents a dynamic name keeps its asterisk (`*kind`),
  /// without the whitespace that may follow it. Empty for comments and delimiter changes.
  var name: String
  /// Byte offsets of the whole tag, delimiters included.
  var range: Range<Int>
  var location: SourceLocation
}
