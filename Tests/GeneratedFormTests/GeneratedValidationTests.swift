@_spi(Testing) import FormRuntime
import Foundation
import GeneratedForms
import SeededRandom
import Testing

/// The generated validation API (`isValid`, `errors`, `error(of:)`, `isEnabled(_:)`, typed `edit…` methods,
/// `submit()`, `resetValidation()`, the select section's `error(ofSection:)` and `isValid(section:)`) against the
/// untyped engine, on `Specs/signup-like.form.yaml`, which has every rule kind; and the conditions that read
/// validation flags, translated to Swift, against the from-scratch `ValidationTable`.
@Suite struct GeneratedValidationTests {
  /// Each typed call sends the event its untyped twin does: the same update, the same state after.
  @Test func typedEditsShowErrorsAsTheEngineDoes() throws {
    var form = SignupLikeForm()
    var engine = try FormEngine(form: SignupLikeForm.compiledForm)
    #expect(!form.isValid && form.errors.isEmpty, "untouched: invalid, and no red")
    #expect(try form.editEmail("ann@") == engine.send(.edit("email", .string("ann@"))))
    #expect(form.error(of: .email) == "Enter your work email")
    #expect(form.errors == [.email: "Enter your work email"])
    #expect(!form.isValid(.email) && form.isValid(.phone))
    #expect(try form.editPassword("short") == engine.send(.edit("password", .string("short"))))
    #expect(form.error(of: .password) == "Use at least 10 characters")
    #expect(form.conditionHolds(for: .passwordHint) == true && form.isShown(.passwordHint))
    #expect(try form.editPassword("longenough") == engine.send(.edit("password", .string("longenough"))))
    #expect(form.error(of: .password) == "Doesn't match the expected format", "no digit")
    #expect(
      try form.editTopics([.news, .tips, .offers]) == engine.send(.edit("topics", .set(["news", "tips", "offers"]))))
    #expect(form.error(of: .topics) == "Choose at most 2", "maxCount is a rule, not a limit")
    #expect(try form.editCountry(.fr) == engine.send(.edit("country", .string("fr"))))
    #expect(
      try form.editBirthday(Date(timeIntervalSince1970: 951_782_400))
        == engine.send(.edit("birthday", .string("2000-02-29T00:00:00Z"))))
    #expect(try form.editSeats(7) == engine.send(.edit("seats", .int(7))))
    #expect(form.error(of: .seats) == "Invalid")
    #expect(try form.tap(.basic) == engine.send(.tap("basic")))
    #expect(form.isValid(section: .plan) && form.error(ofSection: .plan) == nil)
    #expect(try form.tap(.basic) == engine.send(.tap("basic")))
    #expect(form.error(ofSection: .plan) == "Choose at least 1", "a tap on a choice touches the section")
    #expect(form.engine.state == engine.state)
    #expect(form.errors.count == engine.errors.count)
    for (row, message) in form.errors { #expect(engine.errors[row.rawValue] == message) }
  }

  /// README "Generating typed Swift": the validation snippet does what its comments say.
  @Test func theReadmeSnippetDoesWhatItSays() throws {
    var signup = SignupLikeForm()
    let indexPath = try #require(signup.indexPath(of: .email))
    #expect(try !signup.editEmail("ann@").reloadRows.contains(indexPath))
    #expect(signup.error(of: .email) == "Enter your work email")
    #expect(!signup.isValid)
    #expect(!signup.isEnabled(.submit))
    #expect(throws: FormEventError.rowDisabled("companyName")) { try signup.editCompanyName("ACME") }
    let (_, isValid) = signup.submit()
    #expect(!isValid)
    #expect(signup.errors[.email] == "Enter your work email" && signup.errors[.country] == "Required")
    #expect(signup.error(ofSection: .plan) == "Choose at least 1")
    signup.resetValidation()
    #expect(
      signup.errors.isEmpty && signup.error(ofSection: .plan) == nil
        && signup.engine.value(of: "email") == .string("ann@"))
    #expect(signup.conditionHolds(for: .allGood) == false)
  }

  /// The edited row is never reloaded (its cell shows the value already); a `set` reloads it and touches nothing.
  @Test func anEditDoesNotReloadTheEditedRowButASetDoes() throws {
    var form = SignupLikeForm()
    let indexPath = try #require(form.indexPath(of: .email))
    #expect(try !form.editEmail("a").reloadRows.contains(indexPath))
    #expect(try form.setEmail("b").reloadRows.contains(indexPath))
    var untouched = SignupLikeForm()
    try untouched.setEmail("b")
    #expect(untouched.error(of: .email) == nil, "a set does not touch")
  }

  /// Submitting an invalid form shows every error (a required row the user never edited included); fixing each makes
  /// the form valid, which enables the Submit button and shows the row that reads `form.isValid`.
  @Test func submitShowsEveryErrorAndFixingThemMakesTheFormValid() throws {
    var form = SignupLikeForm()
    var engine = try FormEngine(form: SignupLikeForm.compiledForm)
    #expect(!form.isEnabled(.submit))
    let submitted = form.submit()
    let expected = engine.submit()
    #expect(submitted.update == expected.update && submitted.isValid == expected.isValid)
    #expect(!submitted.isValid)
    #expect(
      form.errors == [
        .email: "Enter your work email", .country: "Required", .birthday: "Required", .topics: "Choose at least 1",
        .terms: "Required",
      ])
    #expect(form.error(ofSection: .plan) == "Choose at least 1")
    #expect(form.error(of: .companyName) == nil, "disabled: its rules do not apply")

    try form.editEmail("ann@example.com")
    try form.editPassword("correct horse 1")
    try form.editConfirm("correct horse")
    #expect(form.error(of: .confirm) == "The passwords differ")
    try form.editConfirm("correct horse 1")
    try form.editCountry(.de)
    try form.editBirthday(Date(timeIntervalSince1970: 642_902_400))  // 1990-05-17
    try form.editTopics([.tips])
    try form.tap(.terms)
    try form.tap(.pro)
    #expect(form.errors.isEmpty && form.error(ofSection: .plan) == nil)
    #expect(form.isValid && form.isEnabled(.submit))
    #expect(form.conditionHolds(for: .allGood) == true && form.isShown(.allGood))
    // A business account enables the company's name, which is required: the form is invalid again.
    try form.editBusiness(true)
    #expect(form.isEnabled(.companyName) && !form.isValid && !form.isEnabled(.submit))
    #expect(form.error(of: .companyName) == "Required", "touched by the submit")
    try form.editCompanyName("ACME")
    #expect(form.submit().isValid)
    var untyped = form.engine
    #expect(form.resetValidation() == (try untyped.send(.resetValidation)), "nothing shown: nothing to hide")
    try form.editEmail("")
    #expect(form.error(of: .email) == "Enter your work email")
    let reset = form.resetValidation()
    #expect(form.errors.isEmpty && !form.isValid, "reset hides errors; it does not make the form valid")
    #expect(reset.reloadRows.contains(try #require(form.indexPath(of: .email))), "the error goes away")
  }

  @Test func editingADisabledOrHiddenRowIsRefused() throws {
    var form = SignupLikeForm()
    #expect(!form.isEnabled(.companyName) && form.isShown(.companyName))
    let before = form.engine.state
    #expect(throws: FormEventError.rowDisabled("companyName")) { try form.editCompanyName("ACME") }
    #expect(form.engine.state == before, "a refused edit changes nothing")
    // The app may still set it: `set` is not the user's.
    try form.setCompanyName("ACME")
    #expect(form.companyName == "ACME" && form.error(of: .companyName) == nil)
  }

  /// Every condition translated to Swift, flag-reading ones included, agrees with the compiled condition evaluated
  /// over the from-scratch validation flags, and with the engine's table (each such row is at the top level of a
  /// shown section, so it is shown exactly when its condition holds), in every state a random walk of the user's
  /// edits, taps, submits and resets reaches.
  @Test func flagConditionsAgreeWithTheEngine() throws {
    var seen = Set<String>()
    try checkFlagConditions(from: SignupLikeForm(), seed: 22, seen: &seen)
    // From a valid form too, so that the walk sees `form.isValid` hold.
    var valid = SignupLikeForm()
    for event in Self.validatingEvents { try valid.send(event) }
    #expect(valid.isValid)
    try checkFlagConditions(from: valid, seed: 23, seen: &seen)
    for row in ["passwordHint", "companyLocked", "planHint", "allGood"] {
      #expect(seen.isSuperset(of: ["\(row)=true", "\(row)=false"]), "\(row): \(seen.sorted())")
    }
  }

  /// The user's events that make a new form valid.
  private static let validatingEvents: [FormEvent] = [
    .edit("email", .string("ann@example.com")), .edit("password", .string("correct horse 1")),
    .edit("confirm", .string("correct horse 1")), .edit("country", .string("de")),
    .edit("birthday", .string("1990-05-17")), .edit("topics", .set(["tips"])), .tap("terms"), .tap("pro"),
  ]

  private func checkFlagConditions(from start: SignupLikeForm, seed: UInt64, seen: inout Set<String>) throws {
    var form = start
    let compiled = SignupLikeForm.compiledForm
    var random = SplitMix64(seed: seed)
    for step in 0..<200 {
      let scratch = ValidationTable(form: compiled, state: form.engine.state)
      #expect(form.isValid == scratch.isFormValid, "step \(step)")
      #expect(
        Dictionary(uniqueKeysWithValues: form.errors.map { ($0.key.rawValue, $0.value) }) == scratch.errors,
        "step \(step)")
      for row in SignupLikeForm.Row.allCases {
        #expect(form.isValid(row) == (scratch.failingRule[row.slot] == nil), "\(row), step \(step)")
        #expect(form.isEnabled(row) == scratch.enabled[row.slot], "\(row), step \(step)")
        #expect(form.error(of: row) == scratch.errors[row.rawValue], "\(row), step \(step)")
        let condition = compiled.rows.visible[row.slot]
        guard condition >= 0 else { continue }
        let expected = compiled.conditions[condition].evaluate(
          values: form.engine.state.values, expanded: form.engine.state.expanded, validation: scratch.flag)
        #expect(form.conditionHolds(for: row) == expected, "\(row), step \(step)")
        #expect(form.isShown(row) == expected, "\(row), step \(step)")
        seen.insert("\(row)=\(expected)")
      }
      #expect(form.error(ofSection: .plan) == scratch.sectionErrors["plan"], "step \(step)")
      _ = try? form.send(randomEvent(&random))
    }
  }

  /// The user's events of the walk, with values that pass and fail each rule.
  private func randomEvent(_ random: inout SplitMix64) -> FormEvent {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    switch random.next() % 16 {
    case 0: return .submit
    case 1: return .resetValidation
    case 2: return .tap(pick(["basic", "pro", "team", "terms", "business"]))
    case 3: return .edit("email", .string(pick(["", "ann@example.com", "ann@"])))
    case 4: return .edit("password", .string(pick(["", "correct horse 1", "short1", "no digits here"])))
    case 5: return .edit("confirm", .string(pick(["", "correct horse 1"])))
    case 6: return .edit("country", pick([.null, .string("us")]))
    case 7: return .edit("birthday", pick([.null, .string("1990-05-17")]))
    case 8: return .edit("topics", .set(pick([[], ["news"], ["news", "tips", "offers"]])))
    case 9: return .edit("seats", .int(pick([1, 7])))
    case 10: return .edit("companyName", .string(pick(["", "ACME"])))
    case 11: return .edit("zip", .string(pick(["", "12345", "123456", "12a"])))
    case 12: return .edit("phone", .string(pick(["", "+1 555 0100", "555"])))
    case 13: return .edit("website", .string(pick(["", "https://example.com", "example"])))
    default: return pick(Self.validatingEvents)
    }
  }

  /// An item row's typed edit is the untyped `edit LIST[KEY].ROW`, on a list without rules: the value changes, the
  /// edited row is not reloaded, and its flags read as a row without rules.
  @Test func itemRowEditsDriveTheEngine() throws {
    var contact = ContactForm()
    var engine = try FormEngine(form: ContactForm.compiledForm)
    let indexPath = try #require(contact.phones.indexPath(of: .number, key: "home1"))
    let update = try contact.phones.editNumber("+1 555 0199", key: "home1")
    #expect(update == (try engine.send(.edit("phones[home1].number", .string("+1 555 0199")))))
    #expect(!update.reloadRows.contains(indexPath))
    #expect(contact.phones[key: "home1"]?.number == "+1 555 0199")
    #expect(
      try contact.phones.editLabel(.work, key: "home1") == engine.send(.edit("phones[home1].label", .string("work"))))
    #expect(contact.phones.isShown(.extension, key: "home1"))
    #expect(contact.engine.state == engine.state)
    #expect(contact.phones.isValid(.number, key: "home1") && contact.phones.isEnabled(.number, key: "home1"))
    #expect(contact.phones.error(of: .number, key: "home1") == nil)
    try contact.phones.editLabel(.home, key: "home1")
    #expect(throws: FormEventError.rowNotShown("phones[home1].extension")) {
      try contact.phones.editExtension("12", key: "home1")
    }
    #expect(throws: FormEventError.unknownName("phones[nope].number")) {
      try contact.phones.editNumber("1", key: "nope")
    }
  }
}
