import FormDiagnostics

/// What each id of a form names, built once by the id checks and read by the condition checks and the lowering,
/// which look up only the names conditions use instead of building tables of every name again.
struct Declarations {
  /// What an id declares.
  enum Declared: Equatable {
    /// The section at this index of the spec.
    case section(Int)
    /// The row at this slot of the full layout.
    case row(Int)
    /// The state variable at this index of the spec.
    case stateVariable(Int)
  }

  /// One id: where it was first declared, whether that was a select section, and what its last declaration is
  /// (ids are unique in a form without errors; with a duplicate, the last one is what conditions read).
  struct Entry {
    var firstLocation: SourceLocation
    var firstIsSelection: Bool
    var latest: Declared
  }

  private(set) var entries: [String: Entry] = [:]

  init(capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// Adds a declaration of `name`; returns the earlier entry of the same name, if there was one.
  mutating func declare(
    _ name: String, as declared: Declared, at location: SourceLocation, isSelection: Bool
  ) -> Entry? {
    if let earlier = entries[name] {
      entries[name]?.latest = declared
      return earlier
    }
    entries[name] = Entry(firstLocation: location, firstIsSelection: isSelection, latest: declared)
    return nil
  }

  /// What `name` declares, if it is declared.
  /// - Complexity: O(1) on average: one hash of `name`.
  subscript(name: String) -> Declared? {
    entries[name]?.latest
  }

  /// Every declared name.
  var names: Dictionary<String, Entry>.Keys { entries.keys }
}
