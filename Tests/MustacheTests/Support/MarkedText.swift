import Mustache
import Testing

/// A template with a `1️⃣` marker where an error is expected: the text without the marker, and the
/// marker's 1-based line and column (in Unicode scalars), so a test reads like the input it checks.
struct MarkedText {
  var text: String
  var line: Int
  var column: Int

  init(_ marked: String) {
    guard let marker = marked.range(of: "1️⃣") else {
      Issue.record("no 1️⃣ marker in \(marked.debugDescription)")
      (text, line, column) = (marked, 0, 0)
      return
    }
    let before = marked[..<marker.lowerBound]
    text = String(before) + marked[marker.upperBound...]
    line = before.count(where: { $0 == "\n" }) + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    column = before[lineStart...].unicodeScalars.count + 1
  }
}

/// The error parsing `text` throws, or nil when it parses.
func parseError(_ text: String, name: String = "t.mustache") -> MustacheError? {
  do {
    _ = try MustacheTemplate(parsing: text, name: name)
    return nil
  } catch {
    return error
  }
}

/// Checks that parsing the marked text fails with `kind` and `message` at the marker.
func expectParseError(
  _ marked: String, _ kind: MustacheError.Kind, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let input = MarkedText(marked)
  guard let error = parseError(input.text) else {
    Issue.record("expected an error, the template parsed", sourceLocation: sourceLocation)
    return
  }
  #expect(error.kind == kind, sourceLocation: sourceLocation)
  #expect(error.message == message, sourceLocation: sourceLocation)
  #expect(error.templateName == "t.mustache", sourceLocation: sourceLocation)
  #expect(
    error.line == input.line && error.column == input.column, "at \(error.line):\(error.column)",
    sourceLocation: sourceLocation)
}

/// Renders `text` over `data`, failing the test on any error.
func render(
  _ text: String, _ data: MustacheValue = [:], partials: [String: String] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  do {
    return try MustacheTemplate(parsing: text, name: "t.mustache").render(data, partials: .dictionary(partials))
  } catch {
    Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    return ""
  }
}

/// The error rendering `text` throws, or nil when it renders.
func renderError(
  _ text: String, _ data: MustacheValue = [:], partials: [String: String] = [:], strict: Bool = true,
  maxDepth: Int = MustacheTemplate.defaultMaxDepth
) -> MustacheError? {
  do {
    let template = try MustacheTemplate(parsing: text, name: "t.mustache")
    _ = try template.render(data, partials: .dictionary(partials), missingPartialIsError: strict, maxDepth: maxDepth)
    return nil
  } catch {
    return error
  }
}
