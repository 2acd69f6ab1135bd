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
  /// What exit status 1 means for the command; nil for a command that never exits with it.
  var failure: String?
  var usageOrIO: String

  /// The EXIT CODES section, its last line ending in a newline.
  var section: String {
    let rows = [(ExitCode.success, success), (ExitCode.failure, failure), (ExitCode.usageOrIO, usageOrIO)]
    return "EXIT CODES:\n"
      + rows.compactMap { code, meaning in
        meaning.map { TextLayout.column("  \(code)", $0, helpColumn: 5) }
      }.joined()
  }
}
