/// Reads saved values (``FormEngine/savedValues(includingExpanded:)``'s JSON) into a state of a
/// checked form, collecting every problem instead of stopping at the first: a user fixing a file
/// sees them all at once.
///
/// Only a syntax error stops the reading (nothing after it can be read reliably); a value of the
/// wrong shape is noted and skipped. The reader starts from the form's initial state, so a name
/// the text leaves out keeps its initial value.
struct SavedValuesReader {
  /// The key of the expanded flags, at the top level and in an item. Ids start with a lower-case
  /// letter, so no value, list or field can be named so.
  static let expandedKey = "_expanded"
  /// The key of an item's key.
  static let itemKey = "key"
  /// The key of the format's version (``FormEngine/savedValuesVersion``), optional: text without it
  /// (a generated `SavedValues` struct's JSON) is read as the current version.
  static let versionKey = "_version"

  /// The most problems listed: past it, reading goes on (in linear time) but the rest are only
  /// counted, so a file of a million mistakes cannot make a million messages, each printed with
  /// its line.
  static let maximumProblems = 1_000

  let form: CompiledForm
  private let bytes: [UInt8]
  private(set) var state: FormState
  /// The problems, in the order they were found; placed (line and column) once reading ends.
  private(set) var problems: [SavedValuesProblem] = []
  /// Problems found past ``maximumProblems``, and the offset of the first of them.
  private var unlisted = (count: 0, offset: 0)

  /// - Parameters:
  ///   - form: a form whose tables are checked (``CompiledForm/validate()``), so its indexes can be trusted.
  ///   - bytes: the JSON text.
  init(form: CompiledForm, bytes: [UInt8]) {
    self.form = form
    self.bytes = bytes
    state = FormState(initialStateOf: form)
  }

  /// Reads the text into ``state``, noting every problem in ``problems``.
  /// - Complexity: O(b + p log p) for b bytes and p problems.
  mutating func read() {
    readValues()
    if unlisted.count > 0 {
      problems.append(
        SavedValuesProblem(
          kind: .tooManyProblems,
          message:
            "\(unlisted.count) more problem\(unlisted.count == 1 ? "" : "s") from here on, not listed; fix these first",
          path: "$", offset: unlisted.offset, line: 0, column: 0))
    }
    TextPositions.place(&problems, in: bytes)
  }

  private mutating func readValues() {
    var json = JSONReader(bytes)
    do {
      guard try json.peek() == .object else {
        note(
          .malformedJSON, "saved values are a JSON object of values by name, not \(try json.peek().phrase)",
          path: "$", at: json.offset)
        return
      }
      var seen = Set<String>()
      try json.readObject { json, name, keyOffset throws(JSONReadError) in
        try readTopLevel(&json, name: name, keyOffset: keyOffset, seen: &seen)
      }
      try json.finish()
    } catch {
      // A syntax error (or nesting too deep) is the one problem reported: what was said before it may be about the
      // very value that is not JSON (an array that never closes noted as the wrong type).
      problems = [problem(.malformedJSON, error.message, path: "$" + error.path, at: error.offset)]
      unlisted.count = 0
    }
  }

  // MARK: Names at the top level

  private mutating func readTopLevel(
    _ json: inout JSONReader, name: String, keyOffset: Int, seen: inout Set<String>
  ) throws(JSONReadError) {
    let path = Self.path("$", name)
    guard seen.insert(name).inserted else {
      note(.duplicateName(name), "'\(name)' is given twice; give it once", path: path, at: keyOffset)
      return try json.skipValue()
    }
    if name == Self.versionKey { return try readVersion(&json, path: path) }
    if name == Self.expandedKey {
      var flags = state.expanded
      try readExpanded(&json, rows: 0..<form.listLayout.firstTemplateRow, path: path, into: &flags)
      state.expanded = flags
      return
    }
    if let list = form.lists.id.firstIndex(of: name) { return try readList(&json, list, path: path) }
    guard let slot = form.names.valueSlot(named: name) else {
      note(
        .unknownName(name, candidates: listsNextProblem ? topLevelNames : []),
        "the form has no value or list named '\(name)'",
        path: path, at: keyOffset)
      return try json.skipValue()
    }
    let list = form.listLayout.listOfValue[slot]
    guard list < 0 else {
      let listName = form.lists.id[list]
      note(
        .notSaved(name),
        form.lists.count[list] == slot
          ? "'\(name)' is the number of items of list '\(listName)', which its items give; remove it"
          : "'\(name)' is a field of each item of list '\(listName)'; give it in the items of '\(listName)'",
        path: path, at: keyOffset)
      return try json.skipValue()
    }
    if let value = try readValue(&json, slot: slot, path: path) { state.values[slot] = value }
  }

