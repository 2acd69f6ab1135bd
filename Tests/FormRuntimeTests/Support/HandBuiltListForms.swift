import FormRuntimeCore

/// Compiled forms with lists, built table by table as the compiler lays them out (static rows and
/// values first, then each list's template rows, fields and count), for the engine's list tests.
enum HandBuiltListForms {
  /// A row of a table being built: its id, kind, section, parent, condition and value.
  struct Row {
    var id: String
    var kind: RowKind
    var parent: Int = -1
    var visible: Int = -1
    var options: [String]? = nil
    var initial: FormValue? = nil
    var expanded = false
  }

  /// Appends `rows` (of `section`) to the tables, each with its value slot when its kind holds one.
  static func append(
    _ rowsToAdd: [Row], section: Int, to rows: inout RowTable, values: inout [ValueSlot]
  ) {
    let first = rows.count
    for row in rowsToAdd {
      let slot = rows.count
      rows.id.append(row.id)
      rows.kind.append(row.kind)
      rows.title.append(row.id.prefix(1).uppercased() + row.id.dropFirst())
      rows.section.append(section)
      rows.parent.append(row.parent < 0 ? -1 : first + row.parent)
      rows.subtreeEnd.append(slot + 1)
      rows.visible.append(row.visible)
      rows.enabled.append(-1)
      rows.expanded.append(row.expanded)
      rows.keywords.append([])
      if let type = row.kind.valueType {
        rows.value.append(values.count)
        let initial: FormValue =
          row.initial
          ?? {
            switch type {
            case .bool: .bool(false)
            case .int: .int(0)
            case .string: .string("")
            default: .null
            }
          }()
        values.append(ValueSlot(name: row.id, type: type, row: slot, initial: initial, options: row.options))
      } else {
        rows.value.append(-1)
      }
    }
    // Subtree ends: a row's subtree runs to the first later row that is not its descendant.
    for slot in (first..<rows.count).reversed() {
      var end = slot + 1
      while end < rows.count, isDescendant(end, of: slot, rows) { end = rows.subtreeEnd[end] }
      rows.subtreeEnd[slot] = end
    }
  }

  private static func isDescendant(_ slot: Int, of ancestor: Int, _ rows: RowTable) -> Bool {
    var parent = rows.parent[slot]
    while parent >= 0 {
      if parent == ancestor { return true }
      parent = rows.parent[parent]
    }
    return false
  }

  static func addSection(
    _ id: String, header: String? = nil, visible: Int = -1, rows: Range<Int>, to sections: inout SectionTable
  ) {
    sections.id.append(id)
    sections.header.append(header)
    sections.footer.append(nil)
    sections.visible.append(visible)
    sections.accordion.append(false)
    sections.select.append(-1)
    sections.indexTitle.append(nil)
    sections.firstRow.append(rows.lowerBound)
    sections.endRow.append(rows.upperBound)
  }

  /// A contact editor: a static section (`name`; `summary`, shown with more than two phones),
  /// and `phones`: number, label (home/work/mobile, default mobile), extension (shown for work
  /// numbers), an add row (`addPhone`, up to `max` items), reorder, and one default item.
  static func contact(max: Int? = 5, min: Int = 0, defaults: [ListItemDefault]? = nil) -> CompiledForm {
    var sections = SectionTable(), rows = RowTable(), values: [ValueSlot] = []
    // Value slots: 0 name; template 1 number, 2 label, 3 extension; 4 phones.count.
    let countSlot = 4
    var conditions = [
      ConditionProgram(source: "phones.count > 2", code: [.loadValue(countSlot), .constant(.int(2)), .greater]),
      ConditionProgram(source: "label == 'work'", code: [.loadValue(2), .constant(.string("work")), .equal]),
    ]
    if let max {
      conditions.append(
        ConditionProgram(source: "phones.count < \(max)", code: [.loadValue(countSlot), .constant(.int(max)), .less]))
    }
    append(
      [Row(id: "name", kind: .text), Row(id: "summary", kind: .label, visible: 0)], section: 0, to: &rows,
      values: &values)
    addSection("main", rows: 0..<2, to: &sections)
    append([Row(id: "addPhone", kind: .button, visible: max == nil ? -1 : 2)], section: 1, to: &rows, values: &values)
    addSection("phones", header: "Phone numbers", rows: 2..<3, to: &sections)
    append(
      [
        Row(id: "number", kind: .text),
        Row(id: "label", kind: .choice, options: ["home", "work", "mobile"], initial: .string("mobile")),
        Row(id: "extension", kind: .text, visible: 1),
      ], section: 1, to: &rows, values: &values)
    let items =
      defaults ?? [ListItemDefault(key: "home1", values: [.string("+1 555 0100"), .string("home"), .string("")])]
    values.append(ValueSlot(name: "phones.count", type: .int, row: nil, initial: .int(items.count), min: 0))
    var lists = ListTable()
    lists.id = ["phones"]
    lists.firstSection = [1]
    lists.endSection = [2]
    lists.firstRow = [3]
    lists.endRow = [6]
    lists.firstValue = [1]
    lists.endValue = [4]
    lists.count = [countSlot]
    lists.min = [min]
    lists.max = [max]
    lists.reorder = [true]
    lists.addRow = [2]
    lists.groupBy = [-1]
    lists.sortBy = [-1]
    lists.defaults = [items]
    return CompiledForm(
      name: "Contact", title: nil, sections: sections, rows: rows, values: values, conditions: conditions, lists: lists)
  }

