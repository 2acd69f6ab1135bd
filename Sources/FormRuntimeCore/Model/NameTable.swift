import Foundation

/// Indexes by name, for the engine's lookups by row id (`indexPath(ofRow:)`, `tap`) and by value
/// name (`set`): a hash table over the names' UTF-8 bytes, read at a cost close to one cache miss.
///
/// `[String: Int]` hashes with SipHash, seeded per process so that hostile keys cannot force
/// collisions, and reads its keys and values from separate arrays: measured at 55 to 75 ns a
/// lookup at 100,000 rows, more than the rest of `indexPath(ofRow:)` together, and building two
/// of them took a twentieth of `formc compile`. Here the names are the form's own and the table is
/// built once, so a multiplicative hash of 8 bytes at a time does, and each bucket keeps 32 bits of
/// the hash beside the index: a probe reads one word, and the name itself is compared only when
/// the stored hash agrees.
///
/// Swift compares strings by canonical equivalence, which a hash of bytes cannot follow (the
/// Kelvin sign U+212A equals the letter K). When every name is ASCII, a query that is not is
/// looked up by its canonical composition (NFC), which is ASCII exactly when the query can equal
/// an ASCII name. When a name is not ASCII, the table keeps a dictionary instead.
package struct NameTable: Sendable {
  /// The names, in the order given (shared with the column they came from).
  package let names: [String]
  /// Per bucket: the name's hash in the high 32 bits, index + 1 in the low 32 bits; 0 when empty.
  private let buckets: [UInt64]
  private let mask: Int
  /// Every name by its first index, only when some name is not ASCII.
  private let dictionary: [String: Int]?
  /// The index of the first name equal to an earlier one, if any.
  package let firstRepeat: Int?

  /// - Complexity: O(total length of the names).
  package init(names: [String]) {
    self.names = names
    if let (buckets, firstRepeat) = Self.buckets(for: names) {
      self.buckets = buckets
      mask = buckets.count - 1
      dictionary = nil
      self.firstRepeat = firstRepeat
    } else {
      buckets = []
      mask = -1
      var dictionary = [String: Int](minimumCapacity: names.count)
      var firstRepeat: Int?
      for (index, name) in names.enumerated() {
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

  // Inlined, with `hash(of:)`, into the engine's lookups by id: 2 to 3 ns off a tap by id and
  // off `indexPath(ofRow:)` at 100,000 rows, in alternating runs.

  /// The index of the first name equal to `name` (as Swift compares strings), or nil.
  /// - Complexity: O(length of `name`) expected.
  @inline(__always) package func index(of name: String) -> Int? {
    guard mask >= 0 else { return dictionary?[name] }
    return Self.index(of: name, in: buckets, mask: mask, names: names)
  }

  /// The index of `name` in a table of buckets (see ``probe(_:mask:for:hash:in:)``) over `names`, every one of them
  /// ASCII, or nil. A `name` that is not ASCII is looked up by its canonical composition. The compiler's index of
  /// names reads its table through this too.
  @inline(__always)
  package static func index(of name: String, in buckets: [UInt64], mask: Int, names: [String]) -> Int? {
    guard let hash = hash(of: name) else { return indexOfNonASCII(name, in: buckets, mask: mask, names: names) }
    return probe(buckets, mask: mask, for: name, hash: hash, in: names).slot
  }

  /// Every name is ASCII, and `name` is not: only a name whose canonical composition is ASCII can equal one (an
  /// ASCII string is its own composition).
  private static func indexOfNonASCII(_ name: String, in buckets: [UInt64], mask: Int, names: [String]) -> Int? {
    let composed = name.precomposedStringWithCanonicalMapping
    guard composed.utf8.allSatisfy({ $0 < 0x80 }), let hash = hash(of: composed) else { return nil }
    return probe(buckets, mask: mask, for: composed, hash: hash, in: names).slot
  }

  /// The filled buckets for `names` and the index of the first repeat, or nil when the table
  /// cannot answer for them (a name is not ASCII, or there are too many for 32-bit indexes).
  private static func buckets(for names: [String]) -> (buckets: [UInt64], firstRepeat: Int?)? {
    guard names.count < Int(UInt32.max) else { return nil }
    // At most half full, so a probe ends after about 1.5 buckets on average.
    var capacity = 16
    while capacity < names.count * 2 { capacity *= 2 }
    var buckets = [UInt64](repeating: 0, count: capacity)
    var firstRepeat: Int?
    for (index, name) in names.enumerated() {
      guard let hash = hash(of: name) else { return nil }
      let probe = probe(buckets, mask: capacity - 1, for: name, hash: hash, in: names)
      if probe.slot == nil {
        buckets[probe.bucket] = hash & ~0xFFFF_FFFF | UInt64(index + 1)
      } else {
        // A repeated name keeps its first index.
        firstRepeat = firstRepeat ?? index
      }
    }
    return (buckets, firstRepeat)
  }

  /// The bucket holding `name` and its slot, or the empty bucket where `name` would go: a probe of a table whose
  /// buckets hold the upper 32 bits of a name's hash beside its index in `names` plus one (0 is empty). The compiler's
  /// index of names is such a table too, built one name at a time.
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

  /// A hash of `name`'s UTF-8 bytes, or nil when it is not ASCII (or not stored contiguously).
  /// - Complexity: O(length).
  @inline(__always) package static func hash(of name: String) -> UInt64? {
    name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      let raw = UnsafeRawBufferPointer(bytes)
      var hash = UInt64(truncatingIfNeeded: raw.count) &* multiplier
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
      return (hash ^ (hash >> 32)) &* multiplier
    } ?? nil
  }
}
