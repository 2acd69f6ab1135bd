/// Something the user or the app did that can change the form's state.
public enum FormEvent: Hashable, Sendable, CustomStringConvertible {
  /// A tap on a shown row: expands or collapses an expandable row, flips a toggle,
  /// and changes nothing for other kinds.
  case tap(String)
  /// Expands an expandable row, shown or not.
  case expand(String)
  /// Collapses an expandable row, shown or not.
  case collapse(String)
  // Indirect, so that its value is boxed and every event is as small as a tap (a string and a
  // tag): the caller copies and destroys each event it sends, a cost every tap would pay for the
  // size of a `set` (BENCHMARKS.md, "The runtime's design choices"). Making a `set` allocates
  // the box; applying one costs far more.
  /// Sets the value of a row, a state variable or a select section's selection, shown or not.
  indirect case set(String, FormValue)
  /// Filters the table: while the query is not empty, only rows that match it (or have a
  /// descendant that does) stay shown. An empty query shows the table the state gives.
  case search(String)

  /// The event as `formc simulate` reads it (`tap citrus`, `set method "card"`).
  public var description: String {
    switch self {
    case .tap(let row): "tap \(row)"
    case .expand(let row): "expand \(row)"
    case .collapse(let row): "collapse \(row)"
    case .set(let name, let value): "set \(name) \(value)"
    case .search(let query): query.isEmpty ? "search" : "search \(query)"
    }
  }
}

/// Why an event was refused. A refused event leaves the engine exactly as it was.
public enum FormEventError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No row or value has this name.
  case unknownName(String)
  /// Only shown rows can be tapped.
  case rowNotShown(String)
  /// `expand` and `collapse` need a row with children.
  case notExpandable(String)
  /// The row's kind holds no value, so it cannot be set.
  case noValue(String, RowKind)
  /// The value does not fit the row or variable.
  case invalidValue(String, reason: String)
  /// A ``SearchResult`` was computed from another state of the engine than the current one.
  case staleSearch(String)

  public var description: String {
    switch self {
    case .unknownName(let name): "unknown row or value '\(name)'"
    case .rowNotShown(let row): "row '\(row)' is not shown, so it cannot be tapped"
    case .notExpandable(let row): "row '\(row)' does not expand"
    case .noValue(let row, let kind): "row '\(row)' is a \(kind.rawValue) and holds no value"
    case .invalidValue(_, let reason): reason
    case .staleSearch(let query):
      "the search for \(FormValue.jsonQuoted(query)) was computed before the form last changed; search again"
    }
  }
}
