/// What the app reads of validation: the form's validity, each row's and select section's
/// error, and which rows are enabled.
extension FormEngine {
  /// Whether no row or select section whose rules apply fails one: what `form.isValid` reads
  /// (enable a Submit button with it). - Complexity: O(1).
  public var isValid: Bool { core.validation.invalidCount == 0 }

  /// The error each row shows now, by row id (a list item's row by its `LIST[KEY].ROW` name): rows
  /// that are touched, whose rules apply, and that fail one (select sections:
  /// ``error(ofSection:)``).
  /// - Complexity: O(r) for r static rows with rules, plus O(i) for the i items of lists whose
  ///   template has rules.
  public var errors: [String: String] {
    var errors: [String: String] = [:]
    for slot in core.form.ruleLayout.rowsWithRules where slot < core.form.listLayout.firstTemplateRow {
      if let error = core.error(ofSlot: slot) { errors[core.form.rows.id[slot]] = error }
    }
    core.addItemErrors(to: &errors)
    return errors
  }

  /// Whether row `id` is enabled (its `enabled` condition holds, or it has none); nil for an
  /// unknown row. Takes a list item's row by its `LIST[KEY].ROW` name.
  /// - Complexity: O(length of `id`) expected: one hash lookup.
  public func isEnabled(_ id: String) -> Bool? {
    guard let slot = core.slot(ofRow: id) else { return core.row(id).map({ $0.isEnabled }) }
    return core.validation.isEnabled(slot)
  }

  /// The error select section `id` shows now (in its footer), or nil: while it is touched, its
  /// `visible` holds and its selection fails a rule. - Complexity: O(s) for s sections (a search by id).
  public func error(ofSection id: String) -> String? {
    guard let section = core.form.sections.id.firstIndex(of: id) else { return nil }
    return core.error(ofSection: section)
  }

  /// Whether select section `id` passes its rules (or they do not apply): what `SECTION.isValid`
  /// reads; nil for an unknown section. - Complexity: O(s) for s sections (a search by id).
  public func isValid(section id: String) -> Bool? {
    guard let section = core.form.sections.id.firstIndex(of: id) else { return nil }
    return core.validation.failingRule(ofSection: section) == nil
  }
}

extension EngineCore {
  /// Adds the error each list item's row shows, by its `LIST[KEY].ROW` name.
  /// - Complexity: O(i) for the i items of lists whose template has rules.
  func addItemErrors(to errors: inout [String: String]) {
    for list in 0..<form.lists.countOfLists where validation.isActive && validation.validatesList[list] {
      let first = form.lists.firstRow[list]
      for entry in state.lists[list].items.entries where entry.validation.invalid & entry.item.touched != 0 {
        var shown = entry.validation.invalid & entry.item.touched
        while shown != 0 {
          let row = shown.trailingZeroBitCount
          shown &= shown - 1
          guard let offset = entry.validation.failingOffset(ofRow: row) else { continue }
          let slot = first + row
          let name = ItemRowName(list: form.lists.id[list], key: entry.item.key, row: form.rows.id[slot])
          errors[name.description] = form.rules.message[rules(ofRow: slot).lowerBound + offset]
        }
      }
    }
  }

  /// The error the row at `slot` shows: its first failing rule's message while it is touched.
  func error(ofSlot slot: Int) -> String? {
    guard state.touched[slot], let rule = validation.failingRule(ofRow: slot) else { return nil }
    return form.rules.message[rule]
  }

  /// The error select section `section` shows, as ``error(ofSlot:)``.
  func error(ofSection section: Int) -> String? {
    guard state.touchedSections[section], let rule = validation.failingRule(ofSection: section) else { return nil }
    return form.rules.message[rule]
  }

