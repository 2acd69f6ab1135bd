import FormRuntime
import Foundation

/// One item of a list in the reference model: its key, its fields by template row id, its
/// expanded flags by template row id, and the template rows the user touched (a tap on a toggle;
/// kept while the item is, moved or replaced).
struct ModelItem: Hashable, Sendable {
  var key: String
  var values: [String: FormValue]
  var expanded: [String: Bool]
  var touched: Set<String> = []
}

/// A list's items in list order (for a sorted list, sorted) and its key sequence, as issue 21
/// states it: a counter that only moves forward, skipping every key ever used in the list.
struct ModelList: Hashable, Sendable {
  var items: [ModelItem] = []
  /// The next number the sequence may hand out.
  var counter = 1
  /// Every key the list has held or been given (a removed item's key is never handed out again).
  var everUsed: Set<String> = []

  /// The next key of the sequence not used and not in `written` (keys written elsewhere in the
  /// same event); the counter moves past it.
  mutating func takeKey(avoiding written: Set<String>) -> String {
    while true {
      let key = String(counter)
      counter += 1
      if !everUsed.contains(key) && !written.contains(key) { return key }
    }
  }

  func index(ofKey key: String) -> Int? { items.firstIndex { $0.key == key } }
}

/// A list section as issue 21 describes it, for the reference model.
struct ListShape: Sendable {
  var id: String
  var position: Int
  var header: String?
  var visible: GeneratedVisibility?
  var min: Int
  var max: Int?
  var reorder: Bool
  var add: (id: String, title: String)?
  var groupBy: String?
  /// The groupBy field's options: one table section each, then one for null.
  var groupOptions: [String]
  /// Whether groupBy is a text field: one table section per initial letter A–Z, then `#`.
  var groupsByInitialLetter = false
  var sortBy: String?
  /// Template rows: `parent` and `subtreeEnd` index this array.
  var rows: [FormShape.Row]
  var rowConditions: [GeneratedVisibility?]
  /// The template's fields; `initial` is a new item's default.
  var fields: [ModelValueSlot]
  var defaults: [GeneratedItem]
  /// The titles of the template rows' options that have one (issue 23), by row id and value: a search finds an
  /// item's choice or picker row by its option's title as by its value.
  var optionTitles: [String: [String: String]] = [:]

  init(_ list: GeneratedList) {
    id = list.id
    position = list.position
    header = list.header
    visible = list.visible
    min = list.min ?? 0
    max = list.max
    reorder = list.reorder
    add = list.add
    groupBy = list.groupBy
    sortBy = list.sortBy
    let flat = list.flatRows
    rows = flat.enumerated().map { index, entry in
      FormShape.Row(
        id: entry.row.id, kind: entry.row.kind, section: -1, parent: entry.parent, subtreeEnd: index + 1,
        initiallyExpanded: entry.row.isExpandable && entry.row.expanded == true,
        hasValue: entry.row.kind.valueType != nil, searchTexts: [entry.row.title ?? entry.row.id] + entry.row.keywords)
    }
    for index in rows.indices {
      var end = index + 1
      while end < rows.count, Self.descends(end, from: index, rows) { end += 1 }
      rows[index].subtreeEnd = end
    }
    rowConditions = flat.map(\.row.visible)
    fields = flat.compactMap { entry in
      guard let type = entry.row.kind.valueType else { return nil }
      return ModelValueSlot(
        name: entry.row.id, type: type, options: entry.row.options, min: entry.row.min, max: entry.row.max,
        initial: entry.row.defaultValue
          ?? FormShape.implicitDefault(
            type, options: nil, min: entry.row.min, max: entry.row.max, precision: entry.row.slotPrecision),
        row: entry.row.id, precision: entry.row.slotPrecision)
    }
    for entry in flat {
      guard let titles = entry.row.optionTitles, let options = entry.row.options else { continue }
      var byValue: [String: String] = [:]
      for (value, title) in zip(options, titles) { byValue[value] = title }
      optionTitles[entry.row.id] = byValue
    }
    groupOptions = list.groupBy.flatMap { name in flat.first { $0.row.id == name }?.row.options } ?? []
    groupsByInitialLetter =
      list.groupBy.map { name in flat.contains { $0.row.id == name && $0.row.kind == .text } } ?? false
    // A list grouped by initial letter is sorted by its text unless sortBy says otherwise.
    if groupsByInitialLetter, sortBy == nil { sortBy = groupBy }
    defaults = list.defaults
  }

