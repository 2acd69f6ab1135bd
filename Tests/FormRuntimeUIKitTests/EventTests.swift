import FormRuntime
import FormRuntimeUIKit
import Foundation
import Testing
import UIKitShim

/// What the user does, through the cells' controls and the table's callbacks, applied as batch
/// updates to a table that checks them as UIKit does; after each, every cell is current.
@MainActor @Suite struct EventTests {
  @Test func tappingAnExpandableRowShowsItsChildrenAndTurnsItsChevron() throws {
    let harness = try Harness("fruit")
    // Citrus starts expanded; melon, in the same accordion, collapsed.
    #expect(try harness.record("citrus").control == .image("chevron.down"))
    #expect(try harness.record("melon").control == .image("chevron.right"))
    let kept = try harness.cell("melon")
    harness.table.tap(try harness.indexPath("melon"))
    #expect(harness.form.engine.isShown("melonPick") && !harness.form.engine.isShown("citrusPick"))
    #expect(try harness.cell("melon") === kept)
    #expect(try harness.record("melon").control == .image("chevron.down"))
    #expect(try harness.record("citrus").control == .image("chevron.right"))
    // Collapsed, citrus shows its child's value beside its title.
    #expect(try harness.record("citrus").secondaryText == "Lime")
    harness.verify()
    harness.table.tap(try harness.indexPath("melon"))
    #expect(!harness.form.engine.isShown("melonPick"))
    harness.verify()
  }

  @Test func flippingASwitchSetsItsRow() throws {
    let harness = try Harness("settings")
    let toggle = try harness.control("pushEnabled", UISwitch.self)
    let wasOn = toggle.isOn
    toggle.isOn.toggle()
    toggle.sendActions(for: .valueChanged)
    #expect(harness.form.engine.value(of: "pushEnabled") == .bool(!wasOn))
    harness.verify()
    // A tap on the row flips it too.
    harness.table.tap(try harness.indexPath("pushEnabled"))
    #expect(harness.form.engine.value(of: "pushEnabled") == .bool(wasOn))
    harness.verify()
  }

  @Test func typingEditsTheRowWithoutReloadingIt() throws {
    let harness = try Harness("signup")
    let field = try harness.control("email", UITextField.self)
    let cell = try harness.cell("email")
    let batches = harness.table.batches.count
    for text in ["a", "ada@", "ada@example.com"] {
      field.text = text
      field.sendActions(for: .editingChanged)
      #expect(harness.form.engine.value(of: "email") == .string(text))
      #expect(try harness.cell("email") === cell)
      #expect(try harness.control("email", UITextField.self) === field)
    }
    let path = try harness.indexPath("email")
    #expect(!harness.table.batches[batches...].contains { $0.reloadRows.contains(FormTestPosition.of(path)) })
    harness.verify()
  }

