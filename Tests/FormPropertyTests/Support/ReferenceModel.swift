import FormRuntime

/// The state of the reference model, by name: what the README says an engine holds.
struct ModelState: Hashable, Sendable {
  /// Values of rows and state variables, by name.
  var values: [String: FormValue]
  /// Expanded flags of every row, by id.
  var expanded: [String: Bool]
  /// The search query; empty when the table is not filtered. (Not part of the engine's
  /// `FormState`: a search changes what is shown, never the form's values.)
  var query = ""
  /// The items of every list, by list id.
  var lists: [String: ModelList] = [:]
  /// Static rows the user touched (a tap on a toggle), by id.
  var touchedRows: Set<String> = []
  /// Select sections the user touched (a tap on one of their choices), by id.
  var touchedSections: Set<String> = []

  /// The row ids a selection holds: its row id (`single`) or its set (`multiple`).
  func selectedIDs(of name: String) -> Set<String> {
    switch values[name] {
    case .string(let id)?: [id]
    case .set(let ids)?: ids
    default: []
    }
  }
}

/// What a value name accepts.
struct ModelValueSlot: Sendable {
  var name: String
  var type: ValueType
  var options: [String]?
  /// Bounds; a decimal's in units of its precision.
  var min: Int?
  var max: Int?
  var initial: FormValue
  /// The row that holds the value, or nil for a state variable.
  var row: String?
  /// A decimal's digits after the point.
  var precision: Int? = nil

  /// Whether `value` has this slot's type, by the README's rules.
  func accepts(_ value: FormValue) -> Bool {
    switch (type, value) {
    case (.bool, .bool), (.option, .null), (.date, .null): return true
    case (.int, .int(let number)): return number >= (min ?? .min) && number <= (max ?? .max)
    case (.decimal, .decimal):
      // No more digits after the point than the precision, within the bounds (compared in units).
      guard let number = ModelDecimals.value(value), let units = ModelDecimals.units(number, scale: precision ?? 2)
      else { return false }
      return units >= (min ?? .min) && units <= (max ?? .max)
    case (.string, .string(let text)): return options.map { $0.contains(text) } ?? true
    case (.option, .string(let text)): return (options ?? []).contains(text)
    case (.set, .set(let members)): return members.isSubset(of: options ?? [])
    case (.date, .string(let text)): return ModelValueSlot.isISO8601(text)
    default: return false
    }
  }

  /// `YYYY-MM-DD`, optionally followed by `Thh:mm`, seconds, a fraction and a zone (`Z` or `±hh:mm`),
  /// naming a day that exists and a time of day that does: the README's ISO-8601 dates.
  static func isISO8601(_ text: String) -> Bool {
    let pattern = /(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?)?/
    guard let match = text.wholeMatch(of: pattern), let year = Int(match.output.1), let month = Int(match.output.2),
      let day = Int(match.output.3), (1...12).contains(month)
    else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    func within(_ part: Substring?, _ range: ClosedRange<Int>) -> Bool {
      part.map { Int($0).map(range.contains) ?? false } ?? true
    }
    return (1...days).contains(day) && within(match.output.4, 0...23) && within(match.output.5, 0...59)
      && within(match.output.6, 0...60) && within(match.output.7, 0...23) && within(match.output.8, 0...59)
  }
}

/// The kinds of refusal the README names; the engine's ``FormEventError`` cases without their payloads.
enum ModelRefusal: String, Sendable, Hashable {
  case unknownName, rowNotShown, rowDisabled, notExpandable, noValue, invalidValue, staleSearch, listRefused

  init(_ error: FormEventError) {
    switch error {
    case .unknownName: self = .unknownName
    case .rowNotShown: self = .rowNotShown
    case .rowDisabled: self = .rowDisabled
    case .notExpandable: self = .notExpandable
    case .noValue: self = .noValue
    case .invalidValue: self = .invalidValue
    case .staleSearch: self = .staleSearch
    case .listRefused: self = .listRefused
    }
  }
}

