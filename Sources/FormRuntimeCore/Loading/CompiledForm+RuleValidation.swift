extension CompiledForm {
  /// Checks the rule table, the `enabled` column and the validation flags conditions read: each
  /// rule belongs to one row or select section that can have it, a target's rules are
  /// contiguous and in ``RuleKind`` order, targets in slot order, arguments of the rule's type,
  /// every flag names a row or select section, and what validation derives depends on nothing
  /// that depends on it (``ValidationDependencies``), so an event always settles.
  /// - Complexity: O(n + c + r) for n rows, c condition instructions and r rules.
  func validateRules() throws(CompiledFormError) {
    for slot in rows.enabled.indices {
      let condition = rows.enabled[slot]
      guard condition >= -1, condition < conditions.count else {
        throw CompiledFormError("rows.enabled[\(slot)] names condition \(condition), which does not exist")
      }
    }
    try validateFlagOperands()
    guard ColumnLengths.areEqual(in: rules) else {
      throw CompiledFormError("rule table columns have different lengths")
    }
    var previous: (target: Int, kind: Int)?
    for rule in 0..<rules.count {
      let target = try ruleTarget(rule)
      let kind = RuleKind.allCases.firstIndex(of: rules.kind[rule]) ?? 0
      if let previous, previous.target > target || (previous.target == target && previous.kind >= kind) {
        throw CompiledFormError("rules[\(rule)] is out of order (rules go by row, then section, then kind, once each)")
      }
      previous = (target, kind)
      try validateArgument(rule)
    }
    guard conditions.contains(where: { !$0.readValidation.isEmpty }) else { return }
    if let cycle = ValidationDependencies(form: self).firstCycle() {
      // A loop rather than `map(describe)`, whose closure would hold a copy of the whole form.
      var steps: [String] = []
      for flag in cycle { steps.append(describe(flag)) }
      throw CompiledFormError("what validation derives depends on itself: \(steps.joined(by: " ← "))")
    }
  }

  /// Every `ROW.isValid`, `ROW.isEnabled` and `SECTION.isValid` a condition reads names a row,
  /// or a select section.
  private func validateFlagOperands() throws(CompiledFormError) {
    for index in conditions.indices {
      let condition = conditions[index]
      for flag in condition.readValidation {
        switch flag {
        case .rowIsValid(let row), .rowIsEnabled(let row):
          guard row >= 0, row < rows.count else {
            throw CompiledFormError("conditions[\(index)] reads a flag of row \(row), which does not exist")
          }
        case .sectionIsValid(let section):
          guard section >= 0, section < sections.count, sections.select[section] >= 0 else {
            throw CompiledFormError(
              "conditions[\(index)] reads the validity of section \(section), not a select section")
          }
        case .formIsValid:
          break
        }
      }
    }
  }

  /// The rule's target as one ascending number (rows, then sections), after checking that it
  /// can have a rule of its kind.
  private func ruleTarget(_ rule: Int) throws(CompiledFormError) -> Int {
    let row = rules.row[rule], section = rules.section[rule], kind = rules.kind[rule]
    if row >= 0, section == -1, row < rows.count {
      guard kind.allows(rows.kind[row]) else {
        throw CompiledFormError("rules[\(rule)]: a \(rows.kind[row].rawValue) row cannot have a \(kind.rawValue) rule")
      }
      return row
    }
    guard row == -1, section >= 0, section < sections.count, sections.select[section] >= 0 else {
      throw CompiledFormError("rules[\(rule)] names neither a row nor a select section")
    }
    let isMultiple = values[sections.select[section]].type == .set
    let allowed = kind.appliesToSelection(isMultiple: isMultiple)
    guard allowed else {
      throw CompiledFormError(
        "rules[\(rule)]: select section '\(sections.id[section])' cannot have a \(kind.rawValue) rule")
    }
    return rows.count + section
  }

  /// The argument and condition fit the rule's kind.
  private func validateArgument(_ rule: Int) throws(CompiledFormError) {
    let argument = rules.argument[rule], condition = rules.condition[rule]
    switch rules.kind[rule] {
    case .required:
      guard argument == .null, condition == -1 else {
        throw CompiledFormError("rules[\(rule)]: a required rule takes no argument or condition")
      }
    case .minLength, .maxLength, .minCount, .maxCount:
      guard case .int(let bound) = argument, bound >= 0, condition == -1 else {
        throw CompiledFormError("rules[\(rule)]: a \(rules.kind[rule].rawValue) rule takes a bound of 0 or more")
      }
    case .format:
      guard case .string(let name) = argument, condition == -1 else {
        throw CompiledFormError("rules[\(rule)]: a format rule takes a string")
      }
      guard ValueFormat(rawValue: name) != nil else {
        let known = ValueFormat.allCases.map({ $0.rawValue }).joined(by: ", ")
        throw CompiledFormError("rules[\(rule)]: unknown format '\(name)' (known: \(known))")
      }
      try validateProgram(rule)
    case .pattern:
      guard case .string = argument, condition == -1 else {
        throw CompiledFormError("rules[\(rule)]: a pattern rule takes a string")
      }
      try validateProgram(rule)
    case .valid:
      guard argument == .null, condition >= 0, condition < conditions.count else {
        throw CompiledFormError("rules[\(rule)]: a valid rule names a condition")
      }
    }
    if !rules.kind[rule].hasProgram, rules.program[rule] != nil {
      throw CompiledFormError("rules.program[\(rule)]: a \(rules.kind[rule].rawValue) rule has no program (null)")
    }
  }

  /// A `format` or `pattern` rule has a well-formed program: read once, into `ruleMatchers`, and
  /// read again only to say what is wrong with it.
  private func validateProgram(_ rule: Int) throws(CompiledFormError) {
    guard ruleMatchers.pattern(ofRule: rule) == nil else { return }
    guard let code = rules.program[rule] else {
      throw CompiledFormError(
        """
        rules.program[\(rule)]: a \(rules.kind[rule].rawValue) rule needs its program \
        (formc writes it: RuleTable.append in FormCompiler compiles it)
        """)
    }
    do {
      _ = try PatternProgram(code: code)
    } catch {
      throw CompiledFormError("rules.program[\(rule)][\(error.offset)]: \(error.message)")
    }
  }

  /// Written as an ``ErrorMessage``, whose pieces take less code than a `String` interpolation's.
  private func describe(_ node: ValidationDependencies.Node) -> String {
    let text: ErrorMessage =
      switch node {
      case .rowPresent(let row): "'\(rows.id[row])' present"
      case .rowEnabled(let row): "\(rows.id[row]).isEnabled"
      case .rowValid(let row): "\(rows.id[row]).isValid"
      case .sectionShown(let section): "section '\(sections.id[section])' shown"
      case .sectionValid(let section): "\(sections.id[section]).isValid"
      case .formValid: "form.isValid"
      }
    return text.text
  }
}
