/// Something the user or the app did that can change the form's state.
///
/// A row of a list item is named `LIST[KEY].ROW` (`phones[w2].label`) wherever a row or value
/// name is taken (``ItemRowName`` reads and writes that form).
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
  /// The user changed a row's own control (typed in a text field, picked a date): sets the
  /// row's value and marks the row touched, so its error shows. Refused for a row that is not
  /// shown or is disabled. Never reloads the edited row, whose cell already shows the value
  /// (reloading it would end text entry on every keystroke); ``FormRow/error`` says what to
  /// show under it. (`set` is the app's change: allowed on any row, reloads it, touches nothing.)
  indirect case edit(String, FormValue)
  /// The user submitted the form: every row and select section, shown or not, becomes touched,
  /// so every error shows (``FormEngine/submit()`` also says whether the form is valid).
  case submit
  /// Un-touches every row and select section: no error shows until the user edits again.
  case resetValidation
  /// Filters the table: while the query is not empty, only rows that match it (or have a
  /// descendant that does) stay shown. An empty query shows the table the state gives.
  case search(String)
  /// Adds an item at the end of a list (in a sorted list, where its sort value places it).
  /// Fields not given take the template's defaults; without a key, the item takes the next key
  /// of the list's sequence.
  indirect case append(String, ListItemValues)
  /// Adds an item at a list index, `0...count`. Refused for a sorted list.
  indirect case insert(String, at: Int, ListItemValues)
  /// Removes the item with this key.
  indirect case remove(String, key: String)
  /// Moves the item at list index `from` to list index `to` (removed, then inserted), as
  /// `tableView(_:moveRowAt:to:)` reports a user's drag. Needs `reorder`.
  indirect case move(String, from: Int, to: Int)
  /// Makes the list exactly these items in this order (a sorted list sorts them): items whose
  /// key exists keep their identity and expanded flags and take the fields given; new keys are
  /// added with defaults for missing fields; missing keys are removed.
  indirect case replace(String, [ListItemValues])

  /// The event as `formc simulate` reads it (`tap citrus`, `set method "card"`).
  public var description: String {
    switch self {
    case .tap(let row): "tap \(row)"
    case .expand(let row): "expand \(row)"
    case .collapse(let row): "collapse \(row)"
    case .set(let name, let value): "set \(name) \(value)"
    case .edit(let name, let value): "edit \(name) \(value)"
    case .submit: "submit"
    case .resetValidation: "resetValidation"
    case .search(let query): query.isEmpty ? "search" : "search \(query)"
    case .append(let list, let item): item.isEmpty ? "append \(list)" : "append \(list) \(item)"
    case .insert(let list, let index, let item):
      item.isEmpty ? "insert \(list) \(index)" : "insert \(list) \(index) \(item)"
    case .remove(let list, let key): "remove \(ItemRowName.item(list: list, key: key))"
    case .move(let list, let from, let to): "move \(list) \(from) \(to)"
    case .replace(let list, let items): "set \(list) [" + items.map({ $0.description }).joined(separator: ", ") + "]"
    }
  }
}

/// Why an event was refused. A refused event leaves the engine exactly as it was.
public enum FormEventError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No row or value has this name.
  case unknownName(String)
  /// Only shown rows can be tapped or edited.
  case rowNotShown(String)
  /// A disabled row (its `enabled` condition does not hold) cannot be tapped or edited.
  case rowDisabled(String)
  /// `expand` and `collapse` need a row with children.
  case notExpandable(String)
  /// The row's kind holds no value, so it cannot be set.
  case noValue(String, RowKind)
  /// The value does not fit the row or variable.
  case invalidValue(String, reason: String)
  /// A ``SearchResult`` was computed from another state of the engine than the current one.
  case staleSearch(String)
  /// A list event the list's rules refuse (`min`, `max`, `reorder`, keys, indexes, fields).
  case listRefused(String, reason: String)

  /// Written as an ``ErrorMessage``, whose pieces take less code than a `String` interpolation's.
  public var description: String {
    let message: ErrorMessage
    switch self {
    case .unknownName(let name): message = "unknown row or value '\(name)'"
    case .rowNotShown(let row): message = "row '\(row)' is not shown, so it cannot be tapped or edited"
    case .rowDisabled(let row): message = "row '\(row)' is disabled, so it cannot be tapped or edited"
    case .notExpandable(let row): message = "row '\(row)' does not expand"
    case .noValue(let row, let kind): message = "row '\(row)' is a \(kind.rawValue) and holds no value"
    case .invalidValue(_, let reason), .listRefused(_, let reason): return reason
    case .staleSearch(let query):
      message = "the search for \(FormValue.jsonQuoted(query)) was computed before the form last changed; search again"
    }
    return message.text
  }
}