  #if DEBUG
    /// Every error the engine shows, by row id, as ``FormEngine/errors`` gives them.
    private func errors(in core: EngineCore) -> [String: String] {
      var errors: [String: String] = [:]
      for slot in form.ruleLayout.rowsWithRules where slot < form.listLayout.firstTemplateRow {
        if let error = error(ofSlot: slot) { errors[form.rows.id[slot]] = error }
      }
      addItemErrors(to: &errors)
      return errors
    }

    /// How the engine's validation differs from the from-scratch ``ValidationTable``, or nil.
    /// - Complexity: as ``ValidationTable/init(form:state:)``.
    func validationDifference() -> String? {
      let scratch = ValidationTable(form: form, state: state)
      for slot in 0..<form.listLayout.firstTemplateRow {
        if validation.failingRule(ofRow: slot) != scratch.failingRule[slot] {
          return "row '\(form.rows.id[slot])' fails rule \(optionalText(validation.failingRule(ofRow: slot))), "
            + "from scratch \(optionalText(scratch.failingRule[slot]))"
        }
        if validation.isEnabled(slot) != scratch.enabled[slot] {
          return
            "row '\(form.rows.id[slot])' enabled \(validation.isEnabled(slot)), from scratch \(scratch.enabled[slot])"
        }
      }
      for section in 0..<form.sections.count
      where validation.failingRule(ofSection: section) != scratch.failingSectionRule[section] {
        return "section '\(form.sections.id[section])' fails rule "
          + "\(optionalText(validation.failingRule(ofSection: section))), from scratch "
          + "\(optionalText(scratch.failingSectionRule[section]))"
      }
      for list in 0..<form.lists.countOfLists {
        for (index, entry) in state.lists[list].items.entries.enumerated() {
          let rows = scratch.items[list][index]
          for row in rows.failingRule.indices {
            let slot = form.lists.firstRow[list] + row
            let failing = entry.validation.failingOffset(ofRow: row).map {
              rules(ofRow: slot).lowerBound + $0
            }
            let name = ItemRowName(list: form.lists.id[list], key: entry.item.key, row: form.rows.id[slot]).description
            if failing != rows.failingRule[row] {
              return "item row '\(name)' fails rule \(optionalText(failing)), "
                + "from scratch \(optionalText(rows.failingRule[row]))"
            }
            if entry.validation.isEnabled(row: row) != rows.enabled[row] {
              return
                "item row '\(name)' enabled \(entry.validation.isEnabled(row: row)), from scratch \(rows.enabled[row])"
            }
          }
        }
      }
      if errors(in: self) != scratch.errors {
        return "errors \(dictionaryText(errors(in: self))), from scratch \(dictionaryText(scratch.errors))"
      }
      if (validation.invalidCount == 0) != scratch.isFormValid {
        return "invalidCount \(validation.invalidCount), from scratch valid \(scratch.isFormValid)"
      }
      var failingCount =
        validation.failing.count(where: { $0 >= 0 }) + validation.sectionFailing.count(where: { $0 >= 0 })
      for list in 0..<form.lists.countOfLists {
        for entry in state.lists[list].items.entries { failingCount += entry.validation.invalid.nonzeroBitCount }
      }
      if validation.isActive && validation.invalidCount != failingCount {
        return "invalidCount \(validation.invalidCount) does not count the failing rows and sections"
      }
      return nil
    }
  #endif
}

#if DEBUG
  // What `String(describing:)` prints, written out: Embedded Swift has no reflection to print
  // an optional or a dictionary with.

  /// `Optional(3)` or `nil`.
  private func optionalText(_ value: Int?) -> String { value.map { "Optional(\($0))" } ?? "nil" }

  /// `["a": "b", "c": "d"]`, keys sorted (a dictionary prints in no set order), or `[:]`.
  private func dictionaryText(_ dictionary: [String: String]) -> String {
    guard !dictionary.isEmpty else { return "[:]" }
    let pairs = StableOrder.sorted(dictionary.keys).map {
      "\($0.debugDescription): \((dictionary[$0] ?? "").debugDescription)"
    }
    return "[" + pairs.joined(separator: ", ") + "]"
  }
#endif
