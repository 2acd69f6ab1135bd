import FormCompiler
import FormDiagnostics
import FormRuntime
import SeededRandom
import Testing

/// The engine's side of the presentation keys (issue 23): `FormRow` carries them, a label's detail shows the
/// values it names as they are now, and the engine reloads the label exactly when its detail changes; the
/// loader refuses presentation tables that do not fit the form.
@Suite struct PresentationEngineTests {
  static let spec = """
    form: Booking
    state:
      venue: {type: string, values: [Hall, Garden], default: Hall}
    sections:
      - id: guests
        rows:
          - {id: email, kind: text, placeholder: you@example.com, keyboard: email, subtitle: Never shared}
          - {id: password, kind: text, secure: true}
          - {id: seats, kind: number, min: 0, max: 4, default: 2, placeholder: "0"}
          - {id: summary, title: Booking, detail: "{{seats}} seats at {{venue}} for {{email}}"}
          - {id: big, detail: "Large party of {{seats}}", visible: "seats >= 3"}
          - {id: meal, kind: choice, options: [fish, veg]}
          - {id: mealNote, detail: "Meal: {{meal}}", visible: "meal != null"}
      - id: more
        visible: "seats > 0"
        rows:
          - {id: again, detail: "{{seats}}"}
    """

  static func form() throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "booking.form.yaml", text: spec))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.form)
  }

  @Test func rowsCarryTheirPresentation() throws {
    let engine = try FormEngine(form: Self.form())
    let email = try #require(engine.row("email"))
    #expect(email.placeholder == "you@example.com" && email.keyboard == .email && email.subtitle == "Never shared")
    #expect(!email.isSecure && email.detail == nil)
    #expect(engine.row("password")?.isSecure == true)
    #expect(engine.row("password")?.keyboard == nil)
    #expect(engine.row("seats")?.placeholder == "0")
    // Null shows as nothing; numbers in decimal digits; texts and options as stored.
    #expect(engine.row("summary")?.detail == "2 seats at Hall for ")
    #expect(engine.row("mealNote")?.detail == "Meal: ")
  }

  @Test func detailsFollowTheValues() throws {
    var engine = try FormEngine(form: Self.form())
    _ = try engine.send(.set("email", .string("ada@example.com")))
    _ = try engine.send(.set("venue", .string("Garden")))
    _ = try engine.send(.set("seats", .int(3)))
    #expect(engine.row("summary")?.detail == "3 seats at Garden for ada@example.com")
    #expect(engine.row("big")?.detail == "Large party of 3")
    let reloaded = try FormEngine(form: CompiledForm(jsonData: engine.form.jsonData()), state: engine.state)
    #expect(reloaded.row("summary")?.detail == "3 seats at Garden for ada@example.com")
  }

  /// Property: over random events, a shown row is reloaded when its detail (or, as before, its value) changed,
  /// and a label whose detail did not change is not; each update passes UIKit's rules.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func labelsAreReloadedExactlyWhenTheirDetailChanges(seed: UInt64) throws {
    let form = try Self.form()
    var engine = try FormEngine(form: form)
    var random = SplitMix64(seed: seed)
    let events: [FormEvent] = [
      .set("seats", .int(0)), .set("seats", .int(2)), .set("seats", .int(3)), .set("seats", .int(4)),
      .set("venue", .string("Hall")), .set("venue", .string("Garden")), .set("email", .string("a@b.c")),
      .set("email", .string("")), .set("meal", .string("fish")), .set("meal", .string("veg")),
      .set("meal", .null), .set("password", .string("secret")),
    ]
    for _ in 0..<60 {
      let event = events[Int(random.next() % UInt64(events.count))]
      let before = engine.table
      let details = Self.shownDetails(engine)
      let update = try engine.send(event)
      try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: engine.table)
      let after = Self.shownDetails(engine)
      let reloadedIDs = Set(update.reloadedRowPositions.map { before.sections[$0.section].rows[$0.row] })
      for (id, detail) in details {
        guard let now = after[id] else { continue }  // hidden by the event: deleted, not reloaded
        #expect(reloadedIDs.contains(id) == (now != detail), "\(event): '\(id)' went from '\(detail)' to '\(now)'")
      }
    }
  }

  /// The details of the shown labels that have one, by id.
  static func shownDetails(_ engine: FormEngine) -> [String: String] {
    var details: [String: String] = [:]
    for section in engine.table.sections {
      for id in section.rows { if let detail = engine.row(id)?.detail { details[id] = detail } }
    }
    return details
  }

  @Test func theLoaderRefusesPresentationThatDoesNotFit() throws {
    let form = try Self.form()
    func refusal(_ change: (inout PresentationTable) -> Void) -> String? {
      form.refusal { change(&$0.presentation) }
    }
    try form.validate()
    #expect(refusal { $0.row.swapAt(0, 1) }?.contains("slot order") == true)
    #expect(refusal { $0.secure.removeLast() }?.contains("different lengths") == true)
    #expect(refusal { $0.row[0] = 1000 }?.contains("must exist") == true)
    // `email` (slot 0) is a text row: no detail; `seats` (slot 2) a number row: no keyboard.
    #expect(refusal { $0.detail[0] = "x" }?.contains("a text row cannot have a detail") == true)
    #expect(refusal { $0.keyboard[2] = .phone }?.contains("a number row cannot have a keyboard") == true)
    let summary = try #require(form.presentation.row.firstIndex(of: 3))
    #expect(refusal { $0.detail[summary] = "{{nobody}}" }?.contains("'nobody'") == true)
    #expect(refusal { $0.detail[summary] = "{{seats" }?.contains("not closed") == true)
  }
}
