/// The user's events of validation: `edit`, `submit`, `resetValidation` (FormEvent), and the
/// touching that taps do.
extension FormEngine {
  /// Submits the form: touches every row, list item row and select section, present or not (a
  /// required field revealed later shows its error at once), and returns the update that shows
  /// the errors and whether the form is valid. The same as `send(.submit)`, plus the answer.
  /// - Complexity: O(n + i log c) for n rows and i list items (each is marked touched), plus O(r)
  ///   for r rows with rules.
  public mutating func submit() -> (update: FormUpdate, isValid: Bool) {
    return (core.submitEvent(), isValid)
  }

  /// Un-touches every row, list item row and select section, so no error shows (a form cleared
  /// for a new entry), and returns the update that hides the errors shown. The same as
  /// `send(.resetValidation)`, which can refuse nothing.
  /// - Complexity: as ``submit()``.
  @discardableResult
  public mutating func resetValidation() -> FormUpdate {
    core.resetValidationEvent()
  }
}

extension EngineCore {
  /// `edit NAME VALUE`, checked against the from-scratch tables in debug builds.
  mutating func edit(_ name: String, to value: FormValue) throws(FormEventError) -> FormUpdate {
    #if DEBUG
      let before = table
      let update = try applyEdit(name, to: value)
      checkInDebugBuilds(update, from: before, after: FormEvent.edit(name, value))
      return update
    #else
      return try applyEdit(name, to: value)
    #endif
  }

  /// `submit`, checked in debug builds.
  mutating func submitEvent() -> FormUpdate {
    #if DEBUG
      let before = table
      let update = setTouched(true)
      checkInDebugBuilds(update, from: before, after: FormEvent.submit)
      return update
    #else
      return setTouched(true)
    #endif
  }

  /// `resetValidation`, checked in debug builds.
  mutating func resetValidationEvent() -> FormUpdate {
    #if DEBUG
      let before = table
      let update = setTouched(false)
      checkInDebugBuilds(update, from: before, after: FormEvent.resetValidation)
      return update
    #else
      return setTouched(false)
    #endif
  }

  /// Checks the edit, then applies it: every check before the first change.
  private mutating func applyEdit(_ name: String, to value: FormValue) throws(FormEventError) -> FormUpdate {
    guard let slot = slot(ofRow: name) else {
      if let item = itemRowName(name) { return try applyItemEdit(item, to: value) }
      throw .unknownName(name)
    }
    try refuseTemplateRowEvent(slot, name)
    let valueSlot = form.rows.value[slot]
    guard valueSlot >= 0 else { throw .noValue(name, form.rows.kind[slot]) }
    guard isShown(slot: slot) else { throw .rowNotShown(name) }
    guard validation.isEnabled(slot) else { throw .rowDisabled(name) }
    if let problem = form.values[valueSlot].problem(with: value) { throw .invalidValue(name, reason: problem) }
    // Touching changes what `FormRow.error` says, never the table: the edited row is not reloaded.
    state.touched[slot] = true
    guard state.values[valueSlot] != value else { return FormUpdate() }
    return applyChange(StateChange(value: .init(slot: valueSlot, newValue: value)), edited: slot)
  }

  /// Marks the user's tap on the shown, enabled row at `slot` as touching what it changes: a
  /// toggle, or a select section's selection. Called once every check has passed. Returns the
  /// select section it touched for the first time (whose error may now show), or -1.
  mutating func touch(tapping slot: Int) -> Int {
    if let selection = selectionSlot(ofChoice: slot), let section = form.values[selection].section {
      guard !state.touchedSections[section] else { return -1 }
      state.touchedSections[section] = true
      return section
    }
    // A toggle with children expands on a tap rather than flip: the user has not touched its value.
    if form.rows.kind[slot] == .toggle && !isExpandable(slot) {
      if !state.touched[slot] { state.touched[slot] = true }
    }
    return -1
  }

  /// Touches (`submit`) or un-touches (`resetValidation`) every row, list item row and select
  /// section, and returns the update that shows or hides the errors: the rows and sections whose
  /// rules fail and whose touched flag changes.
  /// - Complexity: O(n + s + i log c) for n rows, s sections and i list items.
  private mutating func setTouched(_ touched: Bool) -> FormUpdate {
    var buffers = takeBuffers()
    if validation.isActive {
      for slot in form.ruleLayout.rowsWithRules where state.touched[slot] != touched && validation.failing[slot] >= 0 {
        buffers.reloadCandidates.append(slot)
      }
      for section in form.ruleLayout.sectionsWithRules where state.touchedSections[section] != touched {
        let shownBefore = state.touchedSections[section] ? validation.sectionFailing[section] : -1
        buffers.validation.noteSectionError(section, shownBefore: shownBefore)
      }
    }
    for slot in 0..<form.listLayout.firstTemplateRow where state.touched[slot] != touched {
      state.touched[slot] = touched
    }
    for section in 0..<form.sections.count where form.sections.select[section] >= 0 {
      if state.touchedSections[section] != touched { state.touchedSections[section] = touched }
    }
    for list in 0..<form.lists.countOfLists { setTouched(touched, ofItemsOf: list, &buffers) }
    return finish(consume buffers)
  }

  /// Touches or un-touches every row of every item of `list`, and reloads the shown rows whose
  /// error shows or hides: those that fail a rule.
  /// - Complexity: O(i log c) for i items (O(i) more for their placements when some reload).
  private mutating func setTouched(_ touched: Bool, ofItemsOf list: Int, _ buffers: inout EventBuffers) {
    let rowCount = templateRowCount(list)
    let all: UInt64 = rowCount >= 64 ? ~0 : (1 << UInt64(rowCount)) - 1
    let wanted = touched ? all : 0
    var placements: [ItemPlacement] = []
    for (index, entry) in state.lists[list].items.entries.enumerated() where entry.item.touched != wanted {
      let showing = entry.validation.invalid & (entry.item.touched ^ wanted) & entry.bits
      if showing != 0 {
        // Read before any item changes: the placements do not depend on touched flags.
        if placements.isEmpty { placements = self.placements(ofList: list) }
        buffers.listChanges.record(
          ItemChange(old: placements[index], new: placements[index], relocated: false, content: showing),
          rowCount: rowCount)
      }
    }
    for index in 0..<state.lists[list].items.count where state.lists[list].items[index].touched != wanted {
      state.lists[list].items[index].touched = wanted
    }
  }
}
