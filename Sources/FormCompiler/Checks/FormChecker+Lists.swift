import FormDiagnostics
import FormRuntimeCore
import NameSuggestions

/// Checks of list sections: the keys of `list:` (bounds, `groupBy`, `sortBy` and what cannot be combined), the
/// section keys a list cannot have, and the `default:` items (keys, fields, values, count).
extension FormChecker {
  /// Checks every list section; returns each resolved, in spec order, or nil when one had errors.
  /// - Parameters:
  ///   - rowValues: the initial value of each row, by slot (a template row's is a new item's default).
  ///   - rowValueSlots: the value slot of each row, by slot, or -1.
  ///   - valueRanges: each list's field value slots; its count slot is the range's upper bound.
  mutating func checkLists(
    rowValues: [FormValue?], rowValueSlots: [Int], valueRanges: [Range<Int>]
  ) -> [ResolvedList]? {
    var resolved: [ResolvedList] = []
    var valid = true
    for (index, list) in layout.lists.enumerated() {
      let section = spec.sections[list.section]
      guard let listSpec = section.list else { continue }
      if let item = checkList(
        section, listSpec, list, rowValues: rowValues, rowValueSlots: rowValueSlots, values: valueRanges[index])
      {
        resolved.append(item)
      } else {
        valid = false
      }
    }
    return valid ? resolved : nil
  }

  /// The conditions of the add rows of lists with `max`, by row slot: `LIST.count < max`, which the checks write
  /// rather than the author.
  func addRowConditions(lists: [ResolvedList]?, countSlots: [Int]) -> [Int: ResolvedForm.Condition] {
    var conditions: [Int: ResolvedForm.Condition] = [:]
    for (index, list) in layout.lists.enumerated() where list.addRow >= 0 {
      guard let listSpec = spec.sections[list.section].list, let max = listSpec.max, let add = listSpec.add else {
        continue
      }
      let name = spec.sections[list.section].id.value
      conditions[list.addRow] = ResolvedForm.Condition(
        source: "\(name).count < \(max.value)",
        bound: .compare(.value(slot: countSlots[index], member: nil), .less, .literal(.int(max.value))),
        locations: [add.location])
    }
    return conditions
  }

