/// Every static row's folded search texts in one byte buffer, built when a form is first
/// searched. (Template rows have none: an item's rows match by the item's values, which
/// `EngineCore.searchBits` reads, never by the titles every item shares.)
///
/// A row's texts are stored one after another with a 0xFF byte between them. 0xFF never occurs
/// in UTF-8, so a query (folded from a `String`, hence valid UTF-8) cannot match across two
/// texts, whatever characters the texts or the query hold (a 0 byte included).
struct SearchTexts: Sendable {
  private var bytes: [UInt8] = []
  /// `ends[slot]` is where the row's texts end in `bytes`; they start at `ends[slot - 1]`.
  private var ends: [UInt32] = []
  /// Between two texts of one row; never part of UTF-8.
  private static let separator: UInt8 = 0xFF

  /// Folds the texts of the rows below slot `end`; nil when `isCancelled` says so first.
  /// - Complexity: O(t) for t bytes of titles and keywords.
  init?(rows: RowTable, below end: Int, isCancelled: () -> Bool) {
    ends.reserveCapacity(end)
    for slot in 0..<end {
      if slot & 1023 == 0, isCancelled() { return nil }
      let texts = SearchFolding.texts(of: slot, in: rows)
      for index in texts.indices {
        if index > 0 { bytes.append(Self.separator) }
        bytes += SearchFolding.fold(texts[index])
      }
      ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }
  }

  /// The slots among `candidates` (ascending; nil for every slot below `count`) whose texts
  /// contain `query`, ascending; nil when `isCancelled` says so first. `query` must not be empty.
  /// (An optional array rather than any sequence of slots: one copy of the search in the
  /// WebAssembly module, not one per kind of sequence.)
  /// - Complexity: O(Σ mᵢ·q) worst case for candidates with mᵢ text bytes and a query of q
  ///   bytes; near O(Σ mᵢ) for ordinary text.
  func slots(
    among candidates: [Int]?, orBelow count: Int, containing query: [UInt8], isCancelled: () -> Bool
  ) -> (slots: [Int], tested: Int)? {
    var found: [Int] = []
    var tested = 0
    let cancelled: Bool = bytes.withUnsafeBufferPointer { text in
      query.withUnsafeBufferPointer { pattern in
        guard let first = pattern.first else { return false }
        let length = pattern.count
        for position in 0..<(candidates?.count ?? count) {
          let slot = candidates?[position] ?? position
          if tested & 1023 == 0, isCancelled() { return true }
          tested += 1
          let start = slot == 0 ? 0 : Int(ends[slot - 1])
          let end = Int(ends[slot])
          guard end - start >= length else { continue }
          var index = start
          let last = end - length
          search: while index <= last {
            if text[index] == first {
              var offset = 1
              while offset < length, text[index + offset] == pattern[offset] { offset += 1 }
              if offset == length {
                found.append(slot)
                break search
              }
            }
            index += 1
          }
        }
        return false
      }
    }
    return cancelled ? nil : (found, tested)
  }
}
