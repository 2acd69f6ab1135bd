/// For each piece of state, the rows and sections whose visibility, enabled state or validity
/// can change when it changes.
///
/// A plan is what keeps an event's cost proportional to what it affects: the engine
/// re-evaluates only the conditions listed under the state the event changed. Plans are derived
/// from the conditions whenever a form is built or loaded, never stored.
package struct TransitionPlans: Hashable, Sendable {
  /// What one piece of state governs.
  public struct Dependents: Hashable, Sendable {
    /// Slots of rows whose own `visible` condition reads the state, ascending.
    public var rows: [Int]
    /// Sections whose `visible` condition reads the state, ascending.
    public var sections: [Int]
    /// Slots of rows whose `enabled` condition reads the state, ascending.
    public var enabledRows: [Int]
    /// Slots of rows with a `valid` rule whose condition reads the state, ascending.
    public var ruleRows: [Int]
    /// Select sections with a `valid` rule whose condition reads the state, ascending.
    public var ruleSections: [Int]

    public init(
      rows: [Int] = [], sections: [Int] = [], enabledRows: [Int] = [], ruleRows: [Int] = [], ruleSections: [Int] = []
    ) {
      self.rows = rows
      self.sections = sections
      self.enabledRows = enabledRows
      self.ruleRows = ruleRows
      self.ruleSections = ruleSections
    }

    public var isEmpty: Bool {
      rows.isEmpty && sections.isEmpty && enabledRows.isEmpty && ruleRows.isEmpty && ruleSections.isEmpty
    }
  }

  /// What reads a dependent's condition: its `visible`, its `enabled` or one of its `valid` rules.
  private enum Reader {
    case visibleRow, visibleSection, enabledRow, ruleRow, ruleSection
  }

  /// Plans by an integer key (a row slot or a section), for the keys some condition reads: the keys ascending,
  /// found by halving. Arrays rather than a dictionary: the engine only looks plans up, and the WebAssembly
  /// engine then holds no hash table code for them.
  struct Keyed: Hashable, Sendable {
    /// The keys with a plan, ascending.
    private(set) var keys: [Int] = []
    /// `plans[i]` is the plan of `keys[i]`.
    private(set) var plans: [Dependents] = []

    /// The plan of `key`, or nil when no condition reads it. - Complexity: O(log k) for k keys.
    subscript(key: Int) -> Dependents? { keys.sortedFirstIndex(of: key).map { plans[$0] } }

    /// Notes that a condition reads `key`, before ``open()``.
    mutating func reserve(_ key: Int) { keys.append(key) }

    /// Makes an empty plan for each reserved key. - Complexity: O(k log k).
    mutating func open() {
      keys.sortWithoutDuplicates()
      plans = [Dependents](repeating: Dependents(), count: keys.count)
    }

    /// Lists a dependent in the plan of `key`, a reserved key, through `list`. - Complexity: O(log k).
    mutating func list(under key: Int, _ list: (inout Dependents) -> Void) {
      guard let index = keys.sortedFirstIndex(of: key) else { return }
      list(&plans[index])
    }

    /// The plans as a dictionary, for the public API. - Complexity: O(k).
    var dictionary: [Int: Dependents] {
      var dictionary = [Int: Dependents](minimumCapacity: keys.count)
      for index in keys.indices { dictionary[keys[index]] = plans[index] }
      return dictionary
    }
  }

  /// Indexed by value slot.
  public var values: [Dependents]
  /// The plans of `row.expanded`, by row slot: what reads a row's expanded flag is
  /// `expansionPlans[row]`, nil when nothing does (O(log p) for p rows with a plan).
  ///
  /// The engine reads these tables directly rather than through a method of the plans: called
  /// from its mutating methods, such a method was handed a copy of all the plans (a retain of each
  /// of their arrays) at every call, where reading a table copies only that table.
  let expansionPlans: Keyed
  /// The plans of the validation flags, one table per kind of flag, by row slot or section
  /// (O(log f) for f flags of the kind with a plan).
  let rowIsValidPlans: Keyed, rowIsEnabledPlans: Keyed, sectionIsValidPlans: Keyed
  /// The plan of `form.isValid`, nil when no condition reads it.
  let formIsValidPlan: Dependents?

  /// Indexed by row slot: the rows and sections whose conditions read `row.expanded`.
  /// (A row's children depend on its expanded flag structurally; that needs no plan.)
  /// Empty for rows no condition reads. - Complexity: O(p) for p rows with a plan (``expansionPlans`` is O(log p)).
  public var expansions: [Int: Dependents] { expansionPlans.dictionary }

  /// By validation flag: what reads `ROW.isValid`, `ROW.isEnabled`, `SECTION.isValid` and
  /// `form.isValid`. Empty for flags no condition reads.
  /// - Complexity: O(f) for f flags with a plan (a flag's table is O(log f)).
  public var validations: [ValidationFlag: Dependents] {
    var validations = [ValidationFlag: Dependents]()
    for (row, plan) in rowIsValidPlans.dictionary { validations[.rowIsValid(row)] = plan }
    for (row, plan) in rowIsEnabledPlans.dictionary { validations[.rowIsEnabled(row)] = plan }
    for (section, plan) in sectionIsValidPlans.dictionary { validations[.sectionIsValid(section)] = plan }
    if let formIsValidPlan { validations[.formIsValid] = formIsValidPlan }
    return validations
  }

  /// Whether the `visible` condition of some row or section reads a validation flag. - Complexity: O(f).
  var visibilityReadsValidationFlags: Bool {
    func isReadByVisibility(_ plan: Dependents) -> Bool { !plan.rows.isEmpty || !plan.sections.isEmpty }
    return rowIsValidPlans.plans.contains(where: isReadByVisibility)
      || rowIsEnabledPlans.plans.contains(where: isReadByVisibility)
      || sectionIsValidPlans.plans.contains(where: isReadByVisibility)
      || (formIsValidPlan.map(isReadByVisibility) ?? false)
  }

  /// Derives the plans from the conditions.
  /// - Complexity: O(n + c log c + r) for n rows and sections, c condition instructions and r rules.
  public init(
    sections: SectionTable, rows: RowTable, values: [ValueSlot], conditions: [ConditionProgram],
    rules: RuleTable = RuleTable()
  ) {
    var valuePlans = [Dependents](repeating: Dependents(), count: values.count)
    var expansionPlans = Keyed(), rowIsValidPlans = Keyed(), rowIsEnabledPlans = Keyed()
    var sectionIsValidPlans = Keyed()
    var formIsValidPlan: Dependents?
    /// Calls `body` with each row or section (as `reader` says) whose condition is in range, and the condition.
    /// Over the columns themselves: a form read from a file is derived before it is validated, so its columns may
    /// still have other lengths than the tables' ids.
    func forEachReader(_ body: (_ index: Int, _ condition: Int, _ reader: Reader) -> Void) {
      func use(_ index: Int, _ condition: Int, _ reader: Reader) {
        if condition >= 0 && condition < conditions.count { body(index, condition, reader) }
      }
      for slot in rows.visible.indices { use(slot, rows.visible[slot], .visibleRow) }
      for section in sections.visible.indices { use(section, sections.visible[section], .visibleSection) }
      for slot in rows.enabled.indices { use(slot, rows.enabled[slot], .enabledRow) }
      for rule in 0..<min(rules.row.count, rules.section.count, rules.condition.count) {
        if rules.row[rule] >= 0 {
          use(rules.row[rule], rules.condition[rule], .ruleRow)
        } else {
          use(rules.section[rule], rules.condition[rule], .ruleSection)
        }
      }
    }
    // Twice over the conditions in use: first the keys each table needs, then the dependents under them, so that
    // a key has a plan exactly when something depends on it.
    forEachReader { _, condition, _ in
      for instruction in conditions[condition].code {
        switch instruction {
        case .loadExpanded(let row): expansionPlans.reserve(row)
        case .loadValidation(.rowIsValid(let row)): rowIsValidPlans.reserve(row)
        case .loadValidation(.rowIsEnabled(let row)): rowIsEnabledPlans.reserve(row)
        case .loadValidation(.sectionIsValid(let section)): sectionIsValidPlans.reserve(section)
        default: break
        }
      }
    }
    expansionPlans.open()
    rowIsValidPlans.open()
    rowIsEnabledPlans.open()
    sectionIsValidPlans.open()
    /// Lists `index` (a row slot or a section, as `reader` says) under every piece of state its
    /// condition reads. Indexes come in ascending order, so comparing with the last entry lists
    /// each once.
    func add(_ index: Int, condition: Int, _ reader: Reader) {
      func list(_ dependents: inout Dependents) {
        func note(_ indexes: inout [Int]) { if indexes.last != index { indexes.append(index) } }
        switch reader {
        case .visibleRow: note(&dependents.rows)
        case .visibleSection: note(&dependents.sections)
        case .enabledRow: note(&dependents.enabledRows)
        case .ruleRow: note(&dependents.ruleRows)
        case .ruleSection: note(&dependents.ruleSections)
        }
      }
      for instruction in conditions[condition].code {
        switch instruction {
        case .loadValue(let value) where valuePlans.indices.contains(value): list(&valuePlans[value])
        case .loadExpanded(let row): expansionPlans.list(under: row, list)
        case .loadValidation(.rowIsValid(let row)): rowIsValidPlans.list(under: row, list)
        case .loadValidation(.rowIsEnabled(let row)): rowIsEnabledPlans.list(under: row, list)
        case .loadValidation(.sectionIsValid(let section)): sectionIsValidPlans.list(under: section, list)
        case .loadValidation(.formIsValid):
          var plan = formIsValidPlan ?? Dependents()
          list(&plan)
          formIsValidPlan = plan
        default: break
        }
      }
    }
    forEachReader { add($0, condition: $1, $2) }
    self.values = valuePlans
    self.expansionPlans = expansionPlans
    self.rowIsValidPlans = rowIsValidPlans
    self.rowIsEnabledPlans = rowIsEnabledPlans
    self.sectionIsValidPlans = sectionIsValidPlans
    self.formIsValidPlan = formIsValidPlan
  }
}