/// A form as the README describes it, independent of the engine: rows, sections, value slots,
/// how to compute the shown table from a state, and what each event does to the state.
struct FormShape: Sendable {
  struct Row: Sendable {
    var id: String
    var kind: RowKind
    var section: Int
    /// Index of the parent row in ``FormShape/rows``, or -1.
    var parent: Int
    /// One past the last descendant: the subtree is `index ..< subtreeEnd`.
    var subtreeEnd: Int
    var initiallyExpanded: Bool
    var hasValue: Bool
    /// What search reads: the title, or the id without one, then the keywords.
    var searchTexts: [String]
    /// The values a label's detail shows: it is reloaded when one of them changes.
    var detailReads: [String] = []
  }

  struct Section: Sendable {
    var id: String
    var accordion: Bool
    /// Whether the section is a select section, and which kind.
    var select: GeneratedSelect?
  }

  var rows: [Row]
  var sections: [Section]
  var slots: [ModelValueSlot]
  /// The list sections (issue 21); their rows and fields are in none of the arrays above.
  var lists: [ListShape]
  let rowIndex: [String: Int]
  let slotIndex: [String: Int]
  /// The shown table in a state: the model's own conditions, or the compiled form's.
  let table: @Sendable (ModelState) -> FormTable
  /// Whether each row's own `visible` condition holds in a state (a summary row shows the
  /// values of its children whose condition holds).
  let rowConditionsHold: @Sendable (ModelState) -> [Bool]

