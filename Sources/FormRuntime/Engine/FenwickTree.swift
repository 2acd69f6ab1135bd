/// Counts over positions `0..<count` with O(log n) update, prefix sum and select: how the
/// engine turns "which rows are shown" into index paths and back.
///
/// Entries are 0 or 1 (shown or not), so sums never exceed `count`; they are stored as `Int32`
/// to keep the engine at 4 bytes per row for this structure.
struct FenwickTree: Hashable, Sendable {
  private var tree: [Int32]
  /// The largest power of two not above `count`, where `select` starts its descent.
  private let topBit: Int

  var count: Int { tree.count - 1 }

  /// Builds the tree over `flags` (true counts 1).
  /// - Complexity: O(n).
  init(flags: [Bool]) {
    var bit = 1
    while bit * 2 <= flags.count { bit *= 2 }
    topBit = flags.isEmpty ? 0 : bit
    tree = [Int32](repeating: 0, count: flags.count + 1)
    rebuild(flags: flags)
  }

  /// Recounts every position from `flags` (as many as the tree has), in place: cheaper than one
  /// `add` per change when many positions changed.
  /// - Complexity: O(n), without allocating when the tree's storage is not shared.
  mutating func rebuild(flags: [Bool]) {
    precondition(flags.count == count, "a Fenwick tree is rebuilt over as many flags as it has")
    for node in 1..<tree.count { tree[node] = flags[node - 1] ? 1 : 0 }
    for node in 1..<tree.count {
      let parent = node + (node & -node)
      if parent < tree.count { tree[parent] += tree[node] }
    }
  }

  /// Adds `delta` (+1 or -1) at `index`.
  /// - Complexity: O(log n).
  mutating func add(_ delta: Int32, at index: Int) {
    var node = index + 1
    while node < tree.count {
      tree[node] &+= delta
      node += node & -node
    }
  }

  /// The number of counted positions in `0..<end`.
  /// - Complexity: O(log n).
  func prefixCount(_ end: Int) -> Int {
    var node = end
    var sum = 0
    while node > 0 {
      sum += Int(tree[node])
      node -= node & -node
    }
    return sum
  }

  /// The position of the counted entry with `rank` counted entries before it,
  /// or `count` when there are not that many.
  /// - Complexity: O(log n).
  func select(rank: Int) -> Int {
    var position = 0
    var remaining = rank
    var bit = topBit
    while bit > 0 {
      let next = position + bit
      if next < tree.count, Int(tree[next]) <= remaining {
        position = next
        remaining -= Int(tree[next])
      }
      bit >>= 1
    }
    return position
  }
}
