import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Diagnostics of rows: kinds, the keys each kind takes, and defaults.
@Suite struct RowDiagnosticTests {
  @Test func unknownKindSuggestsTheClosestKind() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: flag
              kind: 1️⃣toggel
            - id: other
              kind: "2️⃣multichoise"
              options: [a, b]
            - id: third
              kind: 3️⃣slider
      """,
      [
        DiagnosticSpec(
          id: "unknown-kind", message: "unknown row kind 'toggel'; did you mean 'toggle'?",
          fixIts: [FixItSpec("1️⃣", length: 6, replacement: "toggle")]),
        // Quoted: the diagnostic and the fix-it are on the text between the quotes, not on the quote.
        DiagnosticSpec(
          "2️⃣", id: "unknown-kind", message: "unknown row kind 'multichoise'; did you mean 'multichoice'?",
          fixIts: [FixItSpec("2️⃣", length: 11, replacement: "multichoice")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-kind",
          message: "unknown row kind 'slider' (kinds: label, button, text, toggle, number, decimal, choice, picker, "
            + "multichoice, date)",
          fixIts: []),
      ])
    let fixed = applyingFixIts(result)
    #expect(fixed.contains("kind: toggle\n"))
    #expect(fixed.contains("kind: \"multichoice\"\n"))
  }

  @Test func aMisspeltKindGivesOneErrorNotACascade() {
    // The row's options, bounds, default and every condition that reads it would all be wrong for
    // a label (the kind a row without a valid kind would otherwise get); none of that is reported.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: count
              kind: 1️⃣numbr
              min: 1
              max: 5
              default: 3
              options: [a]
            - id: hint
              visible: "count > 2 && count.isEmpty && !count"
            - id: other
              kind: 2️⃣[toggle]
              default: true
            - id: otherHint
              visible: "other"
      """,
      [
        DiagnosticSpec(id: "unknown-kind", message: "unknown row kind 'numbr'; did you mean 'number'?"),
        DiagnosticSpec("2️⃣", id: "expected-string", message: "expected a string for 'kind', found a sequence"),
      ])
  }

  @Test func optionsOnARowThatIsNotAChoice() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              kind: text
              1️⃣options: [a, b]
            - id: title
              2️⃣options: [a, b]
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key",
          message: "'options' applies to choice, picker and multichoice rows, not to text rows"),
        DiagnosticSpec("2️⃣", id: "misplaced-key", message: "not to label rows"),
      ])
  }

  @Test func missingEmptyAndDuplicateOptions() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: method
              kind: 1️⃣choice
            - id: size
              kind: picker
              2️⃣options: []
            - id: days
              kind: multichoice
              options: [3️⃣Mon, 6️⃣Tue, 4️⃣Mon, 5️⃣"Tue"]
      """,
      [
        DiagnosticSpec(id: "missing-options", message: "choice row 'method' needs 'options'"),
        DiagnosticSpec("2️⃣", id: "empty-options", message: "'options' of 'size' is empty"),
        DiagnosticSpec(
          "4️⃣", id: "duplicate-option", message: "option 'Mon' of 'days' is listed twice",
          notes: [NoteSpec("3️⃣", "first listed here")]),
        // A quoted option is the same string as a plain one.
        DiagnosticSpec(
          "5️⃣", id: "duplicate-option", message: "option 'Tue' of 'days' is listed twice",
          notes: [NoteSpec("6️⃣", "first listed here")]),
      ])
  }

  @Test func minAndMaxOnARowThatIsNotANumber() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              kind: text
              min: 1️⃣1
              max: 2️⃣40
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key", message: "'min' and 'max' apply to number and decimal rows, not to text rows"),
        DiagnosticSpec(
          "2️⃣", id: "misplaced-key", message: "'min' and 'max' apply to number and decimal rows, not to text rows"),
      ])
  }

  @Test func minAboveMaxIsOneError() {
    // The default is not also reported as out of bounds that are themselves wrong.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: count
              kind: number
              min: 10
              max: 1️⃣-2
              default: 5
      """,
      [DiagnosticSpec(id: "bad-range", message: "'min' 10 is above 'max' -2")])
  }

  @Test func expandedWithoutExpands() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: details
              expanded: 1️⃣true
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key",
          message: "'expanded' applies to rows that expand; add 'expands' to 'details' or remove it")
      ])
  }

  @Test func emptyExpands() {
    // One error: the row is not also told that 'expanded' needs 'expands'.
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: details
              expanded: true
              expands: 1️⃣[]
            - id: more
              expands: 2️⃣none
      """,
      [
        DiagnosticSpec(
          id: "empty-expands", message: "'expands' is empty; list the rows this row reveals, or remove the key"),
        DiagnosticSpec("2️⃣", id: "expected-sequence", message: "expected a list for 'expands', found 'none'"),
      ])
  }

  @Test func defaultOnRowsWithoutValues() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: hint
              title: A label
              default: 1️⃣Hello
            - id: go
              kind: button
              default: 2️⃣true
      """,
      [
        DiagnosticSpec(id: "misplaced-key", message: "label row 'hint' holds no value, so it takes no 'default'"),
        DiagnosticSpec("2️⃣", id: "misplaced-key", message: "button row 'go' holds no value, so it takes no 'default'"),
      ])
  }

  @Test func toggleDefaultMustBeTrueOrFalse() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: a
              kind: toggle
              default: 1️⃣yes
            - id: b
              kind: toggle
              default: 2️⃣"true"
            - id: c
              kind: toggle
              default: 3️⃣[true]
            - id: d
              kind: toggle
              default: TRUE
      """,
      [
        DiagnosticSpec(id: "default-type", message: "default of 'a' must be true or false, found 'yes'"),
        DiagnosticSpec(
          "2️⃣", id: "default-type", message: "default of 'b' must be true or false, found the string \"true\""),
        DiagnosticSpec("3️⃣", id: "default-type", message: "default of 'c' must be true or false, found a sequence"),
      ])
  }

  @Test func numberDefaultMustBeAnIntegerWithinItsBounds() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: a
              kind: number
              default: 1️⃣1.5
            - id: b
              kind: number
              default: 2️⃣"3"
            - id: c
              kind: number
              min: 1
              max: 10
              default: 3️⃣0
            - id: d
              kind: number
              min: 1
              max: 10
              default: 4️⃣11
            - id: e
              kind: number
              min: -5
              max: 5
              default: +5
            - id: f
              kind: number
              default: 5️⃣99999999999999999999
      """,
      [
        DiagnosticSpec(id: "default-type", message: "default of 'a' must be an integer, found '1.5'"),
        DiagnosticSpec("2️⃣", id: "default-type", message: "default of 'b' must be an integer, found the string \"3\""),
        DiagnosticSpec("3️⃣", id: "default-range", message: "default 0 of 'c' is below its minimum 1"),
        DiagnosticSpec("4️⃣", id: "default-range", message: "default 11 of 'd' is above its maximum 10"),
        DiagnosticSpec(
          "5️⃣", id: "default-type", message: "default of 'f' must be an integer, found '99999999999999999999'"),
      ])
  }

  @Test func textDefaultMustBeAString() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: a
              kind: text
              default: 1️⃣~
            - id: b
              kind: text
              default: 2️⃣{text: x}
            - id: c
              kind: text
              default: 42
      """,
      [
        DiagnosticSpec(id: "default-type", message: "default of 'a' must be a string, found null"),
        DiagnosticSpec("2️⃣", id: "default-type", message: "default of 'b' must be a string, found a mapping"),
      ])
  }

  @Test func choiceDefaultMustBeOneOfTheOptions() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: fruit
              kind: picker
              options: [Lemon, Lime, Orange]
              default: 1️⃣Lemn
            - id: size
              kind: choice
              options: [small, large]
              default: "2️⃣medium"
            - id: method
              kind: choice
              options: [card, invoice]
              default: 4️⃣[card]
            - id: none
              kind: choice
              options: [a, b]
              default: null
      """,
      [
        DiagnosticSpec(
          id: "unknown-option", message: "'Lemn' is not an option of 'fruit'; did you mean 'Lemon'?",
          fixIts: [FixItSpec("1️⃣", length: 4, replacement: "Lemon")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-option", message: "'medium' is not an option of 'size' (options: 'small', 'large')",
          fixIts: []),
        DiagnosticSpec(
          "4️⃣", id: "default-type", message: "default of 'method' must be one of its options or null, found a sequence"),
      ])
    #expect(applyingFixIts(result).contains("default: Lemon\n"))
  }

  @Test func multichoiceDefaultMustListOptionsOnce() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: days
              kind: multichoice
              options: [Mon, Tue, Wed]
              default: [Mon, 1️⃣Thu, 2️⃣Mon, 3️⃣~, 4️⃣Wedd]
            - id: more
              kind: multichoice
              options: [Mon, Tue, Wed]
              default: 5️⃣Mon
      """,
      [
        DiagnosticSpec(id: "unknown-option", message: "'Thu' is not an option of 'days'", fixIts: []),
        DiagnosticSpec("2️⃣", id: "duplicate-option", message: "'Mon' is listed twice in the default of 'days'"),
        DiagnosticSpec(
          "3️⃣", id: "default-type", message: "items of the default of 'days' must be option strings, found null"),
        DiagnosticSpec(
          "4️⃣", id: "unknown-option", message: "'Wedd' is not an option of 'days'; did you mean 'Wed'?",
          fixIts: [FixItSpec("4️⃣", length: 4, replacement: "Wed")]),
        DiagnosticSpec(
          "5️⃣", id: "default-type", message: "default of 'more' must be a list of its options, found 'Mon'"),
      ])
  }

  @Test func dateDefaultMustBeISO8601() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: a
              kind: date
              default: 1️⃣2026-13-01
            - id: b
              kind: date
              default: 2️⃣29/11/2026
            - id: c
              kind: date
              default: 3️⃣"2026-11-29 09:30"
            - id: d
              kind: date
              default: 4️⃣tomorrow
            - id: e
              kind: date
              default: 5️⃣2026-02-29
            - id: f
              kind: date
              default: 6️⃣2026-11-29T24:00
            - id: g
              kind: date
              default: 7️⃣2026-11-29T09:30+01:60
            - id: ok5
              kind: date
              default: 2028-02-29T23:59:60Z
            - id: ok1
              kind: date
              default: 2026-11-29
            - id: ok2
              kind: date
              default: "2026-11-29T09:30:00Z"
            - id: ok3
              kind: date
              default: 2026-11-29T09:30:00.250+01:00
            - id: ok4
              kind: date
              default: null
      """,
      [
        DiagnosticSpec(
          id: "default-type",
          message: "default of 'a' must be an ISO-8601 date (2026-11-29 or 2026-11-29T09:30:00Z) or null, "
            + "found '2026-13-01'"),
        DiagnosticSpec("2️⃣", id: "default-type", message: "default of 'b' must be an ISO-8601 date"),
        DiagnosticSpec("3️⃣", id: "default-type", message: "default of 'c' must be an ISO-8601 date"),
        DiagnosticSpec("4️⃣", id: "default-type", message: "found 'tomorrow'"),
        // Well-formed, but no such day, hour or zone offset.
        DiagnosticSpec("5️⃣", id: "default-type", message: "found '2026-02-29'"),
        DiagnosticSpec("6️⃣", id: "default-type", message: "found '2026-11-29T24:00'"),
        DiagnosticSpec("7️⃣", id: "default-type", message: "found '2026-11-29T09:30+01:60'"),
      ])
    #expect(result.form == nil)
  }

  @Test func validDefaultsBecomeInitialValues() throws {
    let form = try #require(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - {id: flag, kind: toggle, default: true}
              - {id: count, kind: number, min: 3, max: 9}
              - {id: level, kind: number, min: -9, max: -3}
              - {id: plain, kind: number}
              - {id: name, kind: text}
              - {id: greeting, kind: text, default: 42}
              - {id: size, kind: choice, options: [s, m]}
              - {id: days, kind: multichoice, options: [Mon, Tue], default: [Tue, Mon]}
              - {id: when, kind: date, default: 2026-11-29}
        """))
    let initial = Dictionary(uniqueKeysWithValues: form.values.map { ($0.name, $0.initial) })
    #expect(initial["flag"] == .bool(true))
    #expect(initial["count"] == .int(3), "0 moved into min...max")
    #expect(initial["level"] == .int(-3), "0 moved into min...max")
    #expect(initial["plain"] == .int(0))
    #expect(initial["name"] == .string(""))
    #expect(initial["greeting"] == .string("42"), "a text default is read as text")
    #expect(initial["size"] == .null)
    #expect(initial["days"] == .set(["Mon", "Tue"]))
    #expect(initial["when"] == .string("2026-11-29"))
  }
}
