import Mustache
import Testing

@Suite("Render errors: missing partials and nesting limits")
struct RenderErrorTests {
  @Test func aMissingPartialRendersNothingByDefault() {
    #expect(render("before\n  {{>nope}}\nafter") == "before\nafter")
    #expect(render("[{{>nope}}]") == "[]")
  }

  @Test func aMissingPartialIsAnErrorInStrictMode() throws {
    let input = MarkedText("before\n  1️⃣{{> nope }}\nafter")
    let error = try #require(renderError(input.text))
    #expect(error.kind == .missingPartial)
    #expect(error.message == "partial 'nope' not found")
    #expect(error.description == "t.mustache:\(input.line):\(input.column): error: partial 'nope' not found")
    #expect(input.line == 2 && input.column == 3)
  }

  @Test func aMissingPartialInsideAPartialIsReportedInThatPartial() throws {
    let error = try #require(renderError("{{>outer}}", partials: ["outer": "line\n{{#a}}x{{/a}} {{>inner}}"]))
    #expect(error.templateName == "outer")
    #expect(error.line == 2 && error.column == 15)
  }

  @Test func aMissingParentIsAnErrorInStrictMode() throws {
    let error = try #require(renderError("{{<layout}}{{$body}}x{{/body}}{{/layout}}"))
    #expect(error.message == "partial 'layout' not found")
    #expect(error.line == 1 && error.column == 1)
  }

  @Test func aDynamicNameThatResolvesToNothingIsAnErrorInStrictMode() throws {
    #expect(render("[{{>*kind}}]") == "[]")
    let error = try #require(renderError("ok\n {{>*kind}}"))
    #expect(error.message == "partial name '*kind' resolves to nothing")
    #expect(error.line == 2 && error.column == 2)
    let missing = try #require(renderError("{{>*kind}}", ["kind": "text"]))
    #expect(missing.message == "partial 'text' not found")
  }

  @Test func aPartialThatIncludesItselfStopsAtTheDepthLimit() throws {
    let error = try #require(renderError("{{>loop}}", partials: ["loop": "x\n{{>loop}}"], strict: false))
    #expect(error.kind == .nestingTooDeep)
    #expect(error.templateName == "loop")
    #expect(error.line == 2 && error.column == 1)
    #expect(
      error.message
        == "sections, partials, parents and blocks are nested more than 100 deep (does a partial include itself without end?)"
    )
  }

  @Test func theDepthLimitCountsSectionsPartialsParentsAndBlocks() throws {
    let data: MustacheValue = ["a": true]
    let template = "{{#a}}{{>p}}{{/a}}"
    let partials = ["p": "{{<q}}{{/q}}", "q": "{{$b}}{{#a}}deep{{/a}}{{/b}}"]
    #expect(renderError(template, data, partials: partials, maxDepth: 5) == nil)
    let error = try #require(renderError(template, data, partials: partials, maxDepth: 4))
    #expect(error.kind == .nestingTooDeep && error.templateName == "q")
  }

  @Test func recursionDrivenByDataWorksWithinTheLimit() {
    var tree: MustacheValue = ["name": "leaf", "children": []]
    for level in 0..<30 {
      tree = ["name": .string("n\(level)"), "children": [tree]]
    }
    let output = render("{{>node}}", tree, partials: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
    #expect(output.hasPrefix("n29(n28(n27("))
    #expect(output.hasSuffix("n0(leaf())" + String(repeating: ")", count: 29)))
  }
}
