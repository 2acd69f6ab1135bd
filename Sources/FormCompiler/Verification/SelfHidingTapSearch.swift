import FormDiagnostics
import FormRuntimeCore

/// What verify's exploration watches for besides inconsistent updates: a tap on a shown row after which the row's
/// own condition is false, so the row just tapped disappears. Only rows whose condition also reads other state are
/// watched: the checks decide the others from the spec (``FormTraps``).
struct SelfHidingTapSearch {
  let form: CompiledForm
  /// Rows the checks already report.
  private let skipped: Set<Int>
  /// For each row found, the events that show it: the first found, so the shortest within its part of the state.
  private var found: [Int: [FormEvent]] = [:]

  init(form: CompiledForm, skipping skipped: [Int]) {
    self.form = form
    self.skipped = Set(skipped)
  }

  /// Records the tap on `row` (shown before it) when it left `state` with the row's condition false; `events`
  /// gives the events from the initial state, the tap last, and is called only then.
  mutating func check(_ row: Int, after state: FormState, events: () -> [FormEvent]) {
    let condition = form.rows.visible[row]
    guard condition >= 0, found[row] == nil, !skipped.contains(row),
      !form.conditions[condition].evaluate(values: state.values, expanded: state.expanded)
    else { return }
    found[row] = events()
  }

  /// The warnings, in slot order, each with the events that reach it as a note.
  func warnings(sourceMap: FormSourceMap) -> [Diagnostic] {
    found.keys.sorted().map { row in
      let events = (found[row] ?? []).map(\.description).joined(separator: "\n    ")
      return FormTraps.tapHidesRow(
        row, when: "after the tap", form: form, sourceMap: sourceMap,
        notes: [DiagnosticNote("for example, from the initial state:\n    \(events)")])
    }
  }
}
