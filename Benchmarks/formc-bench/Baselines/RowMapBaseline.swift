import FormRuntime

/// Baseline (a), the seed's row map: for every slot, the number of table rows before it over
/// the whole table, kept in one array and updated on every toggle by increment and decrement
/// loops over everything after the change (`rowMap[i] += 1`). Which rows a change affects it
/// knows as the hand-written code did (the rows whose conditions read the changed state, the
/// children of a toggled row), and it evaluates their conditions with the compiled programs, as
/// the engine does; only the bookkeeping of positions differs.
///
/// All the changes of one event are swept in a single pass with a running delta, from the first
/// change to the end of the table, not one loop per changed row, so flipping k rows costs O(n)
/// rather than O(k n): the baseline at its best, bar stopping where the deltas cancel.
/// - Complexity: O(n - f) per event for the first changed slot f, plus O(s) for s sections.
final class RowMapBaseline: UpdateBaseline {
  let name = "rowmap"
  private let form: CompiledForm
  private let rows: RowTable
  /// The plans of the expanded flags, by row: a dictionary, as a hand-written table would hold them.
  private let expansionPlans: [Int: TransitionPlans.Dependents]
  private var state: FormState
  private var rowConditionHolds: [Bool]
  private var sectionConditionHolds: [Bool]
  private var inSection: [Bool]
  private var rowsInSection: [Int]
  private var sectionShown: [Bool]
  /// Table rows before each slot, over the whole table; `rowsBefore[n]` is the table's row count.
  private var rowsBefore: [Int]
  /// Shown sections before each section; the last entry is the number of shown sections.
  private var sectionsBefore: [Int]
  private let slotByID: [String: Int]

  init(form: CompiledForm) {
    self.form = form
    rows = form.rows
    expansionPlans = form.plans.expansions
    let state = FormState(initialStateOf: form)
    self.state = state
    rowConditionHolds = form.rows.visible.map { Self.holds(form, $0, state) }
    sectionConditionHolds = form.sections.visible.map { Self.holds(form, $0, state) }
    inSection = [Bool](repeating: false, count: form.rows.count)
    rowsInSection = [Int](repeating: 0, count: form.sections.count)
    for slot in 0..<form.rows.count {
      let parent = form.rows.parent[slot]
      let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
      inSection[slot] = rowConditionHolds[slot] && parentAllows
      if inSection[slot] { rowsInSection[form.rows.section[slot]] += 1 }
    }
    sectionShown = zip(sectionConditionHolds, rowsInSection).map { $0 && $1 > 0 }
    rowsBefore = [Int](repeating: 0, count: form.rows.count + 1)
    for slot in 0..<form.rows.count {
      let member = inSection[slot] && sectionShown[form.rows.section[slot]]
      rowsBefore[slot + 1] = rowsBefore[slot] + (member ? 1 : 0)
    }
    sectionsBefore = [Int](repeating: 0, count: form.sections.count + 1)
    for section in 0..<form.sections.count {
      sectionsBefore[section + 1] = sectionsBefore[section] + (sectionShown[section] ? 1 : 0)
    }
    slotByID = Dictionary(uniqueKeysWithValues: form.rows.id.enumerated().map { ($1, $0) })
  }

  private static func holds(_ form: CompiledForm, _ condition: Int, _ state: FormState) -> Bool {
    condition < 0 || form.conditions[condition].evaluate(values: state.values, expanded: state.expanded)
  }

  // MARK: Events

  func apply(_ change: BaselineChange) -> BaselineUpdate {
    change.apply(to: &state)
    var candidates: [Int] = []
    var dirtySections: [Int] = []
    if let (slot, _) = change.value {
      reevaluate(form.plans.values[slot], into: &candidates, dirtySections: &dirtySections)
    }
    for (row, _) in change.expansions {
      if let plan = expansionPlans[row] { reevaluate(plan, into: &candidates, dirtySections: &dirtySections) }
      var child = row + 1
      while child < rows.subtreeEnd[row] {
        candidates.append(child)
        child = rows.subtreeEnd[child]
      }
    }
    candidates.sort()
    let flipped = settle(candidates)
    let sections = sectionChanges(flipped: flipped, dirty: dirtySections)

    var update = BaselineUpdate()
    // Old coordinates.
    for change in sections where change.wasShown && !change.isShown {
      update.deletedSections.append(sectionsBefore[change.section])
    }
    var rowChanges: [(slot: Int, delta: Int)] = []
    var cursor = 0
    for change in sections {
      let range = form.sections.firstRow[change.section]..<form.sections.endRow[change.section]
      let first = cursor
      while cursor < flipped.count, flipped[cursor] < range.upperBound { cursor += 1 }
      let flippedHere = flipped[first..<cursor]
      switch (change.wasShown, change.isShown) {
      case (true, true):
        for slot in flippedHere {
          if inSection[slot] {
            rowChanges.append((slot, 1))
          } else {
            update.deletedRows.append(rowPosition(slot))
            rowChanges.append((slot, -1))
          }
        }
      case (true, false):
        var next = flippedHere.startIndex
        for slot in range {
          let flippedNow = next < flippedHere.endIndex && flippedHere[next] == slot
          if flippedNow { next += 1 }
          if inSection[slot] != flippedNow { rowChanges.append((slot, -1)) }
        }
      case (false, true):
        for slot in range where inSection[slot] { rowChanges.append((slot, 1)) }
      case (false, false):
        break
      }
    }

    // The row map's loops.
    Self.sweep(&rowsBefore, changes: rowChanges)
    Self.sweep(
      &sectionsBefore,
      changes: sections.filter { $0.wasShown != $0.isShown }.map { ($0.section, $0.isShown ? 1 : -1) })
    for change in sections { sectionShown[change.section] = change.isShown }

    // New coordinates.
    for change in sections where !change.wasShown && change.isShown {
      update.insertedSections.append(sectionsBefore[change.section])
    }
    cursor = 0
    for change in sections {
      let end = form.sections.endRow[change.section]
      while cursor < flipped.count, flipped[cursor] < end {
        if change.wasShown, change.isShown, inSection[flipped[cursor]] {
          update.insertedRows.append(rowPosition(flipped[cursor]))
        }
        cursor += 1
      }
    }
    return update
  }

