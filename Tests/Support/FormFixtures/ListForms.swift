import FormRuntimeCore

/// Compiled forms with lists, built table by table following the compiler's contract (sections in
/// declaration order; static rows, add rows included, first; then each list's template rows;
/// static values, then each list's template values and its count slot), so that the runtime's
/// tests need not go through the compiler.
///
/// ```swift
/// let form = FormFixtures.listForm(sections: [
///   .list(FixtureList(id: "phones", max: 3, reorder: true, add: ("addPhone", "Add phone"),
///     template: [
///       FixtureRow(id: "number", kind: .text),
///       FixtureRow(id: "label", kind: .choice, options: ["home", "work"], initial: .string("home")),
///       FixtureRow(id: "extension", kind: .text, visible: .equal("label", .string("work"))),
///     ],
///     defaults: [FixtureItem(key: "h1", ["number": .string("555")])])),
/// ])
/// ```
extension FormFixtures {
  /// A form of `sections` named `name`: every name a condition reads resolved to its slot (a
  /// template field or row of the condition's own list first, then a static one, then
  /// `LIST.count`).
  package static func listForm(sections: [FixtureSection], name: String = "Lists") -> CompiledForm {
    var builder = ListFormBuilder()
    return builder.build(sections, name: name)
  }
}

/// A row of a fixture form: a static row or a template row, with its children.
package struct FixtureRow {
  package var id: String
  package var kind: RowKind
  package var title: String?
  package var options: [String]?
  /// The row's initial value (a template row's: the default of a new item); nil for the kind's
  /// empty value ("", false, 0, null, no members).
  package var initial: FormValue?
  package var visible: FixtureCondition?
  package var expanded: Bool
  package var keywords: [String]
  package var children: [FixtureRow]

  package init(
    id: String, kind: RowKind, title: String? = nil, options: [String]? = nil, initial: FormValue? = nil,
    visible: FixtureCondition? = nil, expanded: Bool = false, keywords: [String] = [], children: [FixtureRow] = []
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.options = options
    self.initial = initial
    self.visible = visible
    self.expanded = expanded
    self.keywords = keywords
    self.children = children
  }
}

/// A condition written with names, resolved to slots when the form is built.
package struct FixtureCondition {
  package enum Step {
    /// The value named so (a field of the list being built, a static row or variable).
    case value(String)
    /// The expanded flag of the row named so.
    case expanded(String)
    /// `LIST.count`.
    case count(String)
    /// `LIST.isEmpty`.
    case isEmpty(String)
    case constant(FormValue)
    /// Any instruction that loads nothing.
    case instruction(ConditionInstruction)
  }

  package var source: String
  package var steps: [Step]

  package init(_ source: String, _ steps: [Step]) {
    self.source = source
    self.steps = steps
  }

  /// `name == value`.
  package static func equal(_ name: String, _ value: FormValue) -> FixtureCondition {
    FixtureCondition("\(name) == \(value)", [.value(name), .constant(value), .instruction(.equal)])
  }

  /// `name != value`.
  package static func notEqual(_ name: String, _ value: FormValue) -> FixtureCondition {
    FixtureCondition("\(name) != \(value)", [.value(name), .constant(value), .instruction(.notEqual)])
  }

  /// `name` (a toggle or boolean variable).
  package static func flag(_ name: String) -> FixtureCondition { FixtureCondition(name, [.value(name)]) }

  /// `row.expanded`.
  package static func isExpanded(_ row: String) -> FixtureCondition {
    FixtureCondition("\(row).expanded", [.expanded(row)])
  }

  /// `LIST.count > number`.
  package static func countAbove(_ list: String, _ number: Int) -> FixtureCondition {
    FixtureCondition("\(list).count > \(number)", [.count(list), .constant(.int(number)), .instruction(.greater)])
  }

  /// `!LIST.isEmpty`.
  package static func notEmpty(_ list: String) -> FixtureCondition {
    FixtureCondition("!\(list).isEmpty", [.isEmpty(list), .instruction(.not)])
  }
}

/// One item a fixture list starts with: its key when written, and some fields by template row id.
package struct FixtureItem {
  package var key: String?
  package var fields: [String: FormValue]

  package init(key: String? = nil, _ fields: [String: FormValue] = [:]) {
    self.key = key
    self.fields = fields
  }
}