  /// Checks the format's version: only the current one is read.
  private mutating func readVersion(_ json: inout JSONReader, path: String) throws(JSONReadError) {
    let start = try json.valueOffset()
    let current = FormEngine.savedValuesVersion
    guard try json.peek() == .number else {
      note(
        .unsupportedVersion, "'\(Self.versionKey)' is the format's version, the integer \(current)", path: path,
        at: start)
      return try json.skipValue()
    }
    let version = try json.readNumber()
    guard version == current else {
      let written = version.map { "version \($0)" } ?? "a version that is not an integer"
      note(
        .unsupportedVersion,
        "saved values of \(written) are not read by this runtime, which reads version \(current)",
        path: path, at: start)
      return
    }
  }

  /// The names a top-level key can take: every saved value and list, `_expanded` and `_version`.
  private var topLevelNames: [String] {
    var names: [String] = []
    for (slot, value) in form.values.enumerated() where form.listLayout.listOfValue[slot] < 0 {
      names.append(value.name)
    }
    return names + form.lists.id + [Self.expandedKey, Self.versionKey]
  }

  // MARK: Values

  /// Reads the value of value slot `slot`: the value, or nil (with a problem noted) when it does not fit.
  private mutating func readValue(_ json: inout JSONReader, slot: Int, path: String) throws(JSONReadError) -> FormValue?
  {
    let valueSlot = form.values[slot]
    let kind = try json.peek()
    let start = json.offset
    let value: FormValue
    switch kind {
    case .null:
      _ = try json.readNull()
      value = .null
    case .bool: value = .bool(try json.readBool())
    case .string: value = .string(try json.readString())
    case .number:
      guard let number = try json.readNumber() else {
        let isRangeOrFraction = valueSlot.type == .int
        note(
          isRangeOrFraction ? .invalidValue : .wrongType,
          "'\(valueSlot.name)' takes \(valueSlot.type.phrase), not a number that is not an integer in Int's range",
          path: path, at: start)
        return nil
      }
      value = .int(number)
    case .array where valueSlot.type == .set:
      return try readMembers(&json, slot: valueSlot, path: path)
    case .array, .object:
      note(.wrongType, "'\(valueSlot.name)' takes \(valueSlot.type.phrase), not \(kind.phrase)", path: path, at: start)
      try json.skipValue()
      return nil
    }
    if let problem = valueSlot.problem(with: value) {
      note(Self.kind(of: value, in: valueSlot), problem, path: path, at: start)
      return nil
    }
    return value
  }

  /// Reads the members of a `set` slot (a multichoice or a `multiple` selection), each checked
  /// where it stands: nil when one does not fit.
  private mutating func readMembers(
    _ json: inout JSONReader, slot: ValueSlot, path: String
  ) throws(JSONReadError) -> FormValue? {
    var members = Set<String>()
    var fits = true
    try json.readArray { json, index throws(JSONReadError) in
      let elementPath = path + "[\(index)]"
      let start = try json.valueOffset()
      guard try json.peek() == .string else {
        note(
          .wrongType, "'\(slot.name)' takes \(slot.type.phrase), not a list holding \(try json.peek().phrase)",
          path: elementPath, at: start)
        fits = false
        return try json.skipValue()
      }
      let member = try json.readString()
      if let problem = slot.problem(with: .set([member])) {
        note(.invalidValue, problem, path: elementPath, at: start)
        fits = false
      } else if !members.insert(member).inserted {
        note(
          .invalidValue, "\(FormValue.jsonQuoted(member)) is listed twice in '\(slot.name)'", path: elementPath,
          at: start)
        fits = false
      }
    }
    return fits ? .set(members) : nil
  }

  /// Whether a value refused by `slot` has the wrong type or the right type but a refused value.
  private static func kind(of value: FormValue, in slot: ValueSlot) -> SavedValuesProblem.Kind {
    switch (slot.type, value) {
    case (.bool, .bool), (.int, .int), (.string, .string), (.option, .string), (.date, .string), (.set, .set):
      .invalidValue
    default: .wrongType
    }
  }

