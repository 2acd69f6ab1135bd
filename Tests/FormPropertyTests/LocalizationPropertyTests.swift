import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import TestTier
import Testing

/// Localization on generated forms (issue 23): every text has one key; looking texts up changes what rows show and
/// nothing the engine does; the String Catalog of the texts holds each key once and regenerates to the same bytes;
/// and the `key:`s some generated specs carry replace the start of their elements' keys, and only theirs.
@Suite struct LocalizationPropertyTests {
  static let seedsPerProfile: UInt64 = TestTier.value(fast: 10, full: 30)

  @Test(arguments: [GeneratorProfile.mixed, .accordions, .conditions, .selection, .lists, .validation])
  func localizedFormsBehaveAsTheSpecsOwn(_ profile: GeneratorProfile) throws {
    var titlesCompared = 0
    var keyedForms = 0
    for seed in 1...Self.seedsPerProfile {
      let generated = GeneratedCase(profile: profile, seed: seed)
      guard let form = FormCompiler.compile(SourceText(path: "generated.form.yaml", text: generated.yaml)).form else {
        Issue.record("\(profile.name):\(seed): the spec does not compile\n\(generated.yaml)")
        continue
      }
      let context = "\(profile.name):\(seed)\n\(generated.yaml)"
      let texts = form.localizableTexts
      #expect(Set(texts.map(\.key)).count == texts.count, "\(context)")
      #expect(form.localized { _, text in text } == form, "\(context)")

      // Every text is asked for under its key, and each shows wrapped ("{{x}}" kept, so details still parse).
      var asked = Set<String>()
      let wrapped = form.localized { key, text in
        asked.insert(key)
        return "«" + text + "»"
      }
      #expect(asked == Set(texts.map(\.key)), "\(context)")
      var original = try FormEngine(form: form)
      var localized = try FormEngine(form: wrapped)
      for event in generated.events {
        let expected = try? original.send(event)
        let update = try? localized.send(event)
        #expect(update == expected, "\(context)\n\(event)")
      }
      #expect(localized.table == original.table, "\(context)")
      #expect(localized.state == original.state, "\(context)")
      for section in original.table.sections {
        for id in section.rows {
          guard let title = original.row(id)?.title else { continue }
          #expect(localized.row(id)?.title == "«" + title + "»", "\(context)\n\(id)")
          titlesCompared += 1
        }
      }

      // The catalogue: each key once with its text; merged with itself it is the same file.
      let catalogue = try StringCatalog.render(texts, sourceLanguage: "en", existing: nil)
      let strings = try #require(
        (try JSONSerialization.jsonObject(with: Data(catalogue.utf8)) as? [String: Any])?["strings"]
          as? [String: Any])
      #expect(Set(strings.keys) == Set(texts.map(\.key)), "\(context)")
      #expect(
        try StringCatalog.render(texts, sourceLanguage: "en", existing: Data(catalogue.utf8)) == catalogue,
        "\(context)")

      // The overrides: a row's or a section's keys start with its `key:`, the others' with the form's key (or name)
      // and their id; the file carries them.
      let keys = form.localizationKeys
      if !keys.isEmpty { keyedForms += 1 }
      let formPrefix = keys.form ?? form.name
      for slot in 0..<form.rows.count {
        let prefix = keys.row(slot) ?? "\(formPrefix).\(form.rows.id[slot])"
        #expect(form.rowTextKey(slot, field: "subtitle") == prefix + ".subtitle", "\(context)")
      }
      for section in 0..<form.sections.count {
        let prefix = keys.section(section) ?? "\(formPrefix).\(form.sections.id[section])"
        #expect(form.sectionTextKey(section, field: "footer") == prefix + ".footer", "\(context)")
      }
      #expect(form.titleKey == formPrefix + ".title", "\(context)")
      #expect(try CompiledForm(jsonData: form.jsonData()).localizableTexts == texts, "\(context)")
    }
    #expect(titlesCompared > 0)
    #expect(profile.keyPercent == 0 || keyedForms > 0, "no generated spec of \(profile.name) has a key")
  }
}
