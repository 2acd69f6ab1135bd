/// What a ``FormEngine`` holds beside its form: the state, and what is derived from the state and
/// maintained incrementally by events. `FormEngine` keeps one of these in copy-on-write
/// storage (``EngineStorage``); the lookups and events work on it through ``EngineCore``.
///
/// Noncopyable, so that nothing copies it by accident: a copy happens only in ``copy()``,
/// when an engine is about to change storage it shares.
struct EngineFields: ~Copyable, Sendable {
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
  /// in 4 bytes per 64 rows, where `form.rows.section` takes 8 bytes a row, so a lookup at a
  /// random row reads memory that stays in cache (see `section(ofSlot:)`).
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
  /// in one read, where `sectionRanks.select` is a chain of dependent steps. Kept in step with
  /// `sectionRanks` by `updateShownSections`.
  var shownSections: [UInt32]
  /// The expanded rows of each section, listed for accordion sections only (empty lists share
  /// one allocation), so expanding one row finds the others in O(1), with no hashing.
  var accordionExpanded: [[Int]]
  /// The current search; it passes every row while the query is empty.
  var search: SearchFilter
  /// Per section, the rows of list items in it (0 for static sections): they come before its
  /// static rows, so a static row's position adds them.
  var itemRowsInSection: [Int]
  /// Lists events work with, kept to save allocating them on every event (nil only during one).
  var buffers: EventBuffers?
  /// Rows' enabled flags and failing rules, and how many fail (``ValidationFields``).
  var validation: ValidationFields
  /// Whether a debug build checks each update against the from-scratch tables
  /// (``FormEngine/checksUpdatesInDebugBuilds``).
  var checksUpdatesInDebugBuilds = true
  /// The item row name an event read last, and what it read: an app sends runs of events naming
  /// one item row (each keystroke in an item's text field), and reading the name costs a sixth of
  /// such an event. Not part of the state: it answers as reading the name again would.
  var lastItemRowName: (text: String, name: ItemRowName)?
}

extension EngineFields {
  /// The engine of `form` (whose tables were checked) in `state` (which fits it).
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  init(checkedForm form: CompiledForm, state: FormState) {
    // Each list's items keep their shown rows and sections (derived, not part of equality).
    var state = state
    var validation = ValidationFields(form: form, state: state)
    let (itemRowsInSection, invalidItemRows) = EngineCore.deriveListRows(
      form: form, state: &state, search: SearchFilter(), fields: validation)
    validation.invalidCount += invalidItemRows
    validation.settledValid = validation.invalidCount == 0
    self.state = state
    let rows = form.rows
    self.validation = validation
    // Conditions that read validation flags read them from the validation just computed.
    func holds(_ condition: Int) -> Bool {
      condition < 0
        || (validation.readsFlags
          ? form.conditions[condition].evaluate(
            values: state.values, expanded: state.expanded, validation: { validation.flag($0) })
          : form.holds(condition, in: state))
    }
    // Loops rather than `map`, whose copies for these types the WebAssembly module would otherwise carry.
    var rowConditionHolds = [Bool](repeating: false, count: rows.visible.count)
    for slot in rows.visible.indices { rowConditionHolds[slot] = holds(rows.visible[slot]) }
    var sectionConditionHolds = [Bool](repeating: false, count: form.sections.visible.count)
    for section in form.sections.visible.indices {
      sectionConditionHolds[section] = holds(form.sections.visible[section])
    }
    self.rowConditionHolds = rowConditionHolds
    self.sectionConditionHolds = sectionConditionHolds
    var inSection = [Bool](repeating: false, count: rows.count)
    var rowsInSection = [Int](repeating: 0, count: form.sections.count)
    var accordionExpanded = [[Int]](repeating: [], count: form.sections.count)
    // Static rows only: template rows are in no section's range, and never in a section.
    for slot in 0..<form.listLayout.firstTemplateRow {
      let parent = rows.parent[slot]
      let parentAllows = parent < 0 || (inSection[parent] && state.expanded[parent])
      inSection[slot] = rowConditionHolds[slot] && parentAllows
      if inSection[slot] { rowsInSection[rows.section[slot]] += 1 }
      if state.expanded[slot] && form.sections.accordion[rows.section[slot]] {
        accordionExpanded[rows.section[slot]].append(slot)
      }
    }
    self.itemRowsInSection = itemRowsInSection
    for section in 0..<form.sections.count { rowsInSection[section] += itemRowsInSection[section] }
    self.inSection = inSection
    self.rowsInSection = rowsInSection
    // (A form with 2^32 sections would not fit in memory, so the conversion cannot truncate.)
    sectionAtWord = stride(from: 0, to: rows.count, by: 64).map { UInt32(truncatingIfNeeded: rows.section[$0]) }
    sectionStarts = EngineCore.sectionStarts(of: form)
    expandsAlone = EngineCore.expandsAlone(in: form)
    self.accordionExpanded = accordionExpanded
    search = SearchFilter()
    buffers = EventBuffers()
    rowRanks = RankSelectBits(flags: inSection)
    var sectionShown = [Bool](repeating: false, count: form.sections.count)
    for section in sectionShown.indices {
      sectionShown[section] = sectionConditionHolds[section] && rowsInSection[section] > 0
    }
    sectionRanks = RankSelectBits(flags: sectionShown)
    shownSections = EngineCore.shownSections(sectionRanks)
  }

  /// A copy of every field, for an engine that is about to change storage it shares.
  /// - Complexity: O(1), the fields' own storage being copied when they change.
  func copy() -> EngineFields {
    EngineFields(
      state: state, rowConditionHolds: rowConditionHolds, sectionConditionHolds: sectionConditionHolds,
      inSection: inSection, rowsInSection: rowsInSection, sectionAtWord: sectionAtWord, sectionStarts: sectionStarts,
      expandsAlone: expandsAlone, rowRanks: rowRanks, sectionRanks: sectionRanks, shownSections: shownSections,
      accordionExpanded: accordionExpanded,
      search: search, itemRowsInSection: itemRowsInSection, buffers: buffers, validation: validation,
      checksUpdatesInDebugBuilds: checksUpdatesInDebugBuilds, lastItemRowName: lastItemRowName)
  }
}
