import FormRuntimeCore

/// The list forms the runtime's and the event reader's tests share, each one `listForm` call.
extension FormFixtures {
  /// A static section `name` (a text row `fullName`), then the list `phones` (max 5, reorder, the
  /// add row `addPhone`) whose template is `number` (text), `label` (choice of home, work, mobile;
  /// default mobile) and `digits` (a number field), with one item `home1`. For the tests of what
  /// reads list events and names without an engine.
  package static func phonesForm() -> CompiledForm {
    listForm(
      sections: [
        .rows(id: "name", [FixtureRow(id: "fullName", kind: .text)]),
        .list(
          FixtureList(
            id: "phones", max: 5, reorder: true, add: ("addPhone", "Add phone"),
            template: [
              FixtureRow(id: "number", kind: .text),
              FixtureRow(id: "label", kind: .choice, options: ["home", "work", "mobile"], initial: .string("mobile")),
              FixtureRow(id: "digits", kind: .number),
            ],
            defaults: [FixtureItem(key: "home1", ["number": .string("+1 555 0100"), "label": .string("home")])])),
      ], name: "Phones")
  }

  /// A contact editor: a static section `main` (`name`; `summary`, shown with more than two
  /// phones), and `phones`: number, label (home/work/mobile, default mobile), extension (shown for
  /// work numbers), an add row (`addPhone`, shown below `max` items; always without `max`),
  /// reorder, and one item `home1`.
  package static func contactForm(max: Int? = 5, min: Int = 0) -> CompiledForm {
    listForm(
      sections: [
        .rows(
          id: "main",
          [
            FixtureRow(id: "name", kind: .text),
            FixtureRow(id: "summary", kind: .label, visible: .countAbove("phones", 2)),
          ]
        ),
        .list(
          FixtureList(
            id: "phones", header: "Phone numbers", min: min, max: max, reorder: true, add: ("addPhone", "Add phone"),
            template: [
              FixtureRow(id: "number", kind: .text),
              FixtureRow(id: "label", kind: .choice, options: ["home", "work", "mobile"], initial: .string("mobile")),
              FixtureRow(id: "extension", kind: .text, visible: .equal("label", .string("work"))),
            ],
            defaults: [FixtureItem(key: "home1", ["number": .string("+1 555 0100"), "label": .string("home")])])),
      ], name: "Contact")
  }

  /// The fetched-results case: `heroes`, grouped by team (Avengers, Defenders, X-Men; then no
  /// team) and sorted by `heroName`; a hero's `secretIdentity` is hidden for Defenders, and its
  /// `powers` row (hidden while the static toggle `filter` is on) expands to `power`. A static
  /// section before (`top`: `filter`) and after (`bottom`: `footerNote`, shown while the list is
  /// empty). Four heroes: tony and bruce (Avengers), matt (Defenders), logan (X-Men).
  package static func heroesForm() -> CompiledForm {
    let teams = ["Avengers", "Defenders", "X-Men"]
    func hero(_ key: String, _ name: String, _ team: String, _ identity: String) -> FixtureItem {
      FixtureItem(key: key, ["heroName": .string(name), "team": .string(team), "secretIdentity": .string(identity)])
    }
    return listForm(
      sections: [
        .rows(id: "top", [FixtureRow(id: "filter", kind: .toggle)]),
        .list(
          FixtureList(
            id: "heroes", groupBy: "team", sortBy: "heroName",
            template: [
              FixtureRow(id: "heroName", kind: .text),
              FixtureRow(id: "team", kind: .choice, options: teams),
              FixtureRow(id: "secretIdentity", kind: .text, visible: .notEqual("team", .string("Defenders"))),
              FixtureRow(
                id: "powers", kind: .label,
                visible: FixtureCondition("!filter", [.value("filter"), .instruction(.not)]),
                children: [FixtureRow(id: "power", kind: .text)]),
            ],
            defaults: [
              hero("tony", "Tony", "Avengers", "Iron Man"), hero("matt", "Matt", "Defenders", "Daredevil"),
              hero("logan", "Logan", "X-Men", "Wolverine"), hero("bruce", "Bruce", "Avengers", "Hulk"),
            ])),
        .rows(
          id: "bottom",
          [
            FixtureRow(
              id: "footerNote", kind: .label, visible: FixtureCondition("heroes.isEmpty", [.isEmpty("heroes")]))
          ]),
      ], name: "Heroes")
  }
}
