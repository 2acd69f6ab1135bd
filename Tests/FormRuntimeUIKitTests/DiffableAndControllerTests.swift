import FormRuntime
import FormRuntimeUIKit
import Foundation
import Testing
import UIKitShim

/// The diffable path (snapshots and reconfigured rows), the view controller, and the hooks.
@MainActor @Suite struct DiffableAndControllerTests {
  @Test func diffableAppliesSnapshotsAndReconfiguresChangedRows() throws {
    let harness = try Harness("fruit", .diffable)
    harness.verify()
    harness.table.tap(try harness.indexPath("melon"))
    #expect(harness.table.reconfiguredByDiffable.contains("melon"))
    #expect(harness.table.reconfiguredByDiffable.contains("citrus"))
    harness.verify()
    let menu = try harness.control("notes", UITextField.self)
    menu.text = "ripe"
    menu.sendActions(for: .editingChanged)
    harness.verify()
  }

  @Test func diffableReconfiguresRowsThatMoveToAnotherGroup() throws {
    let harness = try Harness("heroes", .diffable)
    let id = "heroes[tony].team"
    let button = try harness.control(id, UIButton.self)
    let xMen = try #require(button.menu?.children.compactMap { $0 as? UIAction }.first { $0.title == "X-Men" })
    xMen.handler(xMen)
    #expect(harness.form.engine.value(of: id) == .string("X-Men"))
    harness.verify()
    harness.form.send(.search("Tony"))
    harness.verify()
    harness.form.send(.search(""))
    harness.verify()
  }

  @Test func batchUpdatesMoveRowsToAnotherGroup() throws {
    let harness = try Harness("heroes")
    harness.form.send(.set("heroes[tony].team", .string("X-Men")))
    harness.form.send(.set("heroes[matt].team", .string("Avengers")))
    harness.verify()
  }

  /// A hand-written data source applies an engine's updates with `performBatchUpdates(for:)`:
  /// moves included, so a regrouped list item passes UIKit's checks.
  @Test func aHandWrittenTableAppliesWholeUpdates() throws {
    let source = HandWrittenSource(engine: try TestForms.engine("heroes"))
    let table = FakeTableView { source.engine.table }
    table.dataSource = source
    table.reloadData()
    for event in [FormEvent.set("heroes[tony].team", .string("X-Men")), .set("heroes[matt].team", .string("Avengers"))]
    {
      let update = try source.engine.send(event)
      #expect(!update.movedRows.isEmpty || !update.insertedRowPositions.isEmpty, "\(event)")
      table.performBatchUpdates(for: update)
    }
    #expect(table.batches.count == 2 && table.failures == [])
    // An update with no rows is no batch.
    table.performBatchUpdates(for: try source.engine.send(.edit("heroes[tony].name", .string("Tony S."))))
    #expect(table.batches.count == 2)
  }

  @Test(arguments: [FormTableDataSource.UpdateStyle.batchUpdates, .diffable])
  func listsInBothStyles(_ style: FormTableDataSource.UpdateStyle) async throws {
    let harness = try Harness("contact", style)
    harness.form.send(.append("phones", ListItemValues(key: "w2", fields: ["label": .string("work")])))
    harness.form.send(.append("emails", ListItemValues()))
    harness.verify()
    harness.table.drag(try harness.indexPath("phones[w2].number"), to: try harness.indexPath("phones[home1].number"))
    await harness.drainMainQueue()
    harness.verify()
    #expect(harness.table.swipeToDelete(try harness.indexPath("phones[home1].label")))
    harness.verify()
  }

  @Test func theControllerShowsAFormWithSearchAndEditing() throws {
    let controller = FormTableViewController(engine: try TestForms.engine("preferences"), searchable: true)
    let table = FakeTableView { controller.form.engine.table }
    controller.tableView = table
    controller.loadViewIfNeeded()
    #expect(table.dataSource === controller.form && table.delegate === controller.form)
    #expect(controller.title == controller.form.engine.form.title)
    let search = try #require(controller.navigationItem.searchController)
    #expect(search.searchResultsUpdater === controller)
    search.searchBar.text = "dark"
    controller.updateSearchResults(for: search)
    #expect(controller.form.engine.searchQuery == "dark")
    #expect(table.failures == [] && table.staleRows(controller.form) == [])
    #expect(controller.navigationItem.rightBarButtonItem == nil)

    let contact = FormTableViewController(engine: try TestForms.engine("contact"), updateStyle: .diffable)
    contact.tableView = FakeTableView { contact.form.engine.table }
    contact.loadViewIfNeeded()
    #expect(contact.navigationItem.searchController == nil)
    #expect(contact.navigationItem.rightBarButtonItem === contact.editButtonItem)
  }

