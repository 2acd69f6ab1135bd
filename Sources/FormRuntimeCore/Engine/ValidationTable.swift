/// Every static row's, list item row's and select section's validation, computed from scratch by
/// the definitions (README "Validation"): the oracle the engine's incremental validation is checked
/// against after every event in debug builds and in tests.
///
/// - A row is **present** when its own `visible`, its section's `visible` and every ancestor's
///   `visible` hold (collapse and search do not matter); **enabled** when its `enabled` holds.
///   An item's row: its template row's conditions on the item (its values, flags and rows'
///   validation), its parent the item's row, its section the item's table section.
/// - A row's rules **apply** when it is present and enabled; it is **valid** when they do not
///   apply or all pass. A select section's rules apply while its `visible` holds.
/// - The form is valid when no row or select section whose rules apply fails one.
/// - An **error** shows the message of the first failing rule of a touched, invalid row.
///
/// Conditions may read these flags (`ROW.isValid`, `form.isValid`, …); the loader refuses a
/// form whose flags depend on themselves, so iterating from "all valid, all enabled" reaches
/// the one consistent assignment in at most as many rounds as the dependency graph is deep.
///
/// SPI (`@_spi(Testing)`), not API: the engine's debug checks, `formc verify`, the tests, the
/// benchmarks and the fuzzers compare the engine with it; an app reads validation from the engine.
@_spi(Testing) public struct ValidationTable: Hashable, Sendable {
  /// One list item's rows, by template row (`0 ..<` the template's rows).
  public struct ItemRows: Hashable, Sendable {
    public var present: [Bool]
    public var enabled: [Bool]
    public var failingRule: [Int?]
  }

  /// By row slot (a list's template rows: `true`, `true`, nil; see `items`).
  public private(set) var present: [Bool]
  public private(set) var enabled: [Bool]
  /// The first failing rule of each row whose rules apply, or nil.
  public private(set) var failingRule: [Int?]
  /// By section: the first failing rule of each select section whose rules apply, or nil.
  public private(set) var failingSectionRule: [Int?]
  /// Whether the section's `visible` condition holds.
  public private(set) var sectionHolds: [Bool]
  public private(set) var isFormValid: Bool
  /// By list, by list index: each item's rows.
  public private(set) var items: [[ItemRows]]
  /// The error each touched invalid row shows, by row id (an item's row by `LIST[KEY].ROW`).
  public private(set) var errors: [String: String]
  /// The error each touched invalid select section shows, by section id.
  public private(set) var sectionErrors: [String: String]

  /// - Complexity: O(d · (n + c + r)) for n rows and sections, c condition instructions, r rules
  ///   (each check at its own cost) and d the depth of the validation dependencies (1 when no
  ///   condition reads a validation flag).
  public init(form: CompiledForm, state: FormState) {
    var ruleResults = RuleResultMemo()
    self.init(form: form, state: state, ruleResults: &ruleResults)
  }

  /// The table, taking the results of value-only rules from `ruleResults` and adding to it:
  /// for a caller that builds many tables over the same values (`formc verify`).
  /// - Complexity: as ``init(form:state:)``, less the rules already checked on the same values.
  package init(form: CompiledForm, state: FormState, ruleResults: inout RuleResultMemo) {
    self.init(flagsOf: form, state: state, ruleResults: &ruleResults)
    addErrors(form: form, state: state)
  }

  /// The flags alone, ``errors`` and ``sectionErrors`` left empty: what the engine starts from
  /// (its own lookups give the errors), without building two dictionaries it drops.
  /// - Complexity: as ``init(form:state:)``, less the errors.
  package init(flagsOf form: CompiledForm, state: FormState) {
    var ruleResults = RuleResultMemo()
    self.init(flagsOf: form, state: state, ruleResults: &ruleResults)
  }

