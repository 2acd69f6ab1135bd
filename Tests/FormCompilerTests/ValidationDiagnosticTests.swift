import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Diagnostics of validation (issue 22): the rule keys' values, which rows and sections may have which rule,
/// contradictions, patterns, messages, `enabled`, the validation flags conditions read, `form` as a reserved id,
/// and cycles.
@Suite struct ValidationDiagnosticTests {
  @Test func unknownFormatSuggestsTheClosestName() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: email, kind: text, format: 1️⃣e-mail}
            - {id: site, kind: text, format: "2️⃣URL"}
            - {id: code, kind: text, format: 3️⃣postcode}
      """,
      [
        DiagnosticSpec(
          id: "unknown-format",
          message: "unknown format 'e-mail'; use email, url, phone or digits (did you mean 'email'?)",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "email")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-format",
          message: "unknown format 'URL'; use email, url, phone or digits (did you "
            + "mean 'url'?)",
          fixIts: [FixItSpec("2️⃣", length: 3, replacement: "url")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-format", message: "unknown format 'postcode'; use email, url, phone or digits",
          fixIts: []),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("format: email}") && fixed.contains("format: \"url\"}"))
  }

  /// A template row's conditions may read their own item's flags, not others: the runtime would refuse to load
  /// the form, so the compiler says where.
  @Test func templateRowsReadNoFlagOutsideTheirItem() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: name, kind: text, required: true}
        - id: phones
          list: {}
          rows:
            - id: number
              kind: text
              visible: 1️⃣"form.isValid"
            - id: label
              kind: text
              minLength: 2
              enabled: 2️⃣"name.isValid"
              valid: "number.isEnabled && label.isEnabled"
      """,
      [
        DiagnosticSpec(
          "1️⃣", id: "template-flag-outside-item",
          message: "the condition 'form.isValid' of template row 'number' of list 'phones' reads 'form.isValid', "
            + "outside its own item; read the item's own rows' flags, or read this one from a static row"),
        DiagnosticSpec(
          "2️⃣", id: "template-flag-outside-item",
          message: "the condition 'name.isValid' of template row 'label' of list 'phones' reads 'name.isValid', "
            + "outside its own item; read the item's own rows' flags, or read this one from a static row"),
      ])
  }

  @Test func wrongScalarTypesOfRuleKeys() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              kind: text
              required: 1️⃣yes
              minLength: 2️⃣two
              pattern: 3️⃣[a, b]
              message: 4️⃣{text: hi}
              enabled: 5️⃣[on]
            - id: size
              kind: multichoice
              options: [s, m]
              maxCount: 6️⃣1.5
              valid: 7️⃣{a: b}
      """,
      [
        DiagnosticSpec(id: "expected-bool", message: "expected true or false for 'required', found 'yes'"),
        DiagnosticSpec("2️⃣", id: "expected-int", message: "expected an integer for 'minLength'"),
        DiagnosticSpec("3️⃣", id: "expected-string", message: "expected a string for 'pattern', found a sequence"),
        DiagnosticSpec("4️⃣", id: "expected-string", message: "expected a string for 'message', found a mapping"),
        DiagnosticSpec(
          "5️⃣", id: "expected-condition",
          message: "expected a condition string or true/false for 'enabled', found a sequence"),
        DiagnosticSpec("6️⃣", id: "expected-int", message: "expected an integer for 'maxCount'"),
        DiagnosticSpec(
          "7️⃣", id: "expected-condition",
          message: "expected a condition string or true/false for 'valid', found a mapping"),
      ])
  }

  @Test func misspeltRuleKeysSuggestTheRuleKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: name, kind: text, 1️⃣minLenght: 3, 2️⃣requierd: true}
        - id: plan
          select: multiple
          3️⃣maxcount: 2
          rows: [{id: a}, {id: b}]
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "unknown key 'minLenght' in a row; did you mean 'minLength'?",
          fixIts: [FixItSpec("1️⃣", length: 9, replacement: "minLength")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-key", message: "unknown key 'requierd' in a row; did you mean 'required'?",
          fixIts: [FixItSpec("2️⃣", length: 8, replacement: "required")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-key", message: "unknown key 'maxcount' in a section; did you mean 'maxCount'?",
          fixIts: [FixItSpec("3️⃣", length: 8, replacement: "maxCount")]),
      ])
  }

  @Test func rulesOnKindsThatCannotHaveThem() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: guests, kind: number, required: 1️⃣true, valid: 2️⃣"guests > 0"}
            - {id: note, required: 3️⃣false}
            - {id: agree, kind: toggle, minLength: 4️⃣1}
            - {id: tags, kind: multichoice, options: [a], format: 5️⃣email}
            - {id: name, kind: text, minCount: 6️⃣1}
            - {id: go, kind: button, valid: 7️⃣"guests > 1"}
      """,
      [
        DiagnosticSpec(
          id: "rule-not-applicable",
          message: "'required' applies to text, toggle, choice, picker, multichoice and date rows, and to select "
            + "sections, not to number rows"),
        // `valid` applies to any row with a value, a number included.
        DiagnosticSpec(
          "3️⃣", id: "rule-not-applicable",
          message: "'required' applies to text, toggle, choice, picker, multichoice and date rows, and to select "
            + "sections, not to label rows"),
        DiagnosticSpec(
          "4️⃣", id: "rule-not-applicable", message: "'minLength' applies to text rows, not to toggle rows"),
        DiagnosticSpec(
          "5️⃣", id: "rule-not-applicable", message: "'format' applies to text rows, not to multichoice rows"),
        DiagnosticSpec(
          "6️⃣", id: "rule-not-applicable",
          message: "'minCount' applies to multichoice rows, and to 'select: multiple' sections, not to text rows"),
        DiagnosticSpec(
          "7️⃣", id: "rule-not-applicable",
          message:
            "'valid' applies to text, toggle, number, decimal, choice, picker, multichoice and date rows, and to select "
            + "sections, not to button rows"),
      ])
  }

  @Test func rulesOnSectionsThatCannotHaveThem() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: plain
          required: 1️⃣true
          rows: [{id: a}]
        - id: size
          select: single
          minCount: 2️⃣1
          rows: [{id: small}, {id: large}]
        - id: items
          list: {}
          valid: 3️⃣"items.count > 0"
          rows: [{id: title, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "rule-not-applicable",
          message: "'required' applies to select sections and rows, not to sections without 'select'"),
        DiagnosticSpec(
          "2️⃣", id: "rule-not-applicable",
          message: "'minCount' applies to rows, and to select sections only as 'select: multiple', not to single "
            + "select section 'size'"),
        DiagnosticSpec(
          "3️⃣", id: "rule-not-applicable",
          message: "'valid' applies to select sections and rows, not to sections without 'select'"),
      ])
  }

  @Test func contradictoryBoundsNameBothPlaces() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: password, kind: text, minLength: 1️⃣12, maxLength: 2️⃣8}
            - id: toppings
              kind: multichoice
              3️⃣options: [ham, egg]
              minCount: 4️⃣3
            - id: sizes
              kind: multichoice
              options: [s, m, l]
              required: 5️⃣true
              maxCount: 6️⃣0
            - {id: code, kind: text, required: 7️⃣true, maxLength: 8️⃣0}
            - {id: extras, kind: multichoice, options: [a, b, c], minCount: 9️⃣3, maxCount: 🔟2}
      """,
      [
        DiagnosticSpec(
          id: "contradictory-rules",
          message: "'minLength' 12 is above 'maxLength' 8: no value of 'password' can pass both",
          notes: [NoteSpec("2️⃣", "'maxLength' is 8 here")]),
        DiagnosticSpec(
          "4️⃣", id: "contradictory-rules",
          message: "'minCount' 3 is above the 2 options of 'toppings': no selection can pass it",
          notes: [NoteSpec("3️⃣", "the options of 'toppings'")]),
        DiagnosticSpec(
          "6️⃣", id: "contradictory-rules",
          message: "'sizes' is required, but its 'maxCount' is 0: no selection can pass both",
          notes: [NoteSpec("5️⃣", "'required' is here")]),
        DiagnosticSpec(
          "8️⃣", id: "contradictory-rules",
          message: "'code' is required, but its 'maxLength' is 0: no text can pass both",
          notes: [NoteSpec("7️⃣", "'required' is here")]),
        DiagnosticSpec(
          "9️⃣", id: "contradictory-rules",
          message: "'minCount' 3 is above 'maxCount' 2: no value of 'extras' can pass both",
          notes: [NoteSpec("🔟", "'maxCount' is 2 here")]),
      ])
  }

  @Test func aSelectSectionsMinCountAboveItsChoices() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - 1️⃣id: toppings
          select: multiple
          minCount: 2️⃣3
          required: true
          rows: [{id: ham}, {id: egg}]
        - 4️⃣id: one
          select: multiple
          minCount: 3️⃣2
          rows: [{id: only}]
      """,
      [
        DiagnosticSpec(
          "2️⃣", id: "contradictory-rules",
          message: "'minCount' 3 is above the 2 choices of 'toppings': no selection can pass it",
          notes: [NoteSpec("1️⃣", "the choices of 'toppings'")]),
        DiagnosticSpec(
          "3️⃣", id: "contradictory-rules", message: "'minCount' 2 is above the 1 choice of 'one'",
          notes: [NoteSpec("4️⃣", "the choice of 'one'")]),
      ])
  }

  @Test func negativeBounds() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: name, kind: text, minLength: 1️⃣-1, maxLength: 2️⃣-3}
      """,
      [
        DiagnosticSpec(id: "negative-bound", message: "'minLength' is -1; a length or a count is 0 or more"),
        DiagnosticSpec("2️⃣", id: "negative-bound", message: "'maxLength' is -3; a length or a count is 0 or more"),
      ])
  }

  @Test func aBadPatternIsPlacedInsideTheString() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: code, kind: text, pattern: "[A-Z]1️⃣{2,1}"}
            - {id: other, kind: text, pattern: 'ab2️⃣)'}
            - id: third
              kind: text
              pattern: "\\\\d+3️⃣("
      """,
      [
        DiagnosticSpec(id: "bad-pattern", message: "bad pattern: "),
        DiagnosticSpec("2️⃣", id: "bad-pattern", message: "bad pattern: "),
        DiagnosticSpec("3️⃣", id: "bad-pattern", message: "bad pattern: "),
      ])
  }

  @Test func aMessageWithoutARule() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: email, kind: text, message: 1️⃣Enter your email}
            - {id: note, kind: text, required: false, message: 2️⃣Say something}
        - id: plan
          select: single
          message: 3️⃣Pick one
          rows: [{id: a}]
      """,
      [
        DiagnosticSpec(
          id: "message-without-rule",
          message: "'message' of 'email' is never shown: it has no rule (required, format, minLength, maxLength, "
            + "pattern, minCount, maxCount or valid) for it to replace the message of"),
        DiagnosticSpec("2️⃣", id: "message-without-rule", message: "'message' of 'note' is never shown"),
        DiagnosticSpec("3️⃣", id: "message-without-rule", message: "'message' of section 'plan' is never shown"),
      ])
  }

  @Test func validAndEnabledAreTypeCheckedLikeVisible() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: name, kind: text, valid: "1️⃣name", enabled: "2️⃣nmae.isEmpty"}
            - {id: go, kind: button, enabled: "3️⃣count > 1"}
        - id: plan
          select: single
          valid: "4️⃣plan"
          rows: [{id: a}]
      """,
      [
        DiagnosticSpec(id: "condition-not-bool", message: "condition must be a boolean, but this is a string"),
        DiagnosticSpec(
          "2️⃣", id: "unknown-name", message: "unknown name 'nmae' in condition; did you mean 'name'?",
          fixIts: [FixItSpec("2️⃣", length: 4, replacement: "name")]),
        DiagnosticSpec("3️⃣", id: "unknown-name", message: "unknown name 'count' in condition"),
        DiagnosticSpec(
          "4️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is a single selection"),
      ])
  }

  @Test func formIsAReservedIdentifier() {
    assertDiagnostics(
      """
      form: Demo
      state:
        1️⃣form: {type: bool}
      sections:
        - id: 2️⃣form
          rows: [{id: 3️⃣form}]
      """,
      [
        DiagnosticSpec(
          id: "reserved-identifier",
          message: "'form' cannot be the id of a state variable: conditions read the form's validity as "
            + "'form.isValid'; choose another id"),
        DiagnosticSpec("2️⃣", id: "reserved-identifier", message: "'form' cannot be the id of a section"),
        DiagnosticSpec("3️⃣", id: "reserved-identifier", message: "'form' cannot be the id of a row"),
        // The three share one namespace, which is reported too (sections are declared first).
        DiagnosticSpec(id: "duplicate-id", message: "id 'form' is already used", notes: [NoteSpec("2️⃣", "first used")]),
        DiagnosticSpec(
          "3️⃣", id: "duplicate-id", message: "id 'form' is already used", notes: [NoteSpec("2️⃣", "first used")]),
      ])
  }

  @Test func flagsOfWhatHasNone() {
    assertDiagnostics(
      """
      form: Demo
      state:
        business: {type: bool}
      sections:
        - id: main
          rows:
            - {id: a, kind: button, enabled: "1️⃣business.isValid"}
            - {id: b, kind: button, enabled: "2️⃣size.isEnabled"}
            - {id: c, kind: button, enabled: "3️⃣main.isValid"}
            - {id: d, kind: button, enabled: "4️⃣phones.isValid"}
            - {id: e, kind: button, enabled: "5️⃣form.isEnabled"}
            - {id: f, kind: button, enabled: "6️⃣form"}
            - {id: g, kind: button, enabled: "7️⃣from.isValid"}
        - id: size
          select: single
          rows: [{id: small}]
        - id: phones
          list: {}
          rows: [{id: number, kind: text}]
      """,
      [
        DiagnosticSpec(
          id: "no-validation-flag",
          message: "'business' is a state variable, which has no '.isValid'; rows have validation flags"),
        DiagnosticSpec(
          "2️⃣", id: "no-validation-flag",
          message: "'size' is a select section, which has no '.isEnabled'; each of its rows has one"),
        DiagnosticSpec(
          "3️⃣", id: "no-validation-flag", message: "'main' is a section without 'select', which has no '.isValid'"),
        DiagnosticSpec("4️⃣", id: "no-validation-flag", message: "'phones' is a list, which has no '.isValid'"),
        DiagnosticSpec(
          "5️⃣", id: "no-validation-flag", message: "'form' is read only as 'form.isValid' (whether the form is valid)"),
        DiagnosticSpec("6️⃣", id: "no-validation-flag", message: "'form' is read only as 'form.isValid'"),
        DiagnosticSpec(
          "7️⃣", id: "unknown-name", message: "unknown name 'from' in condition; did you mean 'form'?",
          fixIts: [FixItSpec("7️⃣", length: 4, replacement: "form")]),
      ])
  }

  @Test func flagsOfTemplateRowsAreReadOnlyInTheirTemplate() {
    let form = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          rows:
            - {id: number, kind: text, required: true}
            - {id: call, kind: button, enabled: "number.isValid && label.isEnabled"}
            - {id: label, kind: text, enabled: "!number.isEmpty"}
        - id: main
          rows:
            - {id: done, kind: button, enabled: "1️⃣number.isValid"}
      """,
      [
        DiagnosticSpec(
          id: "item-field-outside-list",
          message: "'number' belongs to each item of 'phones'; outside the list use phones.count or phones.isEmpty")
      ]
    ).form
    #expect(form == nil)
  }

  @Test func flagsReadByConditionsCompile() throws {
    let form = try #require(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - {id: email, kind: text, required: true, format: email}
              - {id: born, kind: date, required: true}
              - {id: hint, visible: "!email.isValid || !born.isValid"}
              - {id: go, kind: button, enabled: "form.isValid && plan.isValid && hint.isEnabled"}
          - id: plan
            select: multiple
            required: true
            rows: [{id: a}, {id: b}]
        """))
    let go = try #require(form.rows.id.firstIndex(of: "go"))
    let code = form.conditions[form.rows.enabled[go]].code
    #expect(
      code == [
        .loadValidation(.formIsValid), .loadValidation(.sectionIsValid(1)), .and,
        .loadValidation(.rowIsEnabled(2)), .and,
      ])
  }

  @Test func aCycleIsReportedAtTheConditionThatClosesIt() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: email
              kind: text
              required: 1️⃣true
              enabled: 2️⃣"form.isValid"
            - {id: submit, kind: button, enabled: "form.isValid"}
      """,
      [
        DiagnosticSpec(
          "2️⃣", id: "validation-cycle",
          message: "validation depends on itself: email.isEnabled reads form.isValid, which depends on "
            + "email.isValid, which depends on email.isEnabled",
          notes: [
            NoteSpec("1️⃣", "form.isValid depends on email.isValid"),
            NoteSpec("2️⃣", "email.isValid depends on email.isEnabled (the rules of a disabled row do not apply)"),
          ])
      ])
  }

  @Test func aCycleThroughValidRulesAndVisibility() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: a, kind: text, valid: 1️⃣"b.isValid"}
            - {id: 2️⃣b, kind: text, visible: 3️⃣"a.isValid", required: true}
      """,
      [
        DiagnosticSpec(
          id: "validation-cycle",
          message: "validation depends on itself: a.isValid reads b.isValid, which depends on whether 'b' is shown, "
            + "which depends on a.isValid",
          notes: [
            NoteSpec("2️⃣", "b.isValid depends on whether 'b' is shown (the rules of a hidden row do not apply)"),
            NoteSpec("3️⃣", "whether 'b' is shown reads a.isValid here"),
          ])
      ])
  }

  @Test func aButtonEnabledByTheFormsValidityIsNoCycle() {
    #expect(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - {id: email, kind: text, required: true, enabled: "terms.isEnabled"}
              - {id: terms, kind: toggle, required: true, visible: "email.isValid"}
              - {id: submit, kind: button, enabled: "form.isValid && terms.isValid"}
        """) != nil)
  }

  @Test func trapsDoNotGuessFromValidationFlags() {
    // Evaluated with every flag true (as a form without rules has them), the toggle's condition would turn false on
    // its tap and the child's would never hold; both read flags that the user's edits change, so neither is a trap
    // the spec alone decides.
    #expect(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - {id: email, kind: text, required: true}
              - {id: agree, kind: toggle, required: true, visible: "!agree || !email.isValid"}
              - id: more
                expands:
                  - {id: fix, visible: "!form.isValid"}
        """) != nil)
  }

  @Test func aFlagThatReadsItselfIsACycleOfOneStep() {
    // In a template, `number.isValid` is the same item's: the rule reads its own result.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          rows:
            - {id: number, kind: text, valid: 1️⃣"number.isValid || number.isEmpty"}
      """,
      [
        DiagnosticSpec(
          id: "validation-cycle", message: "validation depends on itself: number.isValid reads number.isValid")
      ])
    // One cycle is reported at a time (the first the graph's search meets); fixing it shows the next.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: call, kind: button, enabled: 1️⃣"!call.isEnabled"}
            - {id: name, kind: text, valid: "name.isValid"}
      """,
      [
        DiagnosticSpec(
          id: "validation-cycle", message: "validation depends on itself: call.isEnabled reads call.isEnabled")
      ])
  }
}
