/// A shown or hidden row as the app displays it.
public struct FormRow: Hashable, Sendable {
  public var id: String
  public var kind: RowKind
  public var title: String?
  /// The row's value, or nil for kinds that hold none.
  public var value: FormValue?
  /// The allowed values of `choice`, `picker` and `multichoice` rows.
  public var options: [String]?
  /// Indexed like ``options``: the text to show for each option (its `title:` in the spec, or the
  /// value where it has none). Events, conditions and ``value`` use the values.
  public var optionTitles: [String]? = nil
  public var isExpandable: Bool
  public var isExpanded: Bool
  /// The id of the row this one expands from.
  public var parentID: String?
  /// For a row of a list item: the list, the item's key and the template row; `id` is then
  /// `LIST[KEY].ROW`.
  public var item: ItemRowName?
  /// Whether the row passes its rules, or they do not apply (it is not present, or disabled,
  /// or has none): what `ROW.isValid` reads.
  public var isValid = true
  /// Whether the row's `enabled` condition holds (true without one): show it greyed out and
  /// ignore taps while false.
  public var isEnabled = true
  /// What to show under the row: the message of its first failing rule, once the row is
  /// touched and while its rules apply; nil otherwise (an untouched form shows no red).
  public var error: String?
  /// Whether the user edited the row (or submitted the form) since the last `resetValidation`.
  public var isTouched = false
  /// Smaller text under the title (`subtitle:` in the spec).
  public var subtitle: String? = nil
  /// What the empty field shows (`placeholder:`; `text` and `number` rows).
  public var placeholder: String? = nil
  /// Whether the field hides what is typed (`secure: true`; `text` rows).
  public var isSecure = false
  /// The keyboard the field asks for (`keyboard:`; `text` rows), nil for the platform's default.
  public var keyboard: KeyboardType? = nil
  /// A label's right-hand text (`detail:`), with the values it names shown as they are now;
  /// the engine reloads the label when one of them changes.
  public var detail: String? = nil
  /// The control the spec asks for (`style:`; `choice`, `date` and `number` rows), or nil for
  /// the kind's default (``RowStyle/defaultStyle(of:)``).
  public var style: RowStyle? = nil
}

extension FormEngine {
  /// The number of shown sections. - Complexity: O(1).
  public var numberOfSections: Int { core.numberOfSections }

  /// The number of shown rows in shown section `section`, or 0 past the end.
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int { core.numberOfRows(inSection: section) }

  /// The id of shown section `index`. - Complexity: O(1).
  public func sectionID(at index: Int) -> String? { core.sectionID(at: index) }

  /// The index of a section among the shown ones, or nil when it is hidden or unknown.
  ///
  /// A grouped list has one table section per group, all with the list's id: for it, `id` names
  /// only the first group's section (the first option's), and gives nil while that group is
  /// empty, whatever the other groups show. ``sectionIndex(ofGroup:inList:)`` finds any group's.
  /// - Complexity: O(s) for s sections, a search by id; then O(1).
  public func sectionIndex(of id: String) -> Int? { core.sectionIndex(of: id) }

  /// Where row `id` is shown, as a compact position, or nil when it is hidden or unknown.
  /// (FormRuntime's `indexPath(ofRow:)` gives it as an `IndexPath`.)
  /// - Complexity: one hash lookup (O(1) expected), then as ``position(ofSlot:)``.
  public func position(ofRow id: String) -> RowPosition? { core.position(ofRow: id) }

  /// The slot (the row's index in ``CompiledForm/rows``) of the row shown at `position`, or nil
  /// when there is none; for a list item's row, its template row's slot. Generated code maps it
  /// to its `Row` case without comparing ids.
  /// - Complexity: O(1) when the section's rows span a few hundred slots, O(log n) otherwise.
  public func slot(at position: RowPosition) -> Int? { core.slot(at: position) }

  /// The id of the row shown at `position`, or nil when there is none.
  /// - Complexity: as ``slot(at:)``.
  public func rowID(at position: RowPosition) -> String? { core.rowID(at: position) }

  /// Where the row at `slot` is shown, or nil when it is hidden or there is no such slot.
  /// - Complexity: O(1): a few words of rank bits when its section starts within a few hundred
  ///   slots of it, two prefix counts otherwise. (O(log m) when m sections without rows start
  ///   among its 64-row word: see `section(ofSlot:)`.)
  public func position(ofSlot slot: Int) -> RowPosition? { core.position(ofSlot: slot) }

  /// The row `id`, shown or not, with its current value. - Complexity: O(1) plus copying its options.
  public func row(_ id: String) -> FormRow? { core.row(id) }

  /// The row shown at `position`. - Complexity: as ``slot(at:)``, plus copying its options.
  public func row(at position: RowPosition) -> FormRow? { core.row(at: position) }

  /// The current value of a row or state variable, or nil when nothing has that name.
  /// - Complexity: O(length of `name`) expected: one hash lookup.
  public func value(of name: String) -> FormValue? { core.value(of: name) }

