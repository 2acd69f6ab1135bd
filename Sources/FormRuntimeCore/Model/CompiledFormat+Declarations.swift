// The compiled format (`<Form>.formc.json`), declared once: every object's keys, their value types
// and whether they may be missing. The JSON reader and writer, the `Codable` conformances, the
// validator's column checks, the compiler's Swift-literal renderer and the test that holds
// docs/compiled-format.md to the format all read these lists. Keys are listed in the order of the
// documentation (and of each record's `init`); the writer sorts them.

/// The top-level object of a compiled form, as stored: ``CompiledForm`` without what it derives
/// from its tables (the name index and the transition plans).
package struct CompiledFormFile: Hashable, Sendable {
  package var formatVersion: Int
  package var name: String
  package var title: String?
  package var sections: SectionTable
  package var rows: RowTable
  package var values: [ValueSlot]
  package var conditions: [ConditionProgram]
  /// Absent for a form without lists.
  package var lists: ListTable?
  /// Absent for a form without validation rules.
  package var rules: RuleTable?
  /// Absent for a form whose rows have no subtitle, placeholder, secure entry, keyboard, detail
  /// or style.
  package var presentation: PresentationTable?
  /// Absent for a form without `key:` overrides.
  package var keys: LocalizationKeyTable?
}

extension CompiledFormFile: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  /// The key of the format version, the first thing a reader checks; the compiler also reads it
  /// to recognise a compiled form given where a spec is expected.
  package static let versionKey: StaticString = "formatVersion"
  package static var formatTypeName: String { "compiled form" }
  package static var unread: Self {
    Self(
      formatVersion: 0, name: "", title: nil, sections: SectionTable(), rows: RowTable(), values: [], conditions: [],
      lists: nil, rules: nil, presentation: nil, keys: nil)
  }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.field(versionKey) { $1(&$0.formatVersion) }
    visitor.field("form") { $1(&$0.name) }
    visitor.optionalField("title") { $1(&$0.title) }
    visitor.field("sections") { $1(&$0.sections) }
    visitor.field("rows") { $1(&$0.rows) }
    visitor.field("values") { $1(&$0.values) }
    visitor.field("conditions") { $1(&$0.conditions) }
    visitor.optionalField("lists") { $1(&$0.lists) }
    visitor.optionalField("rules") { $1(&$0.rules) }
    visitor.optionalField("presentation") { $1(&$0.presentation) }
    visitor.optionalField("keys") { $1(&$0.keys) }
  }
}

extension LocalizationKeyTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object" }
  package static var unread: Self { Self() }

  /// In the order of ``init(form:rows:sections:)``, whose labels are the keys.
  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.optionalField("form") { $1(&$0.form) }
    visitor.field("rows") { $1(&$0.rows) }
    visitor.field("sections") { $1(&$0.sections) }
  }
}

extension PresentationTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("row") { $1(&$0.row) }
    visitor.column("subtitle") { $1(&$0.subtitle) }
    visitor.column("placeholder") { $1(&$0.placeholder) }
    visitor.column("secure") { $1(&$0.secure) }
    visitor.column("keyboard") { $1(&$0.keyboard) }
    visitor.column("detail") { $1(&$0.detail) }
    visitor.column("style") { $1(&$0.style) }
  }
}

extension RuleTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("row") { $1(&$0.row) }
    visitor.column("section") { $1(&$0.section) }
    visitor.column("kind") { $1(&$0.kind) }
    visitor.column("argument") { $1(&$0.argument) }
    visitor.column("condition") { $1(&$0.condition) }
    visitor.column("message") { $1(&$0.message) }
    visitor.column("program") { $1(&$0.program) }
  }
}

extension ListTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id") { $1(&$0.id) }
    visitor.column("firstSection") { $1(&$0.firstSection) }
    visitor.column("endSection") { $1(&$0.endSection) }
    visitor.column("firstRow") { $1(&$0.firstRow) }
    visitor.column("endRow") { $1(&$0.endRow) }
    visitor.column("firstValue") { $1(&$0.firstValue) }
    visitor.column("endValue") { $1(&$0.endValue) }
    visitor.column("count") { $1(&$0.count) }
    visitor.column("min") { $1(&$0.min) }
    visitor.column("max") { $1(&$0.max) }
    visitor.column("reorder") { $1(&$0.reorder) }
    visitor.column("addRow") { $1(&$0.addRow) }
    visitor.column("groupBy") { $1(&$0.groupBy) }
    visitor.column("sortBy") { $1(&$0.sortBy) }
    visitor.column("defaults") { $1(&$0.defaults) }
  }
}

extension ListItemDefault: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "list item" }
  package static var unread: Self { Self(key: nil, values: []) }

  /// In the order of ``init(key:values:)``, whose labels are the keys.
  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.optionalField("key") { $1(&$0.key) }
    visitor.field("values") { $1(&$0.values) }
  }
}

