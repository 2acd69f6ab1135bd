import FormDiagnostics
import FormRuntimeCore

/// The `validation-cycle` error: what validation derives (whether each row is shown, enabled and valid, whether
/// each select section is valid, whether the form is) must not depend on itself, or no event could settle. The
/// graph and its cycle come from ``ValidationDependencies``, the one the loader refuses a file with; this places
/// the cycle in the spec.
enum ValidationCycle {
  typealias Node = ValidationDependencies.Node

  /// The error for the first cycle of `form`'s validation, at the condition that closes it, with a note at each
  /// other step; nil when there is none (always for a form whose conditions read no validation flag).
  /// - Complexity: O(n + s + c + r) for n rows, s sections, c condition instructions and r rules.
  static func diagnostic(form: CompiledForm, sourceMap: FormSourceMap) -> Diagnostic? {
    guard form.conditions.contains(where: { !$0.readValidation.isEmpty }),
      var cycle = ValidationDependencies(form: form).firstCycle(), !cycle.isEmpty
    else { return nil }
    // Each node depends on the next, the last on the first. Structural edges (a row's validity on its presence,
    // the form's on each row's…) form no cycle alone, so some node on it reads the next through a condition: make
    // the last such edge the closing one.
    let count = cycle.count
    if let closing = (0..<count).last(where: { readsThroughCondition(cycle[$0], cycle[($0 + 1) % count]) }) {
      cycle = Array(cycle[(closing + 1)...] + cycle[...closing])
    }
    let last = cycle[count - 1]
    let steps =
      [name(of: last, form) + " reads " + name(of: cycle[0], form)]
      + cycle.map { "which depends on " + name(of: $0, form) }.dropFirst()
    let notes = (0..<count - 1).map { step(from: cycle[$0], to: cycle[$0 + 1], form: form, sourceMap: sourceMap) }
    return Diagnostic(
      kind: .validationCycle,
      message: "validation depends on itself: " + steps.joined(separator: ", "),
      at: conditionLocation(of: last, form: form, sourceMap: sourceMap) ?? rowOrSectionLocation(last, sourceMap),
      notes: notes)
  }

  /// Whether `from` depends on `to` because a condition of `from` reads `to`'s flag (not by definition).
  private static func readsThroughCondition(_ from: Node, _ to: Node) -> Bool {
    switch (from, to) {
    case (.formValid, _), (.rowPresent, .rowPresent), (.rowPresent, .sectionShown): false
    case (.rowValid(let row), .rowPresent(let other)), (.rowValid(let row), .rowEnabled(let other)): row != other
    case (.sectionValid(let section), .sectionShown(let other)): section != other
    default: true
    }
  }

  /// How a message names a node.
  private static func name(of node: Node, _ form: CompiledForm) -> String {
    switch node {
    case .rowPresent(let row): "whether '\(form.rows.id[row])' is shown"
    case .rowEnabled(let row): "\(form.rows.id[row]).isEnabled"
    case .rowValid(let row): "\(form.rows.id[row]).isValid"
    case .sectionShown(let section): "whether section '\(form.sections.id[section])' is shown"
    case .sectionValid(let section): "\(form.sections.id[section]).isValid"
    case .formValid: "form.isValid"
    }
  }

  private static func step(from: Node, to: Node, form: CompiledForm, sourceMap: FormSourceMap) -> DiagnosticNote {
    if readsThroughCondition(from, to), let location = conditionLocation(of: from, form: form, sourceMap: sourceMap) {
      return DiagnosticNote(name(of: from, form) + " reads " + name(of: to, form) + " here", at: location)
    }
    let reason: String
    switch (from, to) {
    case (.rowPresent, .rowPresent): reason = "a row is shown only while its parent is"
    case (.rowPresent, .sectionShown): reason = "a row is shown only while its section is"
    case (.rowValid, .rowPresent): reason = "the rules of a hidden row do not apply"
    case (.rowValid, .rowEnabled): reason = "the rules of a disabled row do not apply"
    case (.sectionValid, .sectionShown): reason = "the rules of a hidden section do not apply"
    default: reason = "the form is valid when every row and select section with rules is"
    }
    let location: SourceLocation? =
      switch (from, to) {
      case (.formValid, .rowValid(let row)):
        form.ruleLayout.rules(ofRow: row).first.map { sourceMap.rules[$0] }
      case (.formValid, .sectionValid(let section)):
        form.ruleLayout.rules(ofSection: section).first.map { sourceMap.rules[$0] }
      case (.rowValid(let row), .rowEnabled):
        sourceMap.rowEnabled[row]
      default: nil
      }
    return DiagnosticNote(
      name(of: from, form) + " depends on " + name(of: to, form) + " (" + reason + ")",
      at: location ?? rowOrSectionLocation(from, sourceMap))
  }

  /// Where the condition of `node` that reads flags was written: a row's or section's `visible`, a row's `enabled`,
  /// a `valid` rule.
  private static func conditionLocation(of node: Node, form: CompiledForm, sourceMap: FormSourceMap)
    -> SourceLocation?
  {
    switch node {
    case .rowPresent(let row): sourceMap.rowConditions[row]
    case .rowEnabled(let row): sourceMap.rowEnabled[row]
    case .sectionShown(let section): sourceMap.sectionConditions[section]
    case .rowValid(let row):
      form.ruleLayout.rules(ofRow: row).first { form.rules.kind[$0] == .valid }.map { sourceMap.rules[$0] }
    case .sectionValid(let section):
      form.ruleLayout.rules(ofSection: section).first { form.rules.kind[$0] == .valid }.map { sourceMap.rules[$0] }
    case .formValid: nil
    }
  }

  /// The id of the row or section a node is about; for the form's own node (which a form that compiled always has
  /// a section to stand for), its first section's.
  private static func rowOrSectionLocation(_ node: Node, _ sourceMap: FormSourceMap) -> SourceLocation {
    switch node {
    case .rowPresent(let row), .rowEnabled(let row), .rowValid(let row): sourceMap.rows[row]
    case .sectionShown(let section), .sectionValid(let section): sourceMap.sections[section]
    case .formValid: sourceMap.sections.first ?? sourceMap.rows.first ?? SourceLocation(file: "", line: 1, column: 1)
    }
  }
}
