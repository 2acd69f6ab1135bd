import FormRuntime
import Foundation
import Testing

/// Compiled forms are untrusted input: every inconsistency is a thrown error, never a trap.
@Suite struct CompiledFormLoadingTests {
  private func json(_ name: String = "event") throws -> [String: Any] {
    let data = try ExampleForms.compile(name).jsonData()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func load(_ object: [String: Any]) throws(CompiledFormError) -> CompiledForm {
    guard let data = try? JSONSerialization.data(withJSONObject: object) else { throw CompiledFormError("test") }
    return try CompiledForm(jsonData: data)
  }

  private func expectRejected(
    _ mutate: (inout [String: Any]) -> Void, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var object = try json()
    mutate(&object)
    do {
      _ = try load(object)
      Issue.record("accepted a broken compiled form; expected: \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
    }
  }

  @Test func roundTripsExactly() throws {
    for name in EngineExampleFormTests.formNames {
      let form = try ExampleForms.compile(name)
      let loaded = try CompiledForm(jsonData: form.jsonData())
      #expect(loaded == form)
      #expect(loaded.jsonData() == form.jsonData())
    }
  }

  @Test func rejectsWhatIsNotACompiledForm() {
    for text in ["", "null", "[]", "{", "{\"formatVersion\": \"1\"}", "{\"formatVersion\": 1}"] {
      #expect(throws: CompiledFormError.self) { try CompiledForm(jsonData: Data(text.utf8)) }
    }
  }

  @Test func rejectsAnotherFormatVersion() throws {
    let current = CompiledForm.currentFormatVersion
    try expectRejected(
      { $0["formatVersion"] = 1 },
      "format version 1; this FormRuntime reads version \(current): recompile its spec with the formc of this "
        + "FormRuntime")
    // The version before lacked what this one added: its files are told to recompile too.
    try expectRejected(
      { $0["formatVersion"] = current - 1 },
      "format version \(current - 1); this FormRuntime reads version \(current): recompile its spec")
    try expectRejected(
      { $0["formatVersion"] = current + 1 },
      "format version \(current + 1); this FormRuntime reads version \(current): recompile its spec with a formc")
  }

  /// Version 2 stored the transition plans; a file of that version, plans and all, is told to recompile.
  @Test func rejectsVersion2WithItsStoredPlans() throws {
    try expectRejected(
      { object in
        object["formatVersion"] = 2
        object["plans"] = ["values": [Any](), "expansions": [String: Any]()]
      }, "format version 2; this FormRuntime reads version \(CompiledForm.currentFormatVersion): recompile its spec")
  }

  @Test func rejectsMismatchedColumns() throws {
    try expectRejected(
      { object in
        var rows = object["rows"] as? [String: Any] ?? [:]
        rows["kind"] = (rows["kind"] as? [Any] ?? []).dropLast().map { $0 }
        object["rows"] = rows
      }, "row table columns have different lengths")
  }

  /// Found by the `compiled` fuzzer: a row id such as `team[x].name` would be read as a list item's row name by
  /// the name lookups (`compiled-static-row-id-shaped-like-an-item-row`).
  @Test func rejectsRowIDsShapedLikeItemRowNames() throws {
    try expectRejected(
      { object in
        var rows = object["rows"] as? [String: Any] ?? [:]
        var ids = rows["id"] as? [Any] ?? []
        ids[0] = "team[x].name"
        rows["id"] = ids
        object["rows"] = rows
      }, "row id 'team[x].name' has the shape of a list item's row name (LIST[KEY].ROW)")
  }

  @Test func rejectsDanglingIndexes() throws {
    try expectRejected(
      { object in
        var rows = object["rows"] as? [String: Any] ?? [:]
        var visible = rows["visible"] as? [Int] ?? []
        visible[0] = 999
        rows["visible"] = visible
        object["rows"] = rows
      }, "does not exist")
    try expectRejected(
      { object in
        var sections = object["sections"] as? [String: Any] ?? [:]
        var end = sections["endRow"] as? [Int] ?? []
        end[end.count - 1] += 5
        sections["endRow"] = end
        object["sections"] = sections
      }, "sections cover")
  }

  @Test func rejectsBrokenParentLinks() throws {
    // A row pointing at itself or forward would be a cycle; the nesting check catches both.
    for bad in [0, 1, 5, -7] {
      try expectRejected(
        { object in
          var rows = object["rows"] as? [String: Any] ?? [:]
          var parent = rows["parent"] as? [Int] ?? []
          parent[1] = parent[1] == bad ? bad + 1 : bad
          rows["parent"] = parent
          object["rows"] = rows
        }, "rows.parent[1]")
    }
  }

  @Test func rejectsOutOfRangeSubtrees() throws {
    try expectRejected(
      { object in
        var rows = object["rows"] as? [String: Any] ?? [:]
        var ends = rows["subtreeEnd"] as? [Int] ?? []
        ends[0] = 100_000
        rows["subtreeEnd"] = ends
        object["rows"] = rows
      }, "subtreeEnd")
  }

  @Test func rejectsBadConditionCode() throws {
    try expectRejected(
      { object in
        var conditions = object["conditions"] as? [[String: Any]] ?? []
        conditions[0]["code"] = [["and"]]
        object["conditions"] = conditions
      }, "underflows")
    try expectRejected(
      { object in
        var conditions = object["conditions"] as? [[String: Any]] ?? []
        conditions[0]["code"] = [["load", 12345]]
        object["conditions"] = conditions
      }, "does not exist")
    try expectRejected(
      { object in
        var conditions = object["conditions"] as? [[String: Any]] ?? []
        conditions[0]["code"] = [["jump", 1]]
        object["conditions"] = conditions
      }, "unknown condition instruction")
  }

  @Test func rejectsInvalidInitialValues() throws {
    try expectRejected(
      { object in
        var values = object["values"] as? [[String: Any]] ?? []
        if let index = values.firstIndex(where: { $0["type"] as? String == "option" }) {
          values[index]["initial"] = "not an option"
        }
        object["values"] = values
      }, "initial value is invalid")
  }

  /// Plans are not stored: a `plans` key is skipped like any unknown key, and the loaded form's plans
  /// are the ones its conditions imply.
  @Test func storedPlansAreIgnoredAndDerived() throws {
    var object = try json()
    object["plans"] = ["values": [["rows": [0], "sections": [0]]], "expansions": [String: Any]()]
    let loaded = try load(object)
    let compiled = try ExampleForms.compile("event")
    #expect(loaded == compiled)
    #expect(
      loaded.plans
        == TransitionPlans(
          sections: loaded.sections, rows: loaded.rows, values: loaded.values, conditions: loaded.conditions))
  }

  /// A loaded form is not checked again by the engines built from it, but any change to its
  /// tables makes the next engine check them.
  @Test func tablesChangedAfterLoadingAreCheckedAgain() throws {
    let loaded = try CompiledForm(jsonData: ExampleForms.compile("event").jsonData())
    let engine = try FormEngine(form: loaded)
    #expect(engine.form == loaded)

    var broken = loaded
    broken.rows.parent[broken.rows.count - 1] = broken.rows.count - 1
    #expect(throws: CompiledFormError.self) { try FormEngine(form: broken) }
    #expect(throws: CompiledFormError.self) { try FormEngine(form: broken, state: engine.state) }

    var dangling = engine.form
    dangling.sections.visible[0] = dangling.conditions.count
    #expect(throws: CompiledFormError.self) { try FormEngine(form: dangling) }

    // Replacing the conditions derives the plans again.
    var replanned = engine.form
    replanned.conditions = replanned.conditions.map { ConditionProgram(source: $0.source, code: [.loadValue(0)]) }
    #expect(
      replanned.plans
        == TransitionPlans(
          sections: replanned.sections, rows: replanned.rows, values: replanned.values,
          conditions: replanned.conditions))
    #expect(replanned.plans != engine.form.plans)
    // Equal tables are equal forms (and hash alike), checked or not.
    let unchecked = try ExampleForms.compile("event")
    #expect(engine.form == unchecked && engine.form.hashValue == unchecked.hashValue)
  }
}
