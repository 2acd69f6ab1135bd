/// The state changes one event makes on the general path, worked out before anything is
/// changed.
struct StateChange {
  /// A value slot and what the event sets it to. (A struct, not a tuple: a tuple's copies and
  /// destruction go through the runtime's generic witnesses.)
  struct ValueChange {
    var slot: Int
    var newValue: FormValue
  }

  var value: ValueChange?
  /// The row whose expanded flag the event sets, and to what.
  var expansion: (row: Int, expanded: Bool)?
  /// Rows of an accordion section that close because `expansion` opens another.
  var collapsing: [Int] = []

  var isEmpty: Bool { value == nil && expansion == nil }
}

/// The lists an event works with, kept by the engine between events (emptied, with their
/// capacity) so that, once they have grown to the size of the events sent, an event allocates
/// only for the update it returns.
struct EventBuffers: Sendable {
  var queue = SlotQueue()
  /// Sections whose condition reads the changed state (unsorted, may repeat).
  var dirtySections: [Int] = []
  /// Rows whose content may have changed (unsorted, may repeat).
  var reloadCandidates: [Int] = []
  /// Static rows with a value whose own condition flipped, once per flip (unsorted): their
  /// parent's summary changed when a row flipped an odd number of times in the event.
  var summaryFlips: [Int] = []
  /// Rows whose own condition changed, in one plan's order.
  var changed = ScratchList<Int>()
  /// Rows whose `inSection` flag flipped, ascending.
  var flipped = ScratchList<Int>()
  /// `flipped` cut into runs, one per section.
  var runs = ScratchList<FlippedRun>()
  /// The sections touched, ascending.
  var sections: [EngineCore.SectionChange] = []
  /// The rows of list items the event changes.
  var listChanges = ListRowChanges()
  /// `listChanges.sectionDeltas` summed per section, ascending.
  var itemDeltas: [(section: Int, delta: Int)] = []
  /// What validation must check again (``ValidationWork``).
  var validation = ValidationWork()
  /// The sources of `listChanges.moved`, in the section indexes before the event.
  var movedFrom: [RowPosition] = []
  /// Scratch for the row positions of an update being gathered and sorted.
  var positions: [RowPosition] = []
  /// Lists whose items read state an event changes in several steps (a value, then expanded flags): refreshed
  /// once, after the last step, so an item row that a middle step would hide and the last show again stays.
  var pendingLists: [Int] = []

  /// Makes the scratch lists the engine's own, before an event appends to them (a copy of the
  /// engine shares them until then). - Complexity: O(1) unless they are shared.
  mutating func makeUnique() {
    queue.makeUnique()
    changed.makeUnique()
    flipped.makeUnique()
    runs.makeUnique()
  }

  mutating func removeAll() {
    queue.removeAll()
    dirtySections.empty()
    reloadCandidates.empty()
    summaryFlips.empty()
    changed.removeAll()
    flipped.removeAll()
    runs.removeAll()
    sections.empty()
    listChanges.removeAll()
    itemDeltas.empty()
    movedFrom.empty()
    positions.empty()
    pendingLists.empty()
    validation.removeAll()
  }
}

/// The flipped rows of one section: `flipped[previous run's end..<end]`.
struct FlippedRun {
  var section: Int
  var end: Int
  /// Rows that joined the section minus rows that left it.
  var delta: Int
}

extension FormEngine {
  /// Applies an event and returns the batch update that shows its effect.
  ///
  /// Only the conditions that read the state the event changed are evaluated, and only the
  /// rows whose visibility they govern (and the descendants of rows that appear or disappear)
  /// are visited.
  /// - Throws: ``FormEventError`` when the event is invalid; the engine is then unchanged.
  /// - Complexity: O(k log n + c) for k visited rows and c instructions in the conditions read;
  ///   plus, to count the f rows that appear or disappear, O(f · n / 2,048) (a vectorized add
  ///   per 2,048 rows after each) or O(f + n / 64) when that is less; plus O(s) for s sections
  ///   when the event shows or hides whole sections (the list of shown sections moves: a memory
  ///   move of 4 bytes a section).
  public mutating func send(_ event: FormEvent) throws(FormEventError) -> FormUpdate {
    switch event {
    case .tap(let id): return try send(.tap, row: id)
    case .expand(let id): return try send(.expand, row: id)
    case .collapse(let id): return try send(.collapse, row: id)
    case .search(let query):
      // Never cancelled, so there is always a result, computed from this very engine.
      guard let result = searchResult(for: query, isCancelled: { false }) else { return FormUpdate() }
      return try apply(result)
    case .set(let name, let value): return try core.set(name, to: value)
    case .append, .insert, .remove, .move, .replace: return try core.listEvent(event)
    case .edit(let name, let value): return try core.edit(name, to: value)
    case .submit: return core.submitEvent()
    case .resetValidation: return core.resetValidationEvent()
    }
  }

