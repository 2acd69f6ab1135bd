import FormLanguageServer
import Foundation

/// A client talking to a ``LanguageServer`` in memory: it frames messages, hands them over in batches, runs the
/// pending analyses as the server loop would, and reads back what the server wrote.
final class ScriptedSession {
  private final class Output {
    var bytes: [UInt8] = []
  }

  private let output = Output()
  let server: LanguageServer
  /// Everything the server wrote so far, parsed; ``take()`` empties it.
  private var received: [[String: Any]] = []
  private var framer = MessageFramer(maxMessageBytes: 1 << 30)

  init(configuration: LanguageServerConfiguration = LanguageServerConfiguration(version: "test")) {
    let output = output
    server = LanguageServer(configuration: configuration, send: { output.bytes += $0 })
  }

  /// A `file:` URI for a document name.
  static func uri(_ name: String) -> String { "file:///work/\(name)" }

  /// The framed bytes of one message.
  static func frame(_ message: [String: Any]) -> [UInt8] {
    let body = (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])) ?? Data()
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// Sends raw message bodies as one batch, then analyses what is pending.
  func sendBodies(_ bodies: [[UInt8]]) {
    server.receive(bodies.map { IncomingFrame.message($0) })
    while server.hasPendingAnalysis { server.analyseNext() }
    collect()
  }

  /// Sends messages as one batch (a cancellation in it sees the requests before it still queued).
  func send(_ messages: [[String: Any]]) {
    sendBodies(messages.map { Array((try? JSONSerialization.data(withJSONObject: $0)) ?? Data()) })
  }

  func notify(_ method: String, _ params: [String: Any] = [:]) {
    send([["jsonrpc": "2.0", "method": method, "params": params]])
  }

  /// Sends a request alone and returns its response (and keeps the other messages for ``take()``).
  @discardableResult
  func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
    send([Self.requestMessage(id, method, params)])
    let index = received.firstIndex { ($0["id"] as? Int) == id && $0["method"] == nil }
    return index.map { received.remove(at: $0) } ?? [:]
  }

  static func requestMessage(_ id: Int, _ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
  }

  /// Takes every message received so far.
  func take() -> [[String: Any]] {
    defer { received = [] }
    return received
  }

  /// The `publishDiagnostics` notifications received so far (taking every message).
  func takeDiagnostics() -> [[String: Any]] {
    take().filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.compactMap {
      $0["params"] as? [String: Any]
    }
  }

  func initialize() {
    _ = request(0, "initialize", ["capabilities": [String: Any]()])
    notify("initialized")
  }

  func open(_ uri: String, _ text: String, version: Int = 1, languageID: String = "yaml") {
    notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": languageID, "version": version, "text": text]])
  }

  /// One incremental change: `text` in place of the LSP range.
  func change(_ uri: String, version: Int, range: ((Int, Int), (Int, Int))?, _ text: String) {
    notify("textDocument/didChange", Self.changeParams(uri, version: version, range: range, text))
  }

  static func changeParams(_ uri: String, version: Int, range: ((Int, Int), (Int, Int))?, _ text: String)
    -> [String: Any]
  {
    var change: [String: Any] = ["text": text]
    if let range { change["range"] = Self.range(range.0, range.1) }
    return ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]]
  }

  static func range(_ start: (Int, Int), _ end: (Int, Int)) -> [String: Any] {
    [
      "start": ["line": start.0, "character": start.1],
      "end": ["line": end.0, "character": end.1],
    ]
  }

  private func collect() {
    framer.append(output.bytes)
    output.bytes = []
    while let frame = framer.next() {
      guard case .message(let body) = frame,
        let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
      else {
        received.append(["unreadable": true])
        continue
      }
      received.append(message)
    }
  }
}

/// The `error.code` of a response, if it is an error.
func errorCode(_ response: [String: Any]) -> Int? {
  (response["error"] as? [String: Any])?["code"] as? Int
}

/// A position or range member as `(line, character)`.
func lspPosition(_ value: Any?) -> (Int, Int)? {
  guard let position = value as? [String: Any], let line = position["line"] as? Int,
    let character = position["character"] as? Int
  else { return nil }
  return (line, character)
}
