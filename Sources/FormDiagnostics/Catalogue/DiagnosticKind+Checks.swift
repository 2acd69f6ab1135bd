// The catalogue: the problems found while checking a decoded spec (FormCompiler's Checks and Conditions): names,
// values, defaults and the types of conditions. Alphabetical by id.

extension DiagnosticKind {
  public static let accordionConflict = DiagnosticKind(
    "accordion-conflict", .error,
    message:
      "'<row>' starts expanded, but accordion section '<section>' already starts with '<other row>' expanded; only "
      + "one can be open at a time",
    explanation: """
      In an 'accordion: true' section, expanding a row collapses the others, so two rows cannot both start \
      expanded (unless one is inside the other). Keep 'expanded: true' on one of them.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: fruit
          accordion: true
          rows:
            - {id: citrus, expanded: true, expands: [{id: lemon}]}
            - {id: melon, expanded: true, expands: [{id: honeydew}]}

      """))

  public static let badFormName = DiagnosticKind(
    "bad-form-name", .error,
    message: "form name '<name>' must be a Swift type name: a capital letter, then letters and digits",
    explanation: """
      The 'form' name becomes the name of the compiled form and of the generated Swift type, so it is a capital \
      letter followed by letters and digits ('EventEditor').
      """,
    example: .spec(
      """
      form: event editor
      sections:
        - id: main
          rows: [{id: name, kind: text}]

      """))

  public static let badIdentifier = DiagnosticKind(
    "bad-identifier", .error,
    message: "<section, row or state variable> id '<id>' must start with a lower-case letter and contain only "
      + "letters, digits and '_'",
    explanation: """
      Ids are names in conditions, in events and in the generated Swift, so they are identifiers: a lower-case \
      letter, then letters, digits and '_' ('allDay', 'card_number').
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows: [{id: all-day, kind: toggle}]

      """))

  public static let badRange = DiagnosticKind(
    "bad-range", .error,
    message: "'min' <min> is above 'max' <max>",
    explanation: """
      A number row's 'min' is greater than its 'max', so no value is allowed. Swap them, or fix the one that is \
      wrong.
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number, min: 10, max: 1}

        """))

  public static let badPrecision = DiagnosticKind(
    "bad-precision", .error,
    message: "'precision' <n> of '<row>' is outside 0…18",
    explanation: """
      A decimal row's 'precision' is how many digits its values may have after the point, from 0 to 18 (the \
      most a 64-bit scaled integer holds). Values with more digits are refused, never rounded.
      """,
    example: .spec(
      rows: """
        - {id: tip, kind: decimal, precision: 20}

        """))

  public static let tooPrecise = DiagnosticKind(
    "too-precise", .error,
    message: "<what> <value> of '<row>' has more digits after the point than its precision <n>",
    otherMessages: [
      "<what> <value> of '<row>' does not fit a decimal of precision <n>",
      "<what> of number row '<row>' must be a whole number, found <value>; use 'kind: decimal' for decimals",
    ],
    explanation: """
      A decimal row holds values with at most 'precision' digits after the point (2 when not written), and a \
      number row whole numbers: a bound or default with more digits could never be held exactly, and formc never \
      rounds. Raise the precision, drop the digits, or make a number row a decimal row. At precision p a value \
      must also fit in 64 bits once multiplied by 10^p.
      """,
    example: .spec(
      rows: """
        - {id: tip, kind: decimal, precision: 2, default: 0.125}

        """))

  public static let conditionNotBool = DiagnosticKind(
    "condition-not-bool", .error,
    message: "condition must be a boolean, but this is <type>; compare it with something",
    explanation: """
      A 'visible' condition decides whether something is shown, so it is true or false. A text, number or \
      choice alone is not; compare it ("count > 0", "method == 'card'") or test it ("notes.isEmpty").
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number}
        - {id: names, kind: text, visible: "guests"}

        """))

  public static let defaultRange = DiagnosticKind(
    "default-range", .error,
    message: "default <value> of '<row>' is below its minimum <min>",
    otherMessages: ["default <value> of '<row>' is above its maximum <max>"],
    explanation: """
      A number row's 'default' lies outside its 'min'…'max'. Change the default, or the bound.
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number, min: 1, max: 10, default: 0}

        """))

  public static let defaultType = DiagnosticKind(
    "default-type", .error,
    message: "default of <row, variable or section> must be <what its type allows>, found <what was found>",
    otherMessages: [
      "items of the default of <row or section> must be <option strings or row ids>, found <what was found>"
    ],
    explanation: """
      A 'default' does not have the type of the value it starts: true or false for a toggle or bool, a whole \
      number for a number or int, a string for text, one option (or null) for a choice, a list of options for a \
      multichoice, an ISO-8601 date for a date, and for a select section one of its row ids (single) or a list of \
      them (multiple).
      """,
    example: .spec(
      rows: """
        - {id: notify, kind: toggle, default: sometimes}

        """))

  public static let duplicateID = DiagnosticKind(
    "duplicate-id", .error,
    message: "id '<id>' is already used<by what>; sections, rows and state variables share one namespace",
    explanation: """
      Two sections, rows or state variables have the same id. Every id names one thing in conditions, events \
      and the generated Swift, across the whole form; rename one. The note points at the first use.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text}
        - {id: name, kind: toggle}

        """))

  public static let duplicateOption = DiagnosticKind(
    "duplicate-option", .error,
    message: "<option or value> '<text>' of '<name>' is listed twice",
    otherMessages: ["'<text>' is listed twice in the default of <row or section>"],
    explanation: """
      A list that names distinct things (a row's 'options', a state variable's 'values', the items of a \
      multichoice default) has the same entry twice. Remove one.
      """,
    example: .spec(
      rows: """
        - {id: size, kind: choice, options: [small, large, small]}

        """))

  public static let emptyOptions = DiagnosticKind(
    "empty-options", .error,
    message: "'options' of '<row>' is empty",
    otherMessages: ["'values' of '<variable>' is empty"],
    explanation: """
      A choice, picker or multichoice row with no 'options' (or a string state variable with empty 'values') \
      offers nothing to pick. List the options.
      """,
    example: .spec(
      rows: """
        - {id: size, kind: picker, options: []}

        """))

  public static let duplicateOptionTitle = DiagnosticKind(
    "duplicate-option-title", .warning,
    message: "options '<value>' and '<other value>' of '<row>' both show the title '<title>'",
    explanation: """
      Two options of a row show the same title, so the user cannot tell them apart (an option without a \
      'title' shows its value). Give each option a title of its own.
      """,
    example: .spec(
      rows: """
        - id: payment
          kind: choice
          options: [{value: card, title: Card}, {value: debit, title: Card}]

        """))

  public static let emptyOptionTitle = DiagnosticKind(
    "empty-option-title", .error,
    message: "the title of option '<value>' of '<row>' is empty; write the text to show, or remove 'title'",
    explanation: """
      An option's 'title' is what the row shows instead of its value; an empty one would show nothing. Write \
      the text, or remove 'title' to show the value.
      """,
    example: .spec(
      rows: """
        - id: payment
          kind: choice
          options: [{value: card, title: ""}]

        """))

  public static let badDetail = DiagnosticKind(
    "bad-detail", .error,
    message: "'{{' is not closed; write {{name}} to show a value",
    otherMessages: [
      "'}}' closes no '{{'; write {{name}} to show a value",
      "'{{…}}' must hold one name, as in {{seats}}",
      "'{{<name>}}' names nothing the form declares; did you mean '<suggestion>'?",
      "'{{<name>}}' names nothing the form declares",
      "'{{<name>}}' cannot be shown: <what it is> holds no value a detail can show (numbers, texts, options and "
        + "dates can be shown)",
      "'{{<name>}}' belongs to each item of '<list>'; a detail shows values outside lists",
      "the detail of a list template row cannot show values; write plain text, or move the row out of the list",
    ],
    explanation: """
      A label's 'detail' is the text on its right. It may show values: '{{name}}' stands for the current value of \
      a row or state variable named 'name' (a number, text, option or date), and the engine reloads the label \
      when that value changes. '{{name}}' is the only interpolation: no escapes, no formatting.
      """,
    example: .spec(
      rows: """
        - {id: seats, kind: number, default: 2}
        - {id: summary, detail: "{{seats} seats"}

        """))

  public static let misplacedKey = DiagnosticKind(
    "misplaced-key", .error,
    message: "'<key>' applies to <what it applies to>, not to <what this is>",
    otherMessages: [
      "'min' and 'max' apply to number and decimal rows, not to <kind> rows",
      "'precision' applies to decimal rows, not to <kind> rows",
      "'<key>' applies to <kinds> rows, not to <kind> rows",
      "'expanded' applies to rows that expand; add 'expands' to '<row>' or remove it",
      "<kind> row '<row>' holds no value, so it takes no 'default'",
      "choice '<row>' of select section '<section>' holds no value, so it takes no 'default'; to start with it "
        + "selected, write 'default: <row>' on the section",
      "'default' applies to select sections; add 'select: single' or 'select: multiple' to section '<section>', "
        + "or remove 'default'",
      "'accordion' has no effect in select section '<section>': its rows are choices, which cannot expand; "
        + "remove it",
    ],
    explanation: """
      The key is valid in the spec language, but not where it is written: 'options' belongs to the choice kinds, \
      'min'/'max' to number rows, 'values' to string state variables, 'expanded' to rows with 'expands', a \
      section's 'default' to select sections, and rows without a value take no 'default'. The message says \
      where the key belongs.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text, options: [a, b]}

        """))

  public static let misplacedStyle = DiagnosticKind(
    "misplaced-style", .error,
    message:
      "'<style>' is not a style of <kind> rows; number rows take field or stepper, choice rows menu, inline, "
      + "segmented or wheel, date rows compact, inline or wheel",
    otherMessages: [
      "<kind> rows take no style; number rows take field or stepper, choice rows menu, inline, segmented or wheel, "
        + "date rows compact, inline or wheel"
    ],
    explanation: """
      A row's 'style' is the control it is drawn with, where its kind has several: a choice is a menu (the \
      default), inline, segmented or wheel; a date compact (the default), inline or wheel; a number a field (the \
      default) or a stepper. Other kinds have one control and take no style. Use one of the kind's styles, or \
      remove 'style'.
      """,
    example: .spec(
      rows: """
        - {id: day, kind: date, style: segmented}

        """))

  public static let stepperWithoutBounds = DiagnosticKind(
    "stepper-without-bounds", .error,
    message: "a stepper needs bounds; give number row '<row>' both 'min' and 'max', or remove 'style: stepper'",
    explanation: """
      A number row with 'style: stepper' is drawn as a stepper, which steps between the row's 'min' and 'max'; \
      without both it has nowhere to stop. Give the row both bounds, or use the default style (a field).
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number, min: 1, style: stepper}

        """))

  public static let missingOptions = DiagnosticKind(
    "missing-options", .error,
    message: "<kind> row '<row>' needs 'options'",
    explanation: """
      A choice, picker or multichoice row picks among its 'options', so it needs them. Add 'options: [..]'.
      """,
    example: .spec(
      rows: """
        - {id: size, kind: choice}

        """))

  public static let noValue = DiagnosticKind(
    "no-value", .error,
    message: "row '<row>' is a <kind> and has no value to test",
    explanation: """
      A condition names a row that holds no value (a label or a button). Test a row that holds a value, or the \
      expansion of an expandable row ('details.expanded').
      """,
    example: .spec(
      rows: """
        - {id: help, kind: button}
        - {id: name, kind: text, visible: "help"}

        """))

  public static let notAChoice = DiagnosticKind(
    "not-a-choice", .error,
    message:
      "row '<row>' is a <kind>, but the rows of select section '<section>' are its choices, which are labels; remove "
      + "'kind: <kind>', or move the row to a section without 'select'",
    otherMessages: [
      "choice '<row>' of select section '<section>' cannot expand; move the rows under 'expands' to another "
        + "section and show them with 'visible: <condition>'"
    ],
    explanation: """
      Every top-level row of a select section is one of its choices: a label the user taps to select, which \
      holds no value of its own and does not expand. A row of another kind, or one with 'expands', belongs in \
      another section (shown with a condition on the selection).
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: payment
          select: single
          rows:
            - {id: card}
            - {id: note, kind: text}

      """))

  public static let notAValue = DiagnosticKind(
    "not-a-value", .error,
    message:
      "'<section>' is a section without 'select'; conditions test rows, state variables and the selections of "
      + "select sections",
    explanation: """
      A condition names a section that has no selection. Conditions test the values of rows, state variables and \
      the selections of select sections; name one of those.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows:
            - {id: name, kind: text}
        - id: more
          visible: "main"
          rows:
            - {id: notes, kind: text}

      """))

  public static let notExpandable = DiagnosticKind(
    "not-expandable", .error,
    message: "'<row>.expanded' needs a row that expands, but '<row>' has no 'expands' rows",
    otherMessages: ["'.expanded' needs a row that expands; '<name>' is <what it is>"],
    explanation: """
      '.expanded' tests whether a row that expands is open, so it applies only to rows with 'expands', not to \
      other rows, state variables or selections.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text}
        - {id: notes, kind: text, visible: "name.expanded"}

        """))

  public static let reservedIdentifier = DiagnosticKind(
    "reserved-identifier", .error,
    message: "'<id>' is a word of the condition language and cannot be an id",
    otherMessages: [
      "'key' cannot be the id of a row of the template of '<list>': an item's values name its key 'key'; choose another id",
      "'form' cannot be the id of a <section, row or state variable>: conditions read the form's validity as "
        + "'form.isValid'; choose another id",
    ],
    explanation: """
      The words of the condition language (and, or, not, in, contains, true, false, null) cannot be ids, since a \
      condition could not tell the name from the word. Nor can a list's template have a row 'key': a default item \
      and an event's item values give the item's key under 'key', so the field could not be told from it. Nor can \
      anything be named 'form', which conditions read as the form itself ('form.isValid'). Choose another id.
      """,
    example: .spec(
      rows: """
        - {id: contains, kind: text}

        """))

  public static let typeMismatch = DiagnosticKind(
    "type-mismatch", .error,
    message: "cannot compare <type> with <type>",
    otherMessages: [
      "<what the operator takes>, but <this or the name> is <type>",
      "'contains' takes an option string, not <type>",
      "'<text>' is not an ISO-8601 date; write a date such as '2026-11-29' or '2026-11-29T09:30:00Z'",
      "'<operator>' cannot compare a date with null; test '!= null' first",
      "cannot compare a date with <type>; compare it with another date, a date such as '2026-11-29', or null",
      "'.<member>' does not apply to date row '<row>'; compare it with another date, a date such as '2026-11-29', "
        + "or null",
    ],
    explanation: """
      A condition combines values of types that do not go together: a number compared with a string, '<' on a \
      choice, 'contains' on a text, a toggle compared with null, a date compared with a number or with a string \
      that is not a date. Each row kind has one type (README, \
      "Conditions"); the message names the types it found and often how to write the test instead.
      """,
    example: .spec(
      rows: """
        - {id: guests, kind: number}
        - {id: names, kind: text, visible: "guests == 'many'"}

        """))

  public static let unknownName = DiagnosticKind(
    "unknown-name", .error,
    message: "unknown name '<name>' in condition; did you mean '<suggestion>'?",
    otherMessages: [
      "unknown name '<name>' in condition; the names it can read are <names>", "unknown name '<name>' in condition",
    ],
    explanation: """
      A condition names something the form does not declare: no row, state variable or select section has that \
      id. Check the spelling (ids are case-sensitive); the fix-it offers the closest id when there is one, and \
      when none is close the message names the first few the condition can read.
      """,
    example: .spec(
      rows: """
        - {id: allDay, kind: toggle}
        - {id: starts, kind: date, visible: "!alDay"}

        """))

  public static let unknownOption = DiagnosticKind(
    "unknown-option", .error,
    message: "'<text>' is not <an option or a row> of <row or section>; did you mean '<suggestion>'?",
    otherMessages: [
      "'<text>' is not <an option or a row> of <row or section> (<options or rows>: <list>)",
      "'<text>' is not an option of '<row>'; that is the title of option '<value>', and defaults and conditions use "
        + "the value: did you mean '<value>'?",
    ],
    explanation: """
      A string compared with a choice (in a condition or a 'default') is not one of its options, or a string \
      compared with a select section's selection is not one of its row ids, so the test could never hold. Fix \
      the spelling, or add the option. An option written as {value: card, title: Credit card} shows its title, \
      but defaults and conditions name its value ('card').
      """,
    example: .spec(
      rows: """
        - {id: method, kind: choice, options: [card, cash]}
        - {id: number, kind: text, visible: "method == 'crad'"}

        """))
}
