/// The form at run time: its state, the shown table, and the batch update for each event.
///
/// A value type: copy it to keep a snapshot, or to compute an update off the main thread.
///
/// ```swift
/// var engine = try FormEngine(form: CompiledForm(jsonData: data))
/// let update = try engine.send(.tap("citrus"))
/// tableView.performBatchUpdates {
///   tableView.deleteSections(update.deleteSections, with: .fade)
///   tableView.insertSections(update.insertSections, with: .fade)
///   tableView.deleteRows(at: update.deleteRows, with: .fade)
///   tableView.insertRows(at: update.insertRows, with: .fade)
///   tableView.reloadRows(at: update.reloadRows, with: .none)
/// }
/// ```
public struct FormEngine: Sendable {
  /// The compiled form this engine runs.
  public let form: CompiledForm
  /// The current values and expanded flags.
  public internal(set) var state: FormState

  // Derived from `state`, maintained incrementally by events.
  /// Whether each row's own `visible` condition holds.
  var rowConditionHolds: [Bool]
  /// Whether each section's `visible` condition holds.
  var sectionConditionHolds: [Bool]
  /// Whether each row is in its section: its condition holds and its parent is in and expanded.
  var inSection: [Bool]
  /// Rows in each section.
  var rowsInSection: [Int]
  /// The section of the first row of each 64-row word of `rowRanks`: finds a row's section
  /// in a table 500 times smaller than `form.rows.section` (see `section(ofSlot:)`).
  let sectionAtWord: [UInt32]
  /// Counts rows in their sections, by slot: maps slots to row indexes and back.
  var rowRanks: RankSelectBits
  /// Counts shown sections: maps sections to section indexes and back.
  var sectionRanks: RankSelectBits
  /// The expanded rows of each accordion section, so expanding one finds the others in O(1).
  var accordionExpanded: [Int: [Int]]
  /// The current search; it passes every row while the query is empty.
  var search = SearchFilter()
  /// Lists events work with, kept to save allocating them on every event (nil only during one).
  var buffers: EventBuffers? = EventBuffers()

  /// The slot of row `id`, shown or not (from tables shared with the form, not copied per
  /// engine). - Complexity: O(1) expected.
  func slot(ofRow id: String) -> Int? {
    switch form.names.rowIDs.slot(of: id, in: form.rows.id) {
    case .slot(let slot): return slot
    case .absent: return nil
    case .undecided: return form.names.rowSlots[id]
    }
  }
  /// Value slots by name (shared with the form).
  var valueByName: [String: Int] { form.names.valueSlots }

  /// Starts the form in its initial state.
  ///
  /// The form's tables are checked (``CompiledForm/validate()``) unless they already were: by
  /// ``CompiledForm/init(jsonData:)``, or by the engine whose ``form`` this is.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public init(form: CompiledForm) throws(CompiledFormError) {
    try self.init(form: form, state: FormState(initialStateOf: form))
  }

  /// Starts the form in a given state (one saved from an earlier engine of the same form).
  ///
  /// The form's tables are checked as by ``init(form:)``.
  /// - Throws: ``CompiledFormError`` when the form's tables do not fit together or the state
  ///   does not fit the form.
  /// - Complexity: O(n + c).
  public init(form: CompiledForm, state: FormState) throws(CompiledFormError) {
    var form = form
    if !form.validation.passed {
      try form.validate()
      form.validation = .passed
    }
    guard state.values.count == form.values.count, state.expanded.count == form.rows.count else {
      throw CompiledFormError("the state does not belong to form \(form.name)")
    }
    for (slot, value) in zip(form.values, state.values) {
      if let problem = slot.problem(with: value) { throw CompiledFormError("invalid state: \(problem)") }
    }
    self.form = form
    self.state = state
    let rows = form.rows
    let rowConditionHolds = rows.visible.map { form.holds($0, in: state) }
    let sectionConditionHolds = form.sections.visible.map { form.holds($0, in: state) }
    self.rowConditionHolds = rowConditionHolds
    self.sectionConditionHolds = sectionConditionHolds
    var inSection = [Bool](repeating: false, count: rows.count)
    var rowsInSection = [Int](repeating: 0, count: form.sections.count)
    var accordionExpanded: [Int: [Int]] = [:]
    for slot in 0..<rows.count {
      let parent = rows.parent[slot]
      let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
      inSection[slot] = rowConditionHolds[slot] && parentAllows
      if inSection[slot] { rowsInSection[rows.section[slot]] += 1 }
      if state.expanded[slot] && form.sections.accordion[rows.section[slot]] {
        accordionExpanded[rows.section[slot], default: []].append(slot)
      }
    }
    self.inSection = inSection
    self.rowsInSection = rowsInSection
    // (A form with 2^32 sections would not fit in memory, so the conversion cannot truncate.)
    sectionAtWord = stride(from: 0, to: rows.count, by: 64).map { UInt32(truncatingIfNeeded: rows.section[$0]) }
    self.accordionExpanded = accordionExpanded
    rowRanks = RankSelectBits(flags: inSection)
    let sectionShown = (0..<form.sections.count).map { sectionConditionHolds[$0] && rowsInSection[$0] > 0 }
    sectionRanks = RankSelectBits(flags: sectionShown)
  }

  /// Whether section `section` (by declaration index) is shown.
  @inline(__always) func isSectionShown(_ section: Int) -> Bool {
    sectionConditionHolds[section] && rowsInSection[section] > 0
  }

  /// Whether the row at `slot` belongs in its section: its own condition holds, the search lets
  /// it through, and its parent (if any) is in the section and expanded. `parentIn` says
  /// whether the parent is in the section.
  @inline(__always) func belongsInSection(_ slot: Int, parentIn: Bool) -> Bool {
    let parent = form.rows.parent[slot]
    return rowConditionHolds[slot] && search.passes(slot) && (parent < 0 || (parentIn && state.expanded[parent]))
  }

  /// Whether the row at `slot` is shown: in its section, and its section shown. Not during an
  /// event: it reads the rank bits, which equal `inSection` and `isSectionShown` between
  /// events and take 64 times less memory.
  @inline(__always) func isShown(slot: Int) -> Bool {
    rowRanks[slot] && sectionRanks[section(ofSlot: slot)]
  }

  /// The section of the row at `slot`, as `form.rows.section[slot]`, reading far less memory
  /// when rows are looked up at random.
  /// - Complexity: O(log m) for the m sections that start among the 64 rows of the slot's rank
  ///   word: usually none or one.
  @inline(__always) func section(ofSlot slot: Int) -> Int {
    let word = slot >> 6
    // The last section in low...high whose first row is at most `slot`.
    var low = Int(sectionAtWord[word])
    var high = word + 1 < sectionAtWord.count ? Int(sectionAtWord[word + 1]) : form.sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let atOrBefore = form.sections.firstRow[middle] <= slot
      // (Both bounds chosen without a branch: the number of steps varies from row to row.)
      low = atOrBefore ? middle : low
      high = atOrBefore ? high : middle - 1
    }
    return low
  }
}
