import FormRuntime

/// What issue 21 says of an update on a form with lists, beyond UIKit's rules and the
/// fewest-moves rule (which `BatchUpdateChecker` checks): the rules that need to know which
/// sections are the same and which rows' content changed, which the reference model knows.
///
/// - Sections: deleted = shown before and not after, inserted = shown after and not before, by
///   identity (id, and group for a grouped list's section).
/// - An item row shown in both tables, in a section kept by the update, is either left in place
///   (reloaded exactly when its content changed), moved (its content unchanged), or deleted and
///   inserted (its content changed: UIKit may not reload and move one row in one batch). Content:
///   the row's own value or a direct child's; an expanded flag is not content.
enum ListUpdateRules {
  static func problem(
    shape: FormShape, before: ModelState, after: ModelState, tableBefore: FormTable, tableAfter: FormTable,
    update: FormUpdate
  ) -> String? {
    struct Identity: Hashable {
      var id: String
      var group: FormValue?
    }
    let oldIdentities = tableBefore.sections.map { Identity(id: $0.id, group: $0.group) }
    let newIdentities = tableAfter.sections.map { Identity(id: $0.id, group: $0.group) }
    let deleted = oldIdentities.indices.filter { !newIdentities.contains(oldIdentities[$0]) }
    let inserted = newIdentities.indices.filter { !oldIdentities.contains(newIdentities[$0]) }
    guard update.deletedSectionIndexes == deleted, update.insertedSectionIndexes == inserted else {
      return
        "the update deletes sections \(update.deletedSectionIndexes) and inserts \(update.insertedSectionIndexes); "
        + "issue 21 deletes \(deleted) and inserts \(inserted)"
    }
    var oldPosition: [String: RowPosition] = [:], newPosition: [String: RowPosition] = [:]
    for (section, rows) in tableBefore.sections.map(\.rows).enumerated() {
      for (row, id) in rows.enumerated() { oldPosition[id] = RowPosition(section: section, row: row) }
    }
    for (section, rows) in tableAfter.sections.map(\.rows).enumerated() {
      for (row, id) in rows.enumerated() { newPosition[id] = RowPosition(section: section, row: row) }
    }
    let moves = Dictionary(update.movedRows.map { ($0.from, $0.to) }) { first, _ in first }
    let deletes = Set(update.deletedRowPositions), inserts = Set(update.insertedRowPositions)
    let reloads = Set(update.reloadedRowPositions)
    for (id, old) in oldPosition {
      guard let name = ItemRowName(id), let new = newPosition[id], !deleted.contains(old.section),
        !inserted.contains(new.section)
      else { continue }
      let changed = contentChanged(name, shape: shape, before: before, after: after)
      if let to = moves[old] {
        guard to == new else { return "'\(id)' moves to \(to), but the table shows it at \(new)" }
        if changed { return "'\(id)' is moved, but its content changed: it must be deleted and inserted" }
      } else if deletes.contains(old) || inserts.contains(new) {
        guard deletes.contains(old), inserts.contains(new) else {
          return "'\(id)' is only deleted or only inserted, though shown before and after"
        }
        if !changed { return "'\(id)' is deleted and inserted, but its content did not change: it must be moved" }
      } else if reloads.contains(old) != changed {
        return changed
          ? "'\(id)' changed content but is not reloaded" : "'\(id)' is reloaded, but nothing in it changed"
      }
    }
    return nil
  }

  /// Whether the item row's own value or a direct child's differs between the two states.
  static func contentChanged(_ name: ItemRowName, shape: FormShape, before: ModelState, after: ModelState) -> Bool {
    guard let list = shape.list(named: name.list), let row = list.rowIndex(name.row),
      let old = before.lists[name.list]?.items.first(where: { $0.key == name.key }),
      let new = after.lists[name.list]?.items.first(where: { $0.key == name.key })
    else { return false }
    let shown = [row] + list.rows.indices.filter { list.rows[$0].parent == row }
    return shown.contains { old.values[list.rows[$0].id] != new.values[list.rows[$0].id] }
  }
}
