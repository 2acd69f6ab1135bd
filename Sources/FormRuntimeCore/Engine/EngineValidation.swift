/// What the engine keeps of validation (design: README "Validation"): each row's enabled flag
/// and first failing rule, each select section's, and how many fail, so that `form.isValid` is
/// O(1). Empty when the form has no rules, no `enabled` condition and no condition reading a
/// validation flag: such a form pays nothing for validation.
///
/// Kept here for static rows and select sections; a list item's rows keep theirs with the item
/// (``ItemValidation``, in ``ListItems``), and count in `invalidCount` too.
struct ValidationFields: Sendable {
  /// Whether the form has anything to validate or enable; nothing below is kept when not.
  let isActive: Bool
  /// Whether some condition reads a flag (`ROW.isValid`, `form.isValid`, …).
  let readsFlags: Bool
  /// Each section's `visible` condition, kept current *during* an event (the engine's own
  /// `sectionConditionHolds` is committed at its end): a row's presence reads it.
  var sectionHolds: [Bool]
  /// By row slot: whether the row's `enabled` condition holds.
  var enabled: [Bool]
  /// By row slot: the first failing rule of the row while its rules apply (present and
  /// enabled), else -1.
  var failing: [Int]
  /// By section: the first failing rule of a select section while its `visible` holds, else -1.
  var sectionFailing: [Int]
  /// Rows and sections whose `failing` is not -1, and invalid rows of list items: the form is
  /// valid when it is 0.
  var invalidCount: Int
  /// By list: whether its template has a row with rules or an `enabled` condition, or a
  /// condition reading its own rows' flags (else its items' validation is always empty).
  let validatesList: [Bool]
  /// By list: whether a condition of its template reads its own rows' flags, so that an item's
  /// validation is worked out to a fixpoint rather than in one pass.
  let listReadsOwnFlags: [Bool]
  /// `form.isValid` as the conditions reading it last saw it: an event whose list items change
  /// `invalidCount` before the waves of ``EngineCore/settleValidation(_:)`` start, which compare
  /// with it, so that their readers are queued.
  var settledValid = true

  /// An engine's validation in `state`, from the from-scratch table (engines are built once;
  /// events keep it up to date incrementally).
  /// - Complexity: as ``ValidationTable/init(form:state:)`` when active, else O(c).
  init(form: CompiledForm, state: FormState) {
    readsFlags = form.readsValidationFlags
    isActive = readsFlags || form.rules.count > 0 || form.rows.enabled.contains { $0 >= 0 }
    // Loops rather than `map`, whose copies for these types the WebAssembly module would otherwise carry.
    var readsOwnFlags = [Bool](repeating: false, count: form.lists.countOfLists)
    var validatesList = readsOwnFlags
    for list in readsOwnFlags.indices {
      readsOwnFlags[list] = form.templateConditions(ofList: list).contains {
        !form.conditions[$0].readValidation.isEmpty
      }
      validatesList[list] =
        readsOwnFlags[list]
        || (form.lists.firstRow[list]..<form.lists.endRow[list]).contains {
          form.rows.enabled[$0] >= 0 || !form.ruleLayout.rules(ofRow: $0).isEmpty
        }
    }
    listReadsOwnFlags = readsOwnFlags
    self.validatesList = validatesList
    guard isActive else {
      (sectionHolds, enabled, failing, sectionFailing, invalidCount) = ([], [], [], [], 0)
      return
    }
    let table = ValidationTable(flagsOf: form, state: state)
    sectionHolds = table.sectionHolds
    enabled = table.enabled
    failing = Self.indexes(table.failingRule)
    sectionFailing = Self.indexes(table.failingSectionRule)
    // The items' invalid rows are added as their validation is worked out (`deriveListRows`).
    invalidCount = failing.count { $0 >= 0 } + sectionFailing.count { $0 >= 0 }
  }

  /// The failing rules of a ``ValidationTable``, -1 for none.
  private static func indexes(_ rules: [Int?]) -> [Int] {
    var indexes = [Int](repeating: -1, count: rules.count)
    for index in rules.indices { indexes[index] = rules[index] ?? -1 }
    return indexes
  }

  /// The flag a condition reads.
  /// - Complexity: O(1).
  func flag(_ flag: ValidationFlag) -> Bool {
    switch flag {
    case .rowIsValid(let row): row < 0 || row >= failing.count || failing[row] < 0
    case .rowIsEnabled(let row): row < 0 || row >= enabled.count || enabled[row]
    case .sectionIsValid(let section): section < 0 || section >= sectionFailing.count || sectionFailing[section] < 0
    case .formIsValid: invalidCount == 0
    }
  }

