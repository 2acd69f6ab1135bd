import FormRuntime
import Foundation
import SeededRandom
import Testing

@testable import FormRuntimeCore

/// `FormEngine` is a value: a copy goes its own way, although copies share their core (and the
/// storage of the lists events work with) until one of them sends an event.
@Suite struct EngineCopyTests {
  // MARK: ScratchList

  @Test func scratchListAppendsGrowsAndEmpties() {
    var list = ScratchList<Int>()
    #expect(list.isEmpty && Array(list) == [])
    var expected: [Int] = []
    for value in 0..<1_000 {  // grows from nothing through several capacities
      list.append(value * 7)
      expected.append(value * 7)
    }
    #expect(Array(list) == expected)
    #expect(list[999] == 6_993)
    list.removeAll()
    #expect(list.isEmpty)
    list.append(5)
    #expect(Array(list) == [5])

    var runs = ScratchList<FlippedRun>()  // a struct element
    runs.append(FlippedRun(section: 2, end: 9, delta: -1))
    #expect(runs.map { [$0.section, $0.end, $0.delta] } == [[2, 9, -1]])
  }

  @Test func scratchListCopyIsIndependentAfterMakeUnique() {
    var original = ScratchList<Int>()
    for value in 0..<40 { original.append(value) }
    var copy = original
    copy.makeUnique()
    copy.removeAll()
    for value in 100..<200 { copy.append(value) }
    #expect(Array(original) == Array(0..<40))
    #expect(Array(copy) == Array(100..<200))

    // And the other way round: the original appends after the copy was made.
    let snapshot = original
    original.makeUnique()
    original.removeAll()
    original.append(-1)
    #expect(Array(snapshot) == Array(0..<40))
    #expect(Array(original) == [-1])
  }

  // MARK: Engine copies

  /// Copies taken mid-history, each sent its own events in turn, give exactly the updates of
  /// an engine that was sent that copy's whole history from the start.
  @Test(arguments: ["settings", "checkout", "event"])
  func interleavedCopiesMatchFreshEngines(name: String) throws {
    let form = try ExampleForms.compile(name)
    let generator = EventGenerator(form: form)
    for seed in UInt64(1)...8 {
      var random = SplitMix64(seed: seed)
      var original = try FormEngine(form: form)
      var history: [FormEvent] = []
      for _ in 0..<40 {  // lists with capacity and content before the copy
        let event = generator.event(using: &random)
        history.append(event)
        _ = try? original.send(event)
      }
      var copy = original
      var originalHistory = history, copyHistory = history
      for step in 0..<60 {
        let event = generator.event(using: &random)
        // Alternate which copy goes first, so each one at some point writes to shared lists.
        if step % 2 == 0 {
          originalHistory.append(event)
          _ = try? original.send(event)
        } else {
          copyHistory.append(event)
          _ = try? copy.send(event)
        }
      }
      #expect(try Self.replay(originalHistory, form).table == original.table, "\(name) seed \(seed)")
      #expect(try Self.replay(copyHistory, form).table == copy.table, "\(name) seed \(seed)")
      // From here on each copy gives the updates (and errors) a fresh engine gives.
      for (engine, history) in [(original, originalHistory), (copy, copyHistory)] {
        var engine = engine, fresh = try Self.replay(history, form)
        for slot in 0..<form.rows.count {
          let tap = FormEvent.tap(form.rows.id[slot])
          #expect(Self.outcome(&engine, tap) == Self.outcome(&fresh, tap), "\(name) seed \(seed) \(tap)")
        }
      }
    }
  }

  /// Copies of one engine sent events on two threads at once: each ends where a fresh engine
  /// sent the same events does (and the thread sanitizer sees no race on shared lists).
  @Test func copiesOnTwoThreadsAtOnce() async throws {
    let form = try ExampleForms.compile("settings")
    let generator = EventGenerator(form: form)
    var warm = try FormEngine(form: form)
    var random = SplitMix64(seed: 99)
    var prefix: [FormEvent] = []
    for _ in 0..<30 {
      let event = generator.event(using: &random)
      prefix.append(event)
      _ = try? warm.send(event)
    }
    let start = warm
    let runs = (UInt64(1)...4).map { seed in
      var random = SplitMix64(seed: seed)
      return (0..<300).map { _ in generator.event(using: &random) }
    }
    let tables = await withTaskGroup(of: (Int, FormTable).self) { group in
      for (index, events) in runs.enumerated() {
        group.addTask {
          var engine = start
          for event in events { _ = try? engine.send(event) }
          return (index, engine.table)
        }
      }
      var tables: [Int: FormTable] = [:]
      for await (index, table) in group { tables[index] = table }
      return tables
    }
    for (index, events) in runs.enumerated() {
      #expect(tables[index] == (try Self.replay(prefix + events, form)).table, "run \(index)")
    }
  }

  /// A copy costs one reference: copies share one core until one of them changes, which then
  /// takes a core of its own and leaves the other's alone; an engine nobody shares changes in
  /// place, and a search computed from an engine does not touch it.
  @Test func copiesShareTheirCoreUntilOneChanges() throws {
    let form = try ExampleForms.compile("settings")
    let fresh = try FormEngine(form: form)
    var engine = fresh
    #expect(engine.storageIdentity == fresh.storageIdentity)
    let expandable = try #require(
      (0..<form.rows.count).first { form.rows.isExpandable($0) && fresh.indexPath(ofSlot: $0) != nil })
    let tap = FormEvent.tap(form.rows.id[expandable])
    #expect(!(try engine.send(tap)).isEmpty)
    #expect(engine.storageIdentity != fresh.storageIdentity)
    #expect(fresh.table == FormTable(form: form, state: FormState(initialStateOf: form)))
    #expect(engine.table == FormTable(form: form, state: engine.state))

    let unshared = engine.storageIdentity
    _ = try engine.send(tap)
    #expect(engine.storageIdentity == unshared)
    #expect(engine.table == fresh.table)

    let result = try #require(engine.searchResult(for: "a", isCancelled: { false }))
    #expect(engine.storageIdentity == unshared)
    #expect(engine.searchQuery == "" && result.engine.searchQuery == "a")
    #expect(result.engine.storageIdentity != unshared)
  }

  private static func replay(_ events: [FormEvent], _ form: CompiledForm) throws -> FormEngine {
    var engine = try FormEngine(form: form)
    for event in events { _ = try? engine.send(event) }
    return engine
  }

  /// An event's update, or its error, as a comparable value.
  private static func outcome(_ engine: inout FormEngine, _ event: FormEvent) -> String {
    do {
      return "\(try engine.send(event))"
    } catch {
      return "error: \(error)"
    }
  }
}
