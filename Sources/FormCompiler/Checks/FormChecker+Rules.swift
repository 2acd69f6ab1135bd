import FormDiagnostics
import FormRuntimeCore

/// The checks of validation rules: which rows and select sections may have which rule (``RuleKind/rowKinds`` and
/// ``RuleKind/appliesToSelection(isMultiple:)``, the definitions the loader reads too), bounds that contradict each
/// other or the options, patterns the runtime's matcher refuses, and a `message` without a rule. A `valid` rule's
/// condition is type-checked with the other conditions (``checkConditions``).
extension FormChecker {
  /// Checks the rules written on `row`; returns them resolved (a `valid` rule's condition still -1: the conditions
  /// are checked later), or none when it has none or they have errors.
  /// - Complexity: O(1) for a row without rules; else O(p) for a pattern of p characters.
  mutating func checkRules(ofRow row: RowSpec) -> ResolvedRules {
    guard row.hasRuleKeys, row.kindIsValid else { return ResolvedRules() }
    let rules = row.rules
    let kind = row.kind.value
    var applies = true
    for key in rules.written where !key.kind.rowKinds.contains(kind) {
      applies = false
      error(
        .ruleNotApplicable,
        "'\(key.kind.rawValue)' applies to \(Self.takers(of: key.kind)), not to \(kind.rawValue) rows",
        at: key.location)
    }
    let name = row.id.value
    guard applies, checkMessage(rules, of: "'\(name)'") else { return ResolvedRules() }
    let counted = kind == .multichoice ? row.options.map { ($0.count, "option", row.optionsLocation) } : nil
    checkBounds(rules, name: name, counted: counted)
    if let pattern = rules.pattern {
      do {
        _ = try ValuePattern(pattern.value)
      } catch {
        self.error(.badPattern, "bad pattern: \(error.message)", at: pattern.text.location(ofOffset: error.offset))
      }
    }
    return Self.resolve(rules)
  }

  /// Checks the rules written on spec section `section` (the rules of its selection); returns them resolved, as
  /// ``checkRules(ofRow:)`` does.
  mutating func checkRules(ofSection section: SectionSpec) -> ResolvedRules {
    let rules = section.rules
    guard !rules.isEmpty || rules.message != nil else { return ResolvedRules() }
    let name = section.id.value
    // A section whose `select:` is misspelt (already reported) is not reported again.
    if section.selectLocation != nil, section.select == nil { return ResolvedRules() }
    guard isSelectSection(section), let mode = section.select?.value else {
      for key in rules.written {
        error(
          .ruleNotApplicable,
          "'\(key.kind.rawValue)' applies to select sections and rows, not to sections without 'select'",
          at: key.location)
      }
      if rules.isEmpty { _ = checkMessage(rules, of: "section '\(name)'") }
      return ResolvedRules()
    }
    var applies = true
    for key in rules.written where !key.kind.appliesToSelection(isMultiple: mode == .multiple) {
      applies = false
      error(
        .ruleNotApplicable,
        "'\(key.kind.rawValue)' applies to rows, and to select sections only as 'select: multiple', not to single "
          + "select section '\(name)'",
        at: key.location)
    }
    guard applies, checkMessage(rules, of: "section '\(name)'") else { return ResolvedRules() }
    checkBounds(rules, name: name, counted: (section.rows.count, "choice", section.location))
    return Self.resolve(rules)
  }

  /// Reports a `message` without a rule to replace the message of; returns whether there was none.
  private mutating func checkMessage(_ rules: RulesSpec, of what: String) -> Bool {
    guard let message = rules.message, !rules.written.contains(where: \.isRule) else { return true }
    let kinds = RuleKind.allCases.map(\.rawValue)
    error(
      .messageWithoutRule,
      "'message' of \(what) is never shown: it has no rule (\(SpecDecoder.list(kinds, joinedBy: "or"))) for it to "
        + "replace the message of",
      at: message.location)
    return false
  }

