extension FormEngine {
  /// The ids of the rows shown before and after `update`'s event whose content
  /// (``content(ofRow:formatter:)``) changed: what a diffable data source reconfigures
  /// (`reconfigureItems(_:)`). First the reloaded rows, in the order of
  /// ``FormUpdate/reloadedRowPositions``, then the expandable rows whose expanded flag changed
  /// and that the update keeps in place (their accessory changed, which the batch update does not
  /// reload). The row the user is editing (an `edit` event) is never listed: its field already
  /// shows what is typed.
  ///
  /// `update` must be one that this engine, or another engine of the same form, returned: an
  /// update names a static row by its place in the form (so that the tap of an expandable row
  /// holds no string and allocates nothing), the other rows by id, named when the event ran. It
  /// is not part of the update's equality.
  /// - Complexity: O(r) for r rows named.
  public func reconfiguredRowIDs(of update: FormUpdate) -> [String] {
    var names = update.namedReconfiguredRows
    let ids = core.form.rows.id
    for slot in update.accessorySlots where ids.indices.contains(slot) && !names.contains(ids[slot]) {
      names.append(ids[slot])
    }
    return names
  }

  /// `update`, the tap, expand or collapse of list item row `itemExpansion.id` just now, with
  /// that row among the rows ``reconfiguredRowIDs(of:)`` names when its expanded flag changed and
  /// the update keeps it in place (its accessory changed, which the batch update does not
  /// reload). The core names reloaded rows and notes static rows itself
  /// (`EngineCore.namingReloadedRows(_:)`, `notingAccessoryRows(_:in:)`).
  ///
  /// Call it with the update in a local first: as an argument, the event would run after `self`
  /// was read, and the lookups would see the table before it.
  /// - Complexity: O(1) when the row does not expand; else O(log i + m) for i inserted rows and
  ///   m moves, and an allocation when it is named.
  func namingItemRow(_ update: FormUpdate, expansion: ItemExpansion?) -> FormUpdate {
    guard let item = expansion, let row = row(item.id), row.isExpanded != item.wasExpanded,
      let position = position(ofRow: item.id), update.keepsInPlace(position)
    else { return update }
    return update.reconfiguring([item.id])
  }

  /// A list item's expandable row and its expanded flag before a tap, expand or collapse event,
  /// for ``namingItemRow(_:expansion:)``.
  struct ItemExpansion {
    var id: String
    var wasExpanded: Bool
  }

  /// What a tap, expand or collapse event on list item row `id` may change: nil when the row
  /// does not expand.
  func expansionBefore(itemRow id: String) -> ItemExpansion? {
    guard let row = row(id), row.isExpandable else { return nil }
    return ItemExpansion(id: id, wasExpanded: row.isExpanded)
  }
}

extension EngineCore {
  /// `update`, which finishes an event on the general path, with its reloaded rows named (read
  /// from the table after the event) for ``FormEngine/reconfiguredRowIDs(of:)``.
  /// - Complexity: O(k (log d + m + i + log n)) for k reloads, d deletions, m moves and i
  ///   insertions; O(1) when nothing is reloaded.
  func namingReloadedRows(_ update: FormUpdate) -> FormUpdate {
    let reloaded = update.reloadedRowPositions
    guard !reloaded.isEmpty else { return update }
    var ids: [String] = []
    for old in reloaded {
      if let id = rowID(at: update.position(afterStaying: old)) { ids.append(id) }
    }
    return update.reconfiguring(ids)
  }

  /// Whether static row `slot` is shown, during an event once its flags are settled (it reads
  /// `inSection`, not the rank bits). - Complexity: O(1).
  @inline(__always) func isInShownSection(_ slot: Int) -> Bool {
    inSection[slot] && isSectionShown(form.rows.section[slot])
  }

  /// `update`, an event's on the general path just now, with the static expandable rows `rows`,
  /// whose expanded flags the event changed, among its accessory rows when they are shown after
  /// it and the update keeps them in place (not inserted, not the destination of a move).
  /// - Complexity: O(r (log n + log i + m)) for r rows; an allocation per row noted.
  func notingAccessoryRows(_ rows: some Sequence<Int>, in update: FormUpdate) -> FormUpdate {
    var update = update
    for slot in rows {
      guard let position = shownPosition(ofSlot: slot), update.keepsInPlace(position) else { continue }
      if !update.addAccessorySlot(slot) { update = update.reconfiguring([], accessorySlot: slot, of: form.rows.id) }
    }
    return update
  }
}

extension FormUpdate {
  /// Whether the row at `position` (after the update) was shown before it in the same section
  /// and is neither inserted nor the destination of a move.
  /// - Complexity: O(log i + log s + m) for i inserted rows, s inserted sections and m moves.
  func keepsInPlace(_ position: RowPosition) -> Bool {
    guard !insertedSectionIndexes.sortedContains(position.section), !insertedRowPositions.sortedContains(position)
    else { return false }
    return !movedRows.contains { $0.to == position }
  }
}
