/// The list events: adding, removing, moving and replacing items, and the row events (tap,
/// expand, collapse, set) on one item's rows, named `LIST[KEY].ROW`.
///
/// Every check that can refuse an event comes before the first change, so a refused event
/// leaves the engine as it was. Events on one item (append, insert, remove, move, a row event,
/// a set that moves a sorted item) touch only that item, and for a move the items it jumps
/// over, in O(b + log c) each (``ListItems``: b ≤ 128 items per chunk, c ≈ n / 64 chunks),
/// unless a template condition of the list reads its count (then every item is worked out
/// again); a keyed replace reads the list once, in O(n) for its n items, and works out moves only
/// over the items whose order changed (``rework(list:with:)``).
extension EngineCore {
  /// The index of the list named `name`. - Complexity: O(l) for l lists.
  func list(named name: String) -> Int? {
    form.lists.id.firstIndex(of: name)
  }

  /// `name` read as `LIST[KEY].ROW`, or nil for any other shape (``ItemRowName/init(_:)``),
  /// the last one read remembered (``EngineFields/lastItemRowName``).
  /// - Complexity: O(1) for the name read last, O(length of `name`) otherwise.
  mutating func itemRowName(_ name: String) -> ItemRowName? {
    if let last = lastItemRowName, last.text == name { return last.name }
    guard let parsed = ItemRowName(name) else { return nil }
    lastItemRowName = (name, parsed)
    return parsed
  }

  /// The list index of the item of `list` with key `key`, or nil when there is none.
  /// (`mutating`, though it changes nothing: the items are reached through an exclusive access,
  /// where a read through the engine's fields pointer retains each of their arrays for the
  /// lookup: eight retains and releases, a tenth of a one-item event.)
  /// - Complexity: O(b) expected (``ListItems/index(ofKey:)``).
  mutating func indexOfItem(withKey key: String, inList list: Int) -> Int? {
    Self.inPlace(&state.lists[list].items) { $0.index(ofKey: key) }
  }

  /// Whether `list` has an item with key `key`. (`mutating` as ``indexOfItem(withKey:inList:)``.)
  /// - Complexity: O(1) expected.
  mutating func containsItem(withKey key: String, inList list: Int) -> Bool {
    Self.inPlace(&state.lists[list].items) { $0.containsKey(key) }
  }

  private static func inPlace<Result>(_ items: inout ListItems, _ body: (inout ListItems) -> Result) -> Result {
    body(&items)
  }

  /// Applies a list event (`append`, `insert`, `remove`, `move`, `replace`).
  mutating func applyListEvent(_ event: FormEvent) throws(FormEventError) -> FormUpdate {
    switch event {
    case .append(let name, let values):
      let list = try listForEvent(name)
      let item = try newItem(values, inList: list)
      let index = sortedIndex(of: item, inList: list) ?? state.lists[list].items.count
      return insert(item, at: index, inList: list)
    case .insert(let name, let index, let values):
      let list = try listForEvent(name)
      if form.lists.sortBy[list] >= 0 {
        throw .listRefused(name, because: "'\(name)' is sorted, so items cannot be inserted at an index; append them")
      }
      let count = state.lists[list].items.count
      guard index >= 0, index <= count else {
        throw .listRefused(
          name,
          because: "index \(index) is out of range: '\(name)' has \(count) item\(count == 1 ? "" : "s") (0...\(count))")
      }
      let item = try newItem(values, inList: list)
      return insert(item, at: index, inList: list)
    case .remove(let name, let key):
      let list = try listForEvent(name)
      guard let index = indexOfItem(withKey: key, inList: list) else {
        throw .unknownName(ItemRowName.item(list: name, key: key))
      }
      let count = state.lists[list].items.count
      guard count > form.lists.min[list] else {
        throw .listRefused(name, because: "'\(name)' needs at least \(Self.items(form.lists.min[list]))")
      }
      return remove(at: index, inList: list)
    case .move(let name, let from, let to):
      let list = try listForEvent(name)
      guard form.lists.reorder[list] else {
        throw .listRefused(name, because: "'\(name)' does not allow reordering (it has no 'reorder: true')")
      }
      let count = state.lists[list].items.count
      for index in [from, to] where index < 0 || index >= count {
        throw .listRefused(
          name,
          because: "index \(index) is out of range: '\(name)' has \(count) item\(count == 1 ? "" : "s") (0..<\(count))")
      }
      guard from != to else { return FormUpdate() }
      return relocateItem(at: from, inList: list, as: state.lists[list].items[from], content: 0, to: .index(to))
    case .replace(let name, let entries):
      let list = try listForEvent(name)
      return rework(list: list, with: try replacement(entries, inList: list))
    default:
      return FormUpdate()
    }
  }