extension SectionTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id") { $1(&$0.id) }
    visitor.column("header") { $1(&$0.header) }
    visitor.column("footer") { $1(&$0.footer) }
    visitor.column("visible") { $1(&$0.visible) }
    visitor.column("accordion") { $1(&$0.accordion) }
    visitor.column("select") { $1(&$0.select) }
    visitor.column("indexTitle") { $1(&$0.indexTitle) }
    visitor.column("firstRow") { $1(&$0.firstRow) }
    visitor.column("endRow") { $1(&$0.endRow) }
  }
}

extension RowTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id") { $1(&$0.id) }
    visitor.column("kind") { $1(&$0.kind) }
    visitor.column("title") { $1(&$0.title) }
    visitor.column("section") { $1(&$0.section) }
    visitor.column("parent") { $1(&$0.parent) }
    visitor.column("subtreeEnd") { $1(&$0.subtreeEnd) }
    visitor.column("visible") { $1(&$0.visible) }
    visitor.column("enabled") { $1(&$0.enabled) }
    visitor.column("value") { $1(&$0.value) }
    visitor.column("expanded") { $1(&$0.expanded) }
    visitor.column("keywords") { $1(&$0.keywords) }
  }
}

extension ValueSlot: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "value slot" }
  package static var unread: Self { Self(name: "", type: .bool, row: nil, initial: .null) }

  /// In the order of ``init(name:type:row:section:initial:options:min:max:optionTitles:precision:)``, whose labels are the
  /// keys: the Swift-literal renderer calls it with them.
  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.field("name") { $1(&$0.name) }
    visitor.field("type") { $1(&$0.type) }
    visitor.optionalField("row") { $1(&$0.row) }
    visitor.optionalField("section") { $1(&$0.section) }
    visitor.field("initial") { $1(&$0.initial) }
    visitor.optionalField("options") { $1(&$0.options) }
    visitor.optionalField("min") { $1(&$0.min) }
    visitor.optionalField("max") { $1(&$0.max) }
    visitor.optionalField("optionTitles") { $1(&$0.optionTitles) }
    visitor.optionalField("precision") { $1(&$0.precision) }
  }
}

extension ConditionProgram: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "condition" }
  package static var unread: Self { Self(source: "", code: []) }

  /// In the order of ``init(source:code:)``, whose labels are the keys.
  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.field("source") { $1(&$0.source) }
    visitor.field("code") { $1(&$0.code) }
  }
}

extension CompiledForm {
  /// The form as stored, without what is derived from its tables.
  package var file: CompiledFormFile {
    CompiledFormFile(
      formatVersion: formatVersion, name: name, title: title, sections: sections, rows: rows, values: values,
      conditions: conditions, lists: lists.id.isEmpty ? nil : lists, rules: rules.kind.isEmpty ? nil : rules,
      presentation: presentation.row.isEmpty ? nil : presentation,
      keys: localizationKeys.isEmpty ? nil : localizationKeys)
  }

  /// The form stored in `file`, with its name index and transition plans derived from the tables.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  package init(file: consuming CompiledFormFile) {
    var values = file.values
    var lists = file.lists ?? ListTable()
    Self.typeWholeDecimals(values: &values, lists: &lists)
    self.init(
      formatVersion: file.formatVersion, name: file.name, title: file.title, sections: file.sections,
      rows: file.rows, values: values, conditions: file.conditions, lists: lists,
      rules: file.rules ?? RuleTable(), presentation: file.presentation ?? PresentationTable(),
      localizationKeys: file.keys ?? LocalizationKeyTable())
  }

  /// JSON writes a whole decimal as an integer (`5`), which reads back as `.int`: in the values a
  /// `decimal` slot holds (its initial value, its default items' values) such a number is made the
  /// decimal it was. Anything else is left for validation to judge.
  /// - Complexity: O(v + d) for v value slots and d default item values.
  private static func typeWholeDecimals(values: inout [ValueSlot], lists: inout ListTable) {
    func typed(_ value: FormValue, _ slot: Int) -> FormValue {
      guard slot >= 0, slot < values.count, values[slot].type == .decimal, case .int(let number) = value else {
        return value
      }
      return .decimal(FormDecimal(number))
    }
    for slot in values.indices { values[slot].initial = typed(values[slot].initial, slot) }
    for list in lists.defaults.indices where list < lists.firstValue.count {
      for item in lists.defaults[list].indices {
        for field in lists.defaults[list][item].values.indices {
          lists.defaults[list][item].values[field] = typed(
            lists.defaults[list][item].values[field], lists.firstValue[list] &+ field)
        }
      }
    }
  }
}
