import FormDiagnostics
import FormRuntimeCore

/// Checks of select sections: their rows are plain label choices, their `default:` names those
/// rows, and keys that cannot apply to them (`default:` without `select:`, `accordion: true`,
/// a choice's own `default:`) are reported with what to write instead.
extension FormChecker {
  /// Checks every section's `select:` and `default:`; returns the initial selection of each
  /// select section, by section index (nil for other sections).
  mutating func checkSelectSections() -> [FormValue?] {
    var initial = [FormValue?](repeating: nil, count: spec.sections.count)
    // A list section's `select:` is refused by the list checks; its `default:` is its items.
    for (index, section) in spec.sections.enumerated() where section.list == nil {
      guard let mode = section.select?.value else {
        // A misspelt `select:` is already reported: its `default:` is not misplaced, just unchecked.
        if let node = section.defaultValue, section.selectLocation == nil {
          error(
            .misplacedKey,
            "'default' applies to select sections; add 'select: single' or 'select: multiple' to section "
              + "'\(section.id.value)', or remove 'default'",
            at: node.location)
        }
        continue
      }
      if let accordion = section.accordion, accordion.value {
        error(
          .misplacedKey,
          "'accordion' has no effect in select section '\(section.id.value)': its rows are choices, which cannot "
            + "expand; remove it",
          at: accordion.location)
      }
      for row in section.rows { checkChoice(row, of: section, mode: mode) }
      if let value = selectionDefault(of: section, mode: mode) { initial[index] = value }
    }
    return initial
  }

  /// A choice is a label without `expands`.
  private mutating func checkChoice(_ row: RowSpec, of section: SectionSpec, mode: SelectMode) {
    let name = row.id.value, sectionName = section.id.value
    if row.kindIsValid, row.kind.value != .label {
      error(
        .notAChoice,
        "row '\(name)' is a \(row.kind.value.rawValue), but the rows of select section '\(sectionName)' are its "
          + "choices, which are labels; remove 'kind: \(row.kind.value.rawValue)', or move the row to a section "
          + "without 'select'",
        at: row.kind.location)
    }
    if let expands = row.expandsLocation {
      let test = mode == .single ? "\"\(sectionName) == '\(name)'\"" : "\"\(sectionName) contains '\(name)'\""
      error(
        .notAChoice,
        "choice '\(name)' of select section '\(sectionName)' cannot expand; move the rows under 'expands' to "
          + "another section and show them with 'visible: \(test)'",
        at: expands)
    }
  }

  /// The section's initial selection: its `default:`, or nothing selected.
  private mutating func selectionDefault(of section: SectionSpec, mode: SelectMode) -> FormValue? {
    let requirements = ValueRequirements(
      name: section.id.value, type: mode.valueType, options: section.rows.map(\.id.value), isSelection: true)
    guard let node = section.defaultValue else { return requirements.implicitDefault }
    if mode == .multiple {
      // Nothing selected may be written `null` too.
      if node.isNull { return .set([]) }
      if let scalar = node.scalar, scalar.style == .plain, !node.isNull {
        diagnostics.error(
          .defaultType,
          "default of select section '\(section.id.value)' must be a list of its rows, found '\(scalar.value)'; "
            + "write [\(scalar.value)]",
          at: node.location, fixIts: [node.replacing(with: "[\(scalar.value)]")])
        return nil
      }
    }
    return value(node, requirements)
  }

  /// The message for a `default:` on a choice, which holds no value: the section's `default:` selects it.
  func choiceDefaultMessage(_ row: RowSpec, of section: SectionSpec) -> String {
    "choice '\(row.id.value)' of select section '\(section.id.value)' holds no value, so it takes no 'default'; "
      + "to start with it selected, write 'default: \(row.id.value)' on the section"
  }
}
