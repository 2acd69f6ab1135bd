import FormCompiler
import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics.
/// Tests pass a capturing console; the executable passes the real streams.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void
  private let readIn: (Int) throws(FileReadError) -> [UInt8]
  /// Whether standard error is a terminal, so diagnostics may use colour.
  public let errorIsTerminal: Bool
  /// Whether standard error is a terminal, so a progress line may be drawn there (`NO_COLOR` does not stop it).
  public let errorIsInteractive: Bool
  /// The folder `formc` runs in: where plain `formc` and `formc run` look for `formc.yml`, and what
  /// relative paths in it resolve against. Tests pass a folder of their own (a process has one
  /// current directory, shared by tests running in parallel).
  public let workingDirectory: String

  // Not a default argument of `FileManager.default.currentDirectoryPath`: with one, Swift 6.3.1's
  // release build wrote Console's vtable into FormcCLI with entries that name no method, and
  // compiling `formc` crashed the optimizer (DeadFunctionAndGlobalElimination, signal 11).
  /// A console that writes through `out` and `err` and reads standard input with `readInput`.
  /// - Parameter workingDirectory: the folder to run in; nil for the process's current directory.
  public convenience init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void, readInput: @escaping () -> Data,
    errorIsTerminal: Bool = false, errorIsInteractive: Bool = false, workingDirectory: String? = nil
  ) {
    self.init(
      out: out, err: err,
      boundedInput: { limit throws(FileReadError) in
        let data = readInput()
        guard data.count <= limit else { throw .tooLarge(size: data.count, limit: limit) }
        return [UInt8](data)
      },
      errorIsTerminal: errorIsTerminal, errorIsInteractive: errorIsInteractive,
      workingDirectory: workingDirectory ?? FileManager.default.currentDirectoryPath)
  }

  /// - Parameter boundedInput: reads standard input, up to the limit it is given.
  private init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void,
    boundedInput: @escaping (Int) throws(FileReadError) -> [UInt8], errorIsTerminal: Bool, errorIsInteractive: Bool,
    workingDirectory: String
  ) {
    self.writeOut = out
    self.writeErr = err
    self.readIn = boundedInput
    self.errorIsTerminal = errorIsTerminal
    self.errorIsInteractive = errorIsInteractive
    self.workingDirectory = workingDirectory
  }

  /// The process's own standard streams.
  public static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      // Read in chunks up to the limit, so a pipe that never ends cannot fill memory.
      boundedInput: { limit throws(FileReadError) in try FileReader.read(descriptor: 0, limit: limit) },
      errorIsTerminal: isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
      errorIsInteractive: isatty(2) == 1,
      workingDirectory: FileManager.default.currentDirectoryPath)
  }

  public func out(_ text: String) {
    lock.withLock { writeOut(text) }
  }

  public func err(_ text: String) {
    lock.withLock { writeErr(text) }
  }

  /// Everything on standard input, up to `limit` bytes.
  func readStandardInput(limit: Int) throws(FileReadError) -> [UInt8] { try readIn(limit) }
}
