/// Why a ``ValuePattern`` was refused, and where in its source.
public struct ValuePatternError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the offending part starts, in Unicode scalars from the start of the pattern.
  public var offset: Int
  /// How many Unicode scalars the offending part spans (at least 1).
  public var length: Int
  /// What is wrong, in a sentence without a position (the caller places it).
  public var message: String

  /// An error at `offset`, spanning `length` scalars.
  public init(offset: Int, length: Int, message: String) {
    self.offset = offset
    self.length = length
    self.message = message
  }

  /// `offset N: message`.
  public var description: String { "offset \(offset): \(message)" }
}
