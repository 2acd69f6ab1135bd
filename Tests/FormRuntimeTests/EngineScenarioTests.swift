import FormRuntime
import Foundation
import Testing

/// Hand-written scenarios on the example forms, with the exact updates a UIKit app would apply.
@Suite struct EngineScenarioTests {
  private func rows(_ pairs: [(Int, Int)]) -> RowPositions {
    RowPositions(pairs.map { RowPosition(section: $0.0, row: $0.1) })
  }

  @Test func fruitAccordionSwapsPickers() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    #expect(engine.table.sections.map(\.rows) == [["citrus", "citrusPick", "melon"], ["notes"]])

    // Expanding melon collapses citrus in the same update (accordion).
    let update = try engine.send(.tap("melon"))
    #expect(update.deletedRowPositions == rows([(0, 1)]))
    #expect(update.insertedRowPositions == rows([(0, 2)]))
    #expect(engine.table.sections[0].rows == ["citrus", "melon", "melonPick"])
    #expect(engine.row("citrus")?.isExpanded == false)

    // Picking a melon reloads the summary row above the picker and the picker itself.
    let pick = try engine.send(.set("melonPick", .string("Honeydew")))
    #expect(pick.reloadedRowPositions == rows([(0, 1), (0, 2)]))
    #expect(pick.insertedRowPositions == rows([(1, 1)]))  // fruitSalad: both picks set
    #expect(pick.deleteRows.isEmpty)
    #expect(pick.insertRows == [IndexPath(indexes: [1, 1])])
  }

  @Test func collapsedRowsKeepTheirValues() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    _ = try engine.send(.set("citrusPick", .string("Lemon")))
    _ = try engine.send(.tap("citrus"))
    #expect(engine.indexPath(ofRow: "citrusPick") == nil)
    #expect(engine.value(of: "citrusPick") == .string("Lemon"))
    // Setting a hidden row is allowed and reloads only its shown parent.
    let update = try engine.send(.set("citrusPick", .string("Orange")))
    #expect(update.reloadedRowPositions == rows([(0, 0)]))
    #expect(update.deletedRowPositions.isEmpty && update.insertedRowPositions.isEmpty)
  }

  @Test func invalidEventsLeaveEverythingAsItWas() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    let before = engine.state
    #expect(throws: FormEventError.unknownName("nope")) { try engine.send(.tap("nope")) }
    #expect(throws: FormEventError.rowNotShown("melonPick")) { try engine.send(.tap("melonPick")) }
    #expect(throws: FormEventError.notExpandable("notes")) { try engine.send(.expand("notes")) }
    #expect(throws: FormEventError.noValue("citrus", .label)) { try engine.send(.set("citrus", .bool(true))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("citrusPick", .string("Apple"))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("notes", .int(3))) }
    #expect(engine.state == before)
  }

  @Test func tapOnAPlainRowIsAnEmptyUpdate() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    #expect(try engine.send(.tap("notes")).isEmpty)
    #expect(try engine.send(.expand("citrus")).isEmpty)  // already expanded
  }

  @Test func checkoutHidesAndShowsAWholeSection() throws {
    var engine = try FormEngine(form: ExampleForms.compile("checkout"))
    let shippingIndex = { engine.table.sections.firstIndex { $0.id == "shipping" } }
    #expect(shippingIndex() == nil)
    let show = try engine.send(.tap("sameAsBilling"))
    let index = try #require(shippingIndex())
    #expect(show.insertedSectionIndexes == [index])
    #expect(show.deletedRowPositions.isEmpty && show.insertedRowPositions.isEmpty)
    let hide = try engine.send(.set("sameAsBilling", .bool(true)))
    #expect(hide.deletedSectionIndexes == [index])
    #expect(engine.sectionIndex(of: "shipping") == nil)
  }

  @Test func stateVariablesDriveSettings() throws {
    var engine = try FormEngine(form: ExampleForms.compile("settings"))
    #expect(engine.sectionIndex(of: "team") == nil)
    let update = try engine.send(.set("accountType", .string("team")))
    #expect(update.insertedSectionIndexes.count == 1)
    #expect(engine.sectionIndex(of: "team") != nil)
    #expect(throws: FormEventError.self) { try engine.send(.set("accountType", .string("galactic"))) }
  }

  @Test func conditionsReadingExpansionFollowTheFlag() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    #expect(!engine.isShown("tapHint"))
    _ = try engine.send(.collapse("citrus"))
    #expect(engine.isShown("tapHint"))
    _ = try engine.send(.expand("melon"))
    #expect(!engine.isShown("tapHint"))
  }
}
