import FormFixtures
@_spi(Testing) import FormRuntime
import Testing

/// The engine's validation (issue 22): each rule kind, the touched model, `edit` against `set`,
/// `submit` and `resetValidation`, disabled rows, and flags that conditions read settling in
/// waves. Every event goes through `sendChecked` (the update against the tables) and is
/// compared with the from-scratch ``ValidationTable``.
@Suite struct ValidationEngineTests {
  private func engine() throws -> FormEngine { try FormEngine(form: ValidationForms.signup()) }

  /// Sends `event`, checks the update, and checks the engine's validation against the
  /// from-scratch table: validity, every row's enabled flag and error, every section's error.
  @discardableResult
  private func send(_ event: FormEvent, to engine: inout FormEngine) throws -> FormUpdate {
    tableBefore.value = engine.table
    let update = try engine.sendChecked(event)
    let scratch = ValidationTable(form: engine.form, state: engine.state)
    #expect(engine.isValid == scratch.isFormValid, "after \(event)")
    #expect(engine.errors == scratch.errors, "after \(event)")
    for (slot, id) in engine.form.rows.id.enumerated() {
      let row = try #require(engine.row(id))
      #expect(row.isEnabled == scratch.enabled[slot], "\(id) after \(event)")
      #expect(row.isValid == (scratch.failingRule[slot] == nil), "\(id) after \(event)")
      #expect(row.error == scratch.errors[id], "\(id) after \(event)")
      #expect(row.isTouched == engine.state.touched[slot])
    }
    for id in engine.form.sections.id {
      #expect(engine.error(ofSection: id) == scratch.sectionErrors[id], "\(id) after \(event)")
    }
    return update
  }

  /// The ids of the rows `update` reloads, read in the table before the event (`send`
  /// remembers it).
  private func reloaded(_ update: FormUpdate, _ engine: FormEngine) -> Set<String> {
    let before = tableBefore.value
    return Set(
      update.reloadedRowPositions.compactMap { position in
        position.section < before.sections.count && position.row < before.sections[position.section].rows.count
          ? before.sections[position.section].rows[position.row] : nil
      })
  }

  /// The table before the last event `send` sent.
  private let tableBefore = Box()
  private final class Box: @unchecked Sendable { var value = FormTable(sections: []) }

  // MARK: Rules

  @Test func requiredAndFormatOnText() throws {
    var engine = try engine()
    #expect(engine.row("email")?.isValid == false)
    try send(.submit, to: &engine)
    #expect(engine.row("email")?.error == "Required")
    try send(.edit("email", .string("   ")), to: &engine)
    #expect(engine.row("email")?.error == "Required", "white space only is empty")
    try send(.edit("email", .string("ann@")), to: &engine)
    #expect(engine.row("email")?.error == "Enter a valid email address")
    try send(.edit("email", .string("ann@example.com")), to: &engine)
    #expect(engine.row("email")?.error == nil)
    #expect(engine.row("email")?.isValid == true)
  }

  @Test func lengthsCountCharactersAndPatternMatchesWhole() throws {
    var engine = try engine()
    try send(.submit, to: &engine)
    // Empty passes every rule but required: password has none.
    #expect(engine.row("password")?.error == nil)
    try send(.edit("password", .string("a1")), to: &engine)
    #expect(engine.row("password")?.error == "Use at least 3 characters")
    // "é" as e + combining acute is one Character: "ée1" has 3 Characters, 4 scalars.
    try send(.edit("password", .string("e\u{301}e1")), to: &engine)
    #expect(engine.row("password")?.error == "Doesn't match the expected format", "length 3 passes, pattern fails")
    try send(.edit("password", .string("abcdef1")), to: &engine)
    #expect(engine.row("password")?.error == "Use at most 5 characters", "maxLength before pattern")
    try send(.edit("password", .string("ab1x")), to: &engine)
    #expect(engine.row("password")?.error == "Doesn't match the expected format", "the whole value must match")
    try send(.edit("password", .string("abc1")), to: &engine)
    #expect(engine.row("password")?.error == nil)
  }

  @Test func validRuleReadsOtherRows() throws {
    var engine = try engine()
    try send(.edit("password", .string("abc1")), to: &engine)
    try send(.edit("confirm", .string("abc2")), to: &engine)
    #expect(engine.row("confirm")?.error == "The passwords differ")
    // The rule reads `password`: changing it re-checks `confirm`, and reloads it (touched).
    let update = try send(.edit("password", .string("abc2")), to: &engine)
    #expect(engine.row("confirm")?.error == nil)
    #expect(reloaded(update, engine).contains("confirm"))
    #expect(!reloaded(update, engine).contains("password"), "the edited row is never reloaded")
  }

