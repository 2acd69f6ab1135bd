import FormCompiler
import FormRuntime
import FormcCLI
import Foundation
import GeneratedForms
import SeededRandom
import Testing

/// The Swift generated from every example form (in `Generated/`, by the bundled `swift`
/// template) compiles against FormRuntime alone, and its typed API agrees with the untyped engine.
@Suite struct GeneratedFormTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func compiled(_ name: String) throws -> CompiledForm {
    let result = FormCompiler.compile(fileAt: root.appendingPathComponent("Forms/\(name).form.yaml").path)
    return try #require(result.form)
  }

  @Test func generatedCodeIsCurrent() {
    // Run from the package's root with relative paths, as the files' headers say.
    let console = Console(
      out: { _ in }, err: { print($0, terminator: "") }, readInput: { Data() }, workingDirectory: Self.root.path)
    for specs in ["Forms", "Tests/GeneratedFormTests/Specs"] {
      let status = Formc.main(
        ["compile", specs, "--template", "swift", "-o", "Tests/GeneratedFormTests/Generated", "--check"],
        console: console)
      #expect(
        status == 0,
        "Tests/GeneratedFormTests/Generated is stale: run `swift run formc compile \(specs) --template swift -o Tests/GeneratedFormTests/Generated`"
      )
    }
  }

  @Test func staticTablesEqualTheCompilersOutput() throws {
    #expect(FruitForm.compiledForm == (try Self.compiled("fruit")))
    #expect(EventEditorForm.compiledForm == (try Self.compiled("event")))
    #expect(CheckoutForm.compiledForm == (try Self.compiled("checkout")))
    #expect(SettingsForm.compiledForm == (try Self.compiled("settings")))
    #expect(PizzaForm.compiledForm == (try Self.compiled("pizza")))
    #expect(PreferencesForm.compiledForm == (try Self.compiled("preferences")))
    // Forms with rules carry their rule table and enabled conditions.
    #expect(SignupForm.compiledForm == (try Self.compiled("signup")))
    #expect(SignupForm.compiledForm.rules.row.isEmpty == false)
    // Forms with lists carry their list table.
    #expect(ContactForm.compiledForm == (try Self.compiled("contact")))
    #expect(HeroesForm.compiledForm == (try Self.compiled("heroes")))
    #expect(HeroesForm.compiledForm.lists.groupBy == [2])
  }

  @Test func fruitTypedEventsMatchTheUntypedEngine() throws {
    var typed = FruitForm()
    var untyped = try FormEngine(form: Self.compiled("fruit"))
    #expect(try typed.tap(.melon) == untyped.send(.tap("melon")))
    #expect(try typed.setMelonPick(.honeydew) == untyped.send(.set("melonPick", .string("Honeydew"))))
    #expect(typed.melonPick == .honeydew)
    #expect(typed.citrusPick == .lime)
    #expect(try typed.setCitrusPick(nil) == untyped.send(.set("citrusPick", .null)))
    #expect(typed.citrusPick == nil)
    #expect(typed.row(at: IndexPath(indexes: [0, 2])) == .melonPick)
    #expect(typed.indexPath(of: .melonPick) == untyped.indexPath(ofRow: "melonPick"))
    #expect(typed.isExpanded(.melon) && !typed.isExpanded(.citrus))
    #expect(throws: FormEventError.rowNotShown("citrusPick")) { try typed.tap(.citrusPick) }
  }

  @Test func eventEditorTypedValues() throws {
    var typed = EventEditorForm()
    var untyped = try FormEngine(form: Self.compiled("event"))
    #expect(typed.repeat == .never)
    #expect(try typed.setRepeat(.weekly) == untyped.send(.set("repeat", .string("weekly"))))
    #expect(try typed.setRepeatDays([.mon, .fri]) == untyped.send(.set("repeatDays", .set(["Mon", "Fri"]))))
    #expect(typed.repeatDays == [.mon, .fri])
    #expect(try typed.setAllDay(true) == untyped.send(.set("allDay", .bool(true))))
    #expect(typed.allDay)
    #expect(try typed.setLocation("Lisbon") == untyped.send(.set("location", .string("Lisbon"))))
    // Dates are `Date`s, stored as UTC date-times to the microsecond; one past the year 9999 is refused.
    #expect(throws: FormEventError.self) { try typed.setStartDate(Date(timeIntervalSince1970: 1e12)) }
    let start = Date(timeIntervalSince1970: 1_795_910_400)  // 2026-11-29T00:00:00Z
    #expect(try typed.setStartDate(start) == untyped.send(.set("startDate", .string("2026-11-29T00:00:00Z"))))
    #expect(typed.startDate == start)
    try typed.setStartDate(Date(timeIntervalSince1970: 1_795_910_400.25))
    #expect(typed.engine.value(of: "startDate") == .string("2026-11-29T00:00:00.25Z"))
    // The end before the start shows the warning row, in the engine and in the translated condition.
    try typed.setEndDate(start.addingTimeInterval(-86_400))
    #expect(typed.isShown(.endsBeforeStart) && typed.conditionHolds(for: .endsBeforeStart) == true)
    try typed.setEndDate(nil)
    #expect(!typed.isShown(.endsBeforeStart) && typed.conditionHolds(for: .endsBeforeStart) == false)
  }

  @Test func settingsStateVariables() throws {
    var typed = SettingsForm()
    var untyped = try FormEngine(form: Self.compiled("settings"))
    #expect(typed.accountType == .free)
    #expect(try typed.setAccountType(.team) == untyped.send(.set("accountType", .string("team"))))
    #expect(try typed.setSeats(12) == untyped.send(.set("seats", .int(12))))
    #expect(typed.seats == 12)
    #expect(typed.isShown(.manageSeats) == untyped.isShown("manageSeats"))
  }

  @Test func pizzaTypedSelectionsMatchTheUntypedEngine() throws {
    var typed = PizzaForm()
    var untyped = try FormEngine(form: Self.compiled("pizza"))
    // Selections start from the sections' defaults; the option enums' cases are the row ids.
    #expect(typed.size == .medium)
    #expect(typed.toppings == [.mozzarella])
    #expect(typed.payment == .card)
    #expect(PizzaForm.PaymentOption.allCases.map(\.rawValue) == ["card", "paypal", "cashOnDelivery", "payAtCounter"])
    #expect(
      try typed.setToppings([.mozzarella, .olives, .peppers])
        == untyped.send(.set("toppings", .set(["mozzarella", "olives", "peppers"]))))
    #expect(typed.toppings == [.mozzarella, .olives, .peppers])
    #expect(typed.isShown(.toppingSurcharge) && untyped.isShown("toppingSurcharge"))
    #expect(try typed.setPayment(.paypal) == untyped.send(.set("payment", .string("paypal"))))
    #expect(typed.payment == .paypal)
    #expect(!typed.isShown(.cardNumber))
    #expect(try typed.setPayment(nil) == untyped.send(.set("payment", .null)))
    #expect(typed.payment == nil && untyped.value(of: "payment") == .null)
    #expect(try typed.setSize(.family) == untyped.send(.set("size", .string("family"))))
    #expect(typed.engine.state == untyped.state)
  }

  @Test func pizzaTapsOnChoicesMatchTheUntypedEngine() throws {
    var typed = PizzaForm()
    var untyped = try FormEngine(form: Self.compiled("pizza"))
    #expect(typed.isSelected(.medium) && !typed.isSelected(.small))
    // single: a tap selects in place of the selected row.
    #expect(try typed.tap(.large) == untyped.send(.tap("large")))
    #expect(typed.size == .large && typed.isSelected(.large) && !typed.isSelected(.medium))
    #expect(untyped.selectedRows(inSection: "size") == ["large"])
    // multiple: a tap toggles.
    #expect(try typed.tap(.olives) == untyped.send(.tap("olives")))
    #expect(try typed.tap(.peppers) == untyped.send(.tap("peppers")))
    #expect(typed.toppings == [.mozzarella, .olives, .peppers])
    #expect(typed.isShown(.toppingSurcharge))
    #expect(try typed.tap(.olives) == untyped.send(.tap("olives")))
    #expect(typed.toppings == [.mozzarella, .peppers] && !typed.isSelected(.olives))
    #expect(!typed.isShown(.toppingSurcharge))
    // Only the choices of select sections are ever selected.
    #expect(!typed.isSelected(.deliver) && !typed.isSelected(.placeOrder))
    #expect(try typed.tap(.paypal) == untyped.send(.tap("paypal")))
    #expect(typed.payment == .paypal && !typed.isShown(.cardNumber))
    #expect(
      PizzaForm.Row.allCases.map { typed.isSelected($0) }
        == PizzaForm.Row.allCases.map { untyped.isSelected($0.rawValue) })
    #expect(typed.engine.state == untyped.state)
  }

  @Test func preferencesSearchAndSectionIndexMatchTheUntypedEngine() throws {
    var typed = PreferencesForm()
    var untyped = try FormEngine(form: Self.compiled("preferences"))
    #expect(typed.searchQuery == "")
    #expect(typed.sectionIndexTitles == untyped.sectionIndexTitles)
    #expect(typed.sectionIndexTitles.first == "A")
    #expect(typed.sectionIndexTitles.contains("Lang") && typed.sectionIndexTitles.contains("♪"))
    // "dark" is the title of a choice and a keyword of another.
    #expect(try typed.search("dark") == untyped.send(.search("dark")))
    #expect(typed.searchQuery == "dark")
    #expect(typed.isShown(.dark) && typed.isShown(.light) == untyped.isShown("light"))
    #expect(!typed.isShown(.wifi))
    #expect(typed.sectionIndexTitles == untyped.sectionIndexTitles)
    for index in 0...typed.sectionIndexTitles.count {
      #expect(typed.sectionIndex(forSectionIndexTitleAt: index) == untyped.sectionIndex(forSectionIndexTitleAt: index))
    }
    // A selection made while searching stays when the search is cleared.
    #expect(try typed.tap(.dark) == untyped.send(.tap("dark")))
    #expect(typed.appearance == .dark)
    #expect(try typed.search("") == untyped.send(.search("")))
    #expect(typed.searchQuery == "" && typed.isShown(.wifi))
    #expect(typed.isSelected(.dark) && !typed.isSelected(.automatic))
    #expect(try typed.setQuickActions([]) == untyped.send(.set("quickActions", .set([]))))
    #expect(typed.isShown(.controlsHint))
    #expect(typed.engine.state == untyped.state)
  }

  /// The conditions translated to Swift agree with the compiled conditions, and the typed
  /// lookups (by slot: `row(at:)`, `indexPath(of:)`, `isShown`, `isExpanded`) with the untyped
  /// ones (by id), in every state a random walk reaches.
  @Test func swiftConditionsAgreeWithCompiledOnes() throws {
    try checkConditions(FruitForm(), rows: FruitForm.Row.allCases, sections: FruitForm.Section.allCases)
    try checkConditions(
      EventEditorForm(), rows: EventEditorForm.Row.allCases, sections: EventEditorForm.Section.allCases)
    try checkConditions(CheckoutForm(), rows: CheckoutForm.Row.allCases, sections: CheckoutForm.Section.allCases)
    try checkConditions(SettingsForm(), rows: SettingsForm.Row.allCases, sections: SettingsForm.Section.allCases)
    try checkConditions(PizzaForm(), rows: PizzaForm.Row.allCases, sections: PizzaForm.Section.allCases)
    try checkConditions(
      PreferencesForm(), rows: PreferencesForm.Row.allCases, sections: PreferencesForm.Section.allCases)
  }

  private func checkConditions<Form: GeneratedForm>(_ start: Form, rows: [Form.Row], sections: [Form.Section]) throws {
    let form = start.engine.form
    var random = SplitMix64(seed: 7)
    var typed = start
    for step in 0..<400 {
      let state = typed.engine.state
      for (slot, row) in rows.enumerated() {
        let condition = form.rows.visible[slot]
        let expected =
          condition >= 0 ? form.conditions[condition].evaluate(values: state.values, expanded: state.expanded) : nil
        #expect(typed.conditionHolds(for: row) == expected, "\(form.name) row \(row) at step \(step)")
        #expect(row.slot == slot && row.rawValue == form.rows.id[slot])
        let indexPath = typed.engine.indexPath(ofRow: form.rows.id[slot])
        #expect(typed.indexPath(of: row) == indexPath, "\(form.name) row \(row) at step \(step)")
        if let indexPath { #expect(typed.row(at: indexPath) == row, "\(form.name) at \(indexPath), step \(step)") }
        let untypedRow = try #require(typed.engine.row(form.rows.id[slot]))
        #expect(typed.isShown(row) == typed.engine.isShown(form.rows.id[slot]), "\(form.name) \(row), step \(step)")
        #expect(typed.isExpanded(row) == untypedRow.isExpanded, "\(form.name) \(row), step \(step)")
      }
      for section in 0..<typed.engine.numberOfSections {
        let count = typed.engine.numberOfRows(inSection: section)
        #expect(typed.row(at: IndexPath(indexes: [section, count])) == nil)
      }
      #expect(typed.row(at: IndexPath(indexes: [typed.engine.numberOfSections, 0])) == nil)
      for (index, section) in sections.enumerated() {
        let condition = form.sections.visible[index]
        let expected =
          condition >= 0 ? form.conditions[condition].evaluate(values: state.values, expanded: state.expanded) : nil
        #expect(typed.conditionHolds(for: section) == expected, "\(form.name) section \(section) at step \(step)")
      }
      _ = try? typed.send(randomEvent(form, &random))
    }
  }

  private func randomEvent(_ form: CompiledForm, _ random: inout SplitMix64) -> FormEvent {
    let rowID = form.rows.id[Int(random.next() % UInt64(form.rows.count))]
    guard !form.values.isEmpty, random.next() % 2 == 0 else { return .tap(rowID) }
    let slot = form.values[Int(random.next() % UInt64(form.values.count))]
    let options = slot.options ?? []
    let pick = options.isEmpty ? nil : options[Int(random.next() % UInt64(options.count))]
    switch slot.type {
    case .bool: return .set(slot.name, .bool(random.next() % 2 == 0))
    case .int: return .set(slot.name, .int(Int(random.next() % 60)))
    case .decimal:
      let units = Int(random.next() % 1_200)
      return .set(slot.name, FormDecimal(units: units, scale: slot.precision ?? 0).map(FormValue.decimal) ?? .null)
    case .string: return .set(slot.name, .string(pick ?? String(repeating: "x", count: Int(random.next() % 45))))
    case .option: return .set(slot.name, pick.map(FormValue.string) ?? .null)
    case .set: return .set(slot.name, .set(Set(options.filter { _ in random.next() % 2 == 0 })))
    case .date: return .set(slot.name, .string("2026-11-29"))
    }
  }
}

