import FormRuntimeCore
import NameSuggestions

/// What the events of `formc simulate` can name in one form (its rows, its values and its
/// sections), read from the compiled form so that a refused event can say what was meant: a
/// did-you-mean for a misspelt name, what tapping a section means, what a value must look like.
///
/// The engine refuses events with a bare ``FormEventError``, as an app needs; this turns one into
/// the message a person replaying events by hand needs.
public struct EventTargets: Sendable {
  /// The form's name (`Checkout`).
  public let formName: String
  /// Row ids in layout order.
  let rowIDs: [String]
  /// The ids of the static rows that hold a value (what `edit` takes), in layout order.
  private let valueRowIDs: [String]
  /// The form's value slots (rows with a value, state variables, selections).
  private let slots: [ValueSlot]
  /// The index in `slots` of each value's name (``value(named:)``). Indexes rather than the slots:
  /// a dictionary of slots, a large value, was one more copy of the dictionary's code in the
  /// WebAssembly module, where `[String: Int]` is there already.
  private let values: [String: Int]
  /// Section ids in layout order.
  private let sectionIDs: [String]
  /// Each section's top-level rows (a select section's choices), by section.
  private let topLevelRows: [[String]]
  /// The form's lists, the first of each name (``list(named:)``).
  private let listTargets: [ListTarget]
  /// The index in `listTargets` of each list's name (indexes, as `values`).
  private let listIndexes: [String: Int]
  /// List names in declaration order.
  let listNames: [String]
  /// The list of each template row (its index in `listTargets`), by the row's id.
  private let listOfTemplateRow: [String: Int]

  /// - Complexity: O(r + v + s) for r rows, v values and s sections.
  public init(form: CompiledForm) {
    formName = form.name
    rowIDs = form.rows.id
    slots = form.values
    values = Self.firstByName(form.values)
    let rows = form.rows
    sectionIDs = form.sections.id
    // Loops rather than `filter` and `map`, whose copies for these types the WebAssembly module would otherwise carry.
    var topLevelRows = [[String]](repeating: [], count: form.sections.id.count)
    for section in topLevelRows.indices {
      for slot in form.sections.firstRow[section]..<form.sections.endRow[section]
      where rows.parent.indices.contains(slot) && rows.parent[slot] < 0 {
        topLevelRows[section].append(rows.id[slot])
      }
    }
    self.topLevelRows = topLevelRows
    let table = form.lists
    var listTargets: [ListTarget] = []
    var listIndexes = [String: Int]()
    var listOfTemplateRow = [String: Int]()
    for list in table.id.indices {
      let target = ListTarget(form: form, list: list)
      if listIndexes[target.name] == nil {
        listIndexes[target.name] = listTargets.count
        listTargets.append(target)
      }
      guard let index = listIndexes[target.name] else { continue }
      for row in target.rows where listOfTemplateRow[row] == nil { listOfTemplateRow[row] = index }
    }
    self.listTargets = listTargets
    self.listIndexes = listIndexes
    self.listNames = table.id
    self.listOfTemplateRow = listOfTemplateRow
    var valueRowIDs: [String] = []
    for slot in rows.id.indices
    where rows.value.indices.contains(slot) && rows.value[slot] >= 0 && listOfTemplateRow[rows.id[slot]] == nil {
      valueRowIDs.append(rows.id[slot])
    }
    self.valueRowIDs = valueRowIDs
  }

  /// The type of the value `set name …` sets, or nil when `name` holds no value: for an item's
  /// row (`phones[w2].label`), its template field's.
  public func valueType(of name: String) -> ValueType? {
    slot(of: name)?.type
  }

  /// The value slot `set name …` sets, or nil when `name` holds no value: for an item's row, its
  /// template field's.
  func slot(of name: String) -> ValueSlot? {
    if let item = ItemRowName(name) { return list(named: item.list)?.field(named: item.row) }
    return value(named: name)
  }

  /// The message for an event the engine refused: the engine's own, made specific where the
  /// form says more (a misspelt name, a section named where a row is expected).
  public func message(for error: FormEventError, in event: FormEvent) -> String {
    refusal(error, in: event).text
  }

