import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// A range of seeds of one profile: one argument of a parametrized property test.
struct SeedChunk: Sendable, CustomTestStringConvertible {
  var profile: GeneratorProfile
  var seeds: ClosedRange<UInt64>

  var testDescription: String { "\(profile.name) seeds \(seeds.lowerBound)...\(seeds.upperBound)" }

  /// `count` chunks of `size` consecutive seeds, from seed `first`.
  static func chunks(_ profile: GeneratorProfile, count: Int, size: UInt64, first: UInt64) -> [SeedChunk] {
    (0..<UInt64(count)).map { SeedChunk(profile: profile, seeds: (first + $0 * size)...(first + ($0 + 1) * size - 1)) }
  }
}

/// Runs property cases, finds the failing seed, shrinks its events and prints a reproduction.
///
/// Cases run in the test process: a check that fails is reported, and its case shrunk, like any
/// other. Debug builds of `FormRuntime` also check every update themselves and stop the process
/// with `assertionFailure` when one is inconsistent, and only a child process can observe that:
/// so shrinking runs each candidate in a process of its own (an exit test), and reports events
/// that crash the engine the same way as events that fail a check. When a case traps in the test
/// process itself, the run stops with the engine's message; `FORMC_PROPERTY_ISOLATED=1` then runs
/// each chunk in a child process that writes the seed of each case before running it, so that the
/// last seed it wrote names the culprit, which is shrunk and reported as usual.
enum PropertyHarness {
  /// What a child process found.
  enum Verdict: Sendable, Equatable {
    case pass
    /// A check failed; `eventIndex` is the event after which it failed.
    case fail(eventIndex: Int?, message: String)
    /// The process died (the engine's own debug check trapped); `lastEvent` is the event it was sending.
    case crash(lastEvent: Int?, message: String)

    var isFailure: Bool { self != .pass }

    var eventIndex: Int? {
      switch self {
      case .pass: nil
      case .fail(let index, _): index
      case .crash(let index, _): index
      }
    }

    var message: String {
      switch self {
      case .pass: "passed"
      case .fail(_, let message): message
      case .crash(_, let message): message
      }
    }

    var isCrash: Bool { if case .crash = self { true } else { false } }
  }

  /// A child exits with this status after running everything it was given, whatever the outcome,
  /// so that every ending matches `processExitsWith: .failure` and none records an issue by itself.
  static let childFinished: Int32 = 86

  // MARK: Parent side

  /// The first of `seeds` whose generated case fails a check, with the failure; `announce` is told
  /// each seed before its case runs (a child process writes it, in case the engine traps).
  static func firstFailure(
    _ profile: GeneratorProfile, seeds: ClosedRange<UInt64>, announce: (UInt64) -> Void = { _ in }
  ) -> (seed: UInt64, failure: PropertyFailure)? {
    for seed in seeds {
      announce(seed)
      let generated = GeneratedCase(profile: profile, seed: seed)
      if let failure = PropertyChecker.check(yaml: generated.yaml, events: generated.events, spec: generated.spec) {
        return (seed, failure)
      }
    }
    return nil
  }

  /// Whether chunks run in child processes (`FORMC_PROPERTY_ISOLATED=1`), to find a seed that traps.
  static let isolated = ProcessInfo.processInfo.environment["FORMC_PROPERTY_ISOLATED"] == "1"

  /// Runs a chunk of generated cases; on a failure, shrinks it and records an issue with a reproduction.
  static func run(_ chunk: SeedChunk, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard isolated else {
      if let seed = firstFailure(chunk.profile, seeds: chunk.seeds)?.seed {
        await reportFailure(profile: chunk.profile, seed: seed, sourceLocation: sourceLocation)
      }
      return
    }
    let result = await ChildSlots.shared.withSlot {
      await runChunkInChild(
        profileName: chunk.profile.name, first: chunk.seeds.lowerBound, last: chunk.seeds.upperBound,
        sourceLocation: sourceLocation)
    }
    guard let result else { return }
    let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    if lines.contains("done") { return }
    guard let seedLine = lines.last(where: { $0.hasPrefix("case ") }), let seed = UInt64(seedLine.dropFirst(5)) else {
      Issue.record(
        Comment(
          rawValue:
            "the property child for \(chunk.testDescription) ended (\(result.exitStatus)) before running a case:\n"
            + String(decoding: result.standardErrorContent.suffix(4000), as: UTF8.self)),
        sourceLocation: sourceLocation)
      return
    }
    await reportFailure(profile: chunk.profile, seed: seed, sourceLocation: sourceLocation)
  }

