/// Row slots by id, for the engine's lookups by id (`indexPath(ofRow:)`, `tap`): a hash table
/// over the ids' UTF-8 bytes, read at a cost close to one cache miss.
///
/// `[String: Int]` hashes with SipHash, seeded per process so that hostile keys cannot force
/// collisions, and reads its keys and values from separate arrays: measured at 55 to 75 ns a
/// lookup at 100,000 rows, more than the rest of `indexPath(ofRow:)` together. Here the ids are
/// the form's own and the table is built once, so a multiplicative hash of 8 bytes at a time
/// does, and each bucket keeps 32 bits of the hash beside the slot: a probe reads one word,
/// and the id itself is compared only when the stored hash agrees.
///
/// Swift compares strings by canonical equivalence, which a hash of bytes cannot follow (the
/// Kelvin sign U+212A equals the letter K). The table therefore answers only for ASCII ids, and
/// only when every id of the form is ASCII; otherwise it says ``Answer/undecided`` and the
/// caller asks the dictionary.
package struct RowIDTable: Sendable {
  enum Answer: Equatable {
    case slot(Int)
    case absent
    /// The table cannot tell: the id or one of the form's ids is not ASCII.
    case undecided
  }

  /// Per bucket: the id's hash in the high 32 bits, slot + 1 in the low 32 bits; 0 when empty.
  private let buckets: [UInt64]
  private let mask: Int

  /// - Complexity: O(total length of the ids).
  init(ids: [String]) {
    if let buckets = Self.buckets(for: ids) {
      self.buckets = buckets
      mask = buckets.count - 1
    } else {
      buckets = []
      mask = -1
    }
  }

  // Inlined, with `hash(of:)`, into the engine's lookups by id: 2 to 3 ns off a tap by id and
  // off `indexPath(ofRow:)` at 100,000 rows, in alternating runs.

  /// The slot of `id` among `ids` (the ids the table was built from).
  /// - Complexity: O(1) expected.
  @inline(__always) func slot(of id: String, in ids: [String]) -> Answer {
    guard mask >= 0, let hash = Self.hash(of: id) else { return .undecided }
    return Self.probe(buckets, mask: mask, for: id, hash: hash, in: ids).slot.map { .slot($0) } ?? .absent
  }

  /// The filled buckets for `ids`, or nil when the table cannot answer for them (an id is not
  /// ASCII, or there are too many for 32-bit slots).
  private static func buckets(for ids: [String]) -> [UInt64]? {
    guard ids.count < Int(UInt32.max) else { return nil }
    // At most half full, so a probe ends after about 1.5 buckets on average.
    var capacity = 16
    while capacity < ids.count * 2 { capacity *= 2 }
    var buckets = [UInt64](repeating: 0, count: capacity)
    for (slot, id) in ids.enumerated() {
      guard let hash = hash(of: id) else { return nil }
      // A repeated id keeps its first slot, as in `NameIndex.rowSlots`.
      let probe = probe(buckets, mask: capacity - 1, for: id, hash: hash, in: ids)
      if probe.slot == nil { buckets[probe.bucket] = hash & ~0xFFFF_FFFF | UInt64(slot + 1) }
    }
    return buckets
  }

  /// The bucket holding `id` and its slot, or the empty bucket where `id` would go: a probe of a table whose
  /// buckets hold the upper 32 bits of an id's hash beside its index in `ids` plus one (0 is empty). The compiler's
  /// index of names is such a table too, built one id at a time.
  @inline(__always)
  package static func probe(
    _ buckets: [UInt64], mask: Int, for id: String, hash: UInt64, in ids: [String]
  ) -> (bucket: Int, slot: Int?) {
    let tag = hash >> 32
    var bucket = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = buckets[bucket]
      guard entry != 0 else { return (bucket, nil) }
      if entry >> 32 == tag {
        let slot = Int(entry & 0xFFFF_FFFF) - 1
        if ids[slot] == id { return (bucket, slot) }
      }
      bucket = (bucket + 1) & mask
    }
  }

  /// A hash of `id`'s UTF-8 bytes, or nil when it is not ASCII (or not stored contiguously).
  /// - Complexity: O(length).
  @inline(__always) package static func hash(of id: String) -> UInt64? {
    id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
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
