import Foundation
import Testing

@testable import FormcCLI

/// `formc verify`'s progress line: drawn only on a terminal and only after its delay, summed over the forms, and
/// erased at the end.
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

  @Test func nothingIsDrawnBeforeTheDelayOrOffATerminal() {
    let early = Lines(), piped = Lines()
    let waiting = ProgressLine(console: console(early, interactive: true), tasks: 1, delay: 3_600)
    waiting.update(task: 0, states: 1, transitions: 1)
    waiting.finish()
    let offTerminal = ProgressLine(console: console(piped, interactive: false), tasks: 1, delay: 0)
    offTerminal.update(task: 0, states: 1, transitions: 1)
    offTerminal.finish()
    #expect(early.value.isEmpty && piped.value.isEmpty)
  }
}