  private func listForEvent(_ name: String) throws(FormEventError) -> Int {
    guard let list = list(named: name) else { throw .unknownName(name) }
    return list
  }

  // MARK: Checking items

  /// The field values of an item of `list` that starts from `base` and takes the fields of `given`.
  /// - Throws: for a field the template does not have, or a value that does not fit it.
  private func fieldValues(_ given: ListItemValues, inList list: Int, base: [FormValue]) throws(FormEventError)
    -> [FormValue]
  {
    var values = base
    let name = form.lists.id[list]
    // Sorted, so that the first problem reported is the same on every run.
    for field in StableOrder.sorted(given.fields.keys) {
      guard let slot = fieldSlot(named: field, inList: list) else {
        throw .listRefused(name, because: "items of '\(name)' have no field '\(field)'")
      }
      let value = given.fields[field] ?? .null
      if let problem = form.values[slot].problem(with: value) {
        throw .invalidValue(ItemRowName.item(list: name, key: given.key ?? "new") + "." + field, reason: problem)
      }
      values[slot - form.lists.firstValue[list]] = value
    }
    return values
  }

  /// The template value slot of `list` named `field`. - Complexity: O(f) for f fields.
  func fieldSlot(named field: String, inList list: Int) -> Int? {
    (form.lists.firstValue[list]..<form.lists.endValue[list]).first { form.values[$0].name == field }
  }

  private func checkKey(_ key: String, inList list: Int) throws(FormEventError) {
    guard ListItem.isValidKey(key) else {
      throw .listRefused(
        form.lists.id[list],
        because: "\(FormValue.jsonQuoted(key)) is not a valid key: a key is \(ListItem.validKeyDescription)")
    }
  }

  /// A new item of `list` from an `append` or `insert` event, with its key (the next of the
  /// sequence when none is given).
  private mutating func newItem(_ given: ListItemValues, inList list: Int) throws(FormEventError) -> ListItem {
    let name = form.lists.id[list]
    if let max = form.lists.max[list], state.lists[list].items.count >= max {
      throw .listRefused(name, because: "'\(name)' holds at most \(Self.items(max))")
    }
    if let key = given.key {
      try checkKey(key, inList: list)
      if containsItem(withKey: key, inList: list) {
        throw .listRefused(name, because: "'\(name)' already has an item with key \(FormValue.jsonQuoted(key))")
      }
    }
    let values = try fieldValues(given, inList: list, base: templateDefaults(ofList: list))
    var key: String
    if let given = given.key {
      key = given
      state.lists[list].noteKeyInUse(given)
    } else {
      // The items are checked here, not in `takeNextKey`'s closure, which would copy them.
      repeat {
        key = state.lists[list].takeNextKey(avoiding: { _ in false })
      } while containsItem(withKey: key, inList: list)
    }
    return ListItem(key: key, values: values, expanded: templateExpanded(ofList: list))
  }

  /// The values a new item of list `list` starts with, as `form.templateDefaults(ofList:)`, read
  /// in place: a method called on `form` from an engine method would take a copy of the whole
  /// form out of the fields, retaining each of its arrays. - Complexity: O(f) for f fields.
  private func templateDefaults(ofList list: Int) -> [FormValue] {
    var defaults: [FormValue] = []
    for slot in form.lists.firstValue[list]..<form.lists.endValue[list] { defaults.append(form.values[slot].initial) }
    return defaults
  }

