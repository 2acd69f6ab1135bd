import FormRuntime
import Foundation
import Testing

/// Saved values: `FormEngine.savedValues(includingExpanded:)` and `FormEngine(form:savedValues:)`, every kind of
/// problem reported at once, each at its JSON path and its line and column in the text.
@Suite struct SavedValuesTests {
  static let spec = """
    form: Saved
    state:
      plan: {type: string, values: [free, pro], default: free}
    sections:
      - id: main
        rows:
          - {id: email, kind: text}
          - {id: seats, kind: number, min: 1, max: 8, default: 2}
          - {id: size, kind: choice, options: [small, large]}
          - {id: extras, kind: multichoice, options: [ham, egg, olives]}
          - {id: news, kind: toggle}
          - {id: birthday, kind: date}
          - id: more
            title: More
            expands:
              - {id: notes, kind: text, visible: "news"}
      - id: payment
        select: single
        rows:
          - {id: card, title: Card}
          - {id: cash, title: Cash}
      - id: toppings
        select: multiple
        rows:
          - {id: cheese, title: Cheese}
          - {id: basil, title: Basil}
      - id: phones
        list: {max: 3}
        default:
          - {key: home1, number: "+1 555 0100"}
        rows:
          - {id: number, kind: text}
          - id: label
            kind: choice
            options: [home, work]
            default: home
            expands:
              - {id: ext, kind: text}
    """

  static func form() throws -> CompiledForm { try ExampleForms.compile(text: spec) }

  // MARK: Writing

