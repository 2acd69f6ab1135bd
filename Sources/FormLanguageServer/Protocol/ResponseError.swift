/// A JSON-RPC error: its code and message, as a response's `error` member carries them.
struct ResponseError: Error, Hashable {
  var code: Int
  var message: String

  /// Invalid JSON.
  static let parseError = -32700
  /// JSON that is not a request, a notification or a response.
  static let invalidRequest = -32600
  static let methodNotFound = -32601
  static let invalidParams = -32602
  static let internalError = -32603
  /// A request before `initialize`.
  static let serverNotInitialized = -32002
  /// A request the client cancelled before the server answered it.
  static let requestCancelled = -32800
  /// A request that was valid but could not be carried out (a rename refused).
  static let requestFailed = -32803

  static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: invalidParams, message: message)
  }

  var json: [String: Any] { ["code": code, "message": message] }
}