  /// The expanded flags a new item of list `list` starts with, as `form.templateExpanded(ofList:)`,
  /// read in place for the same reason. - Complexity: O(t) for t template rows.
  private func templateExpanded(ofList list: Int) -> [Bool] {
    var expanded: [Bool] = []
    for slot in form.lists.firstRow[list]..<form.lists.endRow[list] { expanded.append(form.rows.expanded[slot]) }
    return expanded
  }

  /// The items a keyed replace makes, told against the current ones: kept items by key, with
  /// the template rows whose content changes. Every entry is checked before the key sequence
  /// moves.
  /// - Complexity: O(n + f) for n items before and after and f fields given, plus O(n log n)
  ///   comparisons when a sorted list's entries are not in its order.
  private mutating func replacement(_ entries: [ListItemValues], inList list: Int) throws(FormEventError)
    -> ListReplacement
  {
    let name = form.lists.id[list]
    if entries.count < form.lists.min[list] {
      throw .listRefused(name, because: "'\(name)' needs at least \(Self.items(form.lists.min[list]))")
    }
    if let max = form.lists.max[list], entries.count > max {
      throw .listRefused(name, because: "'\(name)' holds at most \(Self.items(max))")
    }
    let current = state.lists[list].items
    var keys: [String?] = []
    keys.reserveCapacity(entries.count)
    for entry in entries { keys.append(entry.key) }
    var replacement = ListReplacement(oldIndexes: current.indexes(ofKeys: keys), changes: [])
    // A kept key given twice names one old index twice; only new keys need a set.
    var given = [Bool](repeating: false, count: current.count)
    var newKeys = Set<String>()
    for index in entries.indices {
      guard let key = entries[index].key else { continue }
      try checkKey(key, inList: list)
      let old = replacement.oldIndexes[index]
      let isFirst: Bool
      if old >= 0 {
        isFirst = !given[old]
        given[old] = true
      } else {
        isFirst = newKeys.insert(key).inserted
      }
      guard isFirst else { throw .listRefused(name, because: "key \(FormValue.jsonQuoted(key)) is given twice") }
    }
    var unkeyed: [Int] = []
    for index in entries.indices {
      let entry = entries[index]
      let old = replacement.oldIndexes[index]
      guard old >= 0 else {
        let values = try fieldValues(entry, inList: list, base: templateDefaults(ofList: list))
        let item = ListItem(key: entry.key ?? "", values: values, expanded: templateExpanded(ofList: list))
        if entry.key == nil { unkeyed.append(replacement.changes.count) }
        replacement.changes.append(ListReplacement.Change(index: index, item: item, content: 0))
        continue
      }
      // A kept item given no field is unchanged: nothing of it is copied.
      guard !entry.fields.isEmpty else { continue }
      var item = current[old]
      let values = try fieldValues(entry, inList: list, base: item.values)
      guard values != item.values else { continue }
      let content = contentRows(changedFrom: item.values, to: values, inList: list)
      item.values = values
      replacement.changes.append(ListReplacement.Change(index: index, item: item, content: content))
    }
    // Keys last, once nothing can refuse the event. (The kept items' keys are noted already.)
    for change in replacement.changes where replacement.oldIndexes[change.index] < 0 && !change.item.key.isEmpty {
      state.lists[list].noteKeyInUse(change.item.key)
    }
    for change in unkeyed {
      replacement.changes[change].item.key = state.lists[list].takeNextKey(avoiding: {
        newKeys.contains($0) || current.containsKey($0)
      })
    }
    let sortBy = form.lists.sortBy[list]
    if sortBy >= 0 {
      let field = sortBy - form.lists.firstValue[list], slot = form.values[sortBy]
      let unsorted = replacement
      replacement.sort(
        item: { index in unsorted.change(at: index)?.item ?? current[unsorted.oldIndexes[index]] },
        by: { ListOrdering.precedes($0.values[field], $0.key, $1.values[field], $1.key, slot: slot) })
    }
    return replacement
  }

