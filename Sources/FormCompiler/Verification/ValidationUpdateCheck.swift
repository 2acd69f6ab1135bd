@_spi(Testing) import FormRuntimeCore

/// What verify checks of an event's validation, beyond the table checks every event gets: that the engine's
/// validity, errors and enabled flags are the from-scratch ``ValidationTable``'s, and that its update shows what
/// changed (README "Validation at run time"): every row shown before and after whose error, invalid-and-touched flag
/// or enabled flag changed is reloaded, except the row the user is editing, which never is; every select section
/// shown before and after whose error changed is named in `sectionErrorsChanged`, and no other.
struct ValidationUpdateCheck {
  let form: CompiledForm
  /// The slot of each row id, built once rather than per event.
  private let slots: [String: Int]

  init(form: CompiledForm) {
    self.form = form
    slots = Dictionary(form.rows.id.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The first problem found, or nil.
  /// - Complexity: O(n + s) for n rows and s sections, plus the from-scratch table.
  func problem(
    after event: FormEvent, update: FormUpdate, before: FormTable, validationBefore: ValidationTable,
    engine: FormEngine, after: FormTable, validationAfter: ValidationTable
  ) -> String? {
    if let difference = difference(engine, validationAfter) {
      return "the engine's validation differs from the from-scratch one: \(difference)"
    }
    let edited: String? = if case .edit(let name, _) = event { name } else { nil }
    let deletedSections = Set(update.deletedSectionIndexes)
    let reloaded = Set(update.reloadedRowPositions)
    var afterRows = Set<String>()
    for section in after.sections { afterRows.formUnion(section.rows) }
    for (sectionIndex, section) in before.sections.enumerated() where !deletedSections.contains(sectionIndex) {
      for (rowIndex, id) in section.rows.enumerated() where afterRows.contains(id) {
        guard let slot = slots[id], slot < form.listLayout.firstTemplateRow else { continue }
        let position = RowPosition(section: sectionIndex, row: rowIndex)
        if id == edited {
          if reloaded.contains(position) { return "row '\(id)' is reloaded while the user edits it" }
          continue
        }
        if shown(slot, validationBefore, id) != shown(slot, validationAfter, id) && !reloaded.contains(position) {
          return "row '\(id)' is not reloaded, but its error or enabled state changed"
        }
      }
    }
    let beforeSections = Set(before.sections.map(\.id))
    var expected: [Int] = []
    for (index, section) in after.sections.enumerated() where beforeSections.contains(section.id) {
      if validationBefore.sectionErrors[section.id] != validationAfter.sectionErrors[section.id] {
        expected.append(index)
      }
    }
    let named = update.sectionErrorsChanged.sorted()
    if named != expected {
      return "sectionErrorsChanged is \(named), but the sections whose error changed are \(expected)"
    }
    return nil
  }

  /// What a row's cell shows of validation: its error, whether it shows as invalid, and whether it is enabled.
  private func shown(_ slot: Int, _ table: ValidationTable, _ id: String) -> [String?] {
    [table.errors[id], table.errors[id] == nil ? nil : "invalid", table.enabled[slot] ? nil : "disabled"]
  }

  private func difference(_ engine: FormEngine, _ table: ValidationTable) -> String? {
    if engine.isValid != table.isFormValid {
      return "form.isValid is \(engine.isValid), from scratch \(table.isFormValid)"
    }
    let errors = engine.errors
    if errors != table.errors {
      return
        "the errors are \(errors.sorted { $0.key < $1.key }), from scratch \(table.errors.sorted { $0.key < $1.key })"
    }
    for slot in 0..<form.listLayout.firstTemplateRow {
      let id = form.rows.id[slot]
      let isEnabled = engine.isEnabled(id)
      if isEnabled != table.enabled[slot] {
        return "row '\(id)' is enabled: \(isEnabled ?? false), from scratch \(table.enabled[slot])"
      }
    }
    for section in form.ruleLayout.sectionsWithRules {
      let id = form.sections.id[section]
      if engine.error(ofSection: id) != table.sectionErrors[id] {
        return "section '\(id)' shows error \(String(describing: engine.error(ofSection: id))), from scratch "
          + String(describing: table.sectionErrors[id])
      }
      if engine.isValid(section: id) != (table.failingSectionRule[section] == nil) {
        return "section '\(id)' is valid: \(engine.isValid(section: id) ?? false), from scratch "
          + "\(table.failingSectionRule[section] == nil)"
      }
    }
    return nil
  }
}
