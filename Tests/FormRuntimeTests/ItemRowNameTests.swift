import FormFixtures
import FormRuntime
import Testing

/// Reading `LIST[KEY].ROW` (split on UTF-8 bytes), and the engine's memory of the last name it
/// read, which must answer as reading the name again would.
@Suite struct ItemRowNameTests {
  @Test func readsTheThreeParts() {
    #expect(ItemRowName("phones[home1].number") == ItemRowName(list: "phones", key: "home1", row: "number"))
    // Ids need not be ASCII: only the delimiters are.
    #expect(ItemRowName("téléphones[k-1].numéro") == ItemRowName(list: "téléphones", key: "k-1", row: "numéro"))
    #expect(ItemRowName("phones[home1].number")?.description == "phones[home1].number")
    #expect(ItemRowName.item("phones[w2]").map { [$0.list, $0.key] } == ["phones", "w2"])
    #expect(ItemRowName.item("phones[w2].label") == nil)
  }

  @Test(arguments: ["phones", "phones[]", "[k].number", "phones[k]", "phones[k].", "phones[k]number", "phones[k"])
  func refusesOtherShapes(_ name: String) {
    #expect(ItemRowName(name) == nil)
  }

  @Test func theEngineReadsEachNameItIsGiven() throws {
    var engine = try FormEngine(form: FormFixtures.contactForm())
    _ = try engine.sendChecked(.append("phones", ListItemValues(key: "w2")))
    // The same name twice, another, the first again, and one naming no item: each event acts
    // on the item its own name gives.
    for (key, label) in [("home1", "work"), ("home1", "mobile"), ("w2", "work"), ("home1", "home")] {
      _ = try engine.sendChecked(.set("phones[\(key)].label", .string(label)))
      let item = engine.state.lists[0].items.first { $0.key == key }
      #expect(item?.values[1] == .string(label), "phones[\(key)].label")
    }
    #expect(throws: FormEventError.unknownName("phones[nobody].label")) {
      try engine.send(.set("phones[nobody].label", .string("work")))
    }
    #expect(throws: FormEventError.unknownName("phones[home1].nothing")) {
      try engine.send(.set("phones[home1].nothing", .string("work")))
    }
  }
}