  private static func runChunkInChild(
    profileName: String, first: UInt64, last: UInt64, sourceLocation: SourceLocation
  ) async -> ExitTest.Result? {
    await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent],
      sourceLocation: sourceLocation
    ) { [profileName, first, last] in
      ChildSide.runChunk(profileName: profileName, first: first, last: last)
    }
  }

  /// Shrinks the events of a failing generated case and records the reproduction.
  static func reportFailure(profile: GeneratorProfile, seed: UInt64, sourceLocation: SourceLocation) async {
    let generated = GeneratedCase(profile: profile, seed: seed)
    let all = Array(generated.events.indices)
    let original = await verdict(profile: profile, seed: seed, keeping: all)
    guard original.isFailure else {
      Issue.record(
        Comment(
          rawValue: "profile \(profile.name) seed \(seed) failed in its chunk but passes on its own; "
            + "rerun with FORMC_PROPERTY_SEED=\(profile.name):\(seed)"),
        sourceLocation: sourceLocation)
      return
    }
    let (kept, final) = await shrink(all, failing: original) {
      await verdict(profile: profile, seed: seed, keeping: $0)
    }
    let events = kept.map { generated.events[$0] }
    let report = reproduction(
      title:
        "Property failed: profile '\(profile.name)', seed \(seed) "
        + "(rerun alone with FORMC_PROPERTY_SEED=\(profile.name):\(seed))",
      verdict: final, originalCount: all.count, yaml: generated.yaml, events: events,
      finalTable: expectedTable(generated, events: events), testName: "\(profile.name)Seed\(seed)")
    // The report goes to standard output as is, so the regression test can be copied from it.
    print(report)
    Issue.record(
      Comment(
        rawValue: "profile '\(profile.name)', seed \(seed): \(final.message)\n"
          + "Shrunk to \(events.count) of \(all.count) events; the reproduction is printed on standard output."),
      sourceLocation: sourceLocation)
  }

  /// Drops events while the case still fails the same way (a crash stays a crash), first cutting
  /// everything after the failing event, then removing halves, quarters, … down to single events.
  static func shrink(
    _ events: [Int], failing original: Verdict, verdict: ([Int]) async -> Verdict
  ) async -> (events: [Int], verdict: Verdict) {
    var current = events, currentVerdict = original
    func sameKind(_ candidate: Verdict) -> Bool { candidate.isFailure && candidate.isCrash == original.isCrash }
    if let index = original.eventIndex, index + 1 < current.count {
      let prefix = Array(current[...index])
      let candidate = await verdict(prefix)
      if sameKind(candidate) { (current, currentVerdict) = (prefix, candidate) }
    }
    var size = max(1, current.count / 2)
    while true {
      var start = 0, removed = false
      while start < current.count {
        let candidateEvents = Array(current[..<start] + current[min(current.count, start + size)...])
        let candidate = await verdict(candidateEvents)
        if sameKind(candidate) {
          (current, currentVerdict) = (candidateEvents, candidate)
          removed = true
          // Whatever followed the failing event is no longer needed.
          if let index = candidate.eventIndex, index + 1 < current.count {
            let prefix = Array(current[...index])
            let cut = await verdict(prefix)
            if sameKind(cut) { (current, currentVerdict) = (prefix, cut) }
          }
        } else {
          start += size
        }
      }
      if size == 1 && !removed { break }
      if !removed { size = max(1, size / 2) }
    }
    return (current, currentVerdict)
  }

  /// Runs a generated case, with only the events at `keeping`, in a child process.
  static func verdict(profile: GeneratorProfile, seed: UInt64, keeping: [Int]) async -> Verdict {
    await verdict(profileName: profile.name, seed: seed, keeping: keeping)
  }

  private static func verdict(profileName: String, seed: UInt64, keeping: [Int]) async -> Verdict {
    await ChildSlots.shared.withSlot {
      await runGeneratedInChild(profileName: profileName, seed: seed, keeping: keeping)
    }
  }

  private static func runGeneratedInChild(profileName: String, seed: UInt64, keeping: [Int]) async -> Verdict {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) { [profileName, seed, keeping] in
      ChildSide.runGenerated(profileName: profileName, seed: seed, keeping: keeping)
    }
    return Self.verdict(from: result)
  }

  /// Reads what a child wrote: `event N` before each event, then `pass`, or `fail N` and the message.
  static func verdict(from result: ExitTest.Result?) -> Verdict {
    guard let result else { return .crash(lastEvent: nil, message: "the child process could not be run") }
    let text = String(decoding: result.standardOutputContent, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.contains("pass") { return .pass }
    if let failIndex = lines.firstIndex(where: { $0.hasPrefix("fail ") }) {
      let index = Int(lines[failIndex].dropFirst(5))
      return .fail(
        eventIndex: index.flatMap { $0 >= 0 ? $0 : nil },
        message: lines[(failIndex + 1)...].joined(separator: "\n").trimmingCharacters(in: .newlines))
    }
    let lastEvent = lines.last { $0.hasPrefix("event ") }.flatMap { Int($0.dropFirst(6)) }
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
      .split(separator: "\n").filter { $0.contains("Fatal error") || $0.contains("Assertion failed") }
    return .crash(
      lastEvent: lastEvent,
      message:
        "the process stopped (\(result.exitStatus)) while sending event \(lastEvent.map { String($0 + 1) } ?? "?"):\n"
        + errors.prefix(6).joined(separator: "\n"))
  }

  // MARK: Reporting

  /// The table the README's rules give after `events`, from the generated model.
  static func expectedTable(_ generated: GeneratedCase, events: [FormEvent]) -> String {
    let shape = FormShape(spec: generated.spec)
    var state = shape.initialState
    for event in events {
      if case .success(let outcome) = shape.apply(event, to: state) { state = outcome.state }
    }
    return shape.table(state).description
  }

  /// A report with a regression test that can be pasted into `PropertyRegressionTests`.
  static func reproduction(
    title: String, verdict: Verdict, originalCount: Int, yaml: String, events: [FormEvent], finalTable: String?,
    testName: String
  ) -> String {
    let quotes = "\"\"\""
    func block(_ text: String) -> [String] {
      text.split(separator: "\n", omittingEmptySubsequences: true).map { "        " + $0 }
    }
    var test = ["  @Test func \(testName)() async {", "    await checkPropertyRegression(", "      spec: #\(quotes)"]
    test += block(yaml)
    test += ["        \(quotes)#,", "      events: #\(quotes)"]
    test += block(events.map(\.description).joined(separator: "\n"))
    if let finalTable {
      test += ["        \(quotes)#,", "      finalTable: #\(quotes)"]
      test += block(finalTable)
    }
    test += ["        \(quotes)#)", "  }"]
    let lines =
      [
        title,
        verdict.message,
        "",
        "Minimal reproduction: \(events.count) of \(originalCount) events. Events in `formc simulate` syntax:",
      ] + events.map { "  " + $0.description } + [
        "",
        "As a regression test for Tests/FormPropertyTests/PropertyRegressionTests.swift:",
        "",
      ] + test
    return lines.joined(separator: "\n")
  }
}

