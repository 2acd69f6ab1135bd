#if canImport(SwiftUIShim)
  import FormRuntime
  import FormRuntimeSwiftUI
  import Foundation
  import SwiftUIShim
  import Testing

  /// `FormView`'s body built against the shim for every example form: the hierarchy holds a
  /// view per shown row with the control its content names, and its bindings and actions go
  /// through the engine.
  @MainActor
  struct FormViewShimTests {
    @Test("FormView builds a row view per shown row", arguments: ExampleFormModels.names)
    func buildsEveryRow(name: String) throws {
      let model = try ExampleFormModels.model(name)
      let views = shimFlatten(FormView(model: model))
      let rows = views.compactMap { $0 as? FormRowView }
      #expect(rows.count == model.sections.flatMap(\.rows).count)
      let texts = Set(views.compactMap { ($0 as? Text)?.shimString })
      for header in model.sections.compactMap(\.content.header) { #expect(texts.contains(header)) }
      // Every control kind the form's rows ask for is drawn.
      let controls = Set(
        model.sections.flatMap(\.rows).filter { $0.accessory != .expanded && $0.accessory != .collapsed }.map(\.control)
      )
      if controls.contains(.switch) { #expect(views.contains { $0 is Toggle<Text> }) }
      if controls.contains(.datePicker) { #expect(views.contains { $0 is DatePicker<Text> }) }
      if controls.contains(.stepper) { #expect(views.contains { $0 is Stepper<Text> }) }
    }

    @Test("a toggle's binding reads the model and writes an edit")
    func toggleBinding() async throws {
      let model = try ExampleFormModels.model("settings")
      let views = shimFlatten(FormView(model: model))
      let title = try #require(model.engine.content(ofRow: "pushEnabled")?.title)
      let toggle = try #require(views.compactMap { $0 as? Toggle<Text> }.first { $0.shimTitle == title })
      let wasOn = await toggle.shimIsOn.shimGet()
      await toggle.shimIsOn.shimSet(!wasOn)
      #expect(model.engine.value(of: "pushEnabled") == .bool(!wasOn))
      #expect(await toggle.shimIsOn.shimGet() == !wasOn)
      #expect(model.sections.flatMap(\.rows).contains { $0.id == "pushDetails" } == !wasOn)
      #expect(model.sections == model.rebuiltSections())
    }

    @Test("the search field's binding searches")
    func searchBinding() async throws {
      let model = try ExampleFormModels.model("settings")
      let views = shimFlatten(FormView(model: model))
      let search = try #require(views.first { $0 is any ShimSearchableViewProtocol } as? any ShimSearchableViewProtocol)
      await search.text.shimSet("sound")
      #expect(model.searchQuery == "sound")
      #expect(model.engine.searchQuery == "sound")
    }

    @Test("a button's action taps its row; a disabled row is wrapped in disabled(true)")
    func buttonsAndDisabledRows() throws {
      let model = try ExampleFormModels.model("settings")
      let views = shimFlatten(FormView(model: model))
      let buttons = views.compactMap { $0 as? Button<Text> }
      #expect(!buttons.isEmpty)
      let disabled = views.compactMap { $0 as? any ShimModifiedViewProtocol }.filter { $0.modifier == "disabled" }
      #expect(disabled.count == model.sections.flatMap(\.rows).count)
      #expect(
        disabled.filter { $0.argument == "true" }.count == model.sections.flatMap(\.rows).filter { !$0.isEnabled }.count
      )
    }

    @Test("contact: the list section's onDelete removes the swiped item")
    func listDelete() throws {
      let model = try ExampleFormModels.model("contact")
      #expect(model.send(.append("phones", ListItemValues(key: "w1"))))
      let views = shimFlatten(FormView(model: model))
      let rows = views.compactMap { $0 as? any ShimDeletableRows }.filter(\.canDelete)
      #expect(rows.count == model.sections.filter { $0.content.list != nil }.count)
      let phones = try #require(model.sections.first { $0.content.list == "phones" })
      let row = try #require(phones.rows.firstIndex { $0.id == "phones[w1].number" })
      let handler = try #require(rows.first { $0.rowIDs == phones.rows.map(\.id) })
      handler.delete([row])
      let index = try #require(model.engine.form.lists.id.firstIndex(of: "phones"))
      #expect(model.engine.state.lists[index].items.map(\.key) == ["home1"])
      #expect(model.sections == model.rebuiltSections())
    }
  }

  /// Reads a `ShimSearchableView` of any content.
  @MainActor protocol ShimSearchableViewProtocol {
    var text: Binding<String> { get }
  }
  extension ShimSearchableView: ShimSearchableViewProtocol {
    var text: Binding<String> { shimText }
  }

  /// Reads a `ShimModifiedView` of any content.
  @MainActor protocol ShimModifiedViewProtocol {
    var modifier: String { get }
    var argument: String { get }
  }
  extension ShimModifiedView: ShimModifiedViewProtocol {
    var modifier: String { shimModifier }
    var argument: String { shimArgument }
  }

  /// Reads the rows' `ForEach` of a section, and calls its `onDelete`.
  @MainActor protocol ShimDeletableRows {
    var canDelete: Bool { get }
    var rowIDs: [String] { get }
    func delete(_ offsets: IndexSet)
  }
  extension ForEach: ShimDeletableRows where Data == [RowContent], Content: View {
    var canDelete: Bool { shimOnDelete != nil }
    var rowIDs: [String] { data.map(\.id) }
    func delete(_ offsets: IndexSet) { shimOnDelete?(offsets) }
  }
#endif
