import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// The presentation keys (issue 23): `subtitle`, `placeholder`, `secure`, `keyboard` and `detail`, each on the
/// kinds that may have it, the keyboard's names, and the detail's `{{name}}`s; and what the compiler lowers.
@Suite struct PresentationDiagnosticTests {
  @Test func keysOnKindsThatCannotHaveThem() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: agree, kind: toggle, placeholder: 1️⃣Yes, subtitle: Fine on any row}
            - {id: seats, kind: number, placeholder: "0", secure: 2️⃣true}
            - {id: note, kind: text, detail: 3️⃣Hello, keyboard: email, secure: true, placeholder: x}
            - {id: pick, kind: choice, options: [a, b], keyboard: 4️⃣phone}
      """,
      [
        DiagnosticSpec(
          id: "misplaced-key", message: "'placeholder' applies to text, number and decimal rows, not to toggle rows"),
        DiagnosticSpec("2️⃣", id: "misplaced-key", message: "'secure' applies to text rows, not to number rows"),
        DiagnosticSpec("3️⃣", id: "misplaced-key", message: "'detail' applies to label rows, not to text rows"),
        DiagnosticSpec("4️⃣", id: "misplaced-key", message: "'keyboard' applies to text rows, not to choice rows"),
      ])
  }

  /// `keybord` is offered `keyboard`, not `keywords`; an unknown keyboard its closest name.
  @Test func misspellingsGetTheRightSuggestion() {
    let result = assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: email, kind: text, 1️⃣keybord: email}
            - {id: site, kind: text, keyboard: 2️⃣URL}
            - {id: code, kind: text, keyboard: 3️⃣numpad}
            - {id: mail, kind: text, keyboard: 4️⃣emailAddress}
            - {id: odd, kind: text, keyboard: 5️⃣zzz}
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "did you mean 'keyboard'?",
          fixIts: [FixItSpec("1️⃣", length: 7, replacement: "keyboard")]),
        DiagnosticSpec(
          "2️⃣", id: "unknown-keyboard",
          message: "unknown keyboard 'URL'; use default, email, number, decimal, phone, url (did you mean 'url'?)",
          fixIts: [FixItSpec("2️⃣", length: 3, replacement: "url")]),
        DiagnosticSpec(
          "3️⃣", id: "unknown-keyboard", message: "unknown keyboard 'numpad'; use default, email, number",
          fixIts: [FixItSpec("3️⃣", length: 6, replacement: "number")]),
        DiagnosticSpec(
          "4️⃣", id: "unknown-keyboard", message: "(did you mean 'email'?)",
          fixIts: [FixItSpec("4️⃣", length: 12, replacement: "email")]),
        DiagnosticSpec(
          "5️⃣", id: "unknown-keyboard",
          message: "unknown keyboard 'zzz'; use default, email, number, decimal, phone, url",
          fixIts: []),
      ])
    #expect(applyingFixIts(result).contains("{id: email, kind: text, keyboard: email}"))
  }

  @Test func detailTemplatesAreChecked() {
    let result = assertDiagnostics(
      """
      form: Demo
      state:
        busy: {type: bool}
        venue: {type: string, default: Hall}
      sections:
        - id: main
          rows:
            - {id: seats, kind: number, default: 2}
            - {id: vip, kind: toggle}
            - {id: extras, kind: multichoice, options: [a, b]}
            - {id: summary, detail: "1️⃣{{seat}} seats"}
            - {id: open, detail: "At {{venue}}: 2️⃣{{seats"}
            - {id: shut, detail: "3️⃣}} {{seats}}"}
            - {id: empty, detail: "4️⃣{{ }}"}
            - {id: flags, detail: "5️⃣{{vip}}, 6️⃣{{busy}}, 7️⃣{{extras}}"}
            - {id: fine, detail: "{{ seats }} seats at {{venue}}"}
        - id: phones
          list: {}
          rows:
            - {id: number, kind: text}
            - {id: shown, detail: "8️⃣{{seats}}"}
        - id: tail
          rows:
            - {id: count, detail: "9️⃣{{number}}"}
      """,
      [
        DiagnosticSpec(
          id: "bad-detail", message: "'{{seat}}' names nothing the form declares; did you mean 'seats'?",
          fixIts: [FixItSpec("1️⃣", length: 8, replacement: "{{seats}}")]),
        DiagnosticSpec("2️⃣", id: "bad-detail", message: "'{{' is not closed; write {{name}} to show a value"),
        DiagnosticSpec("3️⃣", id: "bad-detail", message: "'}}' closes no '{{'"),
        DiagnosticSpec("4️⃣", id: "bad-detail", message: "'{{…}}' must hold one name"),
        DiagnosticSpec("5️⃣", id: "bad-detail", message: "'{{vip}}' cannot be shown: toggle row 'vip' holds no value"),
        DiagnosticSpec("6️⃣", id: "bad-detail", message: "'{{busy}}' cannot be shown: bool state variable 'busy'"),
        DiagnosticSpec("7️⃣", id: "bad-detail", message: "multichoice row 'extras' holds no value a detail can show"),
        DiagnosticSpec("8️⃣", id: "bad-detail", message: "the detail of a list template row cannot show values"),
        DiagnosticSpec(
          "9️⃣", id: "bad-detail",
          message: "'{{number}}' belongs to each item of 'phones'; a detail shows values outside lists"),
      ])
    #expect(result.form == nil)
  }

  /// What the compiler lowers: one entry per row with a key, in slot order, and a format that round-trips.
  @Test func thePresentationTable() throws {
    let source = """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: email, kind: text, placeholder: you@example.com, keyboard: email, subtitle: Never shared}
            - {id: plain, kind: toggle}
            - {id: password, kind: text, secure: true}
            - {id: seats, kind: number, default: 2, placeholder: "0"}
            - {id: summary, detail: "{{seats}} seats for {{email}}"}
      """
    let form = try #require(compileClean(source))
    let table = form.presentation
    #expect(table.row == [0, 2, 3, 4])
    #expect(table.subtitle == ["Never shared", nil, nil, nil])
    #expect(table.placeholder == ["you@example.com", nil, "0", nil])
    #expect(table.secure == [false, true, false, false])
    #expect(table.keyboard == [.email, nil, nil, nil])
    #expect(table.detail == [nil, nil, nil, "{{seats}} seats for {{email}}"])
    let reloaded = try CompiledForm(jsonData: form.jsonData())
    #expect(reloaded == form)
    #expect(reloaded.presentation == table)
    // A form without presentation keys writes no `presentation` key.
    let plainSource = """
      form: Plain
      sections:
        - id: main
          rows: [{id: name, kind: text}]
      """
    let plain = try #require(compileClean(plainSource))
    #expect(!String(decoding: plain.jsonData(), as: UTF8.self).contains("presentation"))
  }
}
