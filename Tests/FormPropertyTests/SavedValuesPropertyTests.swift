import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import TestTier
import Testing

/// Saved values on generated forms: after random events, the state saved and read into a new engine is the same
/// state (values, expanded flags, list items and keys), shows the reference model's table, and saves to the same
/// JSON again; a new item of the restored engine never takes a key one of its items holds.
@Suite struct SavedValuesPropertyTests {
  static let seedsPerProfile: UInt64 =
    ProcessInfo.processInfo.environment["FORMC_SAVED_VALUES_SEEDS"].flatMap { UInt64($0) }
    ?? TestTier.value(fast: 15, full: 60)

  @Test(arguments: [GeneratorProfile.mixed, .accordions, .conditions, .selection, .lists, .validation])
  func savedValuesRoundTripAfterRandomEvents(_ profile: GeneratorProfile) throws {
    var itemsCompared = 0, valuesChanged = 0
    for seed in 1...Self.seedsPerProfile {
      let generated = GeneratedCase(profile: profile, seed: seed)
      guard let form = FormCompiler.compile(SourceText(path: "generated.form.yaml", text: generated.yaml)).form else {
        Issue.record("\(profile.name):\(seed): the spec does not compile\n\(generated.yaml)")
        continue
      }
      let shape = FormShape(spec: generated.spec)
      var model = shape.initialState
      var engine = try FormEngine(form: form)
      for event in generated.events {
        // Refused events leave both as they were; the engine's agreement with the model is EnginePropertyTests'.
        _ = try? engine.send(event)
        if case .success(let next) = shape.apply(event, to: model) { model = next.state }
      }
      if engine.state.values != FormState(initialStateOf: form).values { valuesChanged += 1 }

      let context = "\(profile.name):\(seed)\n\(generated.yaml)\n\(generated.events.map(\.description))"
      let text = engine.savedValues(includingExpanded: true)
      let restored: FormEngine
      do {
        restored = try FormEngine(form: form, savedValues: text)
      } catch {
        Issue.record("\(context)\nthe saved values do not load: \(error)\n\(text)")
        continue
      }
      #expect(restored.state.values == engine.state.values, "\(context)")
      #expect(restored.state.expanded == engine.state.expanded, "\(context)")
      let items = engine.state.lists.map {
        $0.items.map { ListItem(key: $0.key, values: $0.values, expanded: $0.expanded) }
      }
      #expect(restored.state.lists.map { Array($0.items) } == items, "\(context)")
      itemsCompared += items.joined().count
      #expect(restored.state.touched.allSatisfy { !$0 } && restored.state.touchedSections.allSatisfy { !$0 })
      #expect(restored.savedValues(includingExpanded: true) == text, "\(context)")

      // The restored engine shows the table of the saved engine's state, unsearched, and what the reference model
      // shows for it (the model reads no validation flags: ValidationSpecPropertyTests checks those forms).
      #expect(restored.table == FormTable(form: form, state: engine.state), "\(context)\n\(text)")
      if profile.name != GeneratorProfile.validation.name {
        var unsearched = model
        unsearched.query = ""
        #expect(restored.table == shape.table(unsearched), "\(context)\n\(text)")
      }

      // Values alone: the same values and items, the expanded flags the form starts with.
      let valuesOnly = try FormEngine(form: form, savedValues: engine.savedValues())
      #expect(valuesOnly.state.values == engine.state.values, "\(context)")
      #expect(valuesOnly.state.expanded == FormState(initialStateOf: form).expanded, "\(context)")

      // New items after the load never repeat a saved key.
      for (list, state) in restored.state.lists.enumerated()
      where form.lists.max[list].map({ state.items.count < $0 }) ?? true {
        var next = restored
        guard (try? next.send(.append(form.lists.id[list], ListItemValues()))) != nil else { continue }
        let keys = next.state.lists[list].items.map(\.key)
        #expect(Set(keys).count == keys.count, "\(context)")
      }
    }
    // So that agreement on untouched forms cannot pass for coverage.
    #expect(valuesChanged > Int(Self.seedsPerProfile) / 2, "\(profile.name): \(valuesChanged) forms changed a value")
    if profile.name == GeneratorProfile.lists.name { #expect(itemsCompared > Int(Self.seedsPerProfile)) }
  }
}