  /// The template rows whose displayed content differs between field values `old` and `new`:
  /// the row showing each changed field, and its parent (which shows a direct child's value).
  func contentRows(changedFrom old: [FormValue], to new: [FormValue], inList list: Int) -> UInt64 {
    var bits: UInt64 = 0
    for field in old.indices where old[field] != new[field] { bits |= contentRows(ofField: field, inList: list) }
    return bits
  }

  /// The template rows whose displayed content shows template field `field`: its row and that
  /// row's parent.
  func contentRows(ofField field: Int, inList list: Int) -> UInt64 {
    let firstRow = form.lists.firstRow[list]
    guard let row = form.values[form.lists.firstValue[list] + field].row else { return 0 }
    let parent = form.rows.parent[row]
    return 1 << UInt64(row - firstRow) | (parent >= 0 ? 1 << UInt64(parent - firstRow) : 0)
  }

  /// Where `item` goes in sorted `list`: after every item it does not precede; nil for a list
  /// in list order. - Complexity: O(log n) comparisons, O(log n · log c) in all.
  func sortedIndex(of item: ListItem, inList list: Int) -> Int? {
    let sortBy = form.lists.sortBy[list]
    guard sortBy >= 0 else { return nil }
    let field = sortBy - form.lists.firstValue[list], slot = form.values[sortBy]
    return state.lists[list].items.firstIndex(notBelow: { other in
      !ListOrdering.precedes(item.values[field], item.key, other.values[field], other.key, slot: slot)
    })
  }

  // MARK: Applying

  /// Adds `item` at `index` of `list`: in O(b + log c) when nothing reads the list's count item by
  /// item, otherwise by reworking the list. (The items after it shift but keep their order:
  /// only its rows are inserted.)
  private mutating func insert(_ item: ListItem, at index: Int, inList list: Int) -> FormUpdate {
    let count = state.lists[list].items.count
    guard !countIsReadByItems(ofList: list) else {
      return rework(list: list, with: .inserting(item, at: index, count: count))
    }
    var buffers = takeBuffers()
    let rows = derivedRows(of: item, inList: list)
    let (bits, section, checks) = (rows.bits, rows.section, rows.validation)
    _ = countValidationChange(from: ItemValidation(), to: checks, touched: item.touched)
    state.lists[list].items.insertEntry(item, at: index, bits: bits, section: section, validation: checks)
    let new = state.lists[list].items.placement(ofIndex: index)
    buffers.listChanges.record(
      ItemChange(old: nil, new: new, relocated: false, content: 0), rowCount: templateRowCount(list))
    setCount(ofList: list, to: count + 1, &buffers)
    return finish(consume buffers)
  }

  /// Whether a template condition of `list` reads its own count (or another's: any list's
  /// template that reads this count), so that a change of count reworks items one by one.
  func countIsReadByItems(ofList list: Int) -> Bool {
    listsReading(form.plans.values[form.lists.count[list]]).contains(list)
  }

  func templateRowCount(_ list: Int) -> Int { form.lists.endRow[list] - form.lists.firstRow[list] }

  /// Sets the count slot of `list` and reworks what reads it: static rows and sections through
  /// the buffers' queue, other lists' items one by one (a list whose own items read it is
  /// reworked by the caller).
  mutating func setCount(ofList list: Int, to count: Int, _ buffers: inout EventBuffers) {
    let slot = form.lists.count[list]
    guard state.values[slot] != .int(FormInt(count)) else { return }
    state.values[slot] = .int(FormInt(count))
    applyPlan(ofValue: slot, except: list, &buffers)
  }

