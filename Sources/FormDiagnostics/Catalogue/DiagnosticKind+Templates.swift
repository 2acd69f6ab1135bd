// The catalogue: the errors in a Mustache template given to `--template` (the Mustache module reports them as
// `MustacheError.Kind`, with the same ids). Alphabetical by id.

extension DiagnosticKind {
  public static let badDelimiters = DiagnosticKind(
    "bad-delimiters", .error,
    message: "bad delimiter change '<tag>': <reason>",
    explanation: """
      A delimiter change '{{=OPEN CLOSE=}}' is malformed: it needs two delimiters separated by white space, \
      neither empty nor containing white space or '='.
      """,
    example: .template(
      """
      {{=<% =}}
      {{name}}

      """))

  public static let emptyTagName = DiagnosticKind(
    "empty-tag-name", .error,
    message: "empty tag name in '<tag>'",
    explanation: """
      A tag has no name, such as '{{}}' or '{{#}}'. Write the name of the value it shows or the section it opens.
      """,
    example: .template(
      """
      {{#}}{{/}}

      """))

  public static let invalidTagName = DiagnosticKind(
    "invalid-tag-name", .error,
    message: "invalid tag name '<name>': a name is '.' or dot-separated parts without whitespace",
    explanation: """
      A tag name contains white space or an empty dotted part ('{{form name}}', '{{form..name}}'). A name is '.' \
      or words joined by single dots ('{{form.name}}').
      """,
    example: .template(
      """
      {{form name}}

      """))

  public static let mismatchedClose = DiagnosticKind(
    "mismatched-close", .error,
    message: "'<tag>' closes '<name>' but '<open section>' is open",
    otherMessages: ["'<tag>' closes '<name>' but no section is open"],
    explanation: """
      A close tag '{{/name}}' does not match the section, block or parent that is open (or none is). Sections \
      close in the reverse order they open; check the names.
      """,
    example: .template(
      """
      {{#sections}}{{#rows}}{{id}}{{/sections}}{{/rows}}

      """))

  public static let missingPartial = DiagnosticKind(
    "missing-partial", .error,
    message: "partial '<name>' not found",
    otherMessages: ["partial name '*<name>' resolves to nothing"],
    explanation: """
      The template includes a partial ('{{> name}}') that does not exist: formc looks for name.mustache beside \
      the template file (or among the bundled templates, for a bundled one). Create the file, or fix the name.
      """,
    example: .template(
      """
      {{> header}}

      """))

  public static let nestingTooDeep = DiagnosticKind(
    "nesting-too-deep", .error,
    message:
      "sections, partials, parents and blocks are nested more than <limit> deep (does a partial include itself "
      + "without end?)",
    explanation: """
      Rendering nests sections, partials and blocks deeper than the limit, which almost always means a partial \
      includes itself (directly or through another) with nothing to stop it. Make the recursion end, for example \
      inside a section over data that gets smaller.
      """,
    example: .template(
      """
      {{> list.md}}

      """))

  public static let partialLoadFailed = DiagnosticKind(
    "partial-load-failed", .error,
    message: "cannot load partial '<name>': <reason>",
    explanation: """
      The partial's file exists but cannot be read: it is not readable, or not UTF-8 text (saved in Latin-1, \
      say). Save it as UTF-8.
      """,
    example: .template(
      """
      {{> header}}

      """,
      partials: [.init(path: "Templates/header.mustache", bytes: DiagnosticExample.latin1("Café menu\n"))]))

  public static let unclosedSection = DiagnosticKind(
    "unclosed-section", .error,
    message: "<section, inverted section, block or parent> '<name>' is never closed",
    explanation: """
      A section ('{{#name}}'), inverted section, block or parent is opened and the template ends before its \
      '{{/name}}'. Add the close tag.
      """,
    example: .template(
      """
      {{#sections}}
      {{id}}

      """))

  public static let unclosedTag = DiagnosticKind(
    "unclosed-tag", .error,
    message: "unclosed tag: '<opening>' has no matching '<closing>'",
    explanation: """
      A tag's closing delimiter never comes ('{{name' with no '}}'), so the rest of the template would be read \
      as the tag. Close it.
      """,
    example: .template(
      """
      {{form.name

      """))
}
