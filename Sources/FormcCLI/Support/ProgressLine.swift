import Foundation

/// A progress line on standard error for work that takes a while: shown only when standard error
/// is a terminal, only once `delay` has passed, rewritten in place at most ten times a second, and
/// erased by ``finish()`` so that what is printed next starts on a clean line.
///
/// Several tasks may report at once (forms verified in parallel): each reports its own counts
/// under its index, and the line shows their sums.
final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private let console: Console
  private let isShown: Bool
  private let delay: Double
  private let started = ContinuousClock.now
  private var lastDrawn: ContinuousClock.Instant?
  private var counts: [(states: Int, transitions: Int)]
  private var finished = 0
  private var drewSomething = false

  /// - Parameters:
  ///   - tasks: how many tasks report (`update(task:states:transitions:)`'s `task` is below it).
  ///   - delay: seconds before the line first appears; `formc verify` waits a second.
  init(console: Console, tasks: Int, delay: Double = 1) {
    self.console = console
    self.isShown = console.errorIsInteractive
    self.delay = delay
    counts = Array(repeating: (0, 0), count: tasks)
  }

  /// Records task `task`'s counts so far, and redraws the line when it is due.
  func update(task: Int, states: Int, transitions: Int) {
    guard isShown else { return }
    lock.withLock {
      guard counts.indices.contains(task) else { return }
      counts[task] = (states, transitions)
      drawIfDue()
    }
  }

  /// Records that task `task` is done.
  func complete(task: Int) {
    guard isShown else { return }
    lock.withLock {
      finished += 1
      drawIfDue()
    }
  }

  /// Erases the line, if it was drawn.
  func finish() {
    lock.withLock {
      if drewSomething { console.err("\r\u{1B}[K") }
      drewSomething = false
    }
  }

  private func drawIfDue() {
    let now = ContinuousClock.now
    let elapsed = Self.seconds(now - started)
    guard elapsed >= delay else { return }
    if let lastDrawn, Self.seconds(now - lastDrawn) < 0.1 { return }
    lastDrawn = now
    let states = counts.reduce(0) { $0 + $1.states }
    let transitions = counts.reduce(0) { $0 + $1.transitions }
    let rate = elapsed > 0 ? Int(Double(transitions) / elapsed) : 0
    let forms = counts.count > 1 ? "\(finished) of \(counts.count) forms done, " : ""
    console.err("\r\u{1B}[Kverifying: \(forms)\(states) states, \(transitions) transitions (\(rate)/s)")
    drewSomething = true
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