  @Test func theInitialStateIsWrittenOneNamePerLineWithoutDerivedSlots() throws {
    let engine = try FormEngine(form: Self.form())
    #expect(
      engine.savedValues() == """
        {
          "_version": 1,
          "email": "",
          "seats": 2,
          "size": null,
          "extras": [],
          "news": false,
          "birthday": null,
          "notes": "",
          "payment": null,
          "toppings": [],
          "plan": "free",
          "phones": [
            {"key": "home1", "number": "+1 555 0100", "label": "home", "ext": ""}
          ]
        }

        """)
  }

  @Test func expandedFlagsAreWrittenOnlyWhenAsked() throws {
    var engine = try FormEngine(form: Self.form())
    _ = try engine.send(.expand("more"))
    _ = try engine.send(.expand("phones[home1].label"))
    let text = engine.savedValues(includingExpanded: true)
    #expect(
      text.contains(
        #"{"key": "home1", "number": "+1 555 0100", "label": "home", "ext": "", "_expanded": {"label": true}}"#))
    #expect(text.hasSuffix("  ],\n  \"_expanded\": {\"more\": true}\n}\n"))
    #expect(!engine.savedValues().contains("_expanded"))
  }

  // MARK: Round trips

  @Test func aChangedStateRoundTripsWithItsItemsSelectionsAndFlags() throws {
    var engine = try FormEngine(form: Self.form())
    _ = try engine.send(.set("email", .string("ada@example.com\n\"quoted\" é")))
    _ = try engine.send(.set("seats", .int(8)))
    _ = try engine.send(.set("size", .string("large")))
    _ = try engine.send(.set("extras", .set(["olives", "ham"])))
    _ = try engine.send(.set("birthday", .string("2026-11-29")))
    _ = try engine.send(.set("notes", .string("hidden, kept")))
    _ = try engine.send(.tap("card"))
    _ = try engine.send(.set("toppings", .set(["basil"])))
    _ = try engine.send(.set("plan", .string("pro")))
    _ = try engine.send(.append("phones", ListItemValues(fields: ["label": .string("work")])))
    _ = try engine.send(.remove("phones", key: "home1"))
    _ = try engine.send(.expand("more"))
    _ = try engine.send(.expand("phones[1].label"))
    _ = try engine.send(.edit("email", .string("grace@example.com")))

    let text = engine.savedValues(includingExpanded: true)
    let restored = try FormEngine(form: engine.form, savedValues: text)
    #expect(restored.state.values == engine.state.values)
    #expect(restored.state.expanded == engine.state.expanded)
    #expect(restored.state.lists.map { Array($0.items) } == engine.state.lists.map { Array($0.items).map(\.untouched) })
    #expect(restored.table == engine.table)
    #expect(restored.savedValues(includingExpanded: true) == text)
    // Touched flags are not saved: the restored form shows no error until the user edits again.
    #expect(restored.state.touched.allSatisfy { !$0 })
    #expect(engine.state.touched.contains(true))

    // Without the flags, the rows take their initial ones.
    let valuesOnly = try FormEngine(form: engine.form, savedValues: engine.savedValues())
    #expect(valuesOnly.state.values == engine.state.values)
    #expect(valuesOnly.state.expanded == FormState(initialStateOf: engine.form).expanded)
  }

  @Test func namesLeftOutKeepTheirInitialValues() throws {
    let form = try Self.form()
    let engine = try FormEngine(
      form: form, savedValues: #"{"email": "a@b.c", "phones": [{"key": "w", "label": "work"}]}"#)
    let initial = FormState(initialStateOf: form)
    #expect(engine.value(of: "email") == .string("a@b.c"))
    #expect(engine.value(of: "seats") == .int(2))
    #expect(engine.value(of: "plan") == .string("free"))
    // A field left out of an item takes the template's default.
    #expect(engine.state.lists[0].items.map(\.values) == [[.string(""), .string("work"), .string("")]])
    #expect(engine.value(of: "phones.count") == .int(1))
    #expect(engine.state.expanded == initial.expanded)
    #expect(try FormEngine(form: form, savedValues: "{}").state == initial)
  }

  @Test func savedKeysCountAsInUseSoNewItemsNeverRepeatThem() throws {
    var engine = try FormEngine(
      form: Self.form(), savedValues: #"{"phones": [{"key": "1"}, {}, {"key": "3"}]}"#)
    // The keyless item takes the first key of the sequence that no saved item holds.
    #expect(engine.state.lists[0].items.map(\.key) == ["1", "2", "3"])
    _ = try engine.send(.remove("phones", key: "2"))
    _ = try engine.send(.append("phones", ListItemValues()))
    #expect(engine.state.lists[0].items.map(\.key) == ["1", "3", "4"])
  }

  @Test func dataIsReadAsJSONDecoderReadsIt() throws {
    let form = try Self.form()
    var engine = try FormEngine(form: form)
    _ = try engine.send(.set("email", .string("ünïcode")))
    let utf16 = try #require(engine.savedValues().data(using: .utf16))
    #expect(try FormEngine(form: form, savedValuesData: utf16).state == engine.state)
    #expect(try FormEngine(form: form, savedValuesData: engine.savedValuesData()).state == engine.state)
    #expect(throws: SavedValuesError.self) { try FormEngine(form: form, savedValuesData: Data([0xFF, 0xFE, 0x00])) }
  }

  @Test func aFormThatDoesNotLoadIsTheFormsError() throws {
    var form = try Self.form()
    // A column shorter than the others: what a crafted compiled file could hold.
    form.lists.max = []
    #expect {
      try FormEngine(form: form, savedValues: "{}")
    } throws: { error in
      guard case .invalidForm = error as? SavedValuesError else { return false }
      return true
    }
  }

  // MARK: Problems

  /// Every kind of problem in one text: each reported, in text order, at the marked place.
  @Test func everyProblemIsReportedAtOnceAtItsPlace() throws {
    let marked = """
      {
        1️⃣"emial": "a@b.c",
        "seats": 2️⃣0,
        "size": 3️⃣"medium",
        "extras": ["ham", 4️⃣"anchovies", 5️⃣7],
        "news": 6️⃣"yes",
        "birthday": 7️⃣"29/11/2026",
        8️⃣"seats": 3,
        9️⃣"phones.count": 4,
        🔟"number": "x",
        "payment": 1️⃣1️⃣"paypal",
        "phones": 1️⃣2️⃣[
          {"key": 1️⃣3️⃣"bad key!", "number": "1"},
          {"key": "a", 1️⃣4️⃣"numbr": "2"},
          {"key": 1️⃣5️⃣"a"},
          {"key": "b", "_expanded": {1️⃣6️⃣"number": true, "label": 1️⃣7️⃣1}}
        ],
        "_expanded": {1️⃣8️⃣"mroe": true},
        "_version": 1️⃣9️⃣2
      }
      """
    let (text, marks) = Self.unmarked(marked)
    let problems = try Self.problems(in: text)
    let expected: [(String, String, SavedValuesProblem.Kind?)] = [
      ("1️⃣", "$.emial", nil),
      ("2️⃣", "$.seats", .invalidValue),
      ("3️⃣", "$.size", .invalidValue),
      ("4️⃣", "$.extras[1]", .invalidValue),
      ("5️⃣", "$.extras[2]", .wrongType),
      ("6️⃣", "$.news", .wrongType),
      ("7️⃣", "$.birthday", .invalidValue),
      ("8️⃣", "$.seats", .duplicateName("seats")),
      ("9️⃣", "$[\"phones.count\"]", .notSaved("phones.count")),
      ("🔟", "$.number", .notSaved("number")),
      ("1️⃣1️⃣", "$.payment", .invalidValue),
      ("1️⃣3️⃣", "$.phones[0].key", .invalidKey),
      ("1️⃣4️⃣", "$.phones[1].numbr", nil),
      ("1️⃣5️⃣", "$.phones[2].key", .duplicateKey("a")),
      ("1️⃣6️⃣", "$.phones[3]._expanded.number", .notExpandable("number")),
      ("1️⃣7️⃣", "$.phones[3]._expanded.label", .wrongType),
      ("1️⃣2️⃣", "$.phones", .itemCount),
      ("1️⃣8️⃣", "$._expanded.mroe", nil),
      ("1️⃣9️⃣", "$._version", .unsupportedVersion),
    ]
    #expect(problems.count == expected.count, "\(problems.map(\.description).joined(separator: "\n"))")
    for (problem, (marker, path, kind)) in zip(problems, expected) {
      let place = try #require(marks[marker], "no marker \(marker)")
      #expect(problem.path == path)
      #expect((problem.line, problem.column) == place, "\(problem)")
      if let kind { #expect(problem.kind == kind, "\(problem)") }
    }
    // Unknown names carry the names they could have been, for a did-you-mean.
    guard case .unknownName("emial", let candidates) = problems[0].kind else {
      Issue.record("\(problems[0].kind)")
      return
    }
    #expect(candidates.contains("email") && candidates.contains("phones") && !candidates.contains("phones.count"))
    guard case .unknownName("numbr", let fields) = problems[12].kind else {
      Issue.record("\(problems[12].kind)")
      return
    }
    #expect(fields == ["key", "number", "label", "ext", "_expanded"])
    guard case .unknownName("mroe", let rows) = problems[17].kind else {
      Issue.record("\(problems[17].kind)")
      return
    }
    #expect(rows == ["more"])
    #expect(problems[1].message == "0 is below the minimum 1 of 'seats'")
    #expect(problems[16].message == "'phones' holds 4 items; its max is 3")
    #expect(problems[18].message == "saved values of version 2 are not read by this runtime, which reads version 1")
  }

  @Test(arguments: [
    (#"{"email": "a",}"#, 1, 15, "$"),
    ("{\n  \"email\": \"a\"\n  \"seats\": 3}", 3, 3, "$"),
    (#"{"phones": [{"key": "1"]}"#, 1, 24, "$.phones[0]"),
    (#"[1, 2]"#, 1, 1, "$"),
    (#"{"email": "a"} x"#, 1, 16, "$"),
    ("", 1, 1, "$"),
    (#"{"email": "\ud800"}"#, 1, 12, "$.email"),
  ])
  func malformedJSONIsOneProblemAtItsPlace(text: String, line: Int, column: Int, path: String) throws {
    let problems = try Self.problems(in: text)
    #expect(problems.count == 1)
    #expect(problems.first?.kind == .malformedJSON)
    #expect(problems.first?.line == line, "\(problems)")
    #expect(problems.first?.column == column, "\(problems)")
    #expect(problems.first?.path == path)
  }

  /// A syntax error is the only problem reported, even after others: the value it is in is not JSON, so what was
  /// said about it cannot be trusted.
  @Test func deepNestingIsRefusedWithoutRecursingFurther() throws {
    let text = #"{"email": "# + String(repeating: "[", count: 10_000) + "}"
    let problems = try Self.problems(in: text)
    #expect(problems.count == 1)
    #expect(problems.first?.kind == .malformedJSON)
  }

  /// A text of many mistakes on one line: the first thousand listed, the rest counted, in linear time (placing each
  /// problem by scanning its line would be quadratic here).
  @Test func problemsPastAThousandAreCountedNotListed() throws {
    let text = "{" + String(repeating: #""seats": 0, "#, count: 30_000) + #""seats": 0}"#
    let problems = try Self.problems(in: text)
    #expect(problems.count == 1_001)
    #expect(problems[0].kind == .invalidValue && problems[1].kind == .duplicateName("seats"))
    // Each `"seats": 0, ` is 12 columns; the first is at column 2, its value at 11.
    #expect(problems[0].column == 11 && problems[999].column == 2 + 12 * 999)
    let last = try #require(problems.last)
    #expect(last.kind == .tooManyProblems)
    #expect(last.message == "29001 more problems from here on, not listed; fix these first")
    #expect(last.column == 2 + 12 * 1_000)

    // Unknown names, at the top level and in `_expanded`: the candidates are gathered for the listed ones only.
    let unknown =
      "{" + (0..<15_000).map { #""x\#($0)": 1, "# }.joined() + #""_expanded": {"#
      + (0..<15_000).map { #""y\#($0)": true"# }.joined(separator: ", ") + "}}"
    let unknownProblems = try Self.problems(in: unknown)
    #expect(unknownProblems.count == 1_001)
    #expect(unknownProblems.last?.message == "29000 more problems from here on, not listed; fix these first")
  }

  @Test func columnsCountUnicodeScalars() throws {
    let problems = try Self.problems(in: "{\"email\": \"é日本\", \"size\": 1}")
    #expect(problems.map(\.column) == [26])
  }

  // MARK: Helpers

  static func problems(in text: String) throws -> [SavedValuesProblem] {
    let form = try Self.form()
    do {
      _ = try FormEngine(form: form, savedValues: text)
    } catch {
      return error.problems
    }
    Issue.record("the text was accepted")
    return []
  }

  /// The text without its markers (runs of keycap digits or 🔟), and the line and column (in scalars) of each.
  static func unmarked(_ marked: String) -> (String, [String: (Int, Int)]) {
    var text = ""
    var marks: [String: (Int, Int)] = [:]
    var line = 1
    var column = 1
    var marker = ""
    func flush() {
      if !marker.isEmpty { marks[marker] = (line, column) }
      marker = ""
    }
    for character in marked {
      if character == "🔟" || (character.unicodeScalars.count == 3 && character.unicodeScalars.last == "\u{20E3}") {
        marker.append(character)
        continue
      }
      flush()
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    flush()
    return (text, marks)
  }
}

extension ListItem {
  /// The item as a restored engine holds it: touched flags are not saved.
  var untouched: ListItem {
    var item = self
    item.touched = 0
    return item
  }
}
