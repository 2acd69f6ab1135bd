import Foundation
import Testing

@testable import FormcCLI

/// `--template xcstrings` (issue 23): the String Catalog written beside the other outputs, merged with the one there,
/// kept by `--check`, refused without overwriting when it does not read; formc.yml's `sourceLanguage`.
@Suite struct StringCatalogCommandTests {
  @Test func compileWritesTheCatalogueAndCheckKeepsItCurrent() throws {
    try withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out").path
      let written = formc("compile", fruitSpec, "--template", "xcstrings", "-o", out)
      #expect(written.code == 0, "\(written.err)")
      #expect(contents(of: out) == ["Fruit.xcstrings"])
      let path = out + "/Fruit.xcstrings"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("\"Fruit.citrusPick.options.Lime\" : {"))
      #expect(text.contains("\"sourceLanguage\" : \"en\""))
      #expect(formc("compile", fruitSpec, "--template", "xcstrings", "-o", out, "--check").code == 0)

      // A translation added by hand is kept, and the catalogue is still current.
      let translated = text.replacingOccurrences(
        of:
          "\"Fruit.title\" : {\n      \"comment\" : \"The title of form Fruit\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n",
        with:
          "\"Fruit.title\" : {\n      \"comment\" : \"The title of form Fruit\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Obst\"\n          }\n        },\n"
      )
      #expect(translated != text)
      try Data(translated.utf8).write(to: URL(fileURLWithPath: path))
      #expect(formc("compile", fruitSpec, "--template", "xcstrings", "-o", out, "--check").code == 0)
      #expect(formc("compile", fruitSpec, "--template", "xcstrings", "-o", out).code == 0)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == translated)

      // A spec whose title changed makes the catalogue stale under --check.
      let spec = try write(
        try fruitText().replacingOccurrences(of: "title: Fruit\n", with: "title: Fruits\n"), to: "fruit.form.yaml",
        in: folder)
      let stale = formc("compile", spec, "--template", "xcstrings", "-o", out, "--check")
      #expect(stale.code == 1)
      #expect(stale.err.contains("Fruit.xcstrings is stale"))
    }
  }

  @Test func aCatalogueThatDoesNotReadIsLeftAsItIs() throws {
    try withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out").path
      let path = try write("{\"strings\": [", to: "out/Fruit.xcstrings", in: folder)
      let result = formc("compile", fruitSpec, "--template", "xcstrings", "-o", out)
      #expect(result.code == 1)
      #expect(result.err.contains("Fruit.xcstrings is not valid JSON"))
      #expect(result.err.contains("[malformed-string-catalog]"))
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"strings\": [")
      try write("{\"strings\": {\"Fruit.title\": \"Obst\"}}", to: "out/Fruit.xcstrings", in: folder)
      let entry = formc("compile", fruitSpec, "--template", "xcstrings", "-o", out, "--check")
      #expect(entry.code == 1)
      #expect(entry.err.contains("the entry of 'Fruit.title' in 'strings' is not a JSON object"))
    }
  }

  @Test func theConfigsSourceLanguageIsTheCataloguesOwn() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/fruit.form.yaml", in: folder)
      try write(
        "inputs: [Forms]\noutput: L10n\ntemplate: xcstrings\nsourceLanguage: de\n", to: "formc.yml", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 0, "\(result.err)")
      let text = try String(
        contentsOfFile: folder.appendingPathComponent("L10n/Fruit.xcstrings").path, encoding: .utf8)
      #expect(text.contains("\"sourceLanguage\" : \"de\""))
      #expect(
        text.contains(
          "        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Fruit\""
        ))
      #expect(formc(in: folder, "run", "--check").code == 0)

      try write("inputs: [Forms]\noutput: L10n\ntemplate: xcstrings\nsourceLanguage: ''\n", to: "formc.yml", in: folder)
      let empty = formc(in: folder, "run")
      #expect(empty.code == 1)
      #expect(empty.err.contains("'sourceLanguage' must be a language code such as en or pt-BR; found nothing"))
    }
  }

  /// The example catalogue CI checks: Forms/Fruit.xcstrings, written by `formc run --config Forms`.
  @Test func theCommittedExampleCatalogueIsCurrent() {
    let result = formc("run", "--config", formsFolder, "--check")
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.contains("1 output up to date"))
  }

  @Test func templatesListNamesIt() {
    #expect(formc("templates", "list").out.contains("xcstrings  (renders <Form>.xcstrings)"))
  }
}
