#if canImport(SwiftUI)
  import SwiftUI
#elseif canImport(SwiftUIShim)
  import SwiftUIShim
#endif

#if canImport(SwiftUI) || canImport(SwiftUIShim)
  import FormRuntime
  import Foundation

  /// A ready-made SwiftUI form over a ``FormModel``: a section per shown section, a row view
  /// per shown row (``FormRowView``), swipe to delete and drag to reorder list items, and a
  /// search field. Every change goes through the model's engine.
  @available(iOS 17.0, macOS 14.0, *)
  public struct FormView: View {
    let model: FormModel

    public init(model: FormModel) {
      self.model = model
    }

    public var body: some View {
      Form {
        ForEach(model.sections) { section in
          FormSectionView(model: model, section: section)
        }
      }
      .searchable(
        text: Binding(get: { @MainActor in model.searchQuery }, set: { @MainActor in model.search($0) }))
    }
  }

  /// One section: its rows, its header, and its footer with the section's error under it.
  @available(iOS 17.0, macOS 14.0, *)
  struct FormSectionView: View {
    let model: FormModel
    let section: FormSectionModel

    var body: some View {
      Section {
        rows
      } header: {
        if let header = section.content.header {
          Text(header)
        }
      } footer: {
        footer
      }
    }

    private var rows: some View {
      ForEach(section.rows, id: \.id) { row in
        FormRowView(model: model, row: row)
          .deleteDisabled(!row.canDelete)
          .moveDisabled(!row.canMove)
      }
      .onDelete(perform: deleteAction)
      .onMove(perform: moveAction)
    }

    /// The footer's text, then the select section's error in red.
    private var footer: some View {
      VStack(alignment: .leading) {
        if let footer = section.content.footer {
          Text(footer)
        }
        if let error = section.content.error {
          Text(error).foregroundStyle(.red)
        }
      }
    }

    /// Swipe to delete, in a list's section.
    private var deleteAction: ((IndexSet) -> Void)? {
      guard section.content.list != nil else { return nil }
      let (model, id) = (model, section.id)
      return { offsets in model.deleteRows(at: offsets, inSection: id) }
    }

    /// Drag to reorder, in the section of a list with `reorder: true`.
    private var moveAction: ((IndexSet, Int) -> Void)? {
      guard section.rows.contains(where: { $0.canMove }) else { return nil }
      let (model, id) = (model, section.id)
      return { source, destination in model.moveRows(from: source, to: destination, inSection: id) }
    }
  }
#endif
