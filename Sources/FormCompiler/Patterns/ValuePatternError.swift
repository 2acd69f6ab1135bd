import FormRuntimeCore

/// Why a ``ValuePattern`` was refused, and where in its source.
public struct ValuePatternError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the offending part starts, in Unicode scalars from the start of the pattern.
  public var offset: Int
  /// How many Unicode scalars the offending part spans (at least 1).
  public var length: Int
  /// What is wrong, in a sentence without a position (the caller places it).
  public var message: String {
    get { text.text }
    set { text = ErrorMessage(newValue) }
  }
  /// The message, kept as written: one reference wide, so that where the error is thrown it is
  /// returned in registers, not through memory (``ErrorMessage``).
  private var text: ErrorMessage

  /// An error at `offset`, spanning `length` scalars. Disfavoured, so that a literal written in
  /// the package is an ``ErrorMessage``, whose code is smaller where it is written.
  @_disfavoredOverload
  public init(offset: Int, length: Int, message: String) {
    self.offset = offset
    self.length = length
    text = ErrorMessage(message)
  }

  /// An error at `offset`, spanning `length` scalars, its message written where it is thrown.
  package init(offset: Int, length: Int, message: ErrorMessage) {
    self.offset = offset
    self.length = length
    text = message
  }

  /// `offset N: message`.
  public var description: String { "offset \(offset): \(message)" }
}
