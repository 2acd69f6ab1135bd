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
  /// Absent for a form whose rows have no subtitle, placeholder, secure entry, keyboard or detail.
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
    visitor.field(versionKey, \.formatVersion)
    visitor.field("form", \.name)
    visitor.optionalField("title", \.title)
    visitor.field("sections", \.sections)
    visitor.field("rows", \.rows)
    visitor.field("values", \.values)
    visitor.field("conditions", \.conditions)
    visitor.optionalField("lists", \.lists)
    visitor.optionalField("rules", \.rules)
    visitor.optionalField("presentation", \.presentation)
    visitor.optionalField("keys", \.keys)
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
    visitor.optionalField("form", \.form)
    visitor.field("rows", \.rows)
    visitor.field("sections", \.sections)
  }
}

extension PresentationTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("row", \.row)
    visitor.column("subtitle", \.subtitle)
    visitor.column("placeholder", \.placeholder)
    visitor.column("secure", \.secure)
    visitor.column("keyboard", \.keyboard)
    visitor.column("detail", \.detail)
  }
}

extension RuleTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("row", \.row)
    visitor.column("section", \.section)
    visitor.column("kind", \.kind)
    visitor.column("argument", \.argument)
    visitor.column("condition", \.condition)
    visitor.column("message", \.message)
  }
}

extension ListTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id", \.id)
    visitor.column("firstSection", \.firstSection)
    visitor.column("endSection", \.endSection)
    visitor.column("firstRow", \.firstRow)
    visitor.column("endRow", \.endRow)
    visitor.column("firstValue", \.firstValue)
    visitor.column("endValue", \.endValue)
    visitor.column("count", \.count)
    visitor.column("min", \.min)
    visitor.column("max", \.max)
    visitor.column("reorder", \.reorder)
    visitor.column("addRow", \.addRow)
    visitor.column("groupBy", \.groupBy)
    visitor.column("sortBy", \.sortBy)
    visitor.column("defaults", \.defaults)
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
    visitor.optionalField("key", \.key)
    visitor.field("values", \.values)
  }
}

extension SectionTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id", \.id)
    visitor.column("header", \.header)
    visitor.column("footer", \.footer)
    visitor.column("visible", \.visible)
    visitor.column("accordion", \.accordion)
    visitor.column("select", \.select)
    visitor.column("indexTitle", \.indexTitle)
    visitor.column("firstRow", \.firstRow)
    visitor.column("endRow", \.endRow)
  }
}

extension RowTable: CompiledFormatRecord {
  package static let layout = CompiledFormatLayout(Self.self)
  package static var formatTypeName: String { "object of columns" }
  package static var unread: Self { Self() }

  @inline(__always)
  package static func visitFields<Visitor: CompiledFormatVisitor & ~Copyable>(_ visitor: inout Visitor)
  where Visitor.Record == Self {
    visitor.column("id", \.id)
    visitor.column("kind", \.kind)
    visitor.column("title", \.title)
    visitor.column("section", \.section)
    visitor.column("parent", \.parent)
    visitor.column("subtreeEnd", \.subtreeEnd)
    visitor.column("visible", \.visible)
    visitor.column("enabled", \.enabled)
    visitor.column("value", \.value)
    visitor.column("expanded", \.expanded)
    visitor.column("keywords", \.keywords)
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
    visitor.field("name", \.name)
    visitor.field("type", \.type)
    visitor.optionalField("row", \.row)
    visitor.optionalField("section", \.section)
    visitor.field("initial", \.initial)
    visitor.optionalField("options", \.options)
    visitor.optionalField("min", \.min)
    visitor.optionalField("max", \.max)
    visitor.optionalField("optionTitles", \.optionTitles)
    visitor.optionalField("precision", \.precision)
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
    visitor.field("source", \.source)
    visitor.field("code", \.code)
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
  package init(file: CompiledFormFile) {
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
