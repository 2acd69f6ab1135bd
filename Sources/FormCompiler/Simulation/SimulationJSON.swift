import FormRuntime

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
    let moves = update.movedRows.sorted { $0.from < $1.from }.map { "[\(path($0.from)), \(path($0.to))]" }
    return "\"deleteSections\": \(list(update.deletedSectionIndexes)), "
      + "\"insertSections\": \(list(update.insertedSectionIndexes)), "
      + "\"deleteRows\": \(paths(update.deletedRowPositions)), "
      + "\"insertRows\": \(paths(update.insertedRowPositions)), "
      + "\"reloadRows\": \(paths(update.reloadedRowPositions)), "
      + "\"moveRows\": [" + moves.joined(separator: ", ") + "]"
  }

  /// The shown table as a JSON array: each section's id and row ids (an item's rows as
  /// `LIST[KEY].ROW`); a grouped list's section also has `"group"` (its option, or null for
  /// the items without one), and a select section `"selected"`.
  ///
  ///     [{"id": "heroes", "group": "X-Men", "rows": ["heroes[logan].name", ..]}, ..]
  ///
  /// - Parameter selectedRows: a select section's selected rows, by section id (nil for other
  ///   sections).
  /// - Complexity: O(r) for r shown rows, plus the calls to `selectedRows`.
  public static func layout(_ table: FormTable, selectedRows: (String) -> [String]?) -> String {
    func list(_ ids: [String]) -> String { "[" + ids.map(FormValue.jsonQuoted).joined(separator: ", ") + "]" }
    let sections = table.sections.map { section in
      let group = section.group.map { ", \"group\": \($0)" } ?? ""
      let selected = selectedRows(section.id).map { ", \"selected\": \(list($0))" } ?? ""
      return "{\"id\": \(FormValue.jsonQuoted(section.id))\(group), \"rows\": \(list(section.rows))\(selected)}"
    }
    return "[" + sections.joined(separator: ", ") + "]"
  }
}