  private static func descends(_ row: Int, from ancestor: Int, _ rows: [FormShape.Row]) -> Bool {
    var current = rows[row].parent
    while current >= 0 {
      if current == ancestor { return true }
      current = rows[current].parent
    }
    return false
  }

  var isSorted: Bool { sortBy != nil }

  func field(_ name: String) -> ModelValueSlot? { fields.first { $0.name == name } }
  func rowIndex(_ id: String) -> Int? { rows.firstIndex { $0.id == id } }

  /// A new item: the template defaults, then the fields given.
  func newItem(key: String, fields given: [String: FormValue]) -> ModelItem {
    var values: [String: FormValue] = [:]
    for field in fields { values[field.name] = given[field.name] ?? field.initial }
    var expanded: [String: Bool] = [:]
    for row in rows { expanded[row.id] = row.initiallyExpanded }
    return ModelItem(key: key, values: values, expanded: expanded)
  }

  /// The list as the form starts: written keys count as in use before keyless items take theirs.
  var initialList: ModelList {
    var list = ModelList()
    for item in defaults { if let key = item.key { list.everUsed.insert(key) } }
    for item in defaults {
      let key = item.key ?? list.takeKey(avoiding: [])
      list.everUsed.insert(key)
      list.items.append(newItem(key: key, fields: Dictionary(item.fields.map { ($0.id, $0.value) }) { a, _ in a }))
    }
    sort(&list)
    return list
  }

