/// Why a compiled form could not be loaded.
///
/// Compiled forms may come from a server, so loading treats them as untrusted: every
/// inconsistency is one of these errors, never a trap.
public struct CompiledFormError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  /// The error with `message`. Disfavoured, so that a literal written in the package is an
  /// ``ErrorMessage``, whose code is smaller where it is written.
  @_disfavoredOverload
  public init(_ message: String) {
    self.message = message
  }

  /// A message written where the error is thrown (``ErrorMessage``).
  package init(_ message: ErrorMessage) {
    self.message = message.text
  }

  public var description: String { message }
}
