extension String {
  /// The number of its `Character`s (as `count` gives it), counting no further than `limit`:
  /// `limit` when it has at least so many. Length rules stop at their bound, so that a long text
  /// is not walked to its end to be compared with a short one.
  ///
  /// The characters are walked forwards, by the string's iterator. `count` is
  /// `distance(from:to:)`, which can also walk backwards, and brings grapheme breaking in that
  /// direction into the WebAssembly module besides (BENCHMARKS.md).
  /// - Complexity: O(n) in the length of the text, up to `limit` characters.
  func characterCount(upTo limit: Int = .max) -> Int {
    var count = 0
    for _ in self {
      guard count < limit else { break }
      count += 1
    }
    return count
  }
}
