import FormRuntime
import SeededRandom

/// Validation rules and `enabled` for generated specs (issue 22): only rules the row's kind (or the section's
/// select mode) takes, bounds in order and within the options, `required` never with a maximum of 0, so every
/// generated spec stays valid. Conditions of `valid` and `enabled` read values only, and only buttons (which have
/// no rules) read `form.isValid` and rows' flags, so no validation depends on itself.
extension SpecGenerator {
  /// Patterns of the runtime's dialect, and awkward messages.
  static let patterns = [
    #"[a-z]+"#, #"\d{3}"#, #"(?:ab|cd)*"#, #"[^@\s]+@[^@\s]+"#, #"x?y"#, #"[A-Z]{2}-\d+"#, #"é|ü"#,
  ]
  static let messages = ["Required!", "Enter your work email", "it's wrong", "Zoë says no", "42", "- dash", "true"]

  mutating func assignRules(_ spec: inout GeneratedSpec, conditions: ConditionGenerator) {
    var flagNames: [String] = []
    for section in spec.sections.indices {
      if let select = spec.sections[section].select, random.chance(profile.rulePercent) {
        spec.sections[section].rules = makeSelectionRules(select, choices: spec.sections[section].rows.count)
        flagNames.append(spec.sections[section].id)
      }
      for row in spec.sections[section].rows.indices {
        assignRules(&spec.sections[section].rows[row], conditions: conditions, flagNames: &flagNames)
      }
    }
    // Buttons read the flags, after every row has its rules.
    for section in spec.sections.indices {
      for row in spec.sections[section].rows.indices {
        assignButtonEnabled(&spec.sections[section].rows[row], flagNames: flagNames)
      }
    }
  }

  private mutating func assignRules(
    _ row: inout GeneratedRow, conditions: ConditionGenerator, flagNames: inout [String]
  ) {
    if row.kind != .button, random.chance(profile.rulePercent) {
      row.rules = makeRules(for: row, conditions: conditions)
      if row.rules != nil { flagNames.append(row.id) }
    }
    if row.kind != .button, random.chance(profile.rulePercent / 3) {
      row.enabled = conditions.visibility(using: &random)
    }
    for child in row.children.indices {
      assignRules(&row.children[child], conditions: conditions, flagNames: &flagNames)
    }
  }

  private mutating func assignButtonEnabled(_ row: inout GeneratedRow, flagNames: [String]) {
    if row.kind == .button, random.chance(profile.rulePercent) {
      var parts = ["form.isValid"]
      if !flagNames.isEmpty, random.chance(50) { parts.append(random.pick(flagNames) + ".isValid") }
      if random.chance(30) { parts = ["!(" + parts.joined(separator: " && ") + ")"] }
      row.enabledReadingFlags = parts.joined(separator: " && ")
    }
    for child in row.children.indices { assignButtonEnabled(&row.children[child], flagNames: flagNames) }
  }

  /// Rules a row of its kind takes; nil for a label (which takes none) most of the time.
  private mutating func makeRules(for row: GeneratedRow, conditions: ConditionGenerator) -> GeneratedRules? {
    var rules = GeneratedRules()
    switch row.kind {
    case .label, .button:
      return nil
    case .text:
      if random.chance(50) { rules.required = random.chance(85) }
      if random.chance(30) { rules.format = random.pick(["email", "url", "phone", "digits"]) }
      if random.chance(35) { rules.minLength = random.int(0...5) }
      if random.chance(35) {
        rules.maxLength = (rules.minLength ?? 0) + random.int(rules.required == true ? 1...8 : 0...8)
      }
      if random.chance(25) {
        let pattern = random.pick(Self.patterns)
        rules.pattern = pattern
        rules.patternText = random.chance(50) ? YAMLText.singleQuoted(pattern) : YAMLText.doubleQuoted(pattern)
      }
    case .multichoice:
      let options = row.options?.count ?? 0
      if random.chance(40) { rules.required = random.chance(85) }
      if random.chance(45) { rules.minCount = random.int(0...options) }
      if random.chance(45) {
        rules.maxCount = max(rules.minCount ?? 0, rules.required == true ? 1 : 0) + random.int(0...2)
      }
    case .toggle, .choice, .picker, .date:
      if random.chance(70) { rules.required = random.chance(85) }
    case .number, .decimal:
      break
    }
    if rules.expected.isEmpty || random.chance(30) { rules.valid = conditions.visibility(using: &random) }
    // A message needs a rule to be the message of (`required: false` and `valid: true` are none).
    if !rules.expected.isEmpty, random.chance(25) { rules.message = random.pick(Self.messages) }
    return rules
  }

  private mutating func makeSelectionRules(_ select: GeneratedSelect, choices: Int) -> GeneratedRules {
    var rules = GeneratedRules()
    rules.required = random.chance(80)
    if select == .multiple {
      if random.chance(50) { rules.minCount = random.int(0...choices) }
      if random.chance(50) {
        rules.maxCount = max(rules.minCount ?? 0, rules.required == true ? 1 : 0) + random.int(0...2)
      }
    }
    if !rules.expected.isEmpty, random.chance(20) { rules.message = random.pick(Self.messages) }
    return rules
  }
}
