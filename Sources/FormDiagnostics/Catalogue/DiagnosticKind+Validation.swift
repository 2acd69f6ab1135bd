// The catalogue: the problems of validation rules (`required`, `format`, `minLength`, `maxLength`, `pattern`,
// `minCount`, `maxCount`, `valid`, `message`), of `enabled`, and of the validation flags conditions read
// (`ROW.isValid`, `ROW.isEnabled`, `SECTION.isValid`, `form.isValid`): FormCompiler's Checks and its cycle check.
// Alphabetical by id.

extension DiagnosticKind {
  public static let badPattern = DiagnosticKind(
    "bad-pattern", .error,
    message: "bad pattern: <what the pattern matcher says>",
    explanation: """
      A 'pattern' is a regular expression in the dialect formc's runtime matches (a subset of ECMAScript's, with \
      the 'u' flag; see the README's "Patterns"), compiled when the spec is compiled, so a pattern the runtime \
      could not match never reaches an app. The error points at the character where the pattern goes wrong. The \
      whole value must match, so '^' and '$' are not needed.
      """,
    example: .spec(
      rows: """
        - id: code
          kind: text
          pattern: "[A-Z]{2"

        """))

  public static let contradictoryRules = DiagnosticKind(
    "contradictory-rules", .error,
    message: "'<rule>' <bound> is above '<other rule>' <bound>: no value of '<row>' can pass both",
    otherMessages: [
      "'minCount' <count> is above the <number> <options or choices> of '<row>': no selection can pass it",
      "'<row>' is required, but its 'maxCount' is 0: no selection can pass both",
      "'<row>' is required, but its 'maxLength' is 0: no text can pass both",
    ],
    explanation: """
      The rules of one row (or select section) contradict each other, so it could never be valid and a form that \
      needs it could never be submitted: a minimum above the maximum, a 'minCount' above the number of options \
      (or of choices, on a select section), or 'required' with a maximum of 0. Fix the bound that is wrong; the \
      error is on one of them and a note points at the other.
      """,
    example: .spec(
      rows: """
        - id: password
          kind: text
          minLength: 12
          maxLength: 8

        """))

  public static let messageWithoutRule = DiagnosticKind(
    "message-without-rule", .error,
    message:
      "'message' of '<row or section>' is never shown: it has no rule (<rules>) for it to replace the message of",
    explanation: """
      A row's (or select section's) 'message' replaces the default message of each of its rules; on a row without \
      rules it would never be shown, which usually means a rule was forgotten or misspelt ('required: false' is \
      no rule). Add the rule, or remove the message.
      """,
    example: .spec(
      rows: """
        - id: email
          kind: text
          message: Enter your work email

        """))

  public static let negativeBound = DiagnosticKind(
    "negative-bound", .error,
    message: "'<rule>' is <number>; a length or a count is 0 or more",
    explanation: """
      'minLength', 'maxLength', 'minCount' and 'maxCount' count characters or selected options, so they are 0 or \
      more.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text, maxLength: -1}

        """))

  public static let noValidationFlag = DiagnosticKind(
    "no-validation-flag", .error,
    message: "'<name>' is <what it is>, which has no '.<flag>'; <what has one>",
    otherMessages: [
      "'form' is read only as 'form.isValid' (whether the form is valid)"
    ],
    explanation: """
      Conditions read validation through flags: 'ROW.isValid' and 'ROW.isEnabled' of any row, 'SECTION.isValid' \
      of a select section (its selection, which has rules; its rows have their own flags), and 'form.isValid'. \
      State variables, lists and sections without 'select' have no flags, and 'form' is nothing else.
      """,
    example: .spec(
      """
      form: Example
      state:
        business: {type: bool}
      sections:
        - id: main
          rows:
            - {id: submit, kind: button, enabled: "business.isValid"}

      """))

  public static let ruleNotApplicable = DiagnosticKind(
    "rule-not-applicable", .error,
    message: "'<rule>' applies to <the row kinds that take it>, not to <kind> rows",
    otherMessages: [
      "'<rule>' applies to select sections and rows, not to sections without 'select'",
      "'<rule>' applies to rows, and to select sections only as <which>, not to <which> select section '<section>'",
    ],
    explanation: """
      Each rule checks one kind of value: 'required' a text, toggle, choice, picker, multichoice or date row (or a \
      select section's selection); 'format', 'minLength', 'maxLength' and 'pattern' a text row; 'minCount' and \
      'maxCount' a multichoice row or a 'select: multiple' section; 'valid' any row with a value, or a select \
      section. A number keeps its 'min' and 'max' limits, and a label or button has nothing to validate (give a \
      button 'enabled: "form.isValid"' to keep it disabled until the form is valid).
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number, required: true}

        """))

  public static let templateFlagOutsideItem = DiagnosticKind(
    "template-flag-outside-item", .error,
    message: """
      the condition '<condition>' of template row '<row>' of list '<list>' reads <flag>, outside its own item; read \
      the item's own rows' flags, or read this one from a static row
      """,
    explanation: """
      A condition of a list's template row (its 'visible', its 'enabled', its 'valid' rule) may read the \
      validation flags of its own item's rows ('number.isValid', 'label.isEnabled'), not 'form.isValid', a static \
      row's or a select section's flag: the runtime works out an item's rows once per event, and such a flag can \
      change later in the same event, which would leave the item's rows stale. Read the flag from a static row \
      instead (a button after the list with 'enabled: "form.isValid"'), or read the item's own fields.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows:
            - {id: name, kind: text, required: true}
        - id: phones
          list: {}
          rows:
            - id: number
              kind: text
              visible: "name.isValid"

      """))

  public static let unknownFormat = DiagnosticKind(
    "unknown-format", .error,
    message: "unknown format '<format>'; use <the format names> (did you mean '<suggestion>'?)",
    otherMessages: ["unknown format '<format>'; use <the format names>"],
    explanation: """
      'format' names one of the formats formc defines (each a pattern of the runtime's dialect, described in the \
      README): email, url, phone or digits. For any other shape, write a 'pattern'.
      """,
    example: .spec(
      rows: """
        - {id: email, kind: text, format: e-mail}

        """))

  public static let validationCycle = DiagnosticKind(
    "validation-cycle", .error,
    message: "validation depends on itself: <the steps of the cycle>",
    explanation: """
      A row's validity depends on whether it is shown and enabled (rules apply only to rows the user can fix), \
      on its value and on what its 'valid' rule reads; the form's validity depends on every row with rules. A \
      condition that reads one of these flags where that flag depends back on the condition has no answer: a \
      text row with rules and 'enabled: "form.isValid"' would be disabled while the form is invalid, which would \
      make it valid. The error is on the condition that closes the cycle, and a note on each step. Give \
      'enabled: "form.isValid"' to a button (which has no rules), or read something else.
      """,
    example: .spec(
      rows: """
        - id: email
          kind: text
          required: true
          enabled: "form.isValid"

        """))
}
