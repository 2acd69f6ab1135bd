/// Validates a batch update the way UIKit does, in UIKit's order, and then checks identities,
/// which UIKit does not: replaying the update on the rows before must give exactly the rows after.
///
/// 1. Reloads become a delete at the old index path plus an insert at the new one (shifted by
///    the deletes, then the inserts); deleting and reloading one index path is an error.
/// 2. Deletes are checked against the old counts, inserts against the new ones; row deletes
///    inside deleted sections and row inserts inside inserted sections are ignored. Moves are
///    checked at their source (old) and destination (new); a move out of a deleted section or
///    into an inserted one is an error, and so is one source moved twice, two sources moved to
///    one place, a move from a deleted or reloaded index path, or a move to an inserted one.
/// 3. Sections after = before + inserted − deleted; for each section not inserted, rows after =
///    rows before (of its old section) + inserted − deleted + moved in − moved out.
/// 4. Identity: deleting (descending) and inserting (ascending) on the old row identities gives
///    exactly the new ones, a moved row taking its identity from its source; every section kept
///    keeps its identity (its id, and its group for a grouped list's section).
public enum BatchUpdateChecker {
  /// Checks `update` against the tables before and after it.
  /// - Throws: the first ``BatchUpdateError`` in UIKit's order.
  /// - Complexity: O(n + k log k) for n rows in the tables and k entries in the update.
  public static func validate(before: FormTable, update: BatchUpdate, after: FormTable) throws(BatchUpdateError) {
    let oldCounts = before.sections.map({ $0.rows.count })
    let newCounts = after.sections.map({ $0.rows.count })
    let deletedSections = try uniqueSections(
      update.deleteSections, count: oldCounts.count, verb: "delete", when: "before")
    let insertedSections = try uniqueSections(
      update.insertSections, count: newCounts.count, verb: "insert", when: "after")

    // Old sections that survive, in order, correspond one to one with new sections not inserted.
    let oldSurvivors = oldCounts.indices.filter { !deletedSections.contains($0) }
    let newSurvivors = newCounts.indices.filter { !insertedSections.contains($0) }
    var newIndexOfOld: [Int: Int] = [:]
    for (old, new) in zip(oldSurvivors, newSurvivors) { newIndexOfOld[old] = new }

    // 1. Reloads, expanded into deletes and inserts.
    let reloads = try uniqueRows(update.reloadRows, counts: oldCounts, verb: "reload", when: "before")
    let explicitDeletes = try uniqueRows(update.deleteRows, counts: oldCounts, verb: "delete", when: "before")
    if let both = reloads.intersection(explicitDeletes).min() {
      throw BatchUpdateError(
        .deleteAndReload, "attempt to delete and reload the same index path (\(both.section), \(both.row))")
    }
    let explicitInserts = try uniqueRows(update.insertRows, counts: newCounts, verb: "insert", when: "after")

    // 2. Moves.
    var moveSources = Set<RowPosition>(), moveTargets = Set<RowPosition>()
    for move in update.moveRows {
      try checkRow(move.from, counts: oldCounts, verb: "move", when: "before")
      try checkRow(move.to, counts: newCounts, verb: "move", when: "after")
      if deletedSections.contains(move.from.section) {
        throw BatchUpdateError(
          .moveFromDeletedSection,
          "attempt to move index path (\(move.from.section), \(move.from.row)) out of section \(move.from.section), which is being deleted"
        )
      }
      if insertedSections.contains(move.to.section) {
        throw BatchUpdateError(
          .moveIntoInsertedSection, "attempt to move a row into section \(move.to.section), which is being inserted")
      }
      guard moveSources.insert(move.from).inserted else {
        throw BatchUpdateError(
          .moveConflict, "attempt to move index path (\(move.from.section), \(move.from.row)) to more than one place")
      }
      guard moveTargets.insert(move.to).inserted else {
        throw BatchUpdateError(
          .moveConflict, "attempt to move more than one row to index path (\(move.to.section), \(move.to.row))")
      }
      // UIKit turns a reload into a delete before it checks moves, so both get the delete's message.
      if explicitDeletes.contains(move.from) || reloads.contains(move.from) {
        throw BatchUpdateError(
          .moveConflict,
          "attempt to perform a delete and a move from the same index path (\(move.from.section), \(move.from.row))")
      }
      if explicitInserts.contains(move.to) {
        throw BatchUpdateError(
          .moveConflict,
          "attempt to perform an insert and a move to the same index path (\(move.to.section), \(move.to.row))")
      }
    }

    // Reload targets: the old position shifted by the rows leaving its section before it
    // (deletes and move sources), then by the rows arriving at or before it (inserts and move
    // destinations), as UIKit maps a row that stays.
    var deletes = explicitDeletes.filter { !deletedSections.contains($0.section) }
    var inserts = explicitInserts.filter { !insertedSections.contains($0.section) }
    let leaving = deletes.union(moveSources), arriving = inserts.union(moveTargets)
    for reload in reloads where !deletedSections.contains(reload.section) {
      guard let newSection = newIndexOfOld[reload.section] else { continue }
      var row = reload.row - leaving.filter { $0.section == reload.section && $0.row < reload.row }.count
      for arrival in arriving.filter({ $0.section == newSection }).map({ $0.row }).sorted() where arrival <= row {
        row += 1
      }
      deletes.insert(reload)
      inserts.insert(RowPosition(section: newSection, row: row))
    }

    // 3. Counts.
    guard newCounts.count == oldCounts.count + insertedSections.count - deletedSections.count else {
      throw BatchUpdateError(
        .sectionCount,
        "invalid number of sections: \(newCounts.count) after the update, \(oldCounts.count) before, \(insertedSections.count) inserted, \(deletedSections.count) deleted"
      )
    }
    for (old, new) in zip(oldSurvivors, newSurvivors) {
      let deleted = deletes.filter { $0.section == old }.count
      let inserted = inserts.filter { $0.section == new }.count
      let movedOut = moveSources.filter { $0.section == old }.count
      let movedIn = moveTargets.filter { $0.section == new }.count
      guard newCounts[new] == oldCounts[old] + inserted - deleted + movedIn - movedOut else {
        let moves = movedIn + movedOut > 0 ? ", \(movedIn) moved in, \(movedOut) moved out" : ""
        throw BatchUpdateError(
          .rowCount,
          "invalid number of rows in section \(new): \(newCounts[new]) after the update, \(oldCounts[old]) before, \(inserted) inserted, \(deleted) deleted\(moves)"
        )
      }
    }

    // 4. Identities.
    var table = before.sections.map({ $0.rows })
    var moved: [RowPosition: String] = [:]
    for move in update.moveRows { moved[move.to] = table[move.from.section][move.from.row] }
    let removals = deletes.union(moveSources)
    for position in StableOrder.sorted(removals).reversed() where !deletedSections.contains(position.section) {
      table[position.section].remove(at: position.row)
    }
    var rebuilt: [[String]] = []
    var survivors = oldSurvivors.makeIterator()
    for new in newCounts.indices {
      if insertedSections.contains(new) {
        rebuilt.append(after.sections[new].rows)
      } else if let old = survivors.next() {
        rebuilt.append(table[old])
      }
    }
    for position in StableOrder.sorted(inserts.union(moveTargets)) where !insertedSections.contains(position.section) {
      let id = moved[position] ?? after.sections[position.section].rows[position.row]
      guard position.row <= rebuilt[position.section].count else { continue }
      rebuilt[position.section].insert(id, at: position.row)
    }
    for (new, section) in after.sections.enumerated() where rebuilt[new] != section.rows {
      throw BatchUpdateError(
        .identity,
        "rows of section \(new) do not match after the update: replaying it gives \(rebuilt[new]), the table has \(section.rows)"
      )
    }
    for (new, section) in after.sections.enumerated() where !insertedSections.contains(new) {
      // A grouped list's sections share the list's id: the group tells them apart.
      if let old = zip(oldSurvivors, newSurvivors).first(where: { $0.1 == new })?.0,
        before.sections[old].id != section.id || before.sections[old].group != section.group
      {
        throw BatchUpdateError(
          .identity,
          "section \(new) after the update is \(section.identity), but the update keeps section \(before.sections[old].identity) there"
        )
      }
    }
  }

