// The compiled form written with `JSONWriter`, by the keys that `CompiledFormat+Declarations.swift`
// declares: the same bytes as its `Encodable` conformance gives `JSONEncoder` with `.sortedKeys` and
// `.withoutEscapingSlashes` (the tests compare the two).

extension CompiledForm: JSONWritable {
  package func write(to json: inout JSONWriter) { file.write(to: &json) }
}

extension CompiledFormatRecord {
  /// Writes the record's keys in sorted order (byte order, which is how `JSONEncoder` sorts ASCII
  /// keys), each with its value; an optional key only when its value is not nil.
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    var writer = FieldWriter(json: consume json, record: self)
    for index in Self.layout.sortedIndexes {
      var visitor = SelectedFieldVisitor(consume writer, index: index)
      Self.visitFields(&visitor)
      writer = visitor.finish()
    }
    json = writer.finish()
    json.endObject()
  }
}

/// Writes the field it visits, key and value.
private struct FieldWriter<Record>: ~Copyable, CompiledFormatVisitor {
  var json: JSONWriter
  let record: Record

  consuming func finish() -> JSONWriter { json }

  @inline(__always)
  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    var record = self.record
    field(&record) { json.field(key, $0) }
  }

  @inline(__always)
  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    var record = self.record
    field(&record) { json.field(key, ifPresent: $0) }
  }

  @inline(__always)
  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    var record = self.record
    field(&record) { json.field(key, $0) }
  }
}

extension RowKind: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension RuleKind: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension KeyboardType: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension RowStyle: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension ValueType: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(rawValue) }
}

extension FormValue: JSONWritable {
  package func write(to json: inout JSONWriter) {
    switch self {
    case .null: json.writeNull()
    case .bool(let value): json.write(value)
    case .int(let value): json.write(value)
    // Without trailing zeros, as `JSONEncoder` writes a `Decimal` (`7`, `19.9`): the loader types a whole one by its slot.
    case .decimal(let number): json.writeNumberText(number.description)
    case .string(let value): json.write(value)
    // Sorted, as `encode(to:)` sorts them.
    case .set(let members): StableOrder.sorted(members).write(to: &json)
    }
  }
}

extension ConditionInstruction: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginArray()
    json.write(name)
    switch self {
    case .loadValue(let slot): json.write(slot)
    case .loadExpanded(let row): json.write(row)
    case .loadValidation(.rowIsValid(let row)), .loadValidation(.rowIsEnabled(let row)): json.write(row)
    case .loadValidation(.sectionIsValid(let section)): json.write(section)
    case .constant(let value): value.write(to: &json)
    case .member(let list): list.write(to: &json)
    case .contains(let member): json.write(member)
    default: break
    }
    json.endArray()
  }
}
