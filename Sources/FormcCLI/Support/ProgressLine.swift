import Foundation

/// A progress line on standard error for work that takes a while, shown once `delay` has passed.
/// On a terminal it is rewritten in place at most ten times a second, and erased by ``finish()``
/// so that what is printed next starts on a clean line. Elsewhere (a CI log, a file) it is
/// printed as whole lines, the first after `delay`, then at most one a second, the gap doubling
/// up to half a minute: a long run is never silent, and its log stays short.
///
/// Several tasks may report at once (forms verified in parallel): each reports its own counts
/// under its index, and the line shows their sums.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let console: Console
  private let delay: Double
  private let started = ContinuousClock.now
  private var lastDrawn: ContinuousClock.Instant?
  private var counts: [(states: Int, transitions: Int)]
  private var finished = 0
  private var drewSomething = false
  private let isTerminal: Bool
  /// Seconds until the next whole line may be printed, off a terminal.
  private var lineGap: Double

  /// The longest gap between two whole lines, in seconds.
  static let longestLineGap: Double = 30

  /// - Parameters:
  ///   - tasks: how many tasks report (`update(task:states:transitions:)`'s `task` is below it).
  ///   - delay: seconds before the line first appears; `formc verify` waits a second.
  ///   - lineGap: off a terminal, seconds between the first two whole lines (then doubling).
  init(console: Console, tasks: Int, delay: Double = 1, lineGap: Double = 1) {
    self.console = console
    self.isTerminal = console.errorIsInteractive
    self.delay = delay
    self.lineGap = lineGap
    counts = Array(repeating: (0, 0), count: tasks)
  }

  /// Records task `task`'s counts so far, and redraws the line when it is due.
  func update(task: Int, states: Int, transitions: Int) {
    lock.withLock {
      guard counts.indices.contains(task) else { return }
      counts[task] = (states, transitions)
      drawIfDue()
    }
  }

  /// Records that task `task` is done.
  func complete(task: Int) {
    lock.withLock {
      finished += 1
      drawIfDue()
    }
  }

  /// Erases the line, if it was drawn on a terminal.
  func finish() {
    lock.withLock {
      if drewSomething && isTerminal { console.err("\r\u{1B}[K") }
      drewSomething = false
    }
  }

  private func drawIfDue() {
    let now = ContinuousClock.now
    let elapsed = Self.seconds(now - started)
    guard elapsed >= delay else { return }
    if let lastDrawn {
      let since = Self.seconds(now - lastDrawn)
      if isTerminal ? since < 0.1 : since < lineGap { return }
      if !isTerminal { lineGap = min(lineGap * 2, Self.longestLineGap) }
    }
    lastDrawn = now
    let states = counts.reduce(0) { $0 + $1.states }
    let transitions = counts.reduce(0) { $0 + $1.transitions }
    let rate = elapsed > 0 ? Int(Double(transitions) / elapsed) : 0
    let forms = counts.count > 1 ? "\(finished) of \(counts.count) forms done, " : ""
    let line = "verifying: \(forms)\(states) states, \(transitions) transitions (\(rate)/s)"
    console.err(isTerminal ? "\r\u{1B}[K" + line : line + "\n")
    drewSomething = true
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
