import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// Option titles (issue 23): `{value: card, title: Credit card}` among a row's options, what is refused, what a
/// title written where the value belongs is told, and what the compiler lowers.
@Suite struct OptionTitleTests {
  @Test func shapesOfAnOption() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: method
              kind: choice
              options:
                - {value: card, 1️⃣titel: Credit card}
                - 2️⃣{title: Cash}
                - {value: 3️⃣[a], title: 4️⃣{x: 1}}
                - {value: debit, title: 5️⃣""}
                - plain
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "unknown key 'titel' in an option; did you mean 'title'?",
          fixIts: [FixItSpec("1️⃣", length: 5, replacement: "title")]),
        DiagnosticSpec("2️⃣", id: "missing-key", message: "an option is missing the required key 'value'"),
        DiagnosticSpec("3️⃣", id: "expected-string", message: "expected a string for 'value', found a sequence"),
        DiagnosticSpec("4️⃣", id: "expected-string", message: "expected a string for 'title', found a mapping"),
        DiagnosticSpec(
          "5️⃣", id: "empty-option-title",
          message: "the title of option 'debit' of 'method' is empty; write the text to show, or remove 'title'"),
      ])
    #expect(result.form == nil)
  }

  /// Two options showing the same text (a title, or a value without one) cannot be told apart: a warning with a
  /// note at the first; the same value twice stays a duplicate option only.
  @Test func optionsThatShowTheSameText() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: method
              kind: picker
              options:
                - {value: gift, title: 2️⃣Card}
                - {value: voucher, title: 1️⃣Card}
                - 4️⃣cash
                - {value: coins, title: 3️⃣cash}
      """,
      [
        DiagnosticSpec(
          id: "duplicate-option-title", message: "options 'gift' and 'voucher' of 'method' both show the title 'Card'",
          severity: .warning, notes: [NoteSpec("2️⃣", "'gift' shows it here")]),
        DiagnosticSpec(
          "3️⃣", id: "duplicate-option-title", message: "options 'cash' and 'coins' of 'method' both show the title",
          severity: .warning, notes: [NoteSpec("4️⃣", "'cash' shows it here")]),
      ])
  }

  @Test func titlesOnlyWhereOptionsAre() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: name, kind: text, 1️⃣options: [{value: a, title: A}]}
      state:
        mode: {type: string, values: [b, 2️⃣{value: a, title: A}]}
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key", message: "'options' applies to choice, picker and multichoice rows, not to text rows"),
        DiagnosticSpec("2️⃣", id: "expected-string", message: "expected a string for 'values', found a mapping"),
      ])
  }

  /// Users write what they see: a title where the value belongs is named, with the value as the fix-it, in a
  /// default, an item's default and a condition.
  @Test func aTitleWrittenForTheValue() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: method
              kind: choice
              options: [{value: card, title: Credit card}, cash]
              default: 1️⃣credit card
            - {id: number, kind: text, visible: "method == '2️⃣Credit card'"}
        - id: people
          list: {}
          default:
            - {team: 3️⃣Avengers}
          rows:
            - {id: team, kind: picker, options: [{value: a, title: Avengers}, {value: x, title: X-Men}]}
      """,
      [
        DiagnosticSpec(
          id: "unknown-option",
          message: "'credit card' is not an option of 'method'; that is the title of option 'card', and defaults "
            + "and conditions use the value: did you mean 'card'?",
          fixIts: [FixItSpec("1️⃣", length: 11, replacement: "card")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-option", message: "that is the title of option 'card'",
          fixIts: [FixItSpec("2️⃣", length: 11, replacement: "card")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-option", message: "that is the title of option 'a'",
          fixIts: [FixItSpec("3️⃣", length: 8, replacement: "a")]),
      ])
  }

  /// The value slot carries a title per option (the value where none is written) only when some option has one;
  /// a grouped list's sections are headed by the titles; the format round-trips.
  @Test func whatIsLowered() throws {
    let form = try #require(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - id: method
                kind: choice
                options: [{value: card, title: Credit card}, cash, {value: gift}]
              - {id: size, kind: picker, options: [s, m]}
          - id: heroes
            list: {groupBy: team}
            rows:
              - {id: name, kind: text}
              - {id: team, kind: choice, options: [{value: a, title: Avengers}, x]}
        """))
    let method = try #require(form.values.first { $0.name == "method" })
    #expect(method.options == ["card", "cash", "gift"])
    #expect(method.optionTitles == ["Credit card", "cash", "gift"])
    #expect(method.title(ofOption: "card") == "Credit card")
    #expect(method.title(ofOption: "cash") == "cash")
    #expect(form.values.first { $0.name == "size" }?.optionTitles == nil)
    let groups = form.sections.id.indices.filter { form.sections.id[$0] == "heroes" }
    #expect(groups.map { form.sections.header[$0] } == ["Avengers", "x", nil])
    let reloaded = try CompiledForm(jsonData: form.jsonData())
    #expect(reloaded.values == form.values)
  }
}
