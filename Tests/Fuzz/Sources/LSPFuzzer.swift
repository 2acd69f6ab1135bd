// Entry point `lsp`: bytes as what an editor writes to `formc lsp`, cut into chunks (the first byte picks their
// size) and fed through the framing into a language server in memory, a batch per chunk, with the analyses run
// between batches as the server loop runs them. Checked: nothing crashes or hangs; everything the server writes
// is a framed JSON-RPC 2.0 object; a response has exactly one of `result` and `error`; and every message with a
// request's id gets exactly one response with that id, up to `exit`.
import FormLanguageServer
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func lspFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let first = bytes.first else { return 0 }
  let chunkSize = Int(first % 64) + 1
  let stream = Array(bytes.dropFirst())

  final class Output {
    var bytes: [UInt8] = []
  }
  let output = Output()
  var configuration = LanguageServerConfiguration(version: "fuzz")
  configuration.compilerOptions.yamlLimits.maxInputBytes = 4096
  configuration.maxMessageBytes = 8192
  let server = LanguageServer(configuration: configuration, send: { output.bytes += $0 })
  var framer = MessageFramer(maxMessageBytes: configuration.maxMessageBytes)
  var expectedIDs: [String] = []
  var exited = false
  var offset = 0
  while offset < stream.count, server.exitCode == nil {
    framer.append(stream[offset..<min(offset + chunkSize, stream.count)])
    offset += chunkSize
    var frames: [IncomingFrame] = []
    while let frame = framer.next() { frames.append(frame) }
    for frame in frames where !exited {
      guard case .message(let body) = frame else { continue }
      switch expectation(body) {
      case .response(let id): expectedIDs.append(id)
      case .exit: exited = true
      case .none: break
      }
    }
    server.receive(frames)
    while server.hasPendingAnalysis { server.analyseNext() }
  }
  guard oraclesEnabled else { return 0 }
  checkOutput(output.bytes, expectedIDs: expectedIDs)
  return 0
}

/// What the server must do with one message, read independently of its own reader.
private enum Expectation {
  /// Answer once, with this id (as the fuzzer writes ids).
  case response(String)
  /// Stop.
  case exit
}

private func expectation(_ body: [UInt8]) -> Expectation? {
  guard
    let object = (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) as? [String: Any]
  else { return nil }
  let isV2 = object["jsonrpc"] as? String == "2.0"
  let id = object["id"].flatMap(idText)
  if isV2, object["method"] == nil, object["result"] != nil || object["error"] != nil { return nil }
  if let id { return .response(id) }
  let paramsValid: Bool
  switch object["params"] {
  case nil, is NSNull, is [Any], is [String: Any]: paramsValid = true
  default: paramsValid = false
  }
  let noID = object["id"] == nil || object["id"] is NSNull
  if isV2, noID, paramsValid, object["method"] as? String == "exit" { return .exit }
  return nil
}

/// A request id as text (`n:1`, `s:abc`), or nil when the value is not one (a boolean, a fraction, null...).
private func idText(_ value: Any) -> String? {
  if let string = value as? String { return "s:" + string }
  guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
  if let integer = Int(number.stringValue) { return "n:\(integer)" }
  guard number.doubleValue.rounded() == number.doubleValue, let integer = Int(exactly: number.doubleValue) else {
    return nil
  }
  return "n:\(integer)"
}

private func checkOutput(_ bytes: [UInt8], expectedIDs: [String]) {
  var framer = MessageFramer(maxMessageBytes: Int.max)
  framer.append(bytes)
  var answeredIDs: [String] = []
  var consumed = 0
  while let frame = framer.next() {
    guard case .message(let body) = frame else { oracleFailure("the server wrote a broken frame") }
    consumed += 1
    guard let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any],
      message["jsonrpc"] as? String == "2.0"
    else { oracleFailure("the server wrote something that is not a JSON-RPC 2.0 object") }
    if message["method"] is String { continue }
    guard (message["result"] != nil) != (message["error"] != nil) else {
      oracleFailure("a response without exactly one of result and error: \(message)")
    }
    if let error = message["error"] {
      guard let error = error as? [String: Any], error["code"] is Int, error["message"] is String else {
        oracleFailure("an error without a code and a message: \(message)")
      }
    }
    guard let id = message["id"] else { oracleFailure("a response without an id") }
    if let text = idText(id) { answeredIDs.append(text) }
  }
  guard answeredIDs.sorted() == expectedIDs.sorted() else {
    oracleFailure("requests \(expectedIDs.sorted()) got responses \(answeredIDs.sorted())")
  }
}