  /// ``message(for:in:)``, as an ``ErrorMessage``.
  private func refusal(_ error: FormEventError, in event: FormEvent) -> ErrorMessage {
    guard case .unknownName(let name) = error else { return ErrorMessage(error.description) }
    if let message = itemMessage(forUnknown: name, in: event) { return message }
    if case .set = event {
      if let section = section(named: name) {
        return
          "'\(name)' is a section and holds no value; set one of its rows (\(Suggestions.sample(topLevelRows[section])))"
      }
      return
        "unknown row or value '\(name)'\(suggestionOrSample(for: name, in: StableOrder.sorted(values.keys), noun: "rows and values"))"
    }
    let verb = event.verb.rawValue
    if let selection = value(named: name), selection.section != nil {
      let choices = selection.options ?? []
      let example = choices.first ?? "ROW"
      let value = selection.type == .set ? "[\(FormValue.jsonQuoted(example))]" : FormValue.jsonQuoted(example)
      return """
        '\(name)' is a select section; tap one of its rows (tap \(example)), or set its selection \
        (set \(name) \(value))
        """
    }
    if let section = section(named: name) {
      return "'\(name)' is a section, not a row; \(verb) one of its rows (\(Suggestions.sample(topLevelRows[section])))"
    }
    if values[name] != nil {
      return "'\(name)' is a state variable, not a row; set it (set \(name) VALUE)"
    }
    // An edit names a row the user can type or pick in: a row with a value.
    let candidates = if case .edit = event { valueRowIDs } else { rowIDs }
    return "unknown row '\(name)'\(suggestionOrSample(for: name, in: candidates))"
  }

  /// The error for an event the engine refused, placed at the part of the line it is about (the
  /// value for a value that does not fit, else the name).
  public func error(for error: FormEventError, in line: EventLine) -> EventLineError {
    let column = if case .invalidValue = error { line.valueColumn } else { line.nameColumn }
    return EventLineError(message: refusal(error, in: line.event), column: column)
  }

  /// Whether `error` is a name that is nowhere in the form and looks like no misspelling of one:
  /// the sign of events written for another form.
  public func isForeign(_ error: FormEventError, in event: FormEvent) -> Bool {
    guard case .unknownName(let name) = error, values[name] == nil, section(named: name) == nil else { return false }
    if let listName = ItemRowName(name)?.list ?? ItemRowName.item(name)?.list {
      return list(named: listName) == nil && Suggestions.closest(to: listName, in: listNames) == nil
    }
    if listOfTemplateRow[name] != nil || list(named: name) != nil { return false }
    let candidates: [String] = if case .set = event { Array(values.keys) } else { rowIDs }
    return Suggestions.closest(to: name, in: candidates) == nil
  }

  /// The note for events written for another form: which form this is, and a few of its rows.
  public var foreignFormNote: String {
    "this file is form \(formName), whose rows are \(Suggestions.sample(rowIDs, limit: 6)); were the events written for another form?"
  }

  /// The message for an unknown `name` that is about a list: an item's row whose list, row or
  /// key is wrong, a template row named without its item, a list named where a row is expected.
  private func itemMessage(forUnknown name: String, in event: FormEvent) -> ErrorMessage? {
    let verb = event.verb.rawValue
    if let item = ItemRowName(name) {
      guard let list = list(named: item.list) else { return unknownList(item.list) }
      guard list.rows.contains(item.row) else {
        return "'\(item.list)' has no row '\(item.row)' in its items\(suggestionOrSample(for: item.row, in: list.rows))"
      }
      return "'\(item.list)' has no item with key '\(item.key)'"
    }
    if let item = ItemRowName.item(name) {
      guard list(named: item.list) != nil else { return unknownList(item.list) }
      return "'\(item.list)' has no item with key '\(item.key)'"
    }
    if let message = templateRowMessage(name, verb: verb) { return message }
    if let list = list(named: name), values[name] == nil {
      let row = list.rows.first ?? "ROW"
      return "'\(name)' is a list; \(verb) a row of one of its items (\(verb) \(name)[KEY].\(row))"
    }
    return nil
  }

  /// What an event that names a template row bare (`tap number`) is told: every item has one.
  /// Nil for any other name.
  func templateRowMessage(_ name: String, verb: String) -> ErrorMessage? {
    guard let list = listOfTemplateRow[name].map({ listTargets[$0].name }) else { return nil }
    return "'\(name)' belongs to each item of '\(list)'; name one item's: \(verb) \(list)[KEY].\(name)"
  }

  /// `unknown list 'x'; did you mean 'y'?`, naming the lists when none is close.
  func unknownList(_ name: String) -> ErrorMessage {
    let close = suggestion(for: name, in: listNames)
    if !close.isEmpty { return "unknown list '\(name)'\(close)" }
    return listNames.isEmpty
      ? "unknown list '\(name)'; form \(formName) has no lists"
      : "unknown list '\(name)'; the lists are \(Suggestions.sample(listNames))"
  }

