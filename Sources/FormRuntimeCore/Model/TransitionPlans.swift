/// For each piece of state, the rows and sections whose visibility, enabled state or validity
/// can change when it changes.
///
/// A plan is what keeps an event's cost proportional to what it affects: the engine
/// re-evaluates only the conditions listed under the state the event changed. Plans are derived
/// from the conditions whenever a form is built or loaded, never stored.
public struct TransitionPlans: Hashable, Sendable {
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

  /// Indexed by value slot.
  public var values: [Dependents]
  /// Indexed by row slot: the rows and sections whose conditions read `row.expanded`.
  /// (A row's children depend on its expanded flag structurally; that needs no plan.)
  /// Empty for rows no condition reads.
  public var expansions: [Int: Dependents]
  /// By validation flag: what reads `ROW.isValid`, `ROW.isEnabled`, `SECTION.isValid` and
  /// `form.isValid`. Empty for flags no condition reads.
  public var validations: [ValidationFlag: Dependents]

  /// Derives the plans from the conditions.
  /// - Complexity: O(n + c + r) for n rows and sections, c condition instructions and r rules.
  public init(
    sections: SectionTable, rows: RowTable, values: [ValueSlot], conditions: [ConditionProgram],
    rules: RuleTable = RuleTable()
  ) {
    var valuePlans = [Dependents](repeating: Dependents(), count: values.count)
    var expansionPlans: [Int: Dependents] = [:]
    var validationPlans: [ValidationFlag: Dependents] = [:]
    /// Lists `index` (a row slot or a section, as `reader` says) under every piece of state its
    /// condition reads. Indexes come in ascending order, so comparing with the last entry lists
    /// each once.
    func add(_ index: Int, condition: Int, _ reader: Reader) {
      guard condition >= 0, condition < conditions.count else { return }
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
        case .loadExpanded(let row): list(&expansionPlans[row, default: Dependents()])
        case .loadValidation(let flag): list(&validationPlans[flag, default: Dependents()])
        default: break
        }
      }
    }
    // Over the columns themselves: a form read from a file is derived before it is validated,
    // so its columns may still have other lengths than the tables' ids.
    for slot in rows.visible.indices { add(slot, condition: rows.visible[slot], .visibleRow) }
    for section in sections.visible.indices { add(section, condition: sections.visible[section], .visibleSection) }
    for slot in rows.enabled.indices { add(slot, condition: rows.enabled[slot], .enabledRow) }
    for rule in 0..<min(rules.row.count, rules.section.count, rules.condition.count) {
      if rules.row[rule] >= 0 {
        add(rules.row[rule], condition: rules.condition[rule], .ruleRow)
      } else {
        add(rules.section[rule], condition: rules.condition[rule], .ruleSection)
      }
    }
    self.values = valuePlans
    self.expansions = expansionPlans
    self.validations = validationPlans
  }
}
