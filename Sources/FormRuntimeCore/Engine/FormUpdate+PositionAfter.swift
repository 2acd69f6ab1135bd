extension FormUpdate {
  /// Where a row at `old` (before the update) is after it, when it stays in place: it is not
  /// deleted or moved, and its section is not deleted (a reloaded row). UIKit's rule: deletions
  /// and move sources come out first, in old coordinates; insertions and move destinations go
  /// in after, in ascending new coordinates.
  /// - Complexity: O(log d + m + i) for d deletions, m moves and i insertions.
  func position(afterStaying old: RowPosition) -> RowPosition {
    var section = old.section - deletedSectionIndexes.firstIndex(notBelow: { $0 < old.section })
    for inserted in insertedSectionIndexes where inserted <= section { section += 1 }
    let deleted = deletedRowPositions
    let firstInSection = deleted.firstIndex(notBelow: { $0 < RowPosition(section: old.section, row: 0) })
    let firstAtRow = deleted.firstIndex(notBelow: { $0 < old })
    var row = old.row - (firstAtRow - firstInSection)
    var arrivals: [Int] = []
    for move in movedRows {
      if move.from.section == old.section && move.from.row < old.row { row -= 1 }
      if move.to.section == section { arrivals.append(move.to.row) }
    }
    let inserted = insertedRowPositions
    var next = inserted.firstIndex(notBelow: { $0 < RowPosition(section: section, row: 0) })
    arrivals.sort()
    var arrival = 0
    // The destinations in ascending order, each shifting the rows at or after it.
    while true {
      let insertion = next < inserted.count && inserted[next].section == section ? inserted[next].row : Int.max
      let moved = arrival < arrivals.count ? arrivals[arrival] : Int.max
      let destination = min(insertion, moved)
      guard destination <= row else { break }
      row += 1
      if insertion <= moved { next += 1 } else { arrival += 1 }
    }
    return RowPosition(section: section, row: row)
  }
}
