// The compiled form read with `JSONReader`, straight into its tables, by the keys that
// `CompiledFormat+Declarations.swift` declares: the same form as its `Decodable` conformance gives
// `JSONDecoder` (the tests compare the two), some 6 times faster.
// As with `JSONDecoder`, keys may come in any order, unknown keys are skipped, the first of
// repeated keys counts, optional keys may be missing or null, and integers may be written
// `1.0` or `1e2`.

extension CompiledForm {
  /// Reads the form's tables from JSON text (UTF-8) and checks that nothing follows them; the
  /// caller checks the format version and validates.
  package static func read(from text: some Collection<UInt8>) throws(JSONReadError) -> CompiledForm {
    var json = JSONReader(text)
    let form = try json.read(CompiledForm.self)
    try json.finish()
    return form
  }

  /// The `formatVersion` of JSON text, reading the rest only to check that it is JSON: what
  /// decides, as with `JSONDecoder`, between "not a compiled form", "another format version" and
  /// "malformed" once reading the tables failed.
  static func formatVersion(of text: some Collection<UInt8>) throws(JSONReadError) -> Int {
    var json = JSONReader(text)
    var version: Int?
    try json.readObject(JSONKeys(["formatVersion"])) { json, _ throws(JSONReadError) in version = try json.readInt() }
    try json.finish()
    guard let version else { throw JSONReadError(.shape, "missing key 'formatVersion'", at: 0) }
    return version
  }
}

extension CompiledForm: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) {
    self.init(file: try json.read(CompiledFormFile.self))
  }
}

extension CompiledFormatRecord {
  /// Reads the record's keys as its declaration lists them (`CompiledFormat+Declarations.swift`).
  package init(from json: inout JSONReader) throws(JSONReadError) {
    var record = Self.unread
    try json.readObject(Self.layout.jsonKeys, into: &record) { json, record, index throws(JSONReadError) in
      var visitor = SelectedFieldVisitor(FieldReader(json: consume json, record: consume record), index: index)
      Self.visitFields(&visitor)
      // Taken apart, not read field by field: `reader.record` read out of the reader is a copy of
      // the record (a retain of each of its arrays, and a copy function per record type).
      let error: JSONReadError?
      (json, record, error) = visitor.finish().parts()
      if let error { throw error }
    }
    self = record
  }
}

/// Reads the value of the field it visits into the record.
///
/// Natively each method is inlined into the record's reader, as hand-written code would be. In
/// Embedded Swift (the engine as WebAssembly, where every generic is specialized) each is kept out of
/// line: inlined, every field of every record carries its own copy of the value's reader and of the
/// error handling, which made the record readers the largest code of the module.
private struct FieldReader<Record>: ~Copyable, CompiledFormatVisitor {
  var json: JSONReader
  var record: Record
  var error: JSONReadError?

  /// The reader, the record and the first error, moved out of the field reader.
  consuming func parts() -> (JSONReader, Record, JSONReadError?) { (json, record, error) }

  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inline(__always)
  #endif
  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    do {
      let value = try json.read(Value.self)
      field(&record) { $0 = value }
    } catch { self.error = error }
  }

  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inline(__always)
  #endif
  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    do {
      let value = try json.read(Value?.self)
      field(&record) { $0 = value }
    } catch { self.error = error }
  }

  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inline(__always)
  #endif
  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    do {
      let value = try json.read([Element].self)
      field(&record) { $0 = value }
    } catch { self.error = error }
  }
}

extension RowKind: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readName(Self.self, "row kind") }
}

extension RuleKind: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readName(Self.self, "rule kind") }
}

extension KeyboardType: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readName(Self.self, "keyboard") }
}

extension RowStyle: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readName(Self.self, "row style") }
}

extension ValueType: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readName(Self.self, "value type") }
}

