import SeededRandom
import Testing

@testable import FormRuntimeCore

/// The engine's one sort (``StableOrder``) against the standard library's stable sort, on lists
/// with many equal keys (so that an unstable merge or insertion step would show) and lengths on
/// both sides of the insertion runs and of each merge width.
@Suite struct StableOrderTests {
  @Test func ordersIndexesAsTheStandardLibrarysStableSortDoes() {
    var random = SplitMix64(seed: 25)
    for count in Array(0...70) + [127, 128, 129, 1_000, 4_097] {
      for distinctKeys in [1, 3, count + 1] {
        let keys = (0..<count).map { _ in Int.random(in: 0..<distinctKeys, using: &random) }
        let expected = keys.indices.sorted { keys[$0] < keys[$1] }
        #expect(StableOrder.indexes(count: count) { keys[$0] < keys[$1] } == expected, "\(count) keys")
        let descending = keys.indices.sorted { keys[$0] > keys[$1] }
        #expect(StableOrder.indexes(count: count) { keys[$0] > keys[$1] } == descending, "\(count) keys")
      }
    }
  }

  @Test func sortsElementsInPlaceKeepingEqualOnesInOrder() {
    var random = SplitMix64(seed: 26)
    for count in [0, 1, 2, 3, 15, 16, 17, 33, 300] {
      let pairs = (0..<count).map { (key: Int.random(in: 0..<5, using: &random), order: $0) }
      let expected = pairs.sorted { $0.key < $1.key }.map(\.order)
      var sorted = pairs, sortedInPlace = pairs
      StableOrder.sort(&sorted) { $0.key < $1.key }
      StableOrder.sortShortInPlace(&sortedInPlace) { $0.key < $1.key }
      #expect(sorted.map(\.order) == expected, "\(count) elements")
      #expect(sortedInPlace.map(\.order) == expected, "\(count) elements, in place")
    }
  }

  @Test func sortsIntegersAsTheStandardLibraryDoes() {
    var random = SplitMix64(seed: 27)
    for count in Array(0...40) + [127, 128, 129, 1_000, 4_097] {
      for distinctValues in [1, 3, count + 1, Int.max] {
        let values = (0..<count).map { _ in Int.random(in: Int.min...Int.max, using: &random) % distinctValues }
        var ascending = values, descending = values, unique = values
        StableOrder.sort(&ascending, by: <)
        StableOrder.sort(&descending, by: >)
        unique.sortWithoutDuplicates()
        #expect(ascending == values.sorted(), "\(count) values")
        #expect(descending == values.sorted(by: >), "\(count) values")
        #expect(unique == Array(Set(values)).sorted(), "\(count) values")
      }
    }
  }

  @Test func sortsComparableSequences() {
    #expect(StableOrder.sorted(Set(["pear", "apple", "fig"])) == ["apple", "fig", "pear"])
    #expect(StableOrder.sorted(["b": 1, "a": 2].keys) == ["a", "b"])
    #expect(StableOrder.sorted([Int]()) == [])
  }

  @Test func aNegativeCountIsAnEmptyOrder() {
    #expect(StableOrder.indexes(count: -3) { $0 < $1 } == [])
  }
}