/// Limits how many child processes run at once to the number of processors: Swift Testing
/// would otherwise start every chunk's process together, which only makes them compete.
actor ChildSlots {
  static let shared = ChildSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  nonisolated func withSlot<T: Sendable>(_ body: () async -> T) async -> T {
    await acquire()
    let result = await body()
    await release()
    return result
  }

  private func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// What runs inside the child processes. Output goes straight to the file descriptor, unbuffered,
/// so nothing is lost when the process traps.
enum ChildSide {
  static func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func runChunk(profileName: String, first: UInt64, last: UInt64) -> Never {
    guard let profile = GeneratorProfile.named(profileName) else {
      emit("unknown profile \(profileName)")
      exit(PropertyHarness.childFinished)
    }
    if let (_, failure) = PropertyHarness.firstFailure(profile, seeds: first...last, announce: { emit("case \($0)") }) {
      emit("fail \(failure.eventIndex ?? -1)")
      emit(failure.description)
      exit(PropertyHarness.childFinished)
    }
    emit("done")
    exit(PropertyHarness.childFinished)
  }

  static func runGenerated(profileName: String, seed: UInt64, keeping: [Int]) -> Never {
    guard let profile = GeneratorProfile.named(profileName) else {
      emit("fail -1")
      emit("unknown profile \(profileName)")
      exit(PropertyHarness.childFinished)
    }
    let generated = GeneratedCase(profile: profile, seed: seed)
    let events = keeping.map { generated.events[$0] }
    finish(
      PropertyChecker.check(
        yaml: generated.yaml, events: events, spec: generated.spec, onEvent: { emit("event \($0)") }))
  }

  private static func finish(_ failure: PropertyFailure?) -> Never {
    if let failure {
      emit("fail \(failure.eventIndex ?? -1)")
      emit(failure.description)
    } else {
      emit("pass")
    }
    exit(PropertyHarness.childFinished)
  }
}
