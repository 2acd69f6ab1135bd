import FormcCLI
import Foundation
import Testing

/// One expected line of `formc simulate` output for an event that succeeds.
private struct ExpectedUpdate {
  var event: String
  var deleteSections: [Int] = []
  var insertSections: [Int] = []
  var deleteRows: [[Int]] = []
  var insertRows: [[Int]] = []
  var reloadRows: [[Int]] = []
  /// Pairs of (old, new) paths.
  var moveRows: [[[Int]]] = []
}

/// A scripted session on the fruit form: the accordion, the parent-row reloads and the
/// `fruitSalad` row that needs both picks.
private let fruitScript: [ExpectedUpdate] = [
  // Collapsing citrus hides citrusPick and shows the hint after melon.
  ExpectedUpdate(event: "tap citrus", deleteRows: [[0, 1]], insertRows: [[0, 2]]),
  // Expanding melon hides the hint and shows melonPick.
  ExpectedUpdate(event: "tap melon", deleteRows: [[0, 2]], insertRows: [[0, 2]]),
  // Both picks set: fruitSalad appears; melon (the parent) and melonPick reload.
  ExpectedUpdate(event: "set melonPick \"Honeydew\"", insertRows: [[1, 1]], reloadRows: [[0, 1], [0, 2]]),
  // citrusPick is hidden, but its parent row shows the pick, so it reloads.
  ExpectedUpdate(event: "set citrusPick \"Lemon\"", reloadRows: [[0, 0]]),
  // Accordion: expanding citrus collapses melon.
  ExpectedUpdate(event: "expand citrus", deleteRows: [[0, 2]], insertRows: [[0, 1]]),
  ExpectedUpdate(event: "set citrusPick null", deleteRows: [[1, 1]], reloadRows: [[0, 0], [0, 1]]),
  ExpectedUpdate(event: "set notes \"hi\"", reloadRows: [[1, 0]]),
  ExpectedUpdate(event: "collapse citrus", deleteRows: [[0, 1]], insertRows: [[0, 2]]),
  // Tapping a label changes nothing.
  ExpectedUpdate(event: "tap tapHint"),
]

private let fruitEvents = "# a scripted fruit session\n\n" + fruitScript.map(\.event).joined(separator: "\n") + "\n"

private let updateKeys: Set<String> = [
  "event", "deleteSections", "insertSections", "deleteRows", "insertRows", "reloadRows", "moveRows",
]

/// Checks simulate output lines against the script.
private func check(
  _ lines: [String], against script: [ExpectedUpdate], layout: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(lines.count == script.count, sourceLocation: sourceLocation)
  for (line, expected) in zip(lines, script) {
    guard let object = jsonObject(line, sourceLocation: sourceLocation) else { continue }
    #expect(Set(object.keys) == updateKeys.union(layout ? ["layout"] : []), sourceLocation: sourceLocation)
    #expect(object["event"] as? String == expected.event, sourceLocation: sourceLocation)
    #expect(object["deleteSections"] as? [Int] == expected.deleteSections, "\(line)", sourceLocation: sourceLocation)
    #expect(object["insertSections"] as? [Int] == expected.insertSections, "\(line)", sourceLocation: sourceLocation)
    #expect(positions(object["deleteRows"]) == expected.deleteRows, "\(line)", sourceLocation: sourceLocation)
    #expect(positions(object["insertRows"]) == expected.insertRows, "\(line)", sourceLocation: sourceLocation)
    #expect(positions(object["reloadRows"]) == expected.reloadRows, "\(line)", sourceLocation: sourceLocation)
    #expect(object["moveRows"] as? [[[Int]]] == expected.moveRows, "\(line)", sourceLocation: sourceLocation)
  }
}

/// The `layout` of a JSON line as (section id, row ids) pairs.
private func layout(_ object: [String: Any]?) -> [String]? {
  guard let sections = object?["layout"] as? [[String: Any]] else { return nil }
  return sections.map { section in
    "\(section["id"] as? String ?? "?"): " + ((section["rows"] as? [String]) ?? []).joined(separator: ", ")
  }
}

/// The selected rows of each select section in the `layout` of a JSON line.
private func selections(_ object: [String: Any]?) -> [String: [String]] {
  let sections = object?["layout"] as? [[String: Any]] ?? []
  var selected: [String: [String]] = [:]
  for section in sections {
    if let id = section["id"] as? String, let rows = section["selected"] as? [String] { selected[id] = rows }
  }
  return selected
}

