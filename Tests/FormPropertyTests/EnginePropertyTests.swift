import Foundation
import TestTier
import Testing

/// Property-based tests of the engine: random specs, written as YAML and compiled by the whole
/// compiler, driven by random event sequences, with every update checked (see ``PropertyChecker``).
///
/// The full tier (`FORMC_TEST_TIER=full`) runs 6 profiles × 5 chunks × 500 seeds = 15,000
/// generated cases; the fast tier, `swift test`, one chunk of the first 40 seeds of each profile.
/// Chunks run in parallel (see ``PropertyHarness``). A failure is shrunk and printed with a
/// regression test to paste into `PropertyRegressionTests.swift`.
///
/// For a longer soak on other seeds: `FORMC_PROPERTY_SEEDS_PER_CHUNK=5000 FORMC_PROPERTY_FIRST_SEED=100001`.
@Suite struct EnginePropertyTests {
  static let chunksPerProfile = TestTier.value(fast: 1, full: 5)
  static let seedsPerChunk = environment("FORMC_PROPERTY_SEEDS_PER_CHUNK") ?? TestTier.value(fast: 40, full: 500)
  static let firstSeed = environment("FORMC_PROPERTY_FIRST_SEED") ?? 1

  private static func environment(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  @Test(arguments: SeedChunk.chunks(.mixed, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func mixedForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }

  @Test(arguments: SeedChunk.chunks(.accordions, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func accordionForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }

  @Test(arguments: SeedChunk.chunks(.conditions, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func conditionHeavyForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }

  @Test(arguments: SeedChunk.chunks(.large, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func largeForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }

  /// Select sections (tapped, set, read by conditions), keywords and searches in every event mix.
  @Test(arguments: SeedChunk.chunks(.selection, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func selectionAndSearchForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }

  /// `FORMC_PROPERTY_SEED=mixed:1234 swift test --filter FormPropertyTests` replays one case,
  /// printing its spec and events, and shrinks it when it fails.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMC_PROPERTY_SEED"] != nil))
  func replaySeedFromEnvironment() async throws {
    let setting = ProcessInfo.processInfo.environment["FORMC_PROPERTY_SEED"] ?? ""
    let parts = setting.split(separator: ":")
    let profile = try #require(
      parts.count == 2 ? GeneratorProfile.named(String(parts[0])) : nil,
      "FORMC_PROPERTY_SEED is PROFILE:SEED, with PROFILE one of \((GeneratorProfile.all + GeneratorProfile.withLists).map(\.name))"
    )
    let seed = try #require(UInt64(parts[1]), "FORMC_PROPERTY_SEED is PROFILE:SEED")
    let generated = GeneratedCase(profile: profile, seed: seed)
    print(generated.yaml + "\n" + generated.events.map(\.description).joined(separator: "\n"))
    let verdict = await PropertyHarness.verdict(profile: profile, seed: seed, keeping: Array(generated.events.indices))
    print("profile \(profile.name), seed \(seed): \(verdict == .pass ? "every property holds" : verdict.message)")
    if verdict.isFailure {
      await PropertyHarness.reportFailure(profile: profile, seed: seed, sourceLocation: #_sourceLocation)
    }
  }
}

extension EnginePropertyTests {
  /// List forms (issue 21): list sections grouped, sorted, with add rows and limits, driven by
  /// list events; every update also checked by the fewest-moves rule and issue 21's rules on
  /// sections, moves and content (``ListUpdateRules``).
  @Test(arguments: SeedChunk.chunks(.lists, count: chunksPerProfile, size: seedsPerChunk, first: firstSeed))
  func listForms(_ chunk: SeedChunk) async {
    await PropertyHarness.run(chunk)
  }
}
