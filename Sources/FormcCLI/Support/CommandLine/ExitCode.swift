/// The exit codes scripts can rely on.
public enum ExitCode {
  /// Everything was fine.
  public static let success: Int32 = 0
  /// Problems in the user's files: spec errors, failed events.
  public static let failure: Int32 = 1
  /// Bad usage, or a file that could not be read or written.
  public static let usageOrIO: Int32 = 2
}

/// What each ``ExitCode`` means for one command, for its help's EXIT CODES section.
struct ExitCodeHelp: Sendable {
  var success: String
  /// Nil for a command that reads no user files, so never fails with ``ExitCode/failure``.
  var failure: String?
  var usageOrIO: String

  /// The EXIT CODES section, its last line ending in a newline.
  var section: String {
    let rows = [(ExitCode.success, success), (ExitCode.failure, failure), (ExitCode.usageOrIO, usageOrIO)]
    return "EXIT CODES:\n"
      + rows.map { code, meaning in meaning.map { TextLayout.column("  \(code)", $0, helpColumn: 5) } ?? "" }
      .joined()
  }
}
