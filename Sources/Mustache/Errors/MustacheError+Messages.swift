// The catalogue of every error the engine reports, alphabetical by constructor.
// Each constructor names the error kind it makes; messages quote tags as written with the
// delimiters in force, and names in single quotes.

extension MustacheError {
  init(_ kind: Kind, at location: SourceLocation, _ message: String) {
    self.init(
      kind: kind, templateName: location.templateName, line: location.line, column: location.column,
      message: message)
  }

  static func badDelimiters(_ spelling: String, at location: SourceLocation, _ reason: String) -> Self {
    Self(.badDelimiters, at: location, "bad delimiter change '\(spelling)': \(reason)")
  }

  static func closeWithoutOpen(_ spelling: String, name: String, at location: SourceLocation) -> Self {
    Self(.mismatchedClose, at: location, "'\(spelling)' closes '\(name)' but no section is open")
  }

  static func dynamicPartialUnresolved(_ name: String, at location: SourceLocation) -> Self {
    Self(.missingPartial, at: location, "partial name '*\(name)' resolves to nothing")
  }

  static func emptyTagName(_ spelling: String, at location: SourceLocation) -> Self {
    Self(.emptyTagName, at: location, "empty tag name in '\(spelling)'")
  }

  static func invalidTagName(_ name: String, at location: SourceLocation) -> Self {
    Self(
      .invalidTagName, at: location,
      "invalid tag name '\(name)': a name is '.' or dot-separated parts without whitespace")
  }

  static func mismatchedClose(
    _ spelling: String, name: String, openName: String, at location: SourceLocation
  ) -> Self {
    Self(.mismatchedClose, at: location, "'\(spelling)' closes '\(name)' but '\(openName)' is open")
  }

  static func missingPartial(_ name: String, at location: SourceLocation) -> Self {
    Self(.missingPartial, at: location, "partial '\(name)' not found")
  }

  static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Self {
    Self(
      .nestingTooDeep, at: location,
      "sections, partials, parents and blocks are nested more than \(limit) deep "
        + "(does a partial include itself without end?)")
  }

  static func partialLoadFailed(_ name: String, reason: String, at location: SourceLocation) -> Self {
    Self(.partialLoadFailed, at: location, "cannot load partial '\(name)': \(reason)")
  }

  static func unclosedSection(_ noun: String, name: String, at location: SourceLocation) -> Self {
    Self(.unclosedSection, at: location, "\(noun) '\(name)' is never closed")
  }

  static func unclosedTag(opening: String, expected: String, at location: SourceLocation) -> Self {
    Self(.unclosedTag, at: location, "unclosed tag: '\(opening)' has no matching '\(expected)'")
  }
}
