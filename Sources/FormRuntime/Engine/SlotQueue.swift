/// A binary min-heap of row slots: the engine visits changed rows in layout order, so a parent
/// is always settled before its children.
struct SlotQueue {
  private var heap: [Int] = []

  var isEmpty: Bool { heap.isEmpty }

  /// - Complexity: O(log k).
  mutating func push(_ slot: Int) {
    heap.append(slot)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest slot. - Complexity: O(log k).
  mutating func popMin() -> Int? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return last }
    let smallest = heap[0]
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1, right = left + 1
      var candidate = parent
      if left < heap.count, heap[left] < heap[candidate] { candidate = left }
      if right < heap.count, heap[right] < heap[candidate] { candidate = right }
      guard candidate != parent else { break }
      heap.swapAt(parent, candidate)
      parent = candidate
    }
    return smallest
  }
}
