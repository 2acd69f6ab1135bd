/// The state changes one event makes, worked out before anything is changed.
struct StateChange {
  var value: (slot: Int, newValue: FormValue)?
  var expansions: [(row: Int, expanded: Bool)] = []

  var isEmpty: Bool { value == nil && expansions.isEmpty }
}

extension FormEngine {
  /// Applies an event and returns the batch update that shows its effect.
  ///
  /// Only the conditions that read the state the event changed are evaluated, and only the
  /// rows whose visibility they govern (and the descendants of rows that appear or disappear)
  /// are visited.
  /// - Throws: ``FormEventError`` when the event is invalid; the engine is then unchanged.
  /// - Complexity: O(k log n + c) for k visited rows and c instructions in the conditions read.
  public mutating func send(_ event: FormEvent) throws(FormEventError) -> FormUpdate {
    if case .search(let query) = event {
      // Never cancelled, so there is always a result, computed from this very engine.
      guard let result = searchResult(for: query, isCancelled: { false }) else { return FormUpdate() }
      return try apply(result)
    }
    let change = try plannedChange(for: event)
    guard !change.isEmpty else { return FormUpdate() }
    #if DEBUG
      let before = table
    #endif
    let update = applyChange(change)
    #if DEBUG
      // Debug builds prove every update against the from-scratch tables; O(n), so never in release.
      do {
        try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: table)
        if table != FormTable(form: form, state: state, query: search.query) {
          assertionFailure("FormEngine's table differs from the table its state gives after \(event)")
        }
      } catch {
        assertionFailure("FormEngine produced an inconsistent update for \(event): \(error)")
      }
    #endif
    return update
  }

  // MARK: Planning (no mutation)

  private func plannedChange(for event: FormEvent) throws(FormEventError) -> StateChange {
    switch event {
    case .tap(let id):
      let slot = try rowSlot(id)
      guard isShown(slot: slot) else { throw .rowNotShown(id) }
      if let selection = selectionSlot(ofChoice: slot) { return selectionChange(selection, tapping: id) }
      if form.rows.isExpandable(slot) { return expansionChange(slot, to: !state.expanded[slot]) }
      if form.rows.kind[slot] == .toggle {
        let valueSlot = form.rows.value[slot]
        return StateChange(value: (valueSlot, .bool(state.values[valueSlot] != .bool(true))))
      }
      return StateChange()
    case .expand(let id), .collapse(let id):
      let slot = try rowSlot(id)
      guard form.rows.isExpandable(slot) else { throw .notExpandable(id) }
      let wanted = if case .expand = event { true } else { false }
      return state.expanded[slot] == wanted ? StateChange() : expansionChange(slot, to: wanted)
    case .set(let name, let value):
      guard let valueSlot = valueByName[name] else {
        if let slot = slotByID[name] { throw .noValue(name, form.rows.kind[slot]) }
        throw .unknownName(name)
      }
      if let problem = form.values[valueSlot].problem(with: value) { throw .invalidValue(name, reason: problem) }
      return state.values[valueSlot] == value ? StateChange() : StateChange(value: (valueSlot, value))
    case .search:
      // Handled by `send` through `searchResult(for:)`: a search changes no state.
      return StateChange()
    }
  }

  private func rowSlot(_ id: String) throws(FormEventError) -> Int {
    guard let slot = slotByID[id] else { throw .unknownName(id) }
    return slot
  }

  /// Setting `row`'s flag, and in an accordion section, collapsing the other expanded rows
  /// that are not its ancestors when it opens.
  private func expansionChange(_ row: Int, to expanded: Bool) -> StateChange {
    var change = StateChange()
    let section = form.rows.section[row]
    if expanded, form.sections.accordion[section] {
      for other in accordionExpanded[section] ?? [] where other != row && !isAncestor(other, of: row) {
        change.expansions.append((other, false))
      }
    }
    change.expansions.append((row, expanded))
    return change
  }

  private func isAncestor(_ ancestor: Int, of row: Int) -> Bool {
    ancestor < row && row < form.rows.subtreeEnd[ancestor]
  }

  // MARK: Applying

  private mutating func applyChange(_ change: StateChange) -> FormUpdate {
    let rows = form.rows
    var queue = SlotQueue()
    var dirtySections: [Int] = []
    var reloadCandidates: [Int] = []

    if let (valueSlot, newValue) = change.value {
      let oldValue = state.values[valueSlot]
      state.values[valueSlot] = newValue
      let plan = form.plans.values[valueSlot]
      reevaluateRows(plan.rows, into: &queue)
      dirtySections += plan.sections
      if let row = form.values[valueSlot].row {
        reloadCandidates.append(row)
        if rows.parent[row] >= 0 { reloadCandidates.append(rows.parent[row]) }
      }
      if form.values[valueSlot].section != nil {
        reloadCandidates += choicesChanging(from: oldValue, to: newValue)
      }
    }
    for (row, expanded) in change.expansions {
      state.expanded[row] = expanded
      updateAccordionList(row, expanded: expanded)
      if let plan = form.plans.expansions[row] {
        reevaluateRows(plan.rows, into: &queue)
        dirtySections += plan.sections
      }
      pushChildren(of: row, into: &queue)
    }
    return finishUpdate(&queue, dirtySections: dirtySections, reloadCandidates: reloadCandidates)
  }

  /// Settles the queued rows, updates sections, and commits the new visibility, returning the
  /// update between the tables before and after.
  ///
  /// Positions are worked out section by section: the first flipped row of a section gets its
  /// position from the rank structure, the next ones by counting the rows in between when they are
  /// close, so an update that flips k rows costs O(k) rather than O(k log n) when they cluster.
  mutating func finishUpdate(
    _ queue: inout SlotQueue, dirtySections: [Int], reloadCandidates: [Int]
  ) -> FormUpdate {
    let rows = form.rows
    // `inSection` holds the new flags from here on; the rank structures still hold the old counts.
    let flipped = settleRows(&queue)
    let sections = sectionChanges(flipped: flipped, dirtySections: dirtySections)
    var update = FormUpdate()

    // Old coordinates: deletions and reloads, against the counts before the event.
    for section in sections where section.wasShown && !section.isShown {
      update.deletedSectionIndexes.append(sectionRanks.prefixCount(section.index))
    }
    for section in sections where section.wasShown && section.isShown && !section.flipped.isEmpty {
      appendPositions(
        of: flipped[section.flipped], inSection: section.index, old: true, to: &update.deletedRowPositions)
    }
    let hiddenSections = sections.filter { !$0.isShown }.map(\.index)
    var candidates = reloadCandidates
    candidates.sort()
    candidates.removeDuplicates()
    for slot in candidates
    where inSection[slot] && isSectionShown(rows.section[slot]) && !flipped.sortedContains(slot)
      && !hiddenSections.contains(rows.section[slot])
    {
      update.reloadedRowPositions.append(position(ofSlot: slot))
    }

    // Commit the new counts: one update per flipped row, or one pass over all rows when that
    // is cheaper (k log n against n).
    if flipped.count > rows.count / 16 {
      rowRanks.rebuild(flags: inSection)
    } else {
      for slot in flipped { rowRanks.set(inSection[slot], at: slot) }
    }
    for section in sections {
      rowsInSection[section.index] = section.newRowCount
      sectionConditionHolds[section.index] = section.conditionHolds
      if section.wasShown != section.isShown { sectionRanks.set(section.isShown, at: section.index) }
    }

    // New coordinates: insertions, against the counts after the event.
    for section in sections where !section.wasShown && section.isShown {
      update.insertedSectionIndexes.append(sectionRanks.prefixCount(section.index))
    }
    for section in sections where section.wasShown && section.isShown && !section.flipped.isEmpty {
      appendPositions(
        of: flipped[section.flipped], inSection: section.index, old: false, to: &update.insertedRowPositions)
    }
    return update
  }

  /// Appends the positions of the flipped rows `slots` (ascending, all in `section`, which is
  /// shown before and after) that are in the section in the old table (`old`: the rows that
  /// leave) or in the new one (the rows that arrive).
  ///
  /// In the old coordinates the rank structures must not be committed yet; in the new ones they must be.
  private func appendPositions(
    of slots: ArraySlice<Int>, inSection section: Int, old: Bool, to positions: inout [RowPosition]
  ) {
    guard let first = slots.first else { return }
    let sectionIndex = sectionRanks.prefixCount(section)
    let sectionStart = rowRanks.prefixCount(form.sections.firstRow[section])
    // `rank` is the number of rows in the section (in the chosen table) before `previous`.
    var previous = first
    var rank = rowRanks.prefixCount(first) - sectionStart
    for slot in slots {
      if slot != previous {
        // Rows strictly between two flipped rows did not flip: their flag is the same in both tables.
        let wasIn = old ? !inSection[previous] : inSection[previous]
        if slot - previous <= 64 {
          rank += wasIn ? 1 : 0
          for between in (previous + 1)..<slot where inSection[between] { rank += 1 }
        } else {
          rank = rowRanks.prefixCount(slot) - sectionStart
        }
        previous = slot
      }
      let isIn = old ? !inSection[slot] : inSection[slot]
      if isIn { positions.append(RowPosition(section: sectionIndex, row: rank)) }
    }
  }

  /// Re-evaluates the own conditions of `slots` (ascending) and queues the rows whose result
  /// changed. Consecutive rows with the same condition share one evaluation.
  private mutating func reevaluateRows(_ slots: [Int], into queue: inout SlotQueue) {
    var changed: [Int] = []
    var lastCondition = -2, lastResult = false
    for slot in slots {
      let condition = form.rows.visible[slot]
      if condition != lastCondition {
        lastCondition = condition
        lastResult = form.holds(condition, in: state)
      }
      if lastResult != rowConditionHolds[slot] {
        rowConditionHolds[slot] = lastResult
        changed.append(slot)
      }
    }
    queue.push(ascending: changed)
  }

  private func pushChildren(of row: Int, into queue: inout SlotQueue) {
    var child = row + 1
    while child < form.rows.subtreeEnd[row] {
      queue.push(child)
      child = form.rows.subtreeEnd[child]
    }
  }

  /// Visits queued rows in layout order (parents before children), flips `inSection` for the
  /// rows whose flag changes, and returns them, ascending. The rank structures are not changed.
  private mutating func settleRows(_ queue: inout SlotQueue) -> [Int] {
    var flipped: [Int] = []
    var previous = -1
    while let slot = queue.popMin() {
      guard slot != previous else { continue }
      previous = slot
      let parent = form.rows.parent[slot]
      let isIn = belongsInSection(slot, parentIn: parent >= 0 && inSection[parent])
      guard isIn != inSection[slot] else { continue }
      inSection[slot] = isIn
      flipped.append(slot)
      // Children of a collapsed row are out of the section before and after.
      if state.expanded[slot] { pushChildren(of: slot, into: &queue) }
    }
    return flipped
  }

  private mutating func updateAccordionList(_ row: Int, expanded: Bool) {
    let section = form.rows.section[row]
    guard form.sections.accordion[section] else { return }
    if expanded {
      accordionExpanded[section, default: []].append(row)
    } else {
      accordionExpanded[section]?.removeAll { $0 == row }
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
  }

  /// The sections touched by flipped rows (whose `inSection` flags are already new) or by
  /// re-evaluated conditions, ascending.
  /// - Complexity: O(k + d log d) for k flipped rows and d dirty sections.
  private func sectionChanges(flipped: [Int], dirtySections: [Int]) -> [SectionChange] {
    // Flipped rows are ascending, so each section's rows form one run.
    var runs: [(section: Int, delta: Int, range: Range<Int>)] = []
    var start = 0
    while start < flipped.count {
      let section = form.rows.section[flipped[start]]
      var end = start
      var delta = 0
      while end < flipped.count, form.rows.section[flipped[end]] == section {
        delta += inSection[flipped[end]] ? 1 : -1
        end += 1
      }
      runs.append((section, delta, start..<end))
      start = end
    }
    var dirty = dirtySections
    dirty.sort()
    dirty.removeDuplicates()
    var changes: [SectionChange] = []
    var run = 0, next = 0
    while run < runs.count || next < dirty.count {
      let section = min(run < runs.count ? runs[run].section : .max, next < dirty.count ? dirty[next] : .max)
      var delta = 0, range = 0..<0
      if run < runs.count, runs[run].section == section {
        (delta, range) = (runs[run].delta, runs[run].range)
        run += 1
      }
      let isDirty = next < dirty.count && dirty[next] == section
      if isDirty { next += 1 }
      // Only a section whose condition reads changed state needs it evaluated again.
      let holds = isDirty ? form.holds(form.sections.visible[section], in: state) : sectionConditionHolds[section]
      let count = rowsInSection[section] + delta
      changes.append(
        SectionChange(
          index: section, wasShown: isSectionShown(section), isShown: holds && count > 0,
          conditionHolds: holds, newRowCount: count, flipped: range))
    }
    return changes
  }
}
