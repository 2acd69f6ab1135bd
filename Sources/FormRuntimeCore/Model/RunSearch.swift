/// Finding a run of elements with the standard library's core alone: the engine's
/// core is to build as Embedded Swift for WebAssembly (issue 25, docs/architecture.md), which has
/// no `_StringProcessing` (`firstRange(of:)`, `contains(_:)` of a string).
/// On a `String` the elements are characters, compared as those methods compare them.
extension Collection where Element: Equatable {
  /// The index where `pattern` first occurs as a contiguous run, or nil; an empty pattern occurs
  /// at `startIndex`. - Complexity: O(n·m) for n elements and a pattern of m.
  func firstIndex(ofRun pattern: some Collection<Element>) -> Index? {
    guard let first = pattern.first else { return startIndex }
    var start = startIndex
    while let candidate = self[start...].firstIndex(of: first) {
      if self[candidate...].starts(with: pattern) { return candidate }
      start = index(after: candidate)
    }
    return nil
  }

  /// Whether `pattern` occurs as a contiguous run. - Complexity: O(n·m).
  func containsRun(_ pattern: some Collection<Element>) -> Bool { firstIndex(ofRun: pattern) != nil }
}
