// The catalogue: the problems found while reading a file as YAML, before its meaning is looked at (FormYAML).
// Alphabetical by id.

extension DiagnosticKind {
  public static let yamlDuplicateKey = DiagnosticKind(
    "yaml-duplicate-key", .error,
    message: "duplicate key '<key>' in mapping",
    explanation: """
      A mapping names the same key twice. YAML parsers disagree about which value wins (most keep the last \
      silently), so formc rejects the file instead of guessing. Remove one of the two entries; the note points at \
      the first.
      """,
    example: .spec(
      """
      form: Example
      title: Trip
      title: Journey
      sections:
        - id: main
          rows: [{id: name, kind: text}]

      """))

  public static let yamlEmpty = DiagnosticKind(
    "yaml-empty", .error,
    message: "the file is empty; expected a mapping",
    explanation: """
      The file holds no YAML document at all (nothing, or only comments). A spec, and formc.yml, is a mapping of \
      keys; start with 'form:' and 'sections:'.
      """,
    example: .spec(
      """
      # the event form, to be written

      """))

  public static let yamlEncoding = DiagnosticKind(
    "yaml-encoding", .error,
    message:
      "the file is not valid UTF-8: byte <byte> at line <line>, column <column> does not start a valid UTF-8 "
      + "sequence (save the file as UTF-8)",
    otherMessages: [
      "the file is encoded in UTF-16 or UTF-32; save it as UTF-8",
      "the file contains the control character <code point> at line <line>, column <column>, which YAML does not "
        + "allow (write it as an escape in a double-quoted string)",
      "the file contains a NUL byte at line <line>, column <column>; a YAML file must be text",
      "the file cannot be read as UTF-8 text: <problem>",
    ],
    explanation: """
      The file is not UTF-8 text that YAML accepts: it is UTF-16 or UTF-32, holds bytes that are not UTF-8, a NUL \
      byte, or a control character YAML forbids (often pasted by accident, and invisible in an editor). Save the \
      file as UTF-8 and delete the character, or write it as an escape ("\\u0007") inside a double-quoted string.
      """,
    example: DiagnosticExample(
      files: [
        .init(
          path: DiagnosticExample.specPath,
          bytes: DiagnosticExample.latin1(
            """
            form: Example
            title: Café
            sections:
              - id: main
                rows: [{id: name, kind: text}]

            """))
      ],
      arguments: ["check", DiagnosticExample.specPath]))

  public static let yamlInternal = DiagnosticKind(
    "yaml-internal", .error,
    message: "libyaml ran out of memory while parsing the file",
    otherMessages: ["libyaml could not allocate a parser", "the load stopped"],
    explanation: """
      libyaml, the parser formc reads YAML with, failed for a reason that is not in the file: it could not \
      allocate memory. No input produces it on purpose, so it has no example. Try again with more memory; if it \
      persists with a small file, report it with the file attached.
      """,
    example: nil)

  public static let yamlLimit = DiagnosticKind(
    "yaml-limit", .error,
    message:
      "aliases expand to more than <limit> nodes, the limit (maxAliasExpansion); a file that repeats so much "
      + "through aliases is rejected to bound the memory a load uses",
    otherMessages: [
      "the file is <size> bytes, more than the limit of <limit> bytes (maxInputBytes)",
      "sequences and mappings are nested more than <limit> levels deep, the limit (maxDepth)",
      "alias '*<name>' nests sequences and mappings more than <limit> levels deep, the limit (maxDepth)",
      "the file has more than <limit> nodes, counting every node an alias repeats, the limit (maxNodes)",
    ],
    explanation: """
      The file goes past one of the limits that bound the time and memory a load takes: its size, how deeply \
      sequences and mappings nest, how many nodes it has, or how many nodes its aliases repeat (a few lines of \
      aliases can otherwise expand to billions of nodes). A real spec is far inside every limit; write the \
      structure out instead of nesting or repeating it.
      """,
    example: .spec(
      """
      form: Example
      a: &a [x, x, x, x, x, x, x, x, x, x]
      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
      d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
      e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
      f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]

      """))

  public static let yamlMultipleDocuments = DiagnosticKind(
    "yaml-multiple-documents", .error,
    message: "expected a single YAML document, but a second document starts here",
    explanation: """
      A '---' line starts a second YAML document in the file. A spec holds one form, and formc.yml one \
      configuration; put another form in a file of its own.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows: [{id: name, kind: text}]
      ---
      form: Other

      """))

  public static let yamlRecursiveAlias = DiagnosticKind(
    "yaml-recursive-alias", .error,
    message: "alias '*<name>' refers to a node that contains it; recursive structures are not supported",
    explanation: """
      An alias ('*name') is used inside the node its anchor ('&name') marks, which would make an infinite \
      structure. Write the repeated part out, or anchor a node that does not contain the alias.
      """,
    example: .spec(
      """
      form: Example
      sections: &all
        - id: main
          rows: *all

      """))

  public static let yamlSyntax = DiagnosticKind(
    "yaml-syntax", .error,
    message: "<problem> <context> (<hint>)",
    otherMessages: ["<problem>"],
    explanation: """
      The text is not valid YAML: libyaml's description of the problem follows, with where the construct it was \
      reading starts and, for the common mistakes, a hint (a tab used for indentation, a ':' inside an unquoted \
      value, a quote or bracket never closed). Quoting a value that contains ': ', '#' or starts with a special \
      character fixes most of them.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows: [{id: name, kind: text}

      """))

  public static let yamlUnknownAlias = DiagnosticKind(
    "yaml-unknown-alias", .error,
    message:
      "unknown alias '*<name>': no anchor '&<name>' is defined before it in this document; did you mean "
      + "'*<suggestion>'?",
    otherMessages: ["unknown alias '*<name>': no anchor '&<name>' is defined before it in this document"],
    explanation: """
      An alias ('*name') refers to an anchor ('&name') that is not defined earlier in the document. An anchor \
      must come before every alias to it; check the spelling, or move the anchored node up.
      """,
    example: .spec(
      """
      form: Example
      sections:
        - id: main
          rows: &textRows [{id: name, kind: text}]
        - id: more
          rows: *textRow

      """))
}
