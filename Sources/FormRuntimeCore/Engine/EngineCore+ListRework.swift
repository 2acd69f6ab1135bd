/// Whole-list changes: a keyed replace, or a one-item change reworked because the list's
/// conditions read its count. The new order is compared with the old in one pass; the fewest
/// moves are worked out over the runs of items whose order changed (``OrderRuns``), and the
/// item store is edited in place when few items changed place.
extension EngineCore {
  /// Makes `replacement` the items of `list` and records the rows that change: in each table
  /// section, a heaviest set (by rows shown before and after) of kept items whose order is
  /// unchanged stays in place, and the other kept items' rows move.
  /// - Complexity: O(n + k · t · c + m log m) for n items before and after, k of them new or
  ///   changed (all when a template condition reads the list's count) and m runs of items out of
  ///   order; the store is edited in O(e · (b + log c)) for e items removed, added or relocated,
  ///   or built again in O(n log c) when that is cheaper.
  mutating func rework(list: Int, with replacement: ListReplacement) -> FormUpdate {
    var buffers = takeBuffers()
    let firstSection = form.lists.firstSection[list]
    let sectionCount = form.lists.endSection[list] - firstSection
    let oldPlacements = placements(ofList: list)
    // The items' validation before, when the list has any (kept items not worked out keep theirs).
    let validates = validation.isActive && validation.validatesList[list]
    let oldChecks = validates ? state.lists[list].items.entries.map({ $0.validation }) : []
    let newCount = replacement.count
    let countChanges = state.values[form.lists.count[list]] != .int(FormInt(newCount))
    let reworkAll = countChanges && countIsReadByItems(ofList: list)
    // The count first, so that the items' conditions read the new one.
    if countChanges { state.values[form.lists.count[list]] = .int(FormInt(newCount)) }

    // The rows of the items worked out again, by ascending new index; the others keep theirs.
    var worked = WorkedItems()
    if reworkAll {
      worked.indexes.reserveCapacity(newCount)
      worked.rows.reserveCapacity(newCount)
      var changes = replacement.changes.makeIterator(), change = changes.next()
      for index in 0..<newCount {
        let item: ListItem
        if let current = change, current.index == index {
          item = current.item
          change = changes.next()
        } else {
          item = state.lists[list].items[replacement.oldIndexes[index]]
        }
        worked.append(index, derivedRows(of: item, inList: list))
      }
    } else {
      for change in replacement.changes { worked.append(change.index, derivedRows(of: change.item, inList: list)) }
    }
    // Validation: the count of invalid rows, and the kept items' rows whose enabled flag or
    // shown error changes (reloaded where they stay).
    // (By new index: the reloads of the rows of kept items, 0 where nothing is reloaded.)
    var reloads = [UInt64](repeating: 0, count: validates ? newCount : 0)
    if validates {
      for position in worked.indexes.indices {
        let index = worked.indexes[position], rows = worked.rows[position]
        let old = replacement.oldIndexes[index]
        let touched =
          replacement.change(at: index)?.item.touched ?? (old >= 0 ? state.lists[list].items[old].touched : 0)
        let reload = countValidationChange(
          from: old >= 0 ? oldChecks[old] : ItemValidation(), to: rows.validation, touched: touched)
        if old >= 0 { reloads[index] = reload }
      }
    }

    // Per old index: the rank among the kept items that stay in their section (-1: it changes
    // section, -2: it is removed).
    var rankOfOld = [Int](repeating: -2, count: oldPlacements.count)
    for old in replacement.oldIndexes where old >= 0 { rankOfOld[old] = 0 }
    for position in worked.indexes.indices {
      let old = replacement.oldIndexes[worked.indexes[position]]
      if old >= 0 && oldPlacements[old].section != worked.rows[position].section { rankOfOld[old] = -1 }
    }
    var nextRank = [Int](repeating: 0, count: sectionCount)
    for old in rankOfOld.indices where rankOfOld[old] == 0 {
      let group = oldPlacements[old].section - firstSection
      rankOfOld[old] = nextRank[group]
      nextRank[group] += 1
    }

    // The runs, per section, of the staying items' ranks (weighed by their rows staying shown),
    // and of every kept item's old index for the store.
    var sectionRuns = [OrderRuns](repeating: OrderRuns(), count: sectionCount)
    var storeRuns = OrderRuns()
    forEachNewItem(replacement, worked: worked, oldPlacements: oldPlacements) { index, old, rows in
      guard old >= 0 else { return }
      storeRuns.append(key: old, weight: 1)
      guard rankOfOld[old] >= 0 else { return }
      let weight = (oldPlacements[old].bits & rows.bits).nonzeroBitCount
      sectionRuns[rows.section - firstSection].append(key: rankOfOld[old], weight: weight)
    }
    let sectionStays = sectionRuns.map { $0.heaviestIncreasing() }
    let storeStays = storeRuns.heaviestIncreasing()

    // The rows that change, in the item's place before and after; and the kept items that leave
    // their place in the store.
    let rowCount = templateRowCount(list)
    var running = [Int](repeating: 0, count: sectionCount)
    var sectionReplays = [OrderRuns.Replay](repeating: OrderRuns.Replay(), count: sectionCount)
    var storeReplay = OrderRuns.Replay()
    var changes = replacement.changes.makeIterator(), change = changes.next()
    var relocatedInStore: [Int] = []
    forEachNewItem(replacement, worked: worked, oldPlacements: oldPlacements) { index, old, rows in
      let group = rows.section - firstSection
      let new = ItemPlacement(section: rows.section, firstRow: running[group], bits: rows.bits)
      running[group] += rows.bits.nonzeroBitCount
      var content: UInt64 = validates ? reloads[index] : 0
      if let current = change, current.index == index {
        content |= current.content
        change = changes.next()
      }
      guard old >= 0 else {
        buffers.listChanges.record(ItemChange(old: nil, new: new, relocated: false, content: 0), rowCount: rowCount)
        return
      }
      if !storeStays[storeReplay.run(ofKey: old)] { relocatedInStore.append(index) }
      let before = oldPlacements[old]
      let stays = rankOfOld[old] >= 0 && sectionStays[group][sectionReplays[group].run(ofKey: rankOfOld[old])]
      guard !stays || content != 0 || before.bits != new.bits else { return }
      buffers.listChanges.record(
        ItemChange(old: before, new: new, relocated: !stays, content: content), rowCount: rowCount)
    }
    for old in rankOfOld.indices where rankOfOld[old] == -2 {
      if validates { _ = countValidationChange(from: oldChecks[old], to: ItemValidation(), touched: 0) }
      buffers.listChanges.record(
        ItemChange(old: oldPlacements[old], new: nil, relocated: false, content: 0), rowCount: rowCount)
    }

    updateStore(ofList: list, to: replacement, worked: worked, relocated: relocatedInStore, rankOfOld: rankOfOld)
    if countChanges { applyPlan(ofValue: form.lists.count[list], except: list, &buffers) }
    return finish(consume buffers)
  }