  /// Bounds below 0, minimums above maximums, a `minCount` above the options (or choices) there are, and `required`
  /// with a maximum of 0.
  /// - Parameter counted: how many options or choices there are to select, what they are called, and where they
  ///   are listed; nil when nothing is selected.
  private mutating func checkBounds(
    _ rules: RulesSpec, name: String, counted: (count: Int, noun: String, location: SourceLocation?)?
  ) {
    var valid = true
    for (key, bound) in [
      ("minLength", rules.minLength), ("maxLength", rules.maxLength), ("minCount", rules.minCount),
      ("maxCount", rules.maxCount),
    ] {
      guard let bound, bound.value < 0 else { continue }
      valid = false
      error(.negativeBound, "'\(key)' is \(bound.value); a length or a count is 0 or more", at: bound.location)
    }
    guard valid else { return }
    for (minKey, min, maxKey, max) in [
      ("minLength", rules.minLength, "maxLength", rules.maxLength),
      ("minCount", rules.minCount, "maxCount", rules.maxCount),
    ] {
      guard let min, let max, min.value > max.value else { continue }
      diagnostics.error(
        .contradictoryRules,
        "'\(minKey)' \(min.value) is above '\(maxKey)' \(max.value): no value of '\(name)' can pass both",
        at: min.location, notes: [DiagnosticNote("'\(maxKey)' is \(max.value) here", at: max.location)])
    }
    if let min = rules.minCount, let counted, min.value > counted.count {
      let noun = counted.count == 1 ? counted.noun : counted.noun + "s"
      diagnostics.error(
        .contradictoryRules,
        "'minCount' \(min.value) is above the \(counted.count) \(noun) of '\(name)': no selection can pass it",
        at: min.location, notes: [DiagnosticNote("the \(noun) of '\(name)'", at: counted.location)])
    }
    guard let required = rules.required, required.value else { return }
    for (key, max, what) in [("maxCount", rules.maxCount, "selection"), ("maxLength", rules.maxLength, "text")] {
      guard let max, max.value == 0 else { continue }
      diagnostics.error(
        .contradictoryRules,
        "'\(name)' is required, but its '\(key)' is 0: no \(what) can pass both", at: max.location,
        notes: [DiagnosticNote("'required' is here", at: required.location)])
    }
  }

  /// The rules in effect, in ``RuleKind`` order.
  private static func resolve(_ rules: RulesSpec) -> ResolvedRules {
    var resolved = ResolvedRules(message: rules.message?.value)
    func add(_ kind: RuleKind, _ argument: FormValue, at location: SourceLocation) {
      resolved.rules.append(ResolvedRule(kind: kind, argument: argument, condition: -1, location: location))
    }
    if let required = rules.required, required.value { add(.required, .null, at: required.location) }
    if let format = rules.format { add(.format, .string(format.value.rawValue), at: format.location) }
    if let bound = rules.minLength { add(.minLength, .int(bound.value), at: bound.location) }
    if let bound = rules.maxLength { add(.maxLength, .int(bound.value), at: bound.location) }
    if let pattern = rules.pattern { add(.pattern, .string(pattern.value), at: pattern.text.location) }
    if let bound = rules.minCount { add(.minCount, .int(bound.value), at: bound.location) }
    if let bound = rules.maxCount { add(.maxCount, .int(bound.value), at: bound.location) }
    if case .expression(_, let text)? = rules.valid { add(.valid, .null, at: text.location) }
    return resolved
  }

  /// What may have a rule of `kind`, as a message says it: "text and toggle rows, and select sections".
  static func takers(of kind: RuleKind) -> String {
    let kinds = RowKind.allCases.filter { kind.rowKinds.contains($0) }.map(\.rawValue)
    let rows = SpecDecoder.list(kinds, joinedBy: "and") + " rows"
    if kind.appliesToSelection(isMultiple: false) { return rows + ", and to select sections" }
    if kind.appliesToSelection(isMultiple: true) { return rows + ", and to 'select: multiple' sections" }
    return rows
  }
}
