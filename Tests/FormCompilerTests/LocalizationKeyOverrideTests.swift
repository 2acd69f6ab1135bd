import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// The `key:` override (issue 23): a row's, a section's or the form's `key:` replaces the start of the keys its
/// texts are localized under; invalid keys and two texts under one key are errors; the compiled form carries the
/// overrides, and the String Catalog, the runtime's lookups and the generated Swift follow them.
@Suite struct LocalizationKeyOverrideTests {
  static let spec = """
    form: Shop
    key: Store
    title: Shop
    index: true
    sections:
      - id: main
        header: Main
        key: Common.main
        rows:
          - {id: email, kind: text, title: Email, key: Common.email, placeholder: you@example.com, format: email}
          - {id: size, kind: choice, options: [S, {value: M, title: Medium}], title: Size}
          - {id: other, kind: text, title: Email, key: Common.email}
      - id: pick
        select: single
        key: Shop.pick
        required: true
        rows: [{id: a1, title: A, key: Shop.a}, {id: a2, title: B}]
      - id: items
        key: Shop.items
        list: {groupBy: team}
        rows:
          - {id: name, kind: text, title: Name, key: Shop.itemName}
          - {id: team, kind: choice, options: [red, blue], key: Shop.team}
    """

  static func form(_ text: String = spec) throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "shop.form.yaml", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.form)
  }

  @Test func overridesReplaceThePrefixOfEveryKey() throws {
    let form = try Self.form()
    let texts = form.localizableTexts
    #expect(
      texts.map { [$0.key, $0.text] } == [
        ["Store.title", "Shop"],
        ["Common.main.header", "Main"],
        ["Common.main.indexTitle", "M"],
        ["Shop.team.options.red", "red"],
        ["Shop.items.groups.red.indexTitle", "R"],
        ["Shop.team.options.blue", "blue"],
        ["Shop.items.groups.blue.indexTitle", "B"],
        ["Common.email.title", "Email"],
        ["Store.size.title", "Size"],
        ["Shop.a.title", "A"],
        ["Store.a2.title", "B"],
        ["Shop.itemName.title", "Name"],
        ["Store.size.options.S", "S"],
        ["Store.size.options.M", "Medium"],
        ["Common.email.placeholder", "you@example.com"],
        ["Common.email.rules.format.message", "Enter a valid email address"],
        ["Shop.pick.rules.required.message", "Required"],
      ])
    #expect(form.formKeyPrefix == "Store")
    #expect(form.rowKeyPrefix(0) == "Common.email")
    #expect(form.rowKeyPrefix(1) == "Store.size")
    #expect(form.sectionKeyPrefix(1) == "Shop.pick")
    // The compiled form holds the overrides as written: the columns by slot and by table section.
    #expect(form.localizationKeys.form == "Store")
    #expect(
      form.localizationKeys.rows == ["Common.email", nil, "Common.email", "Shop.a", nil, "Shop.itemName", "Shop.team"])
    #expect(form.localizationKeys.sections == ["Common.main", "Shop.pick", "Shop.items", "Shop.items", "Shop.items"])
  }

  /// A form without `key:`s has an empty table, and its file no `keys`: it is written as before.
  @Test func aFormWithoutOverridesHasNone() throws {
    let form = try Self.form("form: Plain\nsections:\n  - id: main\n    rows: [{id: a, title: A}]\n")
    #expect(form.localizationKeys.isEmpty)
    #expect(!String(decoding: form.jsonData(), as: UTF8.self).contains("\"keys\""))
    #expect(form.localizableTexts.map(\.key) == ["Plain.a.title"])
  }

  /// Only the form's key: its name goes from every key, the ids stay.
  @Test func theFormsKeyReplacesItsName() throws {
    let form = try Self.form(
      "form: Fruit\nkey: Shop\ntitle: Fruit\nindex: true\nsections:\n  - id: main\n    header: H\n    rows: [{id: citrus, title: Citrus}]\n"
    )
    #expect(
      form.localizableTexts.map(\.key) == [
        "Shop.title", "Shop.main.header", "Shop.main.indexTitle", "Shop.citrus.title",
      ])
    #expect(form.localizationKeys.rows.isEmpty && form.localizationKeys.sections.isEmpty)
  }

  @Test func theFileCarriesTheOverridesAndReadsThemBack() throws {
    let form = try Self.form()
    let text = String(decoding: form.jsonData(), as: UTF8.self)
    #expect(text.contains("\"formatVersion\":\(CompiledForm.currentFormatVersion)"))
    #expect(
      text.contains(
        #""keys":{"form":"Store","rows":["Common.email",null,"Common.email","Shop.a",null,"Shop.itemName","Shop.team"],"#
          + #""sections":["Common.main","Shop.pick","Shop.items","Shop.items","Shop.items"]}"#))
    let read = try CompiledForm(jsonData: form.jsonData())
    #expect(read == form)
    #expect(read.localizableTexts == form.localizableTexts)
    #expect(try JSONDecoder().decode(CompiledForm.self, from: form.jsonData()) == form)
  }

  /// The same text under one key is one catalogue entry; the catalogue is written under the override keys.
  @Test func theStringCatalogUsesTheOverrides() throws {
    let texts = try Self.form().localizableTexts
    let text = try StringCatalog.render(texts, sourceLanguage: "en", existing: nil)
    let catalogue = try LocalizationTests.catalogue(text)
    let strings = try #require(catalogue["strings"] as? [String: Any])
    #expect(strings.count == texts.count)
    #expect(LocalizationTests.value(catalogue, "Common.email.title", "en") == ["translated", "Email"])
    #expect(LocalizationTests.value(catalogue, "Store.size.options.M", "en") == ["translated", "Medium"])
    #expect(strings["Shop.email.title"] == nil && strings["Shop.other.title"] == nil)
  }

  /// The runtime looks every text up under the override keys, and shows what the table gives.
  @Test func theEngineLooksTextsUpUnderTheOverrides() throws {
    let form = try Self.form()
    var asked: [String] = []
    let localized = form.localized { key, text in
      asked.append(key)
      return key == "Common.email.title" ? "E-Mail" : key == "Store.size.options.M" ? "Mittel" : text
    }
    #expect(Set(asked) == Set(form.localizableTexts.map(\.key)))
    #expect(localized.rows.title[0] == "E-Mail")
    #expect(localized.rows.title[2] == "E-Mail")
    #expect(localized.values[1].optionTitles == ["S", "Mittel"])
    let engine = try FormEngine(form: form) { key, text in key == "Shop.a.title" ? "Eins" : text }
    #expect(engine.form.rows.title[3] == "Eins")
  }

  // MARK: Diagnostics

  @Test func invalidKeysAreReportedWhereTheyAreWritten() {
    assertDiagnostics(
      """
      form: Demo
      key: "1️⃣"
      sections:
        - id: main
          key: 2️⃣.main
          rows:
            - {id: a, title: A, key: 3️⃣a.}
            - {id: b, title: B, key: "4️⃣a..b"}
            - {id: c, title: C, key: "5️⃣a b"}
            - {id: d, title: D, key: "6️⃣a\\u0007b"}
            - {id: e, title: E, key: Fine.e}
      """,
      [
        DiagnosticSpec(id: "bad-localization-key", message: "this 'key' is not a localization key: it is empty"),
        DiagnosticSpec("2️⃣", id: "bad-localization-key", message: "it starts with '.'"),
        DiagnosticSpec("3️⃣", id: "bad-localization-key", message: "it ends with '.'"),
        DiagnosticSpec("4️⃣", id: "bad-localization-key", message: "it has an empty component ('..')"),
        DiagnosticSpec("5️⃣", id: "bad-localization-key", message: "it contains white space (U+0020)"),
        DiagnosticSpec("6️⃣", id: "bad-localization-key", message: "it contains a control character (U+0007)"),
      ])
  }

  @Test func aMisspeltKeyIsOfferedKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: a, title: A, 1️⃣kye: Common.a}
      """,
      [
        DiagnosticSpec(
          id: "unknown-key", message: "did you mean 'key'?", fixIts: [FixItSpec("1️⃣", length: 3, replacement: "key")])
      ])
  }

  /// Two rows given one key with different titles: an error at the second, a note at the first. The same text under
  /// the same key (a third row) is no error.
  @Test func twoTextsUnderOneKeyAreAnError() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - {id: email, kind: text, title: Email, key: 2️⃣Common.email}
            - {id: work, kind: text, title: Work email, key: 1️⃣Common.email}
            - {id: same, kind: text, title: Email, key: Common.email}
      """,
      [
        DiagnosticSpec(
          id: "localization-key-collision",
          message:
            "the title of row 'work' ('Work email') would be localized under 'Common.email.title', the key of the "
            + "title of row 'email' ('Email'); give one of them a 'key:' of its own, or make the texts the same",
          notes: [NoteSpec("2️⃣", "the title of row 'email' is localized under 'Common.email.title'")])
      ])
  }

  /// A `key:` equal to another element's derived prefix; a section's key taking a row's rule message key; a row's key
  /// taking the form's title key (noted at the form's name).
  @Test func aKeyThatMeetsADerivedKeyCollides() {
    assertDiagnostics(
      """
      form: 7️⃣Demo
      title: Demo form
      sections:
        - id: main
          rows:
            - {id: 3️⃣email, kind: text, title: Email}
            - {id: other, title: Other, key: 1️⃣Demo.email}
            - {id: 5️⃣agree, kind: toggle, title: Agree, required: true}
            - {id: top, title: Top, key: 6️⃣Demo}
        - id: pick
          select: single
          key: 4️⃣Demo.agree
          required: true
          message: Pick one
          rows: [{id: a1, title: A}]
      """,
      [
        DiagnosticSpec(
          id: "localization-key-collision",
          message: "the title of row 'other' ('Other') would be localized under 'Demo.email.title'",
          notes: [NoteSpec("3️⃣", "the title of row 'email'")]),
        DiagnosticSpec(
          "6️⃣", id: "localization-key-collision",
          message: "the title of row 'top' ('Top') would be localized under 'Demo.title', the key of the title of "
            + "form Demo ('Demo form')",
          notes: [NoteSpec("7️⃣", "the title of form Demo is localized under 'Demo.title'")]),
        DiagnosticSpec(
          "4️⃣", id: "localization-key-collision",
          message: "('Pick one') would be localized under 'Demo.agree.rules.required.message'",
          notes: [NoteSpec("5️⃣", "the message shown while the required rule of row 'agree' fails")]),
      ])
  }
}
