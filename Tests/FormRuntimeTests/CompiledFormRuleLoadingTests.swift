import FormCompiler
import FormRuntime
import Foundation
import Testing

/// A compiled form's rules, `enabled` column and validation flags are untrusted input like the
/// rest of it: each inconsistency is an error naming it, and a form whose derived flags depend on
/// themselves is refused (its engine could never settle an event).
@Suite struct CompiledFormRuleLoadingTests {
  /// `email` (text), `terms` (toggle), `toppings` (select multiple: olives, ham), `age` (number),
  /// `note` (label), `submit` (button).
  private static func form() throws -> CompiledForm {
    try ExampleForms.compile(
      text: """
        form: Signup
        sections:
          - id: account
            rows:
              - {id: email, kind: text}
              - {id: terms, kind: toggle}
              - {id: age, kind: number}
              - {id: note, kind: label}
              - {id: submit, kind: button}
          - id: toppings
            select: multiple
            rows:
              - {id: olives, kind: label}
              - {id: ham, kind: label}
        """)
  }

  /// Appends a rule and, for `valid`, a condition.
  private static func addRule(
    _ form: inout CompiledForm, row: Int = -1, section: Int = -1, _ kind: RuleKind, _ argument: FormValue = .null,
    condition: Int = -1, message: String = "Invalid"
  ) {
    form.rules.append(
      row: row, section: section, kind: kind, argument: argument, condition: condition, message: message)
  }

  private func slot(_ id: String, in form: CompiledForm) -> Int { form.names.rowSlot(of: id) ?? -1 }

  /// A form with one rule of each kind its rows can have, and a condition reading every flag.
  private static func validForm() throws -> CompiledForm {
    var form = try Self.form()
    let email = form.names.rowSlot(of: "email") ?? -1, terms = form.names.rowSlot(of: "terms") ?? -1
    form.conditions.append(
      ConditionProgram(
        source: "email.isValid and email.isEnabled and toppings.isValid and form.isValid",
        code: [
          .loadValidation(.rowIsValid(email)), .loadValidation(.rowIsEnabled(email)), .and,
          .loadValidation(.sectionIsValid(1)), .and, .loadValidation(.formIsValid), .and,
        ]))
    let flags = form.conditions.count - 1
    form.conditions.append(ConditionProgram(source: "terms", code: [.loadValue(form.rows.value[terms])]))
    let termsOn = form.conditions.count - 1
    addRule(&form, row: email, .required)
    addRule(&form, row: email, .format, .string("email"))
    addRule(&form, row: email, .minLength, .int(3))
    addRule(&form, row: email, .maxLength, .int(64))
    addRule(&form, row: email, .pattern, .string("^[a-z@.]*$"))
    addRule(&form, row: email, .valid, condition: termsOn)
    addRule(&form, row: terms, .required)
    addRule(&form, section: 1, .required)
    addRule(&form, section: 1, .minCount, .int(1))
    addRule(&form, section: 1, .maxCount, .int(2))
    form.rows.enabled[form.names.rowSlot(of: "submit") ?? -1] = flags
    return form
  }

  private func expectRejected(
    _ form: CompiledForm, _ mutate: (inout CompiledForm) -> Void, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var broken = form
    mutate(&broken)
    do {
      try broken.validate()
      Issue.record("accepted a broken rule table; expected: \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
    }
    #expect(throws: CompiledFormError.self, sourceLocation: sourceLocation) {
      try CompiledForm(jsonData: broken.jsonData())
    }
  }

  @Test func rulesFlagsAndEnabledRoundTripAndDerivePlans() throws {
    let form = try Self.validForm()
    try form.validate()
    let loaded = try CompiledForm(jsonData: form.jsonData())
    #expect(loaded == form)
    #expect(try JSONDecoder().decode(CompiledForm.self, from: form.jsonData()) == form)
    let email = slot("email", in: form), submit = slot("submit", in: form), terms = slot("terms", in: form)
    #expect(form.ruleLayout.rules(ofRow: email) == 0..<6)
    #expect(form.ruleLayout.rules(ofRow: terms) == 6..<7)
    #expect(form.ruleLayout.rules(ofSection: 1) == 7..<10)
    #expect(form.ruleLayout.rules(ofRow: submit).isEmpty)
    // The submit button's `enabled` reads the four flags; the email's `valid` rule reads `terms`.
    for flag in [ValidationFlag.rowIsValid(email), .rowIsEnabled(email), .sectionIsValid(1), .formIsValid] {
      #expect(form.plans.validations[flag]?.enabledRows == [submit], "\(flag)")
    }
    #expect(form.plans.values[form.rows.value[terms]].ruleRows == [email])
    // A form without rules writes no `rules` key, and every row's `enabled` is -1.
    let plain = try Self.form()
    #expect(!String(decoding: plain.jsonData(), as: UTF8.self).contains("\"rules\""))
    #expect(plain.rows.enabled.allSatisfy { $0 == -1 })
  }