  /// A multichoice row opens its options on a screen of their own; each tap there toggles one
  /// option through the form, whose row then shows the new choices.
  @Test func aMultichoiceRowOpensItsOptions() throws {
    let controller = FormTableViewController(engine: try TestForms.engine("settings"))
    let table = FakeTableView { controller.form.engine.table }
    controller.tableView = table
    let navigation = UINavigationController(rootViewController: controller)
    if controller.form.engine.row("emailDigest")?.value != .bool(true) { controller.form.send(.tap("emailDigest")) }
    let row = try #require(controller.form.engine.indexPath(ofRow: "digestDays"))
    table.tap(row)
    let options = try #require(navigation.viewControllers.last as? FormOptionsViewController)
    #expect(options.rowID == "digestDays" && options.title == "Send on")
    let list = options.tableView!
    let checked = { (0..<7).map { list.dataSource!.tableView(list, cellForRowAt: IndexPath(indexes: [0, $0])) } }
    #expect(list.dataSource?.tableView(list, numberOfRowsInSection: 0) == 7)
    #expect(checked().map(\.accessoryType) == [.checkmark, .none, .none, .checkmark, .none, .none, .none])
    list.delegate?.tableView(list, didSelectRowAt: IndexPath(indexes: [0, 1]))
    list.delegate?.tableView(list, didSelectRowAt: IndexPath(indexes: [0, 0]))
    #expect(controller.form.engine.row("digestDays")?.value == .set(["Tue", "Thu"]))
    #expect(checked().map(\.accessoryType) == [.none, .checkmark, .none, .checkmark, .none, .none, .none])
    #expect(table.failures == [] && table.staleRows(controller.form) == [])
    #expect(try CellRecord(#require(table.cellForRow(at: row))).secondaryText == "Tue, Thu")

    // Outside a navigation controller, the options are presented in one.
    let alone = FormTableViewController(engine: try TestForms.engine("settings"))
    alone.tableView = FakeTableView { alone.form.engine.table }
    alone.loadViewIfNeeded()
    alone.showOptions(ofRow: "digestDays")
    let presented = try #require(alone.presentedViewController as? UINavigationController)
    #expect((presented.viewControllers.first as? FormOptionsViewController)?.rowID == "digestDays")
  }

  @Test func aFormLoadedFromJSON() throws {
    let data = try #require(Self.plainJSON.data(using: .utf8))
    let controller = try FormTableViewController(compiledFormJSON: data)
    controller.tableView = FakeTableView { controller.form.engine.table }
    controller.loadViewIfNeeded()
    #expect(controller.form.engine.table.sections.count == 1)
    #expect(throws: (any Error).self) { try FormTableViewController(compiledFormJSON: Data("{}".utf8)) }
  }

  @Test func hooksCustomiseCellsAndReplaceControls() throws {
    let form = FormTableDataSource(engine: try TestForms.engine("settings"))
    var customised: [String] = []
    form.cellCustomizer = { cell, content in
      customised.append(content.id)
      cell.selectionStyle = .gray
    }
    form.register(
      { tableView, indexPath, content, form in
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "custom")
        var configuration = cell.defaultContentConfiguration()
        configuration.text = content.title.uppercased()
        cell.contentConfiguration = configuration
        _ = form
        return cell
      }, for: .switch)
    var selected: [String] = []
    form.rowSelectionHandler = { selected.append($0.id) }
    let table = FakeTableView { form.engine.table }
    form.attach(to: table)
    let toggle = try #require(table.cell("pushEnabled"))
    #expect(toggle.reuseIdentifier == "custom" && !customised.contains("pushEnabled"))
    #expect((toggle.contentConfiguration as? UIListContentConfiguration)?.text == "PUSH NOTIFICATIONS")
    let button = try #require(
      form.engine.table.sections.flatMap(\.rows).first { form.engine.content(ofRow: $0)?.control == .button })
    #expect(customised.contains(button))
    table.tap(try #require(table.indexPath(button)))
    #expect(selected == [button])
    #expect(table.failures == [])
  }

  /// A compiled form as `formc compile --format json` writes it: one section, one toggle.
  static var plainJSON: String {
    get throws {
      let engine = try TestForms.engine(spec: "form: Plain\nsections:\n  - id: main\n    rows: [{id: a, kind: toggle}]")
      return String(decoding: engine.form.jsonData(), as: UTF8.self)
    }
  }
}

/// The least data source an app writes by hand: counts and a plain cell from the engine.
@MainActor private final class HandWrittenSource: NSObject, UITableViewDataSource {
  var engine: FormEngine

  init(engine: FormEngine) { self.engine = engine }

  func numberOfSections(in tableView: UITableView) -> Int { engine.numberOfSections }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    engine.numberOfRows(inSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var text = UIListContentConfiguration.cell()
    text.text = engine.rowID(at: indexPath)
    cell.contentConfiguration = text
    return cell
  }
}
