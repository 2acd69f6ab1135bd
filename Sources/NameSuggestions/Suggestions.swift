/// "Did you mean …?" suggestions, from the edit distance between a misspelt name and the known ones.
public enum Suggestions {
  /// `a, b, c, … (12 in all)`: the first `limit` of `names`, and their count when some are left
  /// out; what a message lists when no name is close enough to suggest.
  /// - Complexity: O(limit) names joined.
  public static func sample(_ names: [String], limit: Int = 3) -> String {
    // Indexes rather than `prefix(limit).joined`, whose copy for `ArraySlice` the WebAssembly
    // module would otherwise carry.
    var shown = ""
    for index in 0..<min(limit, names.count) { shown += (index == 0 ? "" : ", ") + names[index] }
    return names.count > limit ? shown + ", … (\(names.count) in all)" : shown
  }

  /// The closest candidate to `name`, if one is close enough to be a plausible typo.
  ///
  /// A candidate qualifies when its edit distance is at most a third of the name's length, rounded up, and at most 3.
  /// - Complexity: O(c · n · m) for c candidates of length m and a name of length n.
  public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
    // Its characters counted forwards: `count` can also walk backwards, which would bring that
    // grapheme breaking into the engine's WebAssembly module for this count alone.
    var length = 0
    for _ in name { length += 1 }
    let limit = min(3, max(1, (length + 2) / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name, candidate, limit: limit)
      guard distance <= limit else { continue }
      if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Edit distance over Unicode scalars where inserting, deleting or changing a character, or
  /// swapping two adjacent ones (`kidn` for `kind`), costs one; stops early once it must exceed `limit`.
  static func editDistance(_ first: String, _ second: String, limit: Int) -> Int {
    // Appended one by one: `Array(a.unicodeScalars)` would bring the standard library's generic
    // sequence copying into the engine's WebAssembly module (BENCHMARKS.md).
    var a: [Unicode.Scalar] = []
    var b: [Unicode.Scalar] = []
    for scalar in first.unicodeScalars { a.append(scalar) }
    for scalar in second.unicodeScalars { b.append(scalar) }
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let substitution = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = Swift.min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
