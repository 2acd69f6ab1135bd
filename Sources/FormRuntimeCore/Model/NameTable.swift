/// Indexes by name, for the engine's lookups by row id (`indexPath(ofRow:)`, `tap`) and by value
/// name (`set`): a hash table over the names' UTF-8 bytes, read at a cost close to one cache miss.
///
/// Not a `[String: Int]`: SipHash and a dictionary's separate key and value arrays cost more
/// than the rest of `indexPath(ofRow:)` together (BENCHMARKS.md, "The runtime's design
/// choices"). A multiplicative hash of 8 bytes at a time does instead, and each bucket keeps 32
/// bits of the hash beside the index: a probe reads one word, and the name itself is compared
/// only when the stored hash agrees.
///
/// The names may come from a compiled file read from a server, so they may have been chosen to
/// collide. Two defences keep building and reading the table linear in that case: the hash is
/// seeded per process (``processSeed``), so names cannot be chosen to collide without knowing
/// the seed; and should a run of filled buckets still grow past ``maxRun`` (so a probe would
/// read more than that many buckets), the table keeps a `Dictionary` instead, whose SipHash is
/// seeded per process too. The hash is never stored: a table is rebuilt in every process.
///
/// Swift compares strings by canonical equivalence, which a hash of bytes cannot follow (the
/// Kelvin sign U+212A equals the letter K). When every name is ASCII, a query that is not is
/// looked up by its canonical composition (NFC, ``CanonicalComposition``), which is ASCII exactly when the query can
/// equal an ASCII name. When a name is not ASCII, the table keeps a dictionary instead.
package struct NameTable: Sendable {
  /// The names, in the order given (shared with the column they came from).
  package let names: [String]
  /// Per bucket: the name's hash in the high 32 bits, index + 1 in the low 32 bits; 0 when empty.
  private let buckets: [UInt64]
  private let mask: Int
  /// The seed the buckets were hashed with.
  private let seed: UInt64
  /// Every name by its first index, when some name is not ASCII or the buckets clustered.
  private let dictionary: [String: Int]?
  /// The index of the first name equal to an earlier one, if any.
  package let firstRepeat: Int?
  /// How many buckets building the table read: at most ``maxRun`` a name, so that tests can
  /// show that names chosen to collide cannot make the build quadratic.
  package let bucketsProbed: Int

  /// The longest run of filled buckets the table accepts: every probe stays within one run, so
  /// no lookup reads more buckets than this. At most half full, a table of random hashes has
  /// runs far shorter (a few dozen buckets at a million names), so only colliding names reach it.
  package static var maxRun: Int { 256 }

  /// The seed of every table's hash in this process, drawn once from the system's generator so
  /// that a compiled file cannot be crafted against it.
  package static let processSeed: UInt64 = {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  }()

  /// - Complexity: O(total length of the names).
  package init(names: [String]) {
    self.init(names: names, seed: Self.processSeed)
  }

  /// A table hashed with `seed`: ``processSeed`` but in tests, which pass a fixed seed to build
  /// tables of names chosen to collide under it.
  /// - Complexity: O(total length of the names).
  package init(names: [String], seed: UInt64) {
    self.names = names
    self.seed = seed
    let built = Self.buckets(for: names, seed: seed)
    bucketsProbed = built.probed
    if let buckets = built.buckets {
      self.buckets = buckets
      mask = buckets.count - 1
      dictionary = nil
      firstRepeat = built.firstRepeat
    } else {
      buckets = []
      mask = -1
      var dictionary = [String: Int](minimumCapacity: names.count)
      var firstRepeat: Int?
      for index in names.indices {
        let name = names[index]
        if dictionary[name] == nil {
          dictionary[name] = index
        } else {
          firstRepeat = firstRepeat ?? index
        }
      }
      self.dictionary = dictionary
      self.firstRepeat = firstRepeat
    }
  }

  /// Whether the table fell back on a `Dictionary` (a name is not ASCII, or the names collided).
  package var usesDictionary: Bool { dictionary != nil }

  /// The index of the first name equal to `name` (as Swift compares strings), or nil.
  /// - Complexity: O(length of `name`) expected; at most ``maxRun`` buckets are read.
  @inline(__always) package func index(of name: String) -> Int? {
    guard mask >= 0 else { return dictionary?[name] }
    return Self.index(of: name, in: buckets, mask: mask, names: names, seed: seed)
  }

  /// The index of `name` in a table of buckets (see ``probe(_:mask:for:hash:in:)``) over `names`, every one of them
  /// ASCII and hashed with `seed`, or nil. A `name` that is not ASCII is looked up by its canonical composition. The
  /// compiler's index of names reads its table through this too.
  @inline(__always)
  package static func index(
    of name: String, in buckets: [UInt64], mask: Int, names: [String], seed: UInt64 = processSeed
  ) -> Int? {
    guard let hash = hash(of: name, seed: seed) else {
      return indexOfNonASCII(name, in: buckets, mask: mask, names: names, seed: seed)
    }
    return probe(buckets, mask: mask, for: name, hash: hash, in: names).slot
  }

  /// Every name is ASCII, and `name` is not: only a name whose canonical composition is ASCII can equal one (an
  /// ASCII string is its own composition).
  private static func indexOfNonASCII(
    _ name: String, in buckets: [UInt64], mask: Int, names: [String], seed: UInt64
  ) -> Int? {
    let composed = CanonicalComposition.composed(name)
    guard composed.everyByte({ $0 < 0x80 }), let hash = hash(of: composed, seed: seed) else { return nil }
    return probe(buckets, mask: mask, for: composed, hash: hash, in: names).slot
  }

  /// The filled buckets for `names` and the index of the first repeat, with the number of buckets read; no buckets
  /// when the table cannot answer for the names (a name is not ASCII, there are too many for 32-bit indexes, or a
  /// run of filled buckets grew past ``maxRun``).
  /// - Complexity: O(n · maxRun) at worst for n names, O(n) expected: each insertion stops after ``maxRun``
  ///   buckets, and the runs are measured once at the end, in O(capacity).
  private static func buckets(
    for names: [String], seed: UInt64
  ) -> (buckets: [UInt64]?, firstRepeat: Int?, probed: Int) {
    // Compared as integers of different widths: `Int(UInt32.max)` traps where `Int` is 32 bits.
    guard names.count < UInt32.max else { return (nil, nil, 0) }
    // At most half full, so a probe ends after about 1.5 buckets on average.
    var capacity = 16
    while capacity < names.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var buckets = [UInt64](repeating: 0, count: capacity)
    var firstRepeat: Int?
    var probed = 0
    for index in names.indices {
      let name = names[index]
      guard let hash = hash(of: name, seed: seed) else { return (nil, nil, probed) }
      let tag = hash >> 32
      var bucket = Int(truncatingIfNeeded: hash) & mask
      var read = 0
      while true {
        let entry = buckets[bucket]
        read += 1
        if entry == 0 {
          buckets[bucket] = hash & ~0xFFFF_FFFF | UInt64(index + 1)
          break
        }
        // A repeated name keeps its first index.
        if entry >> 32 == tag && names[Int(entry & 0xFFFF_FFFF) - 1] == name {
          firstRepeat = firstRepeat ?? index
          break
        }
        guard read < maxRun else { return (nil, nil, probed + read) }
        bucket = (bucket + 1) & mask
      }
      probed += read
    }
    // A run can outgrow the bound without any one insertion reading that far (names whose own
    // buckets follow one another), and a lookup of a name not in the table reads its run to the end.
    guard longestRun(in: buckets) <= maxRun else { return (nil, nil, probed) }
    return (buckets, firstRepeat, probed)
  }

  /// The length of the longest run of filled buckets, counting a run that wraps around the end
  /// as one. - Complexity: O(capacity).
  private static func longestRun(in buckets: [UInt64]) -> Int {
    var longest = 0
    var current = 0
    var leading: Int?
    for entry in buckets {
      if entry == 0 {
        leading = leading ?? current
        current = 0
      } else {
        current += 1
        longest = max(longest, current)
      }
    }
    // The last run continues into the first.
    return max(longest, current + (leading ?? 0))
  }

  /// The bucket holding `name` and its slot, or the empty bucket where `name` would go: a probe of a table whose
  /// buckets hold the upper 32 bits of a name's hash beside its index in `names` plus one (0 is empty). The compiler's
  /// index of names is such a table too, built one name at a time.
  /// - Complexity: O(length of the run of filled buckets `hash` falls in), at least one bucket empty.
  @inline(__always)
  package static func probe(
    _ buckets: [UInt64], mask: Int, for name: String, hash: UInt64, in names: [String]
  ) -> (bucket: Int, slot: Int?) {
    let tag = hash >> 32
    var bucket = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = buckets[bucket]
      guard entry != 0 else { return (bucket, nil) }
      if entry >> 32 == tag {
        let slot = Int(entry & 0xFFFF_FFFF) - 1
        if names[slot] == name { return (bucket, slot) }
      }
      bucket = (bucket + 1) & mask
    }
  }

  /// A hash of `name`'s UTF-8 bytes under ``processSeed``, or nil when it is not ASCII (or not
  /// stored contiguously). Valid in this process only: never store it.
  /// - Complexity: O(length).
  @inline(__always) package static func hash(of name: String) -> UInt64? {
    hash(of: name, seed: processSeed)
  }

  /// A hash of `name`'s UTF-8 bytes under `seed`, or nil when it is not ASCII (or not stored
  /// contiguously). - Complexity: O(length).
  @inline(__always) package static func hash(of name: String, seed: UInt64) -> UInt64? {
    name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      let raw = UnsafeRawBufferPointer(bytes)
      var hash = (seed ^ UInt64(truncatingIfNeeded: raw.count)) &* multiplier
      var highBits: UInt64 = 0
      var offset = 0
      while offset + 8 <= raw.count {
        let chunk = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        highBits |= chunk
        hash = (hash ^ chunk) &* multiplier
        hash ^= hash >> 29
        offset += 8
      }
      let remaining = raw.count - offset
      if remaining > 0 {
        // The last 1 to 7 bytes in at most three loads (4, 2 and 1 bytes), not a loop of seven.
        var chunk: UInt64 = 0
        var shift: UInt64 = 0
        if remaining & 4 != 0 {
          chunk = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
          offset += 4
          shift = 32
        }
        if remaining & 2 != 0 {
          chunk |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
          offset += 2
          shift += 16
        }
        if remaining & 1 != 0 { chunk |= UInt64(raw[offset]) << shift }
        highBits |= chunk
        hash = (hash ^ chunk) &* multiplier
        hash ^= hash >> 29
      }
      guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
      // The low bits pick the bucket, and the low bits of a product depend only on the low bits
      // of its factors: without folding the high half in, names that differ only in their last
      // bytes (`row1`, `row2`, …) crowd into long runs of buckets.
      let mixed = (hash ^ (hash >> 32)) &* multiplier
      return mixed ^ (mixed >> 32)
    } ?? nil
  }
}
