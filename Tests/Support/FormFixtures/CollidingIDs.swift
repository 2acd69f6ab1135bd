import FormRuntimeCore

extension FormFixtures {
  /// `count` short ASCII ids whose buckets under `seed` all fall in the first `window` buckets
  /// of the id table that `count` names get (capacity the power of two at least twice the
  /// count), found by brute force: every id after the first few thousand lands on a filled
  /// bucket and, in a table without defences, probes to the end of one run as long as the ids
  /// so far. What a hostile server could send against an unseeded hash.
  package static func collidingIDs(count: Int, seed: UInt64, window: Int = 8_192) -> [String] {
    var capacity = 16
    while capacity < count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var ids: [String] = []
    ids.reserveCapacity(count)
    var candidate = 0
    while ids.count < count {
      let id = "i" + String(candidate, radix: 36)
      candidate += 1
      guard let hash = NameTable.hash(of: id, seed: seed), Int(truncatingIfNeeded: hash) & mask < window else {
        continue
      }
      ids.append(id)
    }
    return ids
  }
}
