import FormRuntime
import Foundation
import SeededRandom
import TestTier
import Testing

/// Drives the engine through event sequences on every example form and checks, after every
/// event, that the update turns the old table into the new one and that the new table is the
/// one computed from scratch from the state.
@Suite struct EngineExampleFormTests {
  static let formNames = ["checkout", "event", "fruit", "pizza", "preferences", "settings", "signup"]
  /// The example forms with lists, whose event sequences need list events (the engine's list support).
  static let listFormNames = ["contact", "contacts", "heroes"]

  @Test func everyExampleFormIsInTheSuite() {
    let found = ExampleForms.paths.map {
      URL(fileURLWithPath: $0).lastPathComponent.replacingOccurrences(of: ".form.yaml", with: "")
    }
    #expect(found == (Self.formNames + Self.listFormNames).sorted())
  }

  @Test(arguments: formNames)
  func randomEventSequences(name: String) throws {
    try randomEventSequences(name: name, form: ExampleForms.compile(name), searching: false)
  }

  /// The same with searches among the events, on forms whose rows also have keywords in
  /// other scripts and with diacritics.
  @Test(arguments: formNames)
  func randomEventSequencesWithSearches(name: String) throws {
    var form = try ExampleForms.compile(name)
    let keywords = [["Déjà vu", "ÉTÉ"], ["straße"], ["Crème brûlée", "naïve"], ["日本語", "Ｆｕｌｌ"]]
    for slot in 0..<form.rows.count where slot % 3 == 0 { form.rows.keywords[slot] = keywords[slot % 4] }
    try randomEventSequences(name: name, form: form, searching: true)
  }

  private func randomEventSequences(name: String, form: CompiledForm, searching: Bool) throws {
    let generator = EventGenerator(form: form)
    // 40 sequences of 150 events a form in the full tier, 5 in the fast one.
    for seed in UInt64(1)...TestTier.value(fast: 5, full: 40) {
      var random = SplitMix64(seed: seed)
      var engine = try FormEngine(form: form)
      var history: [FormEvent] = []
      for _ in 0..<150 {
        let event = generator.event(using: &random, searching: searching ? engine.searchQuery : nil)
        history.append(event)
        let before = engine.table
        let stateBefore = engine.state
        do {
          let update = try engine.send(event)
          let after = engine.table
          #expect(throws: Never.self, "\(name) seed \(seed) events \(history.map(\.description))") {
            try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: after)
          }
          #expect(
            after == FormTable(form: form, state: engine.state, query: engine.searchQuery),
            "\(name) seed \(seed) events \(history.map(\.description))")
          if update.isEmpty { #expect(before == after) }
        } catch {
          #expect(engine.state == stateBefore, "a refused event changed the state")
          #expect(engine.table == before, "a refused event changed the table")
        }
        if !engine.lookupsAgreeWithTable {
          Issue.record("\(name) seed \(seed): lookups disagree with the table after \(history.map(\.description))")
          return
        }
      }
    }
  }
}
