/// Where a tag starts: the template's name and the 1-based line and column (in Unicode scalars).
struct SourceLocation: Sendable, Hashable {
  var templateName: String
  var line: Int
  var column: Int
}
