import Foundation

// What the generated `SavedValues` structs call to encode and decode their members in the format
// `FormEngine.savedValues()` writes. One call for every member: the overload for `Date?` (a date
// row's value) is the more specific, so a date is written as the engine writes it (ISO-8601 text,
// `2026-11-29T09:30:00Z`), not as `JSONEncoder`'s number of seconds.

extension KeyedEncodingContainer {
  /// Encodes a saved value, a nil optional as `null`.
  public mutating func encodeSavedValue<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try encode(value, forKey: key)
  }

  /// Encodes a date row's value as the engine saves it: UTC ISO-8601 text to the microsecond, or `null`.
  public mutating func encodeSavedValue(_ value: Date?, forKey key: Key) throws {
    try encode(FormValue.date(value).stringValue, forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a saved value (its type is the one the result is assigned to; an optional's `null` is
  /// nil). The key must be there, as ``KeyedEncodingContainer/encodeSavedValue(_:forKey:)`` and the
  /// engine write every name.
  public func decodeSavedValue<Value: Decodable>(forKey key: Key) throws -> Value {
    try decode(Value.self, forKey: key)
  }

  /// Decodes a date row's value from ISO-8601 text (any the engine takes: `2026-11-29`,
  /// `2026-11-29T10:30+01:00`); `null` is nil.
  /// - Throws: `DecodingError.dataCorrupted` for text that is not a date.
  public func decodeSavedValue(forKey key: Key) throws -> Date? {
    guard let text = try decode(String?.self, forKey: key) else { return nil }
    guard let date = FormValue.string(text).dateValue else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\"\(text)\" is not an ISO-8601 date such as \"2026-11-29\"")
    }
    return date
  }
}