  /// The items whose rows a rework worked out again, by ascending new index, and those rows (two
  /// arrays rather than one of pairs, whose array code the WebAssembly module would hold for this
  /// use alone: BENCHMARKS.md, "The engine as WebAssembly: size").
  struct WorkedItems {
    var indexes: [Int] = []
    var rows: [ItemRows] = []

    mutating func append(_ index: Int, _ itemRows: ItemRows) {
      indexes.append(index)
      rows.append(itemRows)
    }
  }

  /// Calls `body` with each new index in order, the item's old index (-1 for a new item) and its
  /// rows after the change (worked out again, or as they were).
  private func forEachNewItem(
    _ replacement: ListReplacement, worked: WorkedItems, oldPlacements: [ItemPlacement],
    _ body: (Int, Int, ItemRows) -> Void
  ) {
    // (The validation of a kept item not worked out again is not read by the callers.)
    var next = 0
    for (index, old) in replacement.oldIndexes.enumerated() {
      if next < worked.indexes.count && worked.indexes[next] == index {
        body(index, old, worked.rows[next])
        next += 1
      } else {
        body(
          index, old,
          ItemRows(bits: oldPlacements[old].bits, section: oldPlacements[old].section, validation: ItemValidation()))
      }
    }
  }

  /// Makes the store of `list` hold the replacement's items with their rows. In place when few
  /// items change place: the removed items and the `relocated` ones (by ascending new index) are
  /// taken out (from the last old index down), then the new and relocated ones put in at their new
  /// indexes, in increasing order, so that each lands where it belongs between the items that
  /// stayed; then the items that stayed take their new values and rows. Else the store is built
  /// again. `rankOfOld` has -2 at the old index of each removed item.
  private mutating func updateStore(
    ofList list: Int, to replacement: ListReplacement, worked: WorkedItems, relocated: [Int], rankOfOld: [Int]
  ) {
    var leaving: [Int] = []
    for old in rankOfOld.indices where rankOfOld[old] == -2 { leaving.append(old) }
    let removedCount = leaving.count
    var added: [Int] = []
    for change in replacement.changes where replacement.oldIndexes[change.index] < 0 { added.append(change.index) }
    // An edit costs about a copy of one chunk, building the store again a search per item.
    guard (removedCount + added.count + relocated.count) * ListItems.maxChunkCount / 2 <= replacement.count
    else {
      rebuildStore(ofList: list, to: replacement, worked: worked)
      return
    }
    for index in relocated { leaving.append(replacement.oldIndexes[index]) }
    StableOrder.sort(&leaving, by: <)
    // The relocated items' entries by descending old index, as they are taken out.
    var takenOlds: [Int] = [], taken: [ListItems.Entry] = []
    var position = leaving.count
    while position > 0 {
      position -= 1
      let old = leaving[position]
      let entry = state.lists[list].items.removeEntry(at: old)
      if rankOfOld[old] != -2 {
        takenOlds.append(old)
        taken.append(entry)
      }
    }
    // The new items and the relocated ones, both by ascending new index, merged.
    var nextAdded = 0, nextRelocated = 0
    while nextAdded < added.count || nextRelocated < relocated.count {
      let index: Int, entry: ListItems.Entry?
      if nextRelocated == relocated.count || (nextAdded < added.count && added[nextAdded] < relocated[nextRelocated]) {
        index = added[nextAdded]
        entry = nil
        nextAdded += 1
      } else {
        index = relocated[nextRelocated]
        let old = replacement.oldIndexes[index]
        entry = taken[takenOlds.firstIndex(notBelow: { $0 > old })]
        nextRelocated += 1
      }
      let item = replacement.change(at: index)?.item ?? entry?.item
      let rowsIndex = worked.indexes.firstIndex(notBelow: { $0 < index })
      let rows =
        rowsIndex < worked.indexes.count && worked.indexes[rowsIndex] == index
        ? worked.rows[rowsIndex] : entry.map { ItemRows(bits: $0.bits, section: $0.section, validation: $0.validation) }
      guard let item, let rows else { continue }
      state.lists[list].items.insertEntry(
        item, at: index, bits: rows.bits, section: rows.section, validation: rows.validation)
    }
    for change in replacement.changes where replacement.oldIndexes[change.index] >= 0 {
      state.lists[list].items[change.index] = change.item
    }
    for position in worked.indexes.indices {
      let index = worked.indexes[position], rows = worked.rows[position]
      state.lists[list].items.setRows(at: index, bits: rows.bits, section: rows.section)
      state.lists[list].items.setValidation(rows.validation, at: index)
    }
  }