  private static func uniqueSections(_ list: [Int], count: Int, verb: String, when: String) throws(BatchUpdateError)
    -> Set<Int>
  {
    var seen = Set<Int>()
    for section in list {
      guard section >= 0, section < count else {
        throw BatchUpdateError(
          .sectionOutOfRange,
          "attempt to \(verb) section \(section), but there are only \(count) sections \(when) the update")
      }
      guard seen.insert(section).inserted else {
        throw BatchUpdateError(.duplicate, "attempt to \(verb) section \(section) twice")
      }
    }
    return seen
  }

  private static func uniqueRows(
    _ list: [RowPosition], counts: [Int], verb: String, when: String
  ) throws(BatchUpdateError) -> Set<RowPosition> {
    var seen = Set<RowPosition>()
    for position in list {
      try checkRow(position, counts: counts, verb: verb, when: when)
      guard seen.insert(position).inserted else {
        throw BatchUpdateError(.duplicate, "attempt to \(verb) index path (\(position.section), \(position.row)) twice")
      }
    }
    return seen
  }

  private static func checkRow(_ position: RowPosition, counts: [Int], verb: String, when: String)
    throws(BatchUpdateError)
  {
    guard position.section >= 0, position.section < counts.count else {
      throw BatchUpdateError(
        .sectionOutOfRange,
        "attempt to \(verb) row \(position.row) in section \(position.section), but there are only \(counts.count) sections \(when) the update"
      )
    }
    guard position.row >= 0, position.row < counts[position.section] else {
      let preposition = verb == "insert" ? "into" : "from"
      throw BatchUpdateError(
        .rowOutOfRange,
        "attempt to \(verb) row \(position.row) \(preposition) section \(position.section), which only contains \(counts[position.section]) rows \(when) the update"
      )
    }
  }
}

extension FormTable.Section {
  /// How messages name the section: `'id'`, or `'id' (group)` for a grouped list's.
  var identity: String { "'\(id)'" + (group.map { " (\($0))" } ?? "") }
}
