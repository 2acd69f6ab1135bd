/// How the compiled format is declared: each object of `<Form>.formc.json` is a record type that
/// lists its keys once, in ``CompiledFormatRecord/visitFields(_:)``, and every reader and writer of
/// the format (the JSON reader and writer, the `Codable` conformances, the column checks of
/// validation, the compiler's Swift-literal renderer, the documentation test) is a visitor of that
/// list. The declarations themselves are in `CompiledFormat+Declarations.swift`.
///
/// A visitor is generic over the field's value type, and `visitFields` is specialized for each
/// visitor and inlined, so each field's accessor (``CompiledFormatField``) is a closure literal
/// where it is applied: reading or writing a field through the declaration compiles to a direct
/// access, as hand-written code would.

/// A type that appears in the compiled format.
package protocol CompiledFormatValue: JSONReadable, JSONWritable, Hashable, Sendable {
  /// How docs/compiled-format.md names the type ("int", "string or null", "array of strings").
  static var formatTypeName: String { get }
}

/// A JSON object of the compiled format: a table (whose fields are columns) or a record.
package protocol CompiledFormatRecord: CompiledFormatValue {
  /// What each field holds before its key is read, or when its optional key is missing.
  static var unread: Self { get }

  /// The keys in the order of the record's `init` and of the documentation (the JSON writer writes
  /// them sorted; ``CompiledFormatLayout`` keeps that order).
  static var layout: CompiledFormatLayout { get }

  /// Calls the visitor once per key of the record, in declaration order.
  static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self
}

/// Whether a key must be there.
package enum CompiledFormatPresence: Sendable {
  /// The key is always written and must be read.
  case required
  /// The key is written only when the value is not nil, and may be missing (or null) when read.
  case optional
}

/// How a visitor reaches one field of a record: it calls `body` with the field, in place. A
/// declaration writes it `{ $1(&$0.name) }`, naming the field once for reading and writing alike;
/// it is a closure rather than a `WritableKeyPath` because Embedded Swift has no key paths.
package typealias CompiledFormatField<Record, Value> = (
  _ record: inout Record, _ body: (inout Value) -> Void
) -> Void

/// Something done to each field of a record, as ``CompiledFormatRecord/visitFields(_:)`` lists them.
package protocol CompiledFormatVisitor<Record>: ~Copyable {
  associatedtype Record

  /// A key whose value is always present.
  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>)

  /// A key that is absent when the value is nil.
  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>)

  /// A column of a table: an array with one element per section or row, as long as every other
  /// column of the table.
  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>)
}

/// The keys of a record, computed once per record type from its declaration.
package struct CompiledFormatLayout: Sendable {
  /// A key as declared.
  package struct Key: Sendable {
    package let name: String
    package let presence: CompiledFormatPresence
  }

  /// The keys in declaration order.
  package let keys: [Key]
  /// What the JSON reader matches keys against, by declaration index.
  let jsonKeys: JSONKeys
  /// Declaration indexes in the order of their keys' bytes: the order the JSON writer writes them
  /// in (`JSONEncoder`'s `.sortedKeys`).
  let sortedIndexes: [Int]

  package init<Record: CompiledFormatRecord>(_ record: Record.Type) {
    var lister = KeyLister<Record>()
    Record.visitFields(&lister)
    let keys = lister.keys
    self.keys = keys
    jsonKeys = JSONKeys(names: keys.map { $0.name }) { keys[$0].presence == .required }
    sortedIndexes = StableOrder.indexes(count: keys.count) { keys[$0].name.utf8Order(keys[$1].name) < 0 }
  }
}

/// Lists a record's keys.
///
/// Its methods are kept out of line: the layout is computed once per record type, and inlined they
/// copied the string-building of every key into each record's layout.
private struct KeyLister<Record>: CompiledFormatVisitor {
  var keys: [CompiledFormatLayout.Key] = []

  @inline(never)
  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    keys.append(.init(name: "\(key)", presence: .required))
  }

  @inline(never)
  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    keys.append(.init(name: "\(key)", presence: .optional))
  }

  @inline(never)
  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    keys.append(.init(name: "\(key)", presence: .required))
  }
}

extension CompiledFormatRecord {
  /// How docs/compiled-format.md names each key's value type, in declaration order (a column's:
  /// its elements'; an optional key's: its value's when present), for the documentation's test.
  /// Listed on demand rather than kept in the ``layout``: the readers and writers need no type
  /// names, so an engine that only loads forms (the WebAssembly module) carries none.
  package static var formatTypeNames: [String] {
    var lister = TypeNameLister<Self>()
    visitFields(&lister)
    return lister.names
  }
}

/// Lists the documentation's name of each key's value type.
private struct TypeNameLister<Record>: CompiledFormatVisitor {
  var names: [String] = []

  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    names.append(Value.formatTypeName)
  }

  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    names.append(Value.formatTypeName)
  }

  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    names.append(Element.formatTypeName)
  }
}

/// Visits the one field of a record at a declaration index, through another visitor: how a record's
/// fields are reached by key (reading) or in key order (writing) without a second list of them.
struct SelectedFieldVisitor<Inner: CompiledFormatVisitor & ~Copyable>: ~Copyable, CompiledFormatVisitor {
  typealias Record = Inner.Record
  var inner: Inner
  private let target: Int
  private var index = 0

  init(_ inner: consuming Inner, index target: Int) {
    self.inner = inner
    self.target = target
  }

  consuming func finish() -> Inner { inner }

  @inline(__always)
  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {
    if index == target { inner.field(key, field) }
    index += 1
  }

  @inline(__always)
  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {
    if index == target { inner.optionalField(key, field) }
    index += 1
  }

  @inline(__always)
  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    if index == target { inner.column(key, field) }
    index += 1
  }
}

// MARK: Type names for the documentation

extension Int: CompiledFormatValue {
  package static var formatTypeName: String { "int" }
}

#if _pointerBitWidth(_32)
  extension FormInt: CompiledFormatValue {
    package static var formatTypeName: String { "int" }
  }
#endif

extension Bool: CompiledFormatValue {
  package static var formatTypeName: String { "bool" }
}

extension String: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension Optional: CompiledFormatValue where Wrapped: CompiledFormatValue {
  package static var formatTypeName: String { "\(Wrapped.formatTypeName) or null" }
}

extension Array: CompiledFormatValue where Element: CompiledFormatValue {
  package static var formatTypeName: String { "array of \(Element.formatTypeName)s" }
}

extension RowKind: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension RuleKind: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension KeyboardType: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension RowStyle: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension ValueType: CompiledFormatValue {
  package static var formatTypeName: String { "string" }
}

extension FormValue: CompiledFormatValue {
  package static var formatTypeName: String { "JSON value" }
}

extension ConditionInstruction: CompiledFormatValue {
  package static var formatTypeName: String { "instruction" }
}
