/// Writes a state's saved values as JSON text: every value by name, each list as an array of
/// its items, and optionally the expanded flags (the README's "Saved state" describes the format).
///
/// One name per line, each item on a line of its own, so a saved file diffs line by line and a
/// problem's line number in it points at one value. Strings are escaped by the core's own JSON
/// rule (``FormValue/jsonQuoted(_:)``), and sets are written sorted, so equal states give equal text.
struct SavedValuesWriter {
  let form: CompiledForm
  let state: FormState
  let includesExpanded: Bool

  /// The text, ending with a newline.
  /// - Complexity: O(n + v + t) for n rows, v values and t items' fields.
  func text() -> String {
    // The format's version first, as a reader checks it first.
    var members = [FormValue.jsonQuoted(SavedValuesReader.versionKey) + ": \(FormEngine.savedValuesVersion)"]
    for (slot, valueSlot) in form.values.enumerated() {
      let list = form.listLayout.listOfValue[slot]
      if list < 0 {
        members.append(FormValue.jsonQuoted(valueSlot.name) + ": " + state.values[slot].description)
      } else if form.lists.count[list] == slot {
        // A list goes where its count slot stands; its fields' slots are written within its items.
        members.append(FormValue.jsonQuoted(form.lists.id[list]) + ": " + items(of: list))
      }
    }
    if includesExpanded {
      let flags = expandedFlags(rows: 0..<form.listLayout.firstTemplateRow) { state.expanded[$0] }
      members.append(FormValue.jsonQuoted(SavedValuesReader.expandedKey) + ": " + flags)
    }
    return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
  }

  /// List `list`'s items, one per line: `key` first, then the fields in template order.
  private func items(of list: Int) -> String {
    let items = state.lists[list].items
    guard !items.isEmpty else { return "[]" }
    let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
    let rows = form.lists.firstRow[list]..<form.lists.endRow[list]
    var lines: [String] = []
    for item in items {
      var members = ["\"key\": " + FormValue.jsonQuoted(item.key)]
      for slot in fields {
        members.append(
          FormValue.jsonQuoted(form.values[slot].name) + ": " + item.values[slot - fields.lowerBound].description)
      }
      if includesExpanded && rows.contains(where: form.rows.isExpandable) {
        let flags = expandedFlags(rows: rows) { item.expanded[$0 - rows.lowerBound] }
        members.append(FormValue.jsonQuoted(SavedValuesReader.expandedKey) + ": " + flags)
      }
      lines.append("{" + members.joined(separator: ", ") + "}")
    }
    return "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
  }

  /// The expanded flags of the expandable rows among `rows`, by id, in slot order.
  private func expandedFlags(rows: Range<Int>, flag: (Int) -> Bool) -> String {
    let members = rows.filter(form.rows.isExpandable).map { FormValue.jsonQuoted(form.rows.id[$0]) + ": \(flag($0))" }
    return "{" + members.joined(separator: ", ") + "}"
  }
}
