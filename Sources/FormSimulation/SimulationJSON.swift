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
    var object = JSONObjectText()
    add(update, to: &object)
    return object.members
  }

  /// Adds the members of `update` (``members(of:)``) to `object`.
  package static func add(_ update: FormUpdate, to object: inout JSONObjectText) {
    func list(_ indexes: [Int]) -> String { JSONObjectText.array(count: indexes.count) { String(indexes[$0]) } }
    func path(_ position: RowPosition) -> String { "[\(position.section), \(position.row)]" }
    func paths(_ positions: RowPositions) -> String {
      JSONObjectText.array(count: positions.count) { path(positions[$0]) }
    }
    var moves = update.movedRows
    StableOrder.sort(&moves) { $0.from < $1.from }
    object.add("deleteSections", json: list(update.deletedSectionIndexes))
    object.add("insertSections", json: list(update.insertedSectionIndexes))
    object.add("deleteRows", json: paths(update.deletedRowPositions))
    object.add("insertRows", json: paths(update.insertedRowPositions))
    object.add("reloadRows", json: paths(update.reloadedRowPositions))
    object.add(
      "moveRows", json: JSONObjectText.array(count: moves.count) { "[\(path(moves[$0].from)), \(path(moves[$0].to))]" })
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
    func entry(_ id: String) -> String {
      guard let row = row(id), row.error != nil || !row.isEnabled else { return FormValue.jsonQuoted(id) }
      var object = JSONObjectText()
      object.add("id", id)
      if let error = row.error { object.add("error", error) }
      if !row.isEnabled { object.add("enabled", false) }
      return object.json
    }
    let sections = table.sections
    return JSONObjectText.array(count: sections.count) { index in
      let section = sections[index]
      var object = JSONObjectText()
      object.add("id", section.id)
      if let group = section.group { object.add("group", json: group.description) }
      object.add("rows", json: JSONObjectText.array(count: section.rows.count) { entry(section.rows[$0]) })
      if let selected = selectedRows(section.id) { object.add("selected", selected) }
      if let error = sectionError(section.id) { object.add("error", error) }
      return object.json
    }
  }
}
