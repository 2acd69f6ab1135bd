// The catalogue: the problems found while decoding a spec's YAML into its parts (FormCompiler's Decoding and
// Pipeline): the shape of the mappings, their keys and the types of their values. Alphabetical by id.

extension DiagnosticKind {
  public static let badKey = DiagnosticKind(
    "bad-key", .error,
    message: "keys of <mapping> must be plain names, found <what was found>",
    explanation: """
      A key of a mapping in the spec is not a plain name: it is a list, a mapping or null. Every key of a spec is \
      one of the names the spec language defines ('id', 'kind', 'rows', …); write it as that word.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          [rows]: [{id: name, kind: text}]

      """))

  public static let compiledFormGiven = DiagnosticKind(
    "compiled-form-given", .error,
    message: "this is a compiled form (form <name>); formc <command> takes the spec it was compiled from",
    otherMessages: [
      "this is a compiled form; formc <command> takes the spec it was compiled from",
      "this is a compiled form (form <name>); formc simulate loads a compiled form from a file whose name ends in .json",
    ],
    explanation: """
      A file given to check, compile, verify or run holds the compiled format's version key ('formatVersion'): \
      it is a compiled form (a .formc.json that 'formc compile' wrote), not a spec. These commands read the \
      .form.yaml spec the form was compiled from; give that file instead. 'formc simulate' is the command that \
      takes a compiled form, loaded as an app loads it.
      """,
    example: DiagnosticExample(
      files: [
        (
          "out/Example.formc.json",
          #"{"conditions":[],"form":"Example","formatVersion":3,"rows":{"id":["name"]},"sections":{"id":["main"]}}"#
            + "\n"
        )
      ],
      arguments: ["check", "out/Example.formc.json"]))

  public static let conditionSyntax = DiagnosticKind(
    "condition-syntax", .error,
    message: "expected <what the grammar allows>, found <what was found>",
    otherMessages: [
      "unexpected character '<character>'; did you mean '<operator>'?",
      "unexpected character '<character>'",
      "unexpected '<character>' after a number; only whole numbers are allowed",
      "unterminated string; add the closing quote (<quote>)",
      "number <number> is too large",
      "condition is empty; write an expression, or true or false",
      "condition is <length> characters long; the limit is <limit>",
      "condition nests more than <limit> levels deep; simplify it",
    ],
    explanation: """
      A 'visible' condition is not a sentence of the condition language (README, "Conditions"): an operator is \
      missing or misspelt ('&' for '&&', '=' for '=='), a string is not closed, a parenthesis is unbalanced, or \
      the condition is empty or too long. The caret points at the first character that cannot be read, with a \
      fix-it when the intended spelling is clear.
      """,
    example: .spec(
      rows: """
        - {id: allDay, kind: toggle}
        - {id: starts, kind: text, visible: "allDay = false"}

        """))

  public static let emptyExpands = DiagnosticKind(
    "empty-expands", .error,
    message: "'expands' is empty; list the rows this row reveals, or remove the key",
    explanation: """
      'expands: []' makes a row expandable with nothing to reveal. List the child rows under 'expands', or remove \
      the key so the row is a plain row.
      """,
    example: .spec(
      rows: """
        - {id: details, title: Details, expands: []}

        """))

  public static let emptyIndexTitle = DiagnosticKind(
    "empty-index-title", .error,
    message:
      "'indexTitle' is empty; write the letter or short word the section index shows, or remove the key to use "
      + "the header's first letter",
    explanation: """
      A section's 'indexTitle' is what the table's section index shows for it; an empty one would show nothing. \
      Write a letter or a short word, or remove the key: the index then shows the first letter of the header.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          header: Main
          indexTitle: ""
          rows: [{id: name, kind: text}]

      """))

  public static let emptyKeyword = DiagnosticKind(
    "empty-keyword", .error,
    message: "a keyword is empty; write a word that should find the row, or remove it",
    explanation: """
      One of a row's 'keywords' is empty (or only white space). Keywords are extra words a search finds the row \
      by; an empty one would match every search. Write the word, or remove the entry.
      """,
    example: .spec(
      rows: """
        - {id: darkMode, kind: toggle, keywords: [theme, ""]}

        """))

  public static let emptyRows = DiagnosticKind(
    "empty-rows", .error,
    message: "'rows' is empty; a section needs at least one row",
    explanation: """
      A section with no rows is never shown. Add its rows, or remove the section.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows: []

      """))

  public static let emptySections = DiagnosticKind(
    "empty-sections", .error,
    message: "'sections' is empty; a form needs at least one section",
    explanation: """
      A form with no sections shows an empty table. Add a section with at least one row.
      """,
    example: .spec(
      """
      form: Example
      sections: []

      """))

  public static let expandsTooDeep = DiagnosticKind(
    "expands-too-deep", .error,
    message: "'expands' nests more than <limit> levels deep",
    explanation: """
      Rows that expand are nested inside each other deeper than the compiler's limit (32 levels by default), \
      which bounds the work every later stage does. No table needs that many levels; flatten the rows into \
      sections.
      """,
    example: .spec(
      rows: """

        """
          + (1...33).map { level in
            String(repeating: "  ", count: level + 1) + "- id: level\(level)\n"
              + String(repeating: "  ", count: level + 2)
              + "expands:\n"
          }.joined() + String(repeating: "  ", count: 35) + "- id: leaf\n"))

  public static let expectedBool = DiagnosticKind(
    "expected-bool", .error,
    message: "expected true or false for '<key>', found <what was found>",
    explanation: """
      The key takes a boolean: write true or false (YAML's yes/no and on/off are not booleans in a spec).
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          accordion: yes
          rows: [{id: name, kind: text}]

      """))

  public static let expectedCondition = DiagnosticKind(
    "expected-condition", .error,
    message: "expected a condition string or true/false for '<visible, enabled or valid>', found <what was found>",
    explanation: """
      'visible', 'enabled' and 'valid' take true, false or a condition string ("method == 'card'"); a list, a \
      mapping or an empty value is none of them. Write the condition in quotes.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text, visible: [always]}

        """))

  public static let expectedInt = DiagnosticKind(
    "expected-int", .error,
    message: "expected an integer for '<key>', found <what was found>",
    explanation: """
      The key ('precision', a list's 'min' and 'max', 'minLength', 'maxLength', 'minCount', 'maxCount') takes a \
      whole number written in decimal, without quotes.
      """,
    example: .spec(
      rows: """
        - {id: tip, kind: decimal, precision: two}

        """))

  public static let expectedNumber = DiagnosticKind(
    "expected-number", .error,
    message: "expected a number for '<key>', found <what was found>",
    explanation: """
      A row's 'min' and 'max' take a number written without quotes: whole (10) for a number row, with digits \
      after the point (0.5) for a decimal row. A number has at most 18 digits after the point and fits in 64 \
      bits once its point is removed.
      """,
    example: .spec(
      rows: """
        - {id: tip, kind: decimal, min: "0.5"}

        """))

  public static let expectedMapping = DiagnosticKind(
    "expected-mapping", .error,
    message: "expected a mapping for <what>, found <what was found>",
    otherMessages: ["expected a mapping of state variables for 'state', found <what was found>"],
    explanation: """
      The spec has a list or a single value where a mapping of keys is expected: the form itself, a section, a \
      row, a state variable, or 'state'. Write the keys ('id: …', 'kind: …') under it.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - main

      """))

  public static let expectedSequence = DiagnosticKind(
    "expected-sequence", .error,
    message: "expected a list for '<key>', found <what was found>",
    explanation: """
      The key ('sections', 'rows', 'expands', 'options', 'keywords', 'values') takes a list: items on lines \
      starting with '- ', or '[a, b]'.
      """,
    example: .spec(
      rows: """
        - {id: size, kind: choice, options: small}

        """))

  public static let expectedString = DiagnosticKind(
    "expected-string", .error,
    message: "expected a string for '<key>', found <what was found>",
    explanation: """
      The key ('id', 'title', 'header', …) takes a single string; a list, a mapping or an empty value is not one.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          header: [Main, Details]
          rows: [{id: name, kind: text}]

      """))

  public static let fileTooLarge = DiagnosticKind(
    "file-too-large", .error,
    message: "file is <size> bytes; the limit is <limit> bytes",
    otherMessages: ["input is larger than the limit of <limit> bytes"],
    explanation: """
      The file is larger than --max-file-size allows (8 MiB by default), and is not read. A spec is a few \
      kilobytes; a file this large is not a spec, or was generated wrong. Raise the limit only for a file you \
      trust. A pipe or a device file, whose size is not known in advance, is read until it passes the limit.
      """,
    example: DiagnosticExample(
      files: [(DiagnosticExample.specPath, DiagnosticExample.validSpec)],
      arguments: ["check", DiagnosticExample.specPath, "--max-file-size", "16"]))

  public static let mergeKey = DiagnosticKind(
    "merge-key", .error,
    message: "merge keys ('<<') are not supported; write the keys of <mapping> out in full",
    explanation: """
      YAML 1.1's merge key '<<' copies the keys of another mapping into this one. formc reads YAML 1.2's core \
      schema, which has no merge keys, so every key of a spec is written where it applies.
      """,
    example: .spec(
      rows: """
        - &base {id: name, kind: text}
        - {<<: *base, id: nickname}

        """))

  public static let missingKey = DiagnosticKind(
    "missing-key", .error,
    message: "<mapping> is missing the required key '<key>'",
    explanation: """
      A required key is absent: 'form' and 'sections' for the form, 'id' and 'rows' for a section, 'id' for a \
      row, 'type' for a state variable. Add it.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - rows: [{id: name, kind: text}]

      """))

  public static let unknownKey = DiagnosticKind(
    "unknown-key", .error,
    message: "unknown key '<key>' in <mapping>; did you mean '<suggestion>'?",
    otherMessages: ["unknown key '<key>' in <mapping> (allowed: <keys>)"],
    explanation: """
      The mapping has a key the spec language does not define there. Unknown keys are errors, so a misspelling \
      is caught rather than ignored; the message suggests the closest key, or lists the allowed ones.
      """,
    example: .spec(
      rows: """
        - {id: name, kind: text, titel: Name}

        """))

  public static let unknownKind = DiagnosticKind(
    "unknown-kind", .error,
    message: "unknown row kind '<kind>'; did you mean '<suggestion>'?",
    otherMessages: ["unknown row kind '<kind>' (kinds: <kinds>)"],
    explanation: """
      A row's 'kind' is not one of the row kinds: label, button, text, toggle, number, choice, picker, \
      multichoice, date.
      """,
    example: .spec(
      rows: """
        - {id: notify, kind: togle}

        """))

  public static let unknownSelectMode = DiagnosticKind(
    "unknown-select-mode", .error,
    message:
      "unknown select mode '<mode>'; use single (one row or none) or multiple (any number of rows) (did you "
      + "mean '<suggestion>'?)",
    otherMessages: ["unknown select mode '<mode>'; use single (one row or none) or multiple (any number of rows)"],
    explanation: """
      A section's 'select' makes its rows choices; it is 'single' (one row or none selected) or 'multiple' (any \
      number).
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: payment
          select: one
          rows: [{id: card}, {id: cash}]

      """))

  public static let unknownKeyboard = DiagnosticKind(
    "unknown-keyboard", .error,
    message:
      "unknown keyboard '<name>'; use default, email, number, decimal, phone, url (did you mean "
      + "'<suggestion>'?)",
    otherMessages: ["unknown keyboard '<name>'; use default, email, number, decimal, phone, url"],
    explanation: """
      A text row's 'keyboard' is the keyboard its field asks for: default, email, number, decimal, phone or url \
      (the app maps it to the platform's keyboard type).
      """,
    example: .spec(
      rows: """
        - {id: email, kind: text, keyboard: mail}

        """))

  public static let unknownStyle = DiagnosticKind(
    "unknown-style", .error,
    message: "unknown style '<name>' for a <kind> row; use <styles> (did you mean '<suggestion>'?)",
    otherMessages: ["unknown style '<name>' for a <kind> row; use <styles>"],
    explanation: """
      A row's 'style' is the control it is drawn with: menu, inline, segmented or wheel for a choice (menu by \
      default), compact, inline or wheel for a date (compact by default), field or stepper for a number (field \
      by default). The message lists the styles of the row's kind.
      """,
    example: .spec(
      rows: """
        - {id: size, kind: choice, options: [s, m, l], style: segmnted}

        """))

  public static let unknownType = DiagnosticKind(
    "unknown-type", .error,
    message: "unknown state type '<type>'; use bool, int or string (did you mean '<suggestion>'?)",
    otherMessages: ["unknown state type '<type>'; use bool, int or string"],
    explanation: """
      A state variable's 'type' is bool, int or string.
      """,
    example: .spec(
      """
      form: Example
      state:
        signedIn: {type: boolean}
      sections:
        - id: main
          rows: [{id: name, kind: text}]

      """))

  public static let unquotedNegation = DiagnosticKind(
    "unquoted-negation", .error,
    message: "YAML reads '<tag>' as a tag, not as a negation; put the condition in quotes: \"<condition>\"",
    explanation: """
      An unquoted value that starts with '!' is a YAML tag, so 'visible: !allDay' is an empty value tagged \
      'allDay', not a negated condition. Put the condition in quotes; the fix-it does.
      """,
    example: .spec(
      rows: """
        - {id: allDay, kind: toggle}
        - id: starts
          kind: text
          visible: !allDay

        """))

  public static let unsupportedTag = DiagnosticKind(
    "unsupported-tag", .error,
    message: "YAML tag '<tag>' is not supported in <place>; if this is text, put it in quotes",
    explanation: """
      A value carries a YAML tag ('!!binary', '!custom') that the spec does not use; a spec's values are plain \
      strings, numbers, booleans, lists and mappings. Remove the tag, or quote the text if the '!' belongs to it.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          header: !!binary TWFpbg==
          rows: [{id: name, kind: text}]

      """))

  public static let unreadable = DiagnosticKind(
    "unreadable", .error,
    message: "is a folder, not a file",
    otherMessages: ["no such file", "permission denied", "cannot read the file: <the system's error>"],
    explanation: """
      The spec could not be read, for the reason the message gives: the path is a folder (one named like a spec, \
      say), nothing is there, the user formc runs as may not read it, or the system reported another error. Pipes \
      and device files are read as streams (formc check <(cat spec.form.yaml) works). Check the path and its \
      permissions.
      """,
    example: DiagnosticExample(
      files: [("Forms/example.form.yaml/README", "a folder where a spec should be\n")], arguments: ["check", "Forms"]))
}
