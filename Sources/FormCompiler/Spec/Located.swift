import FormDiagnostics

/// A value read from the spec, with where it was written.
public struct Located<Value: Sendable>: Sendable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