  /// Sorts a sorted list: by the sortBy field (numbers numerically, text folded as Foundation
  /// folds case, diacritics and width, then by UTF-8 bytes, options in option order, null last),
  /// then by key's UTF-8 bytes. Stable, so unsorted lists keep order.
  func sort(_ list: inout ModelList) {
    guard let sortBy, let field = field(sortBy) else { return }
    func rank(_ value: FormValue) -> (Int, Int, [UInt8], [UInt8]) {
      switch value {
      case .null: return (2, 0, [], [])
      case .int(let number): return (0, number, [], [])
      case .string(let text) where field.type == .option:
        return (0, field.options?.firstIndex(of: text) ?? 0, [], [])
      case .string(let text): return (0, 0, Array(ModelFolding.fold(text).utf8), Array(text.utf8))
      default: return (1, 0, [], [])
      }
    }
    func precedes(_ a: ModelItem, _ b: ModelItem) -> Bool {
      let x = rank(a.values[sortBy] ?? .null), y = rank(b.values[sortBy] ?? .null)
      if x.0 != y.0 { return x.0 < y.0 }
      if x.1 != y.1 { return x.1 < y.1 }
      if x.2 != y.2 { return x.2.lexicographicallyPrecedes(y.2) }
      if x.3 != y.3 { return x.3.lexicographicallyPrecedes(y.3) }
      return Array(a.key.utf8).lexicographicallyPrecedes(Array(b.key.utf8))
    }
    list.items = list.items.enumerated().sorted { lhs, rhs in
      if precedes(lhs.element, rhs.element) { return true }
      if precedes(rhs.element, lhs.element) { return false }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The index of the table section (among the list's own) that shows `item`.
  func group(of item: ModelItem) -> Int {
    guard let groupBy else { return 0 }
    if groupsByInitialLetter {
      guard case .string(let text)? = item.values[groupBy] else { return Self.letters.count - 1 }
      return Self.letterGroup(of: text)
    }
    if case .string(let text)? = item.values[groupBy], let index = groupOptions.firstIndex(of: text) { return index }
    return groupOptions.count
  }

  /// The README's letter groups: `A`–`Z`, then `#`.
  static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init) + ["#"]

  /// By the README's rule: the first character after leading white space, folded as search folds (Foundation's
  /// folding here, with the README's Latin letters that folding keeps), is a letter A–Z; anything else is `#`.
  static func letterGroup(of text: String) -> Int {
    let trimmed = String(String.UnicodeScalarView(text.unicodeScalars.drop { $0.properties.isWhitespace }))
    let kept: [Character: String] = [
      "Ø": "O", "ø": "O", "Æ": "A", "æ": "A", "Œ": "O", "œ": "O", "Ł": "L", "ł": "L", "Đ": "D", "đ": "D", "Ð": "D",
      "ð": "D", "Þ": "T", "þ": "T", "Ħ": "H", "ħ": "H", "Ŧ": "T", "ŧ": "T", "ı": "I",
    ]
    if let first = trimmed.first, let letter = kept[first] { return letters.firstIndex(of: letter) ?? 26 }
    guard let first = trimmed.first, let initial = ModelFolding.fold(String(first)).first,
      let index = letters.firstIndex(of: String(initial).uppercased()), index < 26
    else { return letters.count - 1 }
    return index
  }

  /// The state a template condition reads for `item`: the form's, with the item's fields and flags.
  func state(of item: ModelItem, in state: ModelState) -> ModelState {
    var view = state
    view.values.merge(item.values) { _, own in own }
    view.expanded.merge(item.expanded) { _, own in own }
    return view
  }

  /// The list's table sections in `state`, by issue 21's rules.
  func tableSections(in state: ModelState) -> [FormTable.Section] {
    let list = state.lists[id] ?? ModelList()
    let sectionCount = groupBy == nil ? 1 : groupsByInitialLetter ? Self.letters.count : groupOptions.count + 1
    var rowsBySection = [[String]](repeating: [], count: sectionCount)
    for item in list.items {
      let itemState = self.state(of: item, in: state)
      let passes = searchPasses(item, query: state.query)
      var inSection = [Bool](repeating: false, count: rows.count)
      for (index, row) in rows.enumerated() {
        let parentAllows = row.parent < 0 || (inSection[row.parent] && item.expanded[rows[row.parent].id] == true)
        inSection[index] = parentAllows && passes[index] && FormShape.holds(rowConditions[index], itemState)
        if inSection[index] {
          rowsBySection[group(of: item)].append(ItemRowName(list: id, key: item.key, row: row.id).description)
        }
      }
    }
    if let add, max.map({ list.items.count < $0 }) ?? true,
      FormShape.searchPasses(rows: [addRowShape(add)], query: state.query)[0]
    {
      rowsBySection[0].append(add.id)
    }
    guard FormShape.holds(visible, state) else { return [] }
    return rowsBySection.enumerated().compactMap { index, rows in
      guard !rows.isEmpty else { return nil }
      let group: FormValue? =
        groupBy == nil
        ? nil
        : groupsByInitialLetter
          ? .string(Self.letters[index]) : (index < groupOptions.count ? .string(groupOptions[index]) : .null)
      return FormTable.Section(id: id, group: group, rows: rows)
    }
  }

  func addRowShape(_ add: (id: String, title: String)) -> FormShape.Row {
    FormShape.Row(
      id: add.id, kind: .button, section: -1, parent: -1, subtreeEnd: 1, initiallyExpanded: false, hasValue: false,
      searchTexts: [add.title])
  }

  /// Which of an item's rows pass the search: its own value (text, choice, picker, and the title of a choice's or
  /// picker's option; a number as written, a decimal with its precision's digits), or a descendant's; never the
  /// template's title or keywords, which every item shares.
  func searchPasses(_ item: ModelItem, query: String) -> [Bool] {
    var searchable = rows
    for index in searchable.indices {
      // By what the row shows of the item, never the template's title or keywords (issue 58).
      searchable[index].searchTexts = []
      let row = searchable[index]
      switch (row.kind, item.values[row.id]) {
      case (.text, .string(let text)?):
        searchable[index].searchTexts.append(text)
      case (.choice, .string(let text)?), (.picker, .string(let text)?):
        searchable[index].searchTexts.append(text)
        if let title = optionTitles[row.id]?[text] { searchable[index].searchTexts.append(title) }
      case (.number, .int(let number)?):
        searchable[index].searchTexts.append(String(number))
      case (.decimal, let value?):
        // A decimal as its row shows it: every digit of its precision (`1.50`).
        let scale = fields.first { $0.name == row.id }?.precision ?? 2
        if let number = ModelDecimals.value(value), let units = ModelDecimals.units(number, scale: scale) {
          searchable[index].searchTexts.append(ModelDecimals.text(units: units, scale: scale))
        }
      default:
        break
      }
    }
    return FormShape.searchPasses(rows: searchable, query: query)
  }
}

/// Text folded without case, diacritics or width as Foundation folds it (and ß as ss, which full
/// case folding gives), composed: the model's independent stand-in for the engine's folding.
enum ModelFolding {
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .replacingOccurrences(of: "ß", with: "ss").precomposedStringWithCanonicalMapping
  }
}
