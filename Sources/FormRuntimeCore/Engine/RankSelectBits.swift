/// A bit per position with rank ("how many set bits before here") and select ("where is the
/// set bit with this many before it"): how the engine turns "which rows are shown" into index
/// paths and back.
///
/// Bits are packed 64 to a word. Counts are kept at two levels: for each superblock of 32
/// words, the set bits before it; for each word, the set bits before it within its superblock.
/// Rank is then two table reads and a population count, select a bisection of the superblock
/// counts, a count of the 32 word counts at most the rank and a search in one word, all
/// without data-dependent branches and within a few cache lines; a change updates at most 31
/// word counts and one count per superblock after it. (Not a Fenwick tree, whose queries make
/// about 17 dependent reads across the whole table: see BENCHMARKS.md, "The runtime's design
/// choices".) Memory: about 0.16 bytes per position.
///
/// Lookups within a table section start from the section's first position: ``count(in:)`` and
/// ``select(rank:from:)`` read the few words a section usually spans and need no counts at all.
struct RankSelectBits: Hashable, Sendable {
  private static let wordsPerBlock = 32
  /// How many words the local operations read before falling back on the counts.
  private static let localWords = 8
  private var words: [UInt64]
  /// Set bits before each word, counted from the start of its superblock; padded with
  /// `UInt16.max` to whole superblocks, so `select` always compares 32 entries.
  private var wordRanks: [UInt16]
  /// Set bits before each superblock.
  private var blockRanks: [Int32]
  /// The number of positions.
  let count: Int
  /// The number of set bits.
  private(set) var total = 0

  /// - Complexity: O(n).
  init(flags: [Bool]) {
    count = flags.count
    let wordCount = (flags.count + 63) / 64
    words = [UInt64](repeating: 0, count: wordCount)
    let blockCount = (wordCount + Self.wordsPerBlock - 1) / Self.wordsPerBlock
    wordRanks = [UInt16](repeating: .max, count: blockCount * Self.wordsPerBlock)
    blockRanks = [Int32](repeating: 0, count: blockCount)
    for (position, flag) in flags.enumerated() where flag { words[position >> 6] |= 1 << UInt64(position & 63) }
    recount()
  }

  /// Flips the bits at `positions` (each at most once), then counts again: cheaper than one
  /// `set` per position when many change.
  /// - Complexity: O(k + n / 64) for k positions.
  mutating func flip(_ positions: some Sequence<Int>) {
    for position in positions { words[position >> 6] ^= 1 << UInt64(position & 63) }
    recount()
  }

  /// Sets or clears the bit at `position`.
  /// - Complexity: O(n / 2,048): at most 31 word counts change, and the count of every later
  ///   superblock (one per 2,048 positions), in two vectorized loops; O(1) for the first
  ///   2,048 positions.
  mutating func set(_ flag: Bool, at position: Int) {
    let word = position >> 6
    let bit: UInt64 = 1 << UInt64(position & 63)
    guard (words[word] & bit != 0) != flag else { return }
    words[word] ^= bit
    total += flag ? 1 : -1
    // Wrapping adds of +1 or -1 (0xFFFF, 0xFFFF_FFFF): no overflow checks, so both loops are
    // vectorized. The counts stay within range: they count bits that exist.
    let block = word / Self.wordsPerBlock
    let blockEnd = min(words.count, (block + 1) * Self.wordsPerBlock)
    let wordDelta: UInt16 = flag ? 1 : .max
    for later in (word + 1)..<max(word + 1, blockEnd) { wordRanks[later] &+= wordDelta }
    let blockDelta: Int32 = flag ? 1 : -1
    for later in (block + 1)..<max(block + 1, blockRanks.count) { blockRanks[later] &+= blockDelta }
  }

  /// The number of set bits in `0..<end`.
  /// - Complexity: O(1).
  @inline(__always) func prefixCount(_ end: Int) -> Int {
    guard end > 0 else { return 0 }
    guard end < count else { return total }
    let word = end >> 6
    let below = words[word] & ((1 << UInt64(end & 63)) &- 1)
    return Int(blockRanks[word / Self.wordsPerBlock]) + Int(wordRanks[word]) + below.nonzeroBitCount
  }

  /// Whether the bit at `position` (in `0..<count`) is set. - Complexity: O(1).
  @inline(__always) subscript(position: Int) -> Bool {
    words[position >> 6] & (1 << UInt64(position & 63)) != 0
  }

  /// The number of set bits in `range` (within `0...count`).
  /// - Complexity: O(1): the words of the range when they are few, two prefix counts otherwise.
  @inline(__always) func count(in range: Range<Int>) -> Int {
    guard !range.isEmpty else { return 0 }
    let first = range.lowerBound >> 6
    let last = (range.upperBound - 1) >> 6
    guard last - first < Self.localWords else { return prefixCount(range.upperBound) - prefixCount(range.lowerBound) }
    var total = 0
    for word in first...last {
      var bits = words[word]
      if word == first { bits &= ~0 << UInt64(range.lowerBound & 63) }
      if word == last { bits &= ~0 >> UInt64(63 - (range.upperBound - 1) & 63) }
      total += bits.nonzeroBitCount
    }
    return total
  }