/// A list section of a fixture form.
package struct FixtureList {
  package var id: String
  package var header: String?
  package var visible: FixtureCondition?
  package var min: Int
  package var max: Int?
  package var reorder: Bool
  /// The add row's id and title.
  package var add: (id: String, title: String)?
  /// Template row ids.
  package var groupBy: String?
  package var sortBy: String?
  package var template: [FixtureRow]
  package var defaults: [FixtureItem]

  package init(
    id: String, header: String? = nil, visible: FixtureCondition? = nil, min: Int = 0, max: Int? = nil,
    reorder: Bool = false, add: (id: String, title: String)? = nil, groupBy: String? = nil, sortBy: String? = nil,
    template: [FixtureRow], defaults: [FixtureItem] = []
  ) {
    self.id = id
    self.header = header
    self.visible = visible
    self.min = min
    self.max = max
    self.reorder = reorder
    self.add = add
    self.groupBy = groupBy
    self.sortBy = sortBy
    self.template = template
    self.defaults = defaults
  }
}

/// A section of a fixture form.
package enum FixtureSection {
  case rows(id: String, header: String? = nil, visible: FixtureCondition? = nil, [FixtureRow])
  case list(FixtureList)
}

/// Lays out a fixture form in two passes: slots first, then conditions (which need every slot).
private struct ListFormBuilder {
  var sections = SectionTable()
  var rows = RowTable()
  var values: [ValueSlot] = []
  var conditions: [ConditionProgram] = []
  var lists = ListTable()
  /// Conditions to compile once every slot is known: where to write the index, and the list
  /// whose template the condition belongs to (or -1).
  var pending: [(condition: FixtureCondition, list: Int, target: Target)] = []

  enum Target {
    case row(Int)
    case section(Int)
  }

  mutating func build(_ specs: [FixtureSection], name: String) -> CompiledForm {
    var listSpecs: [(spec: FixtureList, list: Int)] = []
    // Static sections and rows (the add rows are static rows of their list's section).
    for spec in specs {
      switch spec {
      case .rows(let id, let header, let visible, let rowSpecs):
        let section = appendSection(id: id, header: header, visible: visible, list: -1)
        for row in rowSpecs { appendRow(row, section: section, parent: -1, list: -1) }
        sections.endRow[section] = rows.count
      case .list(let listSpec):
        let list = lists.countOfLists
        lists.id.append(listSpec.id)
        lists.firstSection.append(sections.count)
        let groups = groupOptions(listSpec).map { $0.map(Optional.some) + [nil] } ?? [listSpec.header]
        for header in groups {
          let section = appendSection(id: listSpec.id, header: header, visible: listSpec.visible, list: list)
          if let add = listSpec.add, section == lists.firstSection[list] {
            lists.addRow.append(rows.count)
            // Shown while the list has fewer than `max` items.
            let visible = listSpec.max.map { max in
              FixtureCondition(
                "\(listSpec.id).count < \(max)", [.count(listSpec.id), .constant(.int(max)), .instruction(.less)])
            }
            appendRow(
              FixtureRow(id: add.id, kind: .button, title: add.title, visible: visible), section: section, parent: -1,
              list: -1)
          }
          sections.endRow[section] = rows.count
        }
        if listSpec.add == nil { lists.addRow.append(-1) }
        lists.endSection.append(sections.count)
        listSpecs.append((listSpec, list))
      }
    }
    // Templates, list by list.
    for (spec, list) in listSpecs {
      lists.firstRow.append(rows.count)
      for row in spec.template { appendRow(row, section: lists.firstSection[list], parent: -1, list: list) }
      lists.endRow.append(rows.count)
    }
    // Values: static ones were appended with their rows; move the template fields after them.
    let templateFields = values.indices.filter { slot in
      listSpecs.contains { lists.firstRow[$0.list]..<lists.endRow[$0.list] ~= (values[slot].row ?? -1) }
    }
    let staticValues = values.indices.filter { !templateFields.contains($0) }.map { values[$0] }
    var ordered = staticValues
    var slotOfOld: [Int: Int] = [:]
    for (index, old) in values.indices.filter({ !templateFields.contains($0) }).enumerated() { slotOfOld[old] = index }
    for (spec, list) in listSpecs {
      lists.firstValue.append(ordered.count)
      for old in templateFields where lists.firstRow[list]..<lists.endRow[list] ~= (values[old].row ?? -1) {
        slotOfOld[old] = ordered.count
        ordered.append(values[old])
      }
      lists.endValue.append(ordered.count)
      lists.count.append(ordered.count)
      ordered.append(
        ValueSlot(name: "\(spec.id).count", type: .int, row: nil, initial: .int(spec.defaults.count), min: 0))
      lists.min.append(spec.min)
      lists.max.append(spec.max)
      lists.reorder.append(spec.reorder)
    }
    for slot in rows.value.indices where rows.value[slot] >= 0 { rows.value[slot] = slotOfOld[rows.value[slot]] ?? -1 }
    values = ordered
    // Grouping, sorting and defaults, now that fields have their slots.
    for (spec, list) in listSpecs {
      lists.groupBy.append(spec.groupBy.flatMap { field(named: $0, in: list) } ?? -1)
      lists.sortBy.append(spec.sortBy.flatMap { field(named: $0, in: list) } ?? -1)
      let fields = lists.firstValue[list]..<lists.endValue[list]
      lists.defaults.append(
        spec.defaults.map { item in
          ListItemDefault(
            key: item.key,
            values: fields.map { slot in item.fields[values[slot].name] ?? values[slot].initial })
        })
    }
    // Conditions as the compiler numbers them: sections' first, then rows' in slot order, one
    // program per source text within a scope (so a grouped list's sections share one).
    var compiledFor: [String: Int] = [:]
    let compilationOrder = pending.sorted { $0.target.order < $1.target.order }
    for (condition, list, target) in compilationOrder {
      let key = "\(list)|\(condition.source)"
      let index: Int
      if let known = compiledFor[key] {
        index = known
      } else {
        index = conditions.count
        conditions.append(ConditionProgram(source: condition.source, code: compile(condition, list: list)))
        compiledFor[key] = index
      }
      switch target {
      case .row(let slot): rows.visible[slot] = index
      case .section(let section): sections.visible[section] = index
      }
    }
    return CompiledForm(
      name: name, title: nil, sections: sections, rows: rows, values: values, conditions: conditions, lists: lists)
  }

