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
  /// The state read so far (the extensions reading values, lists and flags write it).
  var state: FormState
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
    guard version == FormInt(current) else {
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

  // MARK: Problems

  /// Whether the next problem will be listed (not only counted): an unknown name's candidates, which take time in the
  /// form's size, are gathered only then, so a text of many unknown names does not pay for them each time.
  var listsNextProblem: Bool { problems.count < Self.maximumProblems }

  /// Lists a problem, or counts it past ``maximumProblems``.
  mutating func note(_ kind: SavedValuesProblem.Kind, _ message: String, path: String, at offset: Int) {
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
      name.firstByte.map { !($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) } ?? false
      && name.everyByte { byte in
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