  private init(flagsOf form: CompiledForm, state: FormState, ruleResults: inout RuleResultMemo) {
    let rowCount = form.rows.count, sectionCount = form.sections.count
    present = [Bool](repeating: true, count: rowCount)
    enabled = [Bool](repeating: true, count: rowCount)
    failingRule = [Int?](repeating: nil, count: rowCount)
    failingSectionRule = [Int?](repeating: nil, count: sectionCount)
    sectionHolds = [Bool](repeating: true, count: sectionCount)
    isFormValid = true
    items = (0..<form.lists.countOfLists).map { list in
      let rowCount = form.lists.endRow[list] - form.lists.firstRow[list]
      let itemCount = list < state.lists.count ? state.lists[list].items.count : 0
      return [ItemRows](
        repeating: ItemRows(
          present: [Bool](repeating: true, count: rowCount), enabled: [Bool](repeating: true, count: rowCount),
          failingRule: [Int?](repeating: nil, count: rowCount)),
        count: itemCount)
    }
    // Empty dictionaries made without literals, and the rounds compared by their flags alone, so
    // that the engine, which starts from this table, brings no `[String: String]` code into the
    // WebAssembly module (BENCHMARKS.md).
    errors = Dictionary()
    sectionErrors = Dictionary()
    // Each round reads the flags of the one before; an acyclic graph of depth d settles in d + 1.
    // The values are the same in every round, so the results of rules that read only the value
    // come from `ruleResults` after the first.
    for _ in 0...(rowCount + sectionCount + 1) {
      let before = self
      settleOnce(form: form, state: state, ruleResults: &ruleResults)
      if hasTheFlags(of: before) { break }
    }
  }

  /// Whether every stored property but the errors is as in `other` (a round leaves the errors
  /// empty): a property added to the table belongs here too.
  private func hasTheFlags(of other: ValidationTable) -> Bool {
    present == other.present && enabled == other.enabled && failingRule == other.failingRule
      && failingSectionRule == other.failingSectionRule && sectionHolds == other.sectionHolds
      && isFormValid == other.isFormValid && items == other.items
  }

  /// Adds the error of each touched invalid row and select section.
  private mutating func addErrors(form: CompiledForm, state: FormState) {
    for slot in 0..<form.rows.count where slot < state.touched.count && state.touched[slot] {
      if let rule = failingRule[slot] { errors[form.rows.id[slot]] = form.rules.message[rule] }
    }
    for list in items.indices {
      for (index, item) in state.lists[list].items.enumerated() {
        for (row, rule) in items[list][index].failingRule.enumerated() where item.touched & (1 << UInt64(row)) != 0 {
          guard let rule else { continue }
          let name = ItemRowName(
            list: form.lists.id[list], key: item.key, row: form.rows.id[form.lists.firstRow[list] + row])
          errors[name.description] = form.rules.message[rule]
        }
      }
    }
    for section in 0..<form.sections.count where section < state.touchedSections.count && state.touchedSections[section]
    {
      if let rule = failingSectionRule[section] { sectionErrors[form.sections.id[section]] = form.rules.message[rule] }
    }
  }

  /// The flag a condition reads, as this table holds it.
  public func flag(_ flag: ValidationFlag) -> Bool {
    switch flag {
    case .rowIsValid(let row): row < 0 || row >= failingRule.count || failingRule[row] == nil
    case .rowIsEnabled(let row): row < 0 || row >= enabled.count || enabled[row]
    case .sectionIsValid(let section):
      section < 0 || section >= failingSectionRule.count || failingSectionRule[section] == nil
    case .formIsValid: isFormValid
    }
  }

  /// One round: every flag recomputed from the state and the previous round's flags.
  private mutating func settleOnce(form: CompiledForm, state: FormState, ruleResults: inout RuleResultMemo) {
    let previous = self
    // The form's tables as locals: a debug build would otherwise copy the whole form at each
    // access from `holds` (this table is built for every event a debug engine or verify checks).
    let conditions = form.conditions, rows = form.rows, sections = form.sections, ruleLayout = form.ruleLayout
    func holds(_ condition: Int) -> Bool {
      condition < 0
        || conditions[condition].evaluate(
          values: state.values, expanded: state.expanded, validation: { previous.flag($0) })
    }
    for section in 0..<sections.count { sectionHolds[section] = holds(sections.visible[section]) }
    var formValid = true
    for slot in 0..<form.listLayout.firstTemplateRow {
      let parent = rows.parent[slot]
      // Parents come before their children.
      present[slot] = holds(rows.visible[slot]) && sectionHolds[rows.section[slot]] && (parent < 0 || present[parent])
      enabled[slot] = holds(rows.enabled[slot])
      let rules = ruleLayout.rules(ofRow: slot)
      let valueSlot = rows.value[slot]
      if !rules.isEmpty, present[slot], enabled[slot], valueSlot >= 0 {
        failingRule[slot] = ruleResults.firstFailingRule(
          rules, of: form, value: state.values[valueSlot], conditionHolds: holds)
      } else {
        failingRule[slot] = nil
      }
      if failingRule[slot] != nil { formValid = false }
    }
    for section in 0..<sections.count {
      let rules = ruleLayout.rules(ofSection: section)
      let valueSlot = sections.select[section]
      if !rules.isEmpty, sectionHolds[section], valueSlot >= 0 {
        failingSectionRule[section] = ruleResults.firstFailingRule(
          rules, of: form, value: state.values[valueSlot], conditionHolds: holds)
      } else {
        failingSectionRule[section] = nil
      }
      if failingSectionRule[section] != nil { formValid = false }
    }
    for list in items.indices {
      for (index, item) in state.lists[list].items.enumerated() {
        items[list][index] = Self.itemRows(
          of: item, at: index, inList: list, form: form, state: state, previous: previous, ruleResults: &ruleResults)
        if items[list][index].failingRule.contains(where: { $0 != nil }) { formValid = false }
      }
    }
    isFormValid = formValid
  }

