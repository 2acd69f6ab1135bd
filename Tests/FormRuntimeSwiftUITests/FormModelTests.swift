import FormRuntime
import FormRuntimeSwiftUI
import Foundation
import Observation
import Testing

@MainActor
struct FormModelTests {
  @Test("the model's sections are the engine's, row for row", arguments: ExampleFormModels.names)
  func initialSections(name: String) throws {
    let model = try ExampleFormModels.model(name)
    #expect(!model.sections.isEmpty)
    #expect(model.sections == model.rebuiltSections())
    #expect(model.sections.map(\.id) == model.engine.snapshot().sections.map(\.identifier))
    #expect(model.sections.map { $0.rows.map(\.id) } == model.engine.snapshot().sections.map(\.rowIDs))
  }

  @Test("a model loads from the compiled JSON as from the form")
  func jsonLoading() throws {
    let form = try ExampleFormModels.form("signup")
    let model = try FormModel(jsonData: form.jsonData())
    #expect(model.sections == (try FormModel(form: form)).sections)
  }

  @Test("a refused event sets lastError and changes nothing; the next accepted one clears it")
  func refusedEvent() throws {
    let model = try ExampleFormModels.model("settings")
    let before = model.sections
    #expect(!model.tap("noSuchRow"))
    #expect(model.lastError == .unknownName("noSuchRow"))
    #expect(model.sections == before)
    #expect(model.tap("pushEnabled"))
    #expect(model.lastError == nil)
  }

  @Test("changing a toggle's value fires Observation and shows the rows it guards")
  func observationAndDependentRows() throws {
    let model = try ExampleFormModels.model("settings")
    let changed = observingSections(of: model)
    let wasOn = model.isOn("pushEnabled")
    #expect(model.edit("pushEnabled", .bool(!wasOn)))
    #expect(changed.isSet)
    #expect(model.engine.value(of: "pushEnabled") == .bool(!wasOn))
    #expect(model.sections.contains { $0.rows.contains { $0.id == "pushDetails" } } == !wasOn)
    #expect(model.sections == model.rebuiltSections())
  }

  @Test("a refused event fires no observation of the sections")
  func refusedEventDoesNotTouchSections() throws {
    let model = try ExampleFormModels.model("settings")
    let changed = observingSections(of: model)
    model.tap("noSuchRow")
    #expect(!changed.isSet)
  }

  @Test("typing in a field routes through the engine and keeps the edited row's content")
  func typing() throws {
    let model = try ExampleFormModels.model("signup")
    let field = try #require(model.sections.flatMap(\.rows).first { $0.control == .textField })
    #expect(model.editField(field.id, text: "a"))
    #expect(model.engine.value(of: field.id) == .string("a"))
    #expect(model.text(of: field.id) == "a")
    #expect(model.sections == model.rebuiltSections())
  }

  @Test("a number field refuses text that is not a number and takes digits")
  func numberField() throws {
    let form = try ExampleFormModels.form("checkout")
    let model = try FormModel(form: form)
    guard let row = (0..<form.rows.count).first(where: { form.rows.kind[$0] == .number }).map({ form.rows.id[$0] })
    else {
      return
    }
    let before = model.engine.value(of: row)
    #expect(!model.editField(row, text: "1x"))
    #expect(model.lastError != nil)
    #expect(model.engine.value(of: row) == before)
  }

  @Test("search filters the sections and clearing it brings them back")
  func search() throws {
    let model = try ExampleFormModels.model("settings")
    let all = model.sections
    #expect(model.search("sound"))
    #expect(model.searchQuery == "sound")
    #expect(model.sections == model.rebuiltSections())
    #expect(model.sections.flatMap(\.rows).count < all.flatMap(\.rows).count)
    #expect(model.search(""))
    #expect(model.searchQuery == "")
    #expect(model.sections == all)
  }

  @Test("contact: delete and move list items through the row offsets a list reports")
  func contactListEvents() throws {
    let model = try ExampleFormModels.model("contact")
    #expect(model.send(.append("phones", ListItemValues(key: "w1", fields: ["label": .string("work")]))))
    #expect(model.send(.append("phones", ListItemValues(key: "m1"))))
    #expect(model.sections == model.rebuiltSections())
    let phones = try #require(model.sections.first { $0.content.list == "phones" })
    #expect(keys(model, "phones") == ["home1", "w1", "m1"])
    // Drag the last item's first row to the top.
    let lastItemRow = try #require(phones.rows.firstIndex { $0.id == "phones[m1].number" })
    #expect(model.moveRows(from: [lastItemRow], to: 0, inSection: phones.id))
    #expect(keys(model, "phones") == ["m1", "home1", "w1"])
    #expect(model.sections == model.rebuiltSections())
    #expect(model.move(list: "phones", from: 0, to: 2))
    #expect(keys(model, "phones") == ["home1", "w1", "m1"])
    // Swipe to delete the work number's row.
    let updated = try #require(model.sections.first { $0.content.list == "phones" })
    let workRow = try #require(updated.rows.firstIndex { $0.id == "phones[w1].extension" })
    #expect(model.deleteRows(at: [workRow], inSection: updated.id))
    #expect(keys(model, "phones") == ["home1", "m1"])
    #expect(model.sections == model.rebuiltSections())
    // The last email cannot go (`min: 1`).
    #expect(!model.delete(list: "emails", key: keys(model, "emails")[0]))
    #expect(model.lastError != nil)
    #expect(model.delete(list: "phones", key: "m1"))
    #expect(model.sections == model.rebuiltSections())
  }

  /// A flag set when `model.sections` next changes.
  private func observingSections(of model: FormModel) -> Flag {
    let changed = Flag()
    withObservationTracking {
      _ = model.sections
    } onChange: {
      changed.set()
    }
    return changed
  }

  private func keys(_ model: FormModel, _ list: String) -> [String] {
    guard let index = model.engine.form.lists.id.firstIndex(of: list) else { return [] }
    return model.engine.state.lists[index].items.map(\.key)
  }
}

/// A flag an Observation change handler sets (it may run on any thread).
final class Flag: @unchecked Sendable {
  private var value = false
  private let lock = NSLock()
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
