@_spi(Testing) import FormRuntimeCore

/// How `formc verify` explores validation (README "Validation"): the user's `edit`s, `submit` and `resetValidation`,
/// the part of a state that tells states apart for validation, and the checks of each update against the
/// from-scratch ``ValidationTable``. Inactive (nothing explored, nothing checked, nothing added to a state's key) for
/// a form without rules, `enabled` conditions or conditions reading a validation flag: such a form explores as it
/// did before validation existed.
///
/// **Which states are one.** Touched flags are never read by a condition: they decide only which errors show, so
/// the table and the validity of a state do not depend on them, and what an event does to row R's error (and so
/// whether it reloads R) depends on R's own touched flag alone. Verify therefore explores the states whose rows and
/// select sections with rules are all untouched or all touched, each with every reachable value (values are reached
/// by `set` and by taps without touching, and `submit` touches all), so each row is seen both ways with every
/// reachable value; an event into a state with some touched (an `edit`, a tap on a toggle) is checked, but not
/// explored from. Touched flags of rows without rules are not looked at: they show nothing.
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
  /// The rule slots that no condition reads: their key is which of their rules they fail.
  private let classifiedSlots: Set<Int>
  private let ruleValues: RuleValues
  /// The key of each classified slot's candidate values, worked out once: every successor's key asks for it.
  private let candidateKeys: [Int: [FormValue: FormValue]]
  /// Static rows and select sections with rules, whose touched flags are summed up in a state's key.
  private let ruleRows: [Int]
  private let ruleSections: [Int]

  init(form: CompiledForm, ruleValues: RuleValues, candidates: [[FormValue]]) {
    self.form = form
    let readsFlags = form.conditions.contains { !$0.readValidation.isEmpty }
    hasRules = form.rules.count > 0
    isActive = hasRules || readsFlags || form.rows.enabled.contains { $0 >= 0 }
    let firstTemplateRow = form.listLayout.firstTemplateRow
    ruleRows = form.ruleLayout.rowsWithRules.filter { $0 < firstTemplateRow }
    ruleSections = form.ruleLayout.sectionsWithRules
    let ruleSlots = Set(ruleValues.slotOfRule.filter { $0 >= 0 && form.listLayout.listOfValue[$0] < 0 })
    let classifiedSlots = ruleSlots.subtracting(form.conditions.flatMap(\.readValues))
    var candidateKeys: [Int: [FormValue: FormValue]] = [:]
    for slot in classifiedSlots where slot < candidates.count {
      candidateKeys[slot] = Dictionary(
        candidates[slot].map { ($0, FormValue.int(ruleValues.failingRules(of: $0, slot: slot))) },
        uniquingKeysWith: { first, _ in first })
    }
    self.classifiedSlots = classifiedSlots
    self.candidateKeys = candidateKeys
    self.ruleSlots = ruleSlots
    self.ruleValues = ruleValues
  }

  /// What a state's values of slot `slot` are told apart by: the value, or for a classified slot the rules it fails.
  func key(ofSlot slot: Int, value: FormValue) -> FormValue {
    guard classifiedSlots.contains(slot) else { return value }
    return candidateKeys[slot]?[value] ?? .int(ruleValues.failingRules(of: value, slot: slot))
  }

  /// What a state's touched flags are told apart by: all untouched or all touched (see above).
  func touchedKey(of state: FormState) -> [FormValue] {
    hasRules
      ? [.bool(ruleRows.contains { state.touched[$0] } || ruleSections.contains { state.touchedSections[$0] })] : []
  }

  /// Whether the exploration goes on from `state`: its rows and select sections with rules are all untouched or all
  /// touched (see above). Events into other states are checked all the same.
  func explores(_ state: FormState) -> Bool {
    guard hasRules else { return true }
    let touched = ruleRows.filter { state.touched[$0] }.count + ruleSections.filter { state.touchedSections[$0] }.count
    return touched == 0 || touched == ruleRows.count + ruleSections.count
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
