import FormCompiler
import FormDiagnostics
@_spi(Testing) import FormRuntime
import Testing

/// Validation and `enabled` on a list's template rows (issue 22): per item, through every list
/// event. Every event goes through `send`, which checks the update against the tables, and the
/// engine's validation (validity, each item row's flags and error) against the from-scratch
/// ``ValidationTable``.
@Suite struct ValidationListTests {
  /// `phones` (reorderable): `number` (text, required, minLength 3), `hint` (label shown while
  /// `!number.isValid`), `label` (choice), `ext` (text, digits, enabled while `label == 'work'`),
  /// `ok` (toggle, required); a static `name` (text) and a `submit` button enabled while
  /// `form.isValid`, and a `status` label shown while `!form.isValid`.
  static let spec = """
    form: Contacts
    sections:
      - id: main
        rows:
          - {id: name, kind: text}
          - {id: submit, kind: button, enabled: "form.isValid"}
          - {id: status, kind: label, visible: "!form.isValid"}
      - id: phones
        list: {reorder: true}
        default:
          - {key: w1, number: "555 0100", label: work, ok: true}
          - {key: w2, number: "", label: home, ok: true}
        rows:
          - {id: number, kind: text, required: true, minLength: 3}
          - {id: hint, kind: label, visible: "!number.isValid"}
          - {id: label, kind: choice, options: [home, work, mobile]}
          - {id: ext, kind: text, format: digits, enabled: "label == 'work'"}
          - {id: ok, kind: toggle, required: true}
    """

  private func engine(_ text: String = spec) throws -> FormEngine {
    try FormEngine(form: ExampleForms.compile(text: text))
  }

  /// Sends `event`, checks the update and the engine's validation against the from-scratch one.
  @discardableResult
  private func send(_ event: FormEvent, to engine: inout FormEngine) throws -> FormUpdate {
    tableBefore.value = engine.table
    let update = try engine.sendChecked(event)
    expectAgreesWithScratch(engine, after: "\(event)")
    return update
  }

  private func expectAgreesWithScratch(_ engine: FormEngine, after event: String) {
    let scratch = ValidationTable(form: engine.form, state: engine.state)
    #expect(engine.isValid == scratch.isFormValid, "after \(event)")
    #expect(engine.errors == scratch.errors, "after \(event)")
    for list in 0..<engine.form.lists.countOfLists {
      let id = engine.form.lists.id[list]
      for (index, item) in engine.state.lists[list].items.enumerated() {
        for slot in engine.form.lists.firstRow[list]..<engine.form.lists.endRow[list] {
          let name = "\(id)[\(item.key)].\(engine.form.rows.id[slot])"
          let row = engine.row(name)
          let template = slot - engine.form.lists.firstRow[list]
          #expect(row?.isEnabled == scratch.items[list][index].enabled[template], "\(name) after \(event)")
          #expect(engine.isEnabled(name) == scratch.items[list][index].enabled[template])
          #expect(row?.isValid == (scratch.items[list][index].failingRule[template] == nil), "\(name) after \(event)")
          #expect(row?.error == scratch.errors[name], "\(name) after \(event)")
          #expect(row?.isTouched == (item.touched & (1 << UInt64(template)) != 0))
        }
      }
    }
  }

  /// The ids of the rows `update` reloads, read in the table before the event.
  private func reloaded(_ update: FormUpdate) -> Set<String> {
    let before = tableBefore.value
    return Set(
      update.reloadedRowPositions.compactMap { position in
        position.section < before.sections.count && position.row < before.sections[position.section].rows.count
          ? before.sections[position.section].rows[position.row] : nil
      })
  }

  private let tableBefore = Box()
  private final class Box: @unchecked Sendable { var value = FormTable(sections: []) }

  // MARK: Per item

