extension CompiledForm {
  /// Checks that the tables fit together, so the engine can index them without further checks.
  ///
  /// Checked: table columns of equal length; section row ranges contiguous and covering every
  /// slot; every parent link pointing backwards into the same section and nesting properly
  /// (which rules out cycles); condition, value and row indexes in range; ids unique; initial
  /// values of the right type; select sections whose slots offer exactly their plain label rows; condition code that
  /// balances its stack; rules that fit their rows and a validation that settles (``validateRules()``); presentation fields that fit their rows (``validatePresentation()``); `key:` overrides that are keys (``validateLocalizationKeys()``). (The transition plans are derived from the conditions, so they agree with them.)
  /// - Throws: ``CompiledFormError`` naming the first inconsistency.
  /// - Complexity: O(n + c) for n rows and c condition instructions.
  public func validate() throws(CompiledFormError) {
    try validateListLayout()
    try validateSections()
    try validateRows()
    try validateValues()
    try validateSelections()
    try validateConditions()
    try validateRules()
    try validateListContents()
    try validatePresentation()
    try validateLocalizationKeys()
  }

  private func validateSections() throws(CompiledFormError) {
    let count = sections.id.count
    guard ColumnLengths.areEqual(in: sections) else {
      throw CompiledFormError("section table columns have different lengths")
    }
    var expectedStart = 0
    for section in 0..<count {
      guard sections.firstRow[section] == expectedStart, sections.endRow[section] >= expectedStart else {
        throw CompiledFormError("section \(section) does not start where the previous one ends")
      }
      expectedStart = sections.endRow[section]
      try checkCondition(sections.visible[section], "sections.visible", section)
    }
    // The list templates, after every static row, are in no section's range.
    let staticRows = listLayout.firstTemplateRow
    guard expectedStart == staticRows else {
      throw CompiledFormError(
        lists.id.isEmpty
          ? "sections cover \(expectedStart) rows but the row table has \(rows.id.count)"
          : "sections cover \(expectedStart) rows but the static rows are \(staticRows)")
    }
  }

  /// A select section's slot is a selection of that section, offering exactly its top-level
  /// rows, which are labels without children.
  private func validateSelections() throws(CompiledFormError) {
    for section in 0..<sections.count {
      let slot = sections.select[section]
      guard slot != -1 else { continue }
      guard slot >= 0, slot < values.count, values[slot].section == section, values[slot].row == nil,
        values[slot].type == .option || values[slot].type == .set
      else {
        throw CompiledFormError("sections.select[\(section)] does not name a selection slot of that section")
      }
      var choices: [String] = []
      var slotOfChoice = sections.firstRow[section]
      while slotOfChoice < sections.endRow[section] {
        guard rows.kind[slotOfChoice] == .label, !rows.isExpandable(slotOfChoice) else {
          throw CompiledFormError(
            "row '\(rows.id[slotOfChoice])' of select section '\(sections.id[section])' is not a plain label")
        }
        choices.append(rows.id[slotOfChoice])
        slotOfChoice = rows.subtreeEnd[slotOfChoice]
      }
      guard values[slot].options == choices else {
        throw CompiledFormError("the options of selection '\(values[slot].name)' are not the rows of its section")
      }
    }
    for index in values.indices {
      let slot = values[index]
      guard let section = slot.section else { continue }
      guard section >= 0, section < sections.count, sections.select[section] == index else {
        throw CompiledFormError("values[\(index)].section does not point back at its section")
      }
    }
  }