  /// Whether row `id` is shown. - Complexity: O(length of `id`) expected: one hash lookup.
  public func isShown(_ id: String) -> Bool { core.isShown(id) }

  /// The shown table, as maintained by the engine. - Complexity: O(n).
  public var table: FormTable { core.table }
}

extension FormRow {
  /// The text to show for the current value of a `choice` or `picker` row: its option's title, or
  /// the value itself when it has none; nil for null and for the other kinds.
  /// - Complexity: O(o) for o options.
  public var valueTitle: String? {
    guard case .string(let value) = value, kind == .choice || kind == .picker else { return nil }
    return title(ofOption: value)
  }

  /// The text to show for option `value`: its title, or the value itself when it has none.
  /// - Complexity: O(o) for o options.
  public func title(ofOption value: String) -> String {
    ValueSlot.title(ofOption: value, options: options, titles: optionTitles)
  }
}

extension EngineCore {
  var numberOfSections: Int { sectionRanks.total }

  func numberOfRows(inSection section: Int) -> Int {
    guard let declared = declaredSection(atShownIndex: section) else { return 0 }
    return rowsInSection[declared]
  }

  func sectionID(at index: Int) -> String? {
    declaredSection(atShownIndex: index).map { form.sections.id[$0] }
  }

  func sectionIndex(of id: String) -> Int? {
    guard let section = form.sections.id.firstIndex(of: id), isSectionShown(section) else { return nil }
    return sectionRanks.prefixCount(section)
  }

  func position(ofRow id: String) -> RowPosition? {
    guard let slot = slot(ofRow: id) else {
      return ItemRowName(id).flatMap { itemRow(named: $0) }.flatMap { position(ofItem: $0) }
    }
    return shownPosition(ofSlot: slot)
  }

  func rowID(at position: RowPosition) -> String? {
    if let item = itemRow(at: position) {
      return row(ofItem: item.index, inList: item.list, slot: item.slot).id
    }
    return slot(at: position).map { form.rows.id[$0] }
  }

  func position(ofSlot slot: Int) -> RowPosition? {
    guard slot >= 0, slot < form.rows.count else { return nil }
    return shownPosition(ofSlot: slot)
  }

  func row(_ id: String) -> FormRow? {
    guard let slot = slot(ofRow: id) else {
      return ItemRowName(id).flatMap { itemRow(named: $0) }.map {
        row(ofItem: $0.index, inList: $0.list, slot: $0.slot)
      }
    }
    return row(atSlot: slot)
  }

  func row(at position: RowPosition) -> FormRow? {
    if let item = itemRow(at: position) { return row(ofItem: item.index, inList: item.list, slot: item.slot) }
    guard let slot = slot(at: position) else { return nil }
    return row(atSlot: slot)
  }

  private func row(atSlot slot: Int) -> FormRow {
    // `form.rows` read in place: a local copy would retain and release each of its columns.
    let valueSlot = form.rows.value[slot]
    let parent = form.rows.parent[slot]
    var row = FormRow(
      id: form.rows.id[slot], kind: form.rows.kind[slot], title: form.rows.title[slot],
      value: valueSlot >= 0 ? state.values[valueSlot] : nil,
      options: valueSlot >= 0 ? form.values[valueSlot].options : nil,
      optionTitles: valueSlot >= 0 ? form.values[valueSlot].shownOptions : nil,
      isExpandable: isExpandable(slot), isExpanded: state.expanded[slot],
      parentID: parent >= 0 ? form.rows.id[parent] : nil, item: nil,
      isValid: validation.failingRule(ofRow: slot) == nil, isEnabled: validation.isEnabled(slot),
      error: error(ofSlot: slot), isTouched: state.touched[slot])
    present(&row, slot: slot)
    return row
  }

  /// Fills in the presentation fields of `row`, built for template or static row `slot`, its
  /// detail showing the state's values. The row is changed in place and the form read in place:
  /// a method of the row that returned it changed would copy each of its fields, and one that
  /// took the form as an argument would copy the form out of the fields.
  /// - Complexity: O(log p) for p presentation entries, plus the length of the detail.
  func present(_ row: inout FormRow, slot: Int) {
    guard let entry = form.presentationLayout.entry(ofRow: slot) else { return }
    row.subtitle = form.presentation.subtitle[entry]
    row.placeholder = form.presentation.placeholder[entry]
    row.isSecure = form.presentation.secure[entry]
    row.keyboard = form.presentation.keyboard[entry]
    row.style = form.presentation.style[entry]
    row.detail = form.presentationLayout.detailText(ofEntry: entry, values: state.values, slots: form.values)
  }

  func value(of name: String) -> FormValue? {
    guard let slot = valueSlot(named: name) else {
      guard let name = ItemRowName(name), let item = itemRow(named: name) else { return nil }
      let valueSlot = form.rows.value[item.slot]
      guard valueSlot >= 0 else { return nil }
      return state.lists[item.list].items[item.index].values[valueSlot - form.lists.firstValue[item.list]]
    }
    return state.values[slot]
  }

