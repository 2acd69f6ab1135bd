/// The spec's rows in full-layout order: sections in order, each row followed by its
/// `expands` children, depth first. Slot numbers here are the compiled form's slots.
struct FullLayout {
  struct Entry {
    var row: RowSpec
    var section: Int
    /// Slot of the parent row, or -1.
    var parent: Int
    /// The slot after the row's last descendant.
    var subtreeEnd: Int
  }

  var entries: [Entry] = []
  /// `sectionStarts[s] ..< sectionEnds[s]` are section s's slots.
  var sectionStarts: [Int] = []
  var sectionEnds: [Int] = []

  /// Flattens the spec without recursion.
  /// - Complexity: O(n).
  init(_ spec: FormSpec) {
    for (sectionIndex, section) in spec.sections.enumerated() {
      sectionStarts.append(entries.count)
      // Each frame: the parent's slot and the children still to place, reversed.
      var stack: [(parent: Int, pending: [RowSpec])] = [(-1, section.rows.reversed())]
      while !stack.isEmpty {
        guard let row = stack[stack.count - 1].pending.popLast() else {
          let finished = stack.removeLast()
          if finished.parent >= 0 { entries[finished.parent].subtreeEnd = entries.count }
          continue
        }
        let slot = entries.count
        entries.append(
          Entry(row: row, section: sectionIndex, parent: stack[stack.count - 1].parent, subtreeEnd: slot + 1))
        if !row.children.isEmpty { stack.append((slot, row.children.reversed())) }
      }
      sectionEnds.append(entries.count)
    }
  }

  func isAncestor(_ ancestor: Int, of slot: Int) -> Bool {
    ancestor < slot && slot < entries[ancestor].subtreeEnd
  }
}