  @Test func eachItemIsValidatedOnItsOwn() throws {
    var engine = try engine()
    #expect(engine.row("phones[w1].number")?.isValid == true)
    #expect(engine.row("phones[w2].number")?.isValid == false)
    #expect(engine.isShown("phones[w2].hint") && !engine.isShown("phones[w1].hint"))
    #expect(!engine.isValid)
    #expect(engine.isEnabled("submit") == false && engine.isShown("status"))
    #expect(engine.isEnabled("phones[w1].ext") == true && engine.isEnabled("phones[w2].ext") == false)
    #expect(engine.errors.isEmpty, "an untouched form shows no red")
    try send(.submit, to: &engine)
    #expect(engine.errors == ["phones[w2].number": "Required"])
    #expect(engine.row("phones[w2].number")?.isTouched == true)
  }

  @Test func editTouchesOneItemsRowAndNeverReloadsIt() throws {
    var engine = try engine()
    let update = try send(.edit("phones[w2].number", .string("55")), to: &engine)
    #expect(engine.row("phones[w2].number")?.error == "Use at least 3 characters")
    #expect(engine.row("phones[w1].number")?.isTouched == false)
    #expect(!reloaded(update).contains("phones[w2].number"))
    // Fixing the only invalid row: the hint goes, and static rows reading `form.isValid` follow
    // in the same event.
    let fix = try send(.edit("phones[w2].number", .string("555")), to: &engine)
    #expect(engine.isValid && engine.errors.isEmpty)
    #expect(!engine.isShown("phones[w2].hint") && !engine.isShown("status"))
    #expect(engine.isEnabled("submit") == true)
    #expect(reloaded(fix).contains("submit"), "the button's enabled flag changed")
    #expect(!reloaded(fix).contains("phones[w2].number"))
  }

  @Test func setChecksWithoutTouchingAndReloadsWhatShowsDifferently() throws {
    var engine = try engine()
    try send(.set("phones[w2].number", .string("12")), to: &engine)
    #expect(engine.row("phones[w2].number")?.isValid == false)
    #expect(engine.row("phones[w2].number")?.isTouched == false)
    #expect(engine.row("phones[w2].number")?.error == nil)
    try send(.submit, to: &engine)
    // A set that changes the failing rule of a touched row reloads it (its message changes).
    let update = try send(.set("phones[w2].number", .string("")), to: &engine)
    #expect(engine.row("phones[w2].number")?.error == "Required")
    #expect(reloaded(update).contains("phones[w2].number"))
  }

