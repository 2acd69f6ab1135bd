extension CompiledForm {
  /// The layout of the list table, checked before the other tables (whose checks rely on where the templates
  /// start): columns of equal length; each list's table sections a non-empty range inside the section table, not
  /// overlapping another list's; its template rows contiguous and in list order, from the first template row to the
  /// end of the row table; its field value slots a range inside the value table, not overlapping another list's.
  func validateListLayout() throws(CompiledFormError) {
    guard ColumnLengths.areEqual(in: lists) else {
      throw CompiledFormError("list table columns have different lengths")
    }
    var sectionOwner = [Int](repeating: -1, count: sections.id.count)
    var valueOwner = [Int](repeating: -1, count: values.count)
    var expectedRow = lists.id.isEmpty ? rows.id.count : (lists.firstRow.first ?? 0)
    guard expectedRow >= 0, expectedRow <= rows.id.count else {
      throw CompiledFormError("lists.firstRow[0] is outside the row table")
    }
    for list in lists.id.indices {
      let name = lists.id[list]
      let first = lists.firstSection[list], end = lists.endSection[list]
      guard first >= 0, first < end, end <= sections.id.count else {
        throw CompiledFormError("the sections of list '\(name)' are not a non-empty range of the section table")
      }
      for section in first..<end {
        guard sectionOwner[section] < 0 else {
          throw CompiledFormError("section \(section) belongs to two lists")
        }
        sectionOwner[section] = list
      }
      guard lists.firstRow[list] == expectedRow, lists.endRow[list] > expectedRow,
        lists.endRow[list] <= rows.id.count
      else {
        throw CompiledFormError(
          "the template of list '\(name)' does not start where the previous one ends, or is empty")
      }
      guard lists.endRow[list] - lists.firstRow[list] <= ListItem.maxTemplateRows else {
        throw CompiledFormError("the template of list '\(name)' has more than \(ListItem.maxTemplateRows) rows")
      }
      expectedRow = lists.endRow[list]
      let firstValue = lists.firstValue[list], endValue = lists.endValue[list]
      guard firstValue >= 0, firstValue <= endValue, endValue <= values.count else {
        throw CompiledFormError("the fields of list '\(name)' are not a range of the value table")
      }
      for slot in firstValue..<endValue {
        guard valueOwner[slot] < 0 else { throw CompiledFormError("value slot \(slot) belongs to two lists") }
        valueOwner[slot] = list
      }
    }
    guard expectedRow == rows.id.count else {
      throw CompiledFormError("the list templates end at row \(expectedRow) but the row table has \(rows.id.count)")
    }
  }

  /// The rest of the list table, once the other tables are known to fit together: the count slot; `min` and
  /// `max`; the add row; `groupBy` and `sortBy`; the template rows' values; the default items; and that only
  /// conditions of a list's own template rows read its fields and flags.
  func validateListContents() throws(CompiledFormError) {
    for list in lists.id.indices {
      let name = lists.id[list]
      let fields = lists.firstValue[list]..<lists.endValue[list]
      let template = lists.firstRow[list]..<lists.endRow[list]
      let firstSection = lists.firstSection[list], endSection = lists.endSection[list]
      for slot in template {
        guard rows.section[slot] == firstSection else {
          throw CompiledFormError("rows.section[\(slot)] of list '\(name)' is not the list's first section")
        }
        let value = rows.value[slot]
        guard value == -1 || fields.contains(value) else {
          throw CompiledFormError("template row '\(rows.id[slot])' of list '\(name)' has a value outside the list's")
        }
      }
      for slot in fields {
        guard let row = values[slot].row, template.contains(row) else {
          throw CompiledFormError(
            "field values[\(slot)] of list '\(name)' is not the value of one of its template rows")
        }
      }
      let count = lists.count[list]
      guard count >= 0, count < values.count, listLayout.listOfValue[count] == list, !fields.contains(count),
        values[count].type == .int, values[count].name == "\(name).count", values[count].row == nil,
        values[count].section == nil
      else {
        throw CompiledFormError("lists.count of list '\(name)' is not an int slot named '\(name).count'")
      }
      let min = lists.min[list]
      guard min >= 0 else { throw CompiledFormError("lists.min of list '\(name)' is negative") }
      if let max = lists.max[list], max < min {
        throw CompiledFormError("lists.max of list '\(name)' is below its min")
      }
      let addRow = lists.addRow[list]
      if addRow != -1 {
        guard endSection - firstSection == 1, addRow >= 0, addRow < listLayout.firstTemplateRow,
          sections.firstRow[firstSection] == addRow, sections.endRow[firstSection] == addRow + 1,
          rows.kind[addRow] == .button
        else {
          throw CompiledFormError("lists.addRow of list '\(name)' is not the button row of its only section")
        }
      }
      for section in firstSection..<endSection {
        guard sections.id[section] == name else {
          throw CompiledFormError("section \(section) of list '\(name)' does not have the list's id")
        }
        guard sections.select[section] == -1, !sections.accordion[section] else {
          throw CompiledFormError("section \(section) of list '\(name)' is a select or accordion section")
        }
        guard section == firstSection && addRow >= 0 || sections.firstRow[section] == sections.endRow[section] else {
          throw CompiledFormError("section \(section) of list '\(name)' has static rows other than its add row")
        }
      }
      try validateGrouping(list, fields: fields, sectionCount: endSection - firstSection)
      try validateDefaults(list, fields: fields)
    }
    try validateListConditions()
  }

  private func validateGrouping(_ list: Int, fields: Range<Int>, sectionCount: Int) throws(CompiledFormError) {
    let name = lists.id[list]
    let groupBy = lists.groupBy[list]
    if groupBy == -1 {
      guard sectionCount == 1 else { throw CompiledFormError("ungrouped list '\(name)' has \(sectionCount) sections") }
    } else if fields.contains(groupBy), values[groupBy].type == .string, values[groupBy].options == nil {
      guard sectionCount == InitialLetterGroups.titles.count else {
        throw CompiledFormError(
          "list '\(name)', grouped by the initial letter of '\(values[groupBy].name)', has \(sectionCount) "
            + "sections, not \(InitialLetterGroups.titles.count) (A to Z, then #)")
      }
    } else {
      guard fields.contains(groupBy), values[groupBy].type == .option,
        let options = values[groupBy].options, options.count + 1 == sectionCount
      else {
        throw CompiledFormError(
          "lists.groupBy of list '\(name)' is neither an option field with one section per option and one for "
            + "null, nor a text field with one section per initial letter")
      }
    }
    let sortBy = lists.sortBy[list]
    if sortBy != -1 {
      guard fields.contains(sortBy), [.string, .int, .decimal, .option].contains(values[sortBy].type) else {
        throw CompiledFormError(
          "lists.sortBy of list '\(name)' is not a string, int, decimal or option field of the list")
      }
    }
  }

  private func validateDefaults(_ list: Int, fields: Range<Int>) throws(CompiledFormError) {
    let name = lists.id[list]
    let items = lists.defaults[list]
    guard items.count >= lists.min[list], items.count <= lists.max[list] ?? Int.max else {
      throw CompiledFormError("list '\(name)' has \(items.count) default items, outside its min and max")
    }
    var keys = Set<String>()
    for index in items.indices {
      let item = items[index]
      guard item.values.count == fields.count else {
        throw CompiledFormError(
          "default item \(index) of list '\(name)' has \(item.values.count) values, expected \(fields.count)")
      }
      for (offset, value) in item.values.enumerated() {
        if let problem = values[fields.lowerBound + offset].problem(with: value) {
          throw CompiledFormError("default item \(index) of list '\(name)' is invalid: \(problem)")
        }
      }
      if let key = item.key {
        guard ListItem.isValidKey(key) else {
          throw CompiledFormError(
            "default item \(index) of list '\(name)' has an invalid key: a key is \(ListItem.validKeyDescription)")
        }
        guard keys.insert(key).inserted else {
          throw CompiledFormError("key '\(key)' is used twice in the default items of list '\(name)'")
        }
      }
    }
  }

  /// A list's fields and template rows' flags (expanded, valid, enabled) exist once per item, so only the conditions
  /// of that list's template rows (evaluated on one item) may read them: never a section's, a static row's or another
  /// list's.
  private func validateListConditions() throws(CompiledFormError) {
    guard !lists.id.isEmpty else { return }
    // By condition: the list whose template rows use it, -1 for none yet, -2 once anything else does.
    var user = [Int](repeating: -1, count: conditions.count)
    func use(_ condition: Int, by list: Int) {
      guard condition >= 0 else { return }
      if user[condition] == -1 { user[condition] = list } else if user[condition] != list { user[condition] = -2 }
    }
    for condition in sections.visible { use(condition, by: -2) }
    for slot in rows.visible.indices { use(rows.visible[slot], by: listOfRow(slot) ?? -2) }
    for slot in rows.enabled.indices { use(rows.enabled[slot], by: listOfRow(slot) ?? -2) }
    for rule in 0..<rules.count {
      use(rules.condition[rule], by: rules.row[rule] >= 0 ? listOfRow(rules.row[rule]) ?? -2 : -2)
    }
    for index in conditions.indices {
      let condition = conditions[index]
      for instruction in condition.code {
        let list: Int
        switch instruction {
        case .loadValue(let slot):
          guard lists.count.contains(slot) == false else { continue }
          list = listLayout.listOfValue[slot]
        case .loadExpanded(let row), .loadValidation(.rowIsValid(let row)), .loadValidation(.rowIsEnabled(let row)):
          list = listOfRow(row) ?? -1
        default: continue
        }
        guard list < 0 || user[index] == list else {
          throw CompiledFormError(
            "conditions[\(index)] reads a field of list '\(lists.id[list])' but is used outside its template")
        }
      }
    }
  }

  /// The list whose template holds `row`, or nil for a static row.
  private func listOfRow(_ row: Int) -> Int? {
    guard row >= listLayout.firstTemplateRow else { return nil }
    return lists.firstRow.indices.first { row >= lists.firstRow[$0] && row < lists.endRow[$0] }
  }
}