  /// Builds the store of `list` again from the replacement's items and their rows.
  /// - Complexity: O(n log c).
  private mutating func rebuildStore(
    ofList list: Int, to replacement: ListReplacement, worked: WorkedItems
  ) {
    let old = state.lists[list].items
    var items: [ListItem] = [], rows: [ItemRows] = []
    items.reserveCapacity(replacement.count)
    rows.reserveCapacity(replacement.count)
    var nextChange = 0, nextWorked = 0
    for (index, oldIndex) in replacement.oldIndexes.enumerated() {
      let entry = oldIndex >= 0 ? old.entry(at: oldIndex) : nil
      if nextChange < replacement.changes.count && replacement.changes[nextChange].index == index {
        items.append(replacement.changes[nextChange].item)
        nextChange += 1
      } else if let entry {
        items.append(entry.item)
      }
      if nextWorked < worked.indexes.count && worked.indexes[nextWorked] == index {
        rows.append(worked.rows[nextWorked])
        nextWorked += 1
      } else if let entry {
        rows.append(ItemRows(bits: entry.bits, section: entry.section, validation: entry.validation))
      }
    }
    state.lists[list].items.replaceAll(with: items)
    for (index, rows) in rows.enumerated() {
      state.lists[list].items.setRows(at: index, bits: rows.bits, section: rows.section)
      state.lists[list].items.setValidation(rows.validation, at: index)
    }
  }
}