  func isEnabled(_ slot: Int) -> Bool { !isActive || enabled[slot] }
  func failingRule(ofRow slot: Int) -> Int? { isActive && failing[slot] >= 0 ? failing[slot] : nil }
  func failingRule(ofSection section: Int) -> Int? {
    isActive && sectionFailing[section] >= 0 ? sectionFailing[section] : nil
  }
}

/// The validation work of one event, in the event's buffers: what may have changed, gathered
/// by the visibility machinery and by each wave of ``EngineCore/settleValidation(_:)``.
struct ValidationWork: Sendable {
  /// Static rows whose own `visible` flipped: their subtrees' presence may have changed.
  var flippedConditions: [Int] = []
  /// Rows whose `enabled` condition reads changed state.
  var enabledRows: [Int] = []
  /// Rows and select sections whose rules must be checked again.
  var ruleRows: [Int] = []
  var ruleSections: [Int] = []
  /// How many of the event's dirty sections the waves have evaluated.
  var evaluatedDirtySections = 0
  /// The row the user edited: never reloaded (its cell shows the value being typed).
  var edited = -1
  /// Select sections whose shown error may have changed, each with the rule whose message it
  /// showed before the event (-1: none), noted once, when first seen.
  var sectionErrors: [(section: Int, shownBefore: Int)] = []

  /// Notes that `section`'s shown error may change, and what it showed before the event.
  mutating func noteSectionError(_ section: Int, shownBefore: Int) {
    if !sectionErrors.contains(where: { $0.section == section }) {
      sectionErrors.append((section, shownBefore))
    }
  }

  var hasWork: Bool {
    !flippedConditions.isEmpty || !enabledRows.isEmpty || !ruleRows.isEmpty || !ruleSections.isEmpty
  }

  mutating func removeAll() {
    flippedConditions.empty()
    enabledRows.empty()
    ruleRows.empty()
    ruleSections.empty()
    evaluatedDirtySections = 0
    edited = -1
    sectionErrors.empty()
  }
}

extension CompiledForm {
  /// Why this runtime cannot run the form's validation, or nil: a condition of a list's template
  /// row (its `visible`, its `enabled`, its `valid` rule) that reads a flag outside its own item
  /// (`form.isValid`, a static row's or a select section's flag). Such a flag can change in a
  /// later wave of an event whose list rows have already changed, and this runtime works out an
  /// item's rows once per event; refusing beats showing stale rows. A template condition reading
  /// its own item's flags (`number.isValid`) is fine.
  /// - Complexity: O(t + c) for t template rows and c condition instructions.
  public var unsupportedValidation: String? {
    for list in 0..<lists.countOfLists {
      for condition in templateConditions(ofList: list) where flagOutsideItem(readBy: condition, inList: list) != nil {
        return "the condition '\(conditions[condition].source)' of a template row of list '\(lists.id[list])' "
          + "reads a validation flag outside its own item, which this runtime does not support yet"
      }
    }
    return nil
  }

  /// The first validation flag that condition `condition`, of a template row of list `list`,
  /// reads outside its own item (see ``unsupportedValidation``), or nil.
  /// - Complexity: O(c) for c instructions of the condition.
  public func flagOutsideItem(readBy condition: Int, inList list: Int) -> ValidationFlag? {
    guard condition >= 0 && condition < conditions.count else { return nil }
    return conditions[condition].readValidation.first { flag in
      switch flag {
      case .rowIsValid(let slot), .rowIsEnabled(let slot): slot < lists.firstRow[list] || slot >= lists.endRow[list]
      case .sectionIsValid, .formIsValid: true
      }
    }
  }

  /// The conditions of list `list`'s template rows: their `visible`, their `enabled` and their
  /// `valid` rules' conditions (may repeat).
  /// - Complexity: O(t + r) for t template rows and r of their rules.
  func templateConditions(ofList list: Int) -> [Int] {
    var conditions: [Int] = []
    func add(_ condition: Int) {
      if condition >= 0 && condition < self.conditions.count { conditions.append(condition) }
    }
    for slot in lists.firstRow[list]..<lists.endRow[list] {
      add(rows.visible[slot])
      add(rows.enabled[slot])
      for rule in ruleLayout.rules(ofRow: slot) where rules.kind[rule] == .valid { add(rules.condition[rule]) }
    }
    return conditions
  }
}

extension EngineCore {
  /// The rules of the row at `slot`, as `form.ruleLayout.rules(ofRow:)`, read in place: a method
  /// of the layout called from the engine would be handed a copy of it, retaining each of its
  /// arrays. - Complexity: O(log r) for r rows with rules.
  func rules(ofRow slot: Int) -> Range<Int> {
    RuleLayout.rules(of: slot, in: form.ruleLayout.rowsWithRules, form.ruleLayout.rulesOfRows)
  }

