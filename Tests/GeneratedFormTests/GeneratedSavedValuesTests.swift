import FormRuntime
import Foundation
import GeneratedForms
import Testing

/// The generated `SavedValues` structs: typed, `Codable` in the runtime's saved-values format (either reads the
/// other), and a typed form started from one holds exactly its values.
@Suite struct GeneratedSavedValuesTests {
  @Test func pizzaValuesRoundTripThroughJSONAndATypedForm() throws {
    var form = PizzaForm()
    try form.tap(.large)
    try form.tap(.olives)
    try form.tap(.anchovies)
    try form.setDeliver(false)
    try form.setAddress("1 Main St")  // hidden now, and still saved
    try form.tap(.card)
    try form.setCardNumber("4242 4242 4242 4242")

    let values = form.savedValues
    #expect(values.size == .large && values.payment == .card)
    #expect(values.toppings == form.toppings && values.toppings.isSuperset(of: [.olives, .anchovies]))
    #expect(values.address == "1 Main St" && !values.deliver)

    let data = try JSONEncoder().encode(values)
    #expect(try JSONDecoder().decode(PizzaForm.SavedValues.self, from: data) == values)
    let restored = try PizzaForm(savedValues: values)
    #expect(restored.engine.state.values == form.engine.state.values)
    #expect(restored.engine.table == form.engine.table)
    #expect(restored.savedValues == values)

    // The runtime's JSON decodes into the struct, and the struct's JSON starts the untyped engine.
    let runtimeJSON = Data(form.engine.savedValues().utf8)
    #expect(try JSONDecoder().decode(PizzaForm.SavedValues.self, from: runtimeJSON) == values)
    let untyped = try FormEngine(form: PizzaForm.compiledForm, savedValuesData: data)
    #expect(untyped.state.values == form.engine.state.values)
  }

  /// A `Date` is written as the engine writes it (ISO-8601 text, not seconds), so the engine reads the struct's
  /// JSON and the struct the engine's; a date the engine holds in another spelling reads as the same instant.
  @Test func datesAreWrittenAsTheEngineWritesThem() throws {
    var form = EventEditorForm()
    let start = Date(timeIntervalSince1970: 1_795_910_400.5)  // 2026-11-29T00:00:00.5Z
    try form.setStartDate(start)
    try form.setEndDate(FormValue.string("2026-11-29T10:30+01:00").dateValue)
    let data = try JSONEncoder().encode(form.savedValues)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["startDate"] as? String == "2026-11-29T00:00:00.5Z")
    #expect(object["endDate"] as? String == "2026-11-29T09:30:00Z")
    #expect(object["startTime"] is NSNull)
    let restored = try EventEditorForm(savedValues: JSONDecoder().decode(EventEditorForm.SavedValues.self, from: data))
    #expect(restored.startDate == start && restored.endDate == form.endDate)
    let fromEngine = try JSONDecoder().decode(
      EventEditorForm.SavedValues.self, from: Data(form.engine.savedValues().utf8))
    #expect(fromEngine == form.savedValues)
    let bad = Data(
      String(decoding: data, as: UTF8.self).replacingOccurrences(of: "2026-11-29T09:30:00Z", with: "soon").utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(EventEditorForm.SavedValues.self, from: bad) }
  }

  @Test func nilValuesAreWrittenAsNullSoTheyStayNil() throws {
    var form = PizzaForm()
    try form.tap(.medium)
    try form.tap(.medium)  // a single selection keeps a tapped choice; set it back to none
    try form.setPayment(nil)
    let values = form.savedValues
    let json = try #require(String(data: JSONEncoder().encode(values), encoding: .utf8))
    #expect(json.contains(#""payment":null"#))
    #expect(try PizzaForm(savedValues: values).payment == nil)
  }

  @Test func contactItemsRoundTripWithTheirKeys() throws {
    var form = ContactForm()
    try form.phones.append(ContactForm.Phone(key: "w2", number: "+1 555 0199", label: .work, extension: "42"))
    try form.phones.append(ContactForm.Phone(number: "+1 555 0123"))
    try form.setFullName("Ada")
    let values = form.savedValues
    #expect(values.phones.map(\.key) == ["home1", "w2", "1"])
    let decoded = try JSONDecoder().decode(ContactForm.SavedValues.self, from: JSONEncoder().encode(values))
    #expect(decoded == values)
    var restored = try ContactForm(savedValues: decoded)
    #expect(restored.phones.items == form.phones.items)
    #expect(restored.fullName == "Ada")
    // The saved keys count as in use.
    try restored.phones.append()
    #expect(restored.phones.keys == ["home1", "w2", "1", "2"])
  }

  @Test func invalidValuesAreEveryProblemWithItsPath() throws {
    var values = ContactForm().savedValues
    values.phones = [ContactForm.Phone(key: "same"), ContactForm.Phone(key: "same"), ContactForm.Phone(key: "bad key")]
    #expect {
      try ContactForm(savedValues: values)
    } throws: { error in
      let paths = (error as? SavedValuesError)?.problems.map(\.path)
      return paths == ["$.phones[1].key", "$.phones[2].key"]
    }
  }
}
