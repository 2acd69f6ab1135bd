/// What each rule that reads only the value (every kind but `valid`) gave on each value it was
/// checked on, so that a check asked again is not done again: the from-scratch
/// ``ValidationTable`` asks about the same values in every round of its fixpoint, and
/// `formc verify`, which builds one per state and event, about the same few values in every
/// state. A pattern (`format`, `pattern`) is the costly check.
///
/// In Embedded Swift (the engine as WebAssembly) it remembers nothing: there its one user is the
/// engine's start, which builds one table in a few rounds, so checking again costs the start a
/// little time, where the memo's two dictionary types cost about 4 KB of the module (BENCHMARKS.md).
/// The results are the same either way: a rule's check on a value is a pure function of the two.
package struct RuleResultMemo {
  #if !hasFeature(Embedded)
    /// By rule: the result on each value checked.
    private var results: [Int: [FormValue: Bool]] = [:]
  #endif

  package init() {}

  /// ``RuleEvaluation/firstFailingRule(_:of:value:conditionHolds:)``, remembering the results.
  /// - Complexity: as that, for the rules not yet checked on `value`; O(r) hashes of `value`
  ///   for the others.
  package mutating func firstFailingRule(
    _ rules: Range<Int>, of form: CompiledForm, value: FormValue, conditionHolds: (Int) -> Bool
  ) -> Int? {
    let isEmpty = RuleEvaluation.isEmpty(value)
    for rule in rules {
      if form.rules.kind[rule] == .valid {
        if !RuleEvaluation.passes(rule, of: form, value: value, isEmpty: isEmpty, conditionHolds: conditionHolds) {
          return rule
        }
        continue
      }
      #if hasFeature(Embedded)
        let passes = RuleEvaluation.passes(
          rule, of: form, value: value, isEmpty: isEmpty, conditionHolds: { _ in true })
      #else
        let passes =
          results[rule, default: [:]][value]
          ?? {
            let passes = RuleEvaluation.passes(
              rule, of: form, value: value, isEmpty: isEmpty, conditionHolds: { _ in true })
            results[rule, default: [:]][value] = passes
            return passes
          }()
      #endif
      if !passes { return rule }
    }
    return nil
  }
}