  /// The rules of select section `section`, read in place as ``rules(ofRow:)``.
  /// - Complexity: O(log s) for s sections with rules.
  func rules(ofSection section: Int) -> Range<Int> {
    RuleLayout.rules(of: section, in: form.ruleLayout.sectionsWithRules, form.ruleLayout.rulesOfSections)
  }

  /// Whether the static row at `slot` is present: its own `visible`, its ancestors' and its
  /// section's hold (collapse and search do not matter).
  /// - Complexity: O(depth).
  func isPresent(_ slot: Int) -> Bool {
    var row = slot
    while row >= 0 {
      guard rowConditionHolds[row] else { return false }
      row = form.rows.parent[row]
    }
    return validation.sectionHolds[form.rows.section[slot]]
  }

  /// The first failing rule of the static row at `slot` while its rules apply, else -1.
  /// - Complexity: O(depth) plus the rules' checks.
  func computeFailing(ofRow slot: Int) -> Int {
    let rules = rules(ofRow: slot)
    let valueSlot = form.rows.value[slot]
    guard !rules.isEmpty, valueSlot >= 0, validation.enabled[slot], isPresent(slot) else { return -1 }
    return RuleEvaluation.firstFailingRule(rules, of: form, value: state.values[valueSlot], conditionHolds: holds)
      ?? -1
  }

  /// The first failing rule of select section `section` while its `visible` holds, else -1.
  func computeFailing(ofSection section: Int) -> Int {
    let rules = rules(ofSection: section)
    let valueSlot = form.sections.select[section]
    guard !rules.isEmpty, valueSlot >= 0, validation.sectionHolds[section] else { return -1 }
    return RuleEvaluation.firstFailingRule(rules, of: form, value: state.values[valueSlot], conditionHolds: holds)
      ?? -1
  }

  /// Notes what a plan says reads a piece of state that changed: rows' `enabled`, rows' and
  /// sections' `valid` rules. (Its `visible` readers are the visibility machinery's.)
  func noteValidationReaders(of plan: TransitionPlans.Dependents, _ buffers: inout EventBuffers) {
    buffers.validation.enabledRows += plan.enabledRows
    buffers.validation.ruleRows += plan.ruleRows
    buffers.validation.ruleSections += plan.ruleSections
  }

  /// Notes that value slot `slot` changed: its row's or select section's rules read it.
  func noteValueChanged(_ slot: Int, _ buffers: inout EventBuffers) {
    guard validation.isActive else { return }
    noteValidationReaders(of: form.plans.values[slot], &buffers)
    if let row = form.values[slot].row, !rules(ofRow: row).isEmpty {
      buffers.validation.ruleRows.append(row)
    }
    if let section = form.values[slot].section, !rules(ofSection: section).isEmpty {
      buffers.validation.ruleSections.append(section)
    }
  }

