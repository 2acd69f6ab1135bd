/// How list items' row changes join an event's update: in `finishUpdate`, once the section
/// changes are known, each change is placed in the section indexes before or after the event,
/// and dropped (or turned into a delete or an insert) where its section appears or disappears.
extension EngineCore {
  /// Sums `buffers.listChanges.sectionDeltas` per section into `buffers.itemDeltas` (ascending
  /// by section), and marks those sections dirty so that their changes are worked out.
  /// - Complexity: O(d · g) for d deltas in g sections (an event touches few sections).
  func sumItemDeltas(_ buffers: inout EventBuffers) {
    for (section, delta) in buffers.listChanges.sectionDeltas {
      var index = buffers.itemDeltas.count
      while index > 0 && buffers.itemDeltas[index - 1].section > section { index -= 1 }
      if index > 0 && buffers.itemDeltas[index - 1].section == section {
        buffers.itemDeltas[index - 1].delta += delta
      } else {
        buffers.itemDeltas.insert((section, delta), at: index)
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
  /// the event (call it before the counts are committed), and puts the sources of the moves in
  /// `buffers.movedFrom` (nil's place taken by a position no move can have, for moves that
  /// become inserts).
  /// - Complexity: O(k log k) for k positions.
  func listPositionsBefore(
    _ buffers: inout EventBuffers, deleted: RowPositions, reloaded: RowPositions
  ) -> (RowPositions, RowPositions) {
    let changes = buffers.listChanges
    for move in changes.moved {
      if isKept(move.from.section, buffers.sections) {
        buffers.movedFrom.append(
          RowPosition(section: sectionRanks.prefixCount(move.from.section), row: move.from.row))
      } else {
        buffers.movedFrom.append(RowPosition(section: -1, row: -1))
      }
    }
    var scratch = takePositions(&buffers)
    // A move whose destination is not kept leaves as a delete.
    // By index rather than `enumerated()`, whose iterator for these moves is one more copy in the WebAssembly module.
    for index in changes.moved.indices
    where buffers.movedFrom[index].section >= 0 && !isKept(changes.moved[index].to.section, buffers.sections) {
      scratch.append(buffers.movedFrom[index])
    }
    let deletedRows = adding(changes.deleted, to: deleted, buffers.sections, &scratch)
    let reloadedRows = adding(changes.reloaded, to: reloaded, buffers.sections, &scratch)
    buffers.positions = consume scratch
    return (deletedRows, reloadedRows)
  }

  /// Adds the list rows inserted to the static ones, in the section indexes after the event
  /// (call it once the counts are committed), and gives the moves, sorted by source.
  /// - Complexity: O(k log k) for k positions.
  func listPositionsAfter(_ buffers: inout EventBuffers, inserted: RowPositions) -> (RowPositions, [RowMove]) {
    let changes = buffers.listChanges
    var scratch = takePositions(&buffers)
    var moves: [RowMove] = []
    if !changes.moved.isEmpty { moves.reserveCapacity(changes.moved.count) }
    for index in changes.moved.indices where isKept(changes.moved[index].to.section, buffers.sections) {
      let move = changes.moved[index]
      let to = RowPosition(section: sectionRanks.prefixCount(move.to.section), row: move.to.row)
      if buffers.movedFrom[index].section >= 0 {
        moves.append(RowMove(from: buffers.movedFrom[index], to: to))
      } else {
        // The source's section appears or disappears: the row arrives as an insert.
        scratch.append(to)
      }
    }
    let insertedRows = adding(changes.inserted, to: inserted, buffers.sections, &scratch)
    buffers.positions = consume scratch
    if moves.count > 1 { StableOrder.sortShortInPlace(&moves) { $0.from < $1.from } }
    return (insertedRows, moves)
  }

  /// The buffers' scratch positions, emptied and owned by the caller until it puts them back.
  private func takePositions(_ buffers: inout EventBuffers) -> [RowPosition] {
    var scratch: [RowPosition] = []
    swap(&scratch, &buffers.positions)
    scratch.empty()
    return scratch
  }

  /// `positions` with `rows`, the list rows of one kind, added where their sections are kept
  /// (and `scratch`'s positions too, which it then empties), ascending. Without list rows or
  /// scratch positions, `positions` itself; a run stays a run (nothing allocated) when they
  /// extend it.
  /// - Complexity: O(k log k) for k positions.
  private func adding(
    _ rows: [ListRowChanges.Row], to positions: RowPositions, _ changes: [SectionChange],
    _ scratch: inout [RowPosition]
  ) -> RowPositions {
    guard !rows.isEmpty || !scratch.isEmpty else { return positions }
    positions.append(to: &scratch)
    for row in rows where isKept(row.section, changes) {
      scratch.append(RowPosition(section: sectionRanks.prefixCount(row.section), row: row.row))
    }
    if scratch.count > 1 { StableOrder.sortShortInPlace(&scratch, by: <) }
    let result = RowPositions(scratch)
    scratch.empty()
    return result
  }
}
