// The `Codable` conformances of the compiled format. The records' are driven by the declaration of
// their keys (`CompiledFormat+Declarations.swift`), as the JSON reader and writer are: `JSONDecoder`
// and `JSONEncoder` (with `.sortedKeys`) read and write what `CompiledForm(jsonData:)` and
// `jsonData()` do, which the tests check byte for byte.

import Foundation

extension CompiledForm: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(file: try CompiledFormFile(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try file.encode(to: encoder)
  }
}

extension CompiledFormFile: Codable {
  package init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  package func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension SectionTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension RowTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension ValueSlot: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension ConditionProgram: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension RuleTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension PresentationTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension LocalizationKeyTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension RowKind: Codable {}
extension KeyboardType: Codable {}
extension RowStyle: Codable {}
extension RuleKind: Codable {}
extension ValueType: Codable {}

extension CompiledFormatRecord {
  /// The record whose keys its declaration lists, decoded from a keyed container.
  static func decodeFields(from decoder: any Decoder) throws -> Self {
    let container = try decoder.container(keyedBy: CompiledFormatCodingKey.self)
    var visitor = FieldDecoder(container: container, record: Self.unread)
    Self.visitFields(&visitor)
    if let error = visitor.error { throw error }
    return visitor.record
  }

  /// Encodes the keys its declaration lists into a keyed container.
  func encodeFields(to encoder: any Encoder) throws {
    var visitor = FieldEncoder(container: encoder.container(keyedBy: CompiledFormatCodingKey.self), record: self)
    Self.visitFields(&visitor)
    if let error = visitor.error { throw error }
  }
}

/// A key of the compiled format, as the declaration spells it.
struct CompiledFormatCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ key: StaticString) { stringValue = "\(key)" }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Decodes every field of a record from a keyed container.
///
/// The declaration's visitors see each value's type only as a ``CompiledFormatValue``, which the
/// engine's core declares without `Codable`; every one of those types is `Codable` here, which a
/// cast finds once per field.
private struct FieldDecoder<Record>: CompiledFormatVisitor {
  let container: KeyedDecodingContainer<CompiledFormatCodingKey>
  var record: Record
  var error: (any Error)?

  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    guard error == nil else { return }
    do {
      if let value = try decode(Value.self, key, isOptional: false) { field(&record) { $0 = value } }
    } catch { self.error = error }
  }

  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    guard error == nil else { return }
    do {
      let value = try decode(Value.self, key, isOptional: true)
      field(&record) { $0 = value }
    } catch { self.error = error }
  }

  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    self.field(key, field)
  }

  /// The value under `key`; nil only when `isOptional` and the key is missing or null.
  private func decode<Value>(_ type: Value.Type, _ key: StaticString, isOptional: Bool) throws -> Value? {
    let codingKey = CompiledFormatCodingKey(key)
    guard let decodable = Value.self as? any Decodable.Type else {
      throw DecodingError.typeMismatch(
        Value.self, .init(codingPath: container.codingPath + [codingKey], debugDescription: "not Decodable"))
    }
    func decode<Decoded: Decodable>(_ type: Decoded.Type) throws -> Value? {
      let value =
        isOptional
        ? try container.decodeIfPresent(type, forKey: codingKey) : try container.decode(type, forKey: codingKey)
      return value as? Value
    }
    return try decode(decodable)
  }
}

/// Encodes every field of a record into a keyed container.
private struct FieldEncoder<Record>: CompiledFormatVisitor {
  var container: KeyedEncodingContainer<CompiledFormatCodingKey>
  let record: Record
  var error: (any Error)?

  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    var record = self.record
    field(&record) { encode($0, key) }
  }

  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    var record = self.record
    field(&record) { if let value = $0 { encode(value, key) } }
  }

  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    var record = self.record
    field(&record) { encode($0, key) }
  }

  private mutating func encode<Value>(_ value: Value, _ key: StaticString) {
    guard error == nil else { return }
    let codingKey = CompiledFormatCodingKey(key)
    guard let encodable = value as? any Encodable else {
      error = EncodingError.invalidValue(
        value, .init(codingPath: container.codingPath + [codingKey], debugDescription: "not Encodable"))
      return
    }
    do { try container.encode(encodable, forKey: codingKey) } catch { self.error = error }
  }
}

extension FormValue: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Decimal.self) {
      // As a `Decimal` (exact to 38 digits), not an `Int`, which `JSONDecoder` reads through `Double` when the
      // number has a point (`92233720368547758.07` would be a whole number). Whole is an int, as the reader says.
      guard let decimal = FormDecimal(value) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "the number \(value) is not an integer that fits in Int nor a decimal "
            + "with at most \(FormDecimal.maxScale) digits after the point")
      }
      self = decimal.isWhole ? .int(decimal.units) : .decimal(decimal)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let members = try? container.decode([String].self) {
      guard Set(members).count == members.count else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a set value lists a member twice")
      }
      self = .set(Set(members))
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected null, a boolean, a number, a string or an array of strings")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .decimal(let value): try container.encode(value.decimal)
    case .string(let value): try container.encode(value)
    // Sorted so the compiled JSON is byte-identical from run to run.
    case .set(let members): try container.encode(members.sorted())
    }
  }
}

extension ConditionInstruction: Codable {
  public init(from decoder: Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch OperandName(rawValue: name) {
    case .load: self = .loadValue(try container.decode(Int.self))
    case .expanded: self = .loadExpanded(try container.decode(Int.self))
    case .valid: self = .loadValidation(.rowIsValid(try container.decode(Int.self)))
    case .enabled: self = .loadValidation(.rowIsEnabled(try container.decode(Int.self)))
    case .sectionValid: self = .loadValidation(.sectionIsValid(try container.decode(Int.self)))
    case .const: self = .constant(try container.decode(FormValue.self))
    case .in: self = .member(try container.decode([FormValue].self))
    case .contains: self = .contains(try container.decode(String.self))
    case nil:
      guard let plain = PlainName(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "unknown condition instruction '\(name)'")
      }
      self = plain.instruction
    }
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "too many operands for condition instruction '\(name)'")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(name)
    switch self {
    case .loadValue(let slot): try container.encode(slot)
    case .loadExpanded(let row): try container.encode(row)
    case .loadValidation(.rowIsValid(let row)), .loadValidation(.rowIsEnabled(let row)): try container.encode(row)
    case .loadValidation(.sectionIsValid(let section)): try container.encode(section)
    case .constant(let value): try container.encode(value)
    case .member(let list): try container.encode(list)
    case .contains(let member): try container.encode(member)
    default: break
    }
  }
}

extension ListTable: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}

extension ListItemDefault: Codable {
  public init(from decoder: any Decoder) throws { self = try Self.decodeFields(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
