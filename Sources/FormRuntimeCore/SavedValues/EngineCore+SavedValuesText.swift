/// The engine writing its state's saved values as JSON text: every value by name, each list as an array of
/// its items, and optionally the expanded flags (the README's "Saved state" describes the format).
///
/// One name per line, each item on a line of its own, so a saved file diffs line by line and a
/// problem's line number in it points at one value. Strings are escaped by the core's own JSON
/// rule (``FormValue/jsonQuoted(_:)``), and sets are written sorted, so equal states give equal text.
extension EngineCore {
  /// The saved values' text, ending with a newline (``FormEngine/savedValues(includingExpanded:)``).
  ///
  /// Written by the engine's handle, which reads the form and the state in place: a writer
  /// holding them would be a copy of both, a retain and a release of each of their arrays.
  /// - Complexity: O(n + v + t) for n rows, v values and t items' fields.
  func savedValuesText(includingExpanded includesExpanded: Bool) -> String {
    // Written into one string, member by member, rather than joined from arrays of members: the
    // same text, without the arrays (the WebAssembly module's size, BENCHMARKS.md).
    var text = "{\n  "
    // The format's version first, as a reader checks it first.
    Self.member(SavedValuesReader.versionKey, "\(FormEngine.savedValuesVersion)", to: &text)
    for (slot, valueSlot) in form.values.enumerated() {
      let list = form.listLayout.listOfValue[slot]
      if list < 0 {
        text += ",\n  "
        Self.member(valueSlot.name, state.values[slot].jsonText(places: valueSlot.precision), to: &text)
      } else if form.lists.count[list] == slot {
        // A list goes where its count slot stands; its fields' slots are written within its items.
        text += ",\n  "
        Self.member(form.lists.id[list], "", to: &text)
        items(of: list, includesExpanded: includesExpanded, to: &text)
      }
    }
    if includesExpanded {
      text += ",\n  "
      expandedFlags(rows: 0..<form.listLayout.firstTemplateRow, to: &text) { state.expanded[$0] }
    }
    text += "\n}\n"
    return text
  }

  /// Appends `"name": value`.
  private static func member(_ name: String, _ value: String, to text: inout String) {
    text += FormValue.jsonQuoted(name)
    text += ": "
    text += value
  }

  /// Appends list `list`'s items, one per line: `key` first, then the fields in template order.
  private func items(of list: Int, includesExpanded: Bool, to text: inout String) {
    let items = state.lists[list].items
    guard !items.isEmpty else {
      text += "[]"
      return
    }
    let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
    let rows = form.lists.firstRow[list]..<form.lists.endRow[list]
    let hasExpandableRows = includesExpanded && rows.contains { isExpandable($0) }
    text += "[\n    "
    for (index, item) in items.enumerated() {
      if index > 0 { text += ",\n    " }
      text += "{"
      Self.member("key", FormValue.jsonQuoted(item.key), to: &text)
      for slot in fields {
        text += ", "
        let field = form.values[slot]
        Self.member(field.name, item.values[slot - fields.lowerBound].jsonText(places: field.precision), to: &text)
      }
      if hasExpandableRows {
        text += ", "
        expandedFlags(rows: rows, to: &text) { item.expanded[$0 - rows.lowerBound] }
      }
      text += "}"
    }
    text += "\n  ]"
  }

  /// Appends the `_expanded` member: the expanded flags of the expandable rows among `rows`, by
  /// id, in slot order.
  private func expandedFlags(rows: Range<Int>, to text: inout String, flag: (Int) -> Bool) {
    Self.member(SavedValuesReader.expandedKey, "{", to: &text)
    var first = true
    for row in rows where isExpandable(row) {
      if !first { text += ", " }
      first = false
      Self.member(form.rows.id[row], flag(row) ? "true" : "false", to: &text)
    }
    text += "}"
  }
}