extension JSONReader {
  /// A string naming a case of `type` (its raw value); `noun` says what it names in the error.
  ///
  /// The cases are tried in turn rather than by `init(rawValue:)`, whose comparisons with each name the
  /// compiler writes out again for every type (BENCHMARKS.md, "The engine as WebAssembly: size").
  /// - Complexity: O(k) for k cases.
  fileprivate mutating func readName<Name: RawRepresentable<String> & CaseIterable>(
    _ type: Name.Type, _ noun: String
  ) throws(JSONReadError) -> Name {
    let offset = self.offset
    let name = try readString()
    for value in Name.allCases where value.rawValue == name { return value }
    throw JSONReadError(.shape, "unknown \(noun) \(FormValue.jsonQuoted(name))", at: offset)
  }
}

extension FormValue: JSONReadable {
  /// Null, a boolean, an integer, a string, or an array of strings (a set, whose members must
  /// differ): what `init(from:)` tries, in its order.
  package init(from json: inout JSONReader) throws(JSONReadError) {
    let offset = json.offset
    let problem: ErrorMessage = "expected null, a boolean, a number, a string or an array of strings"
    switch try json.peek() {
    case .null:
      _ = try json.readNull()
      self = .null
    case .bool: self = .bool(try json.readBool())
    case .string: self = .string(try json.readString())
    case .number:
      // A whole number is an integer (`5`, `5.0`, `1e2`), any other a decimal (`19.99`), read exactly; a
      // decimal slot's whole values are made decimals where the slot's type is known.
      let (value, text) = try json.readNumberAndText()
      let isPlainInteger = !text.someByte { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
      if isPlainInteger, let value {
        self = .int(value)
      } else if !isPlainInteger, let decimal = FormDecimal(text) {
        self = decimal.isWhole ? .int(decimal.units) : .decimal(decimal)
      } else {
        throw JSONReadError(
          .shape,
          """
          the number \(text) is neither an integer that fits in Int nor a decimal with at most \
          \(FormDecimal.maxScale) digits after the point
          """, at: offset)
      }
    case .array:
      var members: [String] = []
      try json.readArray { json, _ throws(JSONReadError) in
        guard try json.peek() == .string else { throw JSONReadError(.shape, problem, at: offset) }
        members.append(try json.readString())
      }
      let set = Set(members)
      guard set.count == members.count else {
        throw JSONReadError(.shape, "a set value lists a member twice", at: offset)
      }
      self = .set(set)
    case .object:
      throw JSONReadError(.shape, problem, at: offset)
    }
  }
}

extension ConditionInstruction: JSONReadable {
  /// An array: the instruction's name, then its operand if it has one.
  package init(from json: inout JSONReader) throws(JSONReadError) {
    let offset = json.offset
    var instruction: ConditionInstruction?
    var name = ""
    var operand: OperandName?
    try json.readArray { json, index throws(JSONReadError) in
      switch (index, operand) {
      case (0, _):
        name = try json.readString()
        instruction = PlainName(rawValue: name)?.instruction
        operand = OperandName(rawValue: name)
        guard instruction != nil || operand != nil else {
          throw JSONReadError(.shape, "unknown condition instruction '\(name)'", at: offset).within("[0]")
        }
      case (1, .load?): instruction = .loadValue(try json.read())
      case (1, .expanded?): instruction = .loadExpanded(try json.read())
      case (1, .valid?): instruction = .loadValidation(.rowIsValid(try json.read()))
      case (1, .enabled?): instruction = .loadValidation(.rowIsEnabled(try json.read()))
      case (1, .sectionValid?): instruction = .loadValidation(.sectionIsValid(try json.read()))
      case (1, .const?): instruction = .constant(try json.read())
      case (1, .in?): instruction = .member(try json.read())
      case (1, .contains?): instruction = .contains(try json.read())
      default:
        throw JSONReadError(.shape, "too many operands for condition instruction '\(name)'", at: json.offset)
      }
    }
    guard let instruction else {
      let problem: ErrorMessage = name.isEmpty ? "missing the instruction's name" : "missing the operand of '\(name)'"
      throw JSONReadError(.shape, problem, at: offset)
    }
    self = instruction
  }

}
