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

  public static let ruleNeverApplies = DiagnosticKind(
    "rule-never-applies", .warning,
    message: "'<rule>' rule of <row or section> never applies: <why>",
    explanation: """
      A row's rules apply only while it is present (its conditions, its parents' and its section's hold) and \
      enabled; a select section's while it is visible. In no reachable state does this rule apply, so it can never \
      make the form invalid nor show an error. Remove the rule, or fix the row's 'visible' or 'enabled' condition.
      """,
    example: .verified(
      rows: """
        - {id: name, kind: text}
        - {id: locked, kind: text, enabled: false, required: true}

        """))

  public static let ruleNeverFails = DiagnosticKind(
    "rule-never-fails", .warning,
    message: "'<rule>' rule of <row or section> passes in every reachable state where it applies",
    explanation: """
      Whenever the rule applies, the value it checks passes it, over every value `formc verify` tries (for text, the \
      values that take each rule both ways): the rule never shows its message. Often the row is shown only while its \
      value is one the rule accepts. Remove the rule, or fix the condition that hides the row.
      """,
    example: .verified(
      rows: """
        - {id: nickname, kind: text, visible: "nickname == ''", minLength: 3}

        """))

  public static let ruleNeverPasses = DiagnosticKind(
    "rule-never-passes", .warning,
    message: "'<rule>' rule of <row or section> fails in every reachable state where it applies",
    explanation: """
      Whenever the rule applies, the value it checks fails it, over every value `formc verify` tries: while the row \
      is present and enabled the form cannot be valid, so a Submit button enabled by 'form.isValid' never is. Fix \
      the rule, or the condition that shows the row.
      """,
    example: .verified(
      rows: """
        - {id: plan, kind: choice, options: [free, pro]}
        - {id: seats, kind: number, visible: "plan == 'free'", valid: "plan == 'pro'"}

        """))

  public static let sectionNeverShown = DiagnosticKind(
    "section-never-shown", .warning,
    message: "section '<section>' can never be shown",
    explanation: """
      In no reachable state is the section shown: its condition never holds, or none of its rows can be shown. \
      Remove the section, or fix the condition. (A list grouped by initial letter counts as one section here: \
      which letters show depends on the texts the app gives.)
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

  public static let untestedPattern = DiagnosticKind(
    "untested-pattern", .warning,
    message: "found no value that pattern \"<pattern>\" <matches or does not match>: verify does not explore the "
      + "rule <passing or failing>",
    explanation: """
      To explore a 'pattern' rule both ways, `formc verify` looks for a value the pattern matches and one it does \
      not, by a small search over the pattern (its literal characters, a few members of each class, the least \
      repetitions). When it finds none for one side, the rule is not explored that way, and verify says so rather \
      than claim the rule never passes or fails. A pattern that matches no value at all (here: 'a' then the start \
      of the value) is a mistake; otherwise the search is not clever enough for the pattern.
      """,
    example: .verified(
      rows: """
        - {id: code, kind: text, pattern: "a^"}

        """))
}
