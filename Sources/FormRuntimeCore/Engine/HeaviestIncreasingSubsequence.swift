/// The heaviest increasing subsequence: among the entries of a sequence of distinct keys, each
/// with a weight, a subsequence whose keys increase and whose weights sum to the most. With
/// every weight 1 it is a longest increasing subsequence.
///
/// It decides which list items keep their place when a list is reordered: the keys are the
/// items' old positions taken in new order, the weights their rows, so the rows left in place
/// are as many as can be (the fewest moves).
enum HeaviestIncreasingSubsequence {
  /// The indexes (ascending) of a heaviest increasing subsequence of `keys`, which are distinct;
  /// `weights` are not negative and as many as the keys.
  /// - Complexity: O(m log m) for m keys.
  static func indexes(keys: [Int], weights: [Int]) -> [Int] {
    let count = keys.count
    guard count > 0 else { return [] }
    // Keys replaced by their ranks, 1-based for the tree.
    let order = StableOrder.indexes(count: count) { keys[$0] < keys[$1] }
    var rank = [Int](repeating: 0, count: count)
    for (position, index) in order.enumerated() { rank[index] = position + 1 }
    // A tree of prefix maxima over ranks: the heaviest subsequence ending at a rank at most r,
    // and the index it ends at.
    var best = [Int](repeating: 0, count: count + 1)
    var bestEnd = [Int](repeating: -1, count: count + 1)
    var total = [Int](repeating: 0, count: count)
    var previous = [Int](repeating: -1, count: count)
    for index in 0..<count {
      var heaviest = 0, end = -1
      var position = rank[index] - 1
      while position > 0 {
        if best[position] > heaviest || (end < 0 && bestEnd[position] >= 0 && best[position] == heaviest) {
          heaviest = best[position]
          end = bestEnd[position]
        }
        position &= position - 1
      }
      total[index] = heaviest + weights[index]
      previous[index] = end
      position = rank[index]
      while position <= count {
        if total[index] > best[position] || bestEnd[position] < 0 {
          best[position] = total[index]
          bestEnd[position] = index
        }
        position += position & -position
      }
    }
    var last = 0
    for index in 1..<count where total[index] > total[last] { last = index }
    var chosen: [Int] = []
    var index = last
    while index >= 0 {
      chosen.append(index)
      index = previous[index]
    }
    return chosen.reversed()
  }
}