  /// Reworks what reads value slot `slot`, which just changed: the static rows and sections its
  /// plan lists, and every item of the lists whose template rows it lists (but `except`); with
  /// `deferringLists`, those lists are left in `buffers.pendingLists` for the caller to refresh.
  mutating func applyPlan(
    ofValue slot: Int, except: Int = -1, deferringLists: Bool = false, _ buffers: inout EventBuffers
  ) {
    let plan = form.plans.values[slot]
    noteValueChanged(slot, &buffers)
    reevaluateStaticRows(plan.rows, &buffers)
    buffers.dirtySections += plan.sections
    for other in listsReading(plan) where other != except {
      if deferringLists {
        buffers.pendingLists.append(other)
      } else {
        refreshItems(ofList: other, &buffers.listChanges)
      }
    }
  }

  // MARK: Item rows

  /// A tap, expand or collapse of an item's row, named `LIST[KEY].ROW`.
  mutating func applyItemRowRequest(_ request: RowRequest, _ name: ItemRowName) throws(FormEventError)
    -> FormUpdate
  {
    let (list, index, slot) = try itemRow(name)
    let row = slot - form.lists.firstRow[list]
    let item = state.lists[list].items[index]
    switch request {
    case .tap:
      let entry = state.lists[list].items.entry(at: index)
      guard entry.bits & (1 << UInt64(row)) != 0, isSectionShown(entry.section)
      else { throw .rowNotShown(name.description) }
      guard entry.validation.isEnabled(row: row) else { throw .rowDisabled(name.description) }
      if isExpandable(slot) {
        return setItemExpanded(list: list, index: index, row: row, to: !item.expanded[row])
      }
      if form.rows.kind[slot] == .toggle {
        // The user touched the toggle's value (its cell reloads: its value changes).
        state.lists[list].items[index].touched |= 1 << UInt64(row)
        let field = form.rows.value[slot] - form.lists.firstValue[list]
        return setItemField(list: list, index: index, field: field, to: .bool(item.values[field] != .bool(true)))
      }
      return FormUpdate()
    case .expand, .collapse:
      guard isExpandable(slot) else { throw .notExpandable(name.description) }
      let wanted = request == .expand
      return item.expanded[row] == wanted
        ? FormUpdate() : setItemExpanded(list: list, index: index, row: row, to: wanted)
    }
  }

  /// Setting a field of one item, named `LIST[KEY].ROW`.
  mutating func applyItemSetting(_ name: ItemRowName, to value: FormValue) throws(FormEventError) -> FormUpdate {
    let (list, index, slot) = try itemRow(name)
    let valueSlot = form.rows.value[slot]
    guard valueSlot >= 0 else { throw .noValue(name.description, form.rows.kind[slot]) }
    if let problem = form.values[valueSlot].problem(with: value, naming: name.description) {
      throw .invalidValue(name.description, reason: problem)
    }
    let field = valueSlot - form.lists.firstValue[list]
    guard state.lists[list].items[index].values[field] != value else { return FormUpdate() }
    return setItemField(list: list, index: index, field: field, to: value)
  }

  /// The user's edit of a field of one item, `edit LIST[KEY].ROW VALUE`: as setting it, but
  /// refused when the row is not shown or disabled, marking the item's row touched, and never
  /// reloading the edited row.
  mutating func applyItemEdit(_ name: ItemRowName, to value: FormValue) throws(FormEventError) -> FormUpdate {
    let (list, index, slot) = try itemRow(name)
    let valueSlot = form.rows.value[slot]
    guard valueSlot >= 0 else { throw .noValue(name.description, form.rows.kind[slot]) }
    let row = slot - form.lists.firstRow[list]
    let entry = state.lists[list].items.entry(at: index)
    guard entry.bits & (1 << UInt64(row)) != 0, isSectionShown(entry.section) else {
      throw .rowNotShown(name.description)
    }
    guard entry.validation.isEnabled(row: row) else { throw .rowDisabled(name.description) }
    if let problem = form.values[valueSlot].problem(with: value, naming: name.description) {
      throw .invalidValue(name.description, reason: problem)
    }
    // Touching changes what `FormRow.error` says, never the table: the edited row is not reloaded.
    if entry.item.touched & (1 << UInt64(row)) == 0 { state.lists[list].items[index].touched |= 1 << UInt64(row) }
    let field = valueSlot - form.lists.firstValue[list]
    guard state.lists[list].items[index].values[field] != value else { return FormUpdate() }
    return setItemField(list: list, index: index, field: field, to: value, edited: row)
  }

