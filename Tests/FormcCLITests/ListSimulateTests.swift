import Foundation
import Testing

private let contactSpec = packageRoot.appendingPathComponent("Forms/contact.form.yaml").path
private let heroesSpec = packageRoot.appendingPathComponent("Forms/heroes.form.yaml").path

/// The error of each output object of `formc simulate`.
private func errors(_ result: CLIResult) -> [String?] {
  result.outLines.map { jsonObject($0)?["error"] as? String }
}

/// `formc simulate` on the example forms with lists: the messages of list events written wrong.
@Suite struct ListSimulateMessageTests {
  @Test func listEventsWrittenWrongSayWhereAndWhat() {
    let events = """
      append phonez
      append phones {"numbr": "+1"}
      append phones {"key": null}
      append phones {"key": "w 2"}
      append phones {"label": "fax"}
      insert phones first
      move phones 1
      remove phones
      tap phones[home1].numbr
      tap number
      set phones "+1"
      set emails [{"adress": "a@b.c"}]

      """
    let result = formc("simulate", contactSpec, stdin: events)
    #expect(result.code == 1, "\(result.err)")
    #expect(
      errors(result) == [
        "column 8: unknown list 'phonez'; did you mean 'phones'?",
        "column 16: the items of 'phones' have no field 'numbr'; did you mean 'number'?",
        #"column 23: an item's key cannot be null; leave "key" out and the list gives the item its next key"#,
        #"column 23: invalid key "w 2": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#,
        #"column 25: "fax" is not one of the options of 'label' ("home", "work", "mobile")"#,
        "column 15: expected a list index, a whole number (insert phones INDEX [{…}]), found 'first'",
        "column 14: expected a list index, a whole number (move phones FROM TO)",
        "column 8: 'remove' needs an item: remove LIST[KEY]",
        "column 19: the items of 'phones' have no row 'numbr'; did you mean 'number'?",
        "column 5: 'number' belongs to each item of 'phones'; name one item's: tap phones[KEY].number",
        #"column 12: 'phones' is a list: set it to its items, [{"key": "…", …}, …] (a keyed replace)"#,
        "column 14: the items of 'emails' have no field 'adress'; did you mean 'address'?",
      ])
  }

  @Test func aListOfNoCloseNameListsTheFormsLists() {
    let result = formc("simulate", contactSpec, stdin: "remove heroes[tony]\n")
    #expect(result.code == 1)
    let object = result.outLines.first.flatMap { jsonObject($0) }
    #expect(object?["error"] as? String == "column 8: unknown list 'heroes'; the lists are phones, emails")
  }
}

/// `set LIST []` on every path a user reaches (standard input, `--events FILE`, `--events -`, a
/// spec or a compiled form): `formc simulate` always reads lines with the form's names, so it is
/// the empty keyed replace; and the names and keys that path refuses, with where and why.
@Suite struct ListSimulateEmptyReplaceTests {
  /// The contact form's two phones (`home1` and the appended `w2`) removed by `set phones []`.
  static let events = """
    append phones {"key": "w2", "number": "+1 555 0199"}
    set phones []

    """

  /// What each path prints for ``events``: the emptied list's four rows and the notes section
  /// (shown while there is more than one phone) deleted.
  static func expectEmptied(
    _ result: CLIResult, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(result.code == 0, "\(path): \(result.out)\(result.err)", sourceLocation: sourceLocation)
    let last = result.outLines.last.flatMap { jsonObject($0, sourceLocation: sourceLocation) }
    #expect(last?["event"] as? String == "set phones []", "\(path)", sourceLocation: sourceLocation)
    #expect(last?["deleteSections"] as? [Int] == [3], "\(path)", sourceLocation: sourceLocation)
    #expect(
      positions(last?["deleteRows"]) == [[1, 0], [1, 1], [1, 2], [1, 3]], "\(path)", sourceLocation: sourceLocation)
  }

  @Test func everyPathEmptiesTheList() throws {
    try withTemporaryFolder { folder in
      let eventsFile = try write(Self.events, to: "empty.events", in: folder)
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", contactSpec, "-o", output).code == 0)
      let compiled = "\(output)/Contact.formc.json"
      Self.expectEmptied(formc("simulate", contactSpec, stdin: Self.events), "stdin")
      Self.expectEmptied(formc("simulate", contactSpec, "--events", "-", stdin: Self.events), "--events -")
      Self.expectEmptied(formc("simulate", contactSpec, "--events", eventsFile), "--events FILE")
      Self.expectEmptied(formc("simulate", compiled, "--events", eventsFile), "compiled, --events FILE")
      Self.expectEmptied(formc("simulate", compiled, stdin: Self.events), "compiled, stdin")
    }
  }

  @Test func namesAndKeysTheReaderRefusesSayWhereAndWhy() {
    let result = formc(
      "simulate", contactSpec, "--layout",
      stdin: "set phone []\nset emails[] []\nset zzz []\nremove phones[bad key!]\n")
    #expect(result.code == 1)
    let objects = result.outLines.compactMap { jsonObject($0) }
    #expect(
      objects.dropFirst().map { $0["error"] as? String } == [
        "column 5: unknown list or value 'phone'; did you mean 'phones'?",
        #"column 12: invalid key "": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#,
        "column 5: unknown list or value 'zzz'; the lists are phones, emails",
        #"column 15: invalid key "bad key!": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#,
      ])
    // Nothing was applied: every line's layout is the initial one.
    let layouts = objects.map { ($0["layout"] as? [[String: Any]])?.map { $0["rows"] as? [String] ?? [] } }
    let initial = layouts.first ?? nil
    #expect(layouts.count == 5 && initial != nil && layouts.allSatisfy { $0 == initial })
  }
}

