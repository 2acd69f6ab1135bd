import FormCompiler
import FormDiagnostics
import FormLanguageServer
import Testing

/// Specs being typed (with errors) and conditions in every YAML quoting style.
@Suite
struct EditingTests {
  @Test func aSpecWithErrorsStillNavigates() throws {
    let marked = NavigationFixtures.contact
      .replacingOccurrences(of: "kind: toggle", with: "kind: tooggle")
      .replacingOccurrences(of: "\"phones.count > 1\"", with: "\"nosuchname || fullN‸\"")
    let text = marked.filter { $0 != NavigationFixtures.cursor }
    #expect(FormCompiler.compile(SourceText(path: "t.form.yaml", text: text)).hasErrors)
    let (navigator, position) = NavigationFixtures.marked(marked)
    #expect(navigator.completions(at: position).map(\.label).contains("fullName"))
    // `wantsCall` in the last row's condition (line 25) is declared at line 7.
    #expect(navigator.definition(at: TextPosition(line: 25, column: 20))?.start.line == 7)
    #expect(navigator.outline().first?.children.count == 3)
  }

  @Test func keysOfANewItem() {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "        kind: toggle\n", with: "        kind: toggle\n      - ‸\n")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let keys = navigator.completions(at: position).map(\.label)
    #expect(keys.contains("id"))
    #expect(keys.contains("kind"))
    #expect(!keys.contains("header"))
  }

  @Test func aSingleQuotedConditionMapsAroundItsDoubledQuotes() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: "'''work'' == la‸bel'")
    let (navigator, position) = NavigationFixtures.marked(marked)
    let text = marked.filter { $0 != NavigationFixtures.cursor }
    let definition = try #require(navigator.definition(at: position))
    #expect(NavigationFixtures.text(of: definition, in: text) == "label")
    guard case .edits(let edits) = navigator.rename(at: position, to: "tag") else {
      Issue.record("rename refused")
      return
    }
    let renamed = NavigationFixtures.applying(edits, to: text)
    #expect(renamed.contains("visible: '''work'' == tag'"))
    #expect(!FormCompiler.compile(SourceText(path: "t.form.yaml", text: renamed)).hasErrors)
    // An option offered in a single-quoted scalar is quoted with `"`, which needs no doubling there.
    let option = NavigationFixtures.contact.replacingOccurrences(of: "\"label == 'work'\"", with: "'label == ‸'")
    let (optionNavigator, optionPosition) = NavigationFixtures.marked(option)
    #expect(optionNavigator.completions(at: optionPosition).first?.insertText == "\"home\"")
  }

  @Test func aDoubleQuotedConditionWithEscapesMapsExactly() throws {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: #""\"work\" == la‸bel""#)
    let (navigator, position) = NavigationFixtures.marked(marked)
    let text = marked.filter { $0 != NavigationFixtures.cursor }
    let references = navigator.references(
      at: try #require(navigator.definition(at: position)).start, includingDeclaration: false)
    #expect(references.map { NavigationFixtures.text(of: $0, in: text) } == ["label"])
  }

  @Test func aConditionAcrossLinesIsNotRenamedByGuess() {
    let marked = NavigationFixtures.contact.replacingOccurrences(
      of: "\"label == 'work'\"", with: "\"label ==\n          'work'\""
    )
    .replacingOccurrences(of: "id: label", with: "id: la‸bel")
    let (navigator, position) = NavigationFixtures.marked(marked)
    guard case .refused(let message) = navigator.rename(at: position, to: "tag") else {
      Issue.record("a condition across lines renamed")
      return
    }
    #expect(message.contains("across lines"))
  }
}
