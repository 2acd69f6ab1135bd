import FormRuntime

/// What verify checks of an event's label details, beyond the table checks every event gets: each static label's
/// detail, worked out from scratch from the state (its template's literal text and the values it names), is what
/// the engine's `FormRow.detail` says, and a label shown before and after the event whose detail changed is
/// reloaded (README "Presentation").
struct PresentationUpdateCheck {
  /// Each static label with a detail: its slot, id and parsed template with each name's value slot.
  private let labels: [(slot: Int, id: String, parts: [(text: String, slot: Int)])]

  /// Nil for a form without details, which has nothing to check.
  init?(form: CompiledForm) {
    var labels: [(slot: Int, id: String, parts: [(text: String, slot: Int)])] = []
    for entry in 0..<form.presentation.count {
      let slot = form.presentation.row[entry]
      guard slot < form.listLayout.firstTemplateRow, let text = form.presentation.detail[entry],
        let template = try? DetailTemplate(parsing: text)
      else { continue }
      let parts = template.parts.map { part -> (text: String, slot: Int) in
        switch part {
        case .text(let literal): (literal, -1)
        case .value(let name): ("", form.names.valueSlot(named: name) ?? -1)
        }
      }
      labels.append((slot, form.rows.id[slot], parts))
    }
    guard !labels.isEmpty else { return nil }
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
      let now = Self.text(label.parts, engine.state.values)
      if let shown = engine.row(label.id)?.detail, shown != now {
        return "the detail of '\(label.id)' is '\(shown)', from scratch '\(now)'"
      }
      guard let position = positionBefore[label.id], shownAfter.contains(label.id) else { continue }
      if Self.text(label.parts, stateBefore.values) != now && !reloaded.contains(position) {
        return "row '\(label.id)' is not reloaded, but its detail changed"
      }
    }
    return nil
  }

  /// A detail as the README says it shows: ints in decimal digits, strings, options and dates as stored, null as
  /// nothing.
  private static func text(_ parts: [(text: String, slot: Int)], _ values: [FormValue]) -> String {
    var text = ""
    for part in parts {
      guard part.slot >= 0 else {
        text += part.text
        continue
      }
      switch values[part.slot] {
      case .int(let number): text += String(number)
      case .string(let string): text += string
      default: break
      }
    }
    return text
  }
}