  @Test func disabledItemRowsRefuseEditsAndTapsButNotSets() throws {
    var engine = try engine()
    #expect(throws: FormEventError.rowDisabled("phones[w2].ext")) {
      try engine.send(.edit("phones[w2].ext", .string("12")))
    }
    try send(.set("phones[w2].ext", .string("x")), to: &engine)
    #expect(engine.row("phones[w2].ext")?.isValid == true, "a disabled row's rules do not apply")
    // Enabling it (a tap on the choice is a set of `label`) applies its rules, and reloads it.
    try send(.submit, to: &engine)
    let update = try send(.set("phones[w2].label", .string("work")), to: &engine)
    #expect(engine.isEnabled("phones[w2].ext") == true)
    #expect(engine.row("phones[w2].ext")?.error == "Use digits only")
    #expect(reloaded(update).contains("phones[w2].ext"))
    try send(.edit("phones[w2].ext", .string("12")), to: &engine)
    #expect(engine.row("phones[w2].ext")?.isValid == true)
  }

  @Test func tappingAnItemsToggleTouchesIt() throws {
    var engine = try engine()
    let update = try send(.tap("phones[w1].ok"), to: &engine)
    #expect(engine.row("phones[w1].ok")?.isTouched == true)
    #expect(engine.row("phones[w1].ok")?.error == "Required")
    #expect(reloaded(update).contains("phones[w1].ok"))
    try send(.tap("phones[w1].ok"), to: &engine)
    #expect(engine.row("phones[w1].ok")?.error == nil)
  }

  @Test func submitAndResetReloadTheFailingItemRows() throws {
    var engine = try engine()
    let submit = try send(.submit, to: &engine)
    #expect(reloaded(submit) == ["phones[w2].number"])
    let reset = try send(.resetValidation, to: &engine)
    #expect(reloaded(reset) == ["phones[w2].number"])
    #expect(engine.errors.isEmpty)
    #expect(engine.state.lists[0].items.allSatisfy { $0.touched == 0 })
  }

  // MARK: List events

  @Test func newItemsAreCheckedWhenMadeAndRemovedItemsLeaveTheCount() throws {
    var engine = try engine()
    try send(.remove("phones", key: "w2"), to: &engine)
    #expect(engine.isValid, "the only invalid item is gone")
    #expect(engine.isEnabled("submit") == true && !engine.isShown("status"))
    try send(.append("phones", ListItemValues(key: "m1", fields: ["ok": .bool(true)])), to: &engine)
    #expect(!engine.isValid)
    #expect(engine.row("phones[m1].number")?.isValid == false)
    #expect(engine.row("phones[m1].number")?.isTouched == false)
    try send(
      .insert("phones", at: 0, ListItemValues(key: "m0", fields: ["number": .string("123"), "ok": .bool(true)])),
      to: &engine)
    #expect(engine.row("phones[m0].number")?.isValid == true)
    try send(.remove("phones", key: "m1"), to: &engine)
    #expect(engine.isValid)
  }

  @Test func aDragKeepsValidityAndTouched() throws {
    var engine = try engine()
    try send(.edit("phones[w2].number", .string("1")), to: &engine)
    try send(.move("phones", from: 1, to: 0), to: &engine)
    #expect(engine.items(of: "phones") == ["w2", "w1"])
    #expect(engine.row("phones[w2].number")?.isTouched == true)
    #expect(engine.row("phones[w2].number")?.error == "Use at least 3 characters")
    #expect(!engine.isValid)
  }

  @Test func aKeyedReplaceKeepsTheTouchedFlagsOfTheItemsItKeeps() throws {
    var engine = try engine()
    try send(.submit, to: &engine)
    try send(
      .replace(
        "phones",
        [
          ListItemValues(key: "n1"),
          ListItemValues(key: "w2", fields: ["number": .string("1")]),
          ListItemValues(key: "w1"),
        ]), to: &engine)
    #expect(engine.row("phones[w2].number")?.isTouched == true)
    #expect(engine.row("phones[w2].number")?.error == "Use at least 3 characters")
    #expect(engine.row("phones[n1].number")?.isTouched == false)
    #expect(engine.row("phones[n1].number")?.error == nil)
    #expect(engine.row("phones[w1].number")?.isTouched == true)
    // Only changed items are checked again: a replace that fixes `w2` and drops `n1`.
    try send(
      .replace(
        "phones",
        [ListItemValues(key: "w2", fields: ["number": .string("123")]), ListItemValues(key: "w1")]),
      to: &engine)
    #expect(engine.isValid && engine.errors.isEmpty)
  }

  @Test func aListSectionHiddenTakesItsItemsRulesAway() throws {
    let spec = """
      form: Hidden
      sections:
        - id: main
          rows:
            - {id: usePhones, kind: toggle, default: true}
        - id: phones
          visible: "usePhones"
          list: {}
          default:
            - {key: a, number: ""}
          rows:
            - {id: number, kind: text, required: true}
      """
    var engine = try engine(spec)
    #expect(!engine.isValid)
    try send(.tap("usePhones"), to: &engine)
    #expect(engine.isValid, "a row of a hidden section is not present")
    try send(.tap("usePhones"), to: &engine)
    #expect(!engine.isValid)
  }

  @Test func templateConditionsReadingFlagsOutsideTheirItemAreRefusedByName() throws {
    let spec = """
      form: Outside
      sections:
        - id: main
          rows:
            - {id: name, kind: text, required: true}
        - id: phones
          list: {}
          rows:
            - {id: number, kind: text}
            - {id: save, kind: button, enabled: "form.isValid"}
      """
    // The compiler says where (`template-flag-outside-item`)…
    let diagnostics = FormCompiler.compile(SourceText(path: "test.form.yaml", text: spec)).diagnostics
    #expect(diagnostics.map(\.kind.id) == ["template-flag-outside-item"])
    // …and a compiled file crafted without that check is refused on loading.
    let form = try ExampleForms.lowerUnchecked(text: spec)
    #expect(form.unsupportedValidation?.contains("form.isValid") == true)
    #expect(throws: CompiledFormError.self) { try FormEngine(form: form) }
  }
}