  private func validateRows() throws(CompiledFormError) {
    guard ColumnLengths.areEqual(in: rows) else {
      throw CompiledFormError("row table columns have different lengths")
    }
    // The name index is built from the rows and notes the first repeated id, so the ids are not hashed again.
    if let repeated = names.rowIDs.firstRepeat {
      throw CompiledFormError("id '\(rows.id[repeated])' is used twice")
    }
    // An id shaped like a list item's row name (`LIST[KEY].ROW`) would make lookups by name
    // ambiguous; the compiler never writes one (ids are identifiers).
    for id in rows.id where id.someByte({ $0 == UInt8(ascii: "[") }) && ItemRowName(id) != nil {
      throw CompiledFormError("row id '\(id)' has the shape of a list item's row name (LIST[KEY].ROW)")
    }
    // A list's table sections all have its id; every other pair of sections has two.
    var sectionIDs = Set<String>()
    for section in sections.id.indices {
      let id = sections.id[section]
      let list = listLayout.listOfSection[section]
      if list >= 0, lists.firstSection[list] != section { continue }
      guard sectionIDs.insert(id).inserted else { throw CompiledFormError("two sections share an id") }
    }
    for id in sections.id where names.rowSlot(of: id) != nil {
      throw CompiledFormError("id '\(id)' is used twice")
    }
    // Columns read into locals: this loop runs for every row, and the optimizer keeps locals
    // in registers where it would otherwise go through `self` for each read.
    let sectionOf = rows.section, parents = rows.parent, subtreeEnds = rows.subtreeEnd
    let expanded = rows.expanded, kinds = rows.kind, valueOf = rows.value, visible = rows.visible
    // Open ancestors of the current slot, innermost last.
    var open: [Int] = []
    // Each section's rows, then each list's template, which nests as a section's rows do.
    let sectionCount = sections.id.count
    for index in 0..<(sectionCount + lists.id.count) {
      let list = index - sectionCount
      let range =
        list < 0 ? sections.firstRow[index]..<sections.endRow[index] : lists.firstRow[list]..<lists.endRow[list]
      let section = list < 0 ? index : lists.firstSection[list]
      open.removeAll(keepingCapacity: true)
      let end = range.upperBound
      for slot in range {
        guard sectionOf[slot] == section else {
          throw CompiledFormError("rows.section[\(slot)] is \(sectionOf[slot]), expected \(section)")
        }
        while let last = open.last, subtreeEnds[last] <= slot { open.removeLast() }
        guard parents[slot] == (open.last ?? -1) else {
          throw CompiledFormError("rows.parent[\(slot)] does not match the nesting given by rows.subtreeEnd")
        }
        let limit = open.last.map { subtreeEnds[$0] } ?? end
        guard subtreeEnds[slot] > slot, subtreeEnds[slot] <= limit else {
          throw CompiledFormError("rows.subtreeEnd[\(slot)] is out of range")
        }
        guard !expanded[slot] || subtreeEnds[slot] > slot + 1 else {
          throw CompiledFormError("row '\(rows.id[slot])' starts expanded but has no children")
        }
        try checkCondition(visible[slot], "rows.visible", slot)
        let value = valueOf[slot]
        if let type = kinds[slot].valueType {
          guard value >= 0, value < values.count, values[value].row == slot, values[value].type == type else {
            throw CompiledFormError("rows.value[\(slot)] does not name a \(type.rawValue) value slot of that row")
          }
        } else if value != -1 {
          throw CompiledFormError("row '\(rows.id[slot])' of kind \(kinds[slot].rawValue) cannot hold a value")
        }
        open.append(slot)
      }
    }
  }

