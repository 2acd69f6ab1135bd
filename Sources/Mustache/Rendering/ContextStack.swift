/// The stack of values names are resolved against: the data at the bottom, then one value per
/// enclosing section.
struct ContextStack {
  private var frames: [MustacheValue]

  init(root: MustacheValue) {
    frames = [root]
  }

  mutating func push(_ value: MustacheValue) { frames.append(value) }

  mutating func pop() { frames.removeLast() }

  /// Resolves `name` as the specification says: `.` is the top of the stack; otherwise the first
  /// part is looked up from the top of the stack down, in the first dictionary that has the key
  /// (even with a `null` value), and each further part only inside the value found so far. Any
  /// failure is ``MustacheValue/null``.
  ///
  /// - Complexity: O(stack depth + number of parts), dictionary lookups being O(1) on average.
  func resolve(_ name: Name) -> MustacheValue {
    guard let first = name.parts.first else { return frames.last ?? .null }
    var found: MustacheValue?
    for frame in frames.reversed() {
      if let value = frame[first] {
        found = value
        break
      }
    }
    guard var value = found else { return .null }
    for part in name.parts.dropFirst() {
      guard let next = value[part] else { return .null }
      value = next
    }
    return value
  }
}