  func groupOptions(_ spec: FixtureList) -> [String]? {
    guard let groupBy = spec.groupBy else { return nil }
    return spec.template.first { $0.id == groupBy }?.options
  }

  mutating func appendSection(id: String, header: String?, visible: FixtureCondition?, list: Int) -> Int {
    let section = sections.count
    sections.id.append(id)
    sections.header.append(header)
    sections.footer.append(nil)
    sections.visible.append(-1)
    sections.accordion.append(false)
    sections.select.append(-1)
    // The compiler gives no index title unless the form says `index: true`.
    sections.indexTitle.append(nil)
    sections.firstRow.append(rows.count)
    sections.endRow.append(rows.count)
    if let visible { pending.append((visible, -1, .section(section))) }
    return section
  }

  /// Appends `spec` and its children depth first; values are appended in slot order and sorted
  /// into the contract's order afterwards.
  mutating func appendRow(_ spec: FixtureRow, section: Int, parent: Int, list: Int) {
    let slot = rows.count
    rows.id.append(spec.id)
    rows.kind.append(spec.kind)
    rows.title.append(spec.title)
    rows.section.append(section)
    rows.parent.append(parent)
    rows.subtreeEnd.append(slot + 1)
    rows.visible.append(-1)
    rows.enabled.append(-1)
    rows.expanded.append(spec.expanded)
    rows.keywords.append(spec.keywords)
    if let type = spec.kind.valueType {
      rows.value.append(values.count)
      values.append(
        ValueSlot(
          name: spec.id, type: type, row: slot, initial: spec.initial ?? Self.emptyValue(of: type),
          options: spec.options))
    } else {
      rows.value.append(-1)
    }
    if let visible = spec.visible { pending.append((visible, list, .row(slot))) }
    for child in spec.children { appendRow(child, section: section, parent: slot, list: list) }
    rows.subtreeEnd[slot] = rows.count
  }

  static func emptyValue(of type: ValueType) -> FormValue {
    switch type {
    case .bool: .bool(false)
    case .int: .int(0)
    case .decimal: .decimal(FormDecimal(0))
    case .string: .string("")
    case .option, .date: .null
    case .set: .set([])
    }
  }

  func field(named name: String, in list: Int) -> Int? {
    (lists.firstValue[list]..<lists.endValue[list]).first { values[$0].name == name }
  }

  func compile(_ condition: FixtureCondition, list: Int) -> [ConditionInstruction] {
    condition.steps.flatMap { step -> [ConditionInstruction] in
      switch step {
      case .value(let name):
        let own = list >= 0 ? field(named: name, in: list) : nil
        return [.loadValue(own ?? values.firstIndex { $0.name == name } ?? -1)]
      case .expanded(let name):
        let own = list >= 0 ? (lists.firstRow[list]..<lists.endRow[list]).first { rows.id[$0] == name } : nil
        return [.loadExpanded(own ?? rows.id.firstIndex(of: name) ?? -1)]
      case .count(let name):
        return [.loadValue(countSlot(of: name))]
      case .isEmpty(let name):
        return [.loadValue(countSlot(of: name)), .constant(.int(0)), .equal]
      case .constant(let value):
        return [.constant(value)]
      case .instruction(let instruction):
        return [instruction]
      }
    }
  }

  func countSlot(of list: String) -> Int { lists.id.firstIndex(of: list).map { lists.count[$0] } ?? -1 }
}

extension ListFormBuilder.Target {
  /// Sections before rows, each in index order.
  fileprivate var order: Int {
    switch self {
    case .section(let section): section - Int(Int32.max)
    case .row(let slot): slot
    }
  }
}
