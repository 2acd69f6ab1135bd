import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Testing

/// What compiling a correct spec produces.
@Suite struct CompiledOutputTests {
  @Test func theExampleFormsAreThere() {
    #expect(
      exampleForms.map(\.lastPathComponent) == [
        "checkout.form.yaml", "contact.form.yaml", "contacts.form.yaml", "event.form.yaml", "fruit.form.yaml",
        "heroes.form.yaml",
        "pizza.form.yaml", "preferences.form.yaml", "settings.form.yaml", "signup.form.yaml",
      ])
  }

  @Test(arguments: exampleForms)
  func everyExampleFormCompilesWithoutDiagnostics(_ file: URL) throws {
    let result = FormCompiler.compile(fileAt: file.path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let form = try #require(result.form)
    // The runtime accepts it, and the JSON round-trips to an equal value.
    let data = form.jsonData()
    let loaded = try CompiledForm(jsonData: data)
    #expect(loaded == form)
    #expect(loaded.jsonData() == data)
    _ = try FormEngine(form: loaded)
  }

  @Test(arguments: exampleForms)
  func compilingTwiceGivesByteIdenticalJSON(_ file: URL) throws {
    let first = try #require(FormCompiler.compile(fileAt: file.path).form).jsonData()
    let second = try #require(FormCompiler.compile(fileAt: file.path).form).jsonData()
    #expect(first == second)
    #expect(first.last == UInt8(ascii: "\n"))
    // Sorted keys: the top-level keys come in order.
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix("{\"conditions\":"))
  }

  @Test func scalarsAreReadAsTheTypeTheSpecExpects() throws {
    // YAML 1.1 would make booleans and a float of these; options are strings, so they stay strings.
    let form = try #require(
      compileClean(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - id: answer
                kind: choice
                options: [yes, no, NO, 1.0, on]
                default: NO
        """))
    #expect(form.values.first?.options == ["yes", "no", "NO", "1.0", "on"])
    #expect(form.values.first?.initial == .string("NO"))
  }

  @Test func fruitFormIsLoweredToTheExpectedTables() throws {
    let file = packageRoot.appendingPathComponent("Forms/fruit.form.yaml")
    let form = try #require(FormCompiler.compile(fileAt: file.path).form)
    #expect(form.name == "Fruit")
    #expect(form.title == "Fruit")

    // Sections, with their slot ranges.
    #expect(form.sections.id == ["fruit", "comments"])
    #expect(form.sections.header == ["Pick a fruit", "Notes"])
    #expect(form.sections.footer == ["Opening one group closes the other.", nil])
    #expect(form.sections.accordion == [true, false])
    #expect(form.sections.firstRow == [0, 5])
    #expect(form.sections.endRow == [5, 7])
    #expect(form.sections.visible == [-1, -1])
    // No select sections; no index titles (the form does not say `index: true`).
    #expect(form.sections.select == [-1, -1])
    #expect(form.sections.indexTitle == [nil, nil])

    // Rows in full-layout order: each expandable row followed by its children.
    #expect(form.rows.id == ["citrus", "citrusPick", "melon", "melonPick", "tapHint", "notes", "fruitSalad"])
    #expect(form.rows.kind == [.label, .picker, .label, .picker, .label, .text, .label])
    #expect(form.rows.section == [0, 0, 0, 0, 0, 1, 1])
    #expect(form.rows.parent == [-1, 0, -1, 2, -1, -1, -1])
    #expect(form.rows.subtreeEnd == [2, 2, 4, 4, 5, 6, 7])
    #expect(form.rows.expanded == [true, false, false, false, false, false, false])
    #expect((0..<form.rows.count).filter(form.rows.isExpandable) == [0, 2])

    // Value slots: the rows with values, in slot order.
    #expect(form.values.map(\.name) == ["citrusPick", "melonPick", "notes"])
    #expect(form.values.map(\.type) == [.option, .option, .string])
    #expect(form.values.map(\.row) == [1, 3, 5])
    #expect(form.values.map(\.initial) == [.string("Lime"), .null, .string("")])
    #expect(form.values[0].options == ["Lemon", "Lime", "Orange", "Grapefruit"])
    #expect(form.rows.value == [-1, 0, -1, 1, -1, 2, -1])

    // Conditions: tapHint reads the two expanded flags, fruitSalad the two picks.
    #expect(form.rows.visible == [-1, -1, -1, -1, 0, -1, 1])
    #expect(
      form.conditions.map(\.source) == [
        "not citrus.expanded and not melon.expanded", "citrusPick != null && melonPick != null",
      ])
    #expect(form.conditions[0].code == [.loadExpanded(0), .not, .loadExpanded(2), .not, .and])
    #expect(
      form.conditions[1].code == [
        .loadValue(0), .constant(.null), .notEqual, .loadValue(1), .constant(.null), .notEqual, .and,
      ])

    // Plans: which rows depend on which value slot and expanded flag.
    #expect(
      form.plans.values == [
        TransitionPlans.Dependents(rows: [6]),  // citrusPick → fruitSalad
        TransitionPlans.Dependents(rows: [6]),  // melonPick → fruitSalad
        TransitionPlans.Dependents(),  // notes → nothing
      ])
    #expect(
      form.plans.expansions == [0: TransitionPlans.Dependents(rows: [4]), 2: TransitionPlans.Dependents(rows: [4])])
  }

  @Test func sectionConditionsAndStateVariablesArePlanned() throws {
    let file = packageRoot.appendingPathComponent("Forms/settings.form.yaml")
    let form = try #require(FormCompiler.compile(fileAt: file.path).form)
    let value = { (name: String) in try #require(form.values.firstIndex { $0.name == name }) }
    let section = { (id: String) in try #require(form.sections.id.firstIndex(of: id)) }
    let slot = { (id: String) in try #require(form.rows.id.firstIndex(of: id)) }
    // State variables come after the rows' values, with no row.
    #expect(form.values.suffix(4).map(\.name) == ["isPro", "accountType", "betaBuild", "seats"])
    #expect(form.values.suffix(4).allSatisfy { $0.row == nil })
    // The team section is governed by accountType; the experimental one by betaBuild.
    #expect(try form.plans.values[value("accountType")].sections == [section("team")])
    #expect(try form.plans.values[value("betaBuild")].sections == [section("experimental")])
    #expect(
      try form.plans.values[value("accountType")].rows == [
        slot("singleSignOn"), slot("auditLog"), slot("enterpriseUpsell"),
      ])
    #expect(
      try form.plans.values[value("seats")].rows == [
        slot("inviteHint"), slot("manageSeats"), slot("auditLog"), slot("enterpriseUpsell"),
      ])
    // Children of pushDetails follow it; its subtree ends after quietUntil.
    let details = try slot("pushDetails")
    #expect(form.rows.subtreeEnd[details] == (try slot("quietUntil")) + 1)
    #expect(try form.rows.parent[slot("quietFrom")] == details)
  }

  @Test func compiledJSONRoundTripsForAnInlineSpec() throws {
    let form = try #require(
      compileClean(
        """
        form: RoundTrip
        state:
          mode: {type: string, values: [a, "b \\"quoted\\""], default: a}
        sections:
          - id: main
            header: "Ünïcödé / \\u2603"
            rows:
              - {id: days, kind: multichoice, options: [Sun, Mon], default: [Sun, Mon]}
              - {id: when, kind: date, default: 2026-11-29T09:30:00Z}
              - {id: hint, visible: "days contains 'Sun' && mode in ['a'] || false"}
        """))
    let data = form.jsonData()
    #expect(try CompiledForm(jsonData: data) == form)
    #expect(form.sections.header == ["Ünïcödé / \u{2603}"])
  }
}
