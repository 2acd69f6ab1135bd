/// Helpers for the lists an event works with.
extension Array {
  /// Removes every element, keeping the storage; allocates nothing, even when already empty.
  /// - Complexity: O(n).
  @inline(__always) mutating func empty() {
    // Popping a few elements is much cheaper than `removeAll(keepingCapacity:)`, which goes
    // through `replaceSubrange`; events mostly leave a handful in each list, and most lists
    // none (then not even the uniqueness check of a pop is made).
    if isEmpty { return }
    if count <= 16 {
      while popLast() != nil {}
    } else {
      removeAll(keepingCapacity: true)
    }
  }
}

/// Helpers for the ascending lists of slots and sections an event works with.
extension Array where Element == Int {
  /// Sorts the array and removes repeats; leaves a list of zero or one element untouched
  /// (sorting would make an empty array's shared storage unique).
  /// - Complexity: O(n log n).
  mutating func sortWithoutDuplicates() {
    guard count > 1 else { return }
    StableOrder.sort(&self, by: <)
    removeDuplicates()
  }
}

extension Array where Element: Comparable {
  /// Removes repeats from a sorted array, keeping one of each. - Complexity: O(n).
  mutating func removeDuplicates() {
    guard count > 1 else { return }
    var kept = 1
    for index in 1..<count where self[index] != self[kept - 1] {
      self[kept] = self[index]
      kept += 1
    }
    // One at a time: `removeLast(_:)` replaces a range, one more copy per element type in the WebAssembly module.
    while count > kept { removeLast() }
  }

}

/// Binary search in the engine's ordered lists (arrays and scratch lists).
extension RandomAccessCollection where Index == Int {
  /// The index of the first element for which `isBelow` is false, in a list ordered so that
  /// it holds for a prefix (`endIndex` when it holds for all). - Complexity: O(log n).
  func firstIndex(notBelow isBelow: (Element) -> Bool) -> Int {
    var low = startIndex, high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if isBelow(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension RandomAccessCollection where Index == Int, Element: Comparable {
  /// The index of `element` in this ascending list (its first, when it is there more than once),
  /// or nil when it is not there: the lookup of the tables kept as sorted keys beside their
  /// values. - Complexity: O(log n).
  func sortedFirstIndex(of element: Element) -> Int? {
    let index = firstIndex(notBelow: { $0 < element })
    return index < endIndex && self[index] == element ? index : nil
  }

  /// Whether this ascending list contains `element`. - Complexity: O(log n).
  func sortedContains(_ element: Element) -> Bool { sortedFirstIndex(of: element) != nil }
}
