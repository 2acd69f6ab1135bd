import FormDiagnostics
import FormRuntimeCore

/// Lowers a resolved form to the compiled form: the row map (every row's slot, section,
/// parent, subtree and condition), the value slots, the condition code and, derived from
/// those, the transition plans. Every name is already bound to its slot; nothing is looked up here.
enum FormLowering {
  /// - Complexity: O(n + c) for n rows and c condition tokens.
  static func lower(_ resolved: ResolvedForm) -> (CompiledForm, FormSourceMap) {
    var sourceMap = FormSourceMap()
    let spec = resolved.spec
    let entries = resolved.layout.entries

    var values: [ValueSlot] = []
    values.reserveCapacity(resolved.valueCount)
    var rows = RowTable()
    // Every column has its final length from the start: growing one copies it, retaining every string in it again.
    rows.reserveCapacity(entries.count)
    sourceMap.rows.reserveCapacity(entries.count)
    sourceMap.rowExpands.reserveCapacity(entries.count)
    sourceMap.rowConditions.reserveCapacity(entries.count)
    sourceMap.rowEnabled.reserveCapacity(entries.count)
    sourceMap.rowKeys.reserveCapacity(entries.count)
    sourceMap.form = spec.name.location
    sourceMap.formKey = spec.key?.location
    var keys = LocalizationKeyTable(form: spec.key?.value)
    var rowKeys: [String?] = []
    rowKeys.reserveCapacity(entries.count)
    // Everything about a row is read in this one pass: each pass brings every row back into the cache, and a form
    // of thousands of rows does not stay there. Static rows first, then the state variables' values, then each
    // list's template rows with their fields' values and its count.
    let firstTableSections = resolved.firstTableSections
    func lowerRow(_ slot: Int) {
      let entry = entries[slot]
      let row = entry.row
      rows.id.append(row.id.value)
      sourceMap.rows.append(row.id.location)
      sourceMap.rowExpands.append(row.expandsLocation)
      sourceMap.rowConditions.append(row.visible?.location)
      sourceMap.rowEnabled.append(row.enabled?.location)
      sourceMap.rowKeys.append(row.key?.location)
      rowKeys.append(row.key?.value)
      rows.kind.append(row.kind.value)
      rows.title.append(row.title?.value)
      rows.section.append(firstTableSections[entry.section])
      rows.parent.append(entry.parent)
      rows.subtreeEnd.append(entry.subtreeEnd)
      rows.expanded.append(row.isExpandable && row.expanded?.value == true)
      rows.keywords.append(row.keywords?.map(\.value) ?? [])
      // A selection's slot comes where its section starts, before the values of its rows.
      if slot == resolved.layout.sectionStarts[entry.section], resolved.selectionSlots[entry.section] >= 0,
        let mode = spec.sections[entry.section].select?.value,
        let initial = resolved.selectionInitialValues[entry.section]
      {
        let section = spec.sections[entry.section]
        values.append(
          ValueSlot(
            name: section.id.value, type: mode.valueType, row: nil, section: firstTableSections[entry.section],
            initial: initial, options: section.rows.map(\.id.value)))
      }
      let valueSlot = resolved.rowValueSlots[slot]
      rows.value.append(valueSlot)
      guard valueSlot >= 0, let type = row.kind.value.valueType, let initial = resolved.rowInitialValues[slot] else {
        return
      }
      values.append(
        ValueSlot(
          name: row.id.value, type: type, row: slot, initial: initial, options: row.options?.map(\.value),
          min: row.slotBounds.min, max: row.slotBounds.max, optionTitles: row.shownOptionTitles,
          precision: row.slotPrecision))
    }
    for slot in 0..<resolved.layout.firstTemplateRow { lowerRow(slot) }
    for (variable, initial) in zip(spec.state, resolved.stateInitialValues) {
      values.append(
        ValueSlot(
          name: variable.name.value, type: variable.type.value, row: nil, initial: initial,
          options: variable.values?.map(\.value)))
    }
    var lists = ListTable()
    for list in resolved.lists {
      for slot in list.layout.templateStart..<list.layout.templateEnd { lowerRow(slot) }
      let name = spec.sections[list.layout.section].id.value
      values.append(
        ValueSlot(
          name: "\(name).count", type: .int, row: nil, initial: .int(list.defaults.count), min: 0))
      let firstSection = firstTableSections[list.layout.section]
      lists.id.append(name)
      lists.firstSection.append(firstSection)
      lists.endSection.append(firstSection + list.tableSectionCount)
      lists.firstRow.append(list.layout.templateStart)
      lists.endRow.append(list.layout.templateEnd)
      lists.firstValue.append(list.firstValue)
      lists.endValue.append(list.endValue)
      lists.count.append(list.countSlot)
      lists.min.append(list.min)
      lists.max.append(list.max)
      lists.reorder.append(list.reorder)
      lists.addRow.append(list.layout.addRow)
      lists.groupBy.append(list.groupBy)
      lists.sortBy.append(list.sortBy)
      lists.defaults.append(list.defaults)
    }

    // Rows and sections with the same condition share one program, so the engine evaluates it once per event for
    // all of them; the source map keeps every place it is written.
    var conditions: [ConditionProgram] = []
    conditions.reserveCapacity(resolved.conditions.count)
    for condition in resolved.conditions {
      var code: [ConditionInstruction] = []
      ConditionLowering.lower(condition.bound, tableSections: firstTableSections, into: &code)
      conditions.append(ConditionProgram(source: condition.source, code: code))
      sourceMap.conditions.append(condition.locations)
    }

    var sections = SectionTable()
    var sectionKeys: [String?] = []
    for (index, section) in spec.sections.enumerated() {
      let list = resolved.layout.listOfSection[index]
      // A grouped list has one table section per group, each headed by its option's title or its letter.
      let headers: [String?] =
        if list >= 0, resolved.lists[list].groupBy >= 0 {
          resolved.lists[list].groupHeaders
        } else {
          [section.header?.value]
        }
      // Letter groups are what the section index is for: each letter is its index title.
      let indexesLetters = list >= 0 && resolved.lists[list].groupsByInitialLetter
      for header in headers {
        sections.id.append(section.id.value)
        sourceMap.sections.append(section.id.location)
        sourceMap.sectionAccordions.append(section.accordion?.location)
        sourceMap.sectionConditions.append(section.visible?.location)
        sourceMap.sectionKeys.append(section.key?.location)
        sectionKeys.append(section.key?.value)
        sections.header.append(header)
        sections.footer.append(section.footer?.value)
        sections.visible.append(resolved.sectionConditions[index])
        sections.accordion.append(list < 0 && section.accordion?.value ?? false)
        sections.select.append(resolved.selectionSlots[index])
        sections.indexTitle.append(
          indexesLetters
            ? header
            : section.indexTitle?.value ?? (spec.index?.value == true ? defaultIndexTitle(header: header) : nil))
        sections.firstRow.append(resolved.layout.sectionStarts[index])
        sections.endRow.append(resolved.layout.sectionEnds[index])
      }
    }
    rows.visible = resolved.rowConditions
    rows.enabled = resolved.rowEnabledConditions
    let rules = lowerRules(resolved, sourceMap: &sourceMap)
    // The columns are left empty when no row, or no section, has a `key:`: most forms have none.
    if rowKeys.contains(where: { $0 != nil }) { keys.rows = rowKeys }
    if sectionKeys.contains(where: { $0 != nil }) { keys.sections = sectionKeys }
    let form = CompiledForm(
      name: spec.name.value, title: spec.title?.value, sections: sections, rows: rows, values: values,
      conditions: conditions, lists: lists, rules: rules, presentation: lowerPresentation(entries),
      localizationKeys: keys)
    return (form, sourceMap)
  }

