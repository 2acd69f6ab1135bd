/// A sequence of distinct integer keys (a list's kept items' old positions, taken in new order),
/// each with a weight (not negative), held as runs: a maximal stretch of consecutive entries
/// whose keys go up by exactly one. Its heaviest increasing subsequence is found by working only
/// on the runs whose order changed, so that a reorder that leaves most of a list in place costs
/// O(n) to read plus O(m log m) for the m runs out of order.
///
/// Why that finds a heaviest increasing subsequence of the whole sequence:
/// - **A run can be taken whole.** Its keys are consecutive integers and all keys are distinct,
///   so every key outside the run is below all of its keys or above all of them, and comes before
///   the run or after it: every entry outside the run is ordered with all of the run's entries the
///   same way. An increasing subsequence holding some of the run's entries stays increasing when
///   the rest of the run joins it, and weighs no less (weights are not negative). So some heaviest
///   subsequence takes each run whole or not at all: runs can be treated as single entries.
/// - **A run in order with every other run is always taken.** When every key before the run is
///   below its keys and every key after it above them, it fits into every increasing
///   subsequence: adding it to one that lacks it gives one at least as heavy. So a heaviest
///   subsequence is those runs plus a heaviest increasing subsequence of the other runs (they
///   constrain nothing else).
struct OrderRuns {
  private(set) var firstKeys: [Int] = []
  private(set) var lastKeys: [Int] = []
  private(set) var weights: [Int] = []

  /// The number of runs.
  var count: Int { firstKeys.count }

  /// Adds an entry: it extends the last run when its key follows that run's last key.
  /// - Complexity: O(1) amortized.
  mutating func append(key: Int, weight: Int) {
    if Self.continues(lastKeys.last, with: key) {
      lastKeys[lastKeys.count - 1] = key
      weights[weights.count - 1] += weight
    } else {
      firstKeys.append(key)
      lastKeys.append(key)
      weights.append(weight)
    }
  }

  /// Whether an entry with key `key` extends a run whose last key is `last` (nil: no run yet).
  /// The one rule for where runs break, shared with ``Replay``.
  @inline(__always) static func continues(_ last: Int?, with key: Int) -> Bool {
    guard let last else { return false }
    return key == last &+ 1
  }

  /// Per run, whether a heaviest increasing subsequence of the entries keeps it (whole).
  /// Ties are broken as ``HeaviestIncreasingSubsequence`` breaks them among the runs out of order.
  /// - Complexity: O(r + m log m) for r runs, m of them out of order with some other run.
  func heaviestIncreasing() -> [Bool] {
    let runs = count
    var kept = [Bool](repeating: false, count: runs)
    // The least first key of the runs after each run.
    var laterMinimum = [Int](repeating: .max, count: runs + 1)
    for run in stride(from: runs - 1, through: 0, by: -1) {
      laterMinimum[run] = min(laterMinimum[run + 1], firstKeys[run])
    }
    var earlierMaximum = Int.min
    var outOfOrder: [Int] = []
    for run in 0..<runs {
      if earlierMaximum < firstKeys[run] && lastKeys[run] < laterMinimum[run + 1] {
        kept[run] = true
      } else {
        outOfOrder.append(run)
      }
      earlierMaximum = max(earlierMaximum, lastKeys[run])
    }
    guard !outOfOrder.isEmpty else { return kept }
    var keys: [Int] = [], weights: [Int] = []
    for run in outOfOrder {
      keys.append(firstKeys[run])
      weights.append(self.weights[run])
    }
    let chosen = HeaviestIncreasingSubsequence.indexes(keys: keys, weights: weights)
    for index in chosen { kept[outOfOrder[index]] = true }
    return kept
  }

  /// Walks the same keys again, in the same order, telling which run each belongs to: so that
  /// nothing per entry need be stored between building the runs and using their verdicts.
  struct Replay {
    private var last: Int?
    private var run = -1

    /// The run of the next entry, whose key is `key`.
    @inline(__always) mutating func run(ofKey key: Int) -> Int {
      if !OrderRuns.continues(last, with: key) { run += 1 }
      last = key
      return run
    }
  }
}