/// `formc simulate`.
@Suite struct SimulateCommandTests {
  @Test func eventsFromAFile() throws {
    try withTemporaryFolder { folder in
      let events = try write(fruitEvents, to: "events.txt", in: folder)
      let result = formc("simulate", fruitSpec, "--events", events)
      #expect(result.code == 0)
      #expect(result.err == "")
      check(result.outLines, against: fruitScript)
    }
  }

  @Test func eventsFromStandardInput() throws {
    let dash = formc("simulate", fruitSpec, "--events", "-", stdin: fruitEvents)
    #expect(dash.code == 0)
    check(dash.outLines, against: fruitScript)
    // Standard input is the default.
    #expect(formc("simulate", fruitSpec, stdin: fruitEvents) == dash)
    #expect(formc("simulate", "--events=-", fruitSpec, stdin: fruitEvents) == dash)
    // And the same as reading the events from a file.
    try withTemporaryFolder { folder in
      let events = try write(fruitEvents, to: "events.txt", in: folder)
      #expect(formc("simulate", fruitSpec, "--events", events).out == dash.out)
    }
  }

  @Test func layoutPrintsTheInitialTableFirstAndTheTableAfterEachEvent() throws {
    let result = formc("simulate", fruitSpec, "--layout", stdin: fruitEvents)
    #expect(result.code == 0)
    let lines = result.outLines
    #expect(
      lines.first
        == #"{"event": null, "layout": [{"id": "fruit", "rows": ["citrus", "citrusPick", "melon"]}, {"id": "comments", "rows": ["notes"]}]}"#
    )
    let first = jsonObject(try #require(lines.first))
    #expect(Set(first?.keys ?? [:].keys) == ["event", "layout"])
    #expect(first?["event"] is NSNull)
    check(Array(lines.dropFirst()), against: fruitScript, layout: true)
    let tables = lines.dropFirst().map { layout(jsonObject($0)) ?? [] }
    #expect(
      tables == [
        ["fruit: citrus, melon, tapHint", "comments: notes"],
        ["fruit: citrus, melon, melonPick", "comments: notes"],
        ["fruit: citrus, melon, melonPick", "comments: notes, fruitSalad"],
        ["fruit: citrus, melon, melonPick", "comments: notes, fruitSalad"],
        ["fruit: citrus, citrusPick, melon", "comments: notes, fruitSalad"],
        ["fruit: citrus, citrusPick, melon", "comments: notes"],
        ["fruit: citrus, citrusPick, melon", "comments: notes"],
        ["fruit: citrus, melon, tapHint", "comments: notes"],
        ["fruit: citrus, melon, tapHint", "comments: notes"],
      ])
  }

  @Test func choicesAreTappedAndSetAndTheLayoutListsTheSelection() throws {
    let script = [
      // multiple: a tap toggles the topping and reloads it; a third one shows the surcharge section.
      ExpectedUpdate(event: "tap olives", reloadRows: [[1, 2]]),
      ExpectedUpdate(event: "tap peppers", insertSections: [2], reloadRows: [[1, 3]]),
      // single: the tapped row is selected in place of the card, whose section goes.
      ExpectedUpdate(event: "tap paypal", deleteSections: [5], reloadRows: [[4, 0], [4, 1]]),
      ExpectedUpdate(event: "set payment \"card\"", insertSections: [5], reloadRows: [[4, 0], [4, 1]]),
      ExpectedUpdate(
        event: "set toppings []", deleteRows: [[1, 5], [2, 0]], insertRows: [[2, 0]],
        reloadRows: [[1, 0], [1, 2], [1, 3]]),
    ]
    let result = formc("simulate", pizzaSpec, "--layout", stdin: script.map(\.event).joined(separator: "\n"))
    #expect(result.code == 0, "\(result.err)")
    check(Array(result.outLines.dropFirst()), against: script, layout: true)
    let objects = result.outLines.map { jsonObject($0) }
    #expect(
      objects.map(selections) == [
        ["size": ["medium"], "toppings": ["mozzarella"], "payment": ["card"]],
        ["size": ["medium"], "toppings": ["mozzarella", "olives"], "payment": ["card"]],
        ["size": ["medium"], "toppings": ["mozzarella", "olives", "peppers"], "payment": ["card"]],
        ["size": ["medium"], "toppings": ["mozzarella", "olives", "peppers"], "payment": ["paypal"]],
        ["size": ["medium"], "toppings": ["mozzarella", "olives", "peppers"], "payment": ["card"]],
        ["size": ["medium"], "toppings": [], "payment": ["card"]],
      ])
    // Sections without `select` have no "selected"; rows stay plain ids.
    let sections = try #require(objects.first??["layout"] as? [[String: Any]])
    let delivery = try #require(sections.first { $0["id"] as? String == "delivery" })
    #expect(Set(delivery.keys) == ["id", "rows"])
    #expect(delivery["rows"] as? [String] == ["deliver", "address", "driverNotes"])
  }

  @Test func searchLinesFilterTheTable() throws {
    let events = """
        search chee
      search credit or
      search
      search\tx
      searching
      search Card "x" # not a comment
      search\u{20}
      """
    let result = formc("simulate", pizzaSpec, "--layout", stdin: events)
    #expect(result.code == 1)
    let objects = result.outLines.dropFirst().map { jsonObject($0) ?? [:] }
    // The event is the line as written; the text is everything after one space.
    #expect(objects.map { $0["event"] as? String } == events.split(separator: "\n").map(String.init))
    #expect(layout(objects[0]) == ["toppings: mozzarella, extraMozzarella"])
    #expect(layout(objects[1]) == ["payment: card"])
    #expect(objects[0]["deleteSections"] as? [Int] == [0, 2, 3, 4, 5])
    // `search` alone gives the whole table back.
    #expect(layout(objects[2]) == layout(jsonObject(result.outLines.first ?? "")))
    #expect(
      objects[3]["error"] as? String
        == "column 7: 'search' is followed by one space and the text to search for (or nothing, to clear the search)")
    #expect(
      objects[4]["error"] as? String
        == "column 1: unknown event 'searching'; did you mean 'search'?")
    #expect(objects[5]["error"] == nil && layout(objects[5]) == [])
    // One space and nothing: the search is cleared too.
    #expect(objects[6]["error"] == nil && layout(objects[6]) == layout(objects[2]))
  }

  @Test func sectionsAreInsertedAndDeleted() {
    let result = formc(
      "simulate", packageRoot.appendingPathComponent("Forms/checkout.form.yaml").path,
      stdin: "set sameAsBilling false\nset method \"card\"\nset sameAsBilling true\n")
    #expect(result.code == 0)
    check(
      result.outLines,
      against: [
        ExpectedUpdate(event: "set sameAsBilling false", insertSections: [2], reloadRows: [[1, 4]]),
        ExpectedUpdate(
          event: "set method \"card\"", insertSections: [4], insertRows: [[3, 1], [3, 2], [3, 3]], reloadRows: [[3, 0]]),
        ExpectedUpdate(event: "set sameAsBilling true", deleteSections: [2], reloadRows: [[1, 4]]),
      ])
  }

  @Test func anInvalidEventLineIsExactlyEventAndError() {
    let result = formc("simulate", fruitSpec, stdin: "jump citrus\ntap citrus\n")
    #expect(result.code == 1)
    #expect(result.err == "")
    #expect(
      result.outLines.first
        == #"{"event": "jump citrus", "error": "column 1: unknown event 'jump'; expected tap, expand, collapse, set, edit, submit, resetValidation, search, append, insert, remove or move"}"#
    )
    #expect(Set(jsonObject(result.outLines.first ?? "")?.keys ?? [:].keys) == ["event", "error"])
    // The next event still runs.
    #expect(jsonObject(result.outLines.last ?? "")?["deleteRows"] as? [[Int]] == [[0, 1]])
  }

  @Test func invalidEventsGiveAnErrorLineAndExitStatus1() throws {
    let events = """
      jump citrus
      tap citrus
      tap citrusPick
      set melonPick "Kiwi"
      set notes hi
      expand notes
      set tapHint 1
      tap
      set nowhere true
      tap melon
      """
    let result = formc("simulate", fruitSpec, "--layout", stdin: events)
    #expect(result.code == 1)
    #expect(result.err == "")
    let lines = result.outLines
    #expect(lines.count == 11)
    let objects = lines.dropFirst().map { jsonObject($0) ?? [:] }
    let errors = objects.map { $0["error"] as? String }
    #expect(objects.map { $0["event"] as? String } == events.split(separator: "\n").map(String.init))
    #expect(
      errors == [
        "column 1: unknown event 'jump'; expected tap, expand, collapse, set, edit, submit, resetValidation, search, append, insert, remove or move",
        nil,
        "column 5: row 'citrusPick' is not shown, so it cannot be tapped or edited",
        #"column 15: "Kiwi" is not one of the options of 'melonPick' ("Cantaloupe", "Honeydew", "Watermelon")"#,
        #"column 11: 'notes' takes a string in double quotes: write "hi""#,
        "column 8: row 'notes' does not expand",
        "column 5: row 'tapHint' is a label and holds no value",
        "column 4: 'tap' needs a row id",
        "column 5: unknown row or value 'nowhere'; the rows and values are citrusPick, melonPick, notes",
        nil,
      ])
    // Error lines carry the event, the error and (with --layout) the unchanged table.
    for object in objects where object["error"] != nil {
      #expect(Set(object.keys) == ["event", "error", "layout"])
    }
    // A failed event changes nothing: events after it still apply to the state before it.
    #expect(layout(objects[0]) == ["fruit: citrus, citrusPick, melon", "comments: notes"])
    #expect(layout(objects.last) == ["fruit: citrus, melon, melonPick", "comments: notes"])
  }

  @Test func aCompiledFormGivesTheSameOutputAsItsSpec() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", formsFolder, "-o", output).code == 0)
      for (spec, name) in zip(
        ["checkout", "contact", "contacts", "event", "fruit", "heroes", "pizza", "preferences", "settings", "signup"],
        exampleFormNames)
      {
        let events = spec == "fruit" ? fruitEvents : "tap nothing\n"
        let fromSpec = formc(
          "simulate", packageRoot.appendingPathComponent("Forms/\(spec).form.yaml").path, "--layout", stdin: events)
        let fromJSON = formc("simulate", "\(output)/\(name).formc.json", "--layout", stdin: events)
        #expect(fromJSON == fromSpec, "\(name)")
        #expect(
          fromJSON.outLines.count == 1
            + events.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count)
      }
    }
  }

  @Test func aCorruptedCompiledFormIsAnErrorNotACrash() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", fruitSpec, "-o", output).code == 0)
      let good = try String(contentsOfFile: "\(output)/Fruit.formc.json", encoding: .utf8)

      let truncated = try write(String(good.prefix(good.count / 2)), to: "truncated.formc.json", in: folder)
      let result = formc("simulate", truncated, stdin: "tap citrus\n")
      #expect(result.code == 1)
      #expect(result.out == "")
      #expect(result.err.hasPrefix("\(truncated): error: not a compiled form: "))

      // Valid JSON whose tables do not fit together: a parent link pointing forwards.
      let tampered = try write(
        good.replacingOccurrences(of: #""parent":[-1,0,-1,2,"#, with: #""parent":[-1,3,-1,2,"#),
        to: "tampered.formc.json", in: folder)
      #expect(try String(contentsOfFile: tampered, encoding: .utf8) != good, "the tampering applied")
      let tamperedResult = formc("simulate", tampered, stdin: "tap citrus\n")
      #expect(tamperedResult.code == 1)
      #expect(tamperedResult.out == "")
      #expect(tamperedResult.err.hasPrefix("\(tampered): error: "))

      let version = try write(
        good.replacingOccurrences(
          of: #""formatVersion":[0-9]+"#, with: #""formatVersion":99"#, options: .regularExpression),
        to: "version.formc.json", in: folder)
      let versionResult = formc("simulate", version, stdin: "")
      #expect(versionResult.code == 1)
      #expect(versionResult.err.contains("compiled form has format version 99"))

      let notJSON = try write("form: Fruit\n", to: "yaml.formc.json", in: folder)
      #expect(formc("simulate", notJSON, stdin: "").code == 1)
      let wrongShape = try write("[1, 2, 3]", to: "array.formc.json", in: folder)
      #expect(formc("simulate", wrongShape, stdin: "").code == 1)
    }
  }

  @Test func aSpecWithErrorsPrintsItsDiagnostics() throws {
    try withTemporaryFolder { folder in
      let spec = try write(
        "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: a\n        visible: \"b\"\n",
        to: "demo.form.yaml", in: folder)
      let result = formc("simulate", spec, stdin: "tap a\n")
      #expect(result.code == 1)
      #expect(result.out == "")
      #expect(result.err.hasPrefix("\(spec):6:19: error: unknown name 'b' in condition"))
    }
  }

  @Test func missingFilesAreUsageErrors() {
    let hint = "simulate takes one *.form.yaml spec or one compiled *.formc.json\n"
    #expect(
      formc("simulate", "/no/such.form.yaml", stdin: "")
        == CLIResult(code: 2, out: "", err: "error: /no/such.form.yaml: no such file\n" + hint))
    #expect(
      formc("simulate", "/no/such.formc.json", stdin: "")
        == CLIResult(code: 2, out: "", err: "error: /no/such.formc.json: no such file\n" + hint))
    let events = formc("simulate", fruitSpec, "--events", "/no/events.txt")
    #expect(events.code == 2)
    #expect(events.err == "error: events file /no/events.txt: no such file\n")
  }

  /// A folder that exists is not "no such file" (issue 20, item 9), for the form and for the events.
  @Test func aFolderIsSaidToBeAFolder() {
    #expect(
      formc("simulate", formsFolder, stdin: "")
        == CLIResult(
          code: 2, out: "",
          err: "error: \(formsFolder): is a folder, not a file\n"
            + "simulate takes one *.form.yaml spec or one compiled *.formc.json\n"))
    let events = formc("simulate", fruitSpec, "--events", formsFolder)
    #expect(events == CLIResult(code: 2, out: "", err: "error: events file \(formsFolder): is a folder, not a file\n"))
  }

  /// A YAML spec named `.json` is read as a compiled form; the error says what the file is, not "found a boolean"
  /// (issue 20, item 9).
  @Test func aYAMLSpecNamedJSONIsRecognised() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        "form: Signup\nsections:\n  - id: main\n    rows: [{id: name, kind: text}]\n", to: "signup.json", in: folder)
      let result = formc("simulate", path, stdin: "tap name\n")
      #expect(result.code == 1)
      #expect(result.out == "")
      #expect(
        result.err
          == "\(path): error: not a compiled form: this is the YAML spec of form 'Signup', and a file named .json is "
          + "read as a compiled form; name the spec *.form.yaml, or simulate the <Form>.formc.json 'formc compile' "
          + "writes from it [invalid-compiled-form]\n")
      // JSON that is not a compiled form keeps the loader's own message.
      let json = try write("{\"formatVersion\": 1}\n", to: "other.json", in: folder)
      let other = formc("simulate", json, stdin: "")
      #expect(other.code == 1)
      #expect(!other.err.contains("YAML spec"))
    }
  }

  /// Events past --max-file-size are refused, from a file and from standard input (the spec, 1.6 KB, is within).
  @Test func eventsAreReadWithinTheSizeLimit() throws {
    try withTemporaryFolder { folder in
      let lines = String(repeating: "tap citrus\n", count: 200)  // 2,200 bytes
      let events = try write(lines, to: "events.txt", in: folder)
      #expect(formc("simulate", fruitSpec, "--events", events, "--max-file-size", "3000").code == 0)
      #expect(
        formc("simulate", fruitSpec, "--events", events, "--max-file-size", "2000")
          == CLIResult(
            code: 2, out: "", err: "error: events file \(events): file is 2200 bytes; the limit is 2000 bytes\n"))
      #expect(
        formc("simulate", fruitSpec, "--max-file-size", "2000", stdin: lines)
          == CLIResult(
            code: 2, out: "", err: "error: events on standard input: file is 2200 bytes; the limit is 2000 bytes\n"))
    }
  }

  @Test func eventLinesAreEchoedAsJSONStrings() {
    let result = formc("simulate", fruitSpec, stdin: "set notes \"tab\\there \\\"q\\\" \\u00e9 \\\\\"\n")
    #expect(result.code == 0)
    let object = jsonObject(result.outLines.first ?? "")
    #expect(object?["event"] as? String == "set notes \"tab\\there \\\"q\\\" \\u00e9 \\\\\"")
    #expect(positions(object?["reloadRows"]) == [[1, 0]])
  }

  @Test func crlfEventFiles() {
    // Event files written on Windows end their lines with CRLF; each line is one event.
    let result = formc("simulate", fruitSpec, stdin: "tap citrus\r\ntap melon\r\n")
    #expect(result.code == 0)
    #expect(result.outLines.count == 2)
    #expect(result.outLines.first.flatMap { jsonObject($0)?["event"] as? String } == "tap citrus")
  }
}
