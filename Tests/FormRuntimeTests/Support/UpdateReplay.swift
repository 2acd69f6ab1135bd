import FormRuntime

/// Replays an update on the table before it, the way UIKit's batch updates do, and reports
/// every way the update fails to turn it into the table after.
///
/// Deletions are in the old table's coordinates and insertions in the new one's; rows of
/// inserted and deleted sections are not listed. Beyond UIKit's count checks, identities are
/// compared: the old table without its deleted sections and rows must be the new table without
/// its inserted sections and rows, row for row.
enum UpdateReplay {
  static func problems(before: FormTable, update: FormUpdate, after: FormTable) -> [String] {
    var problems: [String] = []
    func checkSortedUnique<T: Comparable>(_ list: [T], _ name: String) {
      if zip(list, list.dropFirst()).contains(where: { $0 >= $1 }) { problems.append("\(name) not sorted/unique: \(list)") }
    }
    checkSortedUnique(update.deletedSectionIndexes, "deleteSections")
    checkSortedUnique(update.insertedSectionIndexes, "insertSections")
    checkSortedUnique(update.deletedRowPositions, "deleteRows")
    checkSortedUnique(update.insertedRowPositions, "insertRows")
    checkSortedUnique(update.reloadedRowPositions, "reloadRows")

    let deletedSections = Set(update.deletedSectionIndexes)
    let insertedSections = Set(update.insertedSectionIndexes)
    for index in deletedSections where index >= before.sections.count { problems.append("deleted section \(index) out of range") }
    for index in insertedSections where index >= after.sections.count { problems.append("inserted section \(index) out of range") }

    let survivingOld = before.sections.indices.filter { !deletedSections.contains($0) }
    let survivingNew = after.sections.indices.filter { !insertedSections.contains($0) }
    guard survivingOld.count == survivingNew.count else {
      problems.append("invalid number of sections: \(after.sections.count) after, \(before.sections.count) before, \(insertedSections.count) inserted, \(deletedSections.count) deleted")
      return problems
    }
    for position in update.deletedRowPositions + update.reloadedRowPositions {
      guard position.section < before.sections.count, position.row < before.sections[position.section].rows.count else {
        problems.append("row \(position) out of range before the update")
        continue
      }
      if deletedSections.contains(position.section) { problems.append("row \(position) listed inside a deleted section") }
    }
    for position in update.insertedRowPositions {
      guard position.section < after.sections.count, position.row < after.sections[position.section].rows.count else {
        problems.append("row \(position) out of range after the update")
        continue
      }
      if insertedSections.contains(position.section) { problems.append("row \(position) listed inside an inserted section") }
    }
    if !Set(update.deletedRowPositions).isDisjoint(with: update.reloadedRowPositions) {
      problems.append("a row is both deleted and reloaded")
    }
    for (old, new) in zip(survivingOld, survivingNew) {
      let oldSection = before.sections[old], newSection = after.sections[new]
      if oldSection.id != newSection.id { problems.append("section \(old) (\(oldSection.id)) became \(new) (\(newSection.id))") }
      let deleted = Set(update.deletedRowPositions.filter { $0.section == old }.map(\.row))
      let inserted = Set(update.insertedRowPositions.filter { $0.section == new }.map(\.row))
      let kept = oldSection.rows.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
      let expected = newSection.rows.enumerated().filter { !inserted.contains($0.offset) }.map(\.element)
      if kept != expected {
        problems.append(
          "invalid rows in section \(new): \(newSection.rows.count) after, \(oldSection.rows.count) before, \(inserted.count) inserted, \(deleted.count) deleted; kept \(kept), expected \(expected)")
      }
    }
    return problems
  }
}
