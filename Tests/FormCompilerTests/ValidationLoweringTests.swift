import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// How validation is lowered: the rule table (targets in slot order, rows before select sections, each target's
/// rules in `RuleKind` order whatever order the spec wrote them in), each rule's final message, `rows.enabled`,
/// the flags conditions read, and where the source map places rules and `enabled`.
@Suite struct ValidationLoweringTests {
  static let spec = """
    form: Signup
    state:
      business: {type: bool}
    sections:
      - id: account
        rows:
          - id: email
            kind: text
            format: email
            required: true
          - id: password
            kind: text
            pattern: "^(?=.*[0-9]).*$"
            maxLength: 64
            minLength: 10
          - id: confirm
            kind: text
            valid: "confirm == password"
            message: The passwords differ
          - {id: pin, kind: text, minLength: 1, maxLength: 1, format: digits}
          - {id: toppings, kind: multichoice, options: [ham, egg, cheese], minCount: 1, maxCount: 3}
          - {id: terms, kind: toggle, required: true}
          - {id: company, kind: text, required: true, visible: business, enabled: "email.isValid"}
      - id: plan
        select: multiple
        maxCount: 2
        required: true
        message: Pick one or two plans
        rows: [{id: basic}, {id: pro}, {id: team}]
      - id: phones
        list: {}
        rows:
          - {id: number, kind: text, required: true, format: phone}
          - {id: call, kind: button, enabled: "number.isValid"}
      - id: done
        rows:
          - {id: submit, kind: button, enabled: "form.isValid"}
    """

