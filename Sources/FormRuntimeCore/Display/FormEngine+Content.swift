/// The display model: what each shown row and section displays (docs/display-model.md).
extension FormEngine {
  /// What row `id` displays (`LIST[KEY].ROW` for a list item's row), shown or not; nil when the
  /// form has no such row.
  /// - Complexity: as ``row(_:)``, plus O(c) for an expandable row's c children (its summary).
  public func content(ofRow id: String, formatter: ValueTextFormatter = .iso) -> RowContent? {
    row(id).map { content(of: $0, formatter: formatter) }
  }

  /// What the row shown at `position` displays; nil when no row is shown there.
  /// - Complexity: as ``row(at:)``, plus the summary.
  public func content(at position: RowPosition, formatter: ValueTextFormatter = .iso) -> RowContent? {
    guard position.section >= 0, position.section < numberOfSections, position.row >= 0,
      position.row < numberOfRows(inSection: position.section)
    else { return nil }
    return row(at: position).map { content(of: $0, formatter: formatter) }
  }

  /// What the section shown at `index` displays; nil when no section is shown there.
  /// - Complexity: O(l) for a list's section among l lists (its group), else O(1).
  public func sectionContent(at index: Int) -> SectionContent? {
    guard let section = core.declaredSection(atShownIndex: index) else { return nil }
    let form = self.form
    let id = form.sections.id[section]
    var content = SectionContent(
      identifier: SectionIdentifier(id: id), header: form.sections.header[section],
      footer: form.sections.footer[section], error: core.error(ofSection: section),
      indexTitle: form.sections.indexTitle[section])
    let selection = form.sections.select[section]
    if form.values.indices.contains(selection) {
      content.selection = form.values[selection].type == .set ? .multiple : .single
    }
    let list = form.listLayout.listOfSection[section]
    if list >= 0 {
      content.list = form.lists.id[list]
      content.identifier.group = form.group(ofSection: section)
    }
    return content
  }

  /// The list item whose row is shown at `position`: its list, index in the list, and key; nil
  /// for a row of no item. What a table's swipe-to-delete and drag-to-reorder name.
  /// - Complexity: O(log c + b) for a list of c chunks of at most b items (``ListItems``).
  public func listItem(at position: RowPosition) -> (list: String, index: Int, key: String)? {
    guard let item = core.itemRow(at: position) else { return nil }
    let key = state.lists[item.list].items[item.index].key
    return (form.lists.id[item.list], item.index, key)
  }

  /// The content of `row`, looked up by the public lookups.
  private func content(of row: FormRow, formatter: ValueTextFormatter) -> RowContent {
    let form = self.form
    let slot = templateSlot(of: row)
    let valueSlot = slot.map { form.rows.value[$0] } ?? -1
    let bounds = valueSlot >= 0 ? form.values[valueSlot] : nil
    var content = RowContent(
      id: row.id, kind: row.kind, control: Self.control(of: row), title: row.title ?? row.item?.row ?? row.id,
      subtitle: row.subtitle, value: row.value,
      valueText: row.kind == .label ? row.detail : Self.text(of: row, slot: bounds, formatter: formatter),
      options: zip(row.options ?? [], row.optionTitles ?? row.options ?? []).map { RowOption(value: $0, title: $1) },
      placeholder: row.placeholder, keyboard: row.keyboard, isSecure: row.isSecure,
      isEnabled: row.isEnabled, error: row.error)
    if let slot, row.item == nil, row.parentID == nil,
      form.values.indices.contains(form.sections.select[form.rows.section[slot]])
    {
      content.control = .checkmark
    }
    if content.control == .datePicker { content.datePickerStyle = row.style ?? .compact }
    if let bounds, row.kind == .number {
      content.minimum = bounds.min.map { .int($0) }
      content.maximum = bounds.max.map { .int($0) }
    } else if let bounds, row.kind == .decimal {
      content.minimum = bounds.decimalMin.map { .decimal($0) }
      content.maximum = bounds.decimalMax.map { .decimal($0) }
      content.precision = bounds.precision
    }
    if row.isExpandable {
      content.accessory = row.isExpanded ? .expanded : .collapsed
      // A list item's row has no summary: the engine keeps no condition flags of an item's hidden rows.
      if let slot, row.item == nil { content.summary = summary(ofSlot: slot, formatter: formatter) }
    } else if content.control == .checkmark {
      content.accessory = isSelected(row.id) ? .checkmark : .none
    } else if content.control == .disclosure {
      content.accessory = .disclosure
    }
    if let item = row.item, let list = core.list(named: item.list) {
      content.canDelete = true
      content.canMove = form.lists.reorder[list]
    }
    return content
  }

  /// The control of `row`: its kind's, in its style; a choice of a select section is a checkmark.
  private static func control(of row: FormRow) -> RowControl {
    switch row.kind {
    case .label: .label
    case .button: .button
    case .text: .textField
    case .toggle: .switch
    case .number: row.style == .stepper ? .stepper : .numberField
    case .decimal: .decimalField
    case .choice:
      switch row.style {
      case .inline: .inlinePicker
      case .segmented: .segmented
      case .wheel: .wheel
      default: .menu
      }
    case .picker: .wheel
    case .multichoice: .disclosure
    case .date: .datePicker
    }
  }

  /// The row's value as text, nil for null and empty values.
  private static func text(of row: FormRow, slot: ValueSlot?, formatter: ValueTextFormatter) -> String? {
    switch row.value {
    case nil, .null?: return nil
    case .bool(let on)?: return on ? "On" : "Off"
    case .int(let number)?: return formatter.integer(number)
    case .decimal(let number)?: return formatter.decimal(number, slot?.precision ?? 0)
    case .string(let text)?:
      if text.isEmpty { return nil }
      if row.kind == .date { return formatter.date(text) }
      if row.kind == .choice || row.kind == .picker { return row.title(ofOption: text) }
      return text
    case .set(let members)?:
      // In the options' order, by title.
      let chosen = (row.options ?? []).filter { members.contains($0) }.map { row.title(ofOption: $0) }
      return chosen.isEmpty ? nil : chosen.joined(separator: ", ")
    }
  }

  /// The value texts of the direct children of static row `slot` whose own condition holds,
  /// joined.
  private func summary(ofSlot slot: Int, formatter: ValueTextFormatter) -> String? {
    let form = self.form
    var texts: [String] = []
    var child = slot + 1
    while child < form.rows.subtreeEnd[slot] {
      defer { child = form.rows.subtreeEnd[child] }
      guard form.rows.value[child] >= 0, core.rowConditionHolds[child], let childRow = self.row(form.rows.id[child]),
        let text = Self.text(of: childRow, slot: form.values[form.rows.value[child]], formatter: formatter)
      else { continue }
      texts.append(text)
    }
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// The slot of a static row, or of the template row of an item's row (template rows' ids are
  /// in the form's id table too). - Complexity: O(length of the id) expected.
  private func templateSlot(of row: FormRow) -> Int? { core.slot(ofRow: row.item?.row ?? row.id) }
}