  /// The list, item index and template row slot of `name`.
  private mutating func itemRow(_ name: ItemRowName) throws(FormEventError) -> (Int, Int, Int) {
    guard let list = list(named: name.list) else { throw .unknownName(name.description) }
    guard let index = indexOfItem(withKey: name.key, inList: list) else { throw .unknownName(name.description) }
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    guard let slot = self.slot(ofRow: name.row), slot >= first, slot < end else { throw .unknownName(name.description) }
    return (list, index, slot)
  }

  private mutating func setItemExpanded(list: Int, index: Int, row: Int, to expanded: Bool) -> FormUpdate {
    var buffers = takeBuffers()
    state.lists[list].items.setExpanded(expanded, row: row, at: index)
    refreshItem(ofList: list, at: index, content: 0, &buffers.listChanges)
    return finish(consume buffers)
  }

  /// `edited` is the template row the user edited, whose cell is never reloaded, or -1.
  private mutating func setItemField(
    list: Int, index: Int, field: Int, to value: FormValue, edited: Int = -1
  ) -> FormUpdate {
    // The callers have checked that the value changes.
    let editedRow: UInt64 = edited >= 0 ? 1 << UInt64(edited) : 0
    let content = contentRows(ofField: field, inList: list) & ~editedRow
    // A sorted list's item whose sort value changes may change place.
    if form.lists.sortBy[list] - form.lists.firstValue[list] == field {
      var item = state.lists[list].items[index]
      item.values[field] = value
      if !staysSorted(item, at: index, inList: list) {
        return relocateItem(at: index, inList: list, as: item, content: content, edited: editedRow, to: .sortedPlace)
      }
    }
    var buffers = takeBuffers()
    // Written in place: copying the item out and back would copy its values' storage.
    state.lists[list].items.setValue(value, field: field, at: index)
    refreshItem(ofList: list, at: index, content: content, edited: editedRow, &buffers.listChanges)
    return finish(consume buffers)
  }

  /// Whether `item`, replacing the item at `index` of sorted `list`, stays in sorted order there:
  /// after its neighbour before and before its neighbour after. (Keys are unique, so the order
  /// is total and the other items keep their places.)
  private func staysSorted(_ item: ListItem, at index: Int, inList list: Int) -> Bool {
    let sortBy = form.lists.sortBy[list]
    let field = sortBy - form.lists.firstValue[list], slot = form.values[sortBy]
    func precedes(_ a: ListItem, _ b: ListItem) -> Bool {
      ListOrdering.precedes(a.values[field], a.key, b.values[field], b.key, slot: slot)
    }
    return (index == 0 || precedes(state.lists[list].items[index - 1], item))
      && (index + 1 == state.lists[list].items.count || precedes(item, state.lists[list].items[index + 1]))
  }

  // MARK: Buffers

  /// The engine's event buffers, taken for one event (`finish` gives them back).
  mutating func takeBuffers() -> EventBuffers {
    var buffers: EventBuffers
    if let taken = self.buffers.take() { buffers = taken } else { buffers = EventBuffers() }
    buffers.makeUnique()
    return buffers
  }

  /// Finishes an event whose changes are in `buffers`, gives them back and returns the update.
  /// (Consumed, and moved back, rather than copied: a copy retains and releases each of its arrays.)
  mutating func finish(_ buffers: consuming EventBuffers) -> FormUpdate {
    let update = finishUpdate(&buffers)
    buffers.removeAll()
    self.buffers = consume buffers
    return update
  }
}

extension EngineCore {
  /// `1 item`, `3 items`: a count of items in a refusal's reason.
  static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
