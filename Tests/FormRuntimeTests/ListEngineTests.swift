import FormFixtures
import FormRuntime
import Testing

/// The engine's list events on the fixture list forms: each update checked by UIKit's rules and the
/// identity replay (`sendChecked`), the table against the one the state gives, and the update
/// itself where the issue says what it must be.
@Suite struct ListEngineTests {
  private func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(section: section, row: row) }

  private func rows(_ table: FormTable) -> [[String]] { table.sections.map(\.rows) }

  @Test func startsWithTheDefaultItems() throws {
    let engine = try FormEngine(form: FormFixtures.contactForm())
    #expect(rows(engine.table) == [["name"], ["phones[home1].number", "phones[home1].label", "addPhone"]])
    #expect(engine.table == FormTable(form: engine.form, state: engine.state))
  }

  @Test func appendAddsAnItemWithTheNextKeyBeforeTheAddRow() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm())
    let update = try engine.sendChecked(.append("phones", ListItemValues()))
    #expect(update.insertedRowPositions == [at(1, 2), at(1, 3)])
    #expect(engine.state.lists[0].items.map(\.key) == ["home1", "1"])
    #expect(engine.state.values[4] == .int(2))
  }

  @Test func aFieldSetShowsTheItemsConditionalRowAndReloadsTheField() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm())
    let update = try engine.sendChecked(.set("phones[home1].label", .string("work")))
    #expect(update.insertedRowPositions == [at(1, 2)])
    #expect(update.reloadedRowPositions == [at(1, 1)])
    #expect(
      rows(engine.table)[1] == ["phones[home1].number", "phones[home1].label", "phones[home1].extension", "addPhone"])
  }

  @Test func theCountShowsStaticRowsAndTheMaxHidesTheAddRow() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm(max: 3))
    _ = try engine.sendChecked(.append("phones", ListItemValues()))
    let third = try engine.sendChecked(.append("phones", ListItemValues(key: "w2", fields: ["label": .string("work")])))
    // The summary appears (count > 2), the add row goes (count < 3 no longer holds).
    #expect(third.insertedRowPositions == [at(0, 1), at(1, 4), at(1, 5), at(1, 6)])
    #expect(third.deletedRowPositions == [at(1, 4)])
    #expect(throws: FormEventError.self) { try engine.send(.append("phones", ListItemValues())) }
    #expect(throws: FormEventError.self) { try engine.send(.tap("addPhone")) }
  }

  @Test func moveRelocatesTheMovedItemsRows() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm(max: nil))
    for number in 1...4 {
      _ = try engine.sendChecked(.append("phones", ListItemValues(fields: ["number": .string("\(number)")])))
    }
    let update = try engine.sendChecked(.move("phones", from: 3, to: 0))
    #expect(update.movedRows == [RowMove(from: at(1, 6), to: at(1, 0)), RowMove(from: at(1, 7), to: at(1, 1))])
    #expect(engine.state.lists[0].items.map(\.key) == ["3", "home1", "1", "2", "4"])
    #expect(update.insertedRowPositions.isEmpty && update.deletedRowPositions.isEmpty)
    #expect(try engine.sendChecked(.move("phones", from: 2, to: 2)).isEmpty)
  }

  @Test func removeDeletesTheItemsRowsAndRespectsMin() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm(min: 1))
    // The count agrees in number (issue 58): "1 item", not "1 items".
    #expect(throws: FormEventError.listRefused("phones", reason: "'phones' needs at least 1 item")) {
      try engine.send(.remove("phones", key: "home1"))
    }
    _ = try engine.sendChecked(.append("phones", ListItemValues()))
    let update = try engine.sendChecked(.remove("phones", key: "home1"))
    #expect(update.deletedRowPositions == [at(1, 0), at(1, 1)])
    // A removed key is never handed out again; the counter moves on.
    _ = try engine.sendChecked(.append("phones", ListItemValues()))
    #expect(engine.state.lists[0].items.map(\.key) == ["1", "2"])
  }

  @Test func keyedReplaceKeepsIdentitiesAndMovesTheFewestRows() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm(max: nil))
    for key in ["a", "b", "c", "d"] { _ = try engine.sendChecked(.append("phones", ListItemValues(key: key))) }
    let update = try engine.sendChecked(
      .replace(
        "phones",
        [
          ListItemValues(key: "d"), ListItemValues(key: "a"),
          ListItemValues(key: "b", fields: ["number": .string("9")]),
          ListItemValues(),
        ]))
    #expect(engine.state.lists[0].items.map(\.key) == ["d", "a", "b", "1"])
    // home1 and c removed, d moved before a and b (fewest moves), b's number reloaded, a new item.
    #expect(update.movedRows.count == 2)
    #expect(update.reloadedRowPositions == [at(1, 4)])
  }

  @Test func refusedListEventsChangeNothing() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm(max: 2))
    let before = engine.state
    let refused: [FormEvent] = [
      .append("phone", ListItemValues()), .append("phones", ListItemValues(key: "home1")),
      .append("phones", ListItemValues(key: "bad key")),
      .append("phones", ListItemValues(fields: ["numbr": .string("1")])),
      .append("phones", ListItemValues(fields: ["label": .string("fax")])), .insert("phones", at: 5, ListItemValues()),
      .remove("phones", key: "nope"), .move("phones", from: 0, to: 3),
      .replace("phones", [ListItemValues(key: "x"), ListItemValues(key: "x")]),
      .replace("phones", [ListItemValues(), ListItemValues(), ListItemValues()]), .set("number", .string("1")),
      .set("phones.count", .int(3)), .tap("number"), .set("phones[home1].label", .string("fax")),
      .tap("phones[nope].number"),
    ]
    for event in refused {
      #expect(throws: FormEventError.self, "\(event)") { try engine.send(event) }
      #expect(engine.state == before, "\(event)")
    }
  }

  @Test func heroesAreGroupedAndSorted() throws {
    let engine = try FormEngine(form: FormFixtures.heroesForm())
    let table = engine.table
    #expect(table.sections.map(\.group) == [nil, .string("Avengers"), .string("Defenders"), .string("X-Men")])
    #expect(
      table.sections[1].rows == [
        "heroes[bruce].heroName", "heroes[bruce].team", "heroes[bruce].secretIdentity", "heroes[bruce].powers",
        "heroes[tony].heroName", "heroes[tony].team", "heroes[tony].secretIdentity", "heroes[tony].powers",
      ])
    #expect(table.sections[2].rows == ["heroes[matt].heroName", "heroes[matt].team", "heroes[matt].powers"])
  }

  @Test func aTeamChangeMovesTheHeroBetweenSectionsInsertingAndDeletingThem() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    // Matt leaves the Defenders, which empties (deleted), for no team (inserted).
    let update = try engine.sendChecked(.set("heroes[matt].team", .null))
    #expect(update.deletedSectionIndexes == [2])
    #expect(update.insertedSectionIndexes == [3])
    // Tony joins the X-Men: his rows move, the team row (whose value changed) is deleted and inserted.
    let tony = try engine.sendChecked(.set("heroes[tony].team", .string("X-Men")))
    #expect(tony.movedRows.count == 3)
    #expect(tony.deletedRowPositions == [at(1, 5)])
  }

  @Test func aGroupsSectionIsFoundByItsValue() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    // Sections: top, Avengers, Defenders, X-Men, bottom; the null group is empty.
    #expect(engine.sectionIndex(ofGroup: "Avengers", inList: "heroes") == 1)
    #expect(engine.sectionIndex(ofGroup: "Defenders", inList: "heroes") == 2)
    #expect(engine.sectionIndex(ofGroup: "X-Men", inList: "heroes") == 3)
    #expect(engine.sectionIndex(ofGroup: nil, inList: "heroes") == nil)
    #expect(engine.sectionIndex(ofGroup: "Inhumans", inList: "heroes") == nil)
    #expect(engine.sectionIndex(ofGroup: "Avengers", inList: "villains") == nil)
    // Matt leaves the Defenders for no team: the Defenders' section goes, the null group's comes after X-Men.
    _ = try engine.sendChecked(.set("heroes[matt].team", .null))
    #expect(engine.sectionIndex(ofGroup: "Defenders", inList: "heroes") == nil)
    #expect(engine.sectionIndex(ofGroup: "X-Men", inList: "heroes") == 2)
    #expect(engine.sectionIndex(ofGroup: nil, inList: "heroes") == 3)
    // The list's id names its first group's section only: nil once the Avengers are gone.
    #expect(engine.sectionIndex(of: "heroes") == 1)
    _ = try engine.sendChecked(.set("heroes[tony].team", .string("X-Men")))
    _ = try engine.sendChecked(.set("heroes[bruce].team", .string("X-Men")))
    #expect(engine.sectionIndex(of: "heroes") == nil)
    #expect(engine.sectionIndex(ofGroup: "X-Men", inList: "heroes") == 1)
    #expect(engine.sectionIndex(ofGroup: nil, inList: "heroes") == 2)
    // Every shown group's section is found, as the table lists them.
    for (index, section) in engine.table.sections.enumerated() {
      guard let group = section.group else { continue }
      #expect(engine.sectionIndex(ofGroup: group.stringValue, inList: "heroes") == index)
    }
  }

  @Test func anUngroupedListHasNoGroupSections() throws {
    let engine = try FormEngine(form: FormFixtures.contactForm())
    #expect(engine.sectionIndex(ofGroup: nil, inList: "phones") == nil)
    #expect(engine.sectionIndex(of: "phones") == 1)
  }

  @Test func aNameChangeResortsTheHero() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    let update = try engine.sendChecked(.set("heroes[bruce].heroName", .string("Zed")))
    #expect(engine.state.lists[0].items.map(\.key) == ["logan", "matt", "tony", "bruce"])
    // Bruce's three unchanged rows move after Tony's; his name row is deleted and inserted.
    #expect(update.movedRows.count == 3)
    #expect(update.deletedRowPositions == [at(1, 0)])
  }

  @Test func aStaticValueReadByTheTemplateChangesEveryItem() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    let update = try engine.sendChecked(.tap("filter"))
    #expect(update.deletedRowPositions.count == 4)
    _ = try engine.sendChecked(.tap("filter"))
    _ = try engine.sendChecked(.tap("heroes[tony].powers"))
    #expect(engine.table.sections[1].rows.contains("heroes[tony].power"))
  }

  @Test func searchFindsItemsByTheirValues() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    _ = try engine.sendChecked(.search("Tony"))
    #expect(rows(engine.table) == [["heroes[tony].heroName"]])
    _ = try engine.sendChecked(.search(""))
    #expect(engine.table == FormTable(form: engine.form, state: engine.state))
  }

  @Test func emptyingTheListShowsTheStaticNote() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    let update = try engine.sendChecked(.replace("heroes", []))
    #expect(update.deletedSectionIndexes == [1, 2, 3])
    #expect(rows(engine.table) == [["filter"], ["footerNote"]])
  }

  @Test func lookupsFindItemRowsBothWays() throws {
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    #expect(engine.lookupsAgreeWithTable)
    #expect(engine.items(of: "heroes") == ["bruce", "logan", "matt", "tony"])
    #expect(engine.position(ofItem: "tony", inList: "heroes", row: "team") == at(1, 5))
    let row = try #require(engine.row(at: at(1, 5)))
    #expect(row.id == "heroes[tony].team" && row.value == .string("Avengers"))
    #expect(row.item == ItemRowName(list: "heroes", key: "tony", row: "team"))
    #expect(engine.value(of: "heroes[matt].heroName") == .string("Matt"))
    #expect(engine.slot(at: at(1, 5)) == engine.form.names.rowSlot(of: "team"))
    _ = try engine.sendChecked(.set("heroes[matt].team", .string("Avengers")))
    _ = try engine.sendChecked(.tap("heroes[matt].powers"))
    #expect(engine.lookupsAgreeWithTable)
  }

  @Test func theAddRowAppendsAnItem() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm())
    let update = try engine.sendChecked(.tap("addPhone"))
    #expect(update.insertedRowPositions == [at(1, 2), at(1, 3)])
    #expect(engine.lookupsAgreeWithTable)
  }

  /// An accordion that opens one row as it closes another changes two flags a template row reads
  /// (`!orbit.expanded == phone.expanded`), which hold before and after: the item's row stays where
  /// it is. Each flag used to refresh the items on its own, deleting the row and inserting it again.
  @Test func anAccordionSwapKeepsAnItemRowBothFlagsShow() throws {
    let form = try ExampleForms.compile(
      text: """
        form: Swap
        sections:
          - id: lines
            list: {}
            rows:
              - {id: qty, kind: number, visible: "!orbit.expanded == phone.expanded"}
          - id: more
            accordion: true
            rows:
              - {id: phone, expands: [{id: inbox, kind: toggle}]}
              - {id: orbit, expanded: true, expands: [{id: pick, kind: toggle}]}
        """)
    var engine = try FormEngine(form: form)
    _ = try engine.sendChecked(.append("lines", ListItemValues()))
    #expect(rows(engine.table)[0] == ["lines[1].qty"])
    let update = try engine.sendChecked(.expand("phone"))
    #expect(rows(engine.table)[0] == ["lines[1].qty"])
    #expect(update.deletedRowPositions == [at(1, 2)])
    #expect(update.insertedRowPositions == [at(1, 1)])
  }
}
