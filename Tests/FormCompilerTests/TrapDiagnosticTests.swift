import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// The traps `formc check` decides from the spec alone (issue 20, item 10): a row that tapping hides, a toggle that
/// also expands, an expandable row none of whose children can be shown while it is. Each with a near miss that must
/// not warn.
@Suite struct TrapDiagnosticTests {
  @Test func aToggleWhoseConditionReadsOnlyItselfHidesWhenTapped() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: showAdvanced
              kind: toggle
              visible: 1️⃣"not showAdvanced"
            - id: hideHints
              kind: toggle
              default: true
              visible: 2️⃣hideHints
            - {id: proxy, kind: text, visible: showAdvanced}
      """,
      [
        DiagnosticSpec(
          id: "tap-hides-row",
          message:
            "tapping 'showAdvanced' hides it: its condition \"not showAdvanced\" is false once the tap turns it on",
          severity: .warning),
        DiagnosticSpec(
          "2️⃣", id: "tap-hides-row",
          message: "tapping 'hideHints' hides it: its condition \"hideHints\" is false once the tap turns it off",
          severity: .warning),
      ])
  }

  @Test func expandableRowsAndChoicesThatATapHides() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: more
              visible: 1️⃣"not more.expanded"
              expands: [{id: details, kind: text}]
        - id: payment
          select: single
          rows:
            - {id: cash}
            - {id: card, visible: 2️⃣"payment != 'card'"}
        - id: toppings
          select: multiple
          rows:
            - {id: olives, visible: 3️⃣"not toppings contains 'olives'"}
            - {id: ham}
      """,
      [
        DiagnosticSpec(id: "tap-hides-row", message: "is false once the tap expands it", severity: .warning),
        DiagnosticSpec(
          "2️⃣", id: "tap-hides-row",
          message: "tapping 'card' hides it: its condition \"payment != 'card'\" is false once the tap selects it",
          severity: .warning),
        DiagnosticSpec(
          "3️⃣", id: "tap-hides-row", message: "tapping 'olives' hides it: its condition", severity: .warning),
      ])
  }

  /// A row hidden by another row, a condition that reads other state too (verify's job), a constant condition, a row
  /// a tap does not change, a choice hidden by another choice: none is this trap.
  @Test func rowsHiddenByOtherRowsDoNotWarn() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: simple, kind: toggle}
            - {id: expert, kind: toggle, visible: "not simple"}
            - {id: beta, kind: toggle, visible: "not beta or simple"}
            - {id: always, kind: toggle, visible: "always or not always"}
            - {id: note, kind: text, visible: "note.isEmpty"}
            - {id: hint, visible: "not simple"}
        - id: payment
          select: single
          rows:
            - {id: cash}
            - {id: card, visible: "payment != 'cash'"}
      """, [])
  }

  @Test func aToggleThatExpandsNeverChangesOnATap() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: wifi
              kind: toggle
              1️⃣expands:
                - {id: network, kind: text}
            - id: bluetooth
              kind: toggle
              default: true
              2️⃣expands: [{id: devices}]
            - {id: airplane, kind: toggle}
            - {id: more, expands: [{id: vpn, kind: toggle}]}
      """,
      [
        DiagnosticSpec(
          id: "toggle-expands",
          message: "toggle 'wifi' also expands: tapping it expands or collapses its rows and never changes its value, "
            + "which stays false unless the app sets it", severity: .warning),
        DiagnosticSpec("2️⃣", id: "toggle-expands", message: "which stays true unless", severity: .warning),
      ])
  }

  @Test func childrenWhoseConditionsContradictTheirParentsAreReported() {
    assertDiagnostics(
      """
      form: Demo
      state:
        plan: {type: string, values: [free, pro, team]}
      sections:
        - id: main
          rows:
            - {id: mode, kind: choice, options: [simple, expert]}
            - id: advanced
              visible: "mode == 'simple'"
              1️⃣expands:
                - {id: limit, kind: number, visible: 2️⃣"mode == 'expert'"}
                - {id: quota, kind: number, visible: 3️⃣"mode == 'expert' and plan == 'pro'"}
        - id: billing
          visible: "plan == 'free'"
          rows:
            - id: upgrade
              4️⃣expands:
                - {id: seats, kind: number, visible: 5️⃣"plan == 'team' or not upgrade.expanded"}
      """,
      [
        DiagnosticSpec(
          id: "children-never-shown",
          message: "row 'advanced' expands, but none of its children can ever be shown: each one's condition is false "
            + "whenever 'advanced' is shown and expanded",
          severity: .warning,
          notes: [NoteSpec("2️⃣", "the condition of 'limit'"), NoteSpec("3️⃣", "the condition of 'quota'")]),
        DiagnosticSpec(
          "4️⃣", id: "children-never-shown", message: "row 'upgrade' expands", severity: .warning,
          notes: [NoteSpec("5️⃣", "the condition of 'seats'")]),
      ])
  }

  /// One child that can be shown, a child without a condition, state the spec alone cannot enumerate (free text, a
  /// number without bounds), and a parent that can itself never be shown: none is reported by the checks.
  @Test func childrenThatCanBeShownOrAreUndecidedAreNotReported() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: mode, kind: choice, options: [simple, expert]}
            - {id: name, kind: text}
            - {id: count, kind: number}
            - id: oneShown
              visible: "mode == 'simple'"
              expands:
                - {id: a, visible: "mode == 'expert'"}
                - {id: b, visible: "mode == 'simple'"}
            - id: unconditional
              visible: "mode == 'simple'"
              expands: [{id: c, visible: "mode == 'expert'"}, {id: d}]
            - id: freeText
              visible: "name.isEmpty"
              expands: [{id: e, visible: "not name.isEmpty"}]
            - id: unbounded
              visible: "count > 2"
              expands: [{id: f, visible: "count < 1"}]
            - id: neverShown
              visible: false
              expands: [{id: g, visible: false}]
      """, [])
  }

  @Test func aNumberWithASmallRangeIsEnumerated() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: level, kind: number, min: 0, max: 5}
            - id: low
              visible: "level < 2"
              1️⃣expands: [{id: high, visible: 2️⃣"level > 3"}]
      """,
      [
        DiagnosticSpec(
          id: "children-never-shown", message: "row 'low' expands", severity: .warning,
          notes: [NoteSpec("2️⃣", "the condition of 'high'")])
      ])
  }
}