  @Test func pickingAMenuOptionSetsTheChoice() throws {
    let harness = try Harness("contact")
    let id = "phones[home1].label"
    let button = try harness.control(id, UIButton.self)
    let work = try #require(button.menu?.children.compactMap { $0 as? UIAction }.first { $0.title == "work" })
    work.handler(work)
    #expect(harness.form.engine.value(of: id) == .string("work"))
    #expect(harness.form.engine.isShown("phones[home1].extension"))
    #expect(
      try harness.record(id).control
        == .menu(title: "work", items: ["home", "work", "mobile"], checked: ["work"], enabled: true))
    harness.verify()
  }

  @Test func swipingDeletesAListItemAndTheEngineKeepsItsMinimum() throws {
    let harness = try Harness("contact")
    var refused: [FormEventError] = []
    harness.form.errorHandler = { refused.append($0) }
    harness.form.send(.append("phones", ListItemValues(key: "w2", fields: ["number": .string("+1 555 0199")])))
    harness.verify()
    #expect(harness.table.swipeToDelete(try harness.indexPath("phones[home1].number")))
    #expect(!harness.form.engine.isShown("phones[home1].number"))
    harness.verify()
    // The last email cannot go (min: 1); a static row cannot be swiped at all.
    let email = try #require(harness.form.engine.table.sections.flatMap(\.rows).first { $0.hasPrefix("emails[") })
    #expect(harness.table.swipeToDelete(try harness.indexPath(email)))
    #expect(refused.count == 1 && harness.form.engine.isShown(email))
    #expect(!harness.table.swipeToDelete(try harness.indexPath("fullName")))
    harness.verify()
  }

  @Test func draggingAnItemMovesItInItsList() async throws {
    let harness = try Harness("contact")
    harness.form.send(.append("phones", ListItemValues(key: "w2", fields: ["number": .string("+1 555 0199")])))
    let order = { harness.form.engine.table.sections.flatMap(\.rows).filter { $0.hasSuffix(".number") } }
    #expect(order() == ["phones[home1].number", "phones[w2].number"])
    // Dropped on the first item's row: the second item goes first.
    let moved = harness.table.drag(
      try harness.indexPath("phones[w2].number"), to: try harness.indexPath("phones[home1].number"))
    #expect(moved != nil)
    #expect(order() == ["phones[w2].number", "phones[home1].number"])
    await harness.drainMainQueue()
    harness.verify()
    // Not out of its list: onto a static row it stays where it was.
    let name = try harness.indexPath("fullName")
    let from = try harness.indexPath("phones[w2].number")
    #expect(
      harness.form.tableView(harness.table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: name) == from)
    #expect(!harness.form.tableView(harness.table, canMoveRowAt: name))
  }

  @Test func submittingShowsErrorsUnderFieldsAndInFooters() throws {
    let harness = Harness(try TestForms.engine(spec: Self.orderSpec))
    #expect(harness.table.footers[0].map(FooterRecord.init) == FooterRecord(text: "Pick one.", error: nil))
    #expect(!harness.form.submit())
    let email = try harness.record("email")
    #expect(email.secondaryColor == "systemRed" && email.secondaryText != nil)
    let footer = try #require(harness.table.footers[0].map(FooterRecord.init))
    #expect(footer.text == "Pick one." && footer.error != nil)
    harness.verify()
    // Choosing clears the section's error in its footer, without reloading the section.
    harness.table.tap(try harness.indexPath("large"))
    #expect(harness.table.footers[0].map(FooterRecord.init) == FooterRecord(text: "Pick one.", error: nil))
    #expect(try harness.record("large").accessoryType == .checkmark)
    harness.verify()
  }

  @Test func searchingFiltersTheRowsAndTheIndexFollows() throws {
    let harness = try Harness("preferences")
    let titles = try #require(harness.form.sectionIndexTitles(for: harness.table))
    #expect(titles == harness.form.engine.sectionIndexTitles && !titles.isEmpty)
    for index in titles.indices {
      #expect(
        harness.form.tableView(harness.table, sectionForSectionIndexTitle: titles[index], at: index)
          == harness.form.engine.sectionIndex(forSectionIndexTitleAt: index))
    }
    harness.form.send(.search("dark"))
    #expect(harness.form.engine.table.sections.flatMap(\.rows).count < 10)
    harness.verify()
    harness.form.send(.search(""))
    harness.verify()
    #expect(harness.table.indexTitleReloads > 0)
    // A form without index titles has no index.
    let plain = Harness(
      try TestForms.engine(spec: "form: Plain\nsections:\n  - id: main\n    rows: [{id: a, kind: toggle}]"))
    #expect(plain.form.engine.sectionIndexTitles.isEmpty)
    #expect(plain.form.sectionIndexTitles(for: plain.table) == nil)
  }

  /// A single select section with a rule, and a field with rules.
  static let orderSpec = """
    form: Order
    sections:
      - id: size
        header: Size
        footer: Pick one.
        select: single
        required: true
        rows:
          - {id: small, title: Small}
          - {id: large, title: Large}
      - id: contact
        rows:
          - {id: email, kind: text, title: Email, required: true, format: email}
    """
}

/// Index paths as the engine's positions.
enum FormTestPosition {
  static func of(_ indexPath: IndexPath) -> RowPosition { RowPosition(section: indexPath[0], row: indexPath[1]) }
}
