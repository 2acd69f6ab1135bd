import FormCompiler
import FormDiagnostics
import FormFixtures
import FormRuntimeCore
import Testing

/// The from-scratch table on lists: item rows named `LIST[KEY].ROW` in display order, template
/// conditions evaluated on each item, the add row after the items, grouped lists as one section
/// per non-empty group, and search on item values.
@Suite struct FormTableListTests {
  /// Phone numbers: an add row up to 3 items, an extension shown for work numbers, a static
  /// section shown while the list has items.
  static let phones = FormFixtures.listForm(sections: [
    .rows(id: "top", [FixtureRow(id: "name", kind: .text, title: "Name")]),
    .list(
      FixtureList(
        id: "phones", header: "Phone numbers", max: 3, reorder: true, add: ("addPhone", "Add phone"),
        template: [
          FixtureRow(id: "number", kind: .text, title: "Number"),
          FixtureRow(id: "label", kind: .choice, options: ["home", "work", "mobile"], initial: .string("mobile")),
          FixtureRow(id: "extension", kind: .text, visible: .equal("label", .string("work"))),
        ],
        defaults: [FixtureItem(key: "h1", ["number": .string("555 0100"), "label": .string("home")]), FixtureItem()])),
    .rows(id: "summary", visible: .countAbove("phones", 0), [FixtureRow(id: "total", kind: .label)]),
  ])

  /// Heroes grouped by team and sorted by name, with a secret identity shown outside the Defenders.
  static let heroes = FormFixtures.listForm(sections: [
    .list(
      FixtureList(
        id: "heroes", groupBy: "team", sortBy: "name",
        template: [
          FixtureRow(id: "name", kind: .text),
          FixtureRow(id: "team", kind: .choice, options: ["Avengers", "Defenders", "X-Men"]),
          FixtureRow(id: "secretIdentity", kind: .text, visible: .notEqual("team", .string("Defenders"))),
        ],
        defaults: [
          FixtureItem(
            key: "t", ["name": .string("Tony"), "team": .string("Avengers"), "secretIdentity": .string("Stark")]),
          FixtureItem(key: "l", ["name": .string("Logan"), "team": .string("X-Men")]),
          FixtureItem(key: "s", ["name": .string("Steve"), "team": .string("Avengers")]),
          FixtureItem(key: "j", ["name": .string("Jessica"), "team": .string("Defenders")]),
          FixtureItem(key: "b", ["name": .string("Bruce"), "team": .string("Avengers")]),
        ]))
  ])

  private func item(_ name: String, _ key: String, _ rows: String...) -> [String] {
    rows.map { ItemRowName(list: name, key: key, row: $0).description }
  }

