import Testing

@testable import FormRuntime

@Suite struct FenwickTreeTests {
  /// Every flag pattern up to 9 positions: prefix counts and select agree with a plain scan,
  /// before and after flipping each position.
  @Test func agreesWithAScanOnEverySmallPattern() {
    for count in 0...9 {
      for pattern in 0..<(1 << count) {
        var flags = (0..<count).map { pattern & (1 << $0) != 0 }
        var tree = FenwickTree(flags: flags)
        check(tree, flags)
        for position in 0..<count {
          flags[position].toggle()
          tree.add(flags[position] ? 1 : -1, at: position)
          check(tree, flags)
        }
      }
    }
  }

  private func check(_ tree: FenwickTree, _ flags: [Bool]) {
    for end in 0...flags.count {
      #expect(tree.prefixCount(end) == flags[..<end].filter { $0 }.count)
    }
    let set = flags.indices.filter { flags[$0] }
    for (rank, position) in set.enumerated() {
      #expect(tree.select(rank: rank) == position)
    }
    #expect(tree.select(rank: set.count) >= set.last.map { $0 + 1 } ?? 0)
  }
}
