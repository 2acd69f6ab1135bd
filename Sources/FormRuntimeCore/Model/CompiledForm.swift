/// A form lowered by `formc`: the row-map tables, the value slots, the compiled conditions and
/// the transition plans. This is what `formc compile` writes as `<Form>.formc.json` and what
/// ``FormEngine`` runs.
///
/// Rows are numbered by *slot*: their position in the full layout (every section, every row,
/// each expandable row immediately followed by its children, depth first). A row's slot never
/// changes; the engine maps slots to index paths as rows are shown and hidden.
public struct CompiledForm: Hashable, Sendable {
  /// The version of the compiled format this library reads and writes (docs/compiled-format.md
  /// says what changed in each).
  public static let currentFormatVersion = 10

  public var formatVersion: Int {
    didSet { validation = .unchecked }
  }
  /// The form's type name (`EventEditor`).
  public var name: String {
    didSet { validation = .unchecked }
  }
  public var title: String? {
    didSet { validation = .unchecked }
  }
  public var sections: SectionTable {
    didSet {
      plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
      listLayout = ListLayout(
        lists: lists, sectionCount: sections.count, rowCount: rows.count, valueCount: values.count)
      validation = .unchecked
    }
  }
  public var rows: RowTable {
    didSet {
      names = NameIndex(rows: rows, values: values)
      presentationLayout = PresentationLayout(presentation: presentation, names: names)
      plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
      listLayout = ListLayout(
        lists: lists, sectionCount: sections.count, rowCount: rows.count, valueCount: values.count)
      validation = .unchecked
    }
  }
  public var values: [ValueSlot] {
    didSet {
      names = NameIndex(rows: rows, values: values)
      presentationLayout = PresentationLayout(presentation: presentation, names: names)
      plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
      listLayout = ListLayout(
        lists: lists, sectionCount: sections.count, rowCount: rows.count, valueCount: values.count)
      validation = .unchecked
    }
  }
  public var conditions: [ConditionProgram] {
    didSet {
      plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
      validation = .unchecked
    }
  }
  /// The list sections: their table sections, template rows, fields and default items.
  public var lists: ListTable {
    didSet {
      listLayout = ListLayout(
        lists: lists, sectionCount: sections.count, rowCount: rows.count, valueCount: values.count)
      validation = .unchecked
    }
  }
  /// The validation rules of rows and select sections.
  public var rules: RuleTable {
    didSet {
      ruleLayout = RuleLayout(rules: rules)
      ruleMatchers = RuleMatchers(rules: rules)
      plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
      validation = .unchecked
    }
  }
  /// Subtitles, placeholders, secure entry, keyboards and label details of the rows that have them.
  public var presentation: PresentationTable {
    didSet {
      presentationLayout = PresentationLayout(presentation: presentation, names: names)
      validation = .unchecked
    }
  }
  /// The spec's `key:` overrides of the localization keys (``LocalizationKeyTable``); empty when
  /// every key is derived from the form's name and the ids.
  public var localizationKeys: LocalizationKeyTable {
    didSet { validation = .unchecked }
  }
  /// Each row's presentation entry and what each detail reads, derived from ``presentation``.
  package private(set) var presentationLayout: PresentationLayout
  /// Which rules each row and select section has, derived from ``rules``.
  package private(set) var ruleLayout: RuleLayout
  /// The matcher of each `format` and `pattern` rule, derived from ``rules``' programs, each read
  /// once per form.
  package private(set) var ruleMatchers: RuleMatchers
  /// Which list each section, template row and value slot belongs to, derived from the tables
  /// (and derived again when one is replaced).
  package private(set) var listLayout: ListLayout
  /// What each piece of state governs, derived from the conditions (and derived again when a
  /// table is replaced): not stored in the compiled file, so it cannot disagree with them.
  package private(set) var plans: TransitionPlans
  /// Row slots by id and value slots by name, derived from the tables (and rebuilt when they
  /// are replaced), so every engine of the form shares one copy.
  public internal(set) var names: NameIndex
  /// Whether ``validate()`` passed on these tables since they last changed: a form loaded by
  /// ``init(jsonData:)`` or held by an engine is not checked again when an engine is built
  /// from it. Any change to a table resets it.
  var validation = ValidationMark.unchecked

  public init(
    name: String, title: String?, sections: SectionTable, rows: RowTable,
    values: [ValueSlot], conditions: [ConditionProgram], lists: ListTable = ListTable(), rules: RuleTable = RuleTable(),
    presentation: PresentationTable = PresentationTable(),
    localizationKeys: LocalizationKeyTable = LocalizationKeyTable()
  ) {
    self.init(
      formatVersion: Self.currentFormatVersion, name: name, title: title, sections: sections, rows: rows,
      values: values, conditions: conditions, lists: lists, rules: rules, presentation: presentation,
      localizationKeys: localizationKeys)
  }

  /// Every table as given (as read from a file: checked by ``validate()``), with the name index
  /// and the plans derived from them.
  init(
    formatVersion: Int, name: String, title: String?, sections: SectionTable, rows: RowTable,
    values: [ValueSlot], conditions: [ConditionProgram], lists: ListTable, rules: RuleTable,
    presentation: PresentationTable, localizationKeys: LocalizationKeyTable
  ) {
    self.formatVersion = formatVersion
    self.name = name
    self.title = title
    self.sections = sections
    self.rows = rows
    self.values = values
    self.conditions = conditions
    self.lists = lists
    self.rules = rules
    self.presentation = presentation
    self.localizationKeys = localizationKeys
    self.ruleLayout = RuleLayout(rules: rules)
    self.ruleMatchers = RuleMatchers(rules: rules)
    self.listLayout = ListLayout(
      lists: lists, sectionCount: sections.count, rowCount: rows.count, valueCount: values.count)
    self.plans = TransitionPlans(sections: sections, rows: rows, values: values, conditions: conditions, rules: rules)
    let names = NameIndex(rows: rows, values: values)
    self.names = names
    self.presentationLayout = PresentationLayout(presentation: presentation, names: names)
  }
}

