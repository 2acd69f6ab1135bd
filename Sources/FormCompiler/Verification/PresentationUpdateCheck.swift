import FormRuntimeCore

/// What verify checks of an event's label details, beyond the table checks every event gets: each static label's
/// `FormRow.detail` shows the engine's current values (``CompiledForm/detail(ofRow:values:)``, which renders them as
/// the README says and which the runtime's tests hold to literal texts), and a label shown before and after the event
/// whose detail changed is reloaded (README "Presentation").
struct PresentationUpdateCheck {
  let form: CompiledForm
  /// The slot and id of each static label with a detail.
  private let labels: [(slot: Int, id: String)]

  /// Nil for a form without details, which has nothing to check.
  init?(form: CompiledForm) {
    let labels = form.presentation.row.indices.compactMap { entry -> (slot: Int, id: String)? in
      let slot = form.presentation.row[entry]
      guard slot < form.listLayout.firstTemplateRow, form.presentation.detail[entry] != nil else { return nil }
      return (slot, form.rows.id[slot])
    }
    guard !labels.isEmpty else { return nil }
    self.form = form
    self.labels = labels
  }

  /// The first problem found, or nil.
  /// - Complexity: O(d + n) for d characters of details and n rows shown.
  func problem(
    update: FormUpdate, before: FormTable, stateBefore: FormState, engine: FormEngine, after: FormTable
  ) -> String? {
    var positionBefore: [String: RowPosition] = [:]
    for (section, rows) in before.sections.enumerated() where !update.deletedSectionIndexes.contains(section) {
      for (row, id) in rows.rows.enumerated() { positionBefore[id] = RowPosition(section: section, row: row) }
    }
    var shownAfter = Set<String>()
    for section in after.sections { shownAfter.formUnion(section.rows) }
    let reloaded = Set(update.reloadedRowPositions)
    for label in labels {
      let now = form.detail(ofRow: label.slot, values: engine.state.values)
      if let shown = engine.row(label.id)?.detail, shown != now {
        return "the detail of '\(label.id)' is '\(shown)', from its state '\(now ?? "")'"
      }
      guard let position = positionBefore[label.id], shownAfter.contains(label.id) else { continue }
      if form.detail(ofRow: label.slot, values: stateBefore.values) != now && !reloaded.contains(position) {
        return "row '\(label.id)' is not reloaded, but its detail changed"
      }
    }
    return nil
  }
}
