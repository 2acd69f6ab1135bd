import FormRuntimeCore

/// How `formc simulate` prints a batch update and a shown table as JSON: the one printer of
/// ``FormUpdate`` and ``FormTable`` for people and scripts (README, `formc simulate --help`).
public enum SimulationJSON {
  /// The members of an update, without braces, in a fixed order (every one always present, so
  /// scripts need not test for a key):
  ///
  ///     "deleteSections": [..], "insertSections": [..], "deleteRows": [[s, r], ..],
  ///     "insertRows": [..], "reloadRows": [..], "moveRows": [[[s, r], [s, r]], ..]
  ///
  /// `moveRows` pairs each moved row's position before the event with its position after, sorted
  /// by the position before (as ``FormUpdate/movedRows`` is).
  /// - Complexity: O(k) for k positions and indexes.
  public static func members(of update: FormUpdate) -> String {
    func list(_ indexes: [Int]) -> String { "[" + indexes.map(String.init).joined(separator: ", ") + "]" }
    func path(_ position: RowPosition) -> String { "[\(position.section), \(position.row)]" }
    func paths<S: Sequence<RowPosition>>(_ positions: S) -> String {
      "[" + positions.map(path).joined(separator: ", ") + "]"
    }
    var sortedMoves = update.movedRows
    StableOrder.sort(&sortedMoves) { $0.from < $1.from }
    let moves = sortedMoves.map { "[\(path($0.from)), \(path($0.to))]" }
    return "\"deleteSections\": \(list(update.deletedSectionIndexes)), "
      + "\"insertSections\": \(list(update.insertedSectionIndexes)), "
      + "\"deleteRows\": \(paths(update.deletedRowPositions)), "
      + "\"insertRows\": \(paths(update.insertedRowPositions)), "
      + "\"reloadRows\": \(paths(update.reloadedRowPositions)), "
      + "\"moveRows\": [" + moves.joined(separator: ", ") + "]"
  }

  /// The shown table as a JSON array: each section's id and row ids (an item's rows as
  /// `LIST[KEY].ROW`); a grouped list's section also has `"group"` (its option, or null for
  /// the items without one), and a select section `"selected"` (and `"error"` while it shows one).
  /// A row that shows an error or is disabled is an object of its id and only the keys that
  /// apply, `{"id": "email", "error": "Required"}`, `{"id": "submit", "enabled": false}`; every
  /// other row is its id alone, so a form without validation prints as it always has.
  ///
  ///     [{"id": "heroes", "group": "X-Men", "rows": ["heroes[logan].name", ..]}, ..]
  ///
  /// - Parameters:
  ///   - selectedRows: a select section's selected rows, by section id (nil for other sections).
  ///   - sectionError: the error a select section shows, by section id (nil when none).
  ///   - row: the row shown with an id, for its error and enabled flag.
  /// - Complexity: O(r) for r shown rows, plus the calls to the closures.
  public static func layout(
    _ table: FormTable, selectedRows: (String) -> [String]?, sectionError: (String) -> String? = { _ in nil },
    row: (String) -> FormRow? = { _ in nil }
  ) -> String {
    func list(_ ids: [String]) -> String { "[" + ids.map(FormValue.jsonQuoted).joined(separator: ", ") + "]" }
    func entry(_ id: String) -> String {
      guard let row = row(id), row.error != nil || !row.isEnabled else { return FormValue.jsonQuoted(id) }
      let error = row.error.map { ", \"error\": \(FormValue.jsonQuoted($0))" } ?? ""
      return "{\"id\": \(FormValue.jsonQuoted(id))\(error)" + (row.isEnabled ? "}" : ", \"enabled\": false}")
    }
    let sections = table.sections.map { section in
      let group = section.group.map { ", \"group\": \($0)" } ?? ""
      let selected = selectedRows(section.id).map { ", \"selected\": \(list($0))" } ?? ""
      let error = sectionError(section.id).map { ", \"error\": \(FormValue.jsonQuoted($0))" } ?? ""
      let rows = "[" + section.rows.map(entry).joined(separator: ", ") + "]"
      return "{\"id\": \(FormValue.jsonQuoted(section.id))\(group), \"rows\": \(rows)\(selected)\(error)}"
    }
    return "[" + sections.joined(separator: ", ") + "]"
  }
}
