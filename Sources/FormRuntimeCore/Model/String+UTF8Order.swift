extension String {
  /// How `self` and `other` compare by their UTF-8 bytes, the same on every platform (where `<`
  /// compares by canonical equivalence): negative when `self` comes first, 0 when the bytes are
  /// equal, positive when it comes after. Written out rather than with
  /// `lexicographicallyPrecedes`, whose generic copy the WebAssembly module would carry (BENCHMARKS.md).
  /// - Complexity: O(n) in the length of the common prefix.
  package func utf8Order(_ other: String) -> Int {
    var mine = utf8.makeIterator()
    var theirs = other.utf8.makeIterator()
    while true {
      switch (mine.next(), theirs.next()) {
      case (let a?, let b?) where a != b: return a < b ? -1 : 1
      case (_?, _?): continue
      case (nil, nil): return 0
      case (nil, _?): return -1
      case (_?, nil): return 1
      }
    }
  }
}