  /// Taps the row at `slot` (its index in ``CompiledForm/rows``), as `send(.tap(id))` does with
  /// the row's id, without looking the id up: what the generated typed API calls.
  /// - Throws: ``FormEventError/unknownName(_:)`` (naming `slot N`) for a slot out of range,
  ///   else what `send(.tap(id))` throws; the engine is then unchanged.
  /// - Complexity: as ``send(_:)``, less the hash of the id.
  public mutating func tap(slot: Int) throws(FormEventError) -> FormUpdate {
    try send(.tap, slot: slot)
  }

  /// Expands the expandable row at `slot`, shown or not, as `send(.expand(id))` does.
  /// - Throws: as ``tap(slot:)``.
  public mutating func expand(slot: Int) throws(FormEventError) -> FormUpdate {
    try send(.expand, slot: slot)
  }

  /// Collapses the expandable row at `slot`, shown or not, as `send(.collapse(id))` does.
  /// - Throws: as ``tap(slot:)``.
  public mutating func collapse(slot: Int) throws(FormEventError) -> FormUpdate {
    try send(.collapse, slot: slot)
  }

  private mutating func send(_ request: RowRequest, row id: String) throws(FormEventError) -> FormUpdate {
    guard let slot = core.slot(ofRow: id) else {
      guard let item = core.itemRowName(id) else { throw .unknownName(id) }
      let expansion = expansionBefore(itemRow: id)
      let update = try core.send(request, item: item)
      return namingItemRow(update, expansion: expansion)
    }
    // Not through `send(_:slot:)`: a slot from the id table needs no range check, and a tap
    // by id is on the hot path (BENCHMARKS.md, "The runtime's design choices").
    return try core.send(request, slot: slot)
  }

  private mutating func send(_ request: RowRequest, slot: Int) throws(FormEventError) -> FormUpdate {
    guard slot >= 0 && slot < core.form.rows.count else { throw .unknownName("slot \(slot)") }
    return try core.send(request, slot: slot)
  }
}

/// What a tap, expand or collapse event asks of its row, once the row is known by its slot.
enum RowRequest {
  case tap, expand, collapse
}

extension EngineCore {
  /// A list event, checked against the from-scratch table in debug builds.
  mutating func listEvent(_ event: FormEvent) throws(FormEventError) -> FormUpdate {
    #if DEBUG
      let before = tableBeforeDebugCheck
      let update = try applyListEvent(event)
      checkInDebugBuilds(update, from: before, after: event)
      return update
    #else
      return try applyListEvent(event)
    #endif
  }

  /// A tap, expand or collapse of a list item's row.
  mutating func send(_ request: RowRequest, item: ItemRowName) throws(FormEventError) -> FormUpdate {
    #if DEBUG
      let before = tableBeforeDebugCheck
      let update = try applyItemRowRequest(request, item)
      checkInDebugBuilds(update, from: before, after: "\(request) \(item.description)")
      return update
    #else
      return try applyItemRowRequest(request, item)
    #endif
  }

  /// A tap, expand or collapse of the row at `slot`, a valid slot.
  mutating func send(_ request: RowRequest, slot: Int) throws(FormEventError) -> FormUpdate {
    #if DEBUG
      let before = tableBeforeDebugCheck
      let update = try apply(request, toRow: slot)
      checkInDebugBuilds(update, from: before, after: "\(request) \(form.rows.id[slot])")
      return update
    #else
      return try apply(request, toRow: slot)
    #endif
  }

  /// Setting the row or state variable `name` to `value`.
  mutating func set(_ name: String, to value: FormValue) throws(FormEventError) -> FormUpdate {
    #if DEBUG
      let before = tableBeforeDebugCheck
      let update = try applySetting(name, to: value)
      checkInDebugBuilds(update, from: before, after: FormEvent.set(name, value))
      return update
    #else
      return try applySetting(name, to: value)
    #endif
  }

  #if DEBUG
    /// The table before an event, for ``checkInDebugBuilds(_:from:after:)``; empty when the check
    /// is off (`formc verify` checks each update itself, and computing the table is O(n)).
    var tableBeforeDebugCheck: FormTable {
      checksUpdatesInDebugBuilds ? table : FormTable(sections: [])
    }

