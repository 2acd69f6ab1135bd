/// Everything an event can change: the value of every value slot, the expanded flag of every
/// row, and the items of every list.
///
/// Visibility is derived from the state and never stored in it, so hiding a row never loses
/// its value and a hidden expandable row keeps its expanded flag.
public struct FormState: Hashable, Sendable {
  /// Indexed like ``CompiledForm/values``. (A list's template slots keep the defaults; its
  /// count slot holds the number of items.)
  public var values: [FormValue]
  /// Indexed by row slot. (A list's template rows keep their initial flags; each item has its own.)
  public var expanded: [Bool]
  /// Indexed like ``CompiledForm/lists``.
  public var lists: [ListState]
  /// Indexed by row slot: whether the user touched the row (edited it, tapped it as a toggle,
  /// or submitted the form since the last `resetValidation`). A row's error shows only once
  /// it is touched. (A list's template rows keep `false`.)
  public var touched: [Bool]
  /// Indexed by section: whether the user touched a select section's selection (tapped one of
  /// its choices, or submitted). `false` for other sections.
  public var touchedSections: [Bool]

  /// The state a form starts in: every list holding its default items, keyless ones given the
  /// next keys of its sequence once the keys written count as in use.
  public init(initialStateOf form: CompiledForm) {
    // A loop rather than `map`, one more copy in the WebAssembly module.
    var values: [FormValue] = []
    for slot in form.values { values.append(slot.initial) }
    self.values = values
    expanded = form.rows.expanded
    touched = [Bool](repeating: false, count: form.rows.count)
    touchedSections = [Bool](repeating: false, count: form.sections.count)
    var lists: [ListState] = []
    for list in 0..<form.lists.countOfLists {
      let templateExpanded = form.templateExpanded(ofList: list)
      var state = ListState()
      for item in form.lists.defaults[list] {
        if let key = item.key { state.noteKeyInUse(key) }
      }
      var items: [ListItem] = []
      for item in form.lists.defaults[list] {
        let key = item.key ?? state.takeNextKey(avoiding: { _ in false })
        items.append(ListItem(key: key, values: item.values, expanded: templateExpanded))
      }
      form.sortItems(&items, inList: list)
      state.items = ListItems(items)
      lists.append(state)
      values[form.lists.count[list]] = .int(FormInt(items.count))
    }
    self.lists = lists
  }
}

/// The items of one list, in list order (for a sorted list, sorted), and its key sequence.
public struct ListState: Hashable, Sendable {
  /// A collection of ``ListItem`` that also finds an item by key (``ListItems/index(ofKey:)``).
  public var items: ListItems
  /// The next number the key sequence ("1", "2", "3", …) may hand out. It only grows.
  public var nextKey: Int
  /// Numbers at or above `nextKey` whose keys were given explicitly (and may since have been
  /// removed): the sequence skips them, so a new item never takes an old one's identity.
  public var reservedKeys: Set<Int>

  public init(items: ListItems = [], nextKey: Int = 1, reservedKeys: Set<Int> = Set<Int>()) {
    self.items = items
    self.nextKey = nextKey
    self.reservedKeys = reservedKeys
  }

  /// Notes that `key` is (or was) in use, so the sequence never hands it out.
  /// - Complexity: O(1) expected.
  public mutating func noteKeyInUse(_ key: String) {
    if let number = Self.sequenceNumber(of: key), number >= nextKey { reservedKeys.insert(number) }
  }

  /// The next key of the sequence that is not reserved and for which `isTaken` is false; the
  /// counter moves past it.
  /// - Complexity: O(r) for r keys skipped.
  public mutating func takeNextKey(avoiding isTaken: (String) -> Bool) -> String {
    while true {
      let number = nextKey
      nextKey += 1
      if reservedKeys.remove(number) != nil { continue }
      let key = String(number)
      if !isTaken(key) { return key }
    }
  }

  /// The number of `key` when the sequence could hand it out: a decimal without sign or leading zero.
  static func sequenceNumber(of key: String) -> Int? {
    guard let first = key.firstByte, first != UInt8(ascii: "0"), key.utf8.count <= 18,
      key.everyByte({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return ASCIIDigits.integer(key).flatMap { Int(exactly: $0) }
  }
}

/// One item of a list: its key and its own values and expanded flags.
public struct ListItem: Hashable, Sendable {
  /// Unique within the list; matches `^[A-Za-z0-9_-]{1,64}$`.
  public var key: String
  /// Indexed like the list's template value slots.
  public var values: [FormValue]
  /// Indexed like the list's template rows.
  public var expanded: [Bool]
  /// Bit `r` set when the user touched template row `r` of this item (edited it, tapped it as a
  /// toggle, or submitted the form since the last `resetValidation`): the row's error shows only
  /// once it is touched. Kept with the item when it moves, or when a keyed replace keeps it.
  public var touched: UInt64

  public init(key: String, values: [FormValue], expanded: [Bool], touched: UInt64 = 0) {
    self.key = key
    self.values = values
    self.expanded = expanded
    self.touched = touched
  }

  /// The most rows a list's template has: the engine keeps which rows of an item are shown in
  /// one 64-bit word.
  public static let maxTemplateRows = 64

  /// What a valid item key is, as messages about an invalid one say it (``isValidKey(_:)`` is the
  /// rule, `^[A-Za-z0-9_-]{1,64}$`).
  public static let validKeyDescription = "1 to 64 ASCII letters, digits, '_' or '-'"

  /// Whether `key` is a valid item key: 1 to 64 ASCII letters, digits, `_` or `-`.
  public static func isValidKey(_ key: String) -> Bool {
    let bytes = key.utf8
    return !bytes.isEmpty && bytes.count <= 64
      && key.everyByte { byte in
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-")
      }
  }
}
