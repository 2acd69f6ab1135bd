import FormCompiler
import FormDiagnostics
import FormRuntime
import Testing

/// `FormEngine(form:localize:)` and `CompiledForm.localized(by:)` (issue 23): every text the engine shows, searches
/// and reports comes from the app's table, under the keys the String Catalog holds; missing texts fall back.
@Suite struct LocalizedFormTests {
  static let spec = """
    form: Demo
    title: Order
    index: true
    sections:
      - id: main
        header: Details
        footer: Check before sending.
        rows:
          - id: note
            kind: text
            title: Note
            subtitle: For the courier
            placeholder: Ring twice
            required: true
          - id: method
            kind: choice
            title: Payment
            options:
              - {value: card, title: Credit card}
              - cash
            default: card
          - id: seats
            kind: number
            title: Seats
            default: 2
          - id: summary
            kind: label
            title: Summary
            detail: "{{seats}} seats"
    """

  static let german = [
    "Demo.title": "Bestellung",
    "Demo.main.header": "Angaben",
    "Demo.main.indexTitle": "A",
    "Demo.note.title": "Notiz",
    "Demo.note.subtitle": "Für den Kurier",
    "Demo.note.placeholder": "Zweimal klingeln",
    "Demo.note.rules.required.message": "Bitte eine Notiz schreiben",
    "Demo.method.title": "Zahlung",
    "Demo.method.options.card": "Kreditkarte",
    "Demo.method.options.cash": "Bar",
    "Demo.seats.title": "Plätze",
    "Demo.summary.detail": "{{seats}} Plätze",
  ]

  static func form() throws -> CompiledForm {
    try #require(FormCompiler.compile(SourceText(path: "demo.form.yaml", text: spec)).form)
  }

  @Test func theEngineShowsTheLocalizedTexts() throws {
    var keysAsked: [String] = []
    var engine = try FormEngine(form: Self.form()) { key, text in
      keysAsked.append(key)
      return Self.german[key] ?? text
    }
    // Every key asked is one the catalogue holds, and every text is asked for.
    #expect(Set(keysAsked) == Set(try Self.form().localizableTexts.map(\.key)))
    #expect(engine.form.title == "Bestellung")
    #expect(engine.form.sections.header == ["Angaben"])
    #expect(engine.form.sections.footer == ["Check before sending."])  // no translation: the spec's text
    #expect(engine.sectionIndexTitles == ["A"])
    let note = try #require(engine.row("note"))
    #expect([note.title, note.subtitle, note.placeholder] == ["Notiz", "Für den Kurier", "Zweimal klingeln"])
    let method = try #require(engine.row("method"))
    #expect(method.title == "Zahlung")
    #expect(method.valueTitle == "Kreditkarte")
    #expect(method.title(ofOption: "cash") == "Bar")
    #expect(method.options == ["card", "cash"])  // values are what state and events use
    #expect(engine.row("summary")?.detail == "2 Plätze")
    _ = try engine.send(.set("seats", .int(3)))
    #expect(engine.row("summary")?.detail == "3 Plätze")
    #expect(engine.submit().isValid == false)
    #expect(engine.row("note")?.error == "Bitte eine Notiz schreiben")

    // Search matches the localized title, not the spec's.
    _ = try engine.send(.search("plätze"))
    #expect(engine.table.sections.flatMap(\.rows) == ["seats"])
    _ = try engine.send(.search("Seats"))
    #expect(engine.table.sections.flatMap(\.rows).isEmpty)
  }

  @Test func emptyOrMismatchedTranslationsFallBack() throws {
    let form = try Self.form().localized { key, text in
      switch key {
      case "Demo.note.title": ""
      case "Demo.summary.detail": "{{note}} Plätze"  // another value than the spec's detail shows
      case "Demo.method.options.cash": "cash"
      default: text
      }
    }
    #expect(form.rows.title[0] == "Note")
    #expect(form.presentation.detail.contains("{{seats}} seats"))
    // Titles that are the spec's own stay as compiled.
    #expect(form == (try Self.form()))
    #expect(throws: Never.self) { try FormEngine(form: form) }
  }
}
