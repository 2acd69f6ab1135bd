/// How the engine works out list items' rows: which template rows of an item are in its section,
/// and keeping each item's shown rows and section (in ``ListItems``) in line as the state changes.
extension EngineCore {
  /// What the engine derives from one item: its shown rows, its section and its validation.
  struct ItemRows {
    var bits: UInt64
    var section: Int
    var validation: ItemValidation
  }

  /// The section, validation and shown rows of `item` of `list` in the current state.
  /// (Not `mutating`: in a mutating method, each borrow of the form is taken as a copy.)
  /// - Complexity: O(t · c) for t template rows and c instructions in their conditions.
  func derivedRows(of item: ListItem, inList list: Int) -> ItemRows {
    let section = form.section(ofItemValues: item.values, inList: list)
    let checks = itemValidation(of: item, inList: list, section: section)
    return ItemRows(bits: rowBits(of: item, inList: list, validation: checks), section: section, validation: checks)
  }

  /// Which template rows of `item` (an item of `list`) are in its section: bit `r` for template
  /// row `r` when its own condition holds on the item, it passes the search, and its parent is
  /// in and expanded (the item's flag). A condition reading the item's own flags reads them
  /// from `itemValidation`, the item's validation.
  /// - Complexity: O(t · c) for t template rows and c instructions in their conditions.
  func rowBits(of item: ListItem, inList list: Int, validation itemValidation: ItemValidation) -> UInt64 {
    // The search and the validation fields are passed only when they are in use: each is read
    // through the engine's pointer, so passing one copies it (retaining each of its arrays).
    Self.rowBits(
      of: item, inList: list, form: form, values: state.values, expanded: state.expanded,
      search: Self.inUse(search), validation: itemValidation, fields: Self.inUse(validation, byList: list))
  }

  /// `search` while it has a query, else nil: what
  /// ``rowBits(of:inList:form:values:expanded:search:validation:fields:)`` reads.
  @inline(__always) static func inUse(_ search: SearchFilter) -> SearchFilter? {
    search.folded.isEmpty ? nil : search
  }

  /// `fields` when `list`'s template reads its own rows' flags, else nil: what
  /// ``rowBits(of:inList:form:values:expanded:search:validation:fields:)`` reads.
  @inline(__always) static func inUse(_ fields: ValidationFields, byList list: Int) -> ValidationFields? {
    fields.isActive && fields.listReadsOwnFlags[list] ? fields : nil
  }

  /// `search` is nil without a query; `fields`, when the list's template reads its own rows'
  /// flags (nil otherwise): ``inUse(_:)`` and ``inUse(_:byList:)``.
  static func rowBits(
    of item: ListItem, inList list: Int, form: CompiledForm, values: [FormValue], expanded: [Bool],
    search: SearchFilter?, validation: ItemValidation, fields: ValidationFields?
  ) -> UInt64 {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    var passing = UInt64.max
    if let search { passing = searchBits(of: item, inList: list, form: form, search: search) }
    var bits: UInt64 = 0
    for slot in first..<end {
      let row = slot - first
      guard passing & (1 << UInt64(row)) != 0 else { continue }
      let parent = form.rows.parent[slot]
      if parent >= 0 {
        let parentRow = parent - first
        guard bits & (1 << UInt64(parentRow)) != 0, item.expanded[parentRow] else { continue }
      }
      let condition = form.rows.visible[slot]
      let holds: Bool
      if let fields, condition >= 0 {
        holds = form.conditions[condition].evaluate(
          values: values, expanded: expanded, item: item, firstValue: form.lists.firstValue[list],
          firstRow: first, validation: { itemFlag($0, of: validation, inList: list, form: form, fields: fields) })
      } else {
        holds = form.holds(condition, values: values, expanded: expanded, item: item, list: list)
      }
      guard holds else { continue }
      bits |= 1 << UInt64(row)
    }
    return bits
  }

