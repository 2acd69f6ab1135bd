import FormRuntime
import Foundation
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
}
