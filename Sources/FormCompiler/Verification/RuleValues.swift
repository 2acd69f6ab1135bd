import FormRuntimeCore

/// The values worth trying for the value of each row and select section that has rules: the ones that take each
/// rule both ways (``DistinguishingValues`` adds them to what the conditions tell apart).
///
/// - `required`: empty, white space only, and one character (toggles, options and sets are tried both ways anyway).
/// - `format`: a few of the format's samples (``ValueFormat/samples``) it accepts and a few it refuses; the engine
///   sees only whether the format accepts a value, never why, so more samples would find nothing new.
/// - `minLength`, `maxLength`: lengths one below, at and one above the bound.
/// - `pattern`: a value the pattern matches and one it does not (``PatternWitnesses``); a side not found is noted in
///   ``unwitnessedPatterns``, and verify warns about it.
/// - `minCount`, `maxCount`: sets of sizes one below, at and one above the bound (the first options).
/// - `valid`: nothing more: its condition's literals are distinguishing values already.
///
/// Of these, only values that fail another set of the slot's rules than the values already tried are kept
/// (``adding(to:slot:)``): the engine and the from-scratch table share one definition of each rule
/// (`RuleEvaluation`), so a second value with the same outcomes checks nothing new, and every value tried costs an
/// event from every state.
struct RuleValues {
  /// The values to add, by value slot, before the ones of outcomes already tried are dropped.
  private(set) var values: [Int: [FormValue]] = [:]
  /// The rules of each slot but `valid` ones (whose outcome depends on other values), by value slot.
  private(set) var rulesOfSlot: [Int: [Int]] = [:]
  let form: CompiledForm
  /// `pattern` rules for which no value was found on one side: `matches` says which side is missing.
  private(set) var unwitnessedPatterns: [(rule: Int, matches: Bool)] = []
  /// The value slot of each row and select section with rules, by rule: the slot whose value the rule checks.
  let slotOfRule: [Int]

  /// How many of a format's accepted, and of its refused, samples are tried.
  static let samplesPerSide = 3

  /// - Complexity: O(r × w) for r rules and w the cost of a pattern's witness search.
  init(form: CompiledForm) {
    self.form = form
    let rules = form.rules
    slotOfRule = rules.kind.indices.map { rule in
      rules.row[rule] >= 0
        ? form.rows.value[rules.row[rule]] : rules.section[rule] >= 0 ? form.sections.select[rules.section[rule]] : -1
    }
    for rule in rules.kind.indices {
      let slot = slotOfRule[rule]
      guard slot >= 0 else { continue }
      if rules.kind[rule] != .valid { rulesOfSlot[slot, default: []].append(rule) }
      var added: [FormValue] = []
      switch (rules.kind[rule], rules.argument[rule]) {
      case (.required, _):
        if form.values[slot].type == .string && form.values[slot].options == nil {
          added = [.string(""), .string("  "), .string("x")]
        }
      case (.format, .string(let name)):
        guard let format = ValueFormat(rawValue: name) else { continue }
        let accepted = format.samples.filter(\.isAccepted).prefix(Self.samplesPerSide)
        let refused = format.samples.filter { !$0.isAccepted && !$0.value.isEmpty }.prefix(Self.samplesPerSide)
        added = (accepted + refused).map { .string($0.value) }
      case (.minLength, .int(let bound)), (.maxLength, .int(let bound)):
        added = [bound &- 1, bound, bound &+ 1].filter { $0 >= 0 && $0 <= 10_000 }.map {
          .string(String(repeating: "x", count: $0))
        }
      case (.pattern, .string(let source)):
        // The row's formats' samples first: a pattern often refines one.
        let samples = rules.kind.indices.filter { rules.row[$0] == rules.row[rule] && rules.kind[$0] == .format }
          .compactMap { other -> [String]? in
            guard case .string(let name) = rules.argument[other], let format = ValueFormat(rawValue: name) else {
              return nil
            }
            return format.samples.map(\.value)
          }.flatMap { $0 }
        let witnesses = PatternWitnesses(pattern: source, samples: samples)
        if let matching = witnesses.matching {
          added.append(.string(matching))
        } else {
          unwitnessedPatterns.append((rule, true))
        }
        if let notMatching = witnesses.notMatching {
          added.append(.string(notMatching))
        } else {
          unwitnessedPatterns.append((rule, false))
        }
      case (.minCount, .int(let bound)), (.maxCount, .int(let bound)):
        let options = form.values[slot].options ?? []
        added = [bound &- 1, bound, bound &+ 1].filter { $0 >= 0 && $0 <= options.count }.map {
          .set(Set(options.prefix($0)))
        }
      default: continue
      }
      // Only values the slot accepts (a text row may have limits of its own).
      values[slot, default: []] += added.filter { form.values[slot].problem(with: $0) == nil }
    }
  }

  /// `base` (a slot's values that conditions tell apart), then each of the slot's rule values whose outcomes no value
  /// before it has.
  /// - Complexity: O(v × r × t) for v values, r rules of the slot and t the cost of a rule's check.
  func adding(to base: [FormValue], slot: Int) -> [FormValue] {
    guard let added = values[slot] else { return base }
    var outcomes = Set(base.map { failingRules(of: $0, slot: slot) })
    return base + added.filter { outcomes.insert(failingRules(of: $0, slot: slot)).inserted }
  }

  /// Which of the slot's rules (but `valid` ones) `value` fails, as bits in the order of ``rulesOfSlot``, and whether
  /// it is empty (the highest bit): an empty value passes every rule but `required` without being checked, so it
  /// stands for no non-empty value.
  func failingRules(of value: FormValue, slot: Int) -> Int {
    let isEmpty =
      switch value {
      case .null: true
      case .string(let text): text.allSatisfy(\.isWhitespace)
      case .set(let members): members.isEmpty
      case .bool, .int, .decimal: false
      }
    var failing = isEmpty ? 1 << 16 : 0
    for (bit, rule) in (rulesOfSlot[slot] ?? []).enumerated()
    where RuleEvaluation.firstFailingRule(rule..<rule + 1, of: form, value: value, conditionHolds: { _ in true }) != nil
    {
      failing |= 1 << bit
    }
    return failing
  }
}
