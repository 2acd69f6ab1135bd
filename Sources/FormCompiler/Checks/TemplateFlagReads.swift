import FormDiagnostics
import FormRuntimeCore

/// The `template-flag-outside-item` error: a condition of a list's template row reads a validation flag outside its
/// own item, which the runtime refuses to load (``CompiledForm/unsupportedValidation``, the one predicate both
/// use); this places each such condition in the spec.
enum TemplateFlagReads {
  /// One error per template row condition (`visible`, `enabled`, a `valid` rule) that reads such a flag.
  /// - Complexity: O(t + c) for t template rows and c condition instructions.
  static func diagnostics(form: CompiledForm, sourceMap: FormSourceMap) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for list in 0..<form.lists.countOfLists {
      for slot in form.lists.firstRow[list]..<form.lists.endRow[list] {
        var conditions = [
          (form.rows.visible[slot], location(sourceMap.rowConditions, slot)),
          (form.rows.enabled[slot], location(sourceMap.rowEnabled, slot)),
        ]
        for rule in form.ruleLayout.rules(ofRow: slot) where form.rules.kind[rule] == .valid {
          conditions.append((form.rules.condition[rule], rule < sourceMap.rules.count ? sourceMap.rules[rule] : nil))
        }
        for (condition, location) in conditions {
          guard let flag = form.flagOutsideItem(readBy: condition, inList: list), let location else { continue }
          diagnostics.append(
            Diagnostic(
              kind: .templateFlagOutsideItem,
              message: "the condition '\(form.conditions[condition].source)' of template row "
                + "'\(form.rows.id[slot])' of list '\(form.lists.id[list])' reads \(name(of: flag, form)), outside "
                + "its own item; read the item's own rows' flags, or read this one from a static row",
              at: location))
        }
      }
    }
    return diagnostics
  }

  private static func location(_ locations: [SourceLocation?], _ slot: Int) -> SourceLocation? {
    slot < locations.count ? locations[slot] : nil
  }

  /// How the message names a flag, as a condition spells it.
  private static func name(of flag: ValidationFlag, _ form: CompiledForm) -> String {
    switch flag {
    case .rowIsValid(let row): "'\(form.rows.id[row]).isValid'"
    case .rowIsEnabled(let row): "'\(form.rows.id[row]).isEnabled'"
    case .sectionIsValid(let section): "'\(form.sections.id[section]).isValid'"
    case .formIsValid: "'form.isValid'"
    }
  }
}
