import FormCompiler
import FormLanguageServer
import Foundation
import Testing

/// A navigation that answers from where it is asked, so the tests see how positions and results are converted.
struct NavigationDouble: SpecNavigation {
  /// The word each request is about: `citrus` on line 3, after an emoji and a space (scalar columns 11 to 17).
  static let word = TextSpan(start: TextPosition(line: 3, column: 11), end: TextPosition(line: 3, column: 17))

  func completions(at position: TextPosition) -> [CompletionCandidate] {
    [
      CompletionCandidate(
        label: "citrus", kind: .name, detail: "toggle", documentation: "A **row**", insertText: "citrus",
        replacing: TextSpan(start: TextPosition(line: position.line, column: 11), end: position))
    ]
  }

  func hover(at position: TextPosition) -> HoverText? {
    position.line == 3 ? HoverText(markdown: "`citrus`", span: Self.word) : nil
  }

  func definition(at position: TextPosition) -> TextSpan? { Self.word }

  func references(at position: TextPosition, includingDeclaration: Bool) -> [TextSpan] {
    includingDeclaration ? [Self.word, Self.word] : [Self.word]
  }

  func renameTarget(at position: TextPosition) -> TextSpan? { Self.word }

  func rename(at position: TextPosition, to newName: String) -> RenameOutcome {
    newName == "bad name"
      ? .refused("'bad name' is not a valid id") : .edits([TextReplacement(span: Self.word, text: newName)])
  }

  func outline() -> [OutlineSymbol] {
    [
      OutlineSymbol(
        name: "Demo", kind: .form, span: Self.word, selectionSpan: Self.word,
        children: [
          OutlineSymbol(name: "citrus", kind: .row, detail: "toggle", span: Self.word, selectionSpan: Self.word)
        ])
    ]
  }
}

@Suite struct NavigationMappingTests {
  static let text = "form: Demo\nsections:\n  - id: 😀 citrus\n"
  static let uri = ScriptedSession.uri("navigation.form.yaml")

  /// A session with the double plugged in and the document open.
  static func session() -> ScriptedSession {
    var configuration = LanguageServerConfiguration(version: "test")
    configuration.navigation = { _, _, _ in NavigationDouble() }
    let session = ScriptedSession(configuration: configuration)
    session.initialize()
    session.open(uri, text)
    _ = session.take()
    return session
  }

  static func params(_ line: Int, _ character: Int, _ extra: [String: Any] = [:]) -> [String: Any] {
    extra.merging(["textDocument": ["uri": uri], "position": ["line": line, "character": character]]) { a, _ in a }
  }

  /// `citrus` in LSP's terms: line 2, characters 11 to 17 (the emoji is two UTF-16 units).
  static func expectWordRange(_ value: Any?, sourceLocation: SourceLocation = #_sourceLocation) {
    let range = value as? [String: Any]
    #expect(lspPosition(range?["start"]).map { [$0.0, $0.1] } == [2, 11], sourceLocation: sourceLocation)
    #expect(lspPosition(range?["end"]).map { [$0.0, $0.1] } == [2, 17], sourceLocation: sourceLocation)
  }

  @Test func theFeaturesAreAdvertisedWithANavigation() throws {
    var configuration = LanguageServerConfiguration(version: "test")
    configuration.navigation = { _, _, _ in NavigationDouble() }
    let response = ScriptedSession(configuration: configuration).request(1, "initialize")
    let capabilities = try #require((response["result"] as? [String: Any])?["capabilities"] as? [String: Any])
    #expect(
      (capabilities["completionProvider"] as? [String: Any])?["triggerCharacters"] as? [String] == [
        ".", "'", "\"", " ", "[",
      ])
    #expect((capabilities["renameProvider"] as? [String: Any])?["prepareProvider"] as? Bool == true)
    #expect(capabilities["hoverProvider"] as? Bool == true)
    #expect(capabilities["documentSymbolProvider"] as? Bool == true)
  }

  @Test func completionHoverDefinitionAndReferences() throws {
    let session = Self.session()
    // After `cit`: UTF-16 character 14, scalar column 14.
    let completion = session.request(2, "textDocument/completion", Self.params(2, 14))
    let item = try #require((completion["result"] as? [[String: Any]])?.first)
    #expect(item["label"] as? String == "citrus")
    #expect(item["kind"] as? Int == 6)
    #expect(item["detail"] as? String == "toggle")
    #expect((item["documentation"] as? [String: Any])?["kind"] as? String == "markdown")
    let edit = try #require(item["textEdit"] as? [String: Any])
    #expect(edit["newText"] as? String == "citrus")
    let replacing = edit["range"] as? [String: Any]
    #expect(lspPosition(replacing?["start"]).map { [$0.0, $0.1] } == [2, 11])
    #expect(lspPosition(replacing?["end"]).map { [$0.0, $0.1] } == [2, 14])

    let hover = try #require(session.request(3, "textDocument/hover", Self.params(2, 12))["result"] as? [String: Any])
    #expect((hover["contents"] as? [String: Any])?["value"] as? String == "`citrus`")
    Self.expectWordRange(hover["range"])
    #expect(session.request(4, "textDocument/hover", Self.params(0, 0))["result"] is NSNull)

    let definition = try #require(
      session.request(5, "textDocument/definition", Self.params(2, 12))["result"] as? [String: Any])
    #expect(definition["uri"] as? String == Self.uri)
    Self.expectWordRange(definition["range"])

    let references = session.request(
      6, "textDocument/references", Self.params(2, 12, ["context": ["includeDeclaration": true]]))
    #expect((references["result"] as? [Any])?.count == 2)
  }

  @Test func renameAndItsRefusal() throws {
    let session = Self.session()
    Self.expectWordRange(session.request(2, "textDocument/prepareRename", Self.params(2, 12))["result"])
    let rename = session.request(3, "textDocument/rename", Self.params(2, 12, ["newName": "lemon"]))
    let changes = try #require((rename["result"] as? [String: Any])?["changes"] as? [String: Any])
    let edits = try #require(changes[Self.uri] as? [[String: Any]])
    #expect(edits.map { $0["newText"] as? String } == ["lemon"])
    Self.expectWordRange(edits.first?["range"])

    let refused = session.request(4, "textDocument/rename", Self.params(2, 12, ["newName": "bad name"]))
    #expect(errorCode(refused) == -32803)
    #expect((refused["error"] as? [String: Any])?["message"] as? String == "'bad name' is not a valid id")
    #expect(errorCode(session.request(5, "textDocument/rename", Self.params(2, 12))) == -32602)
  }

  @Test func documentSymbols() throws {
    let session = Self.session()
    let symbols = try #require(
      session.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])["result"]
        as? [[String: Any]])
    #expect(symbols.map { $0["name"] as? String } == ["Demo"])
    #expect(symbols.first?["kind"] as? Int == 5)
    Self.expectWordRange(symbols.first?["selectionRange"])
    let children = try #require(symbols.first?["children"] as? [[String: Any]])
    #expect(children.map { $0["kind"] as? Int } == [8])
    #expect(children.first?["detail"] as? String == "toggle")
  }
}
