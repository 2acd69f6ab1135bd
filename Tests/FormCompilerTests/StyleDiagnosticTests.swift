import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// The `style:` key (issue 57): a style of the row's kind (``RowStyle/styles(of:)``), a stepper only with both
/// bounds, an unknown style offered the closest of its kind's; and what the compiler lowers.
@Suite struct StyleDiagnosticTests {
  private static let stylesByKind =
    "number rows take field or stepper, choice rows menu, inline, segmented or wheel, date rows compact, inline or "
    + "wheel"

  @Test func stylesOnKindsThatDoNotHaveThem() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: day, kind: date, style: 1️⃣segmented}
            - {id: name, kind: text, style: 2️⃣menu}
            - {id: note, style: 3️⃣inline}
            - {id: agree, kind: toggle, style: 4️⃣bogus}
            - {id: size, kind: choice, options: [s, m], style: 5️⃣stepper}
      """,
      [
        DiagnosticSpec(id: "misplaced-style", message: "'segmented' is not a style of date rows; \(Self.stylesByKind)"),
        DiagnosticSpec("2️⃣", id: "misplaced-style", message: "text rows take no style; \(Self.stylesByKind)"),
        DiagnosticSpec("3️⃣", id: "misplaced-style", message: "label rows take no style; \(Self.stylesByKind)"),
        DiagnosticSpec("4️⃣", id: "misplaced-style", message: "toggle rows take no style; \(Self.stylesByKind)"),
        DiagnosticSpec(
          "5️⃣", id: "misplaced-style", message: "'stepper' is not a style of choice rows; \(Self.stylesByKind)"),
      ])
    #expect(result.form == nil)
  }

  /// An unknown style names its kind's styles and offers the closest (a wrong case too); nothing is said of a style
  /// on a row whose kind is unknown, which is reported already.
  @Test func unknownStylesGetTheClosestOfTheirKind() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: size, kind: choice, options: [s, m], style: 1️⃣segmnted}
            - {id: day, kind: date, style: 2️⃣Wheel}
            - {id: count, kind: number, style: 3️⃣zzzzzzzz}
            - {id: odd, kind: 4️⃣chioce, options: [a], style: whatever}
      """,
      [
        DiagnosticSpec(
          id: "unknown-style",
          message: "unknown style 'segmnted' for a choice row; use menu, inline, segmented, wheel (did you mean "
            + "'segmented'?)",
          fixIts: [FixItSpec("1️⃣", length: 8, replacement: "segmented")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-style",
          message: "unknown style 'Wheel' for a date row; use compact, inline, wheel (did you mean 'wheel'?)",
          fixIts: [FixItSpec("2️⃣", length: 5, replacement: "wheel")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-style", message: "unknown style 'zzzzzzzz' for a number row; use field, stepper"),
        DiagnosticSpec("4️⃣", id: "unknown-kind", message: "unknown row kind 'chioce'; did you mean 'choice'?"),
      ])
    #expect(applyingFixIts(result).contains("style: segmented}"))
    #expect(applyingFixIts(result).contains("{id: day, kind: date, style: wheel}"))
  }

  @Test func aStepperNeedsBothBounds() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: guests, kind: number, min: 1, style: 1️⃣stepper}
            - {id: tickets, kind: number, max: 9, style: 2️⃣stepper}
            - {id: bare, kind: number, style: 3️⃣stepper}
            - {id: seats, kind: number, min: 1, max: 8, style: stepper}
            - {id: plain, kind: number, style: field}
      """,
      [
        DiagnosticSpec(
          id: "stepper-without-bounds",
          message: "a stepper needs bounds; give number row 'guests' both 'min' and 'max', or remove 'style: stepper'"),
        DiagnosticSpec("2️⃣", id: "stepper-without-bounds", message: "give number row 'tickets' both 'min' and 'max'"),
        DiagnosticSpec("3️⃣", id: "stepper-without-bounds", message: "give number row 'bare' both 'min' and 'max'"),
      ])
  }

  /// What the compiler lowers: the `style` column, and the engine's `FormRow.style`; a form that round-trips.
  @Test func theStyleColumnAndTheRows() throws {
    let source = """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: size, kind: choice, options: [s, m, l], style: segmented}
            - {id: name, kind: text, placeholder: Name}
            - {id: day, kind: date, style: inline}
            - {id: seats, kind: number, min: 1, max: 8, style: stepper}
            - {id: pick, kind: choice, options: [a, b]}
      """
    let form = try #require(compileClean(source))
    #expect(form.presentation.row == [0, 1, 2, 3])
    #expect(form.presentation.style == [.segmented, nil, .inline, .stepper])
    let reloaded = try CompiledForm(jsonData: form.jsonData())
    #expect(reloaded == form)
    let engine = try FormEngine(form: reloaded)
    #expect(engine.row("size")?.style == .segmented)
    #expect(engine.row("day")?.style == .inline)
    #expect(engine.row("seats")?.style == .stepper)
    #expect(engine.row("name")?.style == nil)
    #expect(engine.row("pick")?.style == nil)
  }
}
