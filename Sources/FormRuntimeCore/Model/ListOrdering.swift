/// The order of a sorted list's items: by the `sortBy` field ascending, then by key.
///
/// Numbers compare numerically; text without case or diacritics, as search folds it (so `adam`
/// and `Émile` sort among the capitalized names, as in the Contacts app), then by its UTF-8
/// bytes (the same on every platform, "" first); choice and picker values by their place in the
/// field's options, null last; keys by their UTF-8 bytes.
enum ListOrdering {
  /// Whether an item with sort value `a` and key `aKey` comes before one with `b` and `bKey`,
  /// the values being of slot `slot`'s type.
  /// - Complexity: O(length of the texts) or O(o) for o options.
  static func precedes(_ a: FormValue, _ aKey: String, _ b: FormValue, _ bKey: String, slot: ValueSlot) -> Bool {
    switch compare(a, b, slot: slot) {
    case .some(let ordered): ordered
    case nil: aKey.utf8Order(bKey) < 0
    }
  }

  /// True when `a` sorts before `b`, false when after, nil when they tie.
  static func compare(_ a: FormValue, _ b: FormValue, slot: ValueSlot) -> Bool? {
    let rankA = rank(a, slot: slot), rankB = rank(b, slot: slot)
    if rankA != rankB { return rankA < rankB }
    switch (a, b) {
    case (.int, .int), (.decimal, .decimal):
      let order = FormValue.numericOrder(a, b) ?? 0
      return order == 0 ? nil : order < 0
    case (.string(let x), .string(let y)) where slot.type != .option:
      let order = textOrder(x, y)
      return order == 0 ? nil : order < 0
    default: return nil
    }
  }

  /// Negative, zero or positive as text `a` sorts before, with or after `b`: folded
  /// (``SearchFolding``), then by UTF-8 bytes.
  /// - Complexity: O(m) for m UTF-8 bytes; ASCII text is compared without allocating.
  static func textOrder(_ a: String, _ b: String) -> Int {
    var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
    while true {
      switch (x.next(), y.next()) {
      case (nil, nil): return a.utf8Order(b)
      case (nil, _): return -1
      case (_, nil): return 1
      case (let p?, let q?):
        guard p < 0x80, q < 0x80 else { return foldedOrder(a, b) }
        let lowerP = p >= UInt8(ascii: "A") && p <= UInt8(ascii: "Z") ? p | 0x20 : p
        let lowerQ = q >= UInt8(ascii: "A") && q <= UInt8(ascii: "Z") ? q | 0x20 : q
        if lowerP != lowerQ { return lowerP < lowerQ ? -1 : 1 }
      }
    }
  }

  private static func foldedOrder(_ a: String, _ b: String) -> Int {
    let x = SearchFolding.fold(a), y = SearchFolding.fold(b)
    if x == y { return a.utf8Order(b) }
    return x.lexicographicallyPrecedes(y) ? -1 : 1
  }

  /// Orders values of different kinds: an option by its place in the options, null after every
  /// value (for text and numbers, null first is never seen: they are never null).
  private static func rank(_ value: FormValue, slot: ValueSlot) -> Int {
    switch value {
    case .null: return Int.max
    case .string(let text) where slot.type == .option: return slot.options?.firstIndex(of: text) ?? Int.max - 1
    default: return 0
    }
  }
}

extension CompiledForm {
  /// The table section of list `list` that shows an item with values `values`: the list's only
  /// section, or the section of the item's group (an option's, or the last for null; or its
  /// initial letter's, ``InitialLetterGroups``).
  /// - Complexity: O(o) for o options of the grouping field.
  func section(ofItemValues values: [FormValue], inList list: Int) -> Int {
    let first = lists.firstSection[list]
    let groupBy = lists.groupBy[list]
    guard groupBy >= 0 else { return first }
    let value = values[groupBy - lists.firstValue[list]]
    guard case .string(let text) = value else { return lists.endSection[list] - 1 }
    if groupsByInitialLetter(list) { return first + InitialLetterGroups.group(of: text) }
    if let index = self.values[groupBy].options?.firstIndex(of: text) { return first + index }
    return lists.endSection[list] - 1
  }

  /// Sorts `items` into the order of list `list` when it is sorted (stable otherwise).
  /// - Complexity: O(n log n) comparisons.
  func sortItems(_ items: inout [ListItem], inList list: Int) {
    let sortBy = lists.sortBy[list]
    guard sortBy >= 0 else { return }
    let index = sortBy - lists.firstValue[list], slot = values[sortBy]
    StableOrder.sort(&items) { ListOrdering.precedes($0.values[index], $0.key, $1.values[index], $1.key, slot: slot) }
  }
}
