import FormRuntimeCore
import NameSuggestions

/// A name as an event line writes it: a row or value id (`citrus`), an item (`phones[w2]`) or a
/// row of an item (`phones[w2].number`), with the columns of its parts.
struct ScannedName {
  /// The whole name, as events and ``ItemRowName`` spell it.
  var text: String
  /// The list, key and template row of an item's name (`row` nil for `LIST[KEY]`); nil for a
  /// plain name.
  var item: (list: String, key: String, row: String?)?
  /// 1-based columns of the name and of its template row.
  var column: Int
  var rowColumn: Int
}

/// The parts of event lines that name lists and their items: `LIST[KEY].ROW` names, list
/// indexes and item objects (`{"key": "w2", "number": "+1 555 0199"}`).
extension EventLineScanner {
  /// What an invalid key is told.
  static func keyProblem(_ key: String) -> ErrorMessage {
    "invalid key \(FormValue.jsonQuoted(key)): a key is \(ListItem.validKeyDescription)"
  }

  /// A word, then, when `[` follows, the key up to `]` and a `.ROW` after it when there is one.
  /// - Throws: when the `[` is not closed, or the key is not a valid key.
  mutating func name() throws(EventLineError) -> ScannedName {
    let column = self.column
    let word = word()
    guard current == "[", !word.isEmpty else { return ScannedName(text: word, column: column, rowColumn: column) }
    let keyColumn = self.column + 1
    index += 1
    let keyStart = index
    while let scalar = current, scalar != "]" { index += 1 }
    guard current == "]" else {
      throw EventLineError(message: "expected ']' after the key of an item of '\(word)'", column: keyColumn - 1)
    }
    let key = String(scalars: scalars[keyStart..<index])
    index += 1
    guard ListItem.isValidKey(key) else { throw EventLineError(message: Self.keyProblem(key), column: keyColumn) }
    guard current == "." else {
      return ScannedName(
        text: ItemRowName.item(list: word, key: key), item: (word, key, nil), column: column, rowColumn: self.column)
    }
    index += 1
    let rowColumn = self.column
    let row = self.word()
    guard !row.isEmpty else {
      throw EventLineError(message: "expected a row of the item after '.' (\(word)[\(key)].ROW)", column: rowColumn)
    }
    let text = ItemRowName(list: word, key: key, row: row).description
    return ScannedName(text: text, item: (word, key, row), column: column, rowColumn: rowColumn)
  }

  /// A list index: a whole number (negative ones included: the engine says which indexes the list has).
  /// - Parameters:
  ///   - list: the list the event names, and `verb` the event (`insert` or `move`), for the message.
  mutating func listIndex(of list: String, verb: EventVerb) throws(EventLineError) -> Int {
    skipSpaces()
    let column = self.column
    let token = bareToken()
    // `ASCIIDigits.integer` would also take a `+`, which is no part of an index.
    let number = token.firstByte == UInt8(ascii: "+") ? nil : ASCIIDigits.integer(token)
    if let index = number.flatMap({ Int(exactly: $0) }) { return index }
    let found = token.isEmpty ? "" : ", found '\(token)'"
    throw EventLineError(
      message: "expected a list index, a whole number (\(verb.listUsage(list)))\(found)", column: column)
  }

  /// `[{…}, {…}]` (or `[]`): the items of a keyed replace.
  mutating func items(of list: String, target: ListTarget?) throws(EventLineError) -> [ListItemValues] {
    index += 1
    var items: [ListItemValues] = []
    skipSpaces()
    if current == "]" {
      index += 1
      return items
    }
    while true {
      skipSpaces()
      guard current == "{" else {
        throw EventLineError(message: "expected an item {\"key\": …, …} in the list of '\(list)'", column: column)
      }
      items.append(try item(of: list, target: target))
      skipSpaces()
      if current == "," {
        index += 1
        continue
      }
      guard current == "]" else { throw EventLineError(message: "expected ',' or ']' in the items", column: column) }
      index += 1
      return items
    }
  }

  /// `{"key": "w2", "number": "+1 555 0199"}`: an item's key, when given, and some of its fields.
  /// With the list's `target`, a field the template does not have, or a value that does not fit
  /// its field, is an error at its column.
  mutating func item(of list: String, target: ListTarget?) throws(EventLineError) -> ListItemValues {
    let open = column
    guard current == "{" else {
      throw EventLineError(message: "expected an item {\"field\": value, …} for '\(list)'", column: open)
    }
    index += 1
    var item = ListItemValues()
    var hasKey = false
    skipSpaces()
    if current == "}" {
      index += 1
      return item
    }
    while true {
      skipSpaces()
      let memberColumn = column
      guard current == "\"" else {
        throw EventLineError(message: "expected a field name in double quotes", column: memberColumn)
      }
      let member = try string()
      skipSpaces()
      guard current == ":" else { throw EventLineError(message: "expected ':' after \"\(member)\"", column: column) }
      index += 1
      skipSpaces()
      let valueColumn = column
      if member == "key" {
        guard !hasKey else { throw EventLineError(message: "\"key\" is given twice", column: memberColumn) }
        hasKey = true
        item.key = try key(at: valueColumn)
      } else {
        guard item.fields[member] == nil else {
          throw EventLineError(message: "field '\(member)' is given twice", column: memberColumn)
        }
        let field = target?.field(named: member)
        if let target, field == nil {
          throw EventLineError(
            message: "the items of '\(list)' have no field '\(member)'\(Self.fieldHint(member, in: target))",
            column: memberColumn)
        }
        let value = try value(for: member, slot: field, inItem: true)
        if let problem = field?.problem(with: value) { throw EventLineError(message: problem, column: valueColumn) }
        item.fields[member] = value
      }
      skipSpaces()
      if current == "," {
        index += 1
        continue
      }
      guard current == "}" else { throw EventLineError(message: "expected ',' or '}' in the item", column: column) }
      index += 1
      return item
    }
  }

  /// The value of `"key"`: a valid key in double quotes.
  private mutating func key(at column: Int) throws(EventLineError) -> String {
    guard current == "\"" else {
      let token = bareToken(inItem: true)
      if token == "null" {
        throw EventLineError(
          message: "an item's key cannot be null; leave \"key\" out and the list gives the item its next key",
          column: column)
      }
      throw EventLineError(message: "\"key\" takes a string in double quotes", column: column)
    }
    let key = try string()
    guard ListItem.isValidKey(key) else { throw EventLineError(message: Self.keyProblem(key), column: column) }
    return key
  }

  /// `; did you mean 'x'?`, or the fields when none is close.
  private static func fieldHint(_ member: String, in target: ListTarget) -> String {
    if let close = Suggestions.closest(to: member, in: StableOrder.sorted(target.fieldNames)) {
      return "; did you mean '\(close)'?"
    }
    return target.fieldNames.isEmpty
      ? "; they have no fields" : "; their fields are " + target.fieldNames.joined(by: ", ")
  }
}
