import FormCompiler
import FormFixtures
import FormRuntime
import FormSimulation
import Testing

/// The validation events of `formc simulate`'s event lines (`edit`, `submit`,
/// `resetValidation`), read without and with the form's names (the hand-built `phones` form:
/// a list with fields number, label and digits).
@Suite struct ValidationEventLineTests {
  let targets = EventTargets(form: FormFixtures.phonesForm())

  /// The error `line` gets, as `column N: message`, with the form's names when `withTargets`.
  func error(_ line: String, withTargets: Bool = true) -> String? {
    do {
      _ = try EventLineParser.read(Substring(line), targets: withTargets ? targets : nil)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func everyValidationEvent() throws {
    let cases: [(String, FormEvent)] = [
      (#"edit email "ada@example.com""#, .edit("email", .string("ada@example.com"))),
      ("edit terms true", .edit("terms", .bool(true))),
      ("edit count 3", .edit("count", .int(3))),
      ("edit choice null", .edit("choice", .null)),
      (#"edit toppings ["ham", "egg"]"#, .edit("toppings", .set(["ham", "egg"]))),
      (#"edit phones[w2].number "+1 555 0100""#, .edit("phones[w2].number", .string("+1 555 0100"))),
      ("submit", .submit),
      ("  submit  ", .submit),
      ("resetValidation", .resetValidation),
    ]
    for (line, event) in cases {
      #expect(try EventLineParser.parse(Substring(line)) == event, "\(line)")
      // Each event reads back from its own description, as simulate prints it.
      #expect(try EventLineParser.parse(Substring(event.description)) == event, "\(line)")
    }
  }

  @Test func anItemRowEditIsReadWithTheFormsNames() throws {
    let line = try EventLineParser.read(#"edit  phones[w2].number  "+1 555 0100""#, targets: targets)
    #expect(line.event == .edit("phones[w2].number", .string("+1 555 0100")))
    #expect(line.nameColumn == 7 && line.valueColumn == 26)
    // The value is checked against the field's type, as for `set`.
    #expect(
      error("edit phones[w2].digits three") == "column 24: 'phones[w2].digits' takes a whole number, found 'three'")
  }

  @Test func validationEventsWrittenWrongSayWhereAndWhat() {
    let cases: [(String, String)] = [
      ("edit", "column 5: 'edit' needs a row and a value: edit ROW VALUE"),
      ("edit email", #"column 11: 'edit email' needs a value ("text", true, 3, null or ["a", "b"])"#),
      ("edit phones[w2] 3", "column 16: 'edit' names a row of the item: edit phones[w2].ROW"),
      (
        #"edit phones "x""#,
        "column 6: 'phones' is a list; edit a row of one of its items (edit phones[KEY].number VALUE)"
      ),
      (#"edit phones[w2].numbr "x""#, "column 17: the items of 'phones' have no row 'numbr'; did you mean 'number'?"),
      (
        #"edit number "x""#,
        "column 6: 'number' belongs to each item of 'phones'; name one item's: edit phones[KEY].number"
      ),
      ("submit now", "column 8: 'submit' is about the whole form and takes nothing after it"),
      ("resetValidation all", "column 17: 'resetValidation' is about the whole form and takes nothing after it"),
      ("sumbit", "column 1: unknown event 'sumbit'; did you mean 'submit'?"),
      ("edt email 3", "column 1: unknown event 'edt'; did you mean 'edit'?"),
      ("resetvalidation", "column 1: unknown event 'resetvalidation'; did you mean 'resetValidation'?"),
    ]
    for (line, message) in cases {
      #expect(error(line) == message, "\(line)")
    }
    // Without the form's names, a value that is no literal gets the general message.
    #expect(
      error("edit email ada", withTargets: false)
        == #"column 12: expected a value: true, false, null, a whole number, a "string" or a ["list"]; strings need double quotes"#
    )
  }
}
