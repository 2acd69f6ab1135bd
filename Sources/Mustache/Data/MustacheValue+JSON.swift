import Foundation

extension MustacheValue {
  /// Decodes JSON text into a value.
  ///
  /// Any JSON value is accepted at the top level, scalars included (`85`, `"text"`).
  ///
  /// - Parameter jsonData: UTF-8 JSON text.
  /// - Throws: The `JSONSerialization` error when the text is not valid JSON.
  /// - Complexity: O(n) in the size of the text.
  public init(jsonData: Data) throws {
    let object = try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])
    self.init(json: object)
  }

  /// Converts the output of `JSONSerialization` (or any tree of Swift `Bool`, numbers, `String`,
  /// arrays, `[String: Any]` and `NSNull`) into a value.
  ///
  /// JSON `true` and `false` become ``bool(_:)`` and never numbers: a Foundation boolean is told
  /// apart from the numbers 1 and 0 by its class, not by bridging (`1 as? Bool` succeeds).
  /// Integers that fit `Int` become ``int(_:)``; other numbers ``double(_:)``. Values of any other
  /// type become ``null``.
  ///
  /// - Parameter json: The value to convert.
  /// - Complexity: O(n) in the size of the tree.
  public init(json: Any) {
    switch json {
    case let value as MustacheValue:
      self = value
    case is NSNull:
      self = .null
    case let value as String:
      self = .string(value)
    case let number as NSNumber where type(of: json) is NSNumber.Type:
      self = Self(number: number)
    case let value as Bool where type(of: json) == Bool.self:
      self = .bool(value)
    case let value as any BinaryInteger:
      self = Int(exactly: value).map(MustacheValue.int) ?? .double(Double(value))
    case let value as any BinaryFloatingPoint:
      self = .double(Double(value))
    case let elements as [Any]:
      self = .array(elements.map(MustacheValue.init(json:)))
    case let entries as [String: Any]:
      self = .dictionary(entries.mapValues(MustacheValue.init(json:)))
    default:
      self = .null
    }
  }

  /// The class Foundation gives the boolean numbers (`__NSCFBoolean` on Linux and Apple platforms).
  private static let booleanNumberClass: AnyClass = type(of: NSNumber(value: true))

  private init(number: NSNumber) {
    if type(of: number) == Self.booleanNumberClass {
      self = .bool(number.boolValue)
      return
    }
    switch String(cString: number.objCType) {
    case "f", "d":
      self = .double(number.doubleValue)
    case "Q", "L", "I", "S", "C":
      let value = number.uint64Value
      self = Int(exactly: value).map(MustacheValue.int) ?? .double(Double(value))
    default:
      self = .int(number.intValue)
    }
  }
}
