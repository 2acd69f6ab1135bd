import Mustache
import Testing

@Suite("Determinism and large templates")
struct DeterminismAndScaleTests {
  @Test func outputNeverDependsOnDictionaryOrder() throws {
    let keys = (0..<200).map { "key\($0)" }
    var forward: [String: MustacheValue] = [:]
    for (index, key) in keys.enumerated() { forward[key] = .int(index) }
    var backward: [String: MustacheValue] = [:]
    for (index, key) in keys.enumerated().reversed() { backward[key] = .int(index) }
    let template = try MustacheTemplate(
      parsing: "{{{.}}}\n{{#.}}{{key7}} {{key150}}{{/.}}\n{{#list}}{{{.}}}{{/list}}", name: "t")
    var forwardData = forward
    forwardData["list"] = [.dictionary(forward)]
    var backwardData = backward
    backwardData["list"] = [.dictionary(backward)]
    let first = try template.render(.dictionary(forwardData))
    #expect(first.hasPrefix(#"{"key0":0,"key1":1,"key10":10,"#))
    #expect(first.contains("\n7 150\n"))
    for _ in 0..<5 {
      #expect(try template.render(.dictionary(backwardData)) == first)
    }
  }

  @Test func aFiveThousandLineTemplateRendersCorrectly() throws {
    // 1,000 blocks of 5 lines: a standalone section, two lines of text and names, a partial, and
    // the close tag.
    var template = ""
    var expected = ""
    let data: MustacheValue = ["on": true, "off": false, "name": "<n>", "rows": [1, 2, 3]]
    for index in 0..<1_000 {
      let flag = index.isMultiple(of: 2) ? "on" : "off"
      template += "  {{#\(flag)}}\n"
      template += "line \(index) {{name}} {{{name}}}\n"
      template += "  {{#rows}}{{.}},{{/rows}}\n"
      template += "    {{>row}}\n"
      template += "  {{/\(flag)}}\n"
      if flag == "on" {
        expected += "line \(index) &lt;n&gt; <n>\n"
        expected += "  1,2,3,\n"
        expected += "    row <n>\n"
      }
    }
    #expect(template.count(where: { $0 == "\n" }) == 5_000)
    let parsed = try MustacheTemplate(parsing: template, name: "big.mustache")
    let output = try parsed.render(data, partials: .dictionary(["row": "row {{{name}}}\n"]))
    #expect(output == expected)
    #expect(output.count(where: { $0 == "\n" }) == 1_500)
  }
}