  @Test func ruleTargetsAndKindsMustFit() throws {
    let form = try Self.validForm()
    let age = slot("age", in: form), note = slot("note", in: form), email = slot("email", in: form)
    expectRejected(form, { Self.addRule(&$0, row: age, .required) }, "a number row cannot have a required rule")
    expectRejected(form, { Self.addRule(&$0, row: note, .valid, condition: 0) }, "a label row cannot have a valid rule")
    expectRejected(
      form, { Self.addRule(&$0, section: 1, .pattern, .string("x")) },
      "select section 'toppings' cannot have a pattern rule")
    expectRejected(form, { Self.addRule(&$0, section: 0, .required) }, "names neither a row nor a select section")
    expectRejected(form, { Self.addRule(&$0, row: email, section: 1, .required) }, "names neither")
    expectRejected(form, { $0.rules.kind.swapAt(2, 3) }, "out of order")
    expectRejected(form, { $0.rules.argument[2] = .int(-1) }, "a bound of 0 or more")
    expectRejected(form, { $0.rules.argument[1] = .int(1) }, "takes a string")
    expectRejected(form, { $0.rules.condition[5] = 99 }, "a valid rule names a condition")
    expectRejected(form, { $0.rules.argument[0] = .bool(true) }, "takes no argument")
    expectRejected(form, { $0.rules.message.removeLast() }, "rule table columns have different lengths")
    expectRejected(form, { $0.rows.enabled[0] = 42 }, "rows.enabled[0] names condition 42")
  }

  @Test func formatAndPatternRulesRunTheirWellFormedPrograms() throws {
    let form = try Self.validForm()
    #expect(form.rules.program[4] == (try ValuePattern("^[a-z@.]*$")).code)
    expectRejected(form, { $0.rules.program[1] = nil }, "rules.program[1]: a format rule needs its program")
    expectRejected(form, { $0.rules.program[4] = nil }, "rules.program[4]: a pattern rule needs its program")
    expectRejected(form, { $0.rules.program[0] = [0, 0] }, "rules.program[0]: a required rule has no program (null)")
    expectRejected(
      form, { $0.rules.program[4] = [0, 3, 4, 0] }, "rules.program[4][2]: 4 is past the last instruction (1)")
    expectRejected(form, { $0.rules.program[1]?.removeLast() }, "does not end with a match")
    // The program is what runs: the argument is kept for messages, not compiled again.
    var digits = form
    digits.rules.program[4] = try ValuePattern("[0-9]+").code
    digits.rules.message[4] = "Digits only"
    var engine = try FormEngine(form: digits)
    _ = try engine.send(.edit("email", .string("a@b.co")))
    #expect(engine.errors["email"] == "Digits only")
  }

  @Test func flagsMustNameRowsAndSelectSections() throws {
    let form = try Self.validForm()
    func reading(_ flag: ValidationFlag) -> (inout CompiledForm) -> Void {
      { $0.conditions[0] = ConditionProgram(source: "x", code: [.loadValidation(flag)]) }
    }
    expectRejected(form, reading(.rowIsValid(99)), "reads a flag of row 99")
    expectRejected(form, reading(.rowIsEnabled(-1)), "reads a flag of row -1")
    expectRejected(form, reading(.sectionIsValid(0)), "not a select section")
  }

  /// A text row with rules enabled by `form.isValid` would decide its own validity: refused,
  /// with the cycle named. A button enabled by it is fine (the valid form above).
  @Test func aValidationThatDependsOnItselfIsRefused() throws {
    let form = try Self.validForm()
    let email = slot("email", in: form)
    let flags = form.rows.enabled[slot("submit", in: form)]
    expectRejected(form, { $0.rows.enabled[email] = flags }, "depends on itself")
    var selfHiding = form
    selfHiding.conditions.append(ConditionProgram(source: "email.isValid", code: [.loadValidation(.rowIsValid(email))]))
    let condition = selfHiding.conditions.count - 1
    expectRejected(selfHiding, { $0.rows.visible[email] = condition }, "email.isValid")
    // A row shown by another row's validity is no cycle.
    var hint = form
    hint.conditions.append(
      ConditionProgram(source: "!email.isValid", code: [.loadValidation(.rowIsValid(email)), .not]))
    hint.rows.visible[slot("note", in: form)] = hint.conditions.count - 1
    try hint.validate()
  }
}
