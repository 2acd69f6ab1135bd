/// The language server's state and dispatch: it takes the messages read from the client in batches and writes
/// its responses and notifications through `send`.
///
/// Work is ordered so that what the client sends later is seen before earlier work runs:
/// - ``receive(_:)`` takes every message that has arrived; a `$/cancelRequest` in the batch cancels the requests
///   before it that are still unanswered (they get -32800), and a document's changes are all applied before it is
///   analysed;
/// - analysis is left pending, and the driver (``ServerLoop``) runs it with ``analyseNext()`` only while no input
///   is waiting, so a newer change replaces the analysis of an older one instead of queueing behind it. A request
///   that needs a document's analysis makes it first.
///
/// One thread uses a server at a time.
public final class LanguageServer {
  /// Where a session is, per the specification's lifecycle.
  enum Phase {
    case uninitialized
    case running
    case shutDown
  }

  let configuration: LanguageServerConfiguration
  private let send: ([UInt8]) -> Void
  var phase = Phase.uninitialized
  /// The open documents, by URI.
  var documents: [String: OpenDocument] = [:]
  /// URIs whose latest text is not analysed yet, oldest change first.
  var pendingAnalysis: [String] = []
  /// The exit code, once `exit` has arrived: 0 after `shutdown`, 1 without.
  public private(set) var exitCode: Int32?

  /// - Parameter send: writes one framed message to the client.
  public init(configuration: LanguageServerConfiguration, send: @escaping ([UInt8]) -> Void) {
    self.configuration = configuration
    self.send = send
  }

  /// Whether some open document's latest text is not analysed yet.
  public var hasPendingAnalysis: Bool { !pendingAnalysis.isEmpty }

  /// The exit code when the input ends: the one `exit` set, else 1 (the client went away without `exit`).
  public var exitCodeAtEndOfInput: Int32 { exitCode ?? 1 }

  /// Handles a batch of messages, in order, up to `exit`.
  public func receive(_ frames: [IncomingFrame]) {
    let messages = frames.map { frame -> IncomingMessage in
      switch frame {
      case .message(let body): IncomingMessage(body: body)
      case .broken(let problem):
        .invalid(id: nil, ResponseError(code: ResponseError.parseError, message: "unreadable message: \(problem)"))
      }
    }
    var cancelled = Set<RequestID>()
    for message in messages {
      if case .notification("$/cancelRequest", let params) = message, phase == .running,
        let id = params["id"].flatMap(RequestID.init(json:))
      {
        cancelled.insert(id)
      }
    }
    for message in messages {
      guard exitCode == nil else { return }
      handle(message, cancelled: cancelled)
    }
  }

  private func handle(_ message: IncomingMessage, cancelled: Set<RequestID>) {
    switch message {
    case .response:
      return
    case .invalid(let id, let error):
      respond(id, .failure(error))
    case .notification(let method, let params):
      handleNotification(method, params: params)
    case .request(let id, let method, let params):
      if cancelled.contains(id) {
        respond(id, .failure(ResponseError(code: ResponseError.requestCancelled, message: "the request was cancelled")))
        return
      }
      respond(id, handleRequest(method, params: params))
    }
  }

  private func handleRequest(_ method: String, params: [String: Any]) -> Result<Any, ResponseError> {
    switch phase {
    case .uninitialized where method != "initialize":
      return .failure(
        ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet"))
    case .running where method == "initialize":
      return .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized"))
    case .shutDown:
      return .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down"))
    default:
      break
    }
    do throws(ResponseError) {
      return .success(try answer(method, params: JSONAccess(params)))
    } catch {
      return .failure(error)
    }
  }

  /// The result of a request, in the running phase (or `initialize` before it).
  private func answer(_ method: String, params: JSONAccess) throws(ResponseError) -> Any {
    switch method {
    case "initialize":
      phase = .running
      return ServerCapabilities.initializeResult(configuration: configuration)
    case "shutdown":
      phase = .shutDown
      // Nothing is published after the response that says the server is done.
      pendingAnalysis.removeAll()
      return NullResult.null
    case "textDocument/codeAction":
      return try codeActions(params)
    default:
      if let feature = try navigationRequest(method, params: params) { return feature }
      throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'")
    }
  }

  private func handleNotification(_ method: String, params: [String: Any]) {
    if method == "exit" {
      exitCode = phase == .shutDown ? 0 : 1
      return
    }
    // Before `initialize` and after `shutdown`, notifications other than `exit` are dropped, as the
    // specification says; so are unknown ones and `$/` ones (cancellation was read with the whole batch).
    guard phase == .running else { return }
    // A notification has no response to carry an error: one with invalid params is dropped.
    try? documentNotification(method, params: JSONAccess(params))
  }

  // MARK: Output

  func respond(_ id: RequestID?, _ result: Result<Any, ResponseError>) {
    var message: [String: Any] = ["jsonrpc": "2.0", "id": id?.json ?? NullResult.null]
    switch result {
    case .success(let value): message["result"] = value
    case .failure(let error): message["error"] = error.json
    }
    send(MessageWriter.frame(message))
  }

  func notify(_ method: String, _ params: [String: Any]) {
    send(MessageWriter.frame(["jsonrpc": "2.0", "method": method, "params": params]))
  }
}
