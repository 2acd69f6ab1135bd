/// For each piece of state, the rows and sections whose visibility can change when it changes.
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

    public init(rows: [Int] = [], sections: [Int] = []) {
      self.rows = rows
      self.sections = sections
    }

    public var isEmpty: Bool { rows.isEmpty && sections.isEmpty }
  }

  /// Indexed by value slot.
  public var values: [Dependents]
  /// Indexed by row slot: the rows and sections whose conditions read `row.expanded`.
  /// (A row's children depend on its expanded flag structurally; that needs no plan.)
  /// Empty for rows no condition reads.
  public var expansions: [Int: Dependents]

  /// Derives the plans from the conditions.
  /// - Complexity: O(n + c) for n rows and sections and c condition instructions.
  public init(sections: SectionTable, rows: RowTable, values: [ValueSlot], conditions: [ConditionProgram]) {
    var valuePlans = [Dependents](repeating: Dependents(), count: values.count)
    var expansionPlans: [Int: Dependents] = [:]
    /// Lists `index` (a row slot, or a section when `isSection`) under every piece of state its
    /// condition reads. Indexes come in ascending order, so comparing with the last entry lists
    /// each once.
    func add(_ index: Int, condition: Int, isSection: Bool) {
      guard condition >= 0, condition < conditions.count else { return }
      func list(_ dependents: inout Dependents) {
        if isSection {
          if dependents.sections.last != index { dependents.sections.append(index) }
        } else if dependents.rows.last != index {
          dependents.rows.append(index)
        }
      }
      for instruction in conditions[condition].code {
        switch instruction {
        case .loadValue(let value) where valuePlans.indices.contains(value): list(&valuePlans[value])
        case .loadExpanded(let row): list(&expansionPlans[row, default: Dependents()])
        default: break
        }
      }
    }
    // Over the `visible` columns themselves: a form read from a file is derived before it is
    // validated, so its columns may still have other lengths than the tables' ids.
    for slot in rows.visible.indices { add(slot, condition: rows.visible[slot], isSection: false) }
    for section in sections.visible.indices { add(section, condition: sections.visible[section], isSection: true) }
    self.values = valuePlans
    self.expansions = expansionPlans
  }
}
