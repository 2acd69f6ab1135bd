// Literal syntax, so data reads like the JSON it stands for:
// `let data: MustacheValue = ["name": "Ada", "age": 36, "tags": ["a", "b"], "note": nil]`.

extension MustacheValue: ExpressibleByNilLiteral {
  /// `nil` is ``MustacheValue/null``.
  public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// A boolean literal is ``MustacheValue/bool(_:)``.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// An integer literal is ``MustacheValue/int(_:)``.
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// A floating-point literal is ``MustacheValue/double(_:)``.
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
  /// A string literal is ``MustacheValue/string(_:)``.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// An array literal is ``MustacheValue/array(_:)``.
  public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// A dictionary literal is ``MustacheValue/dictionary(_:)``; of repeated keys the last wins.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
