/// How list items' row changes join an event's update: in `finishUpdate`, once the section
/// changes are known, each change is placed in the section indexes before or after the event,
/// and dropped (or turned into a delete or an insert) where its section appears or disappears.
extension EngineCore {
  /// Sums `buffers.listChanges.sectionDeltas` per section into `buffers.itemDeltas`, and marks
  /// those sections dirty so that their changes are worked out.
  /// - Complexity: O(d log d) for d deltas.
  func sumItemDeltas(_ buffers: inout EventBuffers) {
    let deltas = buffers.listChanges.sectionDeltas.sorted { $0.section < $1.section }
    for (section, delta) in deltas {
      if let last = buffers.itemDeltas.last, last.section == section {
        buffers.itemDeltas[buffers.itemDeltas.count - 1].delta += delta
      } else {
        buffers.itemDeltas.append((section, delta))
        buffers.dirtySections.append(section)
      }
    }
  }

  /// The event's change of `section`, when it has one.
  /// - Complexity: O(log d) for d changes.
  private static func change(of section: Int, in changes: [SectionChange]) -> SectionChange? {
    let index = changes.firstIndex(notBelow: { $0.index < section })
    return index < changes.count && changes[index].index == section ? changes[index] : nil
  }

  /// Whether `section` is shown before and after the event (given its changes): the sections
  /// whose rows an update lists one by one.
  private func isKept(_ section: Int, _ changes: [SectionChange]) -> Bool {
    guard let change = Self.change(of: section, in: changes) else { return isSectionShown(section) }
    return change.wasShown && change.isShown
  }

  /// Adds the list rows deleted and reloaded to the static ones, in the section indexes before
  /// the event (call it before the counts are committed), and gives the sources of the moves
  /// (nil's place taken by a position no move can have, for moves that become inserts).
  /// - Complexity: O(k log k) for k positions.
  func listPositionsBefore(
    _ buffers: EventBuffers, deleted: RowPositions, reloaded: RowPositions
  ) -> (RowPositions, RowPositions, [RowPosition]) {
    let changes = buffers.listChanges
    var deletedRows = Array(deleted)
    var reloadedRows = Array(reloaded)
    for row in changes.deleted where isKept(row.section, buffers.sections) {
      deletedRows.append(RowPosition(section: sectionRanks.prefixCount(row.section), row: row.row))
    }
    for row in changes.reloaded where isKept(row.section, buffers.sections) {
      reloadedRows.append(RowPosition(section: sectionRanks.prefixCount(row.section), row: row.row))
    }
    var movedFrom: [RowPosition] = []
    movedFrom.reserveCapacity(changes.moved.count)
    for move in changes.moved {
      if isKept(move.from.section, buffers.sections) {
        movedFrom.append(RowPosition(section: sectionRanks.prefixCount(move.from.section), row: move.from.row))
      } else {
        movedFrom.append(RowPosition(section: -1, row: -1))
      }
    }
    // A move whose destination is not kept leaves as a delete.
    for (index, move) in changes.moved.enumerated()
    where movedFrom[index].section >= 0 && !isKept(move.to.section, buffers.sections) {
      deletedRows.append(movedFrom[index])
    }
    deletedRows.sort()
    reloadedRows.sort()
    return (RowPositions(list: deletedRows), RowPositions(list: reloadedRows), movedFrom)
  }

  /// Adds the list rows inserted to the static ones, in the section indexes after the event
  /// (call it once the counts are committed), and gives the moves, sorted by source.
  /// - Complexity: O(k log k) for k positions.
  func listPositionsAfter(
    _ buffers: EventBuffers, inserted: RowPositions, movedFrom: [RowPosition]
  ) -> (RowPositions, [RowMove]) {
    let changes = buffers.listChanges
    var insertedRows = Array(inserted)
    for row in changes.inserted where isKept(row.section, buffers.sections) {
      insertedRows.append(RowPosition(section: sectionRanks.prefixCount(row.section), row: row.row))
    }
    var moves: [RowMove] = []
    for (index, move) in changes.moved.enumerated() where isKept(move.to.section, buffers.sections) {
      let to = RowPosition(section: sectionRanks.prefixCount(move.to.section), row: move.to.row)
      if movedFrom[index].section >= 0 {
        moves.append(RowMove(from: movedFrom[index], to: to))
      } else {
        // The source's section appears or disappears: the row arrives as an insert.
        insertedRows.append(to)
      }
    }
    insertedRows.sort()
    moves.sort { $0.from < $1.from }
    return (RowPositions(list: insertedRows), moves)
  }
}
