import Foundation

/// Typed reads of a request's params, each failing with the "invalid params" error that names what is wrong.
struct JSONAccess {
  let object: [String: Any]
  /// Where `object` is, for messages (`params.textDocument`).
  let path: String

  init(_ object: [String: Any], path: String = "params") {
    self.object = object
    self.path = path
  }

  func object(_ key: String) throws(ResponseError) -> JSONAccess {
    guard let value = object[key] as? [String: Any] else { throw .invalidParams("\(path).\(key) must be an object") }
    return JSONAccess(value, path: "\(path).\(key)")
  }

  func optionalObject(_ key: String) throws(ResponseError) -> JSONAccess? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    return try self.object(key)
  }

  func string(_ key: String) throws(ResponseError) -> String {
    guard let value = object[key] as? String else { throw .invalidParams("\(path).\(key) must be a string") }
    return value
  }

  func optionalString(_ key: String) throws(ResponseError) -> String? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    return try string(key)
  }

  /// A non-negative integer that fits in 32 bits, as LSP's `uinteger` and `integer` values do.
  func integer(_ key: String) throws(ResponseError) -> Int {
    guard let number = object[key] as? NSNumber, let value = number.exactInteger, abs(value) <= Int(UInt32.max)
    else { throw .invalidParams("\(path).\(key) must be an integer") }
    return value
  }

  func optionalBool(_ key: String) throws(ResponseError) -> Bool? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let number = value as? NSNumber, number.isBoolean else {
      throw .invalidParams("\(path).\(key) must be a boolean")
    }
    return number.boolValue
  }

  func array(_ key: String) throws(ResponseError) -> [JSONAccess] {
    guard let values = object[key] as? [Any] else { throw .invalidParams("\(path).\(key) must be an array") }
    var elements: [JSONAccess] = []
    for (index, value) in values.enumerated() {
      guard let element = value as? [String: Any] else {
        throw .invalidParams("\(path).\(key)[\(index)] must be an object")
      }
      elements.append(JSONAccess(element, path: "\(path).\(key)[\(index)]"))
    }
    return elements
  }

  func has(_ key: String) -> Bool {
    guard let value = object[key] else { return false }
    return !(value is NSNull)
  }
}
