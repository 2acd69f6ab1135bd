import Foundation
import Testing

@testable import FormcCLI

/// `formc verify`'s progress line: drawn only after its delay, summed over the forms; on a terminal rewritten in
/// place and erased at the end, elsewhere printed as whole lines, ever fewer.
@Suite struct ProgressLineTests {
  private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  private func console(_ lines: Lines, interactive: Bool) -> Console {
    Console(out: { _ in }, err: lines.append, readInput: { Data() }, errorIsInteractive: interactive)
  }

  @Test func aTerminalSeesTheSumsAndThenACleanLine() {
    let lines = Lines()
    let progress = ProgressLine(console: console(lines, interactive: true), tasks: 2, delay: 0)
    progress.update(task: 0, states: 10, transitions: 200)
    #expect(lines.value.hasPrefix("\r\u{1B}[Kverifying: 0 of 2 forms done, 10 states, 200 transitions ("))
    progress.finish()
    #expect(lines.value.hasSuffix("/s)\r\u{1B}[K"))
  }

  @Test func aLineIsRedrawnAtMostTenTimesASecond() {
    let lines = Lines()
    let progress = ProgressLine(console: console(lines, interactive: true), tasks: 1, delay: 0)
    for count in 1...1_000 { progress.update(task: 0, states: count, transitions: count) }
    #expect(lines.value.components(separatedBy: "verifying").count - 1 <= 2)
  }

  @Test func nothingIsDrawnBeforeTheDelay() {
    let early = Lines(), pipedEarly = Lines()
    for (lines, interactive) in [(early, true), (pipedEarly, false)] {
      let waiting = ProgressLine(console: console(lines, interactive: interactive), tasks: 1, delay: 3_600)
      waiting.update(task: 0, states: 1, transitions: 1)
      waiting.finish()
    }
    #expect(early.value.isEmpty && pipedEarly.value.isEmpty)
  }

  /// Off a terminal (a CI log), whole lines without escapes, at most one a second: a thousand
  /// updates within a second print one line.
  @Test func offATerminalWholeLinesAtMostOneASecond() {
    let piped = Lines()
    let progress = ProgressLine(console: console(piped, interactive: false), tasks: 2, delay: 0)
    for count in 1...1_000 { progress.update(task: 0, states: count, transitions: count) }
    progress.complete(task: 0)
    progress.finish()
    #expect(piped.value.hasPrefix("verifying: 0 of 2 forms done, 1 states, 1 transitions ("))
    #expect(piped.value.hasSuffix("/s)\n") && !piped.value.contains("\u{1B}") && !piped.value.contains("\r"))
    #expect(piped.value.components(separatedBy: "verifying").count - 1 == 1)
  }

  /// The gap between lines doubles: with a first gap of nothing, lines come while it is still short.
  @Test func offATerminalTheGapDoubles() {
    let piped = Lines()
    let progress = ProgressLine(console: console(piped, interactive: false), tasks: 1, delay: 0, lineGap: 0.001)
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .milliseconds(100) { progress.update(task: 0, states: 1, transitions: 1) }
    let lines = piped.value.components(separatedBy: "\n").count - 1
    // 1 ms, 2, 4, …, 64 ms: at most eight lines in 100 ms, and more than one.
    #expect(lines > 1 && lines <= 8)
  }
}
