extension FormUpdate {
  /// Where a row at `old` (before the update) is after it, when it stays in place: it is not
  /// deleted or moved, and its section is not deleted (a reloaded row). UIKit's rule: deletions
  /// and move sources come out first, in old coordinates; insertions and move destinations go
  /// in after, in ascending new coordinates.
  /// - Complexity: O(log d + m + i) for d deletions, m moves and i insertions.
  func position(afterStaying old: RowPosition) -> RowPosition {
    var section = old.section - Self.count(deletedSectionIndexes, below: old.section)
    for inserted in insertedSectionIndexes where inserted <= section { section += 1 }
    let deleted = deletedRowPositions
    let firstInSection = deleted.partitioningIndex { $0 >= RowPosition(section: old.section, row: 0) }
    let firstAtRow = deleted.partitioningIndex { $0 >= old }
    var row = old.row - (firstAtRow - firstInSection)
    var arrivals: [Int] = []
    for move in movedRows {
      if move.from.section == old.section && move.from.row < old.row { row -= 1 }
      if move.to.section == section { arrivals.append(move.to.row) }
    }
    let inserted = insertedRowPositions
    var next = inserted.partitioningIndex { $0 >= RowPosition(section: section, row: 0) }
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

  private static func count(_ sorted: [Int], below value: Int) -> Int {
    sorted.partitioningIndex { $0 >= value }
  }
}

extension RandomAccessCollection {
  /// The index of the first element for which `belongs` holds, in a collection where it holds
  /// for a suffix. - Complexity: O(log n).
  func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
    var low = startIndex, count = self.count
    while count > 0 {
      let half = count / 2, middle = index(low, offsetBy: half)
      if belongs(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