  /// The presentation table: one entry per row with a presentation key, in slot order.
  /// - Complexity: O(n) for n rows.
  static func lowerPresentation(_ entries: [FullLayout.Entry]) -> PresentationTable {
    var table = PresentationTable()
    for (slot, entry) in entries.enumerated() where entry.row.hasPresentationKeys {
      let presentation = entry.row.presentation
      table.row.append(slot)
      table.subtitle.append(presentation.subtitle?.value)
      table.placeholder.append(presentation.placeholder?.value)
      table.secure.append(presentation.secure?.value ?? false)
      table.keyboard.append(presentation.keyboard?.value)
      table.detail.append(presentation.detail?.value)
      table.style.append(presentation.style?.value)
    }
    return table
  }

  /// The rule table: each row's rules in slot order, then each select section's, each target's in ``RuleKind``
  /// order, with its final message (the spec's `message`, or the rule's default from ``DefaultRuleMessages``) and
  /// the program of its pattern or format.
  /// - Complexity: O(n + r) for n rows and sections and r rules.
  static func lowerRules(_ resolved: ResolvedForm, sourceMap: inout FormSourceMap) -> RuleTable {
    var table = RuleTable()
    func append(_ rules: ResolvedRules, row: Int, section: Int) {
      for rule in rules.rules {
        table.append(
          row: row, section: section, kind: rule.kind, argument: rule.argument, condition: rule.condition,
          message: rules.message ?? DefaultRuleMessages.message(for: rule.kind, argument: rule.argument))
        sourceMap.rules.append(rule.location)
      }
    }
    for (slot, rules) in resolved.rowRules.enumerated() { append(rules, row: slot, section: -1) }
    for (section, rules) in resolved.sectionRules.enumerated() {
      append(rules, row: -1, section: resolved.firstTableSections[section])
    }
    return table
  }

  /// A section's index title in a form with `index: true` when the spec gives none: the first
  /// character of its header that is not white space, upper-cased; nil without a header.
  static func defaultIndexTitle(header: String?) -> String? {
    header?.first { !$0.isWhitespace }.map { String($0).uppercased() }
  }
}
