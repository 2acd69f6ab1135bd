extension FormEngine {
  /// `update`, an event's on this engine just now, with its ``FormUpdate/reconfiguredRowIDs``:
  /// the ids of its reloaded rows, read from the table after the event, then the rows of
  /// `expansions` (ids and whether each was expanded and shown before the event) whose expanded
  /// flag changed while shown: their accessory changed, which the batch update does not reload.
  /// Call it with the update in a local first: as an argument, the event would run after `self`
  /// was read, and the lookups would see the table before it.
  /// - Complexity: O(1) for an update that reloads nothing and no expansion, else
  ///   O(k (log d + m + i)) for k reloads, plus a lookup per expansion.
  func namingReconfiguredRows(_ update: FormUpdate, expansions: [ExpansionBefore] = []) -> FormUpdate {
    let reloaded = update.reloadedRowPositions
    guard !reloaded.isEmpty || !expansions.isEmpty else { return update }
    var ids: [String] = []
    ids.reserveCapacity(reloaded.count)
    for old in reloaded {
      if let id = rowID(at: update.position(afterStaying: old)) { ids.append(id) }
    }
    for before in expansions where before.wasShown && !ids.contains(before.id) {
      guard let row = row(before.id), row.isExpanded != before.wasExpanded, isShown(before.id) else { continue }
      ids.append(before.id)
    }
    return ids.isEmpty ? update : update.reconfiguring(ids)
  }

  /// An expandable row's flag before a tap, expand or collapse event, and its accordion
  /// siblings' (which the event may collapse), for ``namingReconfiguredRows(_:expansions:)``.
  struct ExpansionBefore {
    var id: String
    var wasExpanded: Bool
    var wasShown: Bool
  }

  /// The rows whose expanded flag an event on static row `slot` may change: the row, and the
  /// expanded rows of its section when it is an accordion. O(1) and no allocation for a row
  /// that does not expand (the hot path of taps); O(a) for a expanded rows otherwise.
  func expansionsBefore(slot: Int) -> [ExpansionBefore] {
    guard core.isExpandable(slot) else { return [] }
    let form = self.form
    var before = [
      ExpansionBefore(id: form.rows.id[slot], wasExpanded: state.expanded[slot], wasShown: core.isShown(slot: slot))
    ]
    for other in core.accordionExpanded[form.rows.section[slot]] where other != slot {
      before.append(ExpansionBefore(id: form.rows.id[other], wasExpanded: true, wasShown: core.isShown(slot: other)))
    }
    return before
  }

  /// The row whose expanded flag an event on list item row `id` may change: the row.
  func expansionsBefore(itemRow id: String) -> [ExpansionBefore] {
    guard let row = row(id), row.isExpandable else { return [] }
    return [ExpansionBefore(id: id, wasExpanded: row.isExpanded, wasShown: isShown(id))]
  }
}