  /// Which template rows of `item` pass the current search (a query is set): a row passes when
  /// what it shows of the item contains the query (text values, choice and picker values and
  /// their options' titles, numbers as written), or a descendant within the item passes. The
  /// template's titles and keywords do not count: every item shares them, so searching "name"
  /// would find every contact.
  /// - Complexity: O(t · m) for t template rows and m bytes of their values.
  static func searchBits(of item: ListItem, inList list: Int, form: CompiledForm, search: SearchFilter) -> UInt64 {
    let first = form.lists.firstRow[list], end = form.lists.endRow[list]
    let firstValue = form.lists.firstValue[list]
    var bits: UInt64 = 0
    for slot in (first..<end).reversed() {
      let row = slot - first
      var passes = bits & (1 << UInt64(row)) != 0
      let valueSlot = form.rows.value[slot]
      if !passes, valueSlot >= 0 {
        let texts = SearchFolding.itemValueTexts(
          kind: form.rows.kind[slot], value: item.values[valueSlot - firstValue], slot: form.values[valueSlot])
        passes = texts.contains { SearchFolding.fold($0).containsRun(search.folded) }
      }
      guard passes else { continue }
      bits |= 1 << UInt64(row)
      let parent = form.rows.parent[slot]
      if parent >= 0 { bits |= 1 << UInt64(parent - first) }
    }
    return bits
  }

  /// Records in every list of `state` each item's shown rows, section and validation (static
  /// rows' flags read from `fields`), and returns the item rows of each table section and how
  /// many item rows are invalid.
  /// - Complexity: O(n · t · c) for n items.
  static func deriveListRows(
    form: CompiledForm, state: inout FormState, search: SearchFilter, fields: ValidationFields
  ) -> (itemRows: [Int], invalidRows: Int) {
    var itemRows = [Int](repeating: 0, count: form.sections.count)
    var invalidRows = 0
    for list in 0..<form.lists.countOfLists {
      // Worked out on the state as it is, then recorded: the conditions read the whole state.
      var derived: [ItemRows] = []
      derived.reserveCapacity(state.lists[list].items.count)
      for item in state.lists[list].items {
        let section = form.section(ofItemValues: item.values, inList: list)
        let validation = itemValidation(
          of: item, inList: list, section: section, form: form, values: state.values, expanded: state.expanded,
          fields: fields)
        let bits = rowBits(
          of: item, inList: list, form: form, values: state.values, expanded: state.expanded,
          search: inUse(search), validation: validation, fields: inUse(fields, byList: list))
        derived.append(ItemRows(bits: bits, section: section, validation: validation))
        itemRows[section] += bits.nonzeroBitCount
        invalidRows += validation.invalid.nonzeroBitCount
      }
      let firstSection = form.lists.firstSection[list]
      state.lists[list].items.configure(
        firstSection: firstSection, sectionCount: form.lists.endSection[list] - firstSection)
      for index in derived.indices {
        let rows = derived[index]
        state.lists[list].items.setRows(at: index, bits: rows.bits, section: rows.section)
        state.lists[list].items.setValidation(rows.validation, at: index)
      }
    }
    return (itemRows, invalidRows)
  }

  /// The lists whose template rows are among `slots` (ascending): those a change of state read
  /// by those rows' conditions affects, item by item.
  func lists(withTemplateRowsIn slots: [Int]) -> [Int] {
    let firstTemplate = form.listLayout.firstTemplateRow
    var lists: [Int] = []
    // Template rows come after every static row, list by list: scan the tail.
    var index = slots.firstIndex(notBelow: { $0 < firstTemplate })
    while index < slots.count {
      let slot = slots[index]
      let list = listOfTemplateRow(slot)
      if lists.last != list { lists.append(list) }
      index += 1
    }
    return lists
  }

  /// The lists whose template rows' conditions `plan` names: their `visible`, and, while the form
  /// validates, their `enabled` and `valid` rules. Each list once.
  /// - Complexity: O(log k) for the k rows of the plan, plus O(e) for e rows whose `enabled` or
  ///   `valid` reads the state.
  func listsReading(_ plan: TransitionPlans.Dependents) -> [Int] {
    // Most state is read by no template row: then nothing is searched (and nothing allocated).
    guard !plan.rows.isEmpty || (validation.isActive && !(plan.enabledRows.isEmpty && plan.ruleRows.isEmpty)) else {
      return []
    }
    var lists = lists(withTemplateRowsIn: plan.rows)
    guard validation.isActive else { return lists }
    let firstTemplate = form.listLayout.firstTemplateRow
    for slot in plan.enabledRows + plan.ruleRows where slot >= firstTemplate {
      let list = listOfTemplateRow(slot)
      if !lists.contains(list) { lists.append(list) }
    }
    return lists
  }

