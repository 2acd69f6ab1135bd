import FormDiagnostics

/// A section's `list:` mapping, as written: the section's rows are the template of one item, repeated once per item.
public struct ListSpec: Sendable {
  /// Where `list:` was written.
  public var location: SourceLocation
  /// Removing an item is refused at this count (0 when absent).
  public var min: Located<Int>?
  /// Adding an item is refused at this count (no limit when absent).
  public var max: Located<Int>?
  /// Whether the user may move items (`move` events).
  public var reorder: Located<Bool>?
  /// The add row: a button after the items that appends one.
  public var add: ListAddSpec?
  /// The template field whose value groups items into table sections.
  public var groupBy: Located<String>?
  /// The template field whose value orders the items.
  public var sortBy: Located<String>?
}

/// `add: {id, title}` of a list: the button row that appends an item.
public struct ListAddSpec: Sendable {
  public var id: Located<String>
  public var title: Located<String>?
  /// Where `add:` was written.
  public var location: SourceLocation
}

/// One item of a list section's `default:`, as written: its key and its fields by template row id, not yet typed.
public struct ListItemSpec: Sendable {
  /// The name of an item's own key among its fields (`{key: home1, number: …}`).
  public static let keyField = "key"

  /// The `key:` value as written (a string, checked for its format by the checks), or nil without one.
  public var key: SpecValue?
  /// Each field given, by template row id, in the order written.
  public var fields: [(id: Located<String>, value: SpecValue)]
  public var location: SourceLocation
}
