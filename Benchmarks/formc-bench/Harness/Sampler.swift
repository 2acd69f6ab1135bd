/// How long and how often the contenders of a case are sampled.
struct SamplingSettings {
  /// Samples per contender (fewer when the budget runs out first).
  var samples: Int
  /// Each sample times whole batches of operations lasting at least this long.
  var minimumSampleNanoseconds: UInt64
  /// Each contender runs for this long before it is timed.
  var warmUpNanoseconds: UInt64
  /// Sampling stops once this much time has passed and `minimumSamples` have been taken.
  var budgetNanoseconds: UInt64
  var minimumSamples: Int

  /// The published numbers: 31 samples of at least 1 ms each.
  static let full = SamplingSettings(
    samples: 31, minimumSampleNanoseconds: 1_000_000, warmUpNanoseconds: 30_000_000,
    budgetNanoseconds: 20_000_000_000, minimumSamples: 11)
  /// `--quick`, for CI: enough to run every path, not enough to publish.
  static let quick = SamplingSettings(
    samples: 5, minimumSampleNanoseconds: 200_000, warmUpNanoseconds: 2_000_000,
    budgetNanoseconds: 1_000_000_000, minimumSamples: 3)
}

/// Times contenders side by side: after each has been warmed up and its batch size found,
/// the samples are taken in rounds, one sample of every contender per round (in a rotating
/// order), so a slow phase of a noisy machine affects all of them alike and their ratio holds.
enum Sampler {
  /// Nanoseconds per operation of each contender, in the order given.
  static func measure(_ contenders: [Contender], settings: SamplingSettings) -> [Summary] {
    let batches = contenders.map { batchSize(for: $0, settings: settings) }
    var values = [[Double]](repeating: [], count: contenders.count)
    let start = MonotonicClock.now()
    for round in 0..<settings.samples {
      for offset in contenders.indices {
        let index = (round + offset) % contenders.count
        let batch = batches[index]
        let before = MonotonicClock.now()
        let checksum = contenders[index].run(batch)
        let after = MonotonicClock.now()
        blackHole(checksum)
        values[index].append(Double(after - before) / Double(batch))
      }
      if round + 1 >= settings.minimumSamples, MonotonicClock.now() - start > settings.budgetNanoseconds { break }
    }
    return zip(values, batches).map { Summary($0, batch: $1) }
  }

  /// Warms `contender` up and returns the number of operations (a whole number of cycles)
  /// that lasts at least the minimum sample time.
  private static func batchSize(for contender: Contender, settings: SamplingSettings) -> Int {
    var batch = contender.cycle
    let start = MonotonicClock.now()
    while true {
      let before = MonotonicClock.now()
      blackHole(contender.run(batch))
      let elapsed = MonotonicClock.now() - before
      if elapsed >= settings.minimumSampleNanoseconds {
        if MonotonicClock.now() - start >= settings.warmUpNanoseconds { return batch }
        continue
      }
      // Aim a fifth above the minimum, growing at most a hundredfold per try.
      let wanted = Double(batch) * 1.2 * Double(settings.minimumSampleNanoseconds) / Double(max(elapsed, 1))
      let cycles = Int(min(wanted, Double(batch) * 100) / Double(contender.cycle)) + 1
      batch = max(batch + contender.cycle, cycles * contender.cycle)
    }
  }
}
