import Mustache
import Testing

@Suite("Parse errors, positioned at the tag")
struct ParseErrorTests {
  @Test func unclosedSectionIsReportedAtItsOpeningTag() {
    expectParseError("a\n  1️⃣{{#items}}\n{{name}}\n", .unclosedSection, "section 'items' is never closed")
    expectParseError("1️⃣{{^empty}}", .unclosedSection, "inverted section 'empty' is never closed")
    expectParseError("{{<layout}}\n  1️⃣{{$body}}", .unclosedSection, "block 'body' is never closed")
    expectParseError("x 1️⃣{{<layout}}{{$body}}{{/body}}", .unclosedSection, "parent 'layout' is never closed")
  }

  @Test func theInnermostUnclosedSectionIsReported() {
    expectParseError("{{#a}}\n{{#b}}{{/b}}\n  1️⃣{{#b}}", .unclosedSection, "section 'b' is never closed")
    expectParseError("1️⃣{{#a}}\n{{#b}}{{/b}}\n", .unclosedSection, "section 'a' is never closed")
  }

  @Test func mismatchedCloseIsReportedAtTheCloseTag() {
    expectParseError("{{#x}}\n  text\n  1️⃣{{/y}}\n", .mismatchedClose, "'{{/y}}' closes 'y' but 'x' is open")
    expectParseError("{{#a}}{{#b}}1️⃣{{/a}}{{/b}}", .mismatchedClose, "'{{/a}}' closes 'a' but 'b' is open")
  }

  @Test func closeWithNothingOpenIsAnError() {
    expectParseError("ok\n1️⃣{{/y}}", .mismatchedClose, "'{{/y}}' closes 'y' but no section is open")
  }

  @Test func closeTagsAreQuotedWithTheDelimitersInForce() {
    expectParseError("{{=<% %>=}}\n<%#a%>1️⃣<%/ b %>", .mismatchedClose, "'<%/ b %>' closes 'b' but 'a' is open")
  }

  @Test func unclosedTagIsReportedAtItsOpeningDelimiter() {
    expectParseError("line one\n  1️⃣{{name", .unclosedTag, "unclosed tag: '{{' has no matching '}}'")
    expectParseError("1️⃣{{{name}}", .unclosedTag, "unclosed tag: '{{{' has no matching '}}}'")
    expectParseError("{{a}} 1️⃣{{#b", .unclosedTag, "unclosed tag: '{{#' has no matching '}}'")
    expectParseError("{{=<% %>=}}1️⃣<%name}}", .unclosedTag, "unclosed tag: '<%' has no matching '%>'")
  }

  @Test func badDelimiterChanges() {
    expectParseError(
      "x\n1️⃣{{=<% %>}}", .badDelimiters, "bad delimiter change '{{=…': it must end with '=}}'")
    expectParseError(
      "1️⃣{{=<%=}}", .badDelimiters, "bad delimiter change '{{=<%=}}': expected two delimiters separated by whitespace")
    expectParseError(
      "1️⃣{{=<% | %>=}}", .badDelimiters,
      "bad delimiter change '{{=<% | %>=}}': expected two delimiters separated by whitespace")
  }

  @Test func emptyTagNames() {
    expectParseError("a 1️⃣{{}}", .emptyTagName, "empty tag name in '{{}}'")
    expectParseError("1️⃣{{ }}", .emptyTagName, "empty tag name in '{{ }}'")
    expectParseError("1️⃣{{#}}{{/}}", .emptyTagName, "empty tag name in '{{#}}'")
    expectParseError("1️⃣{{>}}", .emptyTagName, "empty tag name in '{{>}}'")
    expectParseError("1️⃣{{{}}}", .emptyTagName, "empty tag name in '{{{}}}'")
    expectParseError("1️⃣{{> * }}", .emptyTagName, "empty tag name in '{{> * }}'")
  }

  @Test func invalidTagNames() {
    let rule = "a name is '.' or dot-separated parts without whitespace"
    expectParseError("1️⃣{{first name}}", .invalidTagName, "invalid tag name 'first name': \(rule)")
    expectParseError("1️⃣{{#a..b}}{{/a..b}}", .invalidTagName, "invalid tag name 'a..b': \(rule)")
    expectParseError("1️⃣{{a.}}", .invalidTagName, "invalid tag name 'a.': \(rule)")
    expectParseError("1️⃣{{>my partial}}", .invalidTagName, "invalid tag name 'my partial': \(rule)")
  }

  @Test func sectionsNestedBeyondTheLimitFailAtTheFirstTagTooDeep() {
    let depth = MustacheTemplate.defaultMaxDepth
    let allowed = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
    #expect(parseError(allowed) == nil)
    let opening = String(repeating: "{{#a}}\n", count: depth)
    expectParseError(
      opening + "  1️⃣{{#a}}", .nestingTooDeep,
      "sections, partials, parents and blocks are nested more than \(depth) deep "
        + "(does a partial include itself without end?)")
    #expect(parseError("{{#a}}{{#a}}{{/a}}{{/a}}", name: "t") == nil)
    let limited = try? MustacheTemplate(parsing: "{{#a}}{{#b}}{{/b}}{{/a}}", name: "t", maxDepth: 1)
    #expect(limited == nil)
  }

  @Test func aVeryDeepTemplateFailsWithoutExhaustingTheStack() {
    let error = parseError(String(repeating: "{{#a}}", count: 50_000))
    #expect(error?.kind == .nestingTooDeep)
    #expect(error?.column == 601)
  }

  @Test func columnsCountUnicodeScalars() {
    expectParseError("é ü 🙂 1️⃣{{#x}}", .unclosedSection, "section 'x' is never closed")
  }

  @Test func errorsPrintLikeCompilerDiagnostics() throws {
    let error = try #require(parseError("one\ntwo {{#items}}\n", name: "Templates/model.swift.mustache"))
    #expect(error.description == "Templates/model.swift.mustache:2:5: error: section 'items' is never closed")
  }
}
