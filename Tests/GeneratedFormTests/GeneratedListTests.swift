import FormRuntime
import Foundation
import GeneratedForms
import Testing

/// The typed list API generated for the example forms with lists (item structs, `form.LIST`) drives the engine as the
/// untyped events do, and reads items back as the engine holds them.
@Suite struct GeneratedListTests {
  @Test func contactPhonesTypedEventsMatchTheUntypedEngine() throws {
    var typed = ContactForm()
    var untyped = try FormEngine(form: GeneratedFormTests.compiled("contact"))
    // The default item, with its template defaults filled in.
    #expect(typed.phones.count == 1 && !typed.phones.isEmpty)
    #expect(typed.phones.keys == ["home1"])
    #expect(
      typed.phones[key: "home1"]
        == ContactForm.Phone(key: "home1", number: "+1 555 0100", label: .home, extension: ""))
    #expect(typed.phones[key: "missing"] == nil)
    // A new item's fields default to the template's.
    #expect(ContactForm.Phone() == ContactForm.Phone(key: nil, number: "", label: .mobile, extension: ""))

    let work = ContactForm.Phone(key: "w2", number: "+1 555 0199", label: .work)
    #expect(
      try typed.phones.append(work)
        == untyped.send(
          .append(
            "phones",
            ListItemValues(
              key: "w2",
              fields: ["number": .string("+1 555 0199"), "label": .string("work"), "extension": .string("")]))))
    #expect(typed.phones.keys == ["home1", "w2"])
    #expect(typed.phones[key: "w2"] == work)
    // The extension shows for a work number; the notes section once there are two numbers.
    #expect(typed.engine.isShown("phones[w2].extension"))
    #expect(typed.isShown(.preferredPhone))

    // One item's field, typed.
    #expect(try typed.phones.setExtension("42", key: "w2") == untyped.send(.set("phones[w2].extension", .string("42"))))
    #expect(try typed.phones.setLabel(nil, key: "w2") == untyped.send(.set("phones[w2].label", .null)))
    #expect(typed.phones[key: "w2"]?.label == nil && typed.phones[key: "w2"]?.extension == "42")
    #expect(!typed.engine.isShown("phones[w2].extension"))
    #expect(throws: FormEventError.self) { try typed.phones.setNumber("x", key: "missing") }

    // Moves, inserts (a keyless item takes the next key of the sequence) and removes.
    #expect(try typed.phones.move(from: 1, to: 0) == untyped.send(.move("phones", from: 1, to: 0)))
    #expect(typed.phones.keys == ["w2", "home1"])
    #expect(
      try typed.phones.insert(ContactForm.Phone(number: "+1 555 0123"), at: 1)
        == untyped.send(
          .insert(
            "phones", at: 1,
            ListItemValues(fields: [
              "number": .string("+1 555 0123"), "label": .string("mobile"), "extension": .string(""),
            ]))))
    #expect(typed.phones.keys == ["w2", "1", "home1"])
    #expect(typed.phones.items.map(\.number) == ["+1 555 0199", "+1 555 0123", "+1 555 0100"])
    #expect(try typed.phones.remove(key: "1") == untyped.send(.remove("phones", key: "1")))
    #expect(typed.phones.keys == ["w2", "home1"])

    // Keyed replace: kept keys keep their identity, new ones are added, missing ones removed.
    let replacement = [
      ContactForm.Phone(key: "home1", number: "+1 555 0100", label: .home),
      ContactForm.Phone(key: "m3", number: "+1 555 0777", label: .mobile),
    ]
    #expect(
      try typed.phones.replace(with: replacement)
        == untyped.send(.replace("phones", replacement.map(\.itemValues))))
    #expect(typed.phones.items == replacement)
    #expect(typed.engine.state == untyped.state)
  }

  @Test func contactListRulesAreEnforcedThroughTheTypedAPI() throws {
    var typed = ContactForm()
    // emails has min 1: its last address cannot be removed, and a refused event changes nothing.
    let key = try #require(typed.emails.keys.first)
    #expect(typed.emails[key: key] == ContactForm.Email(key: key, address: "me@example.com"))
    let before = typed.engine.state
    #expect(throws: FormEventError.self) { try typed.emails.remove(key: key) }
    #expect(typed.engine.state == before)
    // phones has max 5.
    while typed.phones.count < 5 { try typed.phones.append() }
    #expect(throws: FormEventError.self) { try typed.phones.append() }
    #expect(typed.phones.count == 5 && !typed.isShown(.addPhone))
    // A duplicate key is refused.
    #expect(throws: FormEventError.self) {
      try typed.emails.append(ContactForm.Email(key: key, address: "other@example.com"))
    }
  }

  @Test func heroesGroupedSortedTypedEventsMatchTheUntypedEngine() throws {
    var typed = HeroesForm()
    var untyped = try FormEngine(form: GeneratedFormTests.compiled("heroes"))
    #expect(typed.heroes.keys == untyped.items(of: "heroes"))
    #expect(typed.heroes.count == 5)
    #expect(
      typed.heroes[key: "tony"]
        == HeroesForm.Hero(key: "tony", name: "Tony Stark", team: .avengers, secretIdentity: "Iron Man"))
    #expect(HeroesForm.TeamOption.allCases.map(\.rawValue) == ["Avengers", "Defenders", "X-Men"])

    // A team change moves the hero to the other group's section, as the untyped event does.
    let regroup = try typed.heroes.setTeam(.defenders, key: "tony")
    #expect(regroup == (try untyped.send(.set("heroes[tony].team", .string("Defenders")))))
    #expect(!regroup.movedRows.isEmpty || !regroup.insertedRowPositions.isEmpty)
    #expect(typed.heroes[key: "tony"]?.team == .defenders)

    // An appended hero lands in sorted order, with the next key of the sequence.
    let jessica = HeroesForm.Hero(name: "Jessica Jones", team: .defenders)
    #expect(
      try typed.heroes.append(jessica)
        == untyped.send(
          .append(
            "heroes",
            ListItemValues(
              fields: ["name": .string("Jessica Jones"), "team": .string("Defenders"), "secretIdentity": .string("")])))
    )
    #expect(typed.heroes[key: "1"]?.name == "Jessica Jones")
    #expect(typed.heroes.keys == untyped.items(of: "heroes"))

    // Keyed replace from the typed items, reversed and without Logan: sorted again, Logan removed.
    let items = typed.heroes.items.filter { $0.key != "logan" }.reversed()
    #expect(
      try typed.heroes.replace(with: Array(items))
        == untyped.send(.replace("heroes", items.map(\.itemValues))))
    #expect(typed.heroes[key: "logan"] == nil && typed.heroes.count == 5)
    #expect(
      typed.heroes.items.map(\.name)
        == typed.heroes.items.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(typed.engine.state == untyped.state)
  }

  /// A list grouped by initial letter (issue 58): the typed API finds each letter's section, and a rename moves the
  /// contact to its new letter exactly as the untyped event does.
  @Test func contactsGroupedByLetterTypedEventsMatchTheUntypedEngine() throws {
    var typed = ContactsForm()
    var untyped = try FormEngine(form: GeneratedFormTests.compiled("contacts"))
    // Sorted without case or diacritics: "alan turing" after "Ada Lovelace", "Émile" after "Edsger".
    #expect(typed.people.items.map(\.key).prefix(5) == ["frontdesk", "ada", "alan", "edsger", "emile"])
    #expect(typed.engine.sectionIndexTitles == ["A", "E", "G", "O", "S", "#"])
    #expect(typed.people.sectionIndex(ofLetter: "O") == 3)  // Øystein Ore
    #expect(typed.people.sectionIndex(ofLetter: "#") == 5)  // 24-hour front desk
    #expect(typed.people.sectionIndex(ofLetter: "B") == nil)
    let rename = try typed.people.setName("Ørsted", key: "ada")
    #expect(rename == (try untyped.send(.set("people[ada].name", .string("Ørsted")))))
    #expect(typed.people.sectionIndex(ofLetter: "O") == 3)
    #expect(typed.engine.state == untyped.state)
    #expect(typed.engine.table == FormTable(form: typed.engine.form, state: typed.engine.state))
  }
}