  @Test func theRuleTable() throws {
    let form = try #require(compileClean(Self.spec))
    func slot(_ id: String) -> Int { form.rows.id.firstIndex(of: id) ?? -1 }
    let rules = form.rules
    let targets = (0..<rules.count).map {
      rules.row[$0] >= 0 ? form.rows.id[rules.row[$0]] : "§" + form.sections.id[rules.section[$0]]
    }
    #expect(
      targets == [
        "email", "email", "password", "password", "password", "confirm", "pin", "pin", "pin", "toppings", "toppings",
        "terms", "company", "number", "number", "§plan", "§plan",
      ])
    #expect(
      rules.kind == [
        .required, .format, .minLength, .maxLength, .pattern, .valid, .format, .minLength, .maxLength, .minCount,
        .maxCount, .required, .required, .required, .format, .required, .maxCount,
      ])
    #expect(
      rules.argument == [
        .null, .string("email"), .int(10), .int(64), .string("^(?=.*[0-9]).*$"), .null, .string("digits"), .int(1),
        .int(1), .int(1), .int(3), .null, .null, .null, .string("phone"), .null, .int(2),
      ])
    #expect(
      rules.message == [
        "Required", "Enter a valid email address", "Use at least 10 characters", "Use at most 64 characters",
        "Doesn't match the expected format", "The passwords differ", "Use digits only", "Use at least 1 character",
        "Use at most 1 character", "Choose at least 1", "Choose at most 3", "Required", "Required", "Required",
        "Enter a valid phone number", "Pick one or two plans", "Pick one or two plans",
      ])
    // Only the `valid` rule names a condition: the text as written.
    for rule in 0..<rules.count {
      if rules.kind[rule] == .valid {
        #expect(form.conditions[rules.condition[rule]].source == "confirm == password")
      } else {
        #expect(rules.condition[rule] == -1)
      }
    }
    #expect(form.rules.row.last == -1 && form.rules.section.last == form.sections.id.firstIndex(of: "plan"))
    #expect(form.ruleLayout.rules(ofRow: slot("number")) == 13..<15)
    #expect(form.ruleLayout.rules(ofRow: slot("call")).isEmpty)
    // The loader accepts what the compiler writes, rules and all.
    let reloaded = try CompiledForm(jsonData: form.jsonData())
    #expect(reloaded.rules == form.rules)
  }

  @Test func enabledAndFlags() throws {
    let form = try #require(compileClean(Self.spec))
    func slot(_ id: String) -> Int { form.rows.id.firstIndex(of: id) ?? -1 }
    for (index, id) in form.rows.id.enumerated() where !["company", "call", "submit"].contains(id) {
      #expect(form.rows.enabled[index] == -1, "\(id)")
    }
    #expect(form.conditions[form.rows.enabled[slot("company")]].code == [.loadValidation(.rowIsValid(slot("email")))])
    // In the template, `number` is the same item's.
    #expect(form.conditions[form.rows.enabled[slot("call")]].code == [.loadValidation(.rowIsValid(slot("number")))])
    #expect(form.conditions[form.rows.enabled[slot("submit")]].code == [.loadValidation(.formIsValid)])
  }

  @Test func theSourceMapPlacesRulesAndEnabled() throws {
    let result = FormCompiler.compile(SourceText(path: testPath, text: Self.spec))
    let form = try #require(result.form)
    let map = try #require(result.sourceMap)
    #expect(map.rules.count == form.rules.count)
    // `required: true` of email (line 10) comes first although `format` (line 9) is written first.
    #expect(map.rules[0].line == 10 && map.rules[1].line == 9)
    let company = try #require(form.rows.id.firstIndex(of: "company"))
    #expect(map.rowEnabled[company]?.line == 23)
    #expect(map.rowEnabled[0] == nil)
    // The conditions' places include `enabled` and `valid`.
    let confirmCondition = form.rules.condition[5]
    #expect(map.conditions[confirmCondition].map(\.line) == [18])
  }

  @Test func aFormWithoutRulesHasNone() throws {
    let form = try #require(
      compileClean(
        """
        form: Plain
        sections:
          - id: main
            rows: [{id: name, kind: text}, {id: go, kind: button}]
        """))
    #expect(form.rules.count == 0)
    #expect(form.rows.enabled == [-1, -1])
  }

  @Test func requiredFalseAndValidTrueAreNoRules() throws {
    let form = try #require(
      compileClean(
        """
        form: Plain
        sections:
          - id: main
            rows: [{id: name, kind: text, required: false, valid: true, enabled: true}]
        """))
    #expect(form.rules.count == 0)
    #expect(form.rows.enabled == [-1])
  }

  @Test func theOrderOfTheKeysDoesNotMatter() throws {
    let written = try #require(
      compileClean(
        """
        form: A
        sections:
          - id: main
            rows: [{id: name, kind: text, maxLength: 5, pattern: "[a-z]*", required: true, minLength: 2}]
        """))
    let reordered = try #require(
      compileClean(
        """
        form: A
        sections:
          - id: main
            rows: [{id: name, kind: text, required: true, minLength: 2, maxLength: 5, pattern: "[a-z]*"}]
        """))
    #expect(written.rules == reordered.rules)
  }

  /// Code generation writes each validation flag as a call on the generated API: the form's own in the form's type,
  /// the item's in a list type (`isValid(.number, key: key)`). (A template row reading any other flag is an error,
  /// `template-flag-outside-item`, so no code is generated for it.)
  @Test func codeGenerationTranslatesConditionsThatReadFlags() throws {
    let result = FormCompiler.compile(
      SourceText(
        path: testPath,
        text: """
          form: Demo
          sections:
            - id: main
              rows:
                - {id: email, kind: text, required: true}
                - {id: hint, visible: "!email.isValid"}
                - {id: more, visible: "email.isEmpty && email.isEnabled"}
                - {id: other, visible: "!email.isEmpty"}
                - {id: done, visible: "form.isValid || !plan.isValid"}
            - id: plan
              select: single
              required: true
              rows: [{id: a}, {id: b}]
            - id: phones
              list: {}
              rows:
                - {id: number, kind: text}
                - {id: note, visible: "number.isValid && !number.isEnabled"}
          """))
    let context = try #require(TemplateContext(result: result, generatedBy: "test", params: [:]))
    #expect(
      context.rows.prefix(5).map { $0.visible?.swift } == [
        nil, "!(isValid(.email))", "(email.isEmpty && isEnabled(.email))", "!(email.isEmpty)",
        "(isValid || !(isValid(section: .plan)))",
      ])
    #expect(
      context.lists.first?.templateRows.map { $0.visible?.swift } == [
        nil,
        "(isValid(.number, key: key) && !(isEnabled(.number, key: key)))",
      ])
  }
}
