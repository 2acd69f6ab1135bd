/// Sums of prefixes of a sequence of non-negative counts that change one at a time (a Fenwick
/// tree): ``ListItems`` keeps one over its chunks' item counts and one per table section over
/// their shown rows, so that a list index or a row's position is found without adding up every
/// chunk before it.
struct PrefixSums: Sendable {
  /// 1-based: `tree[i]` is the sum of the counts `i - (i & -i) ..< i`.
  private var tree: [Int]
  /// The largest power of two below `tree.count` (0 when there are no counts): the first step of
  /// ``longestPrefix(notExceeding:)``. The number of counts never changes.
  private let topStep: Int

  /// The sums of `counts`. - Complexity: O(c) for c counts.
  init(_ counts: [Int]) {
    tree = [0] + counts
    for index in 1..<tree.count {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    topStep = counts.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - counts.count.leadingZeroBitCount)
  }

  /// The number of counts.
  var count: Int { tree.count - 1 }

  /// Adds `delta` to count `index` (`0..<count`). - Complexity: O(log c).
  mutating func add(_ delta: Int, at index: Int) {
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The sum of the first `length` counts (`0...count`). - Complexity: O(log c).
  func sum(ofFirst length: Int) -> Int {
    var total = 0
    var position = length
    while position > 0 {
      total &+= tree[position]
      position &= position - 1
    }
    return total
  }

  /// The most counts from the start whose sum is at most `target` (`target >= 0`), and that sum:
  /// with every count not negative, count `length` is where the `target`-th unit (from 0) lies.
  /// - Complexity: O(log c).
  func longestPrefix(notExceeding target: Int) -> (length: Int, sum: Int) {
    var length = 0, sum = 0
    var step = topStep
    while step > 0 {
      let next = length + step
      if next < tree.count && sum + tree[next] <= target {
        length = next
        sum += tree[next]
      }
      step /= 2
    }
    return (length, sum)
  }
}