  @Test func theFixtureFollowsTheContract() {
    let form = Self.phones
    // Sections: top, phones, summary; static rows: name, addPhone, total; then the template.
    #expect(form.sections.id == ["top", "phones", "summary"])
    #expect(form.rows.id == ["name", "addPhone", "total", "number", "label", "extension"])
    #expect(form.lists.firstRow == [3] && form.lists.endRow == [6] && form.lists.addRow == [1])
    #expect(form.sections.firstRow[1] == 1 && form.sections.endRow[1] == 2)
    #expect(form.rows.section[3...] == [1, 1, 1])
    // Values: name, then the template's fields, then the count.
    #expect(form.values.map(\.name) == ["name", "number", "label", "extension", "phones.count"])
    #expect(form.lists.firstValue == [1] && form.lists.endValue == [4] && form.lists.count == [4])
    #expect(form.values[4].initial == .int(2))
    #expect(form.conditions[form.rows.visible[1]].source == "phones.count < 3")
    #expect(form.conditions[form.rows.visible[1]].code == [.loadValue(4), .constant(.int(3)), .less])
    #expect(form.conditions[form.rows.visible[5]].code == [.loadValue(2), .constant(.string("work")), .equal])
    #expect(
      form.lists.defaults[0][1] == ListItemDefault(key: nil, values: [.string(""), .string("mobile"), .string("")]))
    #expect(form.listLayout.listOfSection == [-1, 0, -1])
    #expect(form.listLayout.firstTemplateRow == 3)
  }

  @Test func itemRowsComeInListOrderBeforeTheAddRow() {
    let form = Self.phones
    var state = FormState(initialStateOf: form)
    #expect(state.lists[0].items.map(\.key) == ["h1", "1"])
    let table = FormTable(form: form, state: state)
    #expect(
      table.sections == [
        .init(id: "top", rows: ["name"]),
        .init(
          id: "phones",
          rows: item("phones", "h1", "number", "label") + item("phones", "1", "number", "label") + ["addPhone"]),
        .init(id: "summary", rows: ["total"]),
      ])
    // A work number shows its extension; the condition reads that item's label only.
    state.lists[0].items[1].values[1] = .string("work")
    #expect(
      FormTable(form: form, state: state).sections[1].rows
        == item("phones", "h1", "number", "label") + item("phones", "1", "number", "label", "extension") + ["addPhone"])
  }

  @Test func theAddRowHidesAtMaxAndTheListSectionStaysWhileItHasRows() {
    let form = Self.phones
    var state = FormState(initialStateOf: form)
    state.lists[0].items.append(
      ListItem(key: "x", values: [.string("1"), .string("home"), .string("")], expanded: [false, false, false]))
    state.values[form.lists.count[0]] = .int(3)
    #expect(FormTable(form: form, state: state).sections[1].rows.last == "phones[x].label")
    // No items: the add row keeps the section; the summary, reading phones.count, goes.
    state.lists[0].items = []
    state.values[form.lists.count[0]] = .int(0)
    #expect(
      FormTable(form: form, state: state).sections == [
        .init(id: "top", rows: ["name"]), .init(id: "phones", rows: ["addPhone"]),
      ])
  }

  @Test func aGroupedListShowsOneSectionPerNonEmptyGroupSortedByName() {
    let form = Self.heroes
    #expect(form.sections.count == 4)
    #expect(form.sections.header == ["Avengers", "Defenders", "X-Men", nil])
    #expect(Set(form.sections.id) == ["heroes"])
    var state = FormState(initialStateOf: form)
    let table = FormTable(form: form, state: state)
    #expect(
      table.sections == [
        .init(
          id: "heroes", group: .string("Avengers"),
          rows: item("heroes", "b", "name", "team", "secretIdentity")
            + item("heroes", "s", "name", "team", "secretIdentity")
            + item("heroes", "t", "name", "team", "secretIdentity")),
        .init(id: "heroes", group: .string("Defenders"), rows: item("heroes", "j", "name", "team")),
        .init(id: "heroes", group: .string("X-Men"), rows: item("heroes", "l", "name", "team", "secretIdentity")),
      ])
    // Jessica leaves the team: the Defenders' section goes, the null group's comes, last.
    state.lists[0].items[state.lists[0].items.firstIndex { $0.key == "j" }!].values[1] = .null
    let after = FormTable(form: form, state: state)
    #expect(after.sections.map(\.group) == [.string("Avengers"), .string("X-Men"), .null])
    #expect(after.sections[2].rows == item("heroes", "j", "name", "team", "secretIdentity"))
    #expect(after.description.hasPrefix("heroes (\"Avengers\"): heroes[b].name"))
  }

  @Test func sortTiesGoByKeyAndUnsortedGroupsKeepListOrder() {
    let form = FormFixtures.listForm(sections: [
      .list(
        FixtureList(
          id: "tasks", groupBy: "state",
          template: [
            FixtureRow(id: "title", kind: .text), FixtureRow(id: "state", kind: .picker, options: ["open", "done"]),
          ],
          defaults: [
            FixtureItem(key: "z", ["state": .string("done")]), FixtureItem(key: "a", ["state": .string("open")]),
            FixtureItem(key: "m", ["state": .string("done")]),
          ])),
      .list(
        FixtureList(
          id: "scores", sortBy: "points", template: [FixtureRow(id: "points", kind: .number)],
          defaults: [
            FixtureItem(key: "b", ["points": .int(3)]), FixtureItem(key: "a", ["points": .int(3)]),
            FixtureItem(key: "c", ["points": .int(-1)]),
          ])),
    ])
    let table = FormTable(form: form, state: FormState(initialStateOf: form))
    #expect(
      table.sections.map(\.rows) == [
        ["tasks[a].title", "tasks[a].state"], ["tasks[z].title", "tasks[z].state", "tasks[m].title", "tasks[m].state"],
        ["scores[c].points", "scores[a].points", "scores[b].points"],
      ])
  }

  @Test func itemChildrenFollowTheItemsOwnExpandedFlags() {
    let form = FormFixtures.listForm(sections: [
      .list(
        FixtureList(
          id: "orders",
          template: [
            FixtureRow(
              id: "line", kind: .label, children: [FixtureRow(id: "qty", kind: .number, visible: .isExpanded("line"))])
          ],
          defaults: [FixtureItem(key: "a"), FixtureItem(key: "b")]))
    ])
    var state = FormState(initialStateOf: form)
    state.lists[0].items[1].expanded[0] = true
    #expect(
      FormTable(form: form, state: state).sections[0].rows == ["orders[a].line", "orders[b].line", "orders[b].qty"])
  }

  @Test func searchMatchesItemValuesAndKeepsTheirAncestors() {
    let form = Self.heroes
    let state = FormState(initialStateOf: form)
    // "tony" is Tony's name, not a title: only his name row.
    #expect(
      FormTable(form: form, state: state, query: "tony").sections == [
        .init(id: "heroes", group: .string("Avengers"), rows: ["heroes[t].name"])
      ])
    // A choice's value: every X-Man's team row. A template row's title, which every item shares, finds none.
    #expect(FormTable(form: form, state: state, query: "x-men").sections.map(\.rows) == [["heroes[l].team"]])
    #expect(FormTable(form: form, state: state, query: "secretid").sections.flatMap(\.rows).isEmpty)
    // A number as written; a child's match keeps its parent within the item.
    let orders = FormFixtures.listForm(sections: [
      .list(
        FixtureList(
          id: "orders",
          template: [
            FixtureRow(id: "line", kind: .label, expanded: true, children: [FixtureRow(id: "qty", kind: .number)])
          ],
          defaults: [FixtureItem(key: "a", ["qty": .int(-42)]), FixtureItem(key: "b", ["qty": .int(7)])]))
    ])
    #expect(
      FormTable(form: orders, state: FormState(initialStateOf: orders), query: "-42").sections[0].rows
        == ["orders[a].line", "orders[a].qty"])
  }

  @Test func aTemplateConditionReadsTheItemAndTheRestOfTheForm() {
    let form = FormFixtures.listForm(sections: [
      .rows(id: "top", [FixtureRow(id: "advanced", kind: .toggle)]),
      .list(
        FixtureList(
          id: "phones",
          template: [
            FixtureRow(id: "label", kind: .choice, options: ["home", "work"]),
            FixtureRow(
              id: "extension", kind: .text,
              visible: FixtureCondition(
                "advanced && label == 'work'",
                [
                  .value("advanced"), .value("label"), .constant(.string("work")), .instruction(.equal),
                  .instruction(.and),
                ])),
          ])),
    ])
    let condition = form.rows.visible[form.lists.firstRow[0] + 1]
    var state = FormState(initialStateOf: form)
    let work = ListItem(key: "w", values: [.string("work"), .string("")], expanded: [false, false])
    #expect(!form.holds(condition, values: state.values, expanded: state.expanded, item: work, list: 0))
    state.values[0] = .bool(true)
    #expect(form.holds(condition, values: state.values, expanded: state.expanded, item: work, list: 0))
    var home = work
    home.values[0] = .string("home")
    #expect(!form.holds(condition, values: state.values, expanded: state.expanded, item: home, list: 0))
    // The template slots' own values (the defaults) are not what an item reads.
    state.values[form.lists.firstValue[0]] = .string("work")
    #expect(!form.holds(condition, values: state.values, expanded: state.expanded, item: home, list: 0))
  }
}

