/// A failure that ends a command: bad usage or I/O (exit 2).
struct CommandError: Error {
  var message: String
  /// Printed after the message, e.g. "see 'formc help compile'".
  var hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// A usage error that points at the command's help.
  static func usage(_ message: String, command: String) -> CommandError {
    CommandError(message, hint: "see 'formc help \(command)'")
  }
}
