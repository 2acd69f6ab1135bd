import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// How list sections are lowered: table sections (one per group), the add row, template rows after every static
/// row, the fields' and count's value slots, conditions and default items.
@Suite struct ListLoweringTests {
  static let spec = """
    form: Demo
    state:
      admin: {type: bool}
    sections:
      - id: name
        rows:
          - {id: fullName, kind: text}
      - id: phones
        header: Phones
        list:
          max: 3
          reorder: true
          add: {id: addPhone, title: Add phone}
        default:
          - {key: home1, number: "+1 555 0100", label: home}
          - {number: "+1 555 0101"}
        rows:
          - id: number
            kind: text
            expands:
              - {id: label, kind: choice, options: [home, work], default: work}
          - {id: extension, kind: text, visible: "label == 'work' && number.expanded"}
      - id: heroes
        visible: "phones.count > 0"
        list: {groupBy: team, sortBy: hero}
        rows:
          - {id: hero, kind: text}
          - {id: team, kind: picker, options: [Avengers, X-Men]}
      - id: footer
        # Shown with the heroes, which it reads: a hidden list keeps its items.
        visible: "phones.count > 0 && (!heroes.isEmpty || admin)"
        rows:
          - {id: done, kind: button}
    """

  @Test func sectionsAndRows() throws {
    let form = try #require(compileClean(Self.spec))
    // name, phones, heroes × (Avengers, X-Men, null), footer.
    #expect(form.sections.id == ["name", "phones", "heroes", "heroes", "heroes", "footer"])
    #expect(form.sections.header == [nil, "Phones", "Avengers", "X-Men", nil, nil])
    #expect(form.sections.firstRow == [0, 1, 2, 2, 2, 2])
    #expect(form.sections.endRow == [1, 2, 2, 2, 2, 3])
    let heroesCondition = form.sections.visible[2]
    #expect(heroesCondition >= 0 && form.sections.visible[2...4].allSatisfy { $0 == heroesCondition })
    // Static rows, then the templates list by list.
    #expect(form.rows.id == ["fullName", "addPhone", "done", "number", "label", "extension", "hero", "team"])
    #expect(form.rows.kind[1] == .button && form.rows.title[1] == "Add phone")
    #expect(form.rows.section == [0, 1, 5, 1, 1, 1, 2, 2])
    #expect(form.rows.parent == [-1, -1, -1, -1, 3, -1, -1, -1])
    #expect(form.rows.subtreeEnd == [1, 2, 3, 5, 5, 6, 7, 8])
    #expect(form.lists.firstSection == [1, 2] && form.lists.endSection == [2, 5])
    #expect(form.lists.firstRow == [3, 6] && form.lists.endRow == [6, 8])
    #expect(form.lists.addRow == [1, -1])
    #expect(form.lists.min == [0, 0] && form.lists.max == [3, nil] && form.lists.reorder == [true, false])
    #expect(form.listLayout.firstTemplateRow == 3)
  }

  @Test func valueSlotsAndDefaults() throws {
    let form = try #require(compileClean(Self.spec))
    // Static values, state variables, then each list's fields and count.
    #expect(
      form.values.map(\.name) == [
        "fullName", "admin", "number", "label", "extension", "phones.count", "hero", "team", "heroes.count",
      ])
    #expect(form.lists.firstValue == [2, 6] && form.lists.endValue == [5, 8] && form.lists.count == [5, 8])
    #expect(form.values[5].type == .int && form.values[5].row == nil && form.values[5].min == 0)
    #expect(form.values[5].initial == .int(2) && form.values[8].initial == .int(0))
    #expect(form.values[3].row == 4 && form.values[3].initial == .string("work"))
    #expect(form.lists.groupBy == [-1, 7] && form.lists.sortBy == [-1, 6])
    #expect(
      form.lists.defaults[0] == [
        ListItemDefault(key: "home1", values: [.string("+1 555 0100"), .string("home"), .string("")]),
        ListItemDefault(key: nil, values: [.string("+1 555 0101"), .string("work"), .string("")]),
      ])
    #expect(form.lists.defaults[1].isEmpty)
    try form.validate()
  }

  @Test func conditions() throws {
    let form = try #require(compileClean(Self.spec))
    func code(_ source: String) -> [ConditionInstruction]? {
      form.conditions.first { $0.source == source }?.code
    }
    #expect(code("phones.count > 0") == [.loadValue(5), .constant(.int(0)), .greater])
    #expect(
      code("phones.count > 0 && (!heroes.isEmpty || admin)") == [
        .loadValue(5), .constant(.int(0)), .greater, .loadValue(8), .constant(.int(0)), .equal, .not, .loadValue(1),
        .or, .and,
      ])
    #expect(code("phones.count < 3") == [.loadValue(5), .constant(.int(3)), .less])
    #expect(
      code("label == 'work' && number.expanded") == [
        .loadValue(3), .constant(.string("work")), .equal, .loadExpanded(3), .and,
      ])
    // The add row shows while the list has fewer than `max` items.
    #expect(form.conditions[form.rows.visible[1]].source == "phones.count < 3")
  }

  @Test func theExampleFormsCompileAndLoad() throws {
    for name in ["contact", "heroes"] {
      let result = FormCompiler.compile(fileAt: packageRoot.appendingPathComponent("Forms/\(name).form.yaml").path)
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      let form = try #require(result.form)
      try form.validate()
      let reloaded = try CompiledForm(jsonData: form.jsonData())
      #expect(reloaded == form)
    }
  }
}
