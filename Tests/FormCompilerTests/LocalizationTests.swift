import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// Localization (issue 23): the key of every user-visible text, and the String Catalog written from them and merged
/// with the one already there.
@Suite struct LocalizationTests {
  static let spec = """
    form: Demo
    title: Order
    sections:
      - id: main
        header: Details
        footer: All fields are required.
        indexTitle: D
        rows:
          - id: note
            kind: text
            title: Note
            subtitle: For the courier
            placeholder: Ring twice
            required: true
            message: Write a note
          - id: method
            kind: choice
            title: Payment
            options:
              - {value: card, title: Credit card}
              - cash
          - id: seats
            kind: number
            title: Seats
            default: 2
          - id: summary
            kind: label
            title: Summary
            detail: "{{seats}} seats"
    """

  static func form(_ text: String = spec) throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "demo.form.yaml", text: text))
    return try #require(result.form)
  }

  @Test func everyTextHasItsKey() throws {
    let texts = try Self.form().localizableTexts
    #expect(
      texts.map { [$0.key, $0.text] } == [
        ["Demo.title", "Order"],
        ["Demo.main.header", "Details"],
        ["Demo.main.footer", "All fields are required."],
        ["Demo.main.indexTitle", "D"],
        ["Demo.note.title", "Note"],
        ["Demo.method.title", "Payment"],
        ["Demo.seats.title", "Seats"],
        ["Demo.summary.title", "Summary"],
        ["Demo.method.options.card", "Credit card"],
        ["Demo.method.options.cash", "cash"],
        ["Demo.note.subtitle", "For the courier"],
        ["Demo.note.placeholder", "Ring twice"],
        ["Demo.summary.detail", "{{seats}} seats"],
        ["Demo.note.rules.required.message", "Write a note"],
      ])
    #expect(texts.first { $0.key == "Demo.summary.detail" }?.comment.contains("{{name}}") == true)
    #expect(Set(texts.map(\.key)).count == texts.count)
  }

  /// An index title the compiler derives from the header is a text of its own, under the section's key.
  @Test func aDerivedIndexTitleIsLocalizedToo() throws {
    let form = try Self.form(
      """
      form: Demo
      index: true
      sections:
        - id: main
          header: general
          rows:
            - id: a
              title: A
      """)
    #expect(
      form.localizableTexts.contains(
        LocalizableText(key: "Demo.main.indexTitle", text: "G", comment: "The index title of section 'main'")))
    #expect(form.sectionTextKey(0, field: "header") == "Demo.main.header")
  }

  static func catalogue(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func entry(_ catalogue: [String: Any], _ key: String) -> [String: Any]? {
    (catalogue["strings"] as? [String: Any])?[key] as? [String: Any]
  }

  static func value(_ catalogue: [String: Any], _ key: String, _ language: String) -> [String]? {
    let unit = ((entry(catalogue, key)?["localizations"] as? [String: Any])?[language] as? [String: Any])?["stringUnit"]
    guard let unit = unit as? [String: Any], let state = unit["state"] as? String, let value = unit["value"] as? String
    else { return nil }
    return [state, value]
  }

  @Test func aNewCatalogueHoldsTheSourceTexts() throws {
    let texts = try Self.form().localizableTexts
    let text = try StringCatalog.render(texts, sourceLanguage: "en", existing: nil)
    let catalogue = try Self.catalogue(text)
    #expect(catalogue["sourceLanguage"] as? String == "en")
    #expect(catalogue["version"] as? String == "1.0")
    #expect((catalogue["strings"] as? [String: Any])?.count == texts.count)
    #expect(Self.value(catalogue, "Demo.method.options.card", "en") == ["translated", "Credit card"])
    #expect(Self.entry(catalogue, "Demo.title")?["extractionState"] as? String == "manual")
    #expect(Self.entry(catalogue, "Demo.title")?["comment"] as? String == "The title of form Demo")
    // Xcode's layout: sorted keys, " : ", two spaces; the same input gives the same bytes.
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Demo.main.footer\" : {\n"))
    #expect(text.hasSuffix("  \"version\" : \"1.0\"\n}\n"))
    #expect(try StringCatalog.render(texts, sourceLanguage: "en", existing: Data(text.utf8)) == text)
  }

  @Test func mergingKeepsTranslationsAndMarksRemovedKeysStale() throws {
    let texts = try Self.form().localizableTexts
    var translated = try Self.catalogue(try StringCatalog.render(texts, sourceLanguage: "en", existing: nil))
    var strings = try #require(translated["strings"] as? [String: Any])
    func translate(_ key: String, _ value: String) throws {
      var entry = try #require(strings[key] as? [String: Any])
      var localizations = try #require(entry["localizations"] as? [String: Any])
      localizations["de"] = ["stringUnit": ["state": "translated", "value": value]]
      entry["localizations"] = localizations
      strings[key] = entry
    }
    try translate("Demo.title", "Bestellung")
    try translate("Demo.note.title", "Notiz")
    try translate("Demo.seats.title", "Plätze")
    translated["strings"] = strings
    translated["x-custom"] = [1, true, "kept"]
    let existing = try JSONSerialization.data(withJSONObject: translated)

    // The form loses its seats row (and the detail showing it), and its note is retitled.
    let form = try Self.form(
      Self.spec.replacingOccurrences(of: "title: Note", with: "title: Remark")
        .replacingOccurrences(of: "{{seats}} seats", with: "Total")
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter {
          !$0.contains("id: seats") && !$0.contains("title: Seats") && !$0.contains("default: 2")
            && !$0.contains("kind: number")
        }
        .joined(separator: "\n"))
    let merged = try Self.catalogue(
      try StringCatalog.render(form.localizableTexts, sourceLanguage: "en", existing: existing))
    #expect(Self.value(merged, "Demo.title", "de") == ["translated", "Bestellung"])
    #expect(Self.value(merged, "Demo.note.title", "en") == ["translated", "Remark"])
    #expect(Self.value(merged, "Demo.note.title", "de") == ["needs_review", "Notiz"])
    #expect(Self.entry(merged, "Demo.seats.title")?["extractionState"] as? String == "stale")
    #expect(Self.value(merged, "Demo.seats.title", "de") == ["translated", "Plätze"])
    #expect(Self.entry(merged, "Demo.note.title")?["extractionState"] as? String == "manual")
    #expect((merged["x-custom"] as? [Any])?.count == 3)

    // A key that comes back is current again, its translations as they were.
    let back = try Self.catalogue(
      try StringCatalog.render(
        Self.form().localizableTexts, sourceLanguage: "en",
        existing: try JSONSerialization.data(withJSONObject: merged)))
    #expect(Self.entry(back, "Demo.seats.title")?["extractionState"] as? String == "manual")
    #expect(Self.value(back, "Demo.seats.title", "de") == ["translated", "Plätze"])
  }

  @Test func aCatalogueThatDoesNotReadIsAnError() throws {
    let texts = try Self.form().localizableTexts
    let cases: [(String, String)] = [
      ("{\"strings\": ", "is not valid JSON"),
      ("[]", "its top level is not a JSON object"),
      ("{\"strings\": []}", "its 'strings' is not a JSON object"),
      ("{\"strings\": {\"a\": 1}}", "the entry of 'a' in 'strings' is not a JSON object"),
    ]
    for (text, message) in cases {
      #expect {
        try StringCatalog.render(texts, sourceLanguage: "en", existing: Data(text.utf8))
      } throws: { error in
        (error as? StringCatalogError)?.message.contains(message) == true
      }
    }
    // Another source language: its values are the spec's texts; the old source's are kept.
    let english = try StringCatalog.render(texts, sourceLanguage: "en", existing: nil)
    let german = try Self.catalogue(
      try StringCatalog.render(texts, sourceLanguage: "de", existing: Data(english.utf8)))
    #expect(german["sourceLanguage"] as? String == "de")
    #expect(Self.value(german, "Demo.title", "de") == ["translated", "Order"])
    #expect(Self.value(german, "Demo.title", "en") == ["translated", "Order"])
  }
}
