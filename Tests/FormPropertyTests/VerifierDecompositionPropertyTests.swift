import FormDiagnostics
import FormFixtures
import FormRuntime
import TestTier
import Testing

@testable import FormCompiler

/// docs/verify.md's claim, on random forms: exploring the state in parts finds exactly the faults the whole
/// exploration finds, with paths as short. For each part of each generated form whose whole exploration is small, a
/// fault is planted in the events of a piece of state only that part holds (``PlantedFaults``); the split and the
/// whole verifier must both find it or both miss it (an event of that piece that never changes the table), and
/// when found, with paths of one length.
@Suite struct VerifierDecompositionPropertyTests {
  /// Whole explorations larger than this are skipped (a debug build explores a few thousand states a second).
  static let wholeBudget = 200
  static let seeds: ClosedRange<UInt64> = 1...10
  /// The fast tier stops at the first seed whose parts were compared; the full tier runs every seed.
  static let enoughComparisons = TestTier.value(fast: 1, full: Int.max)

  @Test(arguments: [GeneratorProfile.mixed, .accordions, .conditions, .selection, .validation])
  func partsFindWhatTheWholeFinds(profile: GeneratorProfile) throws {
    var compared = 0
    for seed in Self.seeds where compared < Self.enoughComparisons {
      let generated = GeneratedCase(profile: profile, seed: seed)
      let result = FormCompiler.compile(SourceText(path: "gen.form.yaml", text: generated.yaml))
      guard let form = result.form, let sourceMap = result.sourceMap else { continue }
      var whole = FormVerifier(maxStates: Self.wholeBudget)
      whole.decomposes = false
      guard !whole.verify(form, sourceMap: sourceMap).wasCut else { continue }
      let parts = FormVerifier().verify(form, sourceMap: sourceMap).parts
      for (index, part) in parts.enumerated() {
        let others = Set(parts.indices.filter { $0 != index }.flatMap { parts[$0].variables })
        guard let trigger = part.variables.first(where: { !others.contains($0) }) else { continue }
        let step: @Sendable (inout FormEngine, FormEvent) throws -> FormUpdate = { engine, event in
          PlantedFaults.dropping(try engine.send(event), of: event, changing: trigger, in: form)
        }
        var split = FormVerifier()
        split.step = step
        var wholeFaulty = whole
        wholeFaulty.step = step
        let splitFound = split.verify(form, sourceMap: sourceMap).failures.first
        let wholeFound = wholeFaulty.verify(form, sourceMap: sourceMap).failures.first
        let context = "\(profile.name):\(seed), fault in '\(trigger)' of part \(part.variables)"
        #expect(
          (splitFound == nil) == (wholeFound == nil), "\(context): split \(splitFound == nil ? "misses" : "finds") it")
        if let splitFound, let wholeFound {
          #expect(
            splitFound.events.count == wholeFound.events.count,
            "\(context): \(splitFound.events) vs \(wholeFound.events)")
        }
        compared += 1
      }
    }
    // The generator's forms are small enough that most are compared; a change that made none comparable would
    // leave this test proving nothing.
    #expect(compared >= TestTier.value(fast: 1, full: 3), "only \(compared) parts compared")
  }
}