  // MARK: Lists

  /// Reads list `list`'s items: an array of objects of `key` and fields.
  private mutating func readList(_ json: inout JSONReader, _ list: Int, path: String) throws(JSONReadError) {
    let name = form.lists.id[list]
    let start = try json.valueOffset()
    guard try json.peek() == .array else {
      note(
        .wrongType, "'\(name)' is a list: an array of item objects, not \(try json.peek().phrase)", path: path,
        at: start)
      return try json.skipValue()
    }
    let problemsBefore = problems.count
    var items: [(key: String?, values: [FormValue], expanded: [Bool])] = []
    var keys: [String: Int] = [:]
    try json.readArray { json, index throws(JSONReadError) in
      if let item = try readItem(&json, list: list, path: path + "[\(index)]", index: index, keys: &keys) {
        items.append(item)
      }
    }
    let count = items.count
    if let max = form.lists.max[list], count > max {
      note(.itemCount, "'\(name)' holds \(count) items; its max is \(max)", path: path, at: start)
    } else if count < form.lists.min[list] {
      note(.itemCount, "'\(name)' holds \(count) items; its min is \(form.lists.min[list])", path: path, at: start)
    }
    guard problems.count == problemsBefore else { return }
    // As the initial state takes default items: every written key counts as in use before a
    // keyless item takes the next key of the sequence, so no new key repeats a saved one.
    var listState = ListState()
    for item in items {
      if let key = item.key { listState.noteKeyInUse(key) }
    }
    var listItems: [ListItem] = []
    for item in items {
      let key = item.key ?? listState.takeNextKey(avoiding: { keys[$0] != nil })
      listItems.append(ListItem(key: key, values: item.values, expanded: item.expanded))
    }
    form.sortItems(&listItems, inList: list)
    // The sequence would skip the reserved numbers right after its next one anyway: skipping them now makes the
    // counter the same whether a key was written or handed out, so saving and reading again gives an equal state.
    while listState.reservedKeys.remove(listState.nextKey) != nil { listState.nextKey += 1 }
    listState.items = ListItems(listItems)
    state.lists[list] = listState
    state.values[form.lists.count[list]] = .int(listItems.count)
  }

  /// Reads one item; nil when it is not an object. Its fields not given keep the template's defaults.
  private mutating func readItem(
    _ json: inout JSONReader, list: Int, path: String, index: Int, keys: inout [String: Int]
  ) throws(JSONReadError) -> (key: String?, values: [FormValue], expanded: [Bool])? {
    let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
    let rows = form.lists.firstRow[list]..<form.lists.endRow[list]
    let start = try json.valueOffset()
    guard try json.peek() == .object else {
      note(
        .wrongType,
        "an item of '\(form.lists.id[list])' is an object of its key and fields, not \(try json.peek().phrase)",
        path: path, at: start)
      try json.skipValue()
      return nil
    }
    var values = form.values[fields].map(\.initial)
    var expanded = Array(form.rows.expanded[rows])
    var key: String?
    var seen = Set<String>()
    try json.readObject { json, name, keyOffset throws(JSONReadError) in
      let memberPath = Self.path(path, name)
      guard seen.insert(name).inserted else {
        note(.duplicateName(name), "'\(name)' is given twice; give it once", path: memberPath, at: keyOffset)
        return try json.skipValue()
      }
      if name == Self.itemKey {
        key = try readKey(&json, path: memberPath, index: index, keys: &keys)
      } else if name == Self.expandedKey {
        try readExpanded(&json, rows: rows, path: memberPath, into: &expanded, offsetBy: rows.lowerBound)
      } else if let slot = form.names.valueSlot(named: name), fields.contains(slot) {
        if let value = try readValue(&json, slot: slot, path: memberPath) { values[slot - fields.lowerBound] = value }
      } else {
        note(
          .unknownName(
            name,
            candidates: listsNextProblem ? [Self.itemKey] + form.values[fields].map(\.name) + [Self.expandedKey] : []),
          "an item of '\(form.lists.id[list])' has no field named '\(name)'",
          path: memberPath, at: keyOffset)
        try json.skipValue()
      }
    }
    return (key, values, expanded)
  }

