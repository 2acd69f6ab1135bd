/// What a ``FormEngine`` holds, and everything it does: the form, its state, what is derived
/// from the state and maintained incrementally by events, and the lookups and events over
/// them. `FormEngine` keeps one of these in copy-on-write storage and forwards to it.
struct EngineCore: ~Copyable, Sendable {
  let form: CompiledForm
  var state: FormState

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
  /// A bit per row, set at the first row of each section, 64 to a word as in `rowRanks`; empty
  /// when some section has no rows (a bit cannot count two sections starting at one row).
  let sectionStarts: [UInt64]
  /// A bit per row, 64 to a word, set for the rows whose expanding and collapsing can take the
  /// path of their own (`applyExpansionAlone`): no condition reads their expanded flag, and
  /// their subtree is small. Read in place of hashing the slot into `form.plans.expansions`,
  /// which every tap of an expandable row would pay as soon as one condition of the form reads
  /// some row's flag (as the event form's end date does).
  let expandsAlone: [UInt64]
  /// Counts rows in their sections, by slot: maps slots to row indexes and back.
  var rowRanks: RankSelectBits
  /// Counts shown sections: maps sections to section indexes.
  var sectionRanks: RankSelectBits
  /// The shown sections in table order (declaration indexes): maps section indexes to sections
  /// in one read, where `sectionRanks.select` is a chain of dependent steps costing about half
  /// of `slot(at:)`. Kept in step with `sectionRanks` by `updateShownSections`.
  var shownSections: [UInt32]
  /// The expanded rows of each section, listed for accordion sections only (empty lists share
  /// one allocation), so expanding one row finds the others in O(1), with no hashing.
  var accordionExpanded: [[Int]]
  /// The current search; it passes every row while the query is empty.
  var search: SearchFilter
  /// Lists events work with, kept to save allocating them on every event (nil only during one).
  var buffers: EventBuffers?
  /// Never set. An existential makes the type address-only, so a borrowed core is passed by
  /// its address instead of being copied, 600-odd bytes, to the stack at every call.
  private let addressOnly: (any Sendable)? = nil

  /// The slot of row `id`, shown or not (from tables shared with the form, not copied per
  /// engine). - Complexity: O(1) expected.
  func slot(ofRow id: String) -> Int? { form.names.rowSlot(of: id) }
  /// The value slot named `name` (from tables shared with the form). - Complexity: O(1) expected.
  func valueSlot(named name: String) -> Int? { form.names.valueSlot(named: name) }

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
  /// when rows are looked up at random: the section of the first row of its 64-row word, plus
  /// the sections that start after that row up to `slot`.
  /// - Complexity: O(1): two reads from tables of 12 bytes per 64 rows. (With a section of no
  ///   rows, O(log m) for the m sections that start among the 64 rows: usually none or one.)
  @inline(__always) func section(ofSlot slot: Int) -> Int {
    let word = slot >> 6
    let first = Int(sectionAtWord[word])
    if word < sectionStarts.count {
      // Bits 1 through `slot`'s own: `2 << 63` wraps to 0, so the last row keeps all 64.
      let upToSlot = (UInt64(2) &<< UInt64(slot & 63)) &- 1
      return first + (sectionStarts[word] & upToSlot & ~1).nonzeroBitCount
    }
    // The last section in first...last whose first row is at most `slot`.
    var low = first
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

extension EngineCore {
  /// The engine of `form` (whose tables were checked) in `state` (which fits it).
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  init(checkedForm form: CompiledForm, state: FormState) {
    self.form = form
    self.state = state
    let rows = form.rows
    let rowConditionHolds = rows.visible.map { form.holds($0, in: state) }
    let sectionConditionHolds = form.sections.visible.map { form.holds($0, in: state) }
    self.rowConditionHolds = rowConditionHolds
    self.sectionConditionHolds = sectionConditionHolds
    var inSection = [Bool](repeating: false, count: rows.count)
    var rowsInSection = [Int](repeating: 0, count: form.sections.count)
    var accordionExpanded = [[Int]](repeating: [], count: form.sections.count)
    for slot in 0..<rows.count {
      let parent = rows.parent[slot]
      let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
      inSection[slot] = rowConditionHolds[slot] && parentAllows
      if inSection[slot] { rowsInSection[rows.section[slot]] += 1 }
      if state.expanded[slot] && form.sections.accordion[rows.section[slot]] {
        accordionExpanded[rows.section[slot]].append(slot)
      }
    }
    self.inSection = inSection
    self.rowsInSection = rowsInSection
    // (A form with 2^32 sections would not fit in memory, so the conversion cannot truncate.)
    sectionAtWord = stride(from: 0, to: rows.count, by: 64).map { UInt32(truncatingIfNeeded: rows.section[$0]) }
    sectionStarts = Self.sectionStarts(of: form)
    expandsAlone = Self.expandsAlone(in: form)
    self.accordionExpanded = accordionExpanded
    search = SearchFilter()
    buffers = EventBuffers()
    rowRanks = RankSelectBits(flags: inSection)
    let sectionShown = (0..<form.sections.count).map { sectionConditionHolds[$0] && rowsInSection[$0] > 0 }
    sectionRanks = RankSelectBits(flags: sectionShown)
    shownSections = Self.shownSections(sectionRanks)
  }

  /// A copy of every field, for an engine that is about to change storage it shares.
  /// (The type is noncopyable so that nothing copies it by accident: see ``FormEngine``.)
  /// - Complexity: O(1), the fields' own storage being copied when they change.
  func copy() -> EngineCore {
    EngineCore(
      form: form, state: state, rowConditionHolds: rowConditionHolds, sectionConditionHolds: sectionConditionHolds,
      inSection: inSection, rowsInSection: rowsInSection, sectionAtWord: sectionAtWord, sectionStarts: sectionStarts,
      expandsAlone: expandsAlone, rowRanks: rowRanks, sectionRanks: sectionRanks, shownSections: shownSections,
      accordionExpanded: accordionExpanded,
      search: search, buffers: buffers)
  }

  /// The largest subtree (the row and its descendants) that `applyExpansionAlone` updates one
  /// row at a time; larger ones flip their bits and count again, on the general path.
  static var maxRowsAlone: Int { 64 }

  /// `expandsAlone` for `form`.
  /// - Complexity: O(n + p) for n rows and p rows with an expansion plan.
  private static func expandsAlone(in form: CompiledForm) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: (form.rows.count + 63) / 64)
    for slot in 0..<form.rows.count where form.rows.subtreeEnd[slot] - slot <= maxRowsAlone {
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
    for slot in form.plans.expansions.keys where slot >= 0 && slot < form.rows.count {
      bits[slot >> 6] &= ~(1 << UInt64(slot & 63))
    }
    return bits
  }

  /// `sectionStarts` for `form`: empty when a section has no rows.
  private static func sectionStarts(of form: CompiledForm) -> [UInt64] {
    var starts = [UInt64](repeating: 0, count: (form.rows.count + 63) / 64)
    for section in 0..<form.sections.count {
      let first = form.sections.firstRow[section]
      guard first < form.sections.endRow[section] else { return [] }
      starts[first >> 6] |= 1 << UInt64(first & 63)
    }
    return starts
  }
}