  init(
    rows: [Row], sections: [Section], slots: [ModelValueSlot], lists: [ListShape] = [],
    rowConditionsHold: @escaping @Sendable (ModelState) -> [Bool],
    table: @escaping @Sendable (ModelState) -> FormTable
  ) {
    self.rowConditionsHold = rowConditionsHold
    self.rows = rows
    self.sections = sections
    self.slots = slots
    self.lists = lists
    self.table = table
    rowIndex = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    slotIndex = Dictionary(slots.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  var initialState: ModelState {
    ModelState(
      values: Dictionary(slots.map { ($0.name, $0.initial) }, uniquingKeysWith: { first, _ in first }),
      expanded: Dictionary(rows.map { ($0.id, $0.initiallyExpanded) }, uniquingKeysWith: { first, _ in first }),
      lists: Dictionary(lists.map { ($0.id, $0.initialList) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Whether a `visible:` holds in `state` (nil: always).
  static func holds(_ visibility: GeneratedVisibility?, _ state: ModelState) -> Bool {
    switch visibility {
    case nil: true
    case .constant(let flag)?: flag
    case .condition(let condition)?: condition.holds(state)
    }
  }

  func isExpandable(_ row: Int) -> Bool { rows[row].subtreeEnd > row + 1 }

  func isAncestor(_ ancestor: Int, of row: Int) -> Bool {
    ancestor < row && row < rows[ancestor].subtreeEnd
  }

  /// What an event does by the README: the next state and the value slot whose value changed,
  /// or the kind of refusal.
  /// - Parameter table: the table in `state`, when already known.
  func apply(
    _ event: FormEvent, to state: ModelState, table known: FormTable? = nil
  ) -> Result<(state: ModelState, changedValue: String?), RefusalBox> {
    var next = state
    switch event {
    case .tap(let id) where rowIndex[id] == nil:
      return tapListRow(id, in: state, table: known ?? table(state))
    case .expand(let id) where rowIndex[id] == nil, .collapse(let id) where rowIndex[id] == nil:
      let wanted: Bool = if case .expand = event { true } else { false }
      return setItemExpanded(id, to: wanted, in: state)
    case .set(let name, let value) where slotIndex[name] == nil && ItemRowName(name) != nil:
      return setItemValue(name, to: value, in: state)
    case .tap(let id):
      guard let index = rowIndex[id] else { return .failure(RefusalBox(.unknownName)) }
      let shown = (known ?? table(state)).sections.contains { $0.rows.contains(id) }
      guard shown else { return .failure(RefusalBox(.rowNotShown)) }
      let row = rows[index]
      if row.parent < 0, let select = sections[row.section].select {
        // A choice: `single` selects it (nothing changes when it already is); `multiple` toggles it.
        let name = sections[row.section].id
        let old = state.values[name] ?? .null
        let new: FormValue
        switch (select, old) {
        case (.single, _): new = .string(id)
        case (.multiple, .set(let members)): new = .set(members.symmetricDifference([id]))
        case (.multiple, _): new = .set([id])
        }
        next.values[name] = new
        next.touchedSections.insert(name)
        return .success((next, old == new ? nil : name))
      }
      if isExpandable(index) {
        setExpanded(index, to: !(state.expanded[id] ?? false), in: &next)
        return .success((next, nil))
      }
      if rows[index].kind == .toggle {
        let flipped = FormValue.bool(state.values[id] != .bool(true))
        next.values[id] = flipped
        next.touchedRows.insert(id)
        return .success((next, state.values[id] == flipped ? nil : id))
      }
      return .success((next, nil))
    case .expand(let id), .collapse(let id):
      guard let index = rowIndex[id] else { return .failure(RefusalBox(.unknownName)) }
      guard isExpandable(index) else { return .failure(RefusalBox(.notExpandable)) }
      let wanted: Bool = if case .expand = event { true } else { false }
      if state.expanded[id] != wanted { setExpanded(index, to: wanted, in: &next) }
      return .success((next, nil))
    case .set(let name, let value):
      guard let slot = slotIndex[name] else {
        return .failure(RefusalBox(rowIndex[name] != nil ? .noValue : .unknownName))
      }
      guard slots[slot].accepts(value) else { return .failure(RefusalBox(.invalidValue)) }
      next.values[name] = value
      return .success((next, state.values[name] == value ? nil : name))
    case .search(let query):
      next.query = query
      return .success((next, nil))
    case .append, .insert, .remove, .move, .replace:
      return applyListEvent(event, to: state)
    case .edit, .submit, .resetValidation:
      // Validation events change what is touched, which this model does not follow: the
      // generator does not emit them (ValidationEngineTests and ValidationPropertyTests do).
      return .failure(RefusalBox(.unknownName))
    }
  }

  /// Sets a flag; in an accordion section, a row becoming expanded collapses every other
  /// expanded row of the section that is not its ancestor.
  private func setExpanded(_ index: Int, to expanded: Bool, in state: inout ModelState) {
    let row = rows[index]
    state.expanded[row.id] = expanded
    guard expanded, sections[row.section].accordion else { return }
    for (other, candidate) in rows.enumerated()
    where candidate.section == row.section && other != index && !isAncestor(other, of: index) {
      state.expanded[candidate.id] = false
    }
  }

  /// The update the README specifies between the tables of two states, given the value slot that
  /// changed and, for a selection, its values before and after.
  func expectedUpdate(
    from old: FormTable, to new: FormTable, changedValue: String?, before: ModelState, after: ModelState
  ) -> FormUpdate {
    // A section is its id, or (list, group) for a grouped list's section.
    struct Identity: Hashable {
      var id: String
      var group: FormValue?
    }
    let oldIDs = old.sections.map { Identity(id: $0.id, group: $0.group) }
    let newIDs = new.sections.map { Identity(id: $0.id, group: $0.group) }
    var deletedSections: [Int] = [], insertedSections: [Int] = []
    var deletedRows: [RowPosition] = [], insertedRows: [RowPosition] = [], reloadedRows: [RowPosition] = []
    for (index, id) in oldIDs.enumerated() where !newIDs.contains(id) { deletedSections.append(index) }
    for (index, id) in newIDs.enumerated() where !oldIDs.contains(id) { insertedSections.append(index) }
    // Rows whose content changed: the row holding the changed value and its parent (a summary row).
    var changedRows: Set<String> = []
    if let name = changedValue, let slot = slotIndex[name], let rowID = slots[slot].row, let index = rowIndex[rowID] {
      changedRows.insert(rowID)
      if rows[index].parent >= 0 { changedRows.insert(rows[rows[index].parent].id) }
    }
    // Summary rows whose valued children's conditions changed.
    let holdBefore = rowConditionsHold(before), holdAfter = rowConditionsHold(after)
    for (index, row) in rows.enumerated()
    where row.parent >= 0 && row.hasValue && holdBefore[index] != holdAfter[index] {
      changedRows.insert(rows[row.parent].id)
    }
    // Labels whose detail shows the changed value.
    if let name = changedValue {
      for row in rows where row.detailReads.contains(name) { changedRows.insert(row.id) }
    }
    // A selection: every choice whose selected state changed.
    if let name = changedValue, sections.contains(where: { $0.id == name && $0.select != nil }) {
      changedRows.formUnion(before.selectedIDs(of: name).symmetricDifference(after.selectedIDs(of: name)))
    }
    for (oldIndex, section) in old.sections.enumerated() {
      guard let newIndex = newIDs.firstIndex(of: Identity(id: section.id, group: section.group)) else { continue }
      let newRows = new.sections[newIndex].rows
      for (row, id) in section.rows.enumerated() {
        if !newRows.contains(id) {
          deletedRows.append(RowPosition(section: oldIndex, row: row))
        } else if changedRows.contains(id) {
          reloadedRows.append(RowPosition(section: oldIndex, row: row))
        }
      }
      for (row, id) in newRows.enumerated() where !section.rows.contains(id) {
        insertedRows.append(RowPosition(section: newIndex, row: row))
      }
    }
    return FormUpdate(
      deletedSectionIndexes: deletedSections, insertedSectionIndexes: insertedSections,
      deletedRowPositions: RowPositions(deletedRows.sorted()),
      insertedRowPositions: RowPositions(insertedRows.sorted()),
      reloadedRowPositions: RowPositions(reloadedRows.sorted()))
  }
}

/// A refusal as an `Error`, so it fits in a `Result`.
struct RefusalBox: Error, Sendable {
  var refusal: ModelRefusal
  init(_ refusal: ModelRefusal) { self.refusal = refusal }
}

// MARK: - Building shapes

extension FormShape {
  /// The shape a generated spec describes, with tables computed by evaluating its conditions here.
  init(spec: GeneratedSpec) {
    let flat = spec.flatRows
    var rows: [Row] = []
    for (index, entry) in flat.enumerated() {
      rows.append(
        Row(
          id: entry.row.id, kind: entry.row.kind, section: entry.section, parent: entry.parent, subtreeEnd: index + 1,
          initiallyExpanded: entry.row.isExpandable && entry.row.expanded == true,
          hasValue: entry.row.kind.valueType != nil,
          searchTexts: [entry.row.title ?? entry.row.id] + entry.row.keywords, detailReads: entry.row.detailReads))
    }
    // Descendants follow their ancestor contiguously: a subtree ends at the first row outside it.
    for index in rows.indices {
      var end = index + 1
      while end < rows.count, Self.descends(end, from: index, rows) { end += 1 }
      rows[index].subtreeEnd = end
    }
    var slots: [ModelValueSlot] = []
    for entry in flat {
      let row = entry.row
      guard let type = row.kind.valueType else { continue }
      let initial =
        row.defaultValue
        ?? Self.implicitDefault(type, options: nil, min: row.min, max: row.max, precision: row.slotPrecision)
      slots.append(
        ModelValueSlot(
          name: row.id, type: type, options: row.options, min: row.min, max: row.max, initial: initial, row: row.id,
          precision: row.slotPrecision))
    }
    for variable in spec.state {
      let initial =
        variable.defaultValue ?? Self.implicitDefault(variable.type, options: variable.values, min: nil, max: nil)
      slots.append(
        ModelValueSlot(name: variable.name, type: variable.type, options: variable.values, initial: initial, row: nil))
    }
    for section in spec.sections {
      guard let select = section.select else { continue }
      let type: ValueType = select == .single ? .option : .set
      slots.append(
        ModelValueSlot(
          name: section.id, type: type, options: section.rows.map(\.id),
          initial: section.selectionDefault ?? (select == .single ? .null : .set([])), row: nil))
    }
    let sections = spec.sections.map { Section(id: $0.id, accordion: $0.accordion == true, select: $0.select) }
    let sectionConditions = spec.sections.map(\.visible)
    let rowConditions = flat.map(\.row.visible)
    let frozenRows = rows
    let lists = spec.lists.map(ListShape.init)
    self.init(
      rows: rows, sections: sections, slots: slots, lists: lists,
      rowConditionsHold: { state in rowConditions.map { Self.holds($0, state) } }
    ) { state in
      Self.table(
        rows: frozenRows, sections: sections, sectionConditions: sectionConditions, rowConditions: rowConditions,
        lists: lists, state: state)
    }
  }

  private static func descends(_ row: Int, from ancestor: Int, _ rows: [Row]) -> Bool {
    var current = rows[row].parent
    while current >= 0 {
      if current == ancestor { return true }
      current = rows[current].parent
    }
    return false
  }

  /// The README's visibility rules, evaluated with the model's own conditions.
  private static func table(
    rows: [Row], sections: [Section], sectionConditions: [GeneratedVisibility?], rowConditions: [GeneratedVisibility?],
    lists: [ListShape] = [], state: ModelState
  ) -> FormTable {
    func holds(_ visibility: GeneratedVisibility?) -> Bool {
      switch visibility {
      case nil: true
      case .constant(let flag)?: flag
      case .condition(let condition)?: condition.holds(state)
      }
    }
    let passes = searchPasses(rows: rows, query: state.query)
    var inSection = [Bool](repeating: false, count: rows.count)
    var shownRows = [[String]](repeating: [], count: sections.count)
    for (index, row) in rows.enumerated() {
      let parentAllows = row.parent < 0 || (inSection[row.parent] && state.expanded[rows[row.parent].id] == true)
      inSection[index] = parentAllows && passes[index] && holds(rowConditions[index])
      if inSection[index] { shownRows[row.section].append(row.id) }
    }
    var table: [FormTable.Section] = []
    for (index, section) in sections.enumerated() {
      // List sections declared before this one.
      for list in lists where list.position == index { table += list.tableSections(in: state) }
      guard !shownRows[index].isEmpty && holds(sectionConditions[index]) else { continue }
      table.append(FormTable.Section(id: section.id, rows: shownRows[index]))
    }
    for list in lists where list.position >= sections.count { table += list.tableSections(in: state) }
    return FormTable(sections: table)
  }

  /// By the README's search rule, whether each row passes `query`: its own texts contain it
  /// (ignoring case and diacritics) or a descendant's do. Matched with Foundation's
  /// `range(of:options:)`, not with the engine's folding.
  static func searchPasses(rows: [Row], query: String) -> [Bool] {
    guard !query.isEmpty else { return [Bool](repeating: true, count: rows.count) }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
    // Full case folding turns ß into ss (so "strasse" finds "Straße"); range(of:) does not.
    func folded(_ text: String) -> String { text.replacingOccurrences(of: "ß", with: "ss") }
    let query = folded(query)
    return rows.indices.map { index in
      rows[index..<rows[index].subtreeEnd].contains { row in
        row.searchTexts.contains { folded($0).range(of: query, options: options) != nil }
      }
    }
  }

  /// The README's starting values: false, 0 moved into min…max, "" or the first enumerated value, null, [].
  static func implicitDefault(
    _ type: ValueType, options: [String]?, min: Int?, max: Int?, precision: Int? = nil
  ) -> FormValue {
    switch type {
    case .bool: .bool(false)
    case .int: .int(Swift.max(min ?? .min, Swift.min(max ?? .max, 0)))
    case .decimal:
      ModelDecimals.formValue(units: Swift.max(min ?? .min, Swift.min(max ?? .max, 0)), scale: precision ?? 2)
    case .string: .string(options?.first ?? "")
    case .option, .date: .null
    case .set: .set([])
    }
  }

  /// The shape of a compiled form, with tables computed by ``FormTable/init(form:state:)``: for
  /// hand-written regression cases, where there is no generated model to evaluate.
  init(compiled form: CompiledForm) {
    var rows: [Row] = []
    for slot in 0..<form.rows.count {
      rows.append(
        Row(
          id: form.rows.id[slot], kind: form.rows.kind[slot], section: form.rows.section[slot],
          parent: form.rows.parent[slot], subtreeEnd: form.rows.subtreeEnd[slot],
          initiallyExpanded: form.rows.expanded[slot], hasValue: form.rows.value[slot] >= 0,
          searchTexts: [form.rows.title[slot] ?? form.rows.id[slot]] + form.rows.keywords[slot],
          detailReads: form.presentation.row.firstIndex(of: slot).flatMap { form.presentation.detail[$0] }
            .flatMap { try? DetailTemplate(parsing: $0).names } ?? []))
    }
    let slots = form.values.map { slot in
      ModelValueSlot(
        name: slot.name, type: slot.type, options: slot.options, min: slot.min, max: slot.max, initial: slot.initial,
        row: slot.row.map { form.rows.id[$0] })
    }
    let sections = (0..<form.sections.count).map {
      Section(
        id: form.sections.id[$0], accordion: form.sections.accordion[$0],
        select: form.sections.select[$0] < 0
          ? nil : (form.values[form.sections.select[$0]].type == .set ? .multiple : .single))
    }
    let staticRows = 0..<form.listLayout.firstTemplateRow
    self.init(
      rows: rows, sections: sections, slots: slots,
      rowConditionsHold: { state in
        let engineState = FormState(form: form, model: state)
        return (0..<form.rows.count).map { slot in
          let condition = form.rows.visible[slot]
          return !staticRows.contains(slot) || condition < 0
            || form.conditions[condition].evaluate(values: engineState.values, expanded: engineState.expanded)
        }
      }
    ) { state in
      FormTable(form: form, state: FormState(form: form, model: state), query: state.query)
    }
  }
}

extension FormState {
  /// The engine state holding a model state's values and flags.
  init(form: CompiledForm, model: ModelState) {
    self.init(initialStateOf: form)
    // Template slots and rows keep the form's own (the defaults); count slots count the items.
    for (index, slot) in form.values.enumerated() where form.listLayout.listOfValue[index] < 0 {
      values[index] = model.values[slot.name] ?? .null
    }
    for slot in 0..<form.listLayout.firstTemplateRow {
      expanded[slot] = model.expanded[form.rows.id[slot]] ?? false
      touched[slot] = model.touchedRows.contains(form.rows.id[slot])
    }
    for section in 0..<form.sections.count {
      touchedSections[section] = model.touchedSections.contains(form.sections.id[section])
    }
    for list in 0..<form.lists.countOfLists {
      guard let modelList = model.lists[form.lists.id[list]] else { continue }
      let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
      let template = form.lists.firstRow[list]..<form.lists.endRow[list]
      let items = modelList.items.map { item in
        ListItem(
          key: item.key, values: fields.map { item.values[form.values[$0].name] ?? .null },
          expanded: template.map { item.expanded[form.rows.id[$0]] ?? false },
          touched: template.reduce(0) { bits, slot in
            item.touched.contains(form.rows.id[slot]) ? bits | 1 << UInt64(slot - template.lowerBound) : bits
          })
      }
      // The engine keeps, of the keys ever used, the sequence numbers it has not passed yet.
      let reserved = Set(
        modelList.everUsed.compactMap { key -> Int? in
          guard let first = key.utf8.first, first != UInt8(ascii: "0"), key.utf8.count <= 18,
            let number = Int(key), String(number) == key, number >= modelList.counter
          else { return nil }
          return number
        })
      lists[list] = ListState(items: ListItems(items), nextKey: modelList.counter, reservedKeys: reserved)
      values[form.lists.count[list]] = .int(items.count)
    }
  }
}
