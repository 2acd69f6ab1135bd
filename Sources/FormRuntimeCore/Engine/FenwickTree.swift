/// Prefix sums over a sequence of non-negative weights that change one at a time: the number of
/// shown rows of the items before an item, for a list section's row positions.
///
/// A binary indexed tree: `tree[i]` (1-based) holds the sum of the `i & -i` weights ending at `i`.
struct FenwickTree: Hashable, Sendable {
  private var tree: [Int]
  /// The weights themselves, so that a weight is read in O(1) and the tree can be built again.
  private(set) var weights: [Int]

  /// - Complexity: O(n).
  init(weights: [Int] = []) {
    self.weights = weights
    tree = [0] + weights
    for index in 1..<Swift.max(1, tree.count) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  var count: Int { weights.count }

  /// The sum of every weight. - Complexity: O(log n).
  var total: Int { prefixSum(count) }

  /// The sum of the weights before `index` (`0...count`). - Complexity: O(log n).
  func prefixSum(_ index: Int) -> Int {
    var sum = 0
    var position = index
    while position > 0 {
      sum += tree[position]
      position &= position - 1
    }
    return sum
  }

  /// Sets the weight at `index`. - Complexity: O(log n).
  mutating func setWeight(_ weight: Int, at index: Int) {
    let delta = weight - weights[index]
    guard delta != 0 else { return }
    weights[index] = weight
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// Adds a weight at the end. - Complexity: O(log n).
  mutating func append(_ weight: Int) {
    weights.append(weight)
    let position = weights.count
    // The new node covers the weights `position - lowbit + 1 ... position`.
    let covered = prefixSum(position - 1) - prefixSum(position - (position & -position))
    tree.append(covered + weight)
  }

  /// Inserts, removes or reorders weights: built again from `weights`. - Complexity: O(n).
  mutating func replaceWeights(_ newWeights: [Int]) {
    self = FenwickTree(weights: newWeights)
  }

  /// The index whose weights span `rank` (`0 ..< total`): the largest index with
  /// `prefixSum(index) <= rank`, so that `rank - prefixSum(index) < weights[index]`.
  /// - Complexity: O(log n).
  func index(containing rank: Int) -> Int {
    var position = 0
    var remaining = rank
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }
}
