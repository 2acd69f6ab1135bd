import FormRuntime
import Foundation
import GeneratedForms
import Testing

/// The generated API's localized forms (issue 23): `init(localizedIn:)` looks each text up in the bundle's
/// `<Form>` table (what Xcode builds from `<Form>.xcstrings`), `init(localize:)` in the app's own; both fall back to
/// the spec's texts.
@Suite struct GeneratedLocalizationTests {
  @Test func aBundlesTableGivesTheTexts() throws {
    let bundleURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("formc-l10n-\(UUID().uuidString).bundle", isDirectory: true)
    let table = bundleURL.appendingPathComponent("en.lproj", isDirectory: true)
    try FileManager.default.createDirectory(at: table, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bundleURL) }
    try Data(
      """
      "Fruit.citrus.title" = "Zitrusfrüchte";
      "Fruit.fruit.header" = "Wähle eine Frucht";
      "Fruit.citrusPick.options.Lime" = "Limette";
      """.utf8
    ).write(to: table.appendingPathComponent("Fruit.strings"))
    let bundle = try #require(Bundle(path: bundleURL.path))

    // The option enums localize their titles from the same table, under the same keys.
    #expect(FruitForm.CitrusPickOption.lime.titleKey == "Fruit.citrusPick.options.Lime")
    #expect(FruitForm.CitrusPickOption.lime.title(localizedIn: bundle) == "Limette")
    #expect(FruitForm.CitrusPickOption.lemon.title(localizedIn: bundle) == "Lemon")

    var fruit = FruitForm(localizedIn: bundle)
    #expect(fruit.engine.row("citrus")?.title == "Zitrusfrüchte")
    #expect(fruit.engine.row("melon")?.title == "Melon")  // not in the table: the spec's text
    #expect(fruit.engine.form.sections.header.first == "Wähle eine Frucht")
    #expect(fruit.engine.row("citrusPick")?.valueTitle == "Limette")
    #expect(fruit.engine.row("citrusPick")?.value == .string("Lime"))
    // Search matches the localized title.
    _ = try fruit.send(.search("zitrus"))
    #expect(fruit.engine.table.sections.first?.rows.first == "citrus")

    // A bundle without the table shows the spec's texts: the same engine as init().
    let plain = FruitForm(localizedIn: Bundle(path: FileManager.default.temporaryDirectory.path) ?? .main)
    #expect(plain.engine.form == FruitForm().engine.form)
  }

  @Test func anAppsOwnTableGivesTheTexts() {
    let fruit = FruitForm { key, text in key == "Fruit.melon.title" ? "Melone" : text }
    #expect(fruit.engine.row("melon")?.title == "Melone")
    #expect(fruit.engine.row("citrus")?.title == "Citrus")
  }

  /// An option enum's `title(localize:)` asks for its `titleKey`; an empty answer keeps the spec's title.
  @Test func optionEnumsLocalizeTheirTitles() {
    var asked: [String] = []
    let title = FruitForm.MelonPickOption.honeydew.title { key, text in
      asked.append(key)
      return "Honigmelone"
    }
    #expect(title == "Honigmelone")
    #expect(asked == ["Fruit.melonPick.options.Honeydew"])
    #expect(FruitForm.MelonPickOption.honeydew.title { _, _ in "" } == "Honeydew")
    // Every enum key is one the String Catalog holds.
    let keys = Set(FruitForm.compiledForm.localizableTexts.map(\.key))
    #expect(FruitForm.CitrusPickOption.allCases.allSatisfy { keys.contains($0.titleKey) })
  }

  /// Signup's email row has `key: Common.email`: its texts are looked up under the shared keys, the form's own
  /// texts under `Signup.…`.
  @Test func aRowsKeyOverridesItsKeys() {
    let keys = Set(SignupForm.compiledForm.localizableTexts.map(\.key))
    #expect(keys.isSuperset(of: ["Common.email.title", "Common.email.rules.format.message", "Signup.password.title"]))
    #expect(!keys.contains("Signup.email.title"))
    let signup = SignupForm { key, text in key == "Common.email.title" ? "E-Mail" : text }
    #expect(signup.engine.row("email")?.title == "E-Mail")
    #expect(SignupForm.AccountTypeOption.business.titleKey == "Signup.accountType.options.business")
  }
}