  func isShown(_ id: String) -> Bool {
    guard let slot = slot(ofRow: id) else {
      return ItemRowName(id).flatMap { itemRow(named: $0) }.map { isShown(item: $0) } ?? false
    }
    return isShown(slot: slot)
  }

  var table: FormTable {
    var sections: [FormTable.Section] = []
    for section in 0..<form.sections.count where isSectionShown(section) {
      let slots = form.sections.firstRow[section]..<form.sections.endRow[section]
      var rows: [String] = []
      let list = form.listLayout.listOfSection[section]
      if list >= 0 { rows = itemRowNames(inSection: section, ofList: list) }
      for slot in slots where inSection[slot] { rows.append(form.rows.id[slot]) }
      sections.append(
        FormTable.Section(id: form.sections.id[section], group: form.group(ofSection: section), rows: rows))
    }
    return FormTable(sections: sections)
  }

  /// The names (`LIST[KEY].ROW`) of the item rows shown in `section`, in order. - Complexity: O(n).
  private func itemRowNames(inSection section: Int, ofList list: Int) -> [String] {
    var names: [String] = []
    let first = form.lists.firstRow[list]
    for entry in state.lists[list].items.entries where entry.section == section {
      var bits = entry.bits
      while bits != 0 {
        let row = bits.trailingZeroBitCount
        bits &= bits - 1
        names.append(
          ItemRowName(list: form.lists.id[list], key: entry.item.key, row: form.rows.id[first + row]).description)
      }
    }
    return names
  }

  // MARK: Slots and positions

  func declaredSection(atShownIndex index: Int) -> Int? {
    guard index >= 0, index < shownSections.count else { return nil }
    return Int(shownSections[index])
  }

  /// The shown sections of `ranks`, in order, with room for every section (so that events
  /// never allocate to move it). - Complexity: O(s) for s sections.
  static func shownSections(_ ranks: RankSelectBits) -> [UInt32] {
    var shown: [UInt32] = []
    shown.reserveCapacity(ranks.count)
    list(ranks, into: &shown)
    return shown
  }

  /// Replaces `list` with the shown sections of `ranks`, in order, in its own storage.
  /// - Complexity: O(s) for s sections.
  private static func list(_ ranks: RankSelectBits, into list: inout [UInt32]) {
    list.removeAll(keepingCapacity: true)
    // (A form with 2^32 sections would not fit in memory, so the conversion cannot truncate.)
    for section in 0..<ranks.count where ranks[section] { list.append(UInt32(truncatingIfNeeded: section)) }
  }

  /// Brings `shownSections` in line with `sectionRanks`, which `flipped` of `sections` (ascending)
  /// have just changed: in place when few flipped, each an insertion or removal at its index
  /// (the sections before it already done, so the index is its count in the new bits); listed
  /// again when more did.
  /// - Complexity: O(s) for s sections, with a memory move per flipped section when they are few.
  mutating func updateShownSections(_ sections: [SectionChange], flipped: Int) {
    guard flipped > 0 else { return }
    guard flipped <= Self.maxSectionFlipsInPlace else {
      Self.list(sectionRanks, into: &shownSections)
      return
    }
    for section in sections where section.wasShown != section.isShown {
      let index = sectionRanks.prefixCount(section.index)
      if section.isShown {
        shownSections.insert(UInt32(truncatingIfNeeded: section.index), at: index)
      } else {
        shownSections.remove(at: index)
      }
    }
  }

  /// Up to this many sections flipped in one event, `shownSections` is moved in place; beyond,
  /// listing them again costs less.
  static var maxSectionFlipsInPlace: Int { 8 }

  func slot(at position: RowPosition) -> Int? {
    guard let section = declaredSection(atShownIndex: position.section),
      position.row >= 0, position.row < rowsInSection[section]
    else { return nil }
    // A list section's item rows come first: their template rows' slots.
    let itemRows = itemRowsInSection[section]
    if position.row < itemRows { return itemRow(at: position).map({ $0.slot }) }
    return rowRanks.select(rank: position.row - itemRows, from: form.sections.firstRow[section])
  }

  /// The position of the row at `slot` (a valid slot) when it is shown, as by ``isShown(slot:)``
  /// then ``position(ofSlot:)``, finding its section once.
  func shownPosition(ofSlot slot: Int) -> RowPosition? {
    guard rowRanks[slot] else { return nil }
    let section = section(ofSlot: slot)
    guard sectionRanks[section] else { return nil }
    return position(ofSlot: slot, inSection: section)
  }

  /// The position of a row that is in its section, in the current counts.
  func position(ofSlot slot: Int) -> RowPosition {
    position(ofSlot: slot, inSection: section(ofSlot: slot))
  }

  /// The position of a row that is in `section`, its section, in the current counts.
  @inline(__always) func position(ofSlot slot: Int, inSection section: Int) -> RowPosition {
    RowPosition(
      section: sectionRanks.prefixCount(section),
      row: itemRowsInSection[section] + rowRanks.count(in: form.sections.firstRow[section]..<slot))
  }
}
