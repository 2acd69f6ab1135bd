import FormDiagnostics
import FormRuntime

/// Lowers a checked spec to the compiled form: the row map (every row's slot, section,
/// parent, subtree and condition), the value slots, the condition code and, derived from
/// those, the transition plans.
enum FormLowering {
  /// - Complexity: O(n + c) for n rows and c condition tokens.
  static func lower(_ checked: CheckedForm) -> (CompiledForm, FormSourceMap) {
    var sourceMap = FormSourceMap()
    let spec = checked.spec
    let entries = checked.layout.entries

    // Value slots in full-layout order (each select section's selection where its section
    // starts, then the values of its rows), then the state variables.
    var values: [ValueSlot] = []
    values.reserveCapacity(entries.count + spec.sections.count + spec.state.count)
    var selectionSlots: [Int: Int] = [:]
    var rows = RowTable()
    // Every column has its final length from the start: growing one copies it, retaining every string in it again.
    rows.reserveCapacity(entries.count)
    sourceMap.rows.reserveCapacity(entries.count)
    sourceMap.rowExpands.reserveCapacity(entries.count)
    // The rows' conditions, compiled once every value has its slot. Everything else about a row is read in this one
    // pass: each pass brings every row back into the cache, and a form of thousands of rows does not stay there.
    var rowConditions: [ConditionSpec?] = []
    rowConditions.reserveCapacity(entries.count)
    for (slot, entry) in entries.enumerated() {
      let row = entry.row
      rows.id.append(row.id.value)
      sourceMap.rows.append(row.id.location)
      sourceMap.rowExpands.append(row.expandsLocation)
      rows.kind.append(row.kind.value)
      rows.title.append(row.title?.value)
      rows.section.append(entry.section)
      rows.parent.append(entry.parent)
      rows.subtreeEnd.append(entry.subtreeEnd)
      rows.expanded.append(row.isExpandable && row.expanded?.value == true)
      rows.keywords.append(row.keywords?.map(\.value) ?? [])
      rowConditions.append(row.visible)
      if slot == checked.layout.sectionStarts[entry.section], let mode = spec.sections[entry.section].select?.value,
        let initial = checked.selectionInitialValues[entry.section]
      {
        let section = spec.sections[entry.section]
        selectionSlots[entry.section] = values.count
        values.append(
          ValueSlot(
            name: section.id.value, type: mode.valueType, row: nil, section: entry.section, initial: initial,
            options: section.rows.map(\.id.value)))
      }
      guard let type = row.kind.value.valueType, let initial = checked.rowInitialValues[slot] else {
        rows.value.append(-1)
        continue
      }
      rows.value.append(values.count)
      values.append(
        ValueSlot(
          name: row.id.value, type: type, row: slot, initial: initial, options: row.options?.map(\.value),
          min: row.min?.value, max: row.max?.value))
    }
    let firstStateSlot = values.count
    for (variable, initial) in zip(spec.state, checked.stateInitialValues) {
      values.append(
        ValueSlot(
          name: variable.name.value, type: variable.type.value, row: nil, initial: initial,
          options: variable.values?.map(\.value)))
    }

    let lowering = ConditionLowering(
      declarations: checked.declarations, rowValueSlots: rows.value, selectionSlots: selectionSlots,
      firstStateSlot: firstStateSlot)
    var conditions: [ConditionProgram] = []
    // Rows and sections with the same condition share one program, so the engine evaluates it
    // once per event for all of them. The source map keeps every place it is written. Programs are
    // found by their source: in one form, the same text compiles to the same code, and hashing
    // the text costs less than hashing the code too.
    var conditionIndex: [String: Int] = [:]
    /// The index of the program of `source`, made by `code` the first time the text is seen.
    func add(_ source: String, at location: SourceLocation, code: () -> [ConditionInstruction]) -> Int {
      if let index = conditionIndex[source] {
        sourceMap.conditions[index].append(location)
        return index
      }
      conditions.append(ConditionProgram(source: source, code: code()))
      sourceMap.conditions.append([location])
      conditionIndex[source] = conditions.count - 1
      return conditions.count - 1
    }
    func compile(_ condition: ConditionSpec?) -> Int {
      switch condition {
      case nil:
        return -1
      case .constant(let flag)?:
        guard !flag.value else { return -1 }
        return add("false", at: flag.location) { [.constant(.bool(false))] }
      case .expression(let source, let expression, let node)?:
        return add(source, at: node.location) {
          var code: [ConditionInstruction] = []
          lowering.lower(expression, into: &code)
          return code
        }
      }
    }

    var sections = SectionTable()
    for (index, section) in spec.sections.enumerated() {
      sections.id.append(section.id.value)
      sourceMap.sections.append(section.id.location)
      sourceMap.sectionAccordions.append(section.accordion?.location)
      sections.header.append(section.header?.value)
      sections.footer.append(section.footer?.value)
      sections.visible.append(compile(section.visible))
      sections.accordion.append(section.accordion?.value ?? false)
      sections.select.append(selectionSlots[index] ?? -1)
      sections.indexTitle.append(section.indexTitle?.value ?? defaultIndexTitle(header: section.header?.value))
      sections.firstRow.append(checked.layout.sectionStarts[index])
      sections.endRow.append(checked.layout.sectionEnds[index])
    }
    rows.visible = rowConditions.map { compile($0) }
    let form = CompiledForm(
      name: spec.name.value, title: spec.title?.value, sections: sections, rows: rows, values: values,
      conditions: conditions)
    return (form, sourceMap)
  }

  /// A section's index title when the spec gives none: the first character of its header that
  /// is not white space, upper-cased; nil without a header.
  static func defaultIndexTitle(header: String?) -> String? {
    header?.first { !$0.isWhitespace }.map { String($0).uppercased() }
  }
}
