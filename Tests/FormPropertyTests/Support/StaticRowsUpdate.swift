import FormRuntime

/// The part of an update that concerns static rows (add rows included), on a form with lists:
/// which static rows it deletes, inserts, reloads and moves, by id, and which sections it deletes
/// and inserts. Item rows are left to ``ListUpdateRules`` and the fewest-moves rule, where more
/// than one update is right; for static rows exactly one is, so the engine's static part must
/// equal the reference model's (``FormShape/expectedUpdate(from:to:changedValue:before:after:)``).
///
/// Rows are named by id, read from the table before (deletes, reloads, move sources) or after
/// (inserts, move destinations), so that an update listing the right row at a wrong position
/// shows as a different part.
struct StaticRowsUpdate: Equatable, CustomStringConvertible {
  var deletedSections: [Int]
  var insertedSections: [Int]
  var deleted: [RowPosition: String] = [:]
  var inserted: [RowPosition: String] = [:]
  var reloaded: [RowPosition: String] = [:]
  var moved: [RowPosition: String] = [:]

  init(_ update: FormUpdate, before: FormTable, after: FormTable) {
    deletedSections = update.deletedSectionIndexes
    insertedSections = update.insertedSectionIndexes
    func staticRow(_ position: RowPosition, in table: FormTable) -> String? {
      guard table.sections.indices.contains(position.section),
        table.sections[position.section].rows.indices.contains(position.row)
      else { return "(no row at \(position))" }
      let id = table.sections[position.section].rows[position.row]
      return ItemRowName(id) == nil ? id : nil
    }
    for position in update.deletedRowPositions { deleted[position] = staticRow(position, in: before) }
    for position in update.insertedRowPositions { inserted[position] = staticRow(position, in: after) }
    for position in update.reloadedRowPositions { reloaded[position] = staticRow(position, in: before) }
    for move in update.movedRows { moved[move.from] = staticRow(move.from, in: before) }
  }

  var description: String {
    func rows(_ rows: [RowPosition: String]) -> String {
      "["
        + rows.sorted { $0.key < $1.key }.map { "[\($0.key.section), \($0.key.row)] \($0.value)" }
        .joined(separator: ", ") + "]"
    }
    return "{deleteSections: \(deletedSections), insertSections: \(insertedSections), "
      + "deleteRows: \(rows(deleted)), insertRows: \(rows(inserted)), reloadRows: \(rows(reloaded)), "
      + "moveRows: \(rows(moved))}"
  }
}
