/// The samples of one contender, reduced to a median and a spread.
struct Summary: Sendable {
  /// Nanoseconds per operation: median of the samples.
  var median: Double
  /// The 10th and 90th percentiles of the samples.
  var p10: Double
  var p90: Double
  /// Median absolute deviation from the median.
  var mad: Double
  /// How many samples were taken, and operations timed in each.
  var samples: Int
  var batch: Int

  /// - Parameter values: nanoseconds per operation, one per sample; not empty.
  init(_ values: [Double], batch: Int) {
    let sorted = values.sorted()
    median = Self.percentile(sorted, 0.5)
    p10 = Self.percentile(sorted, 0.1)
    p90 = Self.percentile(sorted, 0.9)
    let median = median
    mad = Self.percentile(values.map { abs($0 - median) }.sorted(), 0.5)
    samples = values.count
    self.batch = batch
  }

  /// The `fraction` percentile of ascending `sorted`, interpolated linearly between samples.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard sorted.count > 1 else { return sorted.first ?? 0 }
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }
}
