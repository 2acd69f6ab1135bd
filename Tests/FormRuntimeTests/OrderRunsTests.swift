import SeededRandom
import Testing

@testable import FormRuntimeCore

/// ``OrderRuns`` (the heaviest increasing subsequence worked out over the runs out of order)
/// against ``HeaviestIncreasingSubsequence`` over every entry: the runs it keeps must weigh as
/// much as the full computation's choice, and be increasing.
@Suite struct OrderRunsTests {
  /// The entries `OrderRuns` keeps, by index, and their total weight; nil when they are not
  /// increasing.
  private func kept(keys: [Int], weights: [Int]) -> (indexes: [Int], weight: Int)? {
    var runs = OrderRuns()
    for (key, weight) in zip(keys, weights) { runs.append(key: key, weight: weight) }
    let verdicts = runs.heaviestIncreasing()
    var replay = OrderRuns.Replay()
    var indexes: [Int] = [], weight = 0
    for (index, key) in keys.enumerated() where verdicts[replay.run(ofKey: key)] {
      if let last = indexes.last, keys[last] >= key { return nil }
      indexes.append(index)
      weight += weights[index]
    }
    return (indexes, weight)
  }

  private func fullWeight(keys: [Int], weights: [Int]) -> Int {
    HeaviestIncreasingSubsequence.indexes(keys: keys, weights: weights).reduce(0) { $0 + weights[$1] }
  }

  /// A list of `count` items reordered the way a keyed replace usually is: one item moved far,
  /// a few removed (their keys gone), the rest in order; the keys are old positions.
  private func almostSorted(count: Int, _ random: inout SplitMix64) -> [Int] {
    var keys = Array(0..<count)
    let from = random.int(0...(count - 1)), to = random.int(0...(count - 1))
    keys.insert(keys.remove(at: from), at: to)
    for _ in 0..<random.int(0...5) { keys.remove(at: random.int(0...(keys.count - 1))) }
    return keys
  }

  @Test(arguments: 1...40) func anAlmostSortedOrderKeepsAsMuchAsTheFullComputation(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let keys = almostSorted(count: random.int(1...400), &random)
    let weights = keys.map { _ in random.int(0...3) }
    let result = try #require(kept(keys: keys, weights: weights), "not increasing: \(keys)")
    #expect(result.weight == fullWeight(keys: keys, weights: weights), "\(keys) \(weights)")
    // Few runs are out of order: the moved item and the stretch it jumped, cut by the removals.
    var runs = OrderRuns()
    for (key, weight) in zip(keys, weights) { runs.append(key: key, weight: weight) }
    #expect(runs.count <= 3 + 2 * 5 + 2)
  }

  @Test(arguments: 1...40) func anyOrderKeepsAsMuchAsTheFullComputation(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    // Distinct keys, with gaps now and then (removed items).
    var keys: [Int] = []
    var key = 0
    for _ in 0..<random.int(0...60) {
      key += random.int(1...2)
      keys.append(key)
    }
    // Shuffled, with stretches left in order now and then.
    for index in keys.indices.reversed() where random.chance(60) {
      keys.swapAt(index, random.int(0...index))
    }
    let weights = keys.map { _ in random.int(0...4) }
    let result = try #require(kept(keys: keys, weights: weights), "not increasing: \(keys)")
    #expect(result.weight == fullWeight(keys: keys, weights: weights), "\(keys) \(weights)")
  }

  @Test func aMovedItemAgainstTheStretchItJumpsOnATie() {
    // Item 1 moved below 2 and 3 (weights 1 + 1 against its 2): on a tie the item moved down
    // moves, as the one-item move picks.
    #expect(kept(keys: [0, 2, 3, 1, 4], weights: [1, 1, 1, 2, 1])?.indexes == [0, 1, 2, 4])
    // Moved up over the same stretch: the stretch moves.
    #expect(kept(keys: [0, 3, 1, 2, 4], weights: [1, 2, 1, 1, 1])?.indexes == [0, 1, 4])
  }
}
