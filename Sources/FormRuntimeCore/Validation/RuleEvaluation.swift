/// The matchers of a form's `format` and `pattern` rules, by rule index: derived from the rule
/// table's programs (``RuleTable/program``, which `formc` compiled) when the form is built or loaded
/// (next to ``RuleLayout``), so that a program is checked once per form, never per check.
///
/// A rule whose argument is not a string or whose program is missing or malformed has no matcher;
/// the loader refuses such a form (`validateRules()`), so an engine never checks one.
package struct RuleMatchers: Sendable {
  /// Indexed by rule; nil for rules of other kinds (and bad arguments).
  let patterns: [ValuePattern?]

  /// Each matcher runs the rule's ``RuleTable/program``; the pattern is not compiled again.
  /// - Complexity: O(r + k) for r rules and k ints of their programs.
  init(rules: RuleTable) {
    let count = Swift.min(rules.kind.count, rules.argument.count, rules.program.count)
    patterns = (0..<count).map { rule in
      guard case .string(let text) = rules.argument[rule], let code = rules.program[rule] else { return nil }
      switch rules.kind[rule] {
      case .format, .pattern: return try? ValuePattern(source: text, code: code)
      default: return nil
      }
    }
  }

  /// The matcher of rule `rule`, or nil.
  func pattern(ofRule rule: Int) -> ValuePattern? { rule < patterns.count ? patterns[rule] : nil }
}

extension RuleMatchers: Hashable {
  // Derived from the rule table, which every form compares: the matchers add nothing to equality.
  public static func == (lhs: RuleMatchers, rhs: RuleMatchers) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// The definition of each rule kind on a value: the one place that says whether a rule passes.
package enum RuleEvaluation {
  /// Whether `value` is empty: null, a text of only white space, an empty set. An empty value
  /// passes every rule but `required` (an optional email may stay empty) and `minCount`: a count
  /// is defined on an empty selection, and `minCount: 1` must mean "choose at least one".
  /// - Complexity: O(length of a text).
  static func isEmpty(_ value: FormValue) -> Bool {
    switch value {
    case .null: true
    case .string(let text): text.allSatisfy(ScalarProperties.isWhiteSpace)
    case .set(let members): members.isEmpty
    case .bool, .int, .decimal: false
    }
  }

  /// The index of the first rule among `rules` (one target's, in check order) that `value`
  /// fails, or nil when it passes them all. `conditionHolds` answers a `valid` rule's condition.
  /// - Complexity: O(r + t) for r rules and t the cost of their checks: O(length) for lengths,
  ///   O(pattern × length) for a format or pattern, O(c) for a condition.
  package static func firstFailingRule(
    _ rules: Range<Int>, of form: CompiledForm, value: FormValue, conditionHolds: (Int) -> Bool
  ) -> Int? {
    let empty = isEmpty(value)
    for rule in rules where !passes(rule, of: form, value: value, isEmpty: empty, conditionHolds: conditionHolds) {
      return rule
    }
    return nil
  }

  /// Whether `value` passes rule `rule`; `isEmpty` is ``isEmpty(_:)`` of it.
  static func passes(
    _ rule: Int, of form: CompiledForm, value: FormValue, isEmpty: Bool, conditionHolds: (Int) -> Bool
  ) -> Bool {
    let kind = form.rules.kind[rule]
    if kind == .required {
      // A toggle must be on; every other value must not be empty.
      if case .bool(let on) = value { return on }
      return !isEmpty
    }
    if isEmpty && kind != .minCount { return true }
    switch kind {
    case .required: return true
    case .format, .pattern:
      guard case .string(let text) = value else { return true }
      return form.ruleMatchers.pattern(ofRule: rule)?.matches(text) ?? false
    case .minLength, .maxLength:
      guard case .string(let text) = value, case .int(let bound) = form.rules.argument[rule] else { return true }
      // Clamped: no text has more characters than `Int` counts, on any platform (nor, at
      // `Int.max`, where `length &+ 1` wraps, more than `length`).
      let length = Int(clamping: bound)
      return kind == .minLength
        ? text.characterCount(upTo: length) >= length : text.characterCount(upTo: length &+ 1) <= length
    case .minCount, .maxCount:
      guard case .int(let bound) = form.rules.argument[rule] else { return true }
      let count = if case .set(let members) = value { members.count } else { 0 }
      return kind == .minCount ? FormInt(count) >= bound : FormInt(count) <= bound
    case .valid:
      return conditionHolds(form.rules.condition[rule])
    }
  }
}
