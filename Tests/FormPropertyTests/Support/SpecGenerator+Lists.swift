import FormRuntime
import SeededRandom

/// List sections for generated specs, valid by issue 21's rules: `groupBy` on a choice or picker
/// field (or, by issue 58's, a text field: initial letters) and never with `add`, `reorder` or `header`; `sortBy` on a text, number, choice or
/// picker field and never with `reorder`; `min` ≤ the default items ≤ `max`; unique keys.
extension SpecGenerator {
  /// Keys written in `default:` items and events: some look like the sequence's own ("2", "3").
  static let itemKeys = ["a", "b", "k1", "2", "3", "x_y", "Z-9", "07"]

  mutating func makeList(sectionCount: Int) -> GeneratedList {
    var budget = random.int(1...4)
    var rows: [GeneratedRow] = []
    while budget > 0 { rows.append(makeRow(depth: 0, budget: &budget)) }
    for index in rows.indices { rows[index].keywords = [] }
    let fields = rows.filter { $0.kind.valueType != nil }
    let groupable = fields.filter { [.choice, .picker].contains($0.kind) }.map(\.id)
    let texts = fields.filter { $0.kind == .text }.map(\.id)
    let sortable = fields.filter { [.text, .number, .choice, .picker].contains($0.kind) }.map(\.id)

    let shape = random.int(0...9)
    var list = GeneratedList(
      id: freshID(random.pick(["phones", "items", "heroes", "lines"])), position: random.int(0...sectionCount),
      header: nil, visible: nil, min: nil, max: nil, reorder: false, add: nil, groupBy: nil, sortBy: nil, rows: rows,
      defaults: [])
    if shape < 3 {
      // Grouped, as a fetched-results controller sections: a choice field to group by, or a text
      // field's initial letters, as a contacts list.
      if !texts.isEmpty, random.chance(35) {
        list.groupBy = random.pick(texts)
      } else if groupable.isEmpty || random.chance(30) {
        var team = GeneratedRow(
          id: freshID("team"), kind: random.chance(70) ? .choice : .picker, writesKind: true, title: nil, visible: nil,
          defaultValue: nil, defaultText: nil, options: pickOptions(1...3), min: nil, max: nil, children: [],
          expanded: nil)
        if random.chance(40) { makeDefault(&team) }
        list.rows.append(team)
        list.groupBy = team.id
      } else {
        list.groupBy = random.pick(groupable)
      }
      if random.chance(60), !sortable.isEmpty { list.sortBy = random.pick(sortable) }
    } else {
      if random.chance(50) { list.header = random.pick(GeneratorPools.titles) }
      if shape < 5, !sortable.isEmpty {
        list.sortBy = random.pick(sortable)
      } else {
        list.reorder = random.chance(60)
      }
      if random.chance(60) { list.add = (freshID("add"), random.pick(["Add", "Add item", "New"])) }
    }

    // Default items, then limits around them.
    let fieldRows = list.flatRows.map(\.row).filter { $0.kind.valueType != nil }
    var usedKeys: Set<String> = []
    for _ in 0..<random.int(0...3) {
      var item = GeneratedItem(key: nil, fields: [])
      if random.chance(50) {
        let key = random.pick(Self.itemKeys)
        if usedKeys.insert(key).inserted { item.key = key }
      }
      for var row in fieldRows where random.chance(40) {
        makeDefault(&row)
        if let value = row.defaultValue { item.fields.append((row.id, value)) }
      }
      list.defaults.append(item)
    }
    let count = list.defaults.count
    if random.chance(40) { list.min = random.int(0...min(2, count)) }
    if random.chance(50) { list.max = random.int(max(1, count, list.min ?? 0)...(count + 3)) }
    return list
  }

  /// Conditions of list sections (their counts and static names) and of template rows (the
  /// item's own fields and flags too).
  mutating func assignListConditions(_ spec: inout GeneratedSpec) {
    let listIDs = spec.lists.map(\.id)
    let outside = ConditionGenerator(spec: spec, depth: profile.conditionDepth, lists: listIDs)
    for index in spec.lists.indices {
      if random.chance(profile.sectionConditionPercent) {
        spec.lists[index].visible = outside.visibility(using: &random)
      }
      // The template's own names are read as a section of their own would be.
      var withTemplate = spec
      withTemplate.lists = []
      withTemplate.sections.append(
        GeneratedSection(
          id: spec.lists[index].id, header: nil, footer: nil, visible: nil, accordion: nil,
          rows: spec.lists[index].rows))
      let inside = ConditionGenerator(spec: withTemplate, depth: profile.conditionDepth, lists: listIDs)
      for row in spec.lists[index].rows.indices {
        assignTemplateConditions(&spec.lists[index].rows[row], conditions: inside)
      }
    }
  }

  private mutating func assignTemplateConditions(_ row: inout GeneratedRow, conditions: ConditionGenerator) {
    if random.chance(profile.rowConditionPercent) { row.visible = conditions.visibility(using: &random) }
    for index in row.children.indices { assignTemplateConditions(&row.children[index], conditions: conditions) }
  }
}