  /// The fetched-results case: `heroes`, grouped by team (Avengers, Defenders, X-Men; then no
  /// team) and sorted by name; a hero's `secretIdentity` is hidden for Defenders, and its
  /// `powers` row expands to `power`. A static section before (`filter`, a toggle) and after
  /// (`footerNote`, shown while the list is empty).
  static func heroes(defaults: [ListItemDefault]? = nil) -> CompiledForm {
    var sections = SectionTable(), rows = RowTable(), values: [ValueSlot] = []
    // Value slots: 0 filter; template 1 name, 2 team, 3 secretIdentity, 4 power; 5 heroes.count.
    let countSlot = 5
    let conditions = [
      ConditionProgram(
        source: "team != 'Defenders'", code: [.loadValue(2), .constant(.string("Defenders")), .notEqual]),
      ConditionProgram(source: "heroes.isEmpty", code: [.loadValue(countSlot), .constant(.int(0)), .equal]),
      ConditionProgram(source: "!filter", code: [.loadValue(0), .not]),
    ]
    append([Row(id: "filter", kind: .toggle)], section: 0, to: &rows, values: &values)
    addSection("top", rows: 0..<1, to: &sections)
    let teams = ["Avengers", "Defenders", "X-Men"]
    for team in teams { addSection("heroes", header: team, rows: 1..<1, to: &sections) }
    addSection("heroes", rows: 1..<1, to: &sections)
    append([Row(id: "footerNote", kind: .label, visible: 1)], section: 5, to: &rows, values: &values)
    addSection("bottom", rows: 1..<2, to: &sections)
    append(
      [
        Row(id: "heroName", kind: .text),
        Row(id: "team", kind: .choice, options: teams, initial: .null),
        Row(id: "secretIdentity", kind: .text, visible: 0),
        Row(id: "powers", kind: .label, visible: 2),
        Row(id: "power", kind: .text, parent: 3),
      ], section: 1, to: &rows, values: &values)
    let items =
      defaults ?? [
        ListItemDefault(key: "tony", values: [.string("Tony"), .string("Avengers"), .string("Iron Man"), .string("")]),
        ListItemDefault(
          key: "matt", values: [.string("Matt"), .string("Defenders"), .string("Daredevil"), .string("")]),
        ListItemDefault(key: "logan", values: [.string("Logan"), .string("X-Men"), .string("Wolverine"), .string("")]),
        ListItemDefault(key: "bruce", values: [.string("Bruce"), .string("Avengers"), .string("Hulk"), .string("")]),
      ]
    values.append(ValueSlot(name: "heroes.count", type: .int, row: nil, initial: .int(items.count), min: 0))
    var lists = ListTable()
    lists.id = ["heroes"]
    lists.firstSection = [1]
    lists.endSection = [5]
    lists.firstRow = [2]
    lists.endRow = [7]
    lists.firstValue = [1]
    lists.endValue = [5]
    lists.count = [countSlot]
    lists.min = [0]
    lists.max = [nil]
    lists.reorder = [false]
    lists.addRow = [-1]
    lists.groupBy = [2]
    lists.sortBy = [1]
    lists.defaults = [items]
    return CompiledForm(
      name: "Heroes", title: nil, sections: sections, rows: rows, values: values, conditions: conditions, lists: lists)
  }
}
