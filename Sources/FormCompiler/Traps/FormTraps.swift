import FormDiagnostics
import FormRuntimeCore

/// The traps a form that compiles can still set for its user, as far as the spec alone decides them (see
/// ``FiniteStates``): a row that a tap on it hides (its condition reads only the state the tap changes), and an
/// expandable row none of whose children can be shown while it is shown and expanded. `formc check` reports them;
/// `formc verify` explores for the cases the spec alone does not decide, and skips these.
struct FormTraps {
  /// A row whose own condition turns false when it is tapped.
  struct SelfHidingTap {
    var row: Int
    /// How the tap changes the state, as the end of a sentence ("once the tap turns it on").
    var when: String
  }

  /// A row whose every child's condition is false whenever the row is shown and expanded.
  struct HiddenChildren {
    var row: Int
    var children: [Int]
  }

  private(set) var selfHidingTaps: [SelfHidingTap] = []
  private(set) var hiddenChildren: [HiddenChildren] = []

  /// - Complexity: O(n · d) for n rows and d the depth of `expands`, plus the combinations tried, at most
  ///   ``FiniteStates/formBudget``.
  init(form: CompiledForm) {
    let reads = form.conditions.map { program in
      program.readValues.map { StateComponents.Variable.value($0) }
        + program.readExpansions.map { StateComponents.Variable.expanded($0) }
    }
    var states = FiniteStates(form: form)
    let decided = states.decidable
    for row in 0..<form.rows.count {
      if let when = Self.selfHidingTap(row, in: form, reads: reads, decided: decided, &states) {
        selfHidingTaps.append(SelfHidingTap(row: row, when: when))
      }
      if form.rows.isExpandable(row),
        let children = Self.hiddenChildren(of: row, in: form, reads: reads, decided: decided, &states)
      {
        hiddenChildren.append(HiddenChildren(row: row, children: children))
      }
    }
  }

  /// The warnings, placed in the spec.
  func diagnostics(form: CompiledForm, sourceMap: FormSourceMap) -> [Diagnostic] {
    selfHidingTaps.map { Self.tapHidesRow($0.row, when: $0.when, form: form, sourceMap: sourceMap) }
      + hiddenChildren.map { trap in
        let id = form.rows.id[trap.row]
        return Diagnostic(
          kind: .childrenNeverShown,
          message: "row '\(id)' expands, but none of its children can ever be shown: each one's condition is "
            + "false whenever '\(id)' is shown and expanded",
          at: sourceMap.rowExpands[trap.row] ?? sourceMap.rows[trap.row],
          notes: trap.children.map { child in
            DiagnosticNote(
              "the condition of '\(form.rows.id[child])'",
              at: sourceMap.rowConditions[child] ?? sourceMap.rows[child])
          })
      }
  }

  /// The warning that tapping `row` hides it, from the checks or from verify's exploration (which adds the events
  /// that reach such a state as a note).
  static func tapHidesRow(
    _ row: Int, when: String, form: CompiledForm, sourceMap: FormSourceMap, notes: [DiagnosticNote] = []
  ) -> Diagnostic {
    let condition = form.rows.visible[row] >= 0 ? form.conditions[form.rows.visible[row]].source : ""
    return Diagnostic(
      kind: .tapHidesRow,
      message: "tapping '\(form.rows.id[row])' hides it: its condition \"\(condition)\" is false \(when)",
      at: sourceMap.rowConditions[row] ?? sourceMap.rows[row], notes: notes)
  }

  /// Whether a tap on `row` turns its condition false from a state where it holds, decided when the condition
  /// reads nothing but the state the tap changes; how, as ``TapEffect/phrase(after:id:)`` says it.
  /// - Parameter decided: by condition, whether the states decide it (``FiniteStates/decidable``).
  private static func selfHidingTap(
    _ row: Int, in form: CompiledForm, reads: [[StateComponents.Variable]], decided: [Bool],
    _ states: inout FiniteStates
  ) -> String? {
    let condition = form.rows.visible[row]
    // A condition that also reads other state may hide the row only in some states: verify explores for them.
    // (The count first: most rows' conditions read other rows, and are settled without a look at the tap.)
    guard condition >= 0, reads[condition].count == 1, decided[condition], let effect = TapEffect(row: row, in: form)
    else { return nil }
    let variable = effect.variable(of: row)
    guard reads[condition][0] == variable else { return nil }
    let domain: [FormValue]
    switch variable {
    case .value(let slot):
      guard let values = FiniteStates.domain(of: form.values[slot]) else { return nil }
      domain = values
    case .expanded:
      domain = [.bool(false), .bool(true)]
    }
    let id = form.rows.id[row]
    // The condition reads only `variable`, so it is evaluated on the initial state with that one value replaced.
    func holds(_ value: FormValue) -> Bool { states.evaluate(condition, setting: variable, to: value) }
    for before in domain where holds(before) {
      let after = effect.after(before, id: id)
      if after != before && !holds(after) { return effect.phrase(after: after, id: id) }
    }
    return nil
  }

  /// The children of `row` when each one's condition is false in every state where `row` is shown and expanded,
  /// and there is such a state; nil otherwise, or when that is not decided from the spec.
  private static func hiddenChildren(
    of row: Int, in form: CompiledForm, reads: [[StateComponents.Variable]], decided: [Bool],
    _ states: inout FiniteStates
  ) -> [Int]? {
    let children = (row + 1..<form.rows.subtreeEnd[row]).filter { form.rows.parent[$0] == row }
    // A child without a condition is shown whenever its parent is shown and expanded; one whose condition reads
    // validation flags is not decided here.
    guard children.allSatisfy({ form.rows.visible[$0] >= 0 && decided[form.rows.visible[$0]] }) else { return nil }
    // The row is shown and expanded when its section's condition, its own and its ancestors' hold, and it and
    // its ancestors are expanded. (Parents are always earlier slots, so the walk ends.)
    var ancestry: [Int] = []
    var current = row
    while current >= 0 {
      ancestry.append(current)
      current = form.rows.parent[current]
    }
    let sectionCondition = form.sections.visible[form.rows.section[row]]
    let shown = ([sectionCondition] + ancestry.map { form.rows.visible[$0] }).filter { $0 >= 0 }
    guard shown.allSatisfy({ decided[$0] }) else { return nil }
    let fixed = ancestry.map { (row: $0, expanded: true) }
    func variables(_ conditions: [Int]) -> [StateComponents.Variable] {
      let flags = Set(ancestry)
      return Set(conditions.flatMap { reads[$0] }).filter {
        if case .expanded(let flagRow) = $0 { !flags.contains(flagRow) } else { true }
      }.sorted()
    }
    func allHold(_ conditions: [Int]) -> Bool? {
      states.exists(over: variables(conditions), fixing: fixed) { values, expanded in
        conditions.allSatisfy { form.conditions[$0].evaluate(values: values, expanded: expanded) }
      }
    }
    // A row that can never be shown is another problem (verify reports it).
    guard allHold(shown) == true else { return nil }
    for child in children {
      // Shown in some state, or not decided: no warning.
      guard allHold(shown + [form.rows.visible[child]]) == false else { return nil }
    }
    return children
  }
}
