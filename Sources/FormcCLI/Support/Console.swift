import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics.
/// Tests pass a capturing console; the executable passes the real streams.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  private let readIn: () -> Data
  /// Whether standard error is a terminal, so diagnostics may use colour.
  public let errorIsTerminal: Bool
  /// The folder `formc` runs in: where plain `formc` and `formc run` look for `formc.yml`, and what
  /// relative paths in it resolve against. Tests pass a folder of their own (a process has one
  /// current directory, shared by tests running in parallel).
  public let workingDirectory: String

  public init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void, readInput: @escaping () -> Data,
    errorIsTerminal: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.writeOut = out
    self.writeErr = err
    self.readIn = readInput
    self.errorIsTerminal = errorIsTerminal
    self.workingDirectory = workingDirectory
  }

  /// The process's own standard streams.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      readInput: { FileHandle.standardInput.readDataToEndOfFile() },
      errorIsTerminal: isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
  }

  public func out(_ text: String) {
    lock.withLock { writeOut(text) }
  }

  public func err(_ text: String) {
    lock.withLock { writeErr(text) }
  }

  public func readStandardInput() -> Data { readIn() }
}