  /// The list whose template holds `slot`, a template row.
  /// - Complexity: O(log l) for l lists.
  func listOfTemplateRow(_ slot: Int) -> Int {
    // The last list whose template starts at or before `slot` (the first list, as before, should
    // there be none).
    max(form.lists.firstRow.firstIndex(notBelow: { $0 <= slot }) - 1, 0)
  }

  /// Every item's placement in `list`, by list index. - Complexity: O(n).
  func placements(ofList list: Int) -> [ItemPlacement] {
    let items = state.lists[list].items
    let firstSection = form.lists.firstSection[list]
    var running = [Int](repeating: 0, count: form.lists.endSection[list] - firstSection)
    var placements: [ItemPlacement] = []
    placements.reserveCapacity(items.count)
    for entry in items.entries {
      placements.append(
        ItemPlacement(section: entry.section, firstRow: running[entry.section - firstSection], bits: entry.bits))
      running[entry.section - firstSection] += entry.bits.nonzeroBitCount
    }
    return placements
  }

  /// Works out again the rows of every item of `list` (the state their conditions read, or the
  /// search, changed; the items stay where they are) and records what changed.
  /// - Complexity: O(n · (t · c + log n)) for n items.
  mutating func refreshItems(ofList list: Int, _ changes: inout ListRowChanges) {
    refreshItems(ofList: list, indexes: Array(0..<state.lists[list].items.count), &changes)
  }

  /// Works out again the rows and validation of the items at `indexes` of `list`, which
  /// stay where they are, and records what changed. The rows whose enabled flag or shown error
  /// changed are reloaded.
  /// - Complexity: O(k · (t · c + log n)) for k indexes.
  mutating func refreshItems(ofList list: Int, indexes: [Int], _ changes: inout ListRowChanges) {
    if indexes.count == 1 {
      refreshItem(ofList: list, at: indexes[0], content: 0, &changes)
      return
    }
    // Every old placement before any new one is recorded: each reads the prefix sums.
    let all = placements(ofList: list)
    var old: [ItemPlacement] = []
    old.reserveCapacity(indexes.count)
    for index in indexes { old.append(all[index]) }
    // By offset in `indexes`: the rows reloaded.
    var content = [UInt64](repeating: 0, count: indexes.count)
    for (offset, index) in indexes.enumerated() {
      let entry = state.lists[list].items.entry(at: index)
      let rows = derivedRows(of: entry.item, inList: list)
      state.lists[list].items.setRows(at: index, bits: rows.bits, section: rows.section)
      if rows.validation != entry.validation {
        state.lists[list].items.setValidation(rows.validation, at: index)
        let reload = countValidationChange(from: entry.validation, to: rows.validation, touched: entry.item.touched)
        content[offset] = reload
      }
    }
    let rowCount = form.lists.endRow[list] - form.lists.firstRow[list]
    let new = placements(ofList: list)
    for (offset, index) in indexes.enumerated() {
      let content = content[offset]
      guard new[index] != old[offset] || content != 0 else { continue }
      changes.record(
        ItemChange(
          old: old[offset], new: new[index], relocated: new[index].section != old[offset].section, content: content),
        rowCount: rowCount)
    }
  }

  /// Works out again the rows and validation of the item at `index` of `list`, which stays where
  /// it is, and records what changed: ``refreshItems(ofList:indexes:content:_:)`` for one item,
  /// with one lookup of the item and no collections. `content` gives the template rows whose
  /// displayed content changed; rows whose enabled flag or shown error changed are reloaded too,
  /// but for the rows of `edited` (the row the user is editing).
  /// - Complexity: O(t · c + b + log n).
  mutating func refreshItem(
    ofList list: Int, at index: Int, content: UInt64, edited: UInt64 = 0, _ changes: inout ListRowChanges
  ) {
    let location = state.lists[list].items.location(of: index)
    let entry = state.lists[list].items.entry(at: location)
    let old = state.lists[list].items.placement(at: location)
    let rows = derivedRows(of: entry.item, inList: list)
    let new = state.lists[list].items.setDerived(
      at: location, old: old, bits: rows.bits, section: rows.section, validation: rows.validation)
    var content = content
    if rows.validation != entry.validation {
      content |=
        countValidationChange(from: entry.validation, to: rows.validation, touched: entry.item.touched) & ~edited
    }
    guard new != old || content != 0 else { return }
    changes.record(
      ItemChange(old: old, new: new, relocated: new.section != old.section, content: content),
      rowCount: form.lists.endRow[list] - form.lists.firstRow[list])
  }
}
