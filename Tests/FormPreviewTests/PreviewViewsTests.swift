import FormPreview
import FormSimulation
import Foundation
import Testing

@Suite struct PreviewViewsTests {
  /// Every shown row and section of every example form has a view, with the layout's id, and
  /// every view is JSON with every key the contract lists.
  @Test(arguments: exampleFormNames)
  func everyShownRowAndSection(name: String) throws {
    let session = try previewSession(name)
    let layout = try #require(try json(session.layout.text) as? [[String: Any]])
    let rowIDs = layout.flatMap { section in
      (section["rows"] as? [Any] ?? []).compactMap { ($0 as? String) ?? ($0 as? [String: Any])?["id"] as? String }
    }
    let request = "[" + rowIDs.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    let rows = session.rows(Array(request.utf8))
    #expect(rows.status == .ok)
    let views = try jsonObjects(rows.text)
    #expect(views.compactMap { $0?["id"] as? String } == rowIDs)
    for view in views {
      #expect(Set(view?.keys.map { $0 } ?? []) == Self.rowKeys)
    }
    let indexes = "[" + layout.indices.map(String.init).joined(separator: ", ") + "]"
    let sections = try jsonObjects(session.sections(Array(indexes.utf8)).text)
    #expect(sections.map { $0?["id"] as? String } == layout.map { $0["id"] as? String })
    for (index, section) in sections.enumerated() {
      #expect(Set(section?.keys.map { $0 } ?? []) == Self.sectionKeys)
      #expect(section?["index"] as? Int == index)
      #expect(section?["rowCount"] as? Int == (layout[index]["rows"] as? [Any])?.count)
    }
    // The display model's keys hold what `formc simulate --content` prints.
    let simulation = try #require(session.simulation)
    let content = try #require(try json(simulation.contentJSON) as? [[String: Any]])
    let contentRows = content.flatMap { $0["rows"] as? [[String: Any]] ?? [] }
    for (view, shown) in zip(views, contentRows) {
      for (key, value) in shown {
        #expect((value as? NSObject)?.isEqual(view?[key]) == true, "\(name): \(shown["id"] ?? "") \(key)")
      }
    }
    for (view, shown) in zip(sections, content.map { $0["section"] as? [String: Any] ?? [:] }) {
      for (key, value) in shown {
        #expect((value as? NSObject)?.isEqual(view?[key]) == true, "\(name): \(shown["id"] ?? "") \(key)")
      }
    }
    // formc_rows_at of every shown position gives the layout's ids.
    let positions = layout.enumerated().flatMap { s, section in
      (section["rows"] as? [Any] ?? []).indices.map { "[\(s), \($0)]" }
    }
    let ids = session.rowIDs(Array(("[" + positions.joined(separator: ", ") + "]").utf8))
    #expect(ids.status == .ok)
    #expect(try json(ids.text) as? [String] == rowIDs)
    let form = try #require(try json(session.form.text) as? [String: Any])
    #expect(Set(form.keys) == Self.formKeys)
  }

  static let rowKeys: Set = [
    "id", "kind", "control", "datePickerStyle", "title", "subtitle", "value", "valueText", "options", "placeholder",
    "keyboard", "secure", "minimum", "maximum", "precision", "summary", "accessory", "enabled", "error", "canDelete",
    "canMove", "parent", "item",
  ]
  static let sectionKeys: Set = [
    "id", "group", "header", "footer", "error", "indexTitle", "list", "selection", "index", "rowCount", "listItems",
  ]
  static let formKeys: Set = ["id", "title", "formatVersion", "searchable", "searchQuery", "sectionIndex", "valid"]

