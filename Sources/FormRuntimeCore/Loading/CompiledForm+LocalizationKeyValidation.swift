extension CompiledForm {
  /// Checks the `key:` overrides: the row and section columns are empty or one per row and per
  /// table section; every key is a valid prefix (``LocalizationKeyTable/problem(with:)``); and the
  /// table sections of a list carry one key, their list section's (the group index titles read
  /// the first's).
  /// - Complexity: O(n + s + k) for n rows, s sections and k characters of keys.
  func validateLocalizationKeys() throws(CompiledFormError) {
    let keys = localizationKeys
    guard keys.rows.isEmpty || keys.rows.count == rows.count else {
      throw CompiledFormError(
        "keys.rows has \(keys.rows.count) entries; it must be empty or have one per row (\(rows.count))")
    }
    guard keys.sections.isEmpty || keys.sections.count == sections.count else {
      throw CompiledFormError(
        """
        keys.sections has \(keys.sections.count) entries; it must be empty or have one per section \
        (\(sections.count))
        """)
    }
    if let key = keys.form, let problem = LocalizationKeyTable.problem(with: key) {
      throw CompiledFormError("keys.form is not a localization key: \(problem)")
    }
    // Each column by a local function, not by iterating an array of (name, column) tuples, whose
    // iteration would be one more generic copy in the WebAssembly module.
    func checkKeys(_ entries: [String?], _ column: String) throws(CompiledFormError) {
      for index in entries.indices {
        guard let key = entries[index], let problem = LocalizationKeyTable.problem(with: key) else { continue }
        throw CompiledFormError("keys.\(column)[\(index)] is not a localization key: \(problem)")
      }
    }
    try checkKeys(keys.rows, "rows")
    try checkKeys(keys.sections, "sections")
    guard !keys.sections.isEmpty else { return }
    for list in 0..<lists.countOfLists {
      let first = lists.firstSection[list]
      for section in first..<lists.endSection[list] where keys.sections[section] != keys.sections[first] {
        throw CompiledFormError(
          """
          keys.sections[\(section)] differs from keys.sections[\(first)]: the table sections of list \
          '\(lists.id[list])' share its key
          """)
      }
    }
  }
}
