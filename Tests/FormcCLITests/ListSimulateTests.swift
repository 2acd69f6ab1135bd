import Foundation
import Testing

private let contactSpec = packageRoot.appendingPathComponent("Forms/contact.form.yaml").path
private let heroesSpec = packageRoot.appendingPathComponent("Forms/heroes.form.yaml").path

/// The error of each output object of `formc simulate`.
private func errors(_ result: CLIResult) -> [String?] {
  result.outLines.map { jsonObject($0)?["error"] as? String }
}

/// `formc simulate` on the example forms with lists: the messages of list events written wrong.
@Suite struct ListSimulateMessageTests {
  @Test func listEventsWrittenWrongSayWhereAndWhat() {
    let events = """
      append phonez
      append phones {"numbr": "+1"}
      append phones {"key": null}
      append phones {"key": "w 2"}
      append phones {"label": "fax"}
      insert phones first
      move phones 1
      remove phones
      tap phones[home1].numbr
      tap number
      set phones "+1"
      set emails [{"adress": "a@b.c"}]

      """
    let result = formc("simulate", contactSpec, stdin: events)
    #expect(result.code == 1, "\(result.err)")
    #expect(
      errors(result) == [
        "column 8: unknown list 'phonez'; did you mean 'phones'?",
        "column 16: the items of 'phones' have no field 'numbr'; did you mean 'number'?",
        #"column 23: an item's key cannot be null; leave "key" out and the list gives the item its next key"#,
        #"column 23: invalid key "w 2": a key is 1 to 64 ASCII letters, digits, '_' or '-'"#,
        #"column 25: "fax" is not one of the options of 'label' ("home", "work", "mobile")"#,
        "column 15: expected a list index, a whole number (insert phones INDEX [{…}]), found 'first'",
        "column 14: expected a list index, a whole number (move phones FROM TO)",
        "column 8: 'remove' needs an item: remove LIST[KEY]",
        "column 19: the items of 'phones' have no row 'numbr'; did you mean 'number'?",
        "column 5: 'number' belongs to each item of 'phones'; name one item's: tap phones[KEY].number",
        #"column 12: 'phones' is a list: set it to its items, [{"key": "…", …}, …] (a keyed replace)"#,
        "column 14: the items of 'emails' have no field 'adress'; did you mean 'address'?",
      ])
  }

  @Test func aListOfNoCloseNameListsTheFormsLists() {
    let result = formc("simulate", contactSpec, stdin: "remove heroes[tony]\n")
    #expect(result.code == 1)
    let object = result.outLines.first.flatMap { jsonObject($0) }
    #expect(object?["error"] as? String == "column 8: unknown list 'heroes'; the lists are phones, emails")
  }
}
