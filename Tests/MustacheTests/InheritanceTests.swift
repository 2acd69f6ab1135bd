import Mustache
import Testing

@Suite("Parents, blocks and dynamic names")
struct InheritanceTests {
  private let partials = [
    "page": "# {{$title}}Untitled{{/title}}\n{{$body}}{{/body}}\n",
    "article": "{{<page}}{{$title}}Article{{/title}}{{$body}}{{>byline}}{{/body}}{{/page}}",
    "byline": "by {{author}}",
  ]

  @Test func theOutermostTemplateDecidesEachBlock() {
    #expect(render("{{<article}}{{/article}}", ["author": "Ada"], partials: partials) == "# Article\nby Ada\n")
    #expect(
      render("{{<article}}{{$title}}Mine{{/title}}{{/article}}", ["author": "Ada"], partials: partials)
        == "# Mine\nby Ada\n")
  }

  @Test func parentsTakeDynamicNames() {
    let template = "{{<*kind}}{{$title}}T{{/title}}{{/*kind}}"
    #expect(render(template, ["kind": "page"], partials: partials) == "# T\n\n")
    #expect(render(template, ["kind": "none"], partials: partials) == "")
  }

  @Test func aDynamicNameIsResolvedInTheCurrentContext() {
    let data: MustacheValue = ["items": [["kind": "a", "v": 1], ["kind": "b", "v": 2]]]
    let output = render("{{#items}}{{>*kind}};{{/items}}", data, partials: ["a": "A{{v}}", "b": "B{{v}}"])
    #expect(output == "A1;B2;")
  }

  @Test func textInsideAParentOutsideBlocksIsIgnored() {
    #expect(render("{{<page}}ignored {{#x}}also{{/x}} {{$title}}T{{/title}}{{/page}}", partials: partials) == "# T\n\n")
  }
}