  /// What `set NAME []` is told when the form has lists and NAME is nothing of it: the line
  /// would be an empty keyed replace of a list or an empty set of a value, so a close name of
  /// either is suggested (the lists named when none is close). Nil when NAME is a row, a section
  /// or a value, whose own messages say what it takes, and in a form without lists, where the
  /// engine's message for an unknown value is the one to give.
  func unknownListOrValue(_ name: String) -> ErrorMessage? {
    guard !listNames.isEmpty, values[name] == nil, list(named: name) == nil, !rowIDs.contains(name),
      section(named: name) == nil
    else { return nil }
    var candidates = listNames
    for value in values.keys { candidates.append(value) }  // Not `+`: its copy of the keys is one more in the module.
    let close = suggestion(for: name, in: candidates)
    if !close.isEmpty { return "unknown list or value '\(name)'\(close)" }
    return "unknown list or value '\(name)'; the lists are \(Suggestions.sample(listNames))"
  }

  /// The list named `name`, or nil. - Complexity: O(1) expected.
  func list(named name: String) -> ListTarget? {
    listIndexes[name].map { listTargets[$0] }
  }

  /// The value slot named `name`, or nil. - Complexity: O(1) expected.
  private func value(named name: String) -> ValueSlot? {
    values[name].map { slots[$0] }
  }

  /// The index of each slot (its offset in `slots`) by name, the first of each name kept. (A
  /// loop: Embedded Swift cannot build `Dictionary(_:uniquingKeysWith:)`, which catches its error
  /// by a dynamic cast.)
  /// - Complexity: O(n) expected.
  static func firstByName(_ slots: [ValueSlot]) -> [String: Int] {
    var byName = [String: Int]()
    for offset in slots.indices where byName[slots[offset].name] == nil { byName[slots[offset].name] = offset }
    return byName
  }

  /// The first section with id `name`, or nil. - Complexity: O(s) for s sections.
  private func section(named name: String) -> Int? {
    sectionIDs.firstIndex(of: name)
  }

  /// `; did you mean 'x'?`, or nothing.
  func suggestion<S: Sequence>(for name: String, in candidates: S) -> String where S.Element == String {
    // Sorted so that equally close candidates give the same suggestion on every run.
    Suggestions.closest(to: name, in: StableOrder.sorted(candidates)).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// ``suggestion(for:in:)``, or, when no candidate is close, `; the rows are a, b, c, … (12 in
  /// all)` naming the first few in `candidates`' order (`noun` says what they are).
  func suggestionOrSample(for name: String, in candidates: [String], noun: String = "rows") -> String {
    let close = suggestion(for: name, in: candidates)
    return close.isEmpty && !candidates.isEmpty ? "; the \(noun) are \(Suggestions.sample(candidates))" : close
  }
}

/// What events can name in one list: its fields and its template rows.
struct ListTarget: Sendable {
  let name: String
  /// The template's value slots, in slot order: each field's type and options.
  private let slots: [ValueSlot]
  /// The index in `slots` of each field (template row id).
  private let fields: [String: Int]
  /// Field names in slot order.
  let fieldNames: [String]
  /// Template row ids in slot order.
  let rows: [String]

  /// - Complexity: O(t) for t template rows and fields.
  init(form: CompiledForm, list: Int) {
    let table = form.lists
    name = table.id[list]
    /// The part of `first..<end` within `0..<limit`: a form read from a file may be invalid.
    func clamped(_ columnFirst: [Int], _ columnEnd: [Int], _ limit: Int) -> Range<Int> {
      guard list < columnFirst.count, list < columnEnd.count else { return 0..<0 }
      let lower = max(0, columnFirst[list]), upper = min(limit, columnEnd[list])
      return lower < upper ? lower..<upper : 0..<0
    }
    // Copied by a loop, and named from the copy: `Array(_:)` of a slice, and the slice's own copy of `firstByName`,
    // were more copies of the same code in the WebAssembly module.
    var slots: [ValueSlot] = []
    for slot in clamped(table.firstValue, table.endValue, form.values.count) { slots.append(form.values[slot]) }
    self.slots = slots
    fields = EventTargets.firstByName(slots)
    var fieldNames: [String] = []
    for slot in slots { fieldNames.append(slot.name) }
    self.fieldNames = fieldNames
    var rows: [String] = []
    for slot in clamped(table.firstRow, table.endRow, form.rows.id.count) { rows.append(form.rows.id[slot]) }
    self.rows = rows
  }

  /// The template's value slot of field `name`, or nil. - Complexity: O(1) expected.
  func field(named name: String) -> ValueSlot? {
    fields[name].map { slots[$0] }
  }
}