  /// Reads an item's key, checked and noted in `keys` (key → index of its item); nil when it does not fit.
  private mutating func readKey(
    _ json: inout JSONReader, path: String, index: Int, keys: inout [String: Int]
  ) throws(JSONReadError) -> String? {
    let start = try json.valueOffset()
    guard try json.peek() == .string else {
      note(.invalidKey, "an item's key is a string, not \(try json.peek().phrase)", path: path, at: start)
      try json.skipValue()
      return nil
    }
    let key = try json.readString()
    guard ListItem.isValidKey(key) else {
      note(
        .invalidKey, "\(FormValue.jsonQuoted(key)) is not a valid item key (\(ListItem.validKeyDescription))",
        path: path, at: start)
      return nil
    }
    if let first = keys[key] {
      note(
        .duplicateKey(key), "key \(FormValue.jsonQuoted(key)) is already the key of item \(first)", path: path,
        at: start)
      return nil
    }
    keys[key] = index
    return key
  }

  // MARK: Expanded flags

  /// Reads an object of expanded flags by row id, for the expandable rows among `rows`, into
  /// `flags` (indexed by slot minus `base`).
  private mutating func readExpanded(
    _ json: inout JSONReader, rows: Range<Int>, path: String, into flags: inout [Bool], offsetBy base: Int = 0
  ) throws(JSONReadError) {
    let start = try json.valueOffset()
    guard try json.peek() == .object else {
      note(
        .wrongType, "'\(Self.expandedKey)' is an object of flags by row id, not \(try json.peek().phrase)",
        path: path, at: start)
      return try json.skipValue()
    }
    var seen = Set<String>()
    try json.readObject { json, id, keyOffset throws(JSONReadError) in
      let flagPath = Self.path(path, id)
      guard seen.insert(id).inserted else {
        note(.duplicateName(id), "'\(id)' is given twice; give it once", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      // Template rows are in the form's table of ids too: a row of another list, or of a list here, is not found.
      guard let slot = form.names.rowSlot(of: id), rows.contains(slot) else {
        note(
          .unknownName(
            id, candidates: listsNextProblem ? rows.filter(form.rows.isExpandable).map { form.rows.id[$0] } : []),
          "no row named '\(id)' expands here", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      guard form.rows.isExpandable(slot) else {
        note(
          .notExpandable(id), "row '\(id)' does not expand, so it has no expanded flag", path: flagPath, at: keyOffset)
        return try json.skipValue()
      }
      let valueStart = try json.valueOffset()
      guard try json.peek() == .bool else {
        note(.wrongType, "an expanded flag is a boolean, not \(try json.peek().phrase)", path: flagPath, at: valueStart)
        return try json.skipValue()
      }
      flags[slot - base] = try json.readBool()
    }
  }

  // MARK: Problems

  /// Whether the next problem will be listed (not only counted): an unknown name's candidates, which take time in the
  /// form's size, are gathered only then, so a text of many unknown names does not pay for them each time.
  private var listsNextProblem: Bool { problems.count < Self.maximumProblems }

  /// Lists a problem, or counts it past ``maximumProblems``.
  private mutating func note(_ kind: SavedValuesProblem.Kind, _ message: String, path: String, at offset: Int) {
    guard problems.count < Self.maximumProblems else {
      if unlisted.count == 0 { unlisted.offset = offset }
      unlisted.count += 1
      return
    }
    problems.append(problem(kind, message, path: path, at: offset))
  }

  /// A problem at `offset`, its line and column set when reading ends (``TextPositions/place(_:in:)``).
  private func problem(_ kind: SavedValuesProblem.Kind, _ message: String, path: String, at offset: Int)
    -> SavedValuesProblem
  {
    SavedValuesProblem(kind: kind, message: message, path: path, offset: offset, line: 0, column: 0)
  }

  /// `base.name`, or `base["name"]` for a name that is not an identifier.
  static func path(_ base: String, _ name: String) -> String {
    let isIdentifier =
      name.utf8.first.map { !($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) } ?? false
      && name.utf8.allSatisfy { byte in
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      }
    return isIdentifier ? base + "." + name : base + "[" + FormValue.jsonQuoted(name) + "]"
  }
}

extension JSONReader {
  /// The offset of the next value (after white space), where a message about it points.
  mutating func valueOffset() throws(JSONReadError) -> Int {
    _ = try peek()
    return offset
  }
}