  private func validateValues() throws(CompiledFormError) {
    if let repeated = names.valueNames.firstRepeat {
      throw CompiledFormError("value name '\(values[repeated].name)' is used twice")
    }
    for index in values.indices {
      let slot = values[index]
      if let row = slot.row {
        guard row >= 0, row < rows.count, rows.value[row] == index, rows.id[row] == slot.name, slot.section == nil
        else {
          throw CompiledFormError("values[\(index)].row does not point back at its row")
        }
      } else if let section = slot.section {
        guard section >= 0, section < sections.count, sections.id[section] == slot.name else {
          throw CompiledFormError("selection values[\(index)] is not named after its section")
        }
      } else if names.rowSlot(of: slot.name) != nil || sections.id.contains(slot.name) {
        throw CompiledFormError("state variable '\(slot.name)' has the id of a row or section")
      }
      if let options = slot.options, Self.hasRepeats(options) {
        throw CompiledFormError("values[\(index)] lists an option twice")
      }
      if let titles = slot.optionTitles {
        // Titles are for rows: a selection shows its rows' titles, a state variable is not shown.
        guard slot.row != nil, titles.count == slot.options?.count else {
          throw CompiledFormError("values[\(index)].optionTitles must give one title per option of a row's value")
        }
      }
      if let min = slot.min, let max = slot.max, min > max {
        throw CompiledFormError("values[\(index)] has min above max")
      }
      if (slot.min != nil || slot.max != nil), slot.type != .int, slot.type != .decimal {
        throw CompiledFormError("values[\(index)] has min or max, which only int and decimal slots have")
      }
      // A decimal's values, and its bounds, are scaled by its precision: a slot without one cannot be read.
      switch (slot.type, slot.precision) {
      case (.decimal, let precision?) where (0...FormDecimal.maxScale).contains(precision): break
      case (.decimal, _):
        throw CompiledFormError("values[\(index)] is a decimal slot, whose precision must be 0 through 18")
      case (_, nil): break
      case (_, _?): throw CompiledFormError("values[\(index)] has a precision, which only decimal slots have")
      }
      if let problem = slot.problem(with: slot.initial) {
        throw CompiledFormError("values[\(index)] initial value is invalid: \(problem)")
      }
    }
  }

  private func validateConditions() throws(CompiledFormError) {
    for index in conditions.indices {
      let condition = conditions[index]
      var depth = 0
      for instruction in condition.code {
        switch instruction {
        case .loadValue(let slot):
          guard slot >= 0, slot < values.count else {
            throw CompiledFormError("conditions[\(index)] loads value \(slot), which does not exist")
          }
        case .loadExpanded(let row):
          guard row >= 0, row < rows.count, rows.isExpandable(row) else {
            throw CompiledFormError("conditions[\(index)] reads the expansion of row \(row), which does not expand")
          }
        default: break
        }
        let effect = instruction.stackEffect
        guard depth >= effect.pops else { throw CompiledFormError("conditions[\(index)] underflows its stack") }
        depth += effect.pushes - effect.pops
      }
      guard depth == 1 else { throw CompiledFormError("conditions[\(index)] does not leave exactly one result") }
    }
  }

  /// `column[entry]` must name a condition or be -1. (The message is built only on failure:
  /// this runs for every row.)
  private func checkCondition(_ index: Int, _ column: StaticString, _ entry: Int) throws(CompiledFormError) {
    guard index >= -1, index < conditions.count else {
      throw CompiledFormError("\(column)[\(entry)] names condition \(index), which does not exist")
    }
  }

  /// Whether a list names something twice; short lists (most option lists) without hashing.
  private static func hasRepeats(_ list: [String]) -> Bool {
    guard list.count > 12 else {
      for index in list.indices.dropFirst() where list[..<index].contains(list[index]) { return true }
      return false
    }
    return Set(list).count != list.count
  }
}

/// Whether every column of a table, as its declaration lists them, has the same length (the list table's too).
struct ColumnLengths<Record>: CompiledFormatVisitor {
  /// Read through the fields' accessors, which take the record `inout`: in place, not through a copy, which would
  /// retain and release each of its columns for every column visited.
  var table: Record
  var length: Int?
  var areEqual = true

  static func areEqual(in table: Record) -> Bool where Record: CompiledFormatRecord {
    var visitor = ColumnLengths(table: table)
    Record.visitFields(&visitor)
    return visitor.areEqual
  }

  mutating func column<Element: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, [Element]>
  ) {
    var count = 0
    field(&table) { count = $0.count }
    if let length, length != count { areEqual = false }
    length = length ?? count
  }

  mutating func field<Value: CompiledFormatValue>(_ key: StaticString, _ field: CompiledFormatField<Record, Value>) {}

  mutating func optionalField<Value: CompiledFormatValue>(
    _ key: StaticString, _ field: CompiledFormatField<Record, Value?>
  ) {}
}