  @Test func requiredToggleAndCountsOfASelection() throws {
    var engine = try engine()
    #expect(engine.isValid(section: "toppings") == false)
    #expect(engine.error(ofSection: "toppings") == nil, "untouched")
    var update = try send(.tap("olives"), to: &engine)
    #expect(engine.isValid(section: "toppings") == true)
    #expect(update.sectionErrorsChanged.isEmpty)
    try send(.tap("ham"), to: &engine)
    update = try send(.tap("mushrooms"), to: &engine)
    #expect(engine.error(ofSection: "toppings") == "Choose at most 2", "maxCount is a rule, not a limit")
    #expect(update.sectionErrorsChanged == [engine.sectionIndex(of: "toppings")].compactMap { $0 })
    // The terms toggle: required means on; a tap touches it.
    try send(.tap("terms"), to: &engine)
    try send(.tap("terms"), to: &engine)
    #expect(engine.row("terms")?.error == "Accept the terms")
  }

  // MARK: Touched, edit, set, submit

  @Test func untouchedFormShowsNoErrors() throws {
    let engine = try engine()
    #expect(!engine.isValid)
    #expect(engine.errors.isEmpty)
    #expect(engine.row("email")?.error == nil)
  }

  @Test func editTouchesAndNeverReloadsTheEditedRow() throws {
    var engine = try engine()
    let update = try send(.edit("email", .string("x")), to: &engine)
    #expect(engine.row("email")?.isTouched == true)
    #expect(engine.row("email")?.error == "Enter a valid email address")
    #expect(!reloaded(update, engine).contains("email"))
    // Editing to the same value still touches.
    try send(.edit("password", .string("")), to: &engine)
    #expect(engine.row("password")?.isTouched == true)
  }

  @Test func setReloadsAndDoesNotTouch() throws {
    var engine = try engine()
    let update = try send(.set("email", .string("x")), to: &engine)
    #expect(reloaded(update, engine).contains("email"))
    #expect(engine.row("email")?.isTouched == false)
    #expect(engine.row("email")?.error == nil)
    #expect(engine.row("email")?.isValid == false)
  }

  @Test func submitTouchesEverythingAndResetUntouches() throws {
    var engine = try engine()
    tableBefore.value = engine.table
    let (update, isValid) = engine.submit()
    #expect(!isValid)
    #expect(reloaded(update, engine) == ["email", "terms"], "the shown rows whose error appears")
    #expect(update.sectionErrorsChanged == [engine.sectionIndex(of: "toppings")].compactMap { $0 })
    // Hidden rows are touched too: company's error shows as soon as it appears.
    #expect(engine.state.touched[engine.form.names.rowSlot(of: "company") ?? 0])
    try send(.tap("business"), to: &engine)
    #expect(engine.row("company")?.error == "Required")
    var typed = engine
    let reset = try send(.resetValidation, to: &engine)
    #expect(engine.errors.isEmpty)
    #expect(reloaded(reset, engine) == ["email", "terms", "company"])
    #expect(engine.error(ofSection: "toppings") == nil)
    // The method that cannot throw does the same.
    #expect(typed.resetValidation() == reset)
    #expect(typed.state == engine.state)
  }

  @Test func aSubmitThatFailsEditsThatFixAndASubmitThatPasses() throws {
    var engine = try engine()
    #expect(engine.submit().isValid == false)
    try send(.edit("email", .string("ann@example.com")), to: &engine)
    try send(.edit("password", .string("abc1")), to: &engine)
    try send(.edit("confirm", .string("abc1")), to: &engine)
    try send(.tap("terms"), to: &engine)
    #expect(engine.isEnabled("submit") == false)
    let update = try send(.tap("olives"), to: &engine)
    #expect(engine.isValid)
    #expect(engine.isEnabled("submit") == true)
    #expect(reloaded(update, engine).contains("submit"), "enabled changed")
    #expect(engine.submit().isValid)
    #expect(engine.errors.isEmpty)
  }

  // MARK: Disabled and hidden rows

