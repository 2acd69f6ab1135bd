import FormDiagnostics
import FormLanguageServer
import Foundation
import Testing

/// Whole sessions through the server's protocol, in memory: lifecycle, diagnostics as a spec is edited,
/// cancellation, errors for malformed input, and quick fixes.
@Suite struct ServerSessionTests {
  /// A spec whose only error, an unknown row kind, follows an accented letter and an emoji on its line.
  static let brokenLinePrefix = #"      - {title: "Café 😀", id: a, kind: "#
  static let brokenSpec = "form: Demo\nsections:\n  - id: main\n    rows:\n\(brokenLinePrefix)toggel}\n"

  @Test func initializeAdvertisesIncrementalSyncAndQuickFixesOnly() throws {
    let session = ScriptedSession()
    let response = session.request(1, "initialize", ["capabilities": [String: Any]()])
    let result = try #require(response["result"] as? [String: Any])
    let capabilities = try #require(result["capabilities"] as? [String: Any])
    #expect(capabilities["positionEncoding"] as? String == "utf-16")
    let sync = try #require(capabilities["textDocumentSync"] as? [String: Any])
    #expect(sync["change"] as? Int == 2)
    #expect(sync["openClose"] as? Bool == true)
    #expect((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String] == ["quickfix"])
    // Without a navigation factory, nothing the server cannot answer is advertised.
    for feature in [
      "completionProvider", "hoverProvider", "definitionProvider", "referencesProvider", "renameProvider",
      "documentSymbolProvider",
    ] {
      #expect(capabilities[feature] == nil, "\(feature)")
    }
    #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "formc")
  }

