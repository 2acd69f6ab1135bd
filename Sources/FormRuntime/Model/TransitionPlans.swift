/// For each piece of state, the rows and sections whose visibility can change when it changes.
///
/// A plan is what keeps an event's cost proportional to what it affects: the engine
/// re-evaluates only the conditions listed under the state the event changed.
public struct TransitionPlans: Hashable, Sendable, Codable {
  /// What one piece of state governs.
  public struct Dependents: Hashable, Sendable, Codable {
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
    // Rows and sections are visited in ascending order, so comparing with the last entry
    // is enough to list each once, however often its condition reads the same state.
    for slot in 0..<rows.count {
      let condition = rows.visible[slot]
      guard condition >= 0, condition < conditions.count else { continue }
      for instruction in conditions[condition].code {
        switch instruction {
        case .loadValue(let value) where valuePlans.indices.contains(value):
          if valuePlans[value].rows.last != slot { valuePlans[value].rows.append(slot) }
        case .loadExpanded(let row):
          if expansionPlans[row]?.rows.last != slot { expansionPlans[row, default: Dependents()].rows.append(slot) }
        default: break
        }
      }
    }
    for section in 0..<sections.count {
      let condition = sections.visible[section]
      guard condition >= 0, condition < conditions.count else { continue }
      for instruction in conditions[condition].code {
        switch instruction {
        case .loadValue(let value) where valuePlans.indices.contains(value):
          if valuePlans[value].sections.last != section { valuePlans[value].sections.append(section) }
        case .loadExpanded(let row):
          if expansionPlans[row]?.sections.last != section {
            expansionPlans[row, default: Dependents()].sections.append(section)
          }
        default: break
        }
      }
    }
    self.values = valuePlans
    self.expansions = expansionPlans
  }
}
