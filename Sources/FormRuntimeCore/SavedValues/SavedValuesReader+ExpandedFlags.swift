// SavedValuesReader's reading of `_expanded`: the flags of expandable rows by id, at the top level and in an item.

extension SavedValuesReader {
  /// Reads an object of expanded flags by row id, for the expandable rows among `rows`, into
  /// `flags` (indexed by slot minus `base`).
  mutating func readExpanded(
    _ json: inout JSONReader, rows: Range<Int>, path: String, into flags: inout [Bool], offsetBy base: Int = 0
  ) throws(JSONReadError) {
    let start = try json.valueOffset()
    guard try json.peek() == .object else {
      note(
        .wrongType, "'\(Self.expandedKey)' is an object of flags by row id, not \(try json.peek().phrase)",
        path: path, at: start)
      return try json.skipValue()
    }
    var seen = Set<String>()
    try json.readObject { json, id, keyOffset throws(JSONReadError) in
      let flagPath = Self.path(path, id)
      guard seen.insert(id).inserted else {
        note(.duplicateName(id), "'\(id)' is given twice; give it once", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      // Template rows are in the form's table of ids too: a row of another list, or of a list here, is not found.
      guard let slot = form.names.rowSlot(of: id), rows.contains(slot) else {
        note(
          .unknownName(
            id, candidates: listsNextProblem ? rows.filter(form.rows.isExpandable).map { form.rows.id[$0] } : []),
          "no row named '\(id)' expands here", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      guard form.rows.isExpandable(slot) else {
        note(
          .notExpandable(id), "row '\(id)' does not expand, so it has no expanded flag", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      let valueStart = try json.valueOffset()
      guard try json.peek() == .bool else {
        note(.wrongType, "an expanded flag is a boolean, not \(try json.peek().phrase)", path: flagPath, at: valueStart)
        return try json.skipValue()
      }
      flags[slot - base] = try json.readBool()
    }
  }
}