  @Test func selectSections() throws {
    var session = try previewSession("pizza.form.yaml")
    let sections = try jsonObjects(session.sections(Array(#"["size", "toppings", "nope"]"#.utf8)).text)
    #expect(sections[0]?["selection"] as? String == "single")
    #expect(sections[1]?["selection"] as? String == "multiple")
    #expect(sections[1]?["footer"] as? String == "Two toppings are included; each one after that is extra.")
    #expect(sections[2] == nil)
    let rows = try jsonObjects(session.rows(Array(#"["medium", "large", "nothing"]"#.utf8)).text)
    #expect(rows[0]?["accessory"] as? String == "checkmark")
    #expect(rows[1]?["accessory"] as? String == "none")
    #expect(rows[2] == nil)
    let tap = try #require(try json(session.send(Array("tap large".utf8)).text) as? [String: Any])
    // Both checkmarks moved: the page re-reads the rows the reply says to reconfigure.
    #expect(Set(tap["reconfigureRows"] as? [String] ?? []) == ["medium", "large"])
    let after = try jsonObjects(session.rows(Array(#"["medium", "large"]"#.utf8)).text)
    #expect(after.map { $0?["accessory"] as? String } == ["none", "checkmark"])
  }

  @Test func listRowsAndSections() throws {
    let session = try previewSession("contact.form.yaml")
    let rows = try jsonObjects(session.rows(Array(#"["phones[home1].label"]"#.utf8)).text)
    let label = try #require(rows[0])
    #expect(label["kind"] as? String == "choice")
    #expect(label["value"] as? String == "home")
    #expect((label["options"] as? [[String: String]])?.map { $0["value"] } == ["home", "work", "mobile"])
    #expect(label["canDelete"] as? Bool == true && label["canMove"] as? Bool == true)
    let item = try #require(label["item"] as? [String: Any])
    #expect(
      item["list"] as? String == "phones" && item["key"] as? String == "home1" && item["row"] as? String == "label")
    let sections = try jsonObjects(session.sections(Array(#"["phones", "emails"]"#.utf8)).text)
    #expect(sections[0]?["list"] as? String == "phones")
    let phones = try #require(sections[0]?["listItems"] as? [String: Any])
    #expect(phones["count"] as? Int == 1)
    #expect(phones["max"] as? Int == 5)
    #expect(phones["reorder"] as? Bool == true)
    #expect(phones["addRow"] as? String == "addPhone")
    let emails = try #require(sections[1]?["listItems"] as? [String: Any])
    #expect(emails["min"] as? Int == 1)
    #expect(emails["max"] is NSNull)
  }

  /// A grouped list's sections share the list's id: by index, each gets its own group.
  @Test func groupedListSections() throws {
    let session = try previewSession("heroes.form.yaml")
    let layout = try #require(try json(session.layout.text) as? [[String: Any]])
    let indexes = "[" + layout.indices.map(String.init).joined(separator: ", ") + "]"
    let sections = try jsonObjects(session.sections(Array(indexes.utf8)).text)
    for (shown, view) in zip(layout, sections) {
      #expect(view?["group"] as? String == shown["group"] as? String)
    }
    #expect(sections.first??["group"] as? String == "Avengers")
  }

  /// By id, a grouped list's first shown section, whichever group it is: when the first
  /// option's group empties, the contract's "first section with that id" is the next group's
  /// (found by the `preview` fuzzer after contract 2 took the engine's `sectionIndex(of:)`:
  /// Tests/Fuzz/regressions/preview-grouped-list-section-by-id).
  @Test func groupedListSectionByIDWhenTheFirstGroupIsEmpty() throws {
    var session = try previewSession("heroes.form.yaml")
    for line in ["remove heroes[tony]", "remove heroes[steve]"] {
      #expect(session.send(Array(line.utf8)).status == .ok)
    }
    let layout = try #require(try json(session.layout.text) as? [[String: Any]])
    let first = try #require(layout.firstIndex { $0["id"] as? String == "heroes" })
    let sections = try jsonObjects(session.sections(Array(#"["heroes"]"#.utf8)).text)
    #expect(sections.first??["index"] as? Int == first)
    #expect(sections.first??["group"] as? String == "Defenders")
  }

  /// After every event, what the page reads instead of the layout (formc_rows_at at the update's
  /// inserted positions, and each section's row count) agrees with the layout.
  @Test(arguments: [
    ("pizza.form.yaml", ["tap large", "tap cheese", "search che", "search", "tap cheese"]),
    ("contact.form.yaml", ["append phones", "tap addPhone", "move phones 0 2", "remove phones[home1]"]),
    ("heroes.form.yaml", ["search a", "search", "submit"]),
    ("event.form.yaml", ["tap allDay", "expand starts", "tap allDay", "collapse starts"]),
  ])
  func rowsAtAfterEvents(name: String, events: [String]) throws {
    var session = try previewSession(name)
    for line in events {
      let reply = session.send(Array(line.utf8))
      let update = try #require(try json(reply.text) as? [String: Any])
      let layout = try #require(try json(session.layout.text) as? [[String: Any]])
      let ids = layout.map { section in
        (section["rows"] as? [Any] ?? []).compactMap { ($0 as? String) ?? ($0 as? [String: Any])?["id"] as? String }
      }
      let inserted = (update["insertRows"] as? [[Int]]) ?? []
      let request = "[" + inserted.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") + "]"
      let found = try #require(try json(session.rowIDs(Array(request.utf8)).text) as? [String], "\(name): \(line)")
      #expect(found == inserted.map { ids[$0[0]][$0[1]] }, "\(name): \(line)")
      let indexes = "[" + ids.indices.map(String.init).joined(separator: ", ") + "]"
      let sections = try jsonObjects(session.sections(Array(indexes.utf8)).text)
      #expect(sections.map { $0?["rowCount"] as? Int } == ids.map(\.count), "\(name): \(line)")
    }
  }

  /// Positions outside the shown table are `null`, never a trap; malformed requests fail.
  @Test func rowsAtOutsideTheTable() throws {
    let session = try previewSession("pizza.form.yaml")
    let reply = session.rowIDs(Array("[[0, 0], [-1, 0], [0, -1], [0, 999], [999, 0]]".utf8))
    #expect(reply.status == .ok)
    let values = try #require(try json(reply.text) as? [Any])
    #expect(values.first is String)
    #expect(values.dropFirst().allSatisfy { $0 is NSNull })
    #expect(session.rowIDs(Array("[0, 1]".utf8)).status == .failed)
    #expect(session.rowIDs(Array(#"["size"]"#.utf8)).status == .failed)
    #expect(PreviewSession().rowIDs(Array("[]".utf8)).status == .noForm)
  }

  @Test func presentationFields() throws {
    var session = try previewSession("checkout.form.yaml")
    _ = session.send(Array(#"set method "card""#.utf8))
    let rows = try jsonObjects(session.rows(Array(#"["cvc"]"#.utf8)).text)
    #expect(rows[0]?["secure"] as? Bool == true)
    #expect(rows[0]?["keyboard"] as? String == "number")
  }

  @Test func statusesAndNoForm() throws {
    var empty = PreviewSession()
    #expect(empty.layout.status == .noForm)
    #expect(empty.send(Array("tap x".utf8)).status == .noForm)
    #expect(empty.load(Array("{".utf8)).status == .failed)
    var session = try previewSession("pizza.form.yaml")
    #expect(session.send(Array("  # comment".utf8)) == PreviewReply(.blank, ""))
    let failed = session.send(Array("tap lrage".utf8))
    #expect(failed.status == .failed)
    #expect(failed.text.contains("\"error\""))
    #expect(session.rows(Array("[1]".utf8)).status == .failed)
    #expect(session.state.status == .ok)
  }

  /// The session's objects are simulate's: the same lines through `SimulationSession` directly.
  @Test func sendIsSimulate() throws {
    var session = try previewSession("event.form.yaml")
    var simulation = SimulationSession(engine: try #require(session.simulation?.engine))
    for line in ["tap allDay", "expand starts", "set title \"Launch\"", "bogus", "", "submit"] {
      let reply = session.send(Array(line.utf8))
      #expect(reply.text == (simulation.replay(Substring(line))?.json(reconfigureRows: true) ?? ""))
    }
    #expect(session.layout.text == simulation.layoutJSON)
  }
}
