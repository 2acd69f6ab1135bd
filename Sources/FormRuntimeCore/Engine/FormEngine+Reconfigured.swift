extension FormEngine {
  /// `update`, an event's on this engine just now, with its ``FormUpdate/reconfiguredRowIDs``:
  /// the ids of its reloaded rows, read from the table after the event, then the rows of
  /// `expansion` (the event's row and its accordion's expanded rows before the event) whose
  /// expanded flag changed and that are kept in place: their accessory changed, which the batch
  /// update does not reload.
  ///
  /// Call it with the update in a local first: as an argument, the event would run after `self`
  /// was read, and the lookups would see the table before it.
  /// - Complexity: O(1) and no allocation for an update that reloads nothing and a row that does
  ///   not expand; else O(k (log d + m + i)) for k reloads, plus O(log i + m) per expandable row.
  func namingReconfiguredRows(_ update: FormUpdate, expansion: ExpansionBefore = .none) -> FormUpdate {
    let reloaded = update.reloadedRowPositions
    if reloaded.isEmpty, case .none = expansion { return update }
    var update = update
    var ids: [String] = []
    for old in reloaded {
      if let id = rowID(at: update.position(afterStaying: old)) { ids.append(id) }
    }
    switch expansion {
    case .none: break
    case .slot(let slot, let wasExpanded, let siblings):
      noteExpansion(ofSlot: slot, wasExpanded: wasExpanded, in: &update, overflow: &ids)
      for sibling in siblings where sibling != slot {
        noteExpansion(ofSlot: sibling, wasExpanded: true, in: &update, overflow: &ids)
      }
    case .item(let id, let wasExpanded):
      if let row = row(id), row.isExpanded != wasExpanded, let position = position(ofRow: id),
        update.keepsInPlace(position), !ids.contains(id)
      {
        ids.append(id)
      }
    }
    return ids.isEmpty ? update : update.reconfiguring(ids)
  }

  /// Notes static row `slot` in `update`'s accessory rows (in `overflow` past two) when its
  /// expanded flag is no longer `wasExpanded` and the update keeps it in place.
  /// - Complexity: O(log i + m); no allocation for the first two rows.
  private func noteExpansion(
    ofSlot slot: Int, wasExpanded: Bool, in update: inout FormUpdate, overflow: inout [String]
  ) {
    guard core.state.expanded[slot] != wasExpanded, let position = core.position(ofSlot: slot),
      update.keepsInPlace(position)
    else { return }
    if update.accessoryRows.first < 0 {
      update.accessoryRows = FormUpdate.AccessoryRows(ids: core.form.rows.id, first: Int32(slot))
    } else if update.accessoryRows.second < 0 {
      update.accessoryRows.second = Int32(slot)
    } else {
      overflow.append(core.form.rows.id[slot])
    }
  }

  /// The expanded flags a tap, expand or collapse event may change, read before the event, for
  /// ``namingReconfiguredRows(_:expansion:)``.
  enum ExpansionBefore {
    /// The event's row does not expand.
    case none
    /// A static row that expands, its flag, and the expanded rows of its section when it is an
    /// accordion (the event may collapse them).
    case slot(Int, wasExpanded: Bool, siblings: [Int])
    /// A list item's row that expands, and its flag.
    case item(String, wasExpanded: Bool)
  }

  /// What a tap, expand or collapse event on static row `slot` may change. O(1), and no
  /// allocation (the accordion's list is shared, not copied): taps are the hot path.
  func expansionBefore(slot: Int) -> ExpansionBefore {
    guard core.isExpandable(slot) else { return .none }
    return .slot(
      slot, wasExpanded: core.state.expanded[slot],
      siblings: core.accordionExpanded[core.form.rows.section[slot]])
  }

  /// What a tap, expand or collapse event on list item row `id` may change.
  func expansionBefore(itemRow id: String) -> ExpansionBefore {
    guard let row = row(id), row.isExpandable else { return .none }
    return .item(id, wasExpanded: row.isExpanded)
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
