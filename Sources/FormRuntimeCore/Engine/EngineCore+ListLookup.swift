/// Lookups of list items' rows: by name (`LIST[KEY].ROW`) and by position.
extension EngineCore {
  /// One item's row: the list, the item's list index and the template row's slot.
  struct ItemRowReference {
    var list: Int
    var index: Int
    var slot: Int
  }

  /// The item row named `name`, shown or not.
  /// - Complexity: O(b) expected (``ListItems/index(ofKey:)``), plus O(l) for l lists.
  func itemRow(named name: ItemRowName) -> ItemRowReference? {
    guard let list = list(named: name.list), let index = state.lists[list].items.index(ofKey: name.key),
      let slot = slot(ofRow: name.row), slot >= form.lists.firstRow[list], slot < form.lists.endRow[list]
    else { return nil }
    return ItemRowReference(list: list, index: index, slot: slot)
  }

  /// The item row shown at `position`, or nil when a static row (or nothing) is there.
  /// - Complexity: O(b + log c) (``ListItems``: b ≤ 128 items per chunk, c chunks).
  func itemRow(at position: RowPosition) -> ItemRowReference? {
    guard let section = declaredSection(atShownIndex: position.section), position.row >= 0,
      position.row < itemRowsInSection[section]
    else { return nil }
    let list = form.listLayout.listOfSection[section]
    let index = state.lists[list].items.index(containingRow: position.row, inSection: section)
    let placement = state.lists[list].items.placement(ofIndex: index)
    // The item's (position.row - firstRow)th shown template row.
    var bits = placement.bits
    for _ in 0..<(position.row - placement.firstRow) { bits &= bits - 1 }
    guard bits != 0 else { return nil }
    return ItemRowReference(list: list, index: index, slot: form.lists.firstRow[list] + bits.trailingZeroBitCount)
  }

  /// Whether the item row is shown. - Complexity: O(log c) for c chunks of items.
  func isShown(item: ItemRowReference) -> Bool {
    let row = item.slot - form.lists.firstRow[item.list]
    let entry = state.lists[item.list].items.entry(at: item.index)
    return entry.bits & (1 << UInt64(row)) != 0 && isSectionShown(entry.section)
  }

  /// Where the item row is shown, or nil when it is hidden. - Complexity: O(b + log c) (``ListItems``).
  func position(ofItem item: ItemRowReference) -> RowPosition? {
    guard isShown(item: item) else { return nil }
    let placement = state.lists[item.list].items.placement(ofIndex: item.index)
    return RowPosition(
      section: sectionRanks.prefixCount(placement.section),
      row: placement.row(item.slot - form.lists.firstRow[item.list]))
  }

  /// The shown index of the table section of list `name` that holds the items of group `group` (one of its field's
  /// options, or nil for the null group; or a letter of ``InitialLetterGroups``), or nil when that section is
  /// hidden, `group` is not a group of the list, or the list is not grouped.
  /// - Complexity: O(l + o) for l lists and o options of the group field, then O(1).
  func sectionIndex(ofGroup group: String?, inList name: String) -> Int? {
    guard let list = list(named: name), form.lists.groupBy[list] >= 0,
      let offset = form.offset(ofGroup: group, inList: list)
    else { return nil }
    let section = form.lists.firstSection[list] + offset
    guard isSectionShown(section) else { return nil }
    return sectionRanks.prefixCount(section)
  }

  /// The item row as the app displays it.
  func row(ofItem index: Int, inList list: Int, slot: Int) -> FormRow {
    let entry = state.lists[list].items.entry(at: index)
    let item = entry.item
    let row = slot - form.lists.firstRow[list]
    let firstRow = form.lists.firstRow[list], firstValue = form.lists.firstValue[list]
    let valueSlot = form.rows.value[slot]
    let parent = form.rows.parent[slot]
    let name = ItemRowName(list: form.lists.id[list], key: item.key, row: form.rows.id[slot])
    var presented = FormRow(
      id: name.description, kind: form.rows.kind[slot], title: form.rows.title[slot],
      value: valueSlot >= 0 ? item.values[valueSlot - firstValue] : nil,
      options: valueSlot >= 0 ? form.values[valueSlot].options : nil,
      optionTitles: valueSlot >= 0 ? form.values[valueSlot].shownOptions : nil,
      isExpandable: isExpandable(slot), isExpanded: item.expanded[slot - firstRow],
      parentID: parent >= 0
        ? ItemRowName(list: name.list, key: item.key, row: form.rows.id[parent]).description : nil,
      item: name, isValid: entry.validation.invalid & (1 << UInt64(row)) == 0,
      isEnabled: entry.validation.isEnabled(row: row), error: error(ofItem: index, inList: list, slot: slot),
      isTouched: item.touched & (1 << UInt64(row)) != 0)
    present(&presented, slot: slot)
    return presented
  }
}

extension FormEngine {
  /// The keys of the items of list `list`, in list order (a sorted list's, sorted), or nil when
  /// the form has no such list. - Complexity: O(n).
  public func items(of list: String) -> [String]? {
    guard let index = core.list(named: list) else { return nil }
    return core.state.lists[index].items.map({ $0.key })
  }

  /// Where template row `row` of the item with key `key` of `list` is shown, or nil when it is
  /// hidden or there is no such item or row. (`position(ofRow: "LIST[KEY].ROW")` does the same.)
  /// - Complexity: O(b + log c) (``ListItems``).
  public func position(ofItem key: String, inList list: String, row: String) -> RowPosition? {
    core.itemRow(named: ItemRowName(list: list, key: key, row: row)).flatMap { core.position(ofItem: $0) }
  }

  /// The index among the shown sections of the section of grouped list `list` that shows the items whose group field
  /// (`groupBy`) is `group`: one of the field's options, or nil for the group of items whose value is null; for a
  /// list grouped by a text field, a letter of ``InitialLetterGroups/titles`` (`"A"`, `"#"`). Nil while that group
  /// has no items (its section is hidden), or when `group` is not a group or `list` is not a grouped list of the
  /// form. (``sectionIndex(of:)`` with the list's id gives its first group's section only.)
  /// - Complexity: O(l + o) for l lists and o options of the group field, then O(1).
  public func sectionIndex(ofGroup group: String?, inList list: String) -> Int? {
    core.sectionIndex(ofGroup: group, inList: list)
  }

  /// Moves the item at list index `from` of `list` to list index `to`, as a user's drag reported
  /// by `tableView(_:moveRowAt:to:)`: the table view has already moved the row on screen, so
  /// the update returned is what the engine would have produced, to check or ignore. As
  /// `send(.move(list, from: from, to: to))`.
  /// - Throws: ``FormEventError`` when the list does not allow reordering or an index is out of range.
  public mutating func moveItem(in list: String, from: Int, to: Int) throws(FormEventError) -> FormUpdate {
    try send(.move(list, from: from, to: to))
  }
}
