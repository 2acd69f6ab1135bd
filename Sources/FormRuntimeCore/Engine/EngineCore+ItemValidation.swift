/// How the engine works out a list item's validation (``ItemValidation``): with the item's rows,
/// whenever they are worked out (the item is new, its values or flags changed, or what its
/// template's conditions read changed), so that an item is visited once per event.
extension EngineCore {
  /// The validation of `item` of `list`, shown in table section `section`, in a state with
  /// `values` and `expanded`, static rows' and sections' flags read from `fields`: per template
  /// row, whether its `enabled` holds, and, while it is present (its own `visible`, its item
  /// parents' and its section's hold) and enabled, its first failing rule.
  ///
  /// A template condition may read its own item's flags (`number.isValid`): then the rows are
  /// worked out again from the flags of the pass before until nothing changes, which the loader's
  /// check that no flag depends on itself bounds by the template's depth.
  /// - Complexity: O(t · c + r) for t template rows, c instructions in their conditions and r
  ///   rules (each at its cost), times the rounds (1 unless the template reads its own flags).
  static func itemValidation(
    of item: ListItem, inList list: Int, section: Int, form: CompiledForm, values: [FormValue], expanded: [Bool],
    fields: ValidationFields
  ) -> ItemValidation {
    guard fields.isActive, fields.validatesList[list] else { return ItemValidation() }
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    let firstValue = form.lists.firstValue[list]
    let sectionHolds = fields.sectionHolds[section]
    var current = ItemValidation()
    // Each round reads the flags of the one before; flags settle in at most depth + 1 rounds.
    let rounds = fields.listReadsOwnFlags[list] ? end - first + 2 : 1
    for _ in 0..<rounds {
      let previous = current
      func holds(_ condition: Int) -> Bool {
        condition < 0
          || form.conditions[condition].evaluate(
            values: values, expanded: expanded, item: item, firstValue: firstValue, firstRow: first,
            validation: { itemFlag($0, of: previous, inList: list, form: form, fields: fields) })
      }
      var next = ItemValidation()
      var present: UInt64 = 0
      for slot in first..<end {
        let row = slot - first, bit = UInt64(1) << UInt64(row)
        let parent = form.rows.parent[slot]
        if sectionHolds && (parent < 0 || present & (UInt64(1) << UInt64(parent - first)) != 0)
          && holds(form.rows.visible[slot])
        {
          present |= bit
        }
        if !holds(form.rows.enabled[slot]) { next.disabled |= bit }
        let rules = form.ruleLayout.rules(ofRow: slot)
        let valueSlot = form.rows.value[slot]
        guard !rules.isEmpty, valueSlot >= 0, present & bit != 0, next.disabled & bit == 0 else { continue }
        if let rule = RuleEvaluation.firstFailingRule(
          rules, of: form, value: item.values[valueSlot - firstValue], conditionHolds: holds)
        {
          next.setFailing(row: row, offset: rule - rules.lowerBound)
        }
      }
      current = next
      if current == previous { break }
    }
    return current
  }

  /// A flag as a condition of `list`'s template reads it on an item whose validation is
  /// `validation`: its own rows' flags from the item, every other flag from `fields`.
  /// - Complexity: O(1).
  static func itemFlag(
    _ flag: ValidationFlag, of validation: ItemValidation, inList list: Int, form: CompiledForm,
    fields: ValidationFields
  ) -> Bool {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    switch flag {
    case .rowIsValid(let slot) where slot >= first && slot < end:
      return validation.invalid & (UInt64(1) << UInt64(slot - first)) == 0
    case .rowIsEnabled(let slot) where slot >= first && slot < end:
      return validation.isEnabled(row: slot - first)
    default:
      return fields.flag(flag)
    }
  }

  /// The validation of `item` of `list` in section `section` now. - Complexity: as the static form.
  func itemValidation(of item: ListItem, inList list: Int, section: Int) -> ItemValidation {
    // Checked here as well: the fields, read through the engine's pointer, are copied to be passed.
    guard validation.isActive, validation.validatesList[list] else { return ItemValidation() }
    return Self.itemValidation(
      of: item, inList: list, section: section, form: form, values: state.values, expanded: state.expanded,
      fields: validation)
  }

  /// Counts the change of an item's validation from `old` to `new` in `invalidCount`, and returns
  /// the item's rows whose cell shows something else (enabled flag, or error of a touched row),
  /// which a stationary row reloads.
  /// - Complexity: O(1).
  mutating func countValidationChange(from old: ItemValidation, to new: ItemValidation, touched: UInt64) -> UInt64 {
    if old.invalid != new.invalid {
      validation.invalidCount += new.invalid.nonzeroBitCount - old.invalid.nonzeroBitCount
    }
    return new.rowsShowingDifferently(from: old, touched: touched)
  }

  /// The error template row `slot` of the item at `index` of `list` shows: its first failing
  /// rule's message while it is touched. - Complexity: O(log c) (``ListItems``).
  func error(ofItem index: Int, inList list: Int, slot: Int) -> String? {
    let entry = state.lists[list].items.entry(at: index)
    let row = slot - form.lists.firstRow[list]
    guard entry.item.touched & (UInt64(1) << UInt64(row)) != 0,
      let offset = entry.validation.failingOffset(ofRow: row)
    else { return nil }
    return form.rules.message[rules(ofRow: slot).lowerBound + offset]
  }
}
