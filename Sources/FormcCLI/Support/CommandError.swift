/// A failure that ends a command: bad usage or I/O (exit 2).
struct CommandError: Error {
  var message: String
  /// Printed after the message, e.g. "see 'formc help compile'".
  var hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }
}

/// The exit codes scripts can rely on.
public enum ExitCode {
  /// Everything was fine.
  public static let success: Int32 = 0
  /// Problems in the user's files: spec errors, failed events.
  public static let failure: Int32 = 1
  /// Bad usage, or a file that could not be read or written.
  public static let usageOrIO: Int32 = 2
}
