/// A value for every Unicode scalar, as runs: where each run of scalars with the same value starts,
/// ascending, and the run's value; before the first run, a default. How ``NormalizationTables`` and
/// ``GraphemeTables`` hold their per-scalar data: a few thousand runs cover all of Unicode.
struct ScalarRuns: Sendable {
  private let starts: [UInt32]
  private let values: [UInt32]
  private let initial: UInt32

  /// Runs starting at `starts` with `values`, one for one (a start without a value has the default).
  init(starts: [UInt32], values: [UInt32], initial: UInt32 = 0) {
    self.starts = starts
    self.values = values
    self.initial = initial
  }

  /// Runs starting at `starts` whose values alternate, 1 first (0 before the first run).
  init(alternating starts: [UInt32]) {
    var values: [UInt32] = []
    values.reserveCapacity(starts.count)
    for index in starts.indices { values.append(UInt32(truncatingIfNeeded: ~index & 1)) }
    self.init(starts: starts, values: values)
  }

  /// The value of `scalar`.
  /// - Complexity: O(log n) in the number of runs.
  func value(of scalar: UInt32) -> UInt32 {
    // The last run starting at or before the scalar.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = low + (high - low) / 2
      if starts[middle] <= scalar { low = middle + 1 } else { high = middle }
    }
    return low > 0 && low <= values.count ? values[low - 1] : initial
  }
}
