import FormLanguageServer
import Foundation
import Testing

/// The loop over a byte stream: a reader thread, batches, and the exit code the specification gives.
@Suite struct ServerLoopTests {
  /// Hands out scripted chunks, then the end of the input.
  final class ScriptedInput: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[UInt8]]
    private var reads = 0
    /// Waited for before every chunk but the first, when given.
    let gate: DispatchSemaphore?

    init(_ chunks: [[UInt8]], gate: DispatchSemaphore? = nil) {
      self.chunks = chunks
      self.gate = gate
    }

    func read() -> [UInt8] {
      if let gate, lock.withLock({ reads }) > 0 { _ = gate.wait(timeout: .now() + 20) }
      return lock.withLock {
        reads += 1
        return chunks.isEmpty ? [] : chunks.removeFirst()
      }
    }
  }

  /// Runs the loop over `chunks` and returns its exit code and the messages it wrote.
  /// - Parameter waitForDiagnostics: the input stalls after its first chunk until diagnostics are published.
  static func run(_ chunks: [[UInt8]], waitForDiagnostics: Bool = false) -> (Int32, [[String: Any]]) {
    let published = DispatchSemaphore(value: 0)
    let input = ScriptedInput(chunks, gate: waitForDiagnostics ? published : nil)
    let marker = Array("publishDiagnostics".utf8)
    var output: [UInt8] = []
    let code = ServerLoop.run(
      configuration: LanguageServerConfiguration(version: "test"),
      read: { input.read() },
      write: { bytes in
        output += bytes
        if bytes.indices.contains(where: { bytes[$0...].starts(with: marker) }) { published.signal() }
      })
    var framer = MessageFramer(maxMessageBytes: 1 << 30)
    framer.append(output)
    var messages: [[String: Any]] = []
    while case .message(let body) = framer.next() {
      messages.append((try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]) ?? [:])
    }
    return (code, messages)
  }

  static let spec = "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: a\n        kind: toggel\n"

  static func script(shutdown: Bool, exit: Bool) -> [UInt8] {
    var messages: [[String: Any]] = [
      ScriptedSession.requestMessage(1, "initialize"),
      ["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()],
      [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": [
          "textDocument": [
            "uri": "file:///a.form.yaml", "languageId": "yaml", "version": 1, "text": spec,
          ]
        ],
      ],
    ]
    if shutdown { messages.append(ScriptedSession.requestMessage(2, "shutdown")) }
    if exit { messages.append(["jsonrpc": "2.0", "method": "exit"]) }
    return messages.flatMap(ScriptedSession.frame)
  }

  @Test func shutdownThenExitExitsWithZeroEvenByteByByte() {
    let (code, messages) = Self.run(Self.script(shutdown: true, exit: true).map { [$0] })
    #expect(code == 0)
    #expect(messages.first?["id"] as? Int == 1)
    #expect(messages.last?["id"] as? Int == 2)
    // Whenever the analysis ran, it ran before the shutdown, or not at all.
    #expect(messages.filter { $0["method"] != nil }.count <= 1)
  }

  @Test func exitWithoutShutdownOrNoExitAtAllExitsWithOne() {
    #expect(Self.run([Self.script(shutdown: false, exit: true)]).0 == 1)
    let (code, messages) = Self.run([Self.script(shutdown: true, exit: false)])
    #expect(code == 1)
    #expect(messages.contains { $0["id"] as? Int == 2 })
  }

  @Test func diagnosticsArePublishedBetweenBatches() {
    let script = Self.script(shutdown: false, exit: false)
    let shutdown = Self.script(shutdown: true, exit: true).dropFirst(script.count)
    // The input stalls after the open (a chunk of its own), so the loop analyses while it waits.
    let (code, messages) = Self.run([script, Array(shutdown)], waitForDiagnostics: true)
    #expect(code == 0)
    let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
    let codes = published.flatMap { (($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
    #expect(codes.map { $0["code"] as? String } == ["unknown-kind"])
  }
}