  @Test func diagnosticsFollowTheEditsInUTF16Characters() throws {
    let session = ScriptedSession()
    session.initialize()
    let uri = ScriptedSession.uri("broken%20spec.form.yaml")
    session.open(uri, Self.brokenSpec, version: 1)
    let published = session.takeDiagnostics()
    #expect(published.count == 1)
    #expect(published.first?["version"] as? Int == 1)
    let diagnostics = try #require(published.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic["code"] as? String == "unknown-kind")
    #expect(diagnostic["source"] as? String == "formc")
    #expect(diagnostic["severity"] as? Int == 1)
    #expect((diagnostic["message"] as? String)?.contains("did you mean 'toggle'?") == true)
    // The emoji is two UTF-16 units and one scalar: the character counts units.
    let character = Self.brokenLinePrefix.utf16.count
    #expect(character == Self.brokenLinePrefix.unicodeScalars.count + 1)
    let range = try #require(diagnostic["range"] as? [String: Any])
    #expect(lspPosition(range["start"]).map { [$0.0, $0.1] } == [4, character])
    #expect(lspPosition(range["end"]).map { [$0.0, $0.1] } == [4, character + "toggel".utf16.count])

    // Two edits in two messages of one batch: the document is analysed once, at its latest version.
    session.send([
      [
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": ScriptedSession.changeParams(
          uri, version: 2, range: ((4, character), (4, character + 3)), "tog"),
      ],
      [
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": ScriptedSession.changeParams(
          uri, version: 3, range: ((4, character + 3), (4, character + 6)), "gle"),
      ],
    ])
    let fixed = session.takeDiagnostics()
    #expect(fixed.count == 1)
    #expect(fixed.first?["version"] as? Int == 3)
    #expect((fixed.first?["diagnostics"] as? [Any])?.isEmpty == true)

    session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    let closed = session.takeDiagnostics()
    #expect(closed.count == 1)
    #expect((closed.first?["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(closed.first?["version"] == nil)
  }

  @Test func aWholeTextChangeReplacesTheDocument() throws {
    let session = ScriptedSession()
    session.initialize()
    let uri = ScriptedSession.uri("whole.form.yaml")
    session.open(uri, "form: Demo\nsections: []\n")
    _ = session.take()
    session.change(uri, version: 2, range: nil, Self.brokenSpec)
    let diagnostics = try #require(session.takeDiagnostics().first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["unknown-kind"])
  }

  @Test func aQuickFixAppliesTheCompilersFixIt() throws {
    let session = ScriptedSession()
    session.initialize()
    let uri = ScriptedSession.uri("fix.form.yaml")
    session.open(uri, Self.brokenSpec)
    _ = session.take()
    let character = Self.brokenLinePrefix.utf16.count
    let response = session.request(
      5, "textDocument/codeAction",
      [
        "textDocument": ["uri": uri], "range": ScriptedSession.range((4, character + 2), (4, character + 2)),
        "context": ["diagnostics": [Any]()],
      ])
    let actions = try #require(response["result"] as? [[String: Any]])
    #expect(actions.count == 1)
    let action = try #require(actions.first)
    #expect(action["title"] as? String == "Replace 'toggel' with 'toggle'")
    #expect(action["kind"] as? String == "quickfix")
    #expect((action["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "unknown-kind")
    let changes = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: Any])
    let edits = try #require(changes[uri] as? [[String: Any]])
    #expect(edits.count == 1)
    #expect(edits.first?["newText"] as? String == "toggle")

    // Applying the edit as an editor would leaves no diagnostic.
    let range = try #require(edits.first?["range"] as? [String: Any])
    let start = try #require(lspPosition(range["start"]))
    let end = try #require(lspPosition(range["end"]))
    session.change(uri, version: 2, range: (start, end), "toggle")
    #expect((session.takeDiagnostics().first?["diagnostics"] as? [Any])?.isEmpty == true)

    // Away from the diagnostic there is nothing to fix.
    let elsewhere = session.request(
      6, "textDocument/codeAction",
      ["textDocument": ["uri": uri], "range": ScriptedSession.range((0, 0), (0, 1)), "context": [:]])
    #expect((elsewhere["result"] as? [Any])?.isEmpty == true)
  }

  @Test func anUnquotedNegationGetsTheQuotingFix() throws {
    let spec = """
      form: Demo
      sections:
        - id: main
          rows:
            - id: allDay
              kind: toggle
            - id: start
              kind: text
              visible: !allDay

      """
    let (diagnostics, titles) = try quickFixes(in: spec, at: (8, 17))
    #expect(!diagnostics.isEmpty)
    #expect(titles == [#"Replace '!allDay' with '"!allDay"'"#])
  }

  /// A warning from the checks comes with its note as related information and its fix-it as a quick fix.
  @Test func aHiddenValueReadOffersTheConjunction() throws {
    let spec = """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: notificationsOn, kind: toggle}
            - {id: sound, kind: toggle, visible: notificationsOn}
            - {id: tone, kind: text, visible: "sound"}

      """
    let (diagnostics, titles) = try quickFixes(in: spec, at: (6, 43))
    let warning = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(warning["code"] as? String == "reads-hidden-value")
    #expect(warning["severity"] as? Int == 2)
    let related = try #require(warning["relatedInformation"] as? [[String: Any]])
    #expect(related.map { $0["message"] as? String } == ["'sound' is shown only while this holds"])
    #expect(titles == ["Replace 'sound' with 'notificationsOn && sound'"])
  }

  /// The diagnostics published for `spec`, opened in a session of its own, and the titles of the quick fixes
  /// offered at `position` (line and character, from 0).
  private func quickFixes(in spec: String, at position: (Int, Int)) throws -> (
    diagnostics: [[String: Any]], titles: [String]?
  ) {
    let session = ScriptedSession()
    session.initialize()
    let uri = ScriptedSession.uri("fixes.form.yaml")
    session.open(uri, spec)
    let diagnostics = try #require(session.takeDiagnostics().first?["diagnostics"] as? [[String: Any]])
    let response = session.request(
      2, "textDocument/codeAction",
      ["textDocument": ["uri": uri], "range": ScriptedSession.range(position, position), "context": [:]])
    return (diagnostics, (response["result"] as? [[String: Any]])?.compactMap { $0["title"] as? String })
  }

  @Test func aQueuedRequestIsCancelledAndLaterOnesAreNot() {
    let session = ScriptedSession()
    session.initialize()
    let uri = ScriptedSession.uri("cancel.form.yaml")
    session.open(uri, Self.brokenSpec)
    _ = session.take()
    let params: [String: Any] = [
      "textDocument": ["uri": uri], "range": ScriptedSession.range((0, 0), (0, 0)), "context": [:],
    ]
    session.send([
      ScriptedSession.requestMessage(7, "textDocument/codeAction", params),
      ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 7]],
      ScriptedSession.requestMessage(8, "textDocument/codeAction", params),
      // Cancelling what was already answered, or was never asked, changes nothing.
      ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 99]],
    ])
    let responses = session.take()
    #expect(responses.count == 2)
    #expect(responses.first?["id"] as? Int == 7)
    #expect(responses.first.flatMap(errorCode) == -32800)
    #expect(responses.last?["id"] as? Int == 8)
    #expect(responses.last?["result"] is [Any])
  }

  @Test func lifecycleErrorsAndExitCodes() {
    let session = ScriptedSession()
    #expect(errorCode(session.request(1, "textDocument/codeAction")) == -32002)
    session.initialize()
    #expect(errorCode(session.request(2, "initialize")) == -32600)
    #expect(session.request(3, "shutdown")["result"] is NSNull)
    #expect(errorCode(session.request(4, "textDocument/codeAction")) == -32600)
    #expect(session.server.exitCode == nil)
    session.notify("exit")
    #expect(session.server.exitCode == 0)
    // Nothing after `exit` is handled.
    session.send([ScriptedSession.requestMessage(5, "shutdown")])
    #expect(session.take().isEmpty)

    let abrupt = ScriptedSession()
    abrupt.initialize()
    #expect(abrupt.server.exitCodeAtEndOfInput == 1)
    abrupt.notify("exit")
    #expect(abrupt.server.exitCode == 1)
  }

  @Test func malformedMessagesGetJSONRPCErrors() {
    let session = ScriptedSession()
    session.initialize()
    session.sendBodies([
      Array("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ".utf8),
      Array("[1, 2]".utf8),
      Array("{\"jsonrpc\": \"1.0\", \"id\": 2, \"method\": \"shutdown\"}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"id\": true, \"method\": \"shutdown\"}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": 42}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"id\": 4, \"method\": \"textDocument/unknown\"}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"method\": \"textDocument/unknown\"}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"method\": \"$/setTrace\", \"params\": {\"value\": \"off\"}}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"id\": \"five\", \"method\": \"textDocument/codeAction\", \"params\": {}}".utf8),
      Array("{\"jsonrpc\": \"2.0\", \"id\": 6, \"result\": null}".utf8),
    ])
    let responses = session.take()
    #expect(responses.map(errorCode) == [-32700, -32600, -32600, -32600, -32600, -32601, -32602])
    #expect(responses.map { $0["id"] is NSNull } == [true, true, false, true, false, false, false])
    #expect(responses[2]["id"] as? Int == 2)
    #expect(responses[6]["id"] as? String == "five")
    // An id past 2^53 comes back digit for digit, not rounded through a Double.
    session.sendBodies([Array(#"{"jsonrpc": "2.0", "id": 9007199254740993, "method": "unknown"}"#.utf8)])
    let large = session.take()
    #expect(large.first?["id"] as? Int == 9_007_199_254_740_993)
    // The server still works.
    #expect(session.request(7, "shutdown")["result"] is NSNull)
  }

  @Test func aDocumentOverTheSizeLimitGetsOneDiagnostic() throws {
    var configuration = LanguageServerConfiguration(version: "test")
    configuration.compilerOptions.yamlLimits.maxInputBytes = 1000
    let session = ScriptedSession(configuration: configuration)
    session.initialize()
    let text = "form: Demo\n" + String(repeating: "# a comment line of some length\n", count: 100)
    session.open(ScriptedSession.uri("large.form.yaml"), text)
    let diagnostics = try #require(session.takeDiagnostics().first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect((diagnostics.first?["message"] as? String)?.contains("maxInputBytes") == true)
  }

  @Test func theProjectConfigIsCheckedByTheInjectedReader() throws {
    var configuration = LanguageServerConfiguration(version: "test")
    configuration.projectConfigDiagnostics = { path, text in
      [
        Diagnostic(
          kind: .configUnknownKey, message: "unknown setting in \(path) of \(text.count) characters",
          at: SourceLocation(file: path, line: 1, column: 1))
      ]
    }
    let session = ScriptedSession(configuration: configuration)
    session.initialize()
    session.open("file:///my%20project/formc.yml", "outptu: x\n")
    let diagnostics = try #require(session.takeDiagnostics().first?["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map { $0["message"] as? String } == ["unknown setting in /my project/formc.yml of 10 characters"])
    // The word at the point: `outptu`.
    let range = try #require(diagnostics.first?["range"] as? [String: Any])
    #expect(lspPosition(range["end"]).map { [$0.0, $0.1] } == [0, 6])
  }

  /// A client that starts the server for every YAML document (VS Code's generic client) gets nothing for YAML that
  /// is not a spec; a document the editor calls `formc` is a spec whatever its name.
  @Test func onlySpecsAndTheProjectConfigAreAnalysed() throws {
    let session = ScriptedSession()
    session.initialize()
    session.open(ScriptedSession.uri("docker-compose.yml"), "services: [\n")
    session.open(ScriptedSession.uri("notes.yaml"), "kind: toggel\n")
    let others = session.takeDiagnostics().flatMap { $0["diagnostics"] as? [Any] ?? [] }
    #expect(others.isEmpty)
    session.open("untitled:Untitled-1", "form: Demo\nsections: 3\n", languageID: "formc")
    let published = session.takeDiagnostics()
    #expect(published.count == 1)
    let codes = (published.first?["diagnostics"] as? [[String: Any]] ?? []).map { $0["code"] as? String }
    #expect(codes == ["expected-sequence"])
  }
}