/// The fixture builder lays a form out as the compiler does: the same spec, compiled, gives the
/// same tables (condition sources aside, which the fixture spells its own way).
@Suite struct ListFixtureContractTests {
  private func compiled(_ yaml: String) throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "fixture.form.yaml", text: yaml))
    return try #require(result.form, "\(result.diagnostics)")
  }

  private func expectSameTables(
    _ fixture: CompiledForm, _ form: CompiledForm, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(fixture.sections == form.sections, sourceLocation: sourceLocation)
    #expect(fixture.rows == form.rows, sourceLocation: sourceLocation)
    #expect(fixture.values == form.values, sourceLocation: sourceLocation)
    #expect(fixture.conditions.map(\.code) == form.conditions.map(\.code), sourceLocation: sourceLocation)
    #expect(fixture.lists == form.lists, sourceLocation: sourceLocation)
    #expect(throws: Never.self, sourceLocation: sourceLocation) { try fixture.validate() }
  }

  @Test func phones() throws {
    let form = try compiled(
      """
      form: Lists
      sections:
        - id: top
          rows:
            - {id: name, kind: text, title: Name}
        - id: phones
          header: Phone numbers
          list: {max: 3, reorder: true, add: {id: addPhone, title: Add phone}}
          default:
            - {key: h1, number: "555 0100", label: home}
            - {}
          rows:
            - {id: number, kind: text, title: Number}
            - {id: label, kind: choice, options: [home, work, mobile], default: mobile}
            - {id: extension, kind: text, visible: "label == 'work'"}
        - id: summary
          visible: "phones.count > 0"
          rows:
            - {id: total, kind: label}
      """)
    expectSameTables(FormTableListTests.phones, form)
  }

  @Test func heroes() throws {
    let form = try compiled(
      """
      form: Lists
      sections:
        - id: heroes
          list: {groupBy: team, sortBy: name}
          default:
            - {key: t, name: Tony, team: Avengers, secretIdentity: Stark}
            - {key: l, name: Logan, team: X-Men}
            - {key: s, name: Steve, team: Avengers}
            - {key: j, name: Jessica, team: Defenders}
            - {key: b, name: Bruce, team: Avengers}
          rows:
            - {id: name, kind: text}
            - {id: team, kind: choice, options: [Avengers, Defenders, X-Men]}
            - {id: secretIdentity, kind: text, visible: "team != 'Defenders'"}
      """)
    expectSameTables(FormTableListTests.heroes, form)
  }
}