  private mutating func checkList(
    _ section: SectionSpec, _ listSpec: ListSpec, _ list: FullLayout.List, rowValues: [FormValue?],
    rowValueSlots: [Int], values: Range<Int>
  ) -> ResolvedList? {
    let errorsBefore = diagnostics.errorCount
    let name = section.id.value
    if let select = section.selectLocation {
      error(
        .listSectionKey,
        "'select' does not apply to list section '\(name)': its rows are the template of each item; remove it",
        at: select)
    }
    if let accordion = section.accordion, accordion.value {
      error(
        .listSectionKey,
        "'accordion' does not apply to list section '\(name)': its rows are the template of each item; remove it",
        at: accordion.location)
    }
    let templateSize = list.templateEnd - list.templateStart
    if templateSize > ListItem.maxTemplateRows {
      error(
        .listTemplateSize,
        "the template of list '\(name)' has \(templateSize) rows; a list's template has at most \(ListItem.maxTemplateRows) rows",
        at: section.id.location)
    }
    for slot in list.templateStart..<list.templateEnd where layout.entries[slot].row.id.value == "key" {
      error(
        .reservedIdentifier,
        "'key' cannot be the id of a row of the template of '\(name)': an item's values name its key 'key'; choose another id",
        at: layout.entries[slot].row.id.location)
    }
    // A negative bound is reported below and then ignored: the default items are not counted against it.
    let min = Swift.max(listSpec.min?.value ?? 0, 0)
    var max = listSpec.max.flatMap { $0.value >= 0 ? $0.value : nil }
    for (key, bound) in [("min", listSpec.min), ("max", listSpec.max)] {
      guard let bound, bound.value < 0 else { continue }
      error(
        .badListBounds, "'\(key)' of list '\(name)' is \(bound.value); a number of items is 0 or more",
        at: bound.location)
    }
    // Bounds already reported as negative are not compared as well.
    if let low = listSpec.min, let high = listSpec.max, low.value >= 0, high.value >= 0, low.value > high.value {
      error(
        .badListBounds, "'min' \(low.value) of list '\(name)' is above its 'max' \(high.value)", at: high.location)
      max = nil
    }
    let groupBy = listSpec.groupBy.flatMap {
      templateField(
        $0, key: "groupBy", of: name, list: list, kinds: [.text, .choice, .picker], rowValueSlots: rowValueSlots)
    }
    let groupsByInitialLetter = groupBy?.row.kind.value == .text
    // A list grouped by initial letter is sorted by the same text unless it says otherwise, as a
    // contacts list is.
    let sortBy =
      listSpec.sortBy.flatMap {
        templateField(
          $0, key: "sortBy", of: name, list: list, kinds: [.text, .number, .decimal, .choice, .picker],
          rowValueSlots: rowValueSlots)
      } ?? (groupsByInitialLetter && listSpec.sortBy == nil ? groupBy : nil)
    let reorder = listSpec.reorder?.value == true
    if let by = listSpec.groupBy {
      if let add = listSpec.add {
        error(
          .listOptionConflict,
          "'add' cannot be combined with 'groupBy': grouped list '\(name)' shows one table section per group, so "
            + "an add row has no one place; remove 'add' and append items from the app",
          at: add.location)
      }
      if reorder, let flag = listSpec.reorder {
        error(
          .listOptionConflict,
          "'reorder' cannot be combined with 'groupBy': the items of '\(name)' are placed by their '\(by.value)'; "
            + "remove 'reorder'",
          at: flag.location)
      }
      if let header = section.header {
        error(
          .listSectionKey,
          groupsByInitialLetter
            ? "list '\(name)', grouped by the initial letter of '\(by.value)', is headed by each letter; remove "
              + "'header'"
            : "grouped list '\(name)' takes each group's header from the options of '\(by.value)'; remove 'header'",
          at: header.location)
      }
      if groupsByInitialLetter, let title = section.indexTitle {
        error(
          .listSectionKey,
          "list '\(name)', grouped by the initial letter of '\(by.value)', gives each letter's section that letter "
            + "as its index title; remove 'indexTitle'",
          at: title.location)
      }
    }
    if let by = listSpec.sortBy, reorder, let flag = listSpec.reorder {
      error(
        .listOptionConflict,
        "'reorder' cannot be combined with 'sortBy': the items of '\(name)' are ordered by their '\(by.value)'; "
          + "remove one of them",
        at: flag.location)
    }
    let defaults = checkDefaults(
      section.listDefaults ?? [], of: name, list: list, min: min, max: max, listSpec: listSpec,
      rowValues: rowValues, rowValueSlots: rowValueSlots)
    guard diagnostics.errorCount == errorsBefore else { return nil }
    return ResolvedList(
      layout: list, firstValue: values.lowerBound, endValue: values.upperBound, min: min, max: max,
      reorder: reorder, groupBy: groupBy?.valueSlot ?? -1,
      groupHeaders: groupsByInitialLetter
        ? InitialLetterGroups.titles
        : groupBy.map { ($0.row.shownOptionTitles ?? $0.row.options?.map(\.value) ?? []) + [nil] } ?? [],
      groupsByInitialLetter: groupsByInitialLetter,
      sortBy: sortBy?.valueSlot ?? -1, defaults: defaults)
  }

  /// The template row `name` of `list` that `key` names (`groupBy`, `sortBy`), when it is one of `kinds`.
  private mutating func templateField(
    _ field: Located<String>, key: String, of listName: String, list: FullLayout.List, kinds: [RowKind],
    rowValueSlots: [Int]
  ) -> (row: RowSpec, valueSlot: Int)? {
    let template = list.templateStart..<list.templateEnd
    let kindNames =
      kinds.count == 1
      ? kinds[0].rawValue
      : kinds.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + kinds[kinds.count - 1].rawValue
    guard let slot = template.first(where: { layout.entries[$0].row.id.value == field.value }) else {
      let candidates = template.map { layout.entries[$0].row }.filter { kinds.contains($0.kind.value) }.map(\.id.value)
      let suggestion = Suggestions.closest(to: field.value, in: candidates)
      diagnostics.error(
        .unknownListField,
        "'\(key)' names '\(field.value)', which is not a field of the items of '\(listName)'"
          + (suggestion.map { "; did you mean '\($0)'?" }
            ?? (candidates.isEmpty
              ? "; it needs a \(kindNames) row of the template"
              : " (\(kindNames) fields: \(candidates.map { "'\($0)'" }.joined(separator: ", ")))")),
        at: field.location)
      return nil
    }
    let row = layout.entries[slot].row
    guard row.kindIsValid else { return nil }
    guard kinds.contains(row.kind.value) else {
      error(
        .badListField,
        "'\(key)' needs a \(kindNames) field, but '\(field.value)' is a \(row.kind.value.rawValue) row",
        at: field.location)
      return nil
    }
    guard rowValueSlots[slot] >= 0 else { return nil }
    return (row, rowValueSlots[slot])
  }