/// What the tests need from every generated form type.
protocol GeneratedForm {
  associatedtype Row: GeneratedRow
  associatedtype Section
  var engine: FormEngine { get }
  func row(at indexPath: IndexPath) -> Row?
  func indexPath(of row: Row) -> IndexPath?
  func isShown(_ row: Row) -> Bool
  func isExpanded(_ row: Row) -> Bool
  mutating func send(_ event: FormEvent) throws(FormEventError) -> FormUpdate
  func conditionHolds(for row: Row) -> Bool?
  func conditionHolds(for section: Section) -> Bool?
}

/// What the tests need from every generated `Row` enum.
protocol GeneratedRow: Equatable, RawRepresentable<String> {
  var slot: Int { get }
}

extension FruitForm.Row: GeneratedRow {}
extension EventEditorForm.Row: GeneratedRow {}
extension CheckoutForm.Row: GeneratedRow {}
extension SettingsForm.Row: GeneratedRow {}
extension PizzaForm.Row: GeneratedRow {}
extension PreferencesForm.Row: GeneratedRow {}

extension FruitForm: GeneratedForm {}
extension EventEditorForm: GeneratedForm {}
extension CheckoutForm: GeneratedForm {}
extension SettingsForm: GeneratedForm {}
extension PizzaForm: GeneratedForm {}
extension PreferencesForm: GeneratedForm {}