extension FormEventError {
  /// ``listRefused(_:reason:)``, its reason written where it is thrown (``ErrorMessage``).
  static func listRefused(_ list: String, because reason: ErrorMessage) -> FormEventError {
    .listRefused(list, reason: reason.text)
  }
}

/// The values of one list item as an event gives them: its key, when given, and some of its
/// fields by template row id.
public struct ListItemValues: Hashable, Sendable, CustomStringConvertible {
  public var key: String?
  public var fields: [String: FormValue]

  public init(key: String? = nil, fields: [String: FormValue] = [String: FormValue]()) {
    self.key = key
    self.fields = fields
  }

  /// Whether it gives neither a key nor a field.
  public var isEmpty: Bool { key == nil && fields.isEmpty }

  /// A JSON object, `key` first and the fields sorted by name (`{"key": "w2", "label": "work"}`).
  public var description: String {
    var members: [String] = []
    if let key { members.append("\"key\": " + FormValue.jsonQuoted(key)) }
    for name in StableOrder.sorted(fields.keys) {
      members.append(FormValue.jsonQuoted(name) + ": " + (fields[name] ?? .null).description)
    }
    return "{" + members.joined(separator: ", ") + "}"
  }
}

/// The name of a list item's row, `LIST[KEY].ROW`, and of an item, `LIST[KEY]`: how events,
/// ``FormTable`` and `formc simulate` name them.
public struct ItemRowName: Hashable, Sendable, CustomStringConvertible {
  public var list: String
  public var key: String
  /// The template row's id.
  public var row: String

  public init(list: String, key: String, row: String) {
    self.list = list
    self.key = key
    self.row = row
  }

  /// `LIST[KEY].ROW`.
  public var description: String { Self.item(list: list, key: key) + "." + row }

  /// `LIST[KEY]`.
  public static func item(list: String, key: String) -> String { list + "[" + key + "]" }

  /// Reads `LIST[KEY].ROW`; nil for any other shape. (Keys cannot hold `[`, `]` or `.`, so the
  /// first `[` and the `].` after it split the name.)
  /// - Complexity: O(length of `name`).
  public init?(_ name: String) {
    guard let (list, key, row) = Self.split(name), let row, !row.isEmpty else { return nil }
    self.init(list: list, key: key, row: row)
  }

  /// Reads `LIST[KEY]`; nil for any other shape.
  public static func item(_ name: String) -> (list: String, key: String)? {
    guard let (list, key, row) = split(name), row == nil else { return nil }
    return (list, key)
  }

  /// The parts of a name shaped `LIST[KEY]…`: the list, the key, and the row after `].` (nil when
  /// the name ends at `]`, "" when anything else follows it).
  ///
  /// Split on its UTF-8 bytes, in place: the three delimiters are ASCII, so they never occur inside
  /// another character's encoding, and neither `Character`s nor the UTF-8 view's indexes (whose
  /// checks a walk by index brings into the WebAssembly module) are needed. An event naming an
  /// item row parses its name every time.
  private static func split(_ name: String) -> (list: String, key: String, row: String?)? {
    if let parts = name.utf8.withContiguousStorageIfAvailable({ split($0) }) { return parts }
    // A string without contiguous UTF-8 (bridged from Objective-C) is made native once.
    var native = name
    native.makeContiguousUTF8()
    return native.utf8.withContiguousStorageIfAvailable { split($0) } ?? nil
  }

  private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (list: String, key: String, row: String?)? {
    var open = 0
    while open < bytes.count, bytes[open] != UInt8(ascii: "[") { open += 1 }
    guard open > 0, open < bytes.count else { return nil }
    var close = open + 1
    while close < bytes.count, bytes[close] != UInt8(ascii: "]") { close += 1 }
    guard close > open + 1, close < bytes.count else { return nil }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    let row: String? =
      close + 1 == bytes.count
      ? nil : bytes[close + 1] == UInt8(ascii: ".") ? text(close + 2..<bytes.count) : ""
    return (text(0..<open), text(open + 1..<close), row)
  }
}
