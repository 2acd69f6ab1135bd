import Mustache
import Testing

@Suite("Interpolation, escaping and names")
struct InterpolationTests {
  @Test func escapedTagsEscapeExactlyTheFourCharactersTheSpecRequires() {
    let data: MustacheValue = ["text": "& \" < > ' é"]
    #expect(render("{{text}}", data) == "&amp; &quot; &lt; &gt; ' é")
  }

  @Test func tripleAndAmpersandTagsDoNotEscape() {
    let data: MustacheValue = ["code": "a < b && c > \"d\""]
    #expect(
      render("{{{code}}}|{{&code}}|{{{ code }}}|{{& code }}", data)
        == Array(repeating: "a < b && c > \"d\"", count: 4).joined(separator: "|"))
    #expect(render("{{=<% %>=}}<%{code}%>|<%&code%>", data) == "a < b && c > \"d\"|a < b && c > \"d\"")
  }

  @Test func valuesInterpolateAsTheSpecExpects() {
    let data: MustacheValue = [
      "int": 85, "decimal": 1.210, "half": 1.5, "whole": 1.0, "negative": -3, "big": 1e20, "yes": true, "no": false,
      "nothing": nil,
    ]
    #expect(
      render("{{int}} {{decimal}} {{half}} {{whole}} {{negative}} {{big}} {{yes}} {{no}} [{{nothing}}]", data)
        == "85 1.21 1.5 1 -3 1e+20 true false []")
  }

  @Test func listsAndHashesInterpolateAsSortedJSON() {
    let data: MustacheValue = ["list": [1, "two", nil], "hash": ["b": 2, "a": ["x": "\"q\"\n"]]]
    #expect(render("{{{list}}} {{{hash}}}", data) == #"[1,"two",null] {"a":{"x":"\"q\"\n"},"b":2}"#)
  }

  @Test func dottedNamesResolveStepByStep() {
    let data: MustacheValue = [
      "user": ["address": ["city": "Oslo"], "name": "Ada"],
      "name": "outer",
      "empty": [:],
    ]
    #expect(render("{{user.address.city}}|{{user.name}}|{{user.missing.city}}|{{empty.name}}", data) == "Oslo|Ada||")
    // The first part is found in the nearest context that has it; later parts never fall back.
    #expect(render("{{#user}}{{name}} {{address.city}}{{/user}}", data) == "Ada Oslo")
    #expect(render("{{#empty}}{{name}}{{/empty}}", data) == "outer")
    // A dotted section pushes only the value it ends at, not the values on the way.
    #expect(render("{{#user.address}}{{city}} {{name}}{{/user.address}}", data) == "Oslo outer")
  }

  @Test func aKeyPresentWithNullStopsTheLookup() {
    let data: MustacheValue = ["name": "outer", "inner": ["name": nil]]
    #expect(render("{{#inner}}[{{name}}]{{/inner}}", data) == "[]")
  }

  @Test func theImplicitIteratorIsTheTopOfTheStack() {
    let data: MustacheValue = ["names": ["a", "<b>"], "numbers": [1, 2.5], "grid": [[1, 2], [3]], "word": "hi"]
    #expect(render("{{#names}}({{.}}){{/names}}", data) == "(a)(&lt;b&gt;)")
    #expect(render("{{#names}}({{{.}}}){{/names}}", data) == "(a)(<b>)")
    #expect(render("{{#numbers}}{{.}};{{/numbers}}", data) == "1;2.5;")
    #expect(render("{{#grid}}[{{#.}}{{.}}{{/.}}]{{/grid}}", data) == "[12][3]")
    #expect(render("{{#word}}{{.}}!{{/word}}", data) == "hi!")
    #expect(render("{{.}}", "root") == "root")
  }

  @Test func falseyValuesFollowTheSpecsExample() {
    let data: MustacheValue = [
      "zero": 0, "zeroDouble": 0.0, "empty": "", "list": [], "hash": [:], "nothing": nil, "text": "x",
    ]
    #expect(
      render("{{#zero}}1{{/zero}}{{#zeroDouble}}2{{/zeroDouble}}{{#empty}}3{{/empty}}{{#list}}4{{/list}}", data) == "")
    #expect(
      render("{{#hash}}hash{{/hash}} {{#text}}text{{/text}} {{^nothing}}none{{/nothing}}", data) == "hash text none")
  }
}