/// Whether a form's tables were found to fit together. Not part of the form's value: two forms
/// with equal tables are equal whether or not either was checked.
struct ValidationMark: Hashable, Sendable {
  var passed: Bool

  static let unchecked = ValidationMark(passed: false)
  static let passed = ValidationMark(passed: true)

  static func == (lhs: ValidationMark, rhs: ValidationMark) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// Lookups by name into a form's tables: row slots by id and value slots by name.
///
/// Derived from the tables, so two indexes are equal when they index the same names in the same order.
public struct NameIndex: Hashable, Sendable {
  /// The row ids, in slot order.
  let rowIDs: NameTable
  /// The value slots' names, in slot order.
  let valueNames: NameTable

  /// - Complexity: O(n + v) for n rows and v value slots (their total length).
  init(rows: RowTable, values: [ValueSlot]) {
    rowIDs = NameTable(names: rows.id)
    valueNames = NameTable(names: values.map({ $0.name }))
  }

  /// The slot of the row with id `id` (the first, should two rows share one; validation refuses that), or nil.
  /// Ids are compared as Swift compares strings, by canonical equivalence.
  /// - Complexity: O(length of `id`) expected.
  public func rowSlot(of id: String) -> Int? { rowIDs.index(of: id) }

  /// The index of the value slot named `name` (the first, should two share a name), or nil.
  /// - Complexity: O(length of `name`) expected.
  public func valueSlot(named name: String) -> Int? { valueNames.index(of: name) }

  public static func == (lhs: NameIndex, rhs: NameIndex) -> Bool {
    lhs.rowIDs.names == rhs.rowIDs.names && lhs.valueNames.names == rhs.valueNames.names
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rowIDs.names)
    hasher.combine(valueNames.names)
  }
}

/// The sections in declaration order, one column per property. (Its keys in the compiled format
/// are declared in `CompiledFormat+Declarations.swift`.)
public struct SectionTable: Hashable, Sendable {
  public var id: [String]
  public var header: [String?]
  public var footer: [String?]
  /// Index into ``CompiledForm/conditions`` of the section's `visible` condition, or -1 when always visible.
  public var visible: [Int]
  public var accordion: [Bool]
  /// For a `select` section, the value slot holding its selection (an `option` slot for
  /// `single`, a `set` slot for `multiple`, named like the section); -1 for other sections.
  /// Its choices are the section's top-level rows.
  public var select: [Int]
  /// The title of the section in the table's index (`sectionIndexTitles(for:)`), or nil.
  public var indexTitle: [String?]
  /// The section's rows are the slots `firstRow[s] ..< endRow[s]`.
  public var firstRow: [Int]
  public var endRow: [Int]

  public init() {
    id = []
    header = []
    footer = []
    visible = []
    accordion = []
    select = []
    indexTitle = []
    firstRow = []
    endRow = []
  }

  public var count: Int { id.count }
}

/// Every row of the full layout, by slot, one column per property: the row map. (Its keys in the
/// compiled format are declared in `CompiledFormat+Declarations.swift`.)
public struct RowTable: Hashable, Sendable {
  public var id: [String]
  public var kind: [RowKind]
  public var title: [String?]
  /// The section holding the row.
  public var section: [Int]
  /// The slot of the row this one expands from, or -1 for a top-level row.
  public var parent: [Int]
  /// The slot after the row's last descendant: its subtree is `slot ..< subtreeEnd[slot]`.
  /// A row is expandable exactly when it has children, `subtreeEnd[slot] > slot + 1`.
  public var subtreeEnd: [Int]
  /// Index into ``CompiledForm/conditions`` of the row's own `visible` condition, or -1.
  public var visible: [Int]
  /// Index into ``CompiledForm/conditions`` of the row's `enabled` condition, or -1 for a row
  /// that is always enabled. A disabled row is shown but refuses the user's taps and edits,
  /// and its rules do not apply.
  public var enabled: [Int]
  /// Index into ``CompiledForm/values`` of the row's value, or -1 for rows without one.
  public var value: [Int]
  /// Whether the row starts expanded.
  public var expanded: [Bool]
  /// Words that find the row in a search besides its title (or id).
  public var keywords: [[String]]

  public init() {
    id = []
    kind = []
    title = []
    section = []
    parent = []
    subtreeEnd = []
    visible = []
    enabled = []
    value = []
    expanded = []
    keywords = []
  }

  public var count: Int { id.count }

  /// Makes room in every column for `count` rows, so that appending them copies no column.
  /// - Complexity: O(`count`) when a column grows.
  public mutating func reserveCapacity(_ count: Int) {
    id.reserveCapacity(count)
    kind.reserveCapacity(count)
    title.reserveCapacity(count)
    section.reserveCapacity(count)
    parent.reserveCapacity(count)
    subtreeEnd.reserveCapacity(count)
    visible.reserveCapacity(count)
    enabled.reserveCapacity(count)
    value.reserveCapacity(count)
    expanded.reserveCapacity(count)
    keywords.reserveCapacity(count)
  }

  /// Whether the row at `slot` has children.
  /// - Complexity: O(1).
  @inlinable public func isExpandable(_ slot: Int) -> Bool { subtreeEnd[slot] > slot + 1 }
}
