import Foundation

/// A request's id: a number or a string, echoed in its response.
enum RequestID: Hashable {
  case number(Int)
  case string(String)

  /// The id `value` spells, or nil when it is neither an integer nor a string.
  init?(json value: Any) {
    if let string = value as? String {
      self = .string(string)
    } else if let number = value as? NSNumber, let integer = number.exactInteger {
      self = .number(integer)
    } else {
      return nil
    }
  }

  var json: Any {
    switch self {
    case .number(let number): number
    case .string(let string): string
    }
  }
}

/// One JSON-RPC message from the client, classified.
enum IncomingMessage {
  case request(id: RequestID, method: String, params: [String: Any])
  case notification(method: String, params: [String: Any])
  /// The client answering a request: the server sends none, so it is dropped.
  case response
  /// A message to answer with an error (and the request's id when it had a readable one).
  case invalid(id: RequestID?, ResponseError)

  /// Reads a message body. Params that are left out read as an empty object; positional params (an array),
  /// which no LSP method takes, as an empty object too, so the method's own check reports what is missing.
  init(body: [UInt8]) {
    guard let value = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
      self = .invalid(id: nil, ResponseError(code: ResponseError.parseError, message: "the message is not valid JSON"))
      return
    }
    guard let object = value as? [String: Any] else {
      self = .invalid(
        id: nil, ResponseError(code: ResponseError.invalidRequest, message: "a message must be a JSON object"))
      return
    }
    let rawID = object["id"]
    let id = rawID.flatMap(RequestID.init(json:))
    func invalid(_ message: String) -> IncomingMessage {
      .invalid(id: id, ResponseError(code: ResponseError.invalidRequest, message: message))
    }
    guard object["jsonrpc"] as? String == "2.0" else {
      self = invalid("the message's \"jsonrpc\" must be \"2.0\"")
      return
    }
    guard let methodValue = object["method"] else {
      self = object["result"] != nil || object["error"] != nil ? .response : invalid("the message has no \"method\"")
      return
    }
    guard let method = methodValue as? String else {
      self = invalid("the message's \"method\" must be a string")
      return
    }
    let params: [String: Any]
    switch object["params"] {
    case nil, is NSNull, is [Any]: params = [:]
    case let dictionary as [String: Any]: params = dictionary
    default:
      self = invalid("the message's \"params\" must be an object or an array")
      return
    }
    guard let rawID, !(rawID is NSNull) else {
      self = .notification(method: method, params: params)
      return
    }
    guard let id else {
      self = invalid("a request's \"id\" must be an integer or a string")
      return
    }
    self = .request(id: id, method: method, params: params)
  }
}

extension NSNumber {
  /// Whether JSON wrote `true` or `false` here (Foundation reads those as numbers too).
  var isBoolean: Bool {
    // JSONSerialization makes booleans of type "c" (char), and integers and reals of wider types.
    String(cString: objCType) == "c"
  }

  /// The integer JSON wrote here, exactly (read from its digits, so a large id is echoed unrounded), or nil for a
  /// boolean, a fraction or a number out of `Int`'s range.
  var exactInteger: Int? {
    guard !isBoolean else { return nil }
    if let integer = Int(stringValue) { return integer }
    return doubleValue.rounded() == doubleValue ? Int(exactly: doubleValue) : nil
  }
}
