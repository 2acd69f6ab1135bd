import FormCompiler
import FormDiagnostics
import Testing

/// A form of one section, `main`, whose rows are `rows` (written at the indentation of the section's rows).
private func spec(_ rows: String) -> String {
  """
  form: Demo
  state:
    pro: {type: bool}
  sections:
    - id: main
      rows:

  """ + rows
}

/// `reads-hidden-value`: a condition that reads a row which can be hidden while the condition's row or section is
/// shown, where a hidden row keeps its value.
@Suite struct HiddenValueReadTests {
  @Test func aRowShownByARowUnderAnotherConditionWarnsWithTheConjunction() {
    let result = assertDiagnostics(
      spec(
        """
              - {id: notificationsOn, kind: toggle}
              - {id: sound, kind: toggle, visible: 2️⃣notificationsOn}
              - {id: tone, kind: picker, options: [Chime, Bell], visible: 1️⃣sound}

        """),
      [
        DiagnosticSpec(
          id: "reads-hidden-value",
          message: "the condition showing 'tone' reads 'sound', which is hidden whenever \"notificationsOn\" is "
            + "false but keeps its value while hidden; write \"notificationsOn && sound\" to show 'tone' only "
            + "while 'sound' is shown",
          severity: .warning, notes: [NoteSpec("2️⃣", "'sound' is shown only while this holds")],
          // A plain scalar is put in quotes: a condition can hold what a plain scalar cannot.
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "\"notificationsOn && sound\"")])
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("visible: \"notificationsOn && sound\"}"))
    _ = compileClean(fixed)
  }

  @Test func theWarningLandsOnTheNameInsideTheCondition() {
    let result = assertDiagnostics(
      spec(
        """
              - {id: notificationsOn, kind: toggle}
              - id: sound
                kind: toggle
                visible: 2️⃣"notificationsOn"
              - id: volume
                kind: number
              - id: tone
                kind: text
                visible: "3️⃣volume > 3 || 1️⃣sound"

        """),
      [
        DiagnosticSpec(
          id: "reads-hidden-value", message: "write \"notificationsOn && (volume > 3 || sound)\" to show 'tone'",
          severity: .warning, notes: [NoteSpec("2️⃣", "'sound' is shown only while this holds")],
          fixIts: [FixItSpec("3️⃣", length: 19, replacement: "notificationsOn && (volume > 3 || sound)")])
      ])
    _ = compileClean(applyingFixIts(result))
  }

  @Test func theFixItIsEscapedForTheQuotesOfTheReadersString() {
    let result = assertDiagnostics(
      spec(
        #"""
              - {id: method, kind: choice, options: [card, cash]}
              - {id: a, kind: toggle, visible: 2️⃣'method == "card" || pro'}
              - {id: b, kind: toggle, visible: "3️⃣1️⃣a"}
              - {id: c, kind: toggle, visible: 5️⃣"method == 'cash'"}
              - {id: d, kind: toggle, visible: '6️⃣4️⃣c'}

        """#),
      [
        DiagnosticSpec(
          id: "reads-hidden-value", message: #"write "(method == "card" || pro) && a" to show 'b'"#,
          severity: .warning, notes: [NoteSpec("2️⃣", "'a' is shown only while this holds")],
          fixIts: [FixItSpec("3️⃣", length: 1, replacement: #"(method == \"card\" || pro) && a"#)]),
        DiagnosticSpec(
          "4️⃣", id: "reads-hidden-value", message: #"write "method == 'cash' && c" to show 'd'"#,
          severity: .warning, notes: [NoteSpec("5️⃣", "'c' is shown only while this holds")],
          fixIts: [FixItSpec("6️⃣", length: 1, replacement: "method == ''cash'' && c")]),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains(#"visible: "(method == \"card\" || pro) && a"}"#))
    #expect(fixed.contains("visible: 'method == ''cash'' && c'}"))
    _ = compileClean(fixed)
  }

  @Test func anEnabledConditionWarnsTooAndTheRowsOwnVisibleCounts() {
    let result = assertDiagnostics(
      spec(
        """
              - {id: notificationsOn, kind: toggle}
              - {id: sound, kind: toggle, visible: 2️⃣notificationsOn}
              - {id: tone, kind: text, enabled: 1️⃣sound}
              - {id: chime, kind: text, visible: notificationsOn, enabled: sound}

        """),
      [
        DiagnosticSpec(
          id: "reads-hidden-value",
          message: "the condition enabling 'tone' reads 'sound', which is hidden whenever \"notificationsOn\" is "
            + "false but keeps its value while hidden; write \"notificationsOn && sound\" to enable 'tone' only "
            + "while 'sound' is shown",
          severity: .warning, notes: [NoteSpec("2️⃣", "'sound' is shown only while this holds")],
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "\"notificationsOn && sound\"")])
      ])
    _ = compileClean(applyingFixIts(result))
  }

  @Test func theConditionsOfTheSectionAndOfTheRowsAroundCountOutermostFirst() {
    let result = assertDiagnostics(
      """
      form: Demo
      state:
        pro: {type: bool}
      sections:
        - id: alerts
          visible: 2️⃣pro
          rows:
            - {id: advanced, kind: toggle}
            - id: group
              visible: 3️⃣advanced
              expands:
                - {id: sound, kind: toggle, visible: 4️⃣"pro && notificationsOn"}
            - {id: notificationsOn, kind: toggle}
        - id: extras
          visible: "5️⃣1️⃣sound"
          rows:
            - {id: tone, kind: text}

      """,
      [
        DiagnosticSpec(
          id: "reads-hidden-value",
          message: "the condition showing section 'extras' reads 'sound', which is hidden whenever \"pro\", "
            + "\"advanced\" or \"notificationsOn\" is false but keeps its value while hidden; write \"pro && advanced "
            + "&& notificationsOn && sound\" to show section 'extras' only while 'sound' is shown",
          severity: .warning,
          notes: [
            NoteSpec("2️⃣", "'sound' is in section 'alerts', which is shown only while this holds"),
            NoteSpec("3️⃣", "'sound' is inside 'group', which is shown only while this holds"),
            // Its own `pro` was already added for the section's: each part once.
            NoteSpec("4️⃣", "'sound' is shown only while this holds"),
          ],
          fixIts: [FixItSpec("5️⃣", length: 5, replacement: "pro && advanced && notificationsOn && sound")])
      ])
    _ = compileClean(applyingFixIts(result))
  }

  @Test func selectionsAndListsKeepWhatTheyHoldToo() {
    assertDiagnostics(
      """
      form: Demo
      state:
        pro: {type: bool}
      sections:
        - id: payment
          select: single
          visible: 2️⃣pro
          rows:
            - {id: card}
            - {id: cash}
        - id: phones
          visible: 4️⃣pro
          list: {}
          rows:
            - {id: number, kind: text}
        - id: summary
          rows:
            - {id: paid, visible: "1️⃣payment != null"}
            - {id: many, visible: "3️⃣phones.count > 1"}

      """,
      [
        DiagnosticSpec(
          id: "reads-hidden-value",
          message: "reads 'payment', which is hidden whenever \"pro\" is false but keeps "
            + "its selection while hidden; write \"pro && payment != null\"",
          severity: .warning, notes: [NoteSpec("2️⃣", "'payment' is shown only while this holds")]),
        DiagnosticSpec(
          "3️⃣", id: "reads-hidden-value",
          message: "reads 'phones', which is hidden whenever \"pro\" is false but "
            + "keeps its items while hidden; write \"pro && phones.count > 1\"",
          severity: .warning, notes: [NoteSpec("4️⃣", "'phones' is shown only while this holds")]),
      ])
  }

  @Test func aListsItemRowsFollowTheSameRule() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: phones
          list: {}
          rows:
            - {id: label, kind: choice, options: [home, work]}
            - {id: ext, kind: text, visible: 2️⃣"label == 'work'"}
            - {id: hint, visible: "3️⃣!1️⃣ext.isEmpty"}
            - {id: direct, kind: text, visible: "label == 'work' && !ext.isEmpty"}

      """,
      [
        DiagnosticSpec(
          id: "reads-hidden-value", message: "write \"label == 'work' && !ext.isEmpty\" to show 'hint'",
          severity: .warning, notes: [NoteSpec("2️⃣", "'ext' is shown only while this holds")],
          fixIts: [FixItSpec("3️⃣", length: 12, replacement: "label == 'work' && !ext.isEmpty")])
      ])
    _ = compileClean(applyingFixIts(result))
  }

  @Test func onlyTheMissingPartsOfAConditionAreAdded() {
    let result = assertDiagnostics(
      spec(
        """
              - {id: notificationsOn, kind: toggle}
              - {id: advanced, kind: toggle}
              - {id: sound, kind: toggle, visible: 2️⃣"notificationsOn and advanced"}
              - {id: tone, kind: text, visible: "3️⃣advanced && 1️⃣sound"}

        """),
      [
        DiagnosticSpec(
          id: "reads-hidden-value", message: "hidden whenever \"notificationsOn\" is false",
          severity: .warning, notes: [NoteSpec("2️⃣", "'sound' is shown only while this holds")],
          fixIts: [FixItSpec("3️⃣", length: 17, replacement: "notificationsOn && advanced && sound")])
      ])
    _ = compileClean(applyingFixIts(result))
  }

  /// The common correct cases: each reader is hidden whenever the row it reads is.
  @Test func readersHiddenWithTheRowTheyReadAreNotReported() {
    _ = compileClean(
      """
      form: Demo
      state:
        pro: {type: bool}
      sections:
        - id: alerts
          visible: pro
          rows:
            - {id: notificationsOn, kind: toggle}
            # The same section's condition hides both.
            - {id: tone, kind: text, visible: notificationsOn}
            - id: group
              visible: notificationsOn
              expands:
                - {id: sound, kind: toggle}
                # Under the same hidden row.
                - {id: volume, kind: number, visible: sound}
            # The reader's condition repeats the row's, in any spelling.
            - {id: chime, kind: text, visible: "(notificationsOn) and volume > 3 && sound"}
            # A row that reads itself.
            - {id: more, kind: toggle, visible: "not more || pro"}
        - id: elsewhere
          # A section whose condition is the same text.
          visible: "pro"
          rows:
            - {id: recap, visible: "notificationsOn"}
            # Inside a collapsed row counts as shown; `.expanded` and the validation flags are not values.
            - id: details
              expands:
                - {id: inner, kind: toggle}
            - {id: innerOn, visible: "inner && group.expanded && sound.isValid"}
            # A condition that negates the row's reads it only while it is hidden: no conjunction helps.
            - {id: stale, visible: "not notificationsOn && volume > 0"}
            # A row that is never shown is verify's to report.
            - {id: never, kind: toggle, visible: false}
            - {id: neverOn, visible: never}

      """)
  }
}
