import Mustache
import Testing

@Suite("Standalone lines and indentation")
struct WhitespaceTests {
  @Test func standaloneSectionLinesDisappear() {
    let template = """
      struct Model {
        {{#fields}}
        var {{name}}: {{type}}
        {{/fields}}
      }

      """
    let data: MustacheValue = ["fields": [["name": "id", "type": "Int"], ["name": "title", "type": "String"]]]
    #expect(render(template, data) == "struct Model {\n  var id: Int\n  var title: String\n}\n")
  }

  @Test func aLineOfSeveralControlTagsStandsAlone() {
    let template = "a\n  {{#yes}}{{^no}} {{! note }}\nb\n{{/no}}{{/yes}}\nc\n"
    #expect(render(template, ["yes": true, "no": false]) == "a\nb\nc\n")
  }

  @Test func linesWithInterpolationsOrTextNeverStandAlone() {
    #expect(render("  {{name}}\n", ["name": ""]) == "  \n")
    #expect(render("x {{#yes}}\n{{/yes}} y\n", ["yes": true]) == "x \n y\n")
  }

  @Test func crlfLinesAndLinesWithoutANewline() {
    #expect(render("a\r\n{{#yes}}\r\nb\r\n{{/yes}}\r\nc", ["yes": true]) == "a\r\nb\r\nc")
    #expect(render("  {{#yes}}\nb\n  {{/yes}}", ["yes": true]) == "b\n")
  }

  @Test func commentsAndDelimiterChangesOnTheirOwnLineDisappear() {
    #expect(render("a\n  {{! a comment\n  over two lines }}\n  {{=<% %>=}}\nb <%x%>\n", ["x": 1]) == "a\nb 1\n")
  }

  @Test func aStandalonePartialIndentsEveryLineOfItsTemplate() {
    let partials = [
      "body": "let a = {{value}}\n\n{{#items}}\n{{>item}}\n{{/items}}\n",
      "item": "- {{.}}\n  more\n",
    ]
    let template = "func f() {\n    {{>body}}\n}\n"
    let data: MustacheValue = ["value": "1\n2", "items": ["x", "y"]]
    // Each line of `body` gains the 4 spaces, nested `item` lines gain 4 more, the empty line
    // stays empty, and the newline inside the interpolated value is not indented.
    let expected = """
      func f() {
          let a = 1
      2

          - x
            more
          - y
            more
      }

      """
    #expect(render(template, data, partials: partials) == expected)
  }

  @Test func anInlinePartialIsNotIndented() {
    #expect(render("  x {{>p}}\n", partials: ["p": "a\nb"]) == "  x a\nb\n")
  }

  @Test func blocksTakeTheIndentationOfTheirSite() {
    let layout = """
      enum Generated {
        {{$body}}
        static let none = 0
        {{/body}}
      }

      """
    let template = """
      {{<layout}}
      {{$body}}
      static let one = 1
      static let two = 2
      {{/body}}
      {{/layout}}

      """
    let expected = "enum Generated {\n  static let one = 1\n  static let two = 2\n}\n"
    #expect(render(template, partials: ["layout": layout]) == expected)
    #expect(render("{{>layout}}", partials: ["layout": layout]) == "enum Generated {\n  static let none = 0\n}\n")
  }
}
