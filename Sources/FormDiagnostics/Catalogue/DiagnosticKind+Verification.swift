// The catalogue: what `formc verify` finds by exploring every reachable state of a form (FormCompiler's
// Verification). Alphabetical by id.

extension DiagnosticKind {
  public static let childrenNeverShown = DiagnosticKind(
    "children-never-shown", .warning,
    message: "row '<row>' expands, but none of its children can ever be shown",
    otherMessages: [
      "row '<row>' expands, but none of its children can ever be shown: each one's condition is false whenever "
        + "'<row>' is shown and expanded"
    ],
    explanation: """
      The row expands, but in no reachable state is any of its 'expands' rows visible, so expanding it reveals \
      nothing. When each child's condition contradicts what shows the row (its own condition, its section's and \
      its parents'), `formc check` says so, with a note at each child's condition; otherwise `formc verify` finds \
      it by exploring every reachable state. Check the children's 'visible' conditions: a child is shown only \
      while its parent is shown and expanded, so its condition must be able to hold then.
      """,
    example: .spec(
      rows: """
        - {id: mode, kind: choice, options: [simple, expert]}
        - id: advanced
          visible: "mode == 'simple'"
          expands:
            - {id: limit, kind: number, visible: "mode == 'expert'"}

        """))

  public static let constantCondition = DiagnosticKind(
    "constant-condition", .warning,
    message: "condition \"<condition>\" is always <true or false>",
    explanation: """
      In every reachable state the condition has the same value, so it hides or shows nothing: it is a \
      tautology, a contradiction, or tests values that never change the way it expects. Simplify it, or fix the \
      test.
      """,
    example: .verified(
      rows: """
        - {id: flag, kind: toggle}
        - {id: notes, kind: text, visible: "flag || !flag"}

        """))

  public static let idleAccordion = DiagnosticKind(
    "idle-accordion", .warning,
    message:
      "'accordion: true' has no effect: no two rows of section '<section>' that expand can be shown at the same "
      + "time",
    explanation: """
      An accordion section collapses its other expanded rows when one expands; when no two of its expandable rows \
      are ever shown together, there is nothing to collapse. Remove 'accordion: true', or check the rows' \
      conditions.
      """,
    example: .verified(
      """
      form: Example
      sections:
        - id: main
          accordion: true
          rows:
            - {id: details, expands: [{id: notes, kind: text}]}

      """))

  public static let inconsistentUpdate = DiagnosticKind(
    "inconsistent-update", .error,
    message: "inconsistent update: <what is wrong>",
    explanation: """
      An event produced a table update that UIKit would reject, or that does not turn the old table into the \
      new one. The compiler is meant to make this impossible for every spec it accepts, so no example spec \
      produces it; if verify reports one, it is a bug in formc: report it with the spec and the events the note \
      lists.
      """,
    example: nil)

  public static let rowNeverShown = DiagnosticKind(
    "row-never-shown", .warning,
    message: "row '<row>' can never be shown",
    explanation: """
      In no reachable state is the row shown: its condition, or one of its parent's, never holds while its \
      section is shown. Remove the row, or fix the condition.
      """,
    example: .verified(
      rows: """
        - {id: name, kind: text}
        - {id: legacy, kind: text, visible: false}

        """))

  public static let sectionNeverShown = DiagnosticKind(
    "section-never-shown", .warning,
    message: "section '<section>' can never be shown",
    explanation: """
      In no reachable state is the section shown: its condition never holds, or none of its rows can be shown. \
      Remove the section, or fix the condition.
      """,
    example: .verified(
      """
      form: Example
      sections:
        - id: main
          rows: [{id: name, kind: text}]
        - id: legacy
          visible: false
          rows: [{id: notes, kind: text}]

      """))
}
