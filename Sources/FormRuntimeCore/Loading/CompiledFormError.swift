/// Why a compiled form could not be loaded.
///
/// Compiled forms may come from a server, so loading treats them as untrusted: every
/// inconsistency is one of these errors, never a trap.
public struct CompiledFormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String {
    get { text.text }
    set { text = ErrorMessage(newValue) }
  }
  /// The message, kept as written: one reference wide, so that where the error is thrown it is
  /// returned in a register, not through memory (``ErrorMessage``).
  private var text: ErrorMessage

  /// The error with `message`. Disfavoured, so that a literal written in the package is an
  /// ``ErrorMessage``, whose code is smaller where it is written.
  @_disfavoredOverload
  public init(_ message: String) {
    text = ErrorMessage(message)
  }

  /// A message written where the error is thrown (``ErrorMessage``).
  package init(_ message: ErrorMessage) {
    text = message
  }

  public var description: String { message }
}
