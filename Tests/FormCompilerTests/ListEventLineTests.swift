import FormCompiler
import FormFixtures
import FormRuntime
import FormSimulation
import Testing

/// The list events of `formc simulate`'s event lines, read without and with the form's names
/// (a hand-built form with the list `phones`: fields number, label and digits).
@Suite struct ListEventLineTests {
  let targets = EventTargets(form: FormFixtures.phonesForm())

  /// The event `line` reads as with the form's names.
  func read(_ line: String) throws(EventLineError) -> FormEvent {
    try EventLineParser.read(Substring(line), targets: targets).event
  }

  /// The error `line` gets with the form's names, as `column N: message`.
  func error(_ line: String) -> String? {
    do {
      _ = try read(line)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func everyListEvent() throws {
    let w2 = ListItemValues(
      key: "w2", fields: ["number": .string("+1 555 0199"), "label": .string("work")])
    let cases: [(String, FormEvent)] = [
      ("append phones", .append("phones", ListItemValues())),
      (#"append phones {"key": "w2", "number": "+1 555 0199", "label": "work"}"#, .append("phones", w2)),
      (
        #"insert phones 0 {"number": "+1"}"#,
        .insert("phones", at: 0, ListItemValues(fields: ["number": .string("+1")]))
      ),
      ("insert phones 0", .insert("phones", at: 0, ListItemValues())),
      ("insert phones 2 {}", .insert("phones", at: 2, ListItemValues())),
      ("remove phones[w2]", .remove("phones", key: "w2")),
      ("move phones 2 0", .move("phones", from: 2, to: 0)),
      (#"set phones[w2].label "home""#, .set("phones[w2].label", .string("home"))),
      ("tap phones[w2].number", .tap("phones[w2].number")),
      ("expand phones[a-b_9].number", .expand("phones[a-b_9].number")),
      ("collapse phones[1].number", .collapse("phones[1].number")),
      (
        #"set phones [{"key": "home1", "digits": 3}, {"number": "+1 555 0199"}]"#,
        .replace(
          "phones",
          [
            ListItemValues(key: "home1", fields: ["digits": .int(3)]),
            ListItemValues(fields: ["number": .string("+1 555 0199")]),
          ])
      ),
      ("set phones [ {} ,{ } ]", .replace("phones", [ListItemValues(), ListItemValues()])),
    ]
    for (line, event) in cases {
      #expect(try EventLineParser.parse(Substring(line)) == event, "\(line)")
      #expect(try read(line) == event, "\(line)")
    }
  }

  /// A list index is what `Int(_:)` reads from ASCII digits after an optional `-`: the same
  /// values, and nothing out of `Int`'s range (a `+`, a fraction or an exponent is refused).
  @Test func aListIndexIsAWholeNumberInIntsRange() {
    let pieces = ["0", "1", "9", "-", "+", ".", "e", "\u{663}"]
    var tokens = [
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "00000000000000000000000000000000000042", "-00", "99999999999999999999", "-99999999999999999999",
    ]
    for first in pieces {
      for second in [""] + pieces {
        for third in [""] + pieces { tokens.append(first + second + third) }
      }
    }
    for token in tokens {
      let expected = token.first == "+" ? nil : Int(token)
      let event = try? read("insert phones \(token)")
      #expect(event == expected.map { .insert("phones", at: $0, ListItemValues()) }, "\(token)")
      #expect((try? read("move phones 0 \(token)")) == expected.map { .move("phones", from: 0, to: $0) }, "\(token)")
    }
  }

  @Test func anEmptyReplaceNeedsTheFormToKnowTheNameIsAList() throws {
    #expect(try read("set phones []") == .replace("phones", []))
    #expect(try read("set phones [ ]") == .replace("phones", []))
    // Without the form's names, `[]` is the empty set of a multichoice row.
    #expect(try EventLineParser.parse("set phones []") == .set("phones", .set([])))
  }

  @Test func theColumnsOfTheListAndTheItem() throws {
    let line = try EventLineParser.read(#"append  phones  {"number": "1"}"#, targets: targets)
    #expect(line.nameColumn == 9 && line.valueColumn == 17)
    let insert = try EventLineParser.read("insert phones 1 {}", targets: targets)
    #expect(insert.nameColumn == 8 && insert.valueColumn == 17)
    let set = try EventLineParser.read(#"set phones[w2].label "home""#, targets: targets)
    #expect(set.nameColumn == 5 && set.valueColumn == 22)
  }

  @Test func descriptionsReadBack() throws {
    let events: [FormEvent] = [
      .append("phones", ListItemValues()),
      .append("phones", ListItemValues(key: "w2", fields: ["number": .string("a \"quoted\"\n"), "digits": .int(-3)])),
      .insert("phones", at: 0, ListItemValues()),
      .insert("phones", at: 5, ListItemValues(fields: ["label": .null])),
      .remove("phones", key: "x_Y-1"),
      .move("phones", from: 3, to: 0),
      .move("phones", from: -1, to: 0),
      .set("phones[w2].label", .string("home")),
      .tap("phones[w2].number"),
      .expand("phones[w2].number"),
      .collapse("phones[w2].number"),
      .replace("phones", [ListItemValues(key: "home1"), ListItemValues(fields: ["number": .string("+1")])]),
      .replace("phones", [ListItemValues()]),
      .replace("phones", []),
      .set("tags", .set(["a", "b"])),
    ]
    for event in events {
      #expect(try read(event.description) == event, "\(event)")
      // Without the form's names, only the empty replace reads otherwise (as the empty set).
      if event != .replace("phones", []) {
        #expect(try EventLineParser.parse(Substring(event.description)) == event, "\(event)")
      }
    }
    // The empty set of a name the form does not have reads back only without the form's names:
    // with them, `[]` on an unknown name is refused (a list or a value misspelt).
    #expect(try EventLineParser.parse(Substring(FormEvent.set("tags", .set([])).description)) == .set("tags", .set([])))
    #expect(throws: EventLineError.self) { try read(FormEvent.set("tags", .set([])).description) }
  }

  @Test func malformedListEvents() {
    let cases: [(String, String)] = [
      ("append phonez", "column 8: unknown list 'phonez'; did you mean 'phones'?"),
      ("append fullName", "column 8: unknown list 'fullName'; the lists are phones"),
      ("append", "column 7: 'append' needs a list: append LIST [{…}]"),
      ("append phones[w2]", "column 8: 'append' needs a list: append LIST [{…}]"),
      ("insert", "column 7: 'insert' needs a list: insert LIST INDEX [{…}]"),
      ("move phones[w2]", "column 6: 'move' needs a list: move LIST FROM TO"),
      (
        #"append phones {"numbr": "1"}"#,
        "column 16: the items of 'phones' have no field 'numbr'; did you mean 'number'?"
      ),
      (
        #"append phones {"zzzzzz": 1}"#,
        "column 16: the items of 'phones' have no field 'zzzzzz'; their fields are number, label, digits"
      ),
      (
        #"append phones {"key": null}"#,
        #"column 23: an item's key cannot be null; leave "key" out and the list gives the item its next key"#
      ),
      (#"append phones {"key": 3}"#, #"column 23: "key" takes a string in double quotes"#),
      (
        #"append phones {"key": "a b"}"#,
        #"column 23: invalid key "a b": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#
      ),
      (
        #"append phones {"key": ""}"#, #"column 23: invalid key "": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#
      ),
      (
        "append phones {\"key\": \"\(String(repeating: "k", count: 65))\"}",
        #"column 23: invalid key "\#(String(repeating: "k", count: 65))": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#
      ),
      (#"append phones {"key": "a", "key": "b"}"#, #"column 28: "key" is given twice"#),
      (#"append phones {"digits": 1, "digits": 2}"#, "column 29: field 'digits' is given twice"),
      (#"append phones {"digits": "3"}"#, "column 26: 'digits' takes an integer, not a string"),
      (#"append phones {"digits": 3.5}"#, "column 26: 'digits' takes a whole number, found '3.5'"),
      (
        #"append phones {"label": "fax"}"#,
        #"column 25: "fax" is not one of the options of 'label' ("home", "work", "mobile")"#
      ),
      (#"append phones {"number": "1"} x"#, "column 31: unexpected text after the event"),
      (#"append phones {"number": "1""#, "column 29: expected ',' or '}' in the item"),
      (#"append phones {number: "1"}"#, "column 16: expected a field name in double quotes"),
      (#"append phones {"number" "1"}"#, #"column 25: expected ':' after "number""#),
      (#"append phones ["number"]"#, "column 15: expected an item {\"field\": value, …} for 'phones'"),
      ("insert phones", "column 14: expected a list index, a whole number (insert phones INDEX [{…}])"),
      ("insert phones x", "column 15: expected a list index, a whole number (insert phones INDEX [{…}]), found 'x'"),
      (
        "insert phones 1.5 {}",
        "column 15: expected a list index, a whole number (insert phones INDEX [{…}]), found '1.5'"
      ),
      ("insert phones +1", "column 15: expected a list index, a whole number (insert phones INDEX [{…}]), found '+1'"),
      ("move phones 1", "column 14: expected a list index, a whole number (move phones FROM TO)"),
      ("move phones 1 2 3", "column 17: unexpected text after the event"),
      ("remove phones", "column 8: 'remove' needs an item: remove LIST[KEY]"),
      ("remove phones[w2].number", "column 8: 'remove' needs an item: remove LIST[KEY]"),
      ("remove phonez[w2]", "column 8: unknown list 'phonez'; did you mean 'phones'?"),
      ("remove phones[w2", "column 14: expected ']' after the key of an item of 'phones'"),
      ("remove phones[w 2]", #"column 15: invalid key "w 2": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#),
      ("remove phones[]", #"column 15: invalid key "": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#),
      ("tap phones[w2]", "column 15: 'tap' names a row of the item: tap phones[w2].ROW"),
      ("tap phones[w2].", "column 16: expected a row of the item after '.' (phones[w2].ROW)"),
      ("tap phones[w2].numbr", "column 16: the items of 'phones' have no row 'numbr'; did you mean 'number'?"),
      ("expand phonez[w2].number", "column 8: unknown list 'phonez'; did you mean 'phones'?"),
      ("tap number", "column 5: 'number' belongs to each item of 'phones'; name one item's: tap phones[KEY].number"),
      ("set digits 3", "column 5: 'digits' belongs to each item of 'phones'; name one item's: set phones[KEY].digits"),
      (
        #"set phones "x""#,
        #"column 12: 'phones' is a list: set it to its items, [{"key": "…", …}, …] (a keyed replace)"#
      ),
      (
        #"set phones ["a"]"#,
        #"column 12: 'phones' is a list: set it to its items, [{"key": "…", …}, …] (a keyed replace)"#
      ),
      (#"set fullName [{"key": "a"}]"#, "column 5: unknown list 'fullName'; the lists are phones"),
      (#"set phones[w2].label [{}]"#, "column 5: a keyed replace sets a whole list: set LIST [{…}, …]"),
      (#"set phones [{"key": "a"} {"key": "b"}]"#, "column 26: expected ',' or ']' in the items"),
      (#"set phones [{"key": "a"}, 3]"#, "column 27: expected an item {\"key\": …, …} in the list of 'phones'"),
      ("set phones[w2].digits 2.5", "column 23: 'phones[w2].digits' takes a whole number, found '2.5'"),
      (
        "frobnicate phones",
        "column 1: unknown event 'frobnicate'; expected tap, expand, collapse, set, edit, submit, resetValidation, search, append, insert, remove or move"
      ),
    ]
    for (line, message) in cases {
      #expect(error(line) == message, "\(line)")
    }
  }

  @Test func anEmptyListOnANameTheFormDoesNotHaveIsRefused() throws {
    #expect(try read("set phones [ ]  ") == .replace("phones", []))
    // On a name the form does not have, a close list or value is suggested, or the lists named.
    #expect(error("set phone []") == "column 5: unknown list or value 'phone'; did you mean 'phones'?")
    #expect(error("set fullNam []") == "column 5: unknown list or value 'fullNam'; did you mean 'fullName'?")
    #expect(error("set zzz []") == "column 5: unknown list or value 'zzz'; the lists are phones")
    // A value of the form reads as set to `[]` (the engine refuses it unless it takes a set);
    // an item is no value.
    #expect(try read("set fullName []") == .set("fullName", .set([])))
    #expect(error("set phones[home1] []")?.hasPrefix("column 18: 'set' names a row of the item") == true)
  }

  @Test func anInvalidKeyIsRefusedWithTheRule() throws {
    let rule = "a key is 1 to 64 ASCII letters, digits, '_' or '-'"
    #expect(error("remove phones[bad key!]") == #"column 15: invalid key "bad key!": "# + rule)
    #expect(error("tap phones[ü].number") == #"column 12: invalid key "ü": "# + rule)
    #expect(error(#"set phones[a/b].label "home""#) == #"column 12: invalid key "a/b": "# + rule)
    #expect(error(#"set phones [{"key": "a.b"}]"#) == #"column 21: invalid key "a.b": "# + rule)
    #expect(
      error("remove phones[\(String(repeating: "k", count: 65))]")
        == "column 15: invalid key \"\(String(repeating: "k", count: 65))\": " + rule)
    // The rule is the runtime's, which the engine's own refusal states the same way.
    #expect(rule.hasSuffix(ListItem.validKeyDescription))
    #expect(
      try read("remove phones[\(String(repeating: "k", count: 64))]")
        == .remove("phones", key: String(repeating: "k", count: 64)))
    #expect(try read("remove phones[A-z_09]") == .remove("phones", key: "A-z_09"))
  }

  @Test func withoutTheFormTheShapeIsStillChecked() throws {
    // Names and field types need the form; keys, indexes and JSON shape do not.
    #expect(
      try EventLineParser.parse(#"append phonez {"numbr": 3}"#)
        == .append("phonez", ListItemValues(fields: ["numbr": .int(3)])))
    #expect(throws: EventLineError.self) { try EventLineParser.parse(#"append phones {"key": null}"#) }
    #expect(throws: EventLineError.self) { try EventLineParser.parse("remove phones[a.b]") }
    #expect(throws: EventLineError.self) { try EventLineParser.parse("move phones x 1") }
  }
}

/// What `formc simulate` says about a list event the engine refused for a name.
@Suite struct ListEventMessageTests {
  let targets = EventTargets(form: FormFixtures.phonesForm())

  @Test func unknownNamesAboutLists() {
    #expect(
      targets.message(for: .unknownName("phones[zz].number"), in: .tap("phones[zz].number"))
        == "'phones' has no item with key 'zz'")
    #expect(
      targets.message(for: .unknownName("number"), in: .tap("number"))
        == "'number' belongs to each item of 'phones'; name one item's: tap phones[KEY].number")
    #expect(
      targets.message(for: .unknownName("phones"), in: .tap("phones"))
        == "'phones' is a list; tap a row of one of its items (tap phones[KEY].number)")
    #expect(
      targets.message(for: .unknownName("phonez[a].number"), in: .tap("phonez[a].number"))
        == "unknown list 'phonez'; did you mean 'phones'?")
    #expect(targets.valueType(of: "phones[w2].digits") == .int)
    #expect(targets.valueType(of: "phones[w2].nothing") == nil)
  }

  @Test func anItemOfAnotherFormsListIsForeign() {
    #expect(targets.isForeign(.unknownName("heroes[tony].name"), in: .tap("heroes[tony].name")))
    #expect(!targets.isForeign(.unknownName("phones[zz].number"), in: .tap("phones[zz].number")))
    #expect(!targets.isForeign(.unknownName("number"), in: .tap("number")))
  }
}
