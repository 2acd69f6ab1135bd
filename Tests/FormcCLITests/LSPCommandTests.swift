import FormcCLI
import Foundation
import Testing

/// `formc lsp` as editors run it: the built binary, a scripted session on standard input.
@Suite struct LSPCommandTests {
  static func frame(_ json: String) -> String {
    "Content-Length: \(json.utf8.count)\r\n\r\n\(json)"
  }

  /// The bodies of the framed messages in `output`, in order.
  static func bodies(_ output: String) -> [[String: Any]] {
    var bodies: [[String: Any]] = []
    var rest = Substring(output)
    while let header = rest.range(of: "\r\n\r\n") {
      let length = Int(rest[..<header.lowerBound].dropFirst("Content-Length: ".count)) ?? 0
      let body = Data(rest[header.upperBound...].utf8.prefix(length))
      bodies.append((try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:])
      rest = Substring(String(decoding: rest[header.upperBound...].utf8.dropFirst(length), as: UTF8.self))
    }
    return bodies
  }

  @Test func aScriptedSessionThroughTheBinary() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    let spec = #"form: Demo\nsections:\n  - id: main\n    rows:\n      - {title: \"Café 😀\", id: a, kind: toggel}\n"#
    let uri = "file:///tmp/na%C3%AFve%20spec.form.yaml"
    let session = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(spec)"}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":4,"character":42},"end":{"line":4,"character":42}},"context":{"diagnostics":[]}}}"#,
      "{not json",
      #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map(Self.frame).joined()
    try withTemporaryFolder { folder in
      let result = try runExecutable(executable, ["lsp"], stdin: session, in: folder)
      #expect(result.code == 0)
      #expect(result.err == "")
      let messages = Self.bodies(result.out)
      #expect(messages.map { $0["id"] as? Int } == [1, nil, 2, nil, 3])
      let published = try #require(messages[1]["params"] as? [String: Any])
      let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
      #expect(diagnostics.map { $0["code"] as? String } == ["unknown-kind"])
      // `toggel` starts at UTF-16 character 40: the emoji before it counts two.
      let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any]
      #expect(start?["character"] as? Int == 40)
      let actions = try #require(messages[2]["result"] as? [[String: Any]])
      #expect(actions.map { $0["title"] as? String } == ["Replace 'toggel' with 'toggle'"])
      #expect((messages[3]["error"] as? [String: Any])?["code"] as? Int == -32700)
    }
  }

  @Test func endOfInputWithoutExitExitsWithOne() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    try withTemporaryFolder { folder in
      let result = try runExecutable(
        executable, ["lsp"], stdin: Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#), in: folder)
      #expect(result.code == 1)
      #expect(Self.bodies(result.out).first.flatMap { ($0["error"] as? [String: Any])?["code"] as? Int } == -32002)
    }
  }
}
