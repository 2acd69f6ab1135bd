import FormDiagnostics
@_spi(Testing) import FormRuntimeCore

/// What the exploration saw of each rule: whether it ever applied (its row present and enabled, or its select section
/// visible), and whether, applying, it ever passed and ever failed. Each rule is checked alone, not only the first
/// failing one of its row: a rule hidden behind another that always fails first still has outcomes of its own.
struct RuleCoverage {
  let form: CompiledForm
  private(set) var applied: [Bool]
  private(set) var passed: [Bool]
  private(set) var failed: [Bool]

  init(form: CompiledForm) {
    self.form = form
    applied = Array(repeating: false, count: form.rules.count)
    passed = applied
    failed = applied
  }

  /// Records the rules' outcomes in `state`, whose from-scratch validation is `validation`.
  /// - Complexity: O(r) rule checks for r rules.
  mutating func record(_ state: FormState, validation: ValidationTable) {
    let rules = form.rules
    for rule in 0..<rules.count {
      let row = rules.row[rule], section = rules.section[rule]
      let applies: Bool
      let slot: Int
      if row >= 0 {
        // List items' rules are not explored yet (the engine refuses them).
        guard row < form.listLayout.firstTemplateRow else { continue }
        applies = validation.present[row] && validation.enabled[row]
        slot = form.rows.value[row]
      } else {
        guard section >= 0 else { continue }
        applies = validation.sectionHolds[section]
        slot = form.sections.select[section]
      }
      guard applies, slot >= 0 else { continue }
      applied[rule] = true
      let fails =
        RuleEvaluation.firstFailingRule(
          rule..<rule + 1, of: form, value: state.values[slot],
          conditionHolds: { condition in
            form.conditions[condition].evaluate(
              values: state.values, expanded: state.expanded, validation: validation.flag)
          }) != nil
      if fails { failed[rule] = true } else { passed[rule] = true }
    }
  }

  /// The warnings, at each rule's key in the spec: a rule that never applies, and a rule that applies but never
  /// passes or never fails. Only said of a complete exploration.
  /// - Parameters:
  ///   - unwitnessed: `pattern` rules for which no value was found on one side: verify did not try that side, so it
  ///     does not claim the rule never goes that way.
  ///   - constant: conditions the coverage reports as always true or always false: a `valid` rule reading one is
  ///     reported there, not again here.
  func warnings(
    sourceMap: FormSourceMap, unwitnessed: [(rule: Int, matches: Bool)], constant: Set<Int>
  ) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    let rules = form.rules
    for rule in 0..<rules.count where rule < sourceMap.rules.count {
      let row = rules.row[rule]
      if row >= form.listLayout.firstTemplateRow { continue }
      let owner = row >= 0 ? "row '\(form.rows.id[row])'" : "section '\(form.sections.id[rules.section[rule]])'"
      let name = "'\(rules.kind[rule].rawValue)' rule of \(owner)"
      let location = sourceMap.rules[rule]
      if !applied[rule] {
        let why = row >= 0 ? "the row is never both present and enabled" : "the section is never visible"
        warnings.append(
          Diagnostic(
            kind: .ruleNeverApplies, severity: .warning, message: "\(name) never applies: \(why)", at: location))
        continue
      }
      if rules.kind[rule] == .valid && constant.contains(rules.condition[rule]) { continue }
      let untried = Set(unwitnessed.filter { $0.rule == rule }.map(\.matches))
      if !passed[rule] && !untried.contains(true) {
        warnings.append(
          Diagnostic(
            kind: .ruleNeverPasses, severity: .warning,
            message: "\(name) fails in every reachable state where it applies",
            at: location))
      }
      if !failed[rule] && !untried.contains(false) {
        warnings.append(
          Diagnostic(
            kind: .ruleNeverFails, severity: .warning,
            message: "\(name) passes in every reachable state where it applies",
            at: location))
      }
    }
    return warnings
  }

  /// A warning for each side of a `pattern` rule that no value was found for (``PatternWitnesses``), at the rule.
  static func unwitnessedWarnings(
    _ unwitnessed: [(rule: Int, matches: Bool)], form: CompiledForm, sourceMap: FormSourceMap
  ) -> [Diagnostic] {
    unwitnessed.compactMap { rule, matches in
      guard rule < sourceMap.rules.count, case .string(let source) = form.rules.argument[rule] else { return nil }
      let side = matches ? "matches" : "does not match"
      let outcome = matches ? "passing" : "failing"
      return Diagnostic(
        kind: .untestedPattern, severity: .warning,
        message: "found no value that pattern \"\(source)\" \(side): verify does not explore the rule \(outcome)",
        at: sourceMap.rules[rule])
    }
  }
}
