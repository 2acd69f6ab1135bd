/// One-item list changes that shift other items without reordering them: removing an item, and
/// moving one (a `move` event, or a sorted item whose sort value changes), with the fewest row
/// moves worked out from prefix sums instead of over the whole list.
extension EngineCore {
  /// Removes the item at `index` of `list`: its rows are deleted, the others keep their order.
  /// - Complexity: O(b + log c) (``ListItems``), unless a template condition of the list reads its
  ///   count: then the list is reworked.
  mutating func remove(at index: Int, inList list: Int) -> FormUpdate {
    guard !countIsReadByItems(ofList: list) else {
      return rework(list: list, with: .removing(at: index, count: state.lists[list].items.count))
    }
    var buffers = takeBuffers()
    let old = state.lists[list].items.placement(ofIndex: index)
    let removed = state.lists[list].items.removeEntry(at: index)
    _ = countValidationChange(from: removed.validation, to: ItemValidation(), touched: 0)
    buffers.listChanges.record(
      ItemChange(old: old, new: nil, relocated: false, content: 0), rowCount: templateRowCount(list))
    setCount(ofList: list, to: state.lists[list].items.count, &buffers)
    return finish(consume buffers)
  }

  /// Where ``relocateItem(at:inList:as:content:edited:to:)`` puts an item, among the other items.
  enum Destination {
    /// At this list index.
    case index(Int)
    /// Where the item's sort value places it in its sorted list.
    case sortedPlace
  }

  /// Moves the item at list index `from` of `list` (becoming `item`: same key, its values may
  /// have changed, `content` giving the template rows whose content did) to `destination` among
  /// the other items, and records its row changes. Its rows whose enabled flag or shown error
  /// changes are reloaded too, but for `edited` (the edited row).
  ///
  /// Only this item changes its order relative to the others, so in its section (when it stays
  /// there) the heaviest set of items keeping their order is either every other item (the item's
  /// rows move) or every item but those it jumps over (their rows move): whichever keeps more
  /// rows in place, the items jumped over being found through the section's row counts. On a
  /// tie the item moved down moves, and the items jumped by an item moved up move, as the
  /// heaviest increasing subsequence of a whole rework picks.
  /// - Complexity: O(b + log c) plus O(k · (b + log c)) for k items jumped over when they move (fewer
  ///   than the item's 64 rows).
  mutating func relocateItem(
    at from: Int, inList list: Int, as item: ListItem, content: UInt64, edited: UInt64 = 0,
    to destination: Destination
  ) -> FormUpdate {
    var buffers = takeBuffers()
    let old = state.lists[list].items.placement(ofIndex: from)
    let removed = state.lists[list].items.removeEntry(at: from, keepingHandle: true)
    let to: Int
    switch destination {
    case .index(let index): to = index
    case .sortedPlace: to = sortedIndex(of: item, inList: list) ?? from
    }
    let rows = derivedRows(of: item, inList: list)
    let (bits, section, checks) = (rows.bits, rows.section, rows.validation)
    let content =
      content | (countValidationChange(from: removed.validation, to: checks, touched: item.touched) & ~edited)
    state.lists[list].items.insertEntry(
      item, at: to, bits: bits, section: section, validation: checks, keptHandle: removed.handle)
    let new = state.lists[list].items.placement(ofIndex: to)
    let rowCount = templateRowCount(list)
    guard section == old.section, from != to else {
      if old != new || content != 0 || section != old.section {
        buffers.listChanges.record(
          ItemChange(old: old, new: new, relocated: section != old.section, content: content), rowCount: rowCount)
      }
      return finish(consume buffers)
    }
    // The rows (in the item's section, after the event) of the items it jumped over, and how far
    // they moved.
    let movedDown = from < to
    let jumpedRows: Range<Int>
    let shift: Int
    if movedDown {
      jumpedRows = state.lists[list].items.rowsBefore(from, inSection: section)..<new.firstRow
      shift = old.bits.nonzeroBitCount
    } else {
      let end = state.lists[list].items.rowsBefore(from + 1, inSection: section)
      jumpedRows = (new.firstRow + bits.nonzeroBitCount)..<end
      shift = -bits.nonzeroBitCount
    }
    let staying = (old.bits & bits).nonzeroBitCount
    let jumped = jumpedRows.count
    let itemMoves = jumped > staying || (jumped == staying && jumped > 0 && movedDown)
    if itemMoves || old != new || content != 0 {
      buffers.listChanges.record(
        ItemChange(old: old, new: new, relocated: itemMoves, content: content), rowCount: rowCount)
    }
    if !itemMoves {
      var rank = jumpedRows.lowerBound
      while rank < jumpedRows.upperBound {
        let index = state.lists[list].items.index(containingRow: rank, inSection: section)
        let rows = state.lists[list].items.rowBits(at: index)
        buffers.listChanges.record(
          ItemChange(
            old: ItemPlacement(section: section, firstRow: rank + shift, bits: rows),
            new: ItemPlacement(section: section, firstRow: rank, bits: rows), relocated: true, content: 0),
          rowCount: rowCount)
        rank += rows.nonzeroBitCount
      }
    }
    return finish(consume buffers)
  }
}
