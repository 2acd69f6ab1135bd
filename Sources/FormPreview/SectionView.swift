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
  /// - Complexity: O(s) per reference for s sections (plus O(o) for o options of a grouped
  ///   list's section, and the selected rows of a select section); the shown rows are not read,
  ///   so that a page asking after every event pays nothing for the size of the table.
  public static func sections(_ references: [SectionReference], in engine: FormEngine) -> String {
    JSONObjectText.array(count: references.count) { position in
      let index: Int? =
        switch references[position] {
        case .index(let index): index >= 0 && index < engine.numberOfSections ? index : nil
        // The first shown section with the id, as the contract says: not `sectionIndex(of:)`,
        // which for a grouped list names only its first option's section, nil while it is empty.
        case .id(let id): (0..<engine.numberOfSections).first { engine.sectionID(at: $0) == id }
        }
      guard let index, let shown = declaredSection(shownAt: index, in: engine) else { return "null" }
      return section(shown.section, shownAt: index, group: shown.group, in: engine)
    }
  }

  /// The object of declared section `section`, shown at `index`. The form is read from one local
  /// copy (which retains each of its arrays, once): reading it through `engine.form` at each use
  /// took a handle to the engine's storage each time, which made the WebAssembly module larger.
  private static func section(_ section: Int, shownAt index: Int, group: FormValue?, in engine: FormEngine) -> String {
    let form = engine.form
    let id = form.sections.id[section]
    var object = JSONObjectText()
    object.add("id", id)
    object.add("index", index)
    object.add("header", form.sections.header[section])
    object.add("footer", form.sections.footer[section])
    object.add("indexTitle", form.sections.indexTitle[section])
    let selection = form.sections.select[section]
    let mode: String? =
      form.values.indices.contains(selection)
      ? (form.values[selection].type == .set ? "multiple" : "single") : nil
    object.add("select", mode)
    object.add("error", engine.error(ofSection: id))
    object.add("group", json: group?.description ?? "null")
    let list = form.listLayout.listOfSection[section]
    object.add("list", json: list >= 0 ? listJSON(list, in: engine) : "null")
    object.add("rowCount", engine.numberOfRows(inSection: index))
    // What the layout's `selected` says, so that the page marks checkmarks without the layout.
    object.add("selected", engine.selectedRows(inSection: id))
    return object.json
  }

  /// `{"id": "phones", "count": 2, "min": 0, "max": 5, "reorder": true, "addRow": "addPhone"}`,
  /// the form read as in ``section(_:shownAt:group:in:)``.
  private static func listJSON(_ list: Int, in engine: FormEngine) -> String {
    let form = engine.form
    var object = JSONObjectText()
    object.add("id", form.lists.id[list])
    object.add("count", engine.state.lists.indices.contains(list) ? engine.state.lists[list].items.count : 0)
    object.add("min", form.lists.min[list])
    object.add("max", form.lists.max[list])
    object.add("reorder", form.lists.reorder[list])
    let addRow = form.lists.addRow[list]
    object.add("addRow", form.rows.id.indices.contains(addRow) ? form.rows.id[addRow] : nil)
    return object.json
  }

  /// The declared section shown at `index`, with its group for a grouped list's section (an
  /// option, or null for the items without one; nil for every other section).
  /// - Complexity: O(s) for s sections, plus O(o (l + o)) for a grouped list of o options among
  ///   l lists (each group's shown index is asked of the engine).
  static func declaredSection(shownAt index: Int, in engine: FormEngine) -> (section: Int, group: FormValue?)? {
    let form = engine.form
    guard let id = engine.sectionID(at: index), let first = form.sections.id.firstIndex(of: id) else { return nil }
    let list = form.listLayout.listOfSection[first]
    guard list >= 0, form.values.indices.contains(form.lists.groupBy[list]) else { return (first, nil) }
    // A grouped list's sections share its id: the one shown at `index` is the group whose
    // section the engine shows there (one per option, in option order, then the null group's).
    let options = form.values[form.lists.groupBy[list]].options ?? []
    for offset in 0...options.count {
      let option = offset < options.count ? options[offset] : nil
      guard engine.sectionIndex(ofGroup: option, inList: id) == index else { continue }
      let section = form.lists.firstSection[list] + offset
      return section < form.lists.endSection[list] ? (section, option.map { .string($0) } ?? .null) : nil
    }
    return nil
  }
}
