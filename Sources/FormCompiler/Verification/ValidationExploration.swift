import FormRuntime

/// How `formc verify` explores validation (README "Validation"): the user's `edit`s, `submit` and `resetValidation`,
/// the part of a state that tells states apart for validation, and the checks of each update against the
/// from-scratch ``ValidationTable``. Inactive (nothing explored, nothing checked, nothing added to a state's key) for
/// a form without rules, `enabled` conditions or conditions reading a validation flag: such a form explores as it
/// did before validation existed.
///
/// **Which states are one.** Touched flags are never read by a condition: they decide only which errors show, so
/// the table and the validity of a state do not depend on them, and what an event does to row R's error (and so
/// whether it reloads R) depends on R's own touched flag alone. Verify therefore tells states apart by values,
/// expanded flags and whether the rows and select sections with rules are all untouched, all touched, or some of
/// each. Every state with all untouched and every state with all touched is explored (from any state,
/// `resetValidation` and `submit` reach them with the same values), so each row is seen both ways with every
/// reachable value; a state with some touched is explored once per values, through the first event that reached it.
/// Touched flags of rows without rules are not looked at: they show nothing.
///
/// Likewise, the value of a row with rules that no condition reads matters only through which of its rules (besides
/// `valid`, whose condition reads other values) it passes: states are told apart by that, not by the value.
struct ValidationExploration {
  let form: CompiledForm
  /// Whether the form has anything to validate or enable.
  let isActive: Bool
  /// Whether some row or select section has rules: `submit` and `resetValidation` are explored.
  let hasRules: Bool
  /// Value slots of static rows and select sections with rules: explored like the values conditions read.
  let ruleSlots: Set<Int>
  /// The rules (without `valid`) of each rule slot that no condition reads: its key is which of them it fails.
  private let classifiedSlots: [Int: [Int]]
  /// Static rows and select sections with rules, whose touched flags are summed up in a state's key.
  private let ruleRows: [Int]
  private let ruleSections: [Int]

  init(form: CompiledForm, ruleValues: RuleValues) {
    self.form = form
    let readsFlags = form.conditions.contains { !$0.readValidation.isEmpty }
    hasRules = form.rules.count > 0
    isActive = hasRules || readsFlags || form.rows.enabled.contains { $0 >= 0 }
    let firstTemplateRow = form.listLayout.firstTemplateRow
    ruleRows = form.ruleLayout.rulesOfRow.keys.filter { $0 < firstTemplateRow }.sorted()
    ruleSections = form.ruleLayout.rulesOfSection.keys.sorted()
    var ruleSlots = Set<Int>()
    var rulesOfSlot: [Int: [Int]] = [:]
    for (rule, slot) in ruleValues.slotOfRule.enumerated() where slot >= 0 && form.listLayout.listOfValue[slot] < 0 {
      ruleSlots.insert(slot)
      if form.rules.kind[rule] != .valid { rulesOfSlot[slot, default: []].append(rule) }
    }
    let read = Set(form.conditions.flatMap(\.readValues))
    classifiedSlots = rulesOfSlot.filter { !read.contains($0.key) }
    self.ruleSlots = ruleSlots
  }

  /// What a state's values of slot `slot` are told apart by: the value, or for a classified slot the rules it fails.
  func key(ofSlot slot: Int, value: FormValue) -> FormValue {
    guard let rules = classifiedSlots[slot] else { return value }
    var failing = 0
    for (bit, rule) in rules.enumerated()
    where RuleEvaluation.firstFailingRule(rule..<rule + 1, of: form, value: value, conditionHolds: { _ in true }) != nil
    {
      failing |= 1 << bit
    }
    return .int(failing)
  }

  /// What a state's touched flags are told apart by: all untouched, all touched, or some of each (see above).
  func touchedKey(of state: FormState) -> [FormValue] {
    guard hasRules else { return [] }
    let flags = ruleRows.map { state.touched[$0] } + ruleSections.map { state.touchedSections[$0] }
    if flags.allSatisfy({ !$0 }) { return [.int(0)] }
    return [.int(flags.allSatisfy { $0 } ? 1 : 2)]
  }

  /// The user's events of validation from `engine`'s state: an `edit` of each shown row among `valueSlots` to each of
  /// its candidate values (its current one too: an edit that changes nothing still touches), `submit` and
  /// `resetValidation`. Refused ones (a disabled row) are skipped by the caller, as every refused event is.
  func events(in engine: FormEngine, valueSlots: [Int], candidates: [[FormValue]]) -> [FormEvent] {
    guard isActive else { return [] }
    var events: [FormEvent] = []
    for slot in valueSlots {
      guard let row = form.values[slot].row, row < form.listLayout.firstTemplateRow,
        engine.isShown(form.rows.id[row])
      else { continue }
      events += candidates[slot].map { .edit(form.rows.id[row], $0) }
    }
    if hasRules { events += [.submit, .resetValidation] }
    return events
  }
}
