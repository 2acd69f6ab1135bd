import FormRuntime
import SeededRandom
import Testing

@testable import FormRuntimeCore

@Suite struct RankSelectBitsTests {
  /// Every flag pattern up to 9 positions: prefix counts and select agree with a plain scan,
  /// before and after flipping each position.
  @Test func agreesWithAScanOnEverySmallPattern() {
    for count in 0...9 {
      for pattern in 0..<(1 << count) {
        var flags = (0..<count).map { pattern & (1 << $0) != 0 }
        var bits = RankSelectBits(flags: flags)
        check(bits, flags)
        for position in 0..<count {
          flags[position].toggle()
          bits.set(flags[position], at: position)
          check(bits, flags)
        }
      }
    }
  }

  /// Sizes around word (64) and superblock (2,048) boundaries, random flips, bulk flips, and
  /// structures built afresh.
  @Test(arguments: [63, 64, 65, 2047, 2048, 2049, 4096 + 130, 9000])
  func agreesWithAScanAcrossWordsAndBlocks(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    var flags = (0..<count).map { _ in Bool.random(using: &random) }
    var bits = RankSelectBits(flags: flags)
    check(bits, flags)
    for round in 0..<300 {
      let position = Int.random(in: 0..<count, using: &random)
      flags[position] = Bool.random(using: &random)
      bits.set(flags[position], at: position)
      if round % 50 == 0 { check(bits, flags) }
    }
    check(bits, flags)
    for position in flags.indices where position % 3 == 0 { flags[position].toggle() }
    bits = RankSelectBits(flags: flags)
    check(bits, flags)
    let flipped = flags.indices.filter { $0 % 5 == 1 || $0 == count - 1 }
    for position in flipped { flags[position].toggle() }
    bits.flip(flipped)
    check(bits, flags)
    // All set and all clear.
    bits = RankSelectBits(flags: [Bool](repeating: true, count: count))
    check(bits, [Bool](repeating: true, count: count))
    bits = RankSelectBits(flags: [Bool](repeating: false, count: count))
    check(bits, [Bool](repeating: false, count: count))
  }

  /// Set bits bunched at one end, or in one superblock among many, put the first guess of
  /// select far from the answer: galloping must still find it.
  @Test func selectFindsBitsFarFromWhereTheyWouldBeIfEven() {
    let count = 2048 * 9 + 77
    for shown in [0..<5, (count - 5)..<count, 2048 * 4..<(2048 * 4 + 300), 0..<(count / 2), 63..<64] {
      let flags = (0..<count).map { shown.contains($0) }
      let bits = RankSelectBits(flags: flags)
      for (rank, position) in shown.enumerated() { #expect(bits.select(rank: rank) == position) }
      #expect(bits.select(rank: shown.count) == count)
    }
  }

  /// Select within one word against clearing the lowest set bit `rank` times.
  @Test func selectInAWordAgreesWithClearingBits() {
    var random = SplitMix64(seed: 64)
    let words: [UInt64] =
      [1, 1 << 63, .max, 0x8000_0000_0000_0001, 0x00FF_0000_0000_FF00]
      + (0..<500).map { _ in random.next() & random.next() | (random.next() >> 60) }
    for word in words {
      var bits = word
      for rank in 0..<word.nonzeroBitCount {
        #expect(RankSelectBits.select(rank, in: word) == bits.trailingZeroBitCount, "word \(word), rank \(rank)")
        bits &= bits &- 1
      }
    }
  }

  private func check(_ bits: RankSelectBits, _ flags: [Bool]) {
    var running = 0
    for end in 0...flags.count {
      if end > 0, flags[end - 1] { running += 1 }
      #expect(bits.prefixCount(end) == running, "prefixCount(\(end)) of \(flags.count)")
    }
    let set = flags.indices.filter { flags[$0] }
    for (rank, position) in set.enumerated() {
      #expect(bits.select(rank: rank) == position)
    }
    #expect(bits.select(rank: set.count) == flags.count)
    #expect(bits.select(rank: -1) == flags.count)
    for position in flags.indices { #expect(bits[position] == flags[position]) }
    // Ranges and starts near and far apart, so both the local scans and their fallbacks run.
    let starts = Set(
      [0, 1, 63, 64, 65, flags.count / 2, flags.count - 1, flags.count].filter { (0...flags.count).contains($0) })
    for start in starts {
      for length in [0, 1, 5, 64, 200, 511, 512, 513, 600, 2_000, flags.count] where start + length <= flags.count {
        let expected = (start..<(start + length)).filter { flags[$0] }.count
        #expect(bits.count(in: start..<(start + length)) == expected, "count(in: \(start)..<\(start + length))")
      }
      let after = set.filter { $0 >= start }
      for rank in [0, 1, 2, 10, 63, 64, 100, 300, 511, 600, 2_000] {
        let expected = rank < after.count ? after[rank] : flags.count
        #expect(bits.select(rank: rank, from: start) == expected, "select(rank: \(rank), from: \(start))")
      }
    }
  }
}
