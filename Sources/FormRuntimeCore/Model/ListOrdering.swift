/// The order of a sorted list's items: by the `sortBy` field ascending, then by key.
///
/// Numbers compare numerically; text by its UTF-8 bytes (the same on every platform, "" first);
/// choice and picker values by their place in the field's options, null last; keys by their
/// UTF-8 bytes.
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
      let order = x.utf8Order(y)
      return order == 0 ? nil : order < 0
    default: return nil
    }
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
  /// section, or the section of the item's group (an option's, or the last for null).
  /// - Complexity: O(o) for o options of the grouping field.
  func section(ofItemValues values: [FormValue], inList list: Int) -> Int {
    let first = lists.firstSection[list]
    let groupBy = lists.groupBy[list]
    guard groupBy >= 0 else { return first }
    let value = values[groupBy - lists.firstValue[list]]
    if case .string(let text) = value, let index = self.values[groupBy].options?.firstIndex(of: text) {
      return first + index
    }
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
