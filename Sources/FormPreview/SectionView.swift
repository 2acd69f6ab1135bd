import FormRuntimeCore

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
  /// - Complexity: O(n) for n shown rows (the shown table is read once), plus O(s) per reference.
  public static func sections(_ references: [SectionReference], in engine: FormEngine) -> String {
    let shown = engine.table.sections
    let views = references.map { reference -> String in
      let index: Int? =
        switch reference {
        case .index(let index): shown.indices.contains(index) ? index : nil
        case .id(let id): shown.firstIndex { $0.id == id }
        }
      guard let index, let declared = declaredSection(of: shown[index], in: engine.form) else { return "null" }
      return section(declared, shownAt: index, group: shown[index].group, in: engine)
    }
    return "[" + views.joined(separator: ", ") + "]"
  }

  /// The object of declared section `section`, shown at `index`.
  private static func section(_ section: Int, shownAt index: Int, group: FormValue?, in engine: FormEngine) -> String {
    let form = engine.form
    let sections = form.sections
    var object = JSONObjectText()
    object.add("id", sections.id[section])
    object.add("index", index)
    object.add("header", sections.header[section])
    object.add("footer", sections.footer[section])
    object.add("indexTitle", sections.indexTitle[section])
    let selection = sections.select[section]
    let mode: String? =
      form.values.indices.contains(selection) ? (form.values[selection].type == .set ? "multiple" : "single") : nil
    object.add("select", mode)
    object.add("error", engine.error(ofSection: sections.id[section]))
    object.add("group", json: group?.description ?? "null")
    let list = form.listLayout.listOfSection[section]
    object.add("list", json: list >= 0 ? listJSON(list, in: engine) : "null")
    return object.json
  }

  /// `{"id": "phones", "count": 2, "min": 0, "max": 5, "reorder": true, "addRow": "addPhone"}`.
  private static func listJSON(_ list: Int, in engine: FormEngine) -> String {
    let form = engine.form
    let lists = form.lists
    var object = JSONObjectText()
    object.add("id", lists.id[list])
    object.add("count", engine.state.lists.indices.contains(list) ? engine.state.lists[list].items.count : 0)
    object.add("min", lists.min[list])
    object.add("max", lists.max[list])
    object.add("reorder", lists.reorder[list])
    let addRow = lists.addRow[list]
    object.add("addRow", form.rows.id.indices.contains(addRow) ? form.rows.id[addRow] : nil)
    return object.json
  }

  /// The declared section a shown one is: the first with its id, or for a grouped list's, the
  /// one of its group (the option's, in option order, then the one of the items without one).
  /// - Complexity: O(s) for s sections, plus O(o) for o options of a grouped list.
  static func declaredSection(of shown: FormTable.Section, in form: CompiledForm) -> Int? {
    guard let first = form.sections.id.firstIndex(of: shown.id) else { return nil }
    let list = form.listLayout.listOfSection[first]
    guard let group = shown.group, list >= 0, form.values.indices.contains(form.lists.groupBy[list]) else {
      return first
    }
    let options = form.values[form.lists.groupBy[list]].options ?? []
    let offset = group.stringValue.flatMap { options.firstIndex(of: $0) } ?? options.count
    let section = form.lists.firstSection[list] + offset
    return section < form.lists.endSection[list] ? section : nil
  }
}