  /// The position of the set bit with `rank` set bits before it, or `count` when there are not
  /// that many.
  /// - Complexity: O(log n): a bisection of the superblock counts without data-dependent
  ///   branches, a count of the word counts in one superblock (32 entries, compared at once),
  ///   then O(1).
  func select(rank: Int) -> Int {
    guard rank >= 0, rank < total else { return count }
    return blockRanks.withUnsafeBufferPointer { blockRanks in
      wordRanks.withUnsafeBufferPointer { wordRanks in
        // The last superblock with at most `rank` set bits before it.
        var block = 0
        var length = blockRanks.count
        while length > 1 {
          let half = length / 2
          block &+= Int(blockRanks[block &+ half]) <= rank ? half : 0
          length -= half
        }
        let remaining = rank - Int(blockRanks[block])
        // The last word of the superblock with at most `remaining` set bits before it: the
        // entries are ascending, so it is the number of them at most `remaining`, less one.
        // (A fixed count and arithmetic in place of comparisons: no branch to mispredict, and
        // the compiler compares them all at once. `remaining - entry` is negative, so its top
        // bit set, exactly when the entry is above `remaining`.)
        let first = block * Self.wordsPerBlock
        var above: UInt32 = 0
        for offset in 0..<Self.wordsPerBlock {
          above &+= (UInt32(truncatingIfNeeded: remaining) &- UInt32(wordRanks[first &+ offset])) >> 31
        }
        let word = first + Self.wordsPerBlock - Int(above) - 1
        return word * 64 + Self.select(remaining - Int(wordRanks[word]), in: words[word])
      }
    }
  }

  /// The position of the set bit with `rank` set bits before it counting from `start` (in
  /// `0...count`), or `count` when there are not that many.
  /// - Complexity: O(1) when the answer is within a few words of `start` (a table section's
  ///   rows, usually), as ``select(rank:)`` otherwise.
  func select(rank: Int, from start: Int) -> Int {
    guard rank >= 0, start < count else { return count }
    var word = start >> 6
    var bits = words[word] & (~0 << UInt64(start & 63))
    var remaining = rank
    let end = min(words.count, word + Self.localWords)
    while true {
      let ones = bits.nonzeroBitCount
      if remaining < ones { return word * 64 + Self.select(remaining, in: bits) }
      remaining -= ones
      word += 1
      guard word < end else { break }
      bits = words[word]
    }
    return select(rank: prefixCount(start) + rank)
  }

  /// The position within `word` of the set bit with `rank` set bits below it (`rank` less than
  /// the word's population). Counts summed in parallel in the bytes of one integer pick the
  /// byte, then the same trick on that byte's bits, spread one to a byte, picks the bit.
  /// - Complexity: O(1): a few multiplications, no branches.
  @inline(__always) static func select(_ rank: Int, in word: UInt64) -> Int {
    var counts = word &- ((word >> 1) & 0x5555_5555_5555_5555)
    counts = (counts & 0x3333_3333_3333_3333) &+ ((counts >> 2) & 0x3333_3333_3333_3333)
    counts = (counts &+ (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
    let running = counts &* bytewiseOnes
    let byte = bytesAtMost(rank, inRunningSums: running)
    // Byte i of `running << 8` counts the set bits in the bytes before byte i.
    let before = Int(truncatingIfNeeded: ((running << 8) >> UInt64(byte * 8)) & 0xFF)
    // Byte i of `spread` is bit i of the chosen byte, as 0 or 1.
    let spread = (((word >> UInt64(byte * 8)) & 0xFF) &* bytewiseOnes) & 0x8040_2010_0804_0201
    let bits = ((((spread & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | spread) & bytewiseHighs) >> 7
    return byte * 8 + bytesAtMost(rank - before, inRunningSums: bits &* bytewiseOnes)
  }

  private static let bytewiseOnes: UInt64 = 0x0101_0101_0101_0101
  private static let bytewiseHighs: UInt64 = 0x8080_8080_8080_8080

  /// How many bytes of `running` (byte i: a count of things in 0...i, ascending, each at most
  /// 127) are at most `value` (less than 128): the index of the byte that passes it.
  @inline(__always)
  private static func bytesAtMost(_ value: Int, inRunningSums running: UInt64) -> Int {
    // The high bit of byte i survives the subtraction when byte i is at most `value`.
    let atMost = ((UInt64(truncatingIfNeeded: value) &* bytewiseOnes | bytewiseHighs) &- running) & bytewiseHighs
    return Int(truncatingIfNeeded: ((atMost >> 7) &* bytewiseOnes) >> 56)
  }

  private mutating func recount() {
    var blockTotal: Int32 = 0
    for word in words.indices {
      if word % Self.wordsPerBlock == 0 {
        blockRanks[word / Self.wordsPerBlock] = word == 0 ? 0 : blockRanks[word / Self.wordsPerBlock - 1] + blockTotal
        blockTotal = 0
      }
      wordRanks[word] = UInt16(blockTotal)
      blockTotal += Int32(words[word].nonzeroBitCount)
    }
    total = blockRanks.last.map { Int($0) + Int(blockTotal) } ?? 0
  }
}
