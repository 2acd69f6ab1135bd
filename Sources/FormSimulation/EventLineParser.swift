import FormRuntimeCore
import NameSuggestions

/// Why an event line could not be read.
public struct EventLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, and how to write it instead where that can be said.
  public var message: String {
    get { text.text }
    set { text = ErrorMessage(newValue) }
  }
  /// 1-based column of the problem in the line.
  public var column: Int
  /// The message, kept as written: one reference wide, so that where the error is thrown it is
  /// returned in registers, not through memory (``ErrorMessage``).
  private var text: ErrorMessage

  /// The error `message` at 1-based `column`. Disfavoured, so that a literal written in the
  /// package is an ``ErrorMessage``, whose code is smaller where it is written.
  @_disfavoredOverload
  public init(message: String, column: Int) {
    text = ErrorMessage(message)
    self.column = column
  }

  /// A message written where the error is thrown (``ErrorMessage``).
  package init(message: ErrorMessage, column: Int) {
    text = message
    self.column = column
  }

  /// `column 5: message`, as simulate prints it.
  public var description: String {
    let text: ErrorMessage = "column \(column): \(message)"
    return text.text
  }
}

/// One event line read: the event, and where its parts are written, so that an error the engine
/// gives for the event can point at the name or the value it is about.
public struct EventLine: Hashable, Sendable {
  /// The event the line writes.
  public var event: FormEvent
  /// 1-based column of the row or value name (of the search text for a `search`).
  public var nameColumn: Int
  /// 1-based column of the value of a `set` (of the item of an `append` or `insert`); the
  /// name's column for other events.
  public var valueColumn: Int
}

/// Reads the event lines of `formc simulate`:
///
///     tap citrus
///     expand starts
///     collapse starts
///     set method "card"
///     set allDay true
///     set count 3
///     set tags ["a", "b"]
///     set choice null
///     set payment "card"
///     search dark mode
///     search
///     append phones
///     append phones {"key": "w2", "number": "+1 555 0199", "label": "work"}
///     insert phones 0 {"number": "+1 555 0100"}
///     remove phones[w2]
///     move phones 2 0
///     set phones[w2].label "home"
///     tap phones[w2].number
///     set phones [{"key": "home1"}, {"number": "+1 555 0199"}]
///     edit email "ada@example.com"
///     edit phones[w2].number "+1 555 0100"
///     submit
///     resetValidation
///
/// Values are JSON literals (strings in double quotes with JSON escapes; a list of strings is a set).
/// A search's text is the rest of the line as written, after exactly one space (so it may hold
/// spaces, quotes and `#`); `search` alone clears the search. A list item's row is named
/// `LIST[KEY].ROW` (``ItemRowName``); an item is a JSON object of its key (optional) and fields,
/// and `set LIST [items]` is a keyed replace. `set LIST []` empties a list only when `read` is
/// given the form's targets (which say that LIST is a list; `formc simulate` always gives them);
/// without them it sets a set to `[]`. With them, `set NAME []` for a NAME that is neither a list
/// nor a value of the form is an error with a did-you-mean. `edit` takes a row (a static row or
/// an item's) and a value written as for `set`; `submit` and `resetValidation` take nothing.
public enum EventLineParser {
  /// Longest event line accepted, in Unicode scalars.
  public static let maxLineLength = 65_536