    /// Debug builds prove every update against the from-scratch tables; O(n), so never in release.
    func checkInDebugBuilds(_ update: FormUpdate, from before: FormTable, after event: some Sendable) {
      guard checksUpdatesInDebugBuilds else { return }
      do {
        try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: table)
        if table != FormTable(form: form, state: state, query: search.query) {
          assertionFailure("FormEngine's table differs from the table its state gives after \(event)")
        }
        if let difference = validationDifference() {
          assertionFailure("FormEngine's validation differs from the from-scratch one after \(event): \(difference)")
        }
        if shownSections != Self.shownSections(sectionRanks) {
          assertionFailure("FormEngine's list of shown sections is out of step with its counts after \(event)")
        }
      } catch {
        assertionFailure("FormEngine produced an inconsistent update for \(event): \(error)")
      }
    }
  #endif

  /// Checks setting `name` to `value`, then applies it. Every check that can refuse an event
  /// comes before the first change, so a refused event leaves the engine as it was.
  private mutating func applySetting(_ name: String, to value: FormValue) throws(FormEventError) -> FormUpdate {
    guard let valueSlot = valueSlot(named: name) else {
      if let slot = slot(ofRow: name) {
        try refuseTemplateRow(slot, name)
        throw .noValue(name, form.rows.kind[slot])
      }
      if let item = itemRowName(name) { return try applyItemSetting(item, to: value) }
      throw .unknownName(name)
    }
    let list = form.listLayout.listOfValue[valueSlot]
    if list >= 0 {
      if valueSlot == form.lists.count[list] {
        throw .listRefused(
          form.lists.id[list], because: "'\(name)' counts the items of '\(form.lists.id[list])' and cannot be set")
      }
      try refuseTemplateRow(form.values[valueSlot].row ?? -1, name)
    }
    if let problem = form.values[valueSlot].problem(with: value) { throw .invalidValue(name, reason: problem) }
    guard state.values[valueSlot] != value else { return FormUpdate() }
    return applyChange(StateChange(value: .init(slot: valueSlot, newValue: value)))
  }

  /// Checks `request` of the row at `slot`, a valid slot, then applies it, every check before
  /// the first change. Errors name the row by its id, read only then.
  private mutating func apply(_ request: RowRequest, toRow slot: Int) throws(FormEventError) -> FormUpdate {
    try refuseTemplateRow(slot, form.rows.id[slot])
    switch request {
    case .tap:
      guard isShown(slot: slot) else { throw .rowNotShown(form.rows.id[slot]) }
      guard validation.isEnabled(slot) else { throw .rowDisabled(form.rows.id[slot]) }
      let touchedSection = touch(tapping: slot)
      if let selection = selectionSlot(ofChoice: slot) {
        return applyChange(selectionChange(selection, tapping: form.rows.id[slot]), touchedSection: touchedSection)
      }
      if isExpandable(slot) { return applyExpansionEvent(slot, to: !state.expanded[slot]) }
      if form.rows.kind[slot] == .toggle {
        let valueSlot = form.rows.value[slot]
        let newValue = FormValue.bool(state.values[valueSlot] != .bool(true))
        return applyChange(StateChange(value: .init(slot: valueSlot, newValue: newValue)))
      }
      // A list's add row appends an item with the template's defaults.
      if form.rows.kind[slot] == .button, let list = form.lists.addRow.firstIndex(of: slot) {
        return try applyListEvent(.append(form.lists.id[list], ListItemValues()))
      }
      return FormUpdate()
    case .expand, .collapse:
      guard isExpandable(slot) else { throw .notExpandable(form.rows.id[slot]) }
      let wanted = request == .expand
      return state.expanded[slot] == wanted ? FormUpdate() : applyExpansionEvent(slot, to: wanted)
    }
  }

  /// Refuses an event that names a list's template row by its bare id: it exists once per item.
  func refuseTemplateRowEvent(_ slot: Int, _ name: String) throws(FormEventError) {
    try refuseTemplateRow(slot, name)
  }

  /// Refuses an event that names a list's template row by its bare id: it exists once per item.
  /// `name` is read only then: copying a row's id was a tenth of a tap's cost.
  @inline(__always)
  private func refuseTemplateRow(_ slot: Int, _ name: @autoclosure () -> String) throws(FormEventError) {
    guard slot >= form.listLayout.firstTemplateRow, slot < form.rows.count else { return }
    let list = form.lists.id[listOfTemplateRow(slot)]
    let name = name()
    throw .listRefused(
      list, because: "'\(name)' belongs to each item of '\(list)'; name one item's row as \(list)[KEY].\(name)")
  }

  /// Sets `row`'s flag, and in an accordion section, when it opens, collapses the other
  /// expanded rows that are not its ancestors. Alone, or with one accordion row closing, it
  /// takes the paths that walk the subtrees when it can: no `StateChange` is made for the
  /// commonest events.
  private mutating func applyExpansionEvent(_ row: Int, to expanded: Bool) -> FormUpdate {
    let section = form.rows.section[row]
    if expanded && form.sections.accordion[section] {
      func closes(_ other: Int) -> Bool { other != row && !isAncestor(other, of: row) }
      // Counted before any list is made: one row closing, the usual case, needs none.
      var closing = -1
      var closingCount = 0
      for other in accordionExpanded[section] where closes(other) {
        closing = other
        closingCount += 1
      }
      if closingCount == 1, canApplyExpansionAlone(of: row), canApplyExpansionAlone(of: closing),
        !isAncestor(row, of: closing)
      {
        return applyAccordionSwap(closing: closing, opening: row)
      }
      if closingCount > 0 {
        var collapsing: [Int] = []
        for other in accordionExpanded[section] where closes(other) { collapsing.append(other) }
        return applyExpansionInGeneral(row, to: expanded, collapsing: collapsing)
      }
    }
    if canApplyExpansionAlone(of: row) { return applyExpansionAlone(of: row, to: expanded) }
    return applyExpansionInGeneral(row, to: expanded)
  }

  /// Expands or collapses `row`, and collapses `collapsing`, on the general path
  /// (``applyChange(_:edited:touchedSection:)``). Not inlined: it keeps the hot path's
  /// function, a row expanding alone, small.
  @inline(never)
  private mutating func applyExpansionInGeneral(_ row: Int, to expanded: Bool, collapsing: [Int] = []) -> FormUpdate {
    let update = applyChange(StateChange(expansion: (row, expanded), collapsing: collapsing))
    return notingAccessoryRows(CollectionOfOne(row) + collapsing, in: update)
  }

  private func isAncestor(_ ancestor: Int, of row: Int) -> Bool {
    ancestor < row && row < form.rows.subtreeEnd[ancestor]
  }

  // MARK: Applying

  /// Applies a change on the general path: the queue of rows to settle, the runs of flipped
  /// rows, and the section changes.
  /// `edited` is the row the user edited (`edit`), never reloaded, or -1; `touchedSection` a
  /// select section the event touched for the first time (its error may show), or -1.
  mutating func applyChange(_ change: StateChange, edited: Int = -1, touchedSection: Int = -1) -> FormUpdate {
    guard !change.isEmpty || touchedSection >= 0 else { return FormUpdate() }
    // Moved out of `self` while in use, so they stay uniquely referenced, and moved back at the
    // end. (Not swapped with new empty lists, which cost more to make and destroy than some
    // small events; and not put back in a `defer`, which copied them.)
    var buffers: EventBuffers
    if let taken = self.buffers.take() { buffers = taken } else { buffers = EventBuffers() }
    buffers.makeUnique()
    buffers.validation.edited = edited
    if touchedSection >= 0 && validation.isActive {
      buffers.validation.noteSectionError(touchedSection, shownBefore: -1)
    }

    if let value = change.value {
      let valueSlot = value.slot, newValue = value.newValue
      let oldValue = state.values[valueSlot]
      state.values[valueSlot] = newValue
      applyPlan(ofValue: valueSlot, deferringLists: true, &buffers)
      if let row = form.values[valueSlot].row {
        if row != edited { buffers.reloadCandidates.append(row) }
        let parent = form.rows.parent[row]
        if parent >= 0 { buffers.reloadCandidates.append(parent) }
      }
      if form.values[valueSlot].section != nil {
        buffers.reloadCandidates += choicesChanging(from: oldValue, to: newValue)
      }
      // Labels whose detail shows the value.
      if !form.presentationLayout.valuesWithReaders.isEmpty {
        buffers.reloadCandidates += form.presentationLayout.readers(ofValue: valueSlot)
      }
    }
    for row in change.collapsing { applyExpansion(of: row, to: false, &buffers) }
    if let (row, expanded) = change.expansion { applyExpansion(of: row, to: expanded, &buffers) }
    if !buffers.pendingLists.isEmpty { refreshPendingLists(&buffers) }
    let update = finishUpdate(&buffers)
    buffers.removeAll()
    self.buffers = consume buffers
    return update
  }

  /// Whether expanding or collapsing `row` alone can take `applyExpansionAlone`: no condition
  /// reads the row's flag, and its subtree is small.
  /// - Complexity: O(1): one bit read.
  private func canApplyExpansionAlone(of row: Int) -> Bool {
    expandsAlone[row >> 6] & (1 << UInt64(row & 63)) != 0
  }

  /// Expands or collapses `row` when nothing else changes with it (the commonest event: a
  /// picker opening under its row), and `canApplyExpansionAlone(of:)`.
  ///
  /// The rows that appear or disappear are then the row's descendants that belong in the section
  /// after (expanding) or did before (collapsing); between the row and the end of its subtree
  /// they are the only rows in the section, so they are the run of rows right after it. Its
  /// section is shown throughout, or hidden throughout, since the row stays in it.
  /// - Complexity: O(d) for d rows in the subtree (at most `maxRowsAlone`), plus O(n / 2,048)
  ///   per row that appears or disappears for the rank counts (``RankSelectBits/set(_:at:)``),
  ///   plus O(1) for the positions.
  @inline(__always)
  private mutating func applyExpansionAlone(of row: Int, to expanded: Bool) -> FormUpdate {
    let flipped = flipSubtree(of: row, to: expanded)
    // A hidden row's flag changes nothing on screen; a shown row's changes its accessory.
    guard inSection[row], let run = runOfRows(under: row, count: flipped, evenIfNone: true) else { return FormUpdate() }
    var update = FormUpdate(rows: run, inserted: expanded)
    if !update.addAccessorySlot(row) { update = update.reconfiguring([], accessorySlot: row, of: form.rows.id) }
    return update
  }

  /// Opens `opening` and closes `closing`, two rows of one accordion section whose subtrees are
  /// disjoint and which both `canApplyExpansionAlone(of:)`: the accordion's usual tap.
  ///
  /// Each subtree changes as if alone (neither reads the other), so the update is two runs: the
  /// rows under `closing`, at their positions before the event (closing first, so its position
  /// is read before the other subtree changes), and the rows under `opening`, at their positions
  /// after it. The section stays shown or hidden, since both rows stay in it.
  /// - Complexity: O(d) for d rows in the two subtrees, plus O(n / 2,048) per row that appears or
  ///   disappears, as ``applyExpansionAlone(of:to:)``.
  private mutating func applyAccordionSwap(closing: Int, opening: Int) -> FormUpdate {
    let deleted = runOfRows(under: closing, count: flipSubtree(of: closing, to: false)) ?? []
    let inserted = runOfRows(under: opening, count: flipSubtree(of: opening, to: true)) ?? []
    // The two rows' accessories change where they are shown; the opening row first.
    var first = isInShownSection(opening) ? opening : -1
    var second = isInShownSection(closing) ? closing : -1
    if first < 0 { (first, second) = (second, -1) }
    return FormUpdate(deleted: deleted, inserted: inserted, accessoryRows: first, second, of: form.rows.id)
  }

  /// Sets `row`'s flag and brings its descendants' `inSection` flags, the rank bits and the
  /// section's count in line with it, returning how many descendants joined or left the
  /// section (none when the row itself is out of it).
  /// - Complexity: O(d + f · n / 2,048) for d rows in the subtree, f of which flip.
  private mutating func flipSubtree(of row: Int, to expanded: Bool) -> Int {
    let subtreeEnd = form.rows.subtreeEnd[row]
    state.expanded[row] = expanded
    updateAccordionList(row, expanded: expanded)
    guard inSection[row] else { return 0 }
    var flipped = 0
    var slot = row + 1
    while slot < subtreeEnd {
      let wasIn = inSection[slot]
      let isIn = belongsInSection(slot, parentIn: inSection[form.rows.parent[slot]])
      if isIn != wasIn {
        inSection[slot] = isIn
        rowRanks.set(isIn, at: slot)
        flipped += 1
      }
      // Rows under one that is out, or collapsed, are out before and after.
      slot = (isIn || wasIn) && state.expanded[slot] ? slot + 1 : form.rows.subtreeEnd[slot]
    }
    rowsInSection[form.rows.section[row]] += expanded ? flipped : -flipped
    return flipped
  }

  /// The positions of the `count` rows right after `row`, a row in its section, in the current
  /// counts; nil when the section is hidden, or there are none and not `evenIfNone`.
  private func runOfRows(under row: Int, count: Int, evenIfNone: Bool = false) -> RowPositions? {
    let section = form.rows.section[row]
    guard (count > 0 || evenIfNone) && isSectionShown(section) else { return nil }
    let rowPosition = position(ofSlot: row, inSection: section)
    return RowPositions(section: rowPosition.section, rows: (rowPosition.row + 1)..<(rowPosition.row + 1 + count))
  }

  /// Refreshes the items of each list in `buffers.pendingLists` once. The lists are few (those the changed
  /// state's plans name), so a linear look-back costs less than a set.
  private mutating func refreshPendingLists(_ buffers: inout EventBuffers) {
    let lists = buffers.pendingLists
    for (index, list) in lists.enumerated() where !lists[..<index].contains(list) {
      refreshItems(ofList: list, &buffers.listChanges)
    }
  }

  private mutating func applyExpansion(of row: Int, to expanded: Bool, _ buffers: inout EventBuffers) {
    state.expanded[row] = expanded
    updateAccordionList(row, expanded: expanded)
    if let plan = form.plans.expansionPlans[row] {
      if validation.isActive { noteValidationReaders(of: plan, &buffers) }
      reevaluateStaticRows(plan.rows, &buffers)
      buffers.dirtySections += plan.sections
      // Refreshed once the event's every flag is set (an accordion closes one row as it opens another).
      buffers.pendingLists += listsReading(plan)
    }
    pushChildren(of: row, into: &buffers.queue)
  }

  /// Settles the queued rows, updates sections, and commits the new visibility, returning the
  /// update between the tables before and after.
  ///
  /// Positions are worked out section by section from the rank structure, in O(1) per flipped
  /// row: deletions before the flipped rows' bits are committed, insertions after.
  ///
  /// `buffers` holds the queued rows, dirty sections and reload candidates; the lists are left
  /// in it, for the caller to empty.
  mutating func finishUpdate(_ buffers: inout EventBuffers) -> FormUpdate {
    if validation.isActive { settleValidation(&buffers) }
    // `inSection` holds the new flags from here on; the rank structures still hold the old counts.
    settleRows(&buffers)
    if !buffers.listChanges.isEmpty { sumItemDeltas(&buffers) }
    findSectionChanges(&buffers)
    // (The lists are read through `buffers`, not copied into locals: a local copy would keep
    // them shared, and emptying them afterwards would then allocate new storage.)

    // Old coordinates: deletions and reloads, against the counts before the event.
    var deletedSections: [Int] = []
    for section in buffers.sections where section.wasShown && !section.isShown {
      deletedSections.append(sectionRanks.prefixCount(section.index))
    }
    var deletedRows = rowPositions(leaving: true, buffers.sections, buffers.flipped)
    var reloadedRows = RowPositions()
    if !buffers.summaryFlips.isEmpty { noteChangedSummaries(&buffers) }
    buffers.reloadCandidates.sortWithoutDuplicates()
    for slot in buffers.reloadCandidates
    where inSection[slot] && isSectionShown(form.rows.section[slot]) && !buffers.flipped.sortedContains(slot)
      && !Self.isHidden(form.rows.section[slot], by: buffers.sections)
    {
      reloadedRows.append(position(ofSlot: slot))
    }
    // List items' rows before the event, in the old section indexes.
    if !buffers.listChanges.isEmpty {
      (deletedRows, reloadedRows) = listPositionsBefore(&buffers, deleted: deletedRows, reloaded: reloadedRows)
    }

    // Commit the new counts: one update per flipped row, or flipping them all and counting
    // again when that is cheaper (k · 31 against k + n / 64).
    if buffers.flipped.count > form.rows.count / 64 {
      rowRanks.flip(buffers.flipped)
    } else {
      for slot in buffers.flipped { rowRanks.set(inSection[slot], at: slot) }
    }
    // One loop per list, so that each list's uniqueness is checked once, not once per section.
    for section in buffers.sections { rowsInSection[section.index] = section.newRowCount }
    if !buffers.itemDeltas.isEmpty {
      for (section, delta) in buffers.itemDeltas { itemRowsInSection[section] += delta }
    }
    for section in buffers.sections { sectionConditionHolds[section.index] = section.conditionHolds }
    var sectionsFlipped = 0
    for section in buffers.sections where section.wasShown != section.isShown {
      sectionRanks.set(section.isShown, at: section.index)
      sectionsFlipped += 1
    }
    updateShownSections(buffers.sections, flipped: sectionsFlipped)

    // New coordinates: insertions, against the counts after the event.
    var insertedSections: [Int] = []
    for section in buffers.sections where !section.wasShown && section.isShown {
      insertedSections.append(sectionRanks.prefixCount(section.index))
    }
    var insertedRows = rowPositions(leaving: false, buffers.sections, buffers.flipped)
    var movedRows: [RowMove] = []
    if !buffers.listChanges.isEmpty {
      (insertedRows, movedRows) = listPositionsAfter(&buffers, inserted: insertedRows)
    }
    let update = FormUpdate(
      deletedSectionIndexes: deletedSections, insertedSectionIndexes: insertedSections,
      deletedRowPositions: deletedRows, insertedRowPositions: insertedRows, reloadedRowPositions: reloadedRows,
      movedRows: movedRows, sectionErrorsChanged: sectionErrorIndexes(&buffers))
    return namingReloadedRows(update)
  }

  /// Adds to the reload candidates the parents of the rows in `summaryFlips` that flipped an odd
  /// number of times (a condition that flips and flips back leaves the summary as it was).
  /// - Complexity: O(f log f) for f flips.
  private func noteChangedSummaries(_ buffers: inout EventBuffers) {
    buffers.summaryFlips.sort()
    var index = 0
    while index < buffers.summaryFlips.count {
      let slot = buffers.summaryFlips[index]
      var end = index + 1
      while end < buffers.summaryFlips.count && buffers.summaryFlips[end] == slot { end += 1 }
      if (end - index) % 2 == 1 { buffers.reloadCandidates.append(form.rows.parent[slot]) }
      index = end
    }
  }

  /// The positions of the flipped rows that leave (`leaving`) or join sections shown before
  /// and after the event, in the table the rank structures hold: call it for the rows that
  /// leave before the event is committed, for those that join after. The sections' run lengths
  /// and deltas give the count beforehand, so a large list is written in place.
  /// The two lists of the event's buffers it reads are passed alone: the buffers passed whole
  /// would be copied, a retain and release of each of their lists.
  /// - Complexity: O(1) per flipped row of those sections: a bit test and a prefix count.
  private func rowPositions(
    leaving: Bool, _ sections: [SectionChange], _ flipped: ScratchList<Int>
  ) -> RowPositions {
    var count = 0
    for section in sections where section.wasShown && section.isShown {
      count += leaving ? section.leaving : section.joining
    }
    guard count > 16 else {
      // Small: appended, as a run while they are consecutive. (An array made at its full size
      // goes through the runtime's generic metadata cache, which costs more than a few appends.)
      var positions = RowPositions()
      if count > 0 { forEachPosition(sections, flipped) { positions.append($0) } }
      return positions
    }
    // Large: filled in place, one uniqueness check in all.
    var positions = [RowPosition](repeating: RowPosition(section: 0, row: 0), count: count)
    positions.withUnsafeMutableBufferPointer { positions in
      var written = 0
      forEachPosition(sections, flipped) { position in
        precondition(written < positions.count, "more rows flipped than the sections' counts say")
        positions[written] = position
        written += 1
      }
      precondition(written == positions.count, "fewer rows flipped than the sections' counts say")
    }
    return RowPositions(list: positions)
  }

  /// Calls `body` with the position of every flipped row, in sections shown before and after
  /// the event, that is in its section in the table the rank structures hold.
  @inline(__always)
  private func forEachPosition(
    _ sections: [SectionChange], _ flipped: ScratchList<Int>, _ body: (RowPosition) -> Void
  ) {
    for section in sections where section.wasShown && section.isShown && !section.flipped.isEmpty {
      let sectionIndex = sectionRanks.prefixCount(section.index)
      let sectionStart = rowRanks.prefixCount(form.sections.firstRow[section.index]) - itemRowsInSection[section.index]
      for index in section.flipped {
        let slot = flipped[index]
        if rowRanks[slot] { body(RowPosition(section: sectionIndex, row: rowRanks.prefixCount(slot) - sectionStart)) }
      }
    }
  }

  /// Re-evaluates the own conditions of the static rows among `slots` (ascending: template rows
  /// come last, and are worked out item by item) and queues the rows whose result changed.
  mutating func reevaluateStaticRows(_ slots: [Int], _ buffers: inout EventBuffers) {
    let firstTemplate = form.listLayout.firstTemplateRow
    if let last = slots.last, last >= firstTemplate {
      var staticSlots: [Int] = []
      for slot in slots {
        guard slot < firstTemplate else { break }
        staticSlots.append(slot)
      }
      reevaluateRows(staticSlots, &buffers)
    } else {
      reevaluateRows(slots, &buffers)
    }
  }

  /// Re-evaluates the own conditions of `slots` (ascending) and queues the rows whose result
  /// changed. Consecutive rows with the same condition share one evaluation.
  private mutating func reevaluateRows(_ slots: [Int], _ buffers: inout EventBuffers) {
    // The flags passed `inout` for the whole loop: one exclusive access, whose uniqueness the
    // optimizer checks once, where each write through the handle would check it again.
    let reader = self
    reader.reevaluateRows(slots, &buffers, rowConditionHolds: &rowConditionHolds)
  }

  private func reevaluateRows(_ slots: [Int], _ buffers: inout EventBuffers, rowConditionHolds: inout [Bool]) {
    var changed = ScratchList<Int>()
    swap(&changed, &buffers.changed)  // a local, for the reason `settleRows` gives
    changed.removeAll()
    var lastCondition = -2, lastResult = false
    for slot in slots {
      let condition = form.rows.visible[slot]
      if condition != lastCondition {
        lastCondition = condition
        lastResult = holds(condition)
      }
      if lastResult != rowConditionHolds[slot] {
        rowConditionHolds[slot] = lastResult
        changed.append(slot)
      }
    }
    // Their subtrees' presence changes, which the rules of their rows read.
    if validation.isActive { for slot in changed { buffers.validation.flippedConditions.append(slot) } }
    // A parent's summary shows the values of its children whose condition holds.
    for slot in changed where form.rows.parent[slot] >= 0 && form.rows.value[slot] >= 0 {
      buffers.summaryFlips.append(slot)
    }
    buffers.queue.push(ascending: &changed)
    swap(&changed, &buffers.changed)
  }

  private func pushChildren(of row: Int, into queue: inout SlotQueue) {
    var child = row + 1
    while child < form.rows.subtreeEnd[row] {
      queue.push(child)
      child = form.rows.subtreeEnd[child]
    }
  }

  /// Visits queued rows in layout order (parents before children), flips `inSection` for the
  /// rows whose flag changes, and lists them in `buffers.flipped`, ascending, and their
  /// sections' runs in `buffers.runs`. The rank structures are not changed.
  private mutating func settleRows(_ buffers: inout EventBuffers) {
    // `inSection` passed `inout`, for the reason `reevaluateRows` gives.
    let reader = self
    reader.settleRows(&buffers, inSection: &inSection)
  }

  private func settleRows(_ buffers: inout EventBuffers, inSection: inout [Bool]) {
    // Worked on in locals (swapped out, so still uniquely referenced): through `buffers` every
    // step would reload them.
    var queue = SlotQueue(), flipped = ScratchList<Int>(), runs = ScratchList<FlippedRun>()
    swap(&queue, &buffers.queue)
    swap(&flipped, &buffers.flipped)
    swap(&runs, &buffers.runs)
    defer {
      swap(&queue, &buffers.queue)
      swap(&flipped, &buffers.flipped)
      swap(&runs, &buffers.runs)
    }
    // Rows come out ascending, so each section's flipped rows form one run.
    var run = FlippedRun(section: -1, end: 0, delta: 0), runSectionEnd = 0
    var previous = -1
    while let slot = queue.popMin() {
      guard slot != previous else { continue }
      previous = slot
      let parent = form.rows.parent[slot]
      let isIn = belongsInSection(slot, parentIn: parent >= 0 && inSection[parent])
      guard isIn != inSection[slot] else { continue }
      inSection[slot] = isIn
      if slot >= runSectionEnd {
        if run.section >= 0 { runs.append(run) }
        run = FlippedRun(section: section(ofSlot: slot), end: 0, delta: 0)
        runSectionEnd = form.sections.endRow[run.section]
      }
      run.delta += isIn ? 1 : -1
      flipped.append(slot)
      run.end = flipped.count
      // Children of a collapsed row are out of the section before and after.
      if state.expanded[slot] { pushChildren(of: slot, into: &queue) }
    }
    if run.section >= 0 { runs.append(run) }
  }

  /// Keeps `accordionExpanded` in step with `row`'s flag. (The check inline, the list's update
  /// out of line: most rows are not in an accordion section.)
  @inline(__always) private mutating func updateAccordionList(_ row: Int, expanded: Bool) {
    let section = form.rows.section[row]
    guard form.sections.accordion[section] else { return }
    updateAccordionList(row, inSection: section, expanded: expanded)
  }

  private mutating func updateAccordionList(_ row: Int, inSection section: Int, expanded: Bool) {
    if expanded {
      accordionExpanded[section].append(row)
    } else {
      // Not `removeAll(where:)`, whose range replacement is one more copy in the WebAssembly module.
      while let index = accordionExpanded[section].firstIndex(of: row) { accordionExpanded[section].remove(at: index) }
    }
  }

  /// How one section's visibility changes.
  struct SectionChange {
    var index: Int
    var wasShown: Bool
    var isShown: Bool
    var conditionHolds: Bool
    var newRowCount: Int
    /// The range of the section's rows in the flipped list.
    var flipped: Range<Int>
    /// Rows that joined the section minus rows that left it.
    var delta: Int

    var joining: Int { (flipped.count + delta) / 2 }
    var leaving: Int { (flipped.count - delta) / 2 }
  }

  /// Lists in `buffers.sections` the sections touched by flipped rows (whose `inSection`
  /// flags are already new) or by re-evaluated conditions, ascending.
  /// - Complexity: O(r + d log d) for r runs of flipped rows and d dirty sections.
  private func findSectionChanges(_ buffers: inout EventBuffers) {
    buffers.dirtySections.sortWithoutDuplicates()
    let runCount = buffers.runs.count, dirtyCount = buffers.dirtySections.count
    var nextRun = 0, next = 0, start = 0, nextItemDelta = 0
    while nextRun < runCount || next < dirtyCount {
      let run = nextRun < runCount ? buffers.runs[nextRun] : FlippedRun(section: .max, end: start, delta: 0)
      let section = min(run.section, next < dirtyCount ? buffers.dirtySections[next] : .max)
      var end = start, delta = 0
      if run.section == section {
        end = run.end
        delta = run.delta
        nextRun += 1
      }
      let isDirty = next < dirtyCount && buffers.dirtySections[next] == section
      if isDirty { next += 1 }
      // Only a section whose condition reads changed state needs it evaluated again.
      let holds = isDirty ? self.holds(form.sections.visible[section]) : sectionConditionHolds[section]
      var count = rowsInSection[section] + delta
      if nextItemDelta < buffers.itemDeltas.count && buffers.itemDeltas[nextItemDelta].section == section {
        count += buffers.itemDeltas[nextItemDelta].delta
        nextItemDelta += 1
      }
      buffers.sections.append(
        SectionChange(
          index: section, wasShown: isSectionShown(section), isShown: holds && count > 0,
          conditionHolds: holds, newRowCount: count, flipped: start..<end, delta: delta))
      start = end
    }
  }

  /// Whether `section` is among `changes` (ascending) and hidden after the event.
  /// - Complexity: O(log d) for d changes.
  private static func isHidden(_ section: Int, by changes: [SectionChange]) -> Bool {
    let index = changes.firstIndex(notBelow: { $0.index < section })
    return index < changes.count && changes[index].index == section && !changes[index].isShown
  }
}
