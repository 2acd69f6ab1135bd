/// A property wrapper type that can read and write a value owned by a source of truth.
/// https://developer.apple.com/documentation/swiftui/binding
/// (Declared as a plain generic struct: the views only create bindings, never read them, so
/// the property wrapper and dynamic member lookup are left out.)
public struct Binding<Value> {
  let get: @isolated(any) @Sendable () -> Value
  let set: @isolated(any) @Sendable (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
}

/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
/// https://developer.apple.com/documentation/swiftui/binding#Relationships
extension Binding: Sendable where Value: Sendable {}