  /// Adds, for each change `(index, delta)` in ascending order, `delta` to every entry after
  /// `index`: increment loops with the running delta from the first change to the end of the
  /// array, as the seed's loops ran to the end (even where the deltas cancel, as they do for an
  /// accordion's collapse and expand; the seed ran one such loop per toggle, this runs one per
  /// event).
  private static func sweep(_ counts: inout [Int], changes: [(Int, Int)]) {
    guard !changes.isEmpty else { return }
    var delta = 0
    for (offset, (index, change)) in changes.enumerated() {
      delta += change
      let end = offset + 1 < changes.count ? changes[offset + 1].0 : counts.count - 1
      guard index < end else { continue }
      for entry in (index + 1)...end { counts[entry] &+= delta }
    }
  }

  private func reevaluate(
    _ plan: TransitionPlans.Dependents, into candidates: inout [Int], dirtySections: inout [Int]
  ) {
    for slot in plan.rows {
      let holds = Self.holds(form, rows.visible[slot], state)
      if holds != rowConditionHolds[slot] {
        rowConditionHolds[slot] = holds
        candidates.append(slot)
      }
    }
    dirtySections += plan.sections
  }

  /// Updates `inSection` for the ascending `candidates` and the subtrees of those that flip;
  /// returns the flipped slots, ascending.
  private func settle(_ candidates: [Int]) -> [Int] {
    var flipped: [Int] = []
    var covered = 0
    for slot in candidates where slot >= covered {
      guard settle(slot) else { continue }
      flipped.append(slot)
      for descendant in (slot + 1)..<rows.subtreeEnd[slot] where settle(descendant) { flipped.append(descendant) }
      covered = rows.subtreeEnd[slot]
    }
    return flipped
  }

  private func settle(_ slot: Int) -> Bool {
    let parent = rows.parent[slot]
    let isIn = rowConditionHolds[slot] && (parent < 0 || (inSection[parent] && state.expanded[parent]))
    guard isIn != inSection[slot] else { return false }
    inSection[slot] = isIn
    return true
  }

  private struct SectionChange {
    var section: Int
    var wasShown: Bool
    var isShown: Bool
  }

  /// The sections holding flipped rows or reading changed state, ascending; updates their counts.
  private func sectionChanges(flipped: [Int], dirty: [Int]) -> [SectionChange] {
    var touched = dirty
    for slot in flipped {
      let section = rows.section[slot]
      rowsInSection[section] += inSection[slot] ? 1 : -1
      if touched.last != section { touched.append(section) }
    }
    let dirtySet = Set(dirty)
    var changes: [SectionChange] = []
    for section in Set(touched).sorted() {
      if dirtySet.contains(section) {
        sectionConditionHolds[section] = Self.holds(form, form.sections.visible[section], state)
      }
      changes.append(
        SectionChange(
          section: section, wasShown: sectionShown[section],
          isShown: sectionConditionHolds[section] && rowsInSection[section] > 0))
    }
    return changes
  }

  // MARK: Lookups

  /// The position of a row in the table, from the row map.
  private func rowPosition(_ slot: Int) -> RowPosition {
    let section = rows.section[slot]
    return RowPosition(
      section: sectionsBefore[section], row: rowsBefore[slot] - rowsBefore[form.sections.firstRow[section]])
  }

  /// Where row `id` is shown, or nil. - Complexity: O(1) after the hash lookup.
  func position(ofRow id: String) -> RowPosition? {
    guard let slot = slotByID[id], inSection[slot], sectionShown[rows.section[slot]] else { return nil }
    return rowPosition(slot)
  }

  /// The id of the row shown at `position`, or nil: binary searches over the row map.
  /// - Complexity: O(log s + log m) for s sections and m slots in the section.
  func rowID(at target: RowPosition) -> String? {
    guard target.section >= 0, target.section < sectionsBefore[sectionsBefore.count - 1], target.row >= 0 else {
      return nil
    }
    // The section: the first with more shown sections up to and including it than the index.
    var low = 0
    var high = form.sections.count - 1
    while low < high {
      let middle = (low + high) / 2
      if sectionsBefore[middle + 1] > target.section { high = middle } else { low = middle + 1 }
    }
    let first = form.sections.firstRow[low]
    let wanted = rowsBefore[first] + target.row
    guard wanted < rowsBefore[form.sections.endRow[low]] else { return nil }
    // The slot: the first whose row count up to and including it passes the wanted position.
    var lowSlot = first
    var highSlot = form.sections.endRow[low] - 1
    while lowSlot < highSlot {
      let middle = (lowSlot + highSlot) / 2
      if rowsBefore[middle + 1] > wanted { highSlot = middle } else { lowSlot = middle + 1 }
    }
    return rows.id[lowSlot]
  }
}
