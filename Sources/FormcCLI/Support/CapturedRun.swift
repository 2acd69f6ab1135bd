import Foundation

/// One run of `formc` in process, its output collected: how `formc explain` runs a diagnostic's
/// example (``ExampleRun``), and how the tests run the command.
package struct CapturedRun: Sendable, Equatable {
  /// The exit code.
  package var code: Int32
  package var out: String
  package var err: String

  package init(code: Int32, out: String, err: String) {
    (self.code, self.out, self.err) = (code, out, err)
  }

  /// Runs `formc` with `arguments` (without the program name), `stdin` as its standard input,
  /// in `workingDirectory` (nil for the process's).
  package static func run(_ arguments: [String], stdin: Data = Data(), workingDirectory: String? = nil) -> CapturedRun {
    let output = Output()
    let console = Console(
      out: output.appendOut, err: output.appendErr, readInput: { stdin }, workingDirectory: workingDirectory)
    let code = Formc.main(arguments, console: console)
    let (out, err) = output.text
    return CapturedRun(code: code, out: out, err: err)
  }

  /// What the run writes, collected under a lock (a console may be written from several threads).
  private final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    func appendOut(_ text: String) { lock.withLock { out += text } }
    func appendErr(_ text: String) { lock.withLock { err += text } }
    var text: (out: String, err: String) { lock.withLock { (out, err) } }
  }
}
