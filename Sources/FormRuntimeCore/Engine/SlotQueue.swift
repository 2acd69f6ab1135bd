/// The rows an event must visit, handed out in layout order, so a parent is always settled
/// before its children.
///
/// Rows arrive two ways: the rows of a transition plan, already ascending (kept as a list and
/// read in order, O(1) each), and anything else (children of rows that change, rows of a second
/// plan) in a binary min-heap.
struct SlotQueue: Sendable {
  private var sorted = ScratchList<Int>()
  private var nextSorted = 0
  private var heap: [Int] = []

  /// Adds `slots`, which must be ascending, leaving `slots` empty.
  /// - Complexity: O(1) when the ordered list is used up (the two lists' storage is swapped, so
  ///   each stays uniquely referenced), O(m log k) for m slots otherwise.
  mutating func push(ascending slots: inout ScratchList<Int>) {
    if nextSorted == sorted.count {
      sorted.removeAll()
      swap(&sorted, &slots)
      nextSorted = 0
    } else {
      for slot in slots { push(slot) }
      slots.removeAll()
    }
  }

  /// See ``ScratchList/makeUnique()``.
  mutating func makeUnique() { sorted.makeUnique() }

  /// Empties the queue, keeping its storage. - Complexity: O(k) for the k slots it holds.
  mutating func removeAll() {
    sorted.removeAll()
    nextSorted = 0
    heap.empty()
  }

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

  /// Removes and returns the smallest slot (a slot pushed twice comes out twice).
  /// - Complexity: O(1) from the ascending list, O(log k) from the heap.
  @inline(__always) mutating func popMin() -> Int? {
    // Inlined so that a plan's rows, the bulk of a large event, cost a compare and a load each.
    if nextSorted < sorted.count, heap.isEmpty || sorted[nextSorted] <= heap[0] {
      nextSorted += 1
      return sorted[nextSorted - 1]
    }
    return popHeap()
  }

  @inline(never) private mutating func popHeap() -> Int? {
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