  /// One round of an item's rows: its template rows' conditions on the item, reading the item's
  /// own rows' flags and every other flag from `previous`.
  private static func itemRows(
    of item: ListItem, at index: Int, inList list: Int, form: CompiledForm, state: FormState,
    previous: ValidationTable, ruleResults: inout RuleResultMemo
  ) -> ItemRows {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    let firstValue = form.lists.firstValue[list]
    let before = previous.items[list][index]
    func flag(_ flag: ValidationFlag) -> Bool {
      switch flag {
      case .rowIsValid(let slot) where slot >= first && slot < end: before.failingRule[slot - first] == nil
      case .rowIsEnabled(let slot) where slot >= first && slot < end: before.enabled[slot - first]
      default: previous.flag(flag)
      }
    }
    func holds(_ condition: Int) -> Bool {
      condition < 0
        || form.conditions[condition].evaluate(
          values: state.values, expanded: state.expanded, item: item, firstValue: firstValue, firstRow: first,
          validation: flag)
    }
    let sectionHolds = previous.sectionHolds[form.section(ofItemValues: item.values, inList: list)]
    var rows = before
    for slot in first..<end {
      let row = slot - first, parent = form.rows.parent[slot]
      rows.present[row] = sectionHolds && (parent < 0 || rows.present[parent - first]) && holds(form.rows.visible[slot])
      rows.enabled[row] = holds(form.rows.enabled[slot])
      let rules = form.ruleLayout.rules(ofRow: slot)
      let valueSlot = form.rows.value[slot]
      rows.failingRule[row] =
        !rules.isEmpty && rows.present[row] && rows.enabled[row] && valueSlot >= 0
        ? ruleResults.firstFailingRule(
          rules, of: form, value: item.values[valueSlot - firstValue], conditionHolds: holds) : nil
    }
    return rows
  }

  /// The flag a condition of list `list`'s template reads on the item at list index `index`.
  public func flag(_ flag: ValidationFlag, ofItem index: Int, inList list: Int, form: CompiledForm) -> Bool {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    guard list < items.count, index < items[list].count else { return self.flag(flag) }
    switch flag {
    case .rowIsValid(let slot) where slot >= first && slot < end:
      return items[list][index].failingRule[slot - first] == nil
    case .rowIsEnabled(let slot) where slot >= first && slot < end: return items[list][index].enabled[slot - first]
    default: return self.flag(flag)
    }
  }
}

extension CompiledForm {
  /// Whether some condition reads a validation flag (`ROW.isValid`, `form.isValid`, …).
  /// - Complexity: O(c) for c condition instructions.
  var readsValidationFlags: Bool {
    for condition in conditions {
      for case .loadValidation in condition.code { return true }
    }
    return false
  }

  /// Whether a row's or section's `visible` condition reads a validation flag: only then does
  /// the table (which rows are shown) depend on validation. (`enabled` and `valid` conditions
  /// that read flags, as a Submit button's `enabled: "form.isValid"`, do not.)
  /// - Complexity: O(f) for the f validation flags some condition reads (read from ``plans``).
  package var visibilityReadsValidationFlags: Bool {
    plans.visibilityReadsValidationFlags
  }

  /// Whether condition `index` (-1 for "always") holds in `state`, reading validation flags
  /// from `validation` (every flag `true` without one).
  func holds(_ index: Int, in state: FormState, validation: ValidationTable?) -> Bool {
    guard index >= 0 else { return true }
    guard let validation else { return holds(index, in: state) }
    return conditions[index].evaluate(
      values: state.values, expanded: state.expanded, validation: { validation.flag($0) })
  }
}