  /// Brings validation in line with the event's changes, before the event's rows are settled
  /// (design: "Order within one event"). Each wave evaluates again the section conditions the
  /// event made dirty, the presence of the subtrees of rows whose `visible` flipped, the
  /// `enabled` conditions and rules that read what changed, and `invalidCount`; then the plans
  /// of the flags that changed queue their readers (visibility through the usual machinery),
  /// and the next wave runs, until nothing changes. The loader refuses flags that depend on
  /// themselves, so the waves end: at most as many as the dependencies are deep.
  ///
  /// Reloads (through `buffers.reloadCandidates`, which keeps only stationary rows) every row
  /// whose enabled flag, or whose error while touched, changed, except the edited row.
  /// - Complexity: O(w) for w rows, sections and conditions the waves visit: the subtrees of
  ///   flipped rows, the rows of sections whose condition flipped, and the readers the plans of
  ///   changed flags name (each rule checked at its cost).
  mutating func settleValidation(_ buffers: inout EventBuffers) {
    var changedFlags: [ValidationFlag] = []
    let firstTemplate = form.listLayout.firstTemplateRow
    while buffers.validation.evaluatedDirtySections < buffers.dirtySections.count || buffers.validation.hasWork
      || validation.settledValid != (validation.invalidCount == 0)
    {
      let wasValid = validation.settledValid
      // Sections whose condition reads changed state: their rows' presence follows.
      while buffers.validation.evaluatedDirtySections < buffers.dirtySections.count {
        let section = buffers.dirtySections[buffers.validation.evaluatedDirtySections]
        buffers.validation.evaluatedDirtySections += 1
        let holds = self.holds(form.sections.visible[section])
        guard holds != validation.sectionHolds[section] else { continue }
        validation.sectionHolds[section] = holds
        if !rules(ofSection: section).isEmpty { buffers.validation.ruleSections.append(section) }
        for slot in form.sections.firstRow[section]..<form.sections.endRow[section]
        where !rules(ofRow: slot).isEmpty {
          buffers.validation.ruleRows.append(slot)
        }
        // The section of a list: its items' rows are present no more, or again. (It appears or
        // disappears, so their rows are not listed one by one: worked out again here, in a
        // later wave, their changes only count.)
        let list = form.listLayout.listOfSection[section]
        if list >= 0 && validation.validatesList[list] {
          var indexes: [Int] = []
          for (index, entry) in state.lists[list].items.entries.enumerated() where entry.section == section {
            indexes.append(index)
          }
          refreshItems(ofList: list, indexes: indexes, &buffers.listChanges)
        }
      }
      // Rows whose own condition flipped: the presence of their subtrees.
      let flipped = buffers.validation.flippedConditions
      buffers.validation.flippedConditions.removeAll(keepingCapacity: true)
      for row in flipped {
        for slot in row..<form.rows.subtreeEnd[row] where !rules(ofRow: slot).isEmpty {
          buffers.validation.ruleRows.append(slot)
        }
      }
      let enabledRows = buffers.validation.enabledRows
      buffers.validation.enabledRows.removeAll(keepingCapacity: true)
      // (Template rows' flags are worked out with their items, by `refreshItems`.)
      for slot in enabledRows where slot < firstTemplate {
        let enabled = holds(form.rows.enabled[slot])
        guard enabled != validation.enabled[slot] else { continue }
        validation.enabled[slot] = enabled
        changedFlags.append(.rowIsEnabled(slot))
        if slot != buffers.validation.edited { buffers.reloadCandidates.append(slot) }
        if !rules(ofRow: slot).isEmpty { buffers.validation.ruleRows.append(slot) }
      }
      let ruleRows = buffers.validation.ruleRows
      buffers.validation.ruleRows.removeAll(keepingCapacity: true)
      for slot in ruleRows where slot < firstTemplate {
        let failing = computeFailing(ofRow: slot)
        let old = validation.failing[slot]
        guard failing != old else { continue }
        validation.failing[slot] = failing
        if (old < 0) != (failing < 0) {
          validation.invalidCount += failing < 0 ? -1 : 1
          changedFlags.append(.rowIsValid(slot))
        }
        if state.touched[slot] && slot != buffers.validation.edited { buffers.reloadCandidates.append(slot) }
      }
      let ruleSections = buffers.validation.ruleSections
      buffers.validation.ruleSections.removeAll(keepingCapacity: true)
      for section in ruleSections {
        let failing = computeFailing(ofSection: section)
        let old = validation.sectionFailing[section]
        guard failing != old else { continue }
        validation.sectionFailing[section] = failing
        if (old < 0) != (failing < 0) {
          validation.invalidCount += failing < 0 ? -1 : 1
          changedFlags.append(.sectionIsValid(section))
        }
        if state.touchedSections[section] { buffers.validation.noteSectionError(section, shownBefore: old) }
      }
      validation.settledValid = validation.invalidCount == 0
      if wasValid != validation.settledValid { changedFlags.append(.formIsValid) }
      // The readers of the flags that changed: the next wave.
      for flag in changedFlags {
        // What reads the flag, from its kind's table (`TransitionPlans.expansionPlans` says why directly).
        let found: TransitionPlans.Dependents? =
          switch flag {
          case .rowIsValid(let row): form.plans.rowIsValidPlans[row]
          case .rowIsEnabled(let row): form.plans.rowIsEnabledPlans[row]
          case .sectionIsValid(let section): form.plans.sectionIsValidPlans[section]
          case .formIsValid: form.plans.formIsValidPlan
          }
        guard let plan = found else { continue }
        reevaluateStaticRows(plan.rows, &buffers)
        buffers.dirtySections += plan.sections
        noteValidationReaders(of: plan, &buffers)
      }
      changedFlags.removeAll(keepingCapacity: true)
    }
  }

  /// The indexes, after the event, of the select sections shown before and after it whose
  /// shown error changed (of `buffers.validation.sectionErrors`), ascending. Called once the
  /// event is committed.
  func sectionErrorIndexes(_ buffers: inout EventBuffers) -> [Int] {
    guard !buffers.validation.sectionErrors.isEmpty else { return [] }
    var indexes: [Int] = []
    for (section, shownBefore) in buffers.validation.sectionErrors where isSectionShown(section) {
      let shownNow = state.touchedSections[section] ? validation.sectionFailing[section] : -1
      guard shownNow != shownBefore else { continue }
      let index = buffers.sections.firstIndex(notBelow: { $0.index < section })
      let changes = index < buffers.sections.count && buffers.sections[index].index == section
      if changes && !buffers.sections[index].wasShown { continue }
      indexes.append(sectionRanks.prefixCount(section))
    }
    StableOrder.sort(&indexes, by: <)
    return indexes
  }
}
