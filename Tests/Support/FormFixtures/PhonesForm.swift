import FormRuntimeCore

extension FormFixtures {
  /// A form with one list, built table by table after the compiler's contract for lists: a static
  /// section `name` (a text row `fullName`), then the list `phones` (max 5, reorder, the add row
  /// `addPhone`) whose template is `number` (text), `label` (choice of home, work, mobile;
  /// default mobile) and `digits` (a number field); the one condition is the add row's
  /// `phones.count < 5`. For the tests of what reads list events and names without an engine.
  package static func phonesForm() -> CompiledForm {
    var sections = SectionTable()
    var rows = RowTable()
    func addSection(_ id: String, rows range: Range<Int>) {
      sections.id.append(id)
      sections.header.append(nil)
      sections.footer.append(nil)
      sections.visible.append(-1)
      sections.accordion.append(false)
      sections.select.append(-1)
      sections.indexTitle.append(nil)
      sections.firstRow.append(range.lowerBound)
      sections.endRow.append(range.upperBound)
    }
    func addRow(_ id: String, _ kind: RowKind, section: Int, value: Int) {
      rows.id.append(id)
      rows.kind.append(kind)
      rows.title.append(id)
      rows.section.append(section)
      rows.parent.append(-1)
      rows.subtreeEnd.append(rows.count)
      rows.visible.append(-1)
      rows.enabled.append(-1)
      rows.value.append(value)
      rows.expanded.append(false)
      rows.keywords.append([])
    }
    // Static rows first (fullName, then the list section's add row), then the template.
    addRow("fullName", .text, section: 0, value: 0)
    addSection("name", rows: 0..<1)
    addRow("addPhone", .button, section: 1, value: -1)
    rows.visible[1] = 0
    addSection("phones", rows: 1..<2)
    addRow("number", .text, section: 1, value: 1)
    addRow("label", .choice, section: 1, value: 2)
    addRow("digits", .number, section: 1, value: 3)
    let values = [
      ValueSlot(name: "fullName", type: .string, row: 0, initial: .string("")),
      ValueSlot(name: "number", type: .string, row: 2, initial: .string("")),
      ValueSlot(name: "label", type: .option, row: 3, initial: .string("mobile"), options: ["home", "work", "mobile"]),
      ValueSlot(name: "digits", type: .int, row: 4, initial: .int(0)),
      ValueSlot(name: "phones.count", type: .int, row: nil, initial: .int(1), min: 0),
    ]
    var lists = ListTable()
    lists.id = ["phones"]
    lists.firstSection = [1]
    lists.endSection = [2]
    lists.firstRow = [2]
    lists.endRow = [5]
    lists.firstValue = [1]
    lists.endValue = [4]
    lists.count = [4]
    lists.min = [0]
    lists.max = [5]
    lists.reorder = [true]
    lists.addRow = [1]
    lists.groupBy = [-1]
    lists.sortBy = [-1]
    lists.defaults = [[ListItemDefault(key: "home1", values: [.string("+1 555 0100"), .string("home"), .int(0)])]]
    return CompiledForm(
      name: "Phones", title: nil, sections: sections, rows: rows, values: values,
      conditions: [ConditionProgram(source: "phones.count < 5", code: [.loadValue(4), .constant(.int(5)), .less])],
      lists: lists)
  }
}
