import FormCompiler
import FormDiagnostics
import FormLanguageServer
import Testing

@Suite
struct QueryTests {
  @Test func hoverOnAConditionNameDescribesTheRow() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: "\"la‸bel == 'work'\"")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let hover = try #require(navigator.hover(at: position))
    #expect(hover.markdown.contains("choice row"))
    #expect(hover.markdown.contains("`home`, `work`, `mobile`"))
    #expect(hover.markdown.contains("Declared at line 14"))
    #expect(hover.markdown.contains("Read by conditions at lines 19"))
    #expect(hover.span.start == TextPosition(line: 19, column: 19))
  }

  @Test func hoverOnAKeyShowsItsSummary() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "    visible: \"phones", with: "    vis‸ible: \"phones")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let hover = try #require(navigator.hover(at: position))
    #expect(hover.markdown.contains("section key"))
    #expect(hover.markdown.contains("the section is shown while it holds"))
  }

  @Test func definitionAndReferences() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"phones.count > 1\"", with: "\"pho‸nes.count > 1\"")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let definition = try #require(navigator.definition(at: position))
    #expect(definition == TextSpan(start: TextPosition(line: 9, column: 9), end: TextPosition(line: 9, column: 15)))
    let references = navigator.references(at: definition.start, includingDeclaration: false)
    #expect(
      references == [TextSpan(start: TextPosition(line: 21, column: 15), end: TextPosition(line: 21, column: 21))])
    #expect(navigator.references(at: definition.start, includingDeclaration: true).count == 2)
  }

  @Test func outlineOfTheContactExample() throws {
    let contact = try #require(try NavigationFixtures.exampleForms().first { $0.name == "contact.form.yaml" })
    let outline = NavigationFixtures.navigator(contact.text).outline()
    let form = try #require(outline.first)
    #expect(outline.count == 1)
    #expect(form.kind == .form)
    #expect(form.name == "Contact")
    #expect(form.children.map(\.name) == ["name", "phones", "emails", "notes"])
    #expect(form.children.map(\.kind) == [.section, .list, .list, .section])
    let phones = form.children[1]
    #expect(phones.children.map(\.name) == ["number", "label", "extension"])
    #expect(phones.children.map(\.detail) == ["text", "choice", "text"])
    #expect(phones.selectionSpan.start == TextPosition(line: 17, column: 9))
  }

  @Test func expandingRowsNestInTheOutline() throws {
    let text = """
      form: F
      sections:
        - id: s
          rows:
            - id: parent
              expands:
                - id: child
                  kind: toggle
      """
    let outline = NavigationFixtures.navigator(text).outline()
    #expect(outline.first?.children.first?.children.first?.children.map(\.name) == ["child"])
  }

  /// Columns count Unicode scalars: an accented letter and an emoji before a name move it by one each.
  @Test func positionsOnLinesWithAccentsAndEmoji() throws {
    let text = """
      form: F
      sections:
        - id: s
          header: "Café ☕️"
          rows:
            - id: naïve
              kind: toggle
              title: Naïve 🎉
            - id: ok
              kind: toggle
            - {id: é, kind: text}
            - {id: shown, title: "🎉 é", visible: "'🎉' != 'é' && ok"}
      """
    let navigator = NavigationFixtures.navigator(text)
    // `ok` in the condition: line 12, after `    - {id: shown, title: "🎉 é", visible: "'🎉' != 'é' && `.
    let prefix = "      - {id: shown, title: \"🎉 é\", visible: \"'🎉' != 'é' && "
    let column = prefix.unicodeScalars.count + 1
    let definition = try #require(navigator.definition(at: TextPosition(line: 12, column: column + 1)))
    #expect(definition == TextSpan(start: TextPosition(line: 9, column: 13), end: TextPosition(line: 9, column: 15)))
    let references = navigator.references(at: definition.start, includingDeclaration: false)
    #expect(
      references == [
        TextSpan(start: TextPosition(line: 12, column: column), end: TextPosition(line: 12, column: column + 2))
      ])
  }
}