  /// Whether the line holds no event: blank (spaces and tabs, and a `\r` left by a CRLF line
  /// break), or a `#` comment (its first byte after the blanks is `#`).
  ///
  /// Read as UTF-8 bytes, not as `Character`s, whose comparisons bring grapheme breaking into
  /// every caller: the four characters are single bytes that no other character's encoding holds.
  /// - Complexity: O(b) for b leading blank bytes.
  public static func isBlankOrComment(_ line: Substring) -> Bool {
    var sawReturn = false
    for byte in line.utf8 {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): if sawReturn { return false }
      case UInt8(ascii: "#"): return !sawReturn
      case UInt8(ascii: "\r"):
        if sawReturn { return false }
        sawReturn = true
      default: return false
      }
    }
    return true
  }

  /// Parses one event line.
  /// - Throws: ``EventLineError`` with the column of the problem.
  /// - Complexity: O(n) in the length of the line.
  public static func parse(_ line: Substring) throws(EventLineError) -> FormEvent {
    try read(line).event
  }

  /// Reads one event line, with the columns of its parts.
  /// - Parameter targets: the form the events are for, when known: a value that is not a literal
  ///   then gets a message saying what the name it is set on takes (`'count' takes a whole number`).
  /// - Throws: ``EventLineError`` with the column of the problem.
  /// - Complexity: O(n) in the length of the line.
  public static func read(_ line: Substring, targets: EventTargets? = nil) throws(EventLineError) -> EventLine {
    var scanner = EventLineScanner(String(line).scalarArray)
    guard scanner.scalars.count <= maxLineLength else {
      throw EventLineError(message: "event line is longer than \(maxLineLength) characters", column: 1)
    }
    scanner.skipSpaces()
    let verbColumn = scanner.column
    let word = scanner.word()
    guard !word.isEmpty else {
      throw EventLineError(message: "expected an event: \(EventVerb.list)", column: verbColumn)
    }
    guard let verb = EventVerb(rawValue: word) else { throw unknownVerb(word, column: verbColumn) }
    if verb == .search {
      return EventLine(event: try scanner.searchText(), nameColumn: scanner.column + 1, valueColumn: scanner.column + 1)
    }
    if let event = verb.wholeFormEvent {
      scanner.skipSpaces()
      guard scanner.atEnd else {
        throw EventLineError(
          message: "'\(word)' is about the whole form and takes nothing after it", column: scanner.column)
      }
      return EventLine(event: event, nameColumn: verbColumn, valueColumn: verbColumn)
    }
    scanner.skipSpaces()
    let nameColumn = scanner.column
    let name = try scanner.name()
    try check(name, verb: verb, targets: targets)
    var valueColumn = nameColumn
    let event: FormEvent
    switch verb {
    case .tap, .expand, .collapse:
      guard !name.text.isEmpty else { throw EventLineError(message: "'\(word)' needs a row id", column: nameColumn) }
      try requireRow(name, verb: verb)
      event = verb == .tap ? .tap(name.text) : verb == .expand ? .expand(name.text) : .collapse(name.text)
    case .set:
      guard !name.text.isEmpty else {
        throw EventLineError(message: "'set' needs a name and a value", column: nameColumn)
      }
      try requireRow(name, verb: verb)
      scanner.skipSpaces()
      guard !scanner.atEnd else {
        throw EventLineError(
          message: "'set \(name.text)' needs a value (true, 3, \"text\", null or [\"a\", \"b\"])",
          column: scanner.column)
      }
      valueColumn = scanner.column
      event = try setEvent(name, scanner: &scanner, targets: targets)
    case .edit:
      guard !name.text.isEmpty else {
        throw EventLineError(message: "'edit' needs a row and a value: edit ROW VALUE", column: nameColumn)
      }
      try requireRow(name, verb: verb)
      if name.item == nil, let list = targets?.list(named: name.text) {
        throw EventLineError(
          message: """
            '\(name.text)' is a list; edit a row of one of its items \
            (edit \(name.text)[KEY].\(list.rows.first ?? "ROW") VALUE)
            """,
          column: nameColumn)
      }
      scanner.skipSpaces()
      guard !scanner.atEnd else {
        throw EventLineError(
          message: "'edit \(name.text)' needs a value (\"text\", true, 3, null or [\"a\", \"b\"])",
          column: scanner.column)
      }
      valueColumn = scanner.column
      event = .edit(name.text, try scanner.value(for: name.text, slot: targets?.slot(of: name.text)))
    case .append, .insert, .move:
      let list = try listName(name, verb: verb, targets: targets)
      if verb == .move {
        let from = try scanner.listIndex(of: list, verb: verb)
        let to = try scanner.listIndex(of: list, verb: verb)
        event = .move(list, from: from, to: to)
        break
      }
      let index = verb == .insert ? try scanner.listIndex(of: list, verb: verb) : 0
      scanner.skipSpaces()
      valueColumn = scanner.column
      let item = scanner.atEnd ? ListItemValues() : try scanner.item(of: list, target: targets?.list(named: list))
      event = verb == .append ? .append(list, item) : .insert(list, at: index, item)
    case .remove:
      guard let item = name.item, item.row == nil else {
        throw EventLineError(message: "'remove' needs an item: remove LIST[KEY]", column: nameColumn)
      }
      event = .remove(item.list, key: item.key)
    case .search, .submit, .resetValidation:
      // Read above: they name nothing.
      throw unknownVerb(word, column: verbColumn)
    }
    scanner.skipSpaces()
    guard scanner.atEnd else {
      throw EventLineError(message: "unexpected text after the event", column: scanner.column)
    }
    return EventLine(event: event, nameColumn: nameColumn, valueColumn: valueColumn)
  }

  /// `unknown event 'sumbit'; did you mean 'submit'?`, or the verbs when none is close.
  private static func unknownVerb(_ verb: String, column: Int) -> EventLineError {
    var names: [String] = []
    for verb in EventVerb.allCases { names.append(verb.rawValue) }  // Not `map`: one more copy in the module.
    let all = StableOrder.sorted(names)
    if let close = Suggestions.closest(to: verb, in: all) {
      return EventLineError(message: "unknown event '\(verb)'; did you mean '\(close)'?", column: column)
    }
    return EventLineError(message: "unknown event '\(verb)'; expected \(EventVerb.list)", column: column)
  }

  /// The event of `set NAME …`, the scanner at the value: a keyed replace for a list of items
  /// (or for `[]` on a list the targets know), else a value.
  private static func setEvent(
    _ scanned: ScannedName, scanner: inout EventLineScanner, targets: EventTargets?
  ) throws(EventLineError) -> FormEvent {
    let name = scanned.text
    let list = scanned.item == nil ? targets?.list(named: name) : nil
    if scanner.current == "[" {
      var ahead = scanner
      ahead.index += 1
      ahead.skipSpaces()
      if ahead.current == "{" || (ahead.current == "]" && list != nil) {
        if scanned.item != nil {
          throw EventLineError(
            message: "a keyed replace sets a whole list: set LIST [{…}, …]", column: scanned.column)
        }
        if let targets, list == nil {
          throw EventLineError(message: targets.unknownList(name), column: scanned.column)
        }
        return .replace(name, try scanner.items(of: name, target: list))
      }
      // `[]` on a name the form does not have: a misspelt list as likely as a misspelt value.
      if ahead.current == "]", scanned.item == nil, let message = targets?.unknownListOrValue(name) {
        throw EventLineError(message: message, column: scanned.column)
      }
    }
    if list != nil {
      throw EventLineError(
        message: "'\(name)' is a list: set it to its items, [{\"key\": \"…\", …}, …] (a keyed replace)",
        column: scanner.column)
    }
    let slot = targets?.slot(of: name)
    do throws(EventLineError) {
      return .set(name, try scanner.value(for: name, slot: slot))
    } catch {
      // A value that does not read, set on a name that is no row nor value of the form: the name is
      // the first problem on the line, and what the line was meant to do is unknown without it, so
      // it is the one reported, as the engine's refusal is worded (a suggestion, or what a section
      // is). A row that holds no value is left to the engine, which says so once the value reads.
      if let targets, scanned.item == nil, slot?.type == nil, !targets.rowIDs.contains(name) {
        let line = EventLine(event: .set(name, .null), nameColumn: scanned.column, valueColumn: scanned.column)
        throw targets.error(for: .unknownName(name), in: line)
      }
      throw error
    }
  }

  /// With the form's targets, an item's name must name a list of the form and a row of its
  /// template (the key is the state's: the engine checks it), and a row or value name must not
  /// be a template row's.
  private static func check(_ name: ScannedName, verb: EventVerb, targets: EventTargets?) throws(EventLineError) {
    guard let targets else { return }
    guard let item = name.item else {
      // The engine knows a template row by its id (its slot holds the defaults), but an event
      // is about one item's.
      if verb.namesARow, let message = targets.templateRowMessage(name.text, verb: verb.rawValue) {
        throw EventLineError(message: message, column: name.column)
      }
      return
    }
    guard let list = targets.list(named: item.list) else {
      throw EventLineError(message: targets.unknownList(item.list), column: name.column)
    }
    if let row = item.row, !list.rows.contains(row) {
      throw EventLineError(
        message:
          "the items of '\(item.list)' have no row '\(row)'\(targets.suggestionOrSample(for: row, in: list.rows))",
        column: name.rowColumn)
    }
  }

  /// A tap, expand, collapse, set or edit names a row (or value), never a whole item.
  private static func requireRow(_ name: ScannedName, verb: EventVerb) throws(EventLineError) {
    guard let item = name.item, item.row == nil else { return }
    throw EventLineError(
      message: "'\(verb.rawValue)' names a row of the item: \(verb.rawValue) \(name.text).ROW", column: name.rowColumn)
  }

  /// The list an `append`, `insert` or `move` names: a bare name, of a list of the form when the
  /// targets are known.
  private static func listName(_ name: ScannedName, verb: EventVerb, targets: EventTargets?) throws(EventLineError)
    -> String
  {
    guard !name.text.isEmpty, name.item == nil else {
      throw EventLineError(
        message: "'\(verb.rawValue)' needs a list: \(verb.listUsage("LIST"))", column: name.column)
    }
    if let targets, targets.list(named: name.text) == nil {
      throw EventLineError(message: targets.unknownList(name.text), column: name.column)
    }
    return name.text
  }
}
