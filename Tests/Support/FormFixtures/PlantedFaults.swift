import FormRuntimeCore

/// Engine faults planted for `formc verify`'s decomposition tests (docs/verify.md): which piece of
/// state an event changes, named as the verifier's report names it, and an update that drops
/// everything when an event changes a given piece.
package enum PlantedFaults {
  /// The piece of state `event` changes: a value's name, or `ROW.expanded` for an expandable row's
  /// flag; nil for `submit`, `resetValidation`, searches and list events.
  package static func changedVariable(by event: FormEvent, in form: CompiledForm) -> String? {
    switch event {
    case .set(let name, _), .edit(let name, _): return name
    case .expand(let id), .collapse(let id): return "\(id).expanded"
    case .tap(let id):
      guard let slot = form.names.rowSlot(of: id) else { return nil }
      if form.rows.isExpandable(slot) { return "\(id).expanded" }
      if form.rows.value[slot] >= 0 { return form.values[form.rows.value[slot]].name }
      let select = form.sections.select[form.rows.section[slot]]
      return select >= 0 ? form.values[select].name : nil
    default: return nil
    }
  }

  /// `update`, or an empty update in its place when `event` changes `trigger` and the update is not
  /// empty: a fault that shows exactly where an event of `trigger`'s part does something.
  package static func dropping(
    _ update: FormUpdate, of event: FormEvent, changing trigger: String, in form: CompiledForm
  ) -> FormUpdate {
    changedVariable(by: event, in: form) == trigger && update != FormUpdate() ? FormUpdate() : update
  }
}
