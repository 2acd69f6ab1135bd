import FormRuntime
import SeededRandom
import Testing

/// `tap(slot:)`, `expand(slot:)` and `collapse(slot:)`, which the generated typed API calls:
/// the same updates, errors and states as the events by id.
@Suite struct EventsBySlotTests {
  /// Random runs on every example form: each tap, expand or collapse by id is sent to one
  /// engine and by slot to another, and the two must agree on everything.
  /// (The example forms with lists wait for the engine's list events: their template rows are not rows to tap.)
  @Test(arguments: EngineExampleFormTests.formNames)
  func bySlotAgreesWithByID(name: String) throws {
    let form = try ExampleForms.compile(name)
    let generator = EventGenerator(form: form)
    var random = SplitMix64(seed: 0x5107)
    var byID = try FormEngine(form: form)
    var bySlot = byID
    for step in 0..<400 {
      let event = generator.event(using: &random)
      let expected = outcome { try byID.sendChecked(event) }
      let got: Result<FormUpdate, FormEventError>
      switch event {
      case .tap(let id), .expand(let id), .collapse(let id):
        guard let slot = form.rows.id.firstIndex(of: id) else {
          // Only rows the form has are sent by slot; keep the two engines in step.
          #expect(throws: FormEventError.unknownName(id)) { try expected.get() }
          continue
        }
        got = outcome { try bySlot.sendChecked(slot: slot, like: event) }
      default:
        got = outcome { try bySlot.sendChecked(event) }
      }
      #expect(got == expected, "step \(step): \(event)")
      #expect(bySlot.state == byID.state, "step \(step): \(event)")
      #expect(bySlot.table == byID.table, "step \(step): \(event)")
    }
  }

  /// What an event did: its update, or the event error it threw (anything else is an issue).
  private func outcome(_ body: () throws -> FormUpdate) -> Result<FormUpdate, FormEventError> {
    do {
      return .success(try body())
    } catch let error as FormEventError {
      return .failure(error)
    } catch {
      Issue.record("not an event error: \(error)")
      return .success(FormUpdate())
    }
  }

  @Test func aSlotOutOfRangeIsAnUnknownNameAndChangesNothing() throws {
    var engine = try FormEngine(form: ExampleForms.compile("event"))
    let before = engine.table
    let count = engine.form.rows.count
    #expect(throws: FormEventError.unknownName("slot -1")) { try engine.tap(slot: -1) }
    #expect(throws: FormEventError.unknownName("slot \(count)")) { try engine.expand(slot: count) }
    #expect(throws: FormEventError.unknownName("slot \(Int.max)")) { try engine.collapse(slot: .max) }
    #expect(engine.table == before)
  }

  @Test func errorsNameTheRowByItsID() throws {
    let spec = """
      form: Names
      state:
        more: {type: bool, default: false}
      sections:
        - id: s
          rows:
            - id: plain
            - id: hidden
              visible: more
            - id: opener
              expands:
                - id: child
      """
    let form = try ExampleForms.compile(text: spec)
    var engine = try FormEngine(form: form)
    let slot = { (id: String) in form.rows.id.firstIndex(of: id) ?? -1 }
    #expect(throws: FormEventError.rowNotShown("hidden")) { try engine.tap(slot: slot("hidden")) }
    #expect(throws: FormEventError.notExpandable("plain")) { try engine.expand(slot: slot("plain")) }
    // A row under a collapsed one is not shown, so it cannot be tapped; it can be expanded.
    #expect(throws: FormEventError.rowNotShown("child")) { try engine.tap(slot: slot("child")) }
    let opened = try engine.tap(slot: slot("opener"))
    #expect(opened == FormUpdate(insertedRowPositions: .rows(2..<3, inSection: 0)))
    #expect(try engine.expand(slot: slot("opener")).isEmpty)
    let closed = try engine.collapse(slot: slot("opener"))
    #expect(closed == FormUpdate(deletedRowPositions: .rows(2..<3, inSection: 0)))
  }
}

extension FormEngine {
  /// `event`, a tap, expand or collapse, sent by `slot` and checked as `sendChecked(_:)` checks.
  fileprivate mutating func sendChecked(slot: Int, like event: FormEvent) throws -> FormUpdate {
    let before = table
    let update: FormUpdate
    switch event {
    case .expand: update = try expand(slot: slot)
    case .collapse: update = try collapse(slot: slot)
    default: update = try tap(slot: slot)
    }
    try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: table)
    #expect(table == FormTable(form: form, state: state, query: searchQuery))
    return update
  }
}