/// The members of an update line, as `formc simulate` prints them after `"event"`.
private func update(
  deleteSections: String = "[]", insertSections: String = "[]", deleteRows: String = "[]",
  insertRows: String = "[]", reloadRows: String = "[]", moveRows: String = "[]"
) -> String {
  "\"deleteSections\": \(deleteSections), \"insertSections\": \(insertSections), \"deleteRows\": \(deleteRows), "
    + "\"insertRows\": \(insertRows), \"reloadRows\": \(reloadRows), \"moveRows\": \(moveRows)"
}

/// Replays `script` (event line, expected members) on `spec` and compares every output line.
private func replay(
  _ spec: String, _ script: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let result = formc("simulate", spec, stdin: script.map(\.0).joined(separator: "\n") + "\n")
  #expect(result.code == 0, "\(result.out)\(result.err)", sourceLocation: sourceLocation)
  #expect(result.outLines.count == script.count, sourceLocation: sourceLocation)
  for (line, (event, members)) in zip(result.outLines, script) {
    let expected = "{\"event\": \(jsonQuoted(event)), \(members)}"
    #expect(line == expected, sourceLocation: sourceLocation)
  }
}

/// `text` as a JSON string literal (the events of these scripts need only `"` escaped).
private func jsonQuoted(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// `formc simulate` on the example forms with lists, end to end: the list events, the moves, the
/// sections a regrouping inserts and deletes, and the layout's item rows and groups.
@Suite struct ListSimulateTests {
  @Test func contactPhoneNumbers() {
    replay(
      contactSpec,
      [
        // The second number shows the notes section (phones.count > 1); a work number its extension.
        (
          #"append phones {"key": "w2", "number": "+1 555 0199", "label": "work"}"#,
          update(insertSections: "[3]", insertRows: "[[1, 2], [1, 3], [1, 4]]")
        ),
        (#"append phones {"key": "m3"}"#, update(insertRows: "[[1, 5], [1, 6]]")),
        // The last of three items dragged to the top: its two rows move, the five others stay.
        ("move phones 2 0", update(moveRows: "[[[1, 5], [1, 0]], [[1, 6], [1, 1]]]")),
        ("move phones 1 1", update()),
        (#"set phones[w2].label "home""#, update(deleteRows: "[[1, 6]]", reloadRows: "[[1, 5]]")),
        ("remove phones[home1]", update(deleteRows: "[[1, 2], [1, 3]]")),
        // The add row appends an item with the defaults and the sequence's next key, "1".
        ("tap addPhone", update(insertRows: "[[1, 4], [1, 5]]")),
        ("tap phones[1].number", update()),
        (
          #"set phones [{"key": "m3", "number": "+1 555 0111"}, {"key": "w2"}]"#,
          update(deleteRows: "[[1, 4], [1, 5]]", reloadRows: "[[1, 0]]")
        ),
        ("set phones []", update(deleteSections: "[3]", deleteRows: "[[1, 0], [1, 1], [1, 2], [1, 3]]")),
      ])
  }

  @Test func heroesRegroupAndResort() {
    replay(
      heroesSpec,
      [
        // Matt leaves the Defenders, which empties (deleted), for the null group (inserted), in one batch.
        ("set heroes[matt].team null", update(deleteSections: "[1]", insertSections: "[2]")),
        (
          #"append heroes {"key": "bruce", "name": "Bruce Banner", "team": "Avengers"}"#,
          update(insertRows: "[[0, 0], [0, 1], [0, 2]]")
        ),
        // Renamed, Bruce sorts last: his changed name row is deleted and inserted, his other rows move.
        (
          #"set heroes[bruce].name "Zed""#,
          update(deleteRows: "[[0, 0]]", insertRows: "[[0, 6]]", moveRows: "[[[0, 1], [0, 7]], [[0, 2], [0, 8]]]")
        ),
        // Logan changes section: his team row (changed) is deleted and inserted, the others move across.
        (
          #"set heroes[logan].team "Avengers""#,
          update(deleteRows: "[[1, 1]]", insertRows: "[[0, 1]]", moveRows: "[[[1, 0], [0, 0]], [[1, 2], [0, 2]]]")
        ),
        ("remove heroes[ororo]", update(deleteSections: "[1]")),
      ])
  }

  @Test func theLayoutNamesItemRowsAndGroups() throws {
    let result = formc("simulate", heroesSpec, "--layout", stdin: "set heroes[matt].team null\n")
    #expect(result.code == 0, "\(result.err)")
    let lines = result.outLines.compactMap { jsonObject($0) }
    #expect(lines.count == 2)
    let sections = try #require(lines.last?["layout"] as? [[String: Any]])
    #expect(sections.map { $0["id"] as? String } == ["heroes", "heroes", "heroes", "summary"])
    #expect(sections[0]["group"] as? String == "Avengers")
    #expect(sections[1]["group"] as? String == "X-Men")
    // The null group: `"group": null`; a section of no grouped list: no `group` key.
    #expect(sections[2]["group"] is NSNull)
    #expect(sections[3].keys.contains("group") == false)
    #expect(
      sections[2]["rows"] as? [String] == ["heroes[matt].name", "heroes[matt].team", "heroes[matt].secretIdentity"])
    #expect(result.outLines.last?.contains(#"{"id": "heroes", "group": null, "rows": ["heroes[matt].name""#) == true)
  }
}
