import FormRuntime
import Foundation
import Testing

/// Select sections: the selection is state keyed by row id, and taps, sets and updates follow it.
@Suite struct SelectionTests {
  private func rows(_ pairs: [(Int, Int)]) -> RowPositions {
    RowPositions(pairs.map { RowPosition(section: $0.0, row: $0.1) })
  }

  @Test func theHandBuiltFormIsValid() throws {
    try HandBuiltForms.order().validate()
    let engine = try FormEngine(form: HandBuiltForms.order())
    #expect(engine.table.sections.map(\.id) == ["payment", "toppings", "extras"])
    #expect(engine.isSelected("paypal") && !engine.isSelected("card"))
    #expect(engine.selectedRows(inSection: "payment") == ["paypal"])
    #expect(engine.selectedRows(inSection: "toppings") == [])
    #expect(engine.selectedRows(inSection: "extras") == nil)
    #expect(engine.selectedRows(inSection: "nope") == nil)
    #expect(!engine.isSelected("note") && !engine.isSelected("nope"))
  }

  @Test func singleSelectionMovesAndReloadsBothRows() throws {
    var engine = try FormEngine(form: HandBuiltForms.order())
    // card is selected: paypal (old) and card (new) reload; the card section appears at 1.
    let update = try engine.send(.tap("card"))
    #expect(update.reloadedRowPositions == rows([(0, 0), (0, 1)]))
    #expect(update.insertedSectionIndexes == [1])
    #expect(update.deletedRowPositions.isEmpty && update.insertedRowPositions.isEmpty)
    #expect(engine.value(of: "payment") == .string("card"))
    #expect(engine.isSelected("card") && !engine.isSelected("paypal"))

    // Tapping the selected row changes nothing.
    #expect(try engine.send(.tap("card")).isEmpty)

    // Setting null deselects: card reloads, the card section goes.
    let cleared = try engine.send(.set("payment", .null))
    #expect(cleared.reloadedRowPositions == rows([(0, 0)]))
    #expect(cleared.deletedSectionIndexes == [1])
    #expect(engine.selectedRows(inSection: "payment") == [])
  }

  @Test func multipleSelectionTogglesAndCountsReveal() throws {
    var engine = try FormEngine(form: HandBuiltForms.order())
    let first = try engine.send(.tap("olives"))
    #expect(first.reloadedRowPositions == rows([(1, 0)]))
    #expect(first.insertedRowPositions.isEmpty)
    // A second topping reveals the surcharge row at the top of extras.
    let second = try engine.send(.tap("mushrooms"))
    #expect(second.reloadedRowPositions == rows([(1, 2)]))
    #expect(second.insertedRowPositions == rows([(2, 0)]))
    #expect(engine.selectedRows(inSection: "toppings") == ["olives", "mushrooms"])
    // Tapping again deselects and hides it.
    let third = try engine.send(.tap("olives"))
    #expect(third.reloadedRowPositions == rows([(1, 0)]))
    #expect(third.deletedRowPositions == rows([(2, 0)]))
    #expect(engine.value(of: "toppings") == .set(["mushrooms"]))

    // `set` replaces the selection; every row whose selected state changed reloads.
    let set = try engine.send(.set("toppings", .set(["olives", "ham"])))
    #expect(set.reloadedRowPositions == rows([(1, 0), (1, 1), (1, 2)]))
    #expect(set.insertedRowPositions == rows([(2, 0)]))
  }

  @Test func invalidSelectionsAreRefusedAndChangeNothing() throws {
    var engine = try FormEngine(form: HandBuiltForms.order())
    let before = engine.state
    #expect(throws: FormEventError.self) { try engine.send(.set("payment", .string("cheque"))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("payment", .set(["card"]))) }
    #expect(throws: FormEventError.self) { try engine.send(.set("toppings", .set(["pineapple"]))) }
    #expect(throws: FormEventError.noValue("card", .label)) { try engine.send(.set("card", .bool(true))) }
    #expect(engine.state == before)
  }

  @Test func selectionIsKeptWhileRowsAndSectionsAreHidden() throws {
    var engine = try FormEngine(form: HandBuiltForms.order())
    _ = try engine.send(.set("toppings", .set(["ham", "olives"])))
    // Search hides the whole toppings section; the selection stays.
    _ = try engine.send(.search("card"))
    #expect(engine.table.sections.map(\.id) == ["payment"])
    #expect(engine.selectedRows(inSection: "toppings") == ["olives", "ham"])
    // A hidden choice cannot be tapped, but its selection can be set.
    #expect(throws: FormEventError.rowNotShown("ham")) { try engine.send(.tap("ham")) }
    let update = try engine.send(.set("toppings", .set(["ham"])))
    #expect(update.isEmpty)
    _ = try engine.send(.search(""))
    #expect(engine.table.sections.map(\.id) == ["payment", "toppings", "extras"])
    #expect(engine.selectedRows(inSection: "toppings") == ["ham"])
    #expect(engine.table == FormTable(form: engine.form, state: engine.state))
  }

  @Test func theLoaderRejectsSelectionsThatDoNotFitTheirSection() throws {
    let form = HandBuiltForms.order()
    var wrongOptions = form
    wrongOptions.values[0].options = ["card", "cash", "paypal"]
    #expect(throws: CompiledFormError.self) { try wrongOptions.validate() }
    var notALabel = form
    notALabel.rows.kind[0] = .toggle
    #expect(throws: CompiledFormError.self) { try notALabel.validate() }
    var wrongSection = form
    wrongSection.values[1].section = 0
    #expect(throws: CompiledFormError.self) { try wrongSection.validate() }
    var unnamed = form
    unnamed.values[0].name = "pay"
    #expect(throws: CompiledFormError.self) { try unnamed.validate() }
    var lostSlot = form
    lostSlot.sections.select[2] = -1
    #expect(throws: CompiledFormError.self) { try lostSlot.validate() }
    // And the JSON round trip keeps all of it.
    #expect(try CompiledForm(jsonData: form.jsonData()) == form)
  }
}
