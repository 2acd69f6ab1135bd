import FormRuntimeCore
import FormSimulation

/// What the preview page draws a section from (docs/preview.md, "Section view").
extension PreviewViews {
  /// A section the page names: by its shown index (which tells a grouped list's sections
  /// apart: they share the list's id) or by id (the first shown section with it).
  public enum SectionReference: Hashable, Sendable {
    /// The section at this index of the shown table (the layout's order).
    case index(Int)
    /// The first shown section with this id.
    case id(String)
  }

  /// The sections of `references`, in order, as a JSON array; `null` for one that is not shown.
  /// - Complexity: O(1) per index and O(s) per id for s shown sections, plus O(l) for a list's
  ///   section among l lists; the shown rows are not read, so that a page asking after every
  ///   event pays nothing for the size of the table.
  public static func sections(_ references: [SectionReference], in engine: FormEngine) -> String {
    JSONObjectText.array(count: references.count) { position in
      let index: Int? =
        switch references[position] {
        case .index(let index): index >= 0 && index < engine.numberOfSections ? index : nil
        // The first shown section with the id, as the contract says: not `sectionIndex(of:)`,
        // which for a grouped list names only its first option's section, nil while it is empty.
        case .id(let id): (0..<engine.numberOfSections).first { engine.sectionID(at: $0) == id }
        }
      guard let index, let content = engine.sectionContent(at: index) else { return "null" }
      return section(content, shownAt: index, in: engine)
    }
  }

  /// The section's display model (``DisplayModelJSON``) and what the page needs beside it: its
  /// shown index, its row count, and for a list's section what its events need.
  private static func section(_ content: SectionContent, shownAt index: Int, in engine: FormEngine) -> String {
    var object = DisplayModelJSON.object(content)
    object.add("index", index)
    object.add("rowCount", engine.numberOfRows(inSection: index))
    let list = content.list.flatMap { engine.form.lists.id.firstIndex(of: $0) }
    object.add("listItems", json: list.map { listItemsJSON($0, in: engine) } ?? "null")
    return object.json
  }

  /// `{"count": 2, "min": 0, "max": 5, "reorder": true, "addRow": "addPhone"}`. The form is read
  /// from one local copy (which retains each of its arrays, once): reading it through
  /// `engine.form` at each use took a handle to the engine's storage each time, which made the
  /// WebAssembly module larger.
  private static func listItemsJSON(_ list: Int, in engine: FormEngine) -> String {
    let form = engine.form
    var object = JSONObjectText()
    object.add("count", engine.state.lists.indices.contains(list) ? engine.state.lists[list].items.count : 0)
    object.add("min", form.lists.min[list])
    object.add("max", form.lists.max[list])
    object.add("reorder", form.lists.reorder[list])
    let addRow = form.lists.addRow[list]
    object.add("addRow", form.rows.id.indices.contains(addRow) ? form.rows.id[addRow] : nil)
    return object.json
  }
}
