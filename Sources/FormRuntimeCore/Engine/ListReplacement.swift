/// A list's items after a whole-list change (a keyed replace, or a one-item change reworked
/// because the list's conditions read its count), told against the items before: the old index
/// of each kept item, and only the items that are new or whose values changed. Kept, unchanged
/// items are not copied.
struct ListReplacement {
  /// An item that is new, or kept with new values, at a new list index.
  struct Change {
    var index: Int
    var item: ListItem
    /// The template rows whose displayed content changed (0 for a new item).
    var content: UInt64
  }

  /// Per new list index: the old list index of the item there when it was kept (by key), or -1.
  var oldIndexes: [Int]
  /// The new items and the kept items whose values changed, by ascending new index.
  var changes: [Change]

  var count: Int { oldIndexes.count }

  /// The change at new list index `index`, or nil when the item there is kept unchanged.
  /// - Complexity: O(log k) for k changes.
  func change(at index: Int) -> Change? {
    let position = changes.firstIndex(notBelow: { $0.index < index })
    return position < changes.count && changes[position].index == index ? changes[position] : nil
  }

  /// The list of `count` items with `item` inserted at `index`.
  static func inserting(_ item: ListItem, at index: Int, count: Int) -> ListReplacement {
    var oldIndexes = Array(0..<count)
    oldIndexes.insert(-1, at: index)
    return ListReplacement(oldIndexes: oldIndexes, changes: [Change(index: index, item: item, content: 0)])
  }

  /// The list of `count` items without the item at `index`.
  static func removing(at index: Int, count: Int) -> ListReplacement {
    var oldIndexes = Array(0..<count)
    oldIndexes.remove(at: index)
    return ListReplacement(oldIndexes: oldIndexes, changes: [])
  }

  /// Reorders the items by `areInIncreasingOrder` (given each new index's item) when they are
  /// not already in that order.
  /// - Complexity: O(n) comparisons when they are in order, else O(n log n).
  mutating func sort(item: (Int) -> ListItem, by areInIncreasingOrder: (ListItem, ListItem) -> Bool) {
    var inOrder = true
    var previous: ListItem? = nil
    for index in 0..<count {
      let current = item(index)
      if let previous, !areInIncreasingOrder(previous, current) {
        inOrder = false
        break
      }
      previous = current
    }
    guard !inOrder else { return }
    let items = (0..<count).map(item)
    let order = StableOrder.indexes(count: count) { areInIncreasingOrder(items[$0], items[$1]) }
    // Per index before sorting: the position of its change in `changes`, or -1.
    var changeAt = [Int](repeating: -1, count: count)
    for (position, change) in changes.enumerated() { changeAt[change.index] = position }
    var sorted = ListReplacement(oldIndexes: [], changes: [])
    sorted.oldIndexes.reserveCapacity(count)
    for (newIndex, index) in order.enumerated() {
      sorted.oldIndexes.append(oldIndexes[index])
      if changeAt[index] >= 0 {
        var change = changes[changeAt[index]]
        change.index = newIndex
        sorted.changes.append(change)
      }
    }
    self = sorted
  }
}