  /// Types the `default:` items of a list; returns them compiled (every field given, in template value order).
  private mutating func checkDefaults(
    _ items: [ListItemSpec], of name: String, list: FullLayout.List, min: Int, max: Int?, listSpec: ListSpec,
    rowValues: [FormValue?], rowValueSlots: [Int]
  ) -> [ListItemDefault] {
    let template = list.templateStart..<list.templateEnd
    let fieldSlots = template.filter { rowValueSlots[$0] >= 0 }
    var keys: [String: SourceLocation] = [:]
    var compiled: [ListItemDefault] = []
    for item in items {
      var key: String?
      if let node = item.key {
        key = checkItemKey(node, of: name)
        if let text = key {
          if let first = keys[text] {
            diagnostics.error(
              .duplicateItemKey, "key '\(text)' is used twice in the default items of '\(name)'; keys are unique",
              at: node.textLocation, notes: [DiagnosticNote("first used here", at: first)])
          } else {
            keys[text] = node.textLocation
          }
        }
      }
      var values = fieldSlots.map { rowValues[$0] ?? .null }
      for (field, node) in item.fields {
        guard let position = fieldSlots.firstIndex(where: { layout.entries[$0].row.id.value == field.value }) else {
          unknownItemField(field, of: name, template: template, fieldSlots: fieldSlots)
          continue
        }
        let row = layout.entries[fieldSlots[position]].row
        guard let type = row.kind.value.valueType else { continue }
        let requirements = ValueRequirements(
          name: row.id.value, type: type, options: row.options?.map(\.value), min: row.slotBounds.min,
          max: row.slotBounds.max, precision: row.slotPrecision, shownOptions: row.shownOptionTitles)
        if let value = value(node, requirements) { values[position] = value }
      }
      compiled.append(ListItemDefault(key: key, values: values))
    }
    if items.count < min {
      error(
        .listDefaultCount,
        "list '\(name)' starts with \(items.count) item\(items.count == 1 ? "" : "s"), below its 'min' \(min); add "
          + "default items or lower 'min'",
        at: listSpec.min?.location ?? listSpec.location)
    }
    if let max, items.count > max {
      error(
        .listDefaultCount,
        "list '\(name)' starts with \(items.count) items, above its 'max' \(max); remove default items or raise 'max'",
        at: items[max].location)
    }
    return compiled
  }

  /// A default item's key: a string of 1 to 64 letters, digits, '_' or '-'.
  private mutating func checkItemKey(_ node: SpecValue, of name: String) -> String? {
    if node.isNull {
      error(
        .badItemKey,
        "an item's key cannot be null; write a key, or remove 'key' and the runtime gives the item one",
        at: node.location)
      return nil
    }
    guard let text = node.scalar?.value, node.tag == nil || SpecDecoder.coreTags.contains(node.tag ?? "") else {
      error(.badItemKey, "an item's key must be a string of letters, digits, '_' or '-'", at: node.location)
      return nil
    }
    guard ListItem.isValidKey(text) else {
      error(
        .badItemKey,
        "key '\(text)' of an item of '\(name)' must be \(ListItem.validKeyDescription)",
        at: node.textLocation)
      return nil
    }
    return text
  }

  private mutating func unknownItemField(
    _ field: Located<String>, of name: String, template: Range<Int>, fieldSlots: [Int]
  ) {
    if let slot = template.first(where: { layout.entries[$0].row.id.value == field.value }) {
      let row = layout.entries[slot].row
      error(
        .unknownListField,
        "'\(field.value)' is a \(row.kind.value.rawValue) row of the items of '\(name)' and holds no value; remove it "
          + "from the item",
        at: field.location)
      return
    }
    let names = fieldSlots.map { layout.entries[$0].row.id.value }
    let suggestion = Suggestions.closest(to: field.value, in: names + ["key"])
    diagnostics.error(
      .unknownListField,
      "'\(field.value)' is not a field of the items of '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? " (fields: \(names.map { "'\($0)'" }.joined(separator: ", ")), and 'key')"),
      at: field.location,
      fixIts: suggestion.map {
        [FixIt(location: field.location, length: field.value.unicodeScalars.count, replacement: $0)]
      }
        ?? [])
  }
}
