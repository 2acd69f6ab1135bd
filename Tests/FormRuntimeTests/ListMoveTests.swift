import FormFixtures
import FormRuntime
import SeededRandom
import TestTier
import Testing

/// One-item list changes on long lists (moves, inserts, removes, a sorted item that moves):
/// each update checked by UIKit's rules, the identity replay and the from-scratch table, and
/// compared with the update the whole-list rework (a keyed replace to the same order, which
/// takes the heaviest increasing subsequence over every item) gives.
@Suite struct ListMoveTests {
  private func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(section: section, row: row) }

  /// How many phones a long list holds: a debug engine checks each update against the whole table,
  /// so building the list costs time in the square of its length.
  private static let longCount = TestTier.value(fast: 160, full: 1_000)

  /// The contact form with `count` phones after the default one; every third a work number
  /// (which shows its extension row), so items have 2 or 3 rows.
  private func longContact(_ count: Int) throws -> FormEngine {
    var engine = try FormEngine(form: FormFixtures.contactForm(max: nil))
    for number in 0..<count {
      let label = number % 3 == 0 ? "work" : "home"
      _ = try engine.send(
        .append("phones", ListItemValues(fields: ["number": .string("\(number)"), "label": .string(label)])))
    }
    return engine
  }

  /// The same order (and values) as a keyed replace: the whole-list rework.
  private func replacement(_ engine: FormEngine, list: String) -> FormEvent {
    .replace(list, (engine.items(of: list) ?? []).map { ListItemValues(key: $0) })
  }

  @Test func aMoveInALongListRelocatesOnlyTheMovedItemsRows() throws {
    var engine = try longContact(Self.longCount)
    // Item 1 ("0", a work number: 3 rows) is moved below half of the others.
    let far = Self.longCount / 2 + 1
    let update = try engine.sendChecked(.move("phones", from: 1, to: far))
    #expect(update.movedRows.count == 3)
    #expect(update.insertedRowPositions.isEmpty && update.deletedRowPositions.isEmpty)
    #expect(update.movedRows.map(\.from) == [at(1, 2), at(1, 3), at(1, 4)])
    #expect(engine.items(of: "phones")?[far] == "1")
    // And back up: the same three rows.
    let back = try engine.sendChecked(.move("phones", from: far, to: 1))
    #expect(back.movedRows.map(\.to) == [at(1, 2), at(1, 3), at(1, 4)])
    #expect(engine.lookupsAgreeWithTable)
  }

  @Test func aMoveOverFewerRowsRelocatesTheItemsJumpedOver() throws {
    var engine = try longContact(Self.longCount)
    // Item 1 ("0", a work number: 3 rows) moved over item 2 ("1": 2 rows): fewer rows are
    // jumped over than it has, so item 2's rows move.
    let update = try engine.sendChecked(.move("phones", from: 1, to: 2))
    #expect(update.movedRows.count == 2)
    #expect(update.movedRows.map(\.from) == [at(1, 5), at(1, 6)])
    #expect(update.movedRows.map(\.to) == [at(1, 2), at(1, 3)])
  }

  @Test(arguments: TestTier.sample([1, 2, 3] as [UInt64], fast: 1))
  func oneItemEventsAgreeWithTheWholeListRework(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var engine = try longContact(150)
    for step in 0..<60 {
      let count = engine.items(of: "phones")?.count ?? 0
      let event: FormEvent
      switch random.int(0...4) {
      case 0, 1: event = .move("phones", from: random.int(0...(count - 1)), to: random.int(0...(count - 1)))
      case 2: event = .insert("phones", at: random.int(0...count), ListItemValues())
      case 3:
        let key = try #require(engine.items(of: "phones")?[random.int(0...(count - 1))])
        event = .remove("phones", key: key)
      default:
        let key = try #require(engine.items(of: "phones")?[random.int(0...(count - 1))])
        event = .set("phones[\(key)].label", .string(random.pick(["work", "home", "mobile"])))
      }
      var reworked = engine
      let update = try engine.sendChecked(event)
      // The rework, given the order (and values) the event made, must list the same changes.
      if case .move = event {
        let viaRework = try reworked.send(replacement(engine, list: "phones"))
        #expect(update == viaRework, "step \(step): \(event)")
      } else {
        _ = try reworked.send(event)
      }
      #expect(reworked.state == engine.state, "step \(step)")
    }
    #expect(engine.lookupsAgreeWithTable)
  }

  @Test(arguments: TestTier.sample([4, 5] as [UInt64], fast: 1))
  func sortedItemsThatMoveAgreeWithTheWholeListRework(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var engine = try FormEngine(form: FormFixtures.heroesForm())
    let teams: [FormValue] = [.string("Avengers"), .string("Defenders"), .string("X-Men"), .null]
    for number in 0..<120 {
      _ = try engine.send(
        .append(
          "heroes",
          ListItemValues(
            key: "h\(number)", fields: ["heroName": .string("n\(random.int(0...60))"), "team": random.pick(teams)])))
    }
    for step in 0..<60 {
      let keys = try #require(engine.items(of: "heroes"))
      let key = random.pick(keys)
      let event: FormEvent =
        random.chance(70)
        ? .set("heroes[\(key)].heroName", .string("n\(random.int(0...60))"))
        : .set("heroes[\(key)].team", random.pick(teams))
      var reworked = engine
      let update = try engine.sendChecked(event)
      let name = engine.value(of: "heroes[\(key)].heroName") ?? .null
      let team = engine.value(of: "heroes[\(key)].team") ?? .null
      let entries = keys.map { other in
        other == key
          ? ListItemValues(key: other, fields: ["heroName": name, "team": team]) : ListItemValues(key: other)
      }
      let viaRework = try reworked.send(.replace("heroes", entries))
      #expect(reworked.state == engine.state, "step \(step)")
      #expect(update.movedRows.count == viaRework.movedRows.count, "step \(step): \(event)")
      #expect(update.insertedRowPositions.count == viaRework.insertedRowPositions.count, "step \(step)")
    }
    #expect(engine.lookupsAgreeWithTable)
  }

  /// A keyed replace that leaves most of a long list in order (the usual case: one item moved
  /// far, one changed, a few removed and added) keeps exactly as many rows in place as the full
  /// computation over every row allows (``BatchUpdateChecker/validateFewestMoves`` takes the
  /// longest increasing subsequence of all the rows staying; a valid update cannot keep more).
  @Test(arguments: TestTier.sample([6, 7, 8, 9] as [UInt64], fast: 2))
  func anAlmostSortedReplaceKeepsTheMostRowsInPlace(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let count = TestTier.value(fast: 150, full: 600)
    var engine = try longContact(count)
    for round in 0..<4 {
      var entries = try #require(engine.items(of: "phones")).map { ListItemValues(key: $0) }
      entries.insert(entries.remove(at: random.int(0...(entries.count - 1))), at: random.int(0...(entries.count - 1)))
      entries[random.int(0...(entries.count - 1))].fields["label"] = .string(random.pick(["work", "home", "mobile"]))
      for _ in 0..<random.int(0...3) { entries.remove(at: random.int(0...(entries.count - 1))) }
      for _ in 0..<random.int(0...3) { entries.insert(ListItemValues(), at: random.int(0...entries.count)) }
      let before = engine.table
      let update = try engine.sendChecked(.replace("phones", entries))
      try BatchUpdateChecker.validateFewestMoves(before: before, update: BatchUpdate(update), after: engine.table)
      #expect(update.movedRows.count <= 3 * count / 2, "round \(round)")
    }
    #expect(engine.lookupsAgreeWithTable)
  }

  /// A replace that reorders much of the list (the store is built again rather than edited).
  @Test(arguments: TestTier.sample([10, 11] as [UInt64], fast: 1))
  func aShuffledReplaceKeepsTheMostRowsInPlace(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var engine = try longContact(300)
    var entries = try #require(engine.items(of: "phones")).map { ListItemValues(key: $0) }
    for index in entries.indices.reversed() where random.chance(30) {
      entries.swapAt(index, random.int(0...index))
    }
    let before = engine.table
    let update = try engine.sendChecked(.replace("phones", entries))
    try BatchUpdateChecker.validateFewestMoves(before: before, update: BatchUpdate(update), after: engine.table)
    #expect(engine.lookupsAgreeWithTable)
  }
}