  @Test func disabledRowsRefuseTapsAndEditsButNotSets() throws {
    var engine = try engine()
    #expect(engine.isEnabled("age") == false)
    #expect(throws: FormEventError.rowDisabled("age")) { try engine.send(.edit("age", .int(3))) }
    #expect(throws: FormEventError.rowDisabled("submit")) { try engine.send(.tap("submit")) }
    try send(.set("age", .int(3)), to: &engine)
    #expect(engine.value(of: "age") == .int(3))
    let update = try send(.tap("business"), to: &engine)
    #expect(engine.isEnabled("age") == true)
    #expect(reloaded(update, engine).contains("age"))
    try send(.edit("age", .int(4)), to: &engine)
  }

  @Test func hiddenRowsRulesDoNotApply() throws {
    var engine = try engine()
    try send(.submit, to: &engine)
    #expect(engine.row("company")?.isValid == true, "hidden: its rules do not apply")
    #expect(throws: FormEventError.rowNotShown("company")) { try engine.send(.edit("company", .string("x"))) }
    try send(.tap("business"), to: &engine)
    #expect(engine.row("company")?.isValid == false)
    try send(.edit("company", .string("Acme")), to: &engine)
    #expect(engine.row("company")?.isValid == true)
  }

  // MARK: Waves

  @Test func aHintRowFollowsValidity() throws {
    var engine = try engine()
    #expect(engine.isShown("emailHint"), "email is invalid (required)")
    let update = try send(.edit("email", .string("ann@example.com")), to: &engine)
    #expect(!engine.isShown("emailHint"))
    #expect(update.deletedRowPositions.count == 1)
    try send(.edit("email", .string("")), to: &engine)
    #expect(engine.isShown("emailHint"))
  }

  @Test func aSectionHintFollowsTheSelectionsValidity() throws {
    var engine = try engine()
    #expect(engine.isShown("toppingsHint"))
    let update = try send(.tap("olives"), to: &engine)
    #expect(!engine.isShown("toppingsHint"))
    #expect(update.deletedSectionIndexes.count == 1, "the notes section empties")
  }

  // MARK: Items, loading, unsupported forms

  @Test func editingAnItemRowDoesNotReloadIt() throws {
    var engine = try FormEngine(form: FormFixtures.phonesForm())
    let key = try #require(engine.state.lists.first?.items.first?.key)
    let name = "phones[\(key)].number"
    let update = try engine.sendChecked(.edit(name, .string("555")))
    #expect(engine.value(of: name) == .string("555"))
    #expect(update.reloadedRowPositions.isEmpty)
    let set = try engine.sendChecked(.set(name, .string("556")))
    #expect(!set.reloadedRowPositions.isEmpty)
  }

  @Test func loaderRefusesBadProgramsAndFormats() throws {
    var form = try ValidationForms.signup()
    let pattern = try #require(form.rules.kind.firstIndex(of: .pattern))
    form.rules.program[pattern]?.append(0)
    #expect(throws: CompiledFormError.self) { try form.validate() }
    var other = try ValidationForms.signup()
    let format = try #require(other.rules.kind.firstIndex(of: .format))
    other.rules.argument[format] = .string("emial")
    do {
      try other.validate()
      Issue.record("an unknown format was accepted")
    } catch {
      #expect(error.description.contains("unknown format 'emial'"))
    }
  }

  @Test func rulesOnListItemsAreRunNotIgnored() throws {
    var form = FormFixtures.phonesForm()
    let number = try #require(form.names.rowSlot(of: "number"))
    var rules = RuleTable()
    rules.row = [number]
    rules.section = [-1]
    rules.kind = [.required]
    rules.argument = [.null]
    rules.condition = [-1]
    rules.message = ["Required"]
    rules.program = [nil]
    form.rules = rules
    var engine = try FormEngine(form: form)
    // (ValidationListTests has the rest.)
    let key = try #require(engine.state.lists.first?.items.first?.key)
    #expect(engine.row("phones[\(key)].number")?.isValid == true)
    _ = try engine.sendChecked(.set("phones[\(key)].number", .string("")))
    #expect(engine.row("phones[\(key)].number")?.isValid == false)
    #expect(!engine.isValid)
  }

  @Test func eventsDescribeThemselvesAsSimulateLinesDo() {
    #expect(FormEvent.edit("email", .string("a")).description == #"edit email "a""#)
    #expect(FormEvent.submit.description == "submit")
    #expect(FormEvent.resetValidation.description == "resetValidation")
  }
}
