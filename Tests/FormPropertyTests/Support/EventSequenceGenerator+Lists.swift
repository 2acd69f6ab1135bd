import FormRuntime
import SeededRandom

/// List events, valid and invalid, steered by the model's items: appends and inserts (with and
/// without keys and fields, at valid and invalid indexes), removes of present and absent keys,
/// moves, field sets (group changes among them), taps and expansions of item rows and add rows,
/// and keyed replaces that reorder, insert, remove and change items.
extension EventSequenceGenerator {
  func listEvent(in state: ModelState, using random: inout SplitMix64) -> FormEvent {
    let shape = random.pick(self.shape.lists)
    let items = state.lists[shape.id]?.items ?? []
    let keys = items.map(\.key)
    switch random.weighted([12, 8, 10, 8, 20, 12, 6, 12]) {
    case 0:
      return .append(shape.id, itemValues(shape, keys: keys, using: &random))
    case 1:
      return .insert(shape.id, at: random.int(-1...(items.count + 1)), itemValues(shape, keys: keys, using: &random))
    case 2:
      let key = !keys.isEmpty && random.chance(85) ? random.pick(keys) : random.pick(SpecGenerator.itemKeys + ["zz"])
      return .remove(shape.id, key: key)
    case 3:
      let last = max(0, items.count - 1)
      return .move(shape.id, from: random.int(-1...(last + 1)), to: random.int(0...last) + (random.chance(5) ? 1 : 0))
    case 4:
      // A field of an item: the grouping or sorting field often, so items change section or place.
      guard let key = keys.isEmpty ? nil : random.pick(keys), !shape.fields.isEmpty else {
        return .append(shape.id, ListItemValues())
      }
      let preferred = [shape.groupBy, shape.sortBy].compactMap { $0 }
      let fieldName = !preferred.isEmpty && random.chance(50) ? random.pick(preferred) : random.pick(shape.fields).name
      let field = shape.field(fieldName) ?? shape.fields[0]
      let target = random.chance(4) ? random.pick(shape.rows).id : field.name
      return .set(ItemRowName(list: shape.id, key: key, row: target).description, value(for: field, using: &random))
    case 5:
      // A tap: mostly a shown item row or the add row.
      let shown = self.shape.table(state).sections.flatMap(\.rows).filter {
        ItemRowName($0)?.list == shape.id || $0 == shape.add?.id
      }
      if !shown.isEmpty, random.chance(80) { return .tap(random.pick(shown)) }
      if let add = shape.add, random.chance(50) { return .tap(add.id) }
      let key = keys.isEmpty ? "1" : random.pick(keys)
      return .tap(ItemRowName(list: shape.id, key: key, row: random.pick(shape.rows).id).description)
    case 6:
      let key = keys.isEmpty || random.chance(10) ? "zz" : random.pick(keys)
      let name = ItemRowName(list: shape.id, key: key, row: random.pick(shape.rows).id).description
      return random.chance(55) ? .expand(name) : .collapse(name)
    default:
      return .replace(shape.id, replacement(shape, items: items, using: &random))
    }
  }

  /// The values of a new item: a key or none (sometimes taken, invalid or one the list used),
  /// and some fields (sometimes one the template lacks).
  private func itemValues(_ shape: ListShape, keys: [String], using random: inout SplitMix64) -> ListItemValues {
    var values = ListItemValues()
    switch random.int(0...9) {
    case 0...5: break
    case 6...7: values.key = random.pick(SpecGenerator.itemKeys + ["new\(random.int(1...9))"])
    case 8: values.key = keys.isEmpty ? "a" : random.pick(keys)
    default: values.key = random.pick(["", "bad key", "a.b", String(repeating: "k", count: 65)])
    }
    for field in shape.fields where random.chance(35) { values.fields[field.name] = value(for: field, using: &random) }
    if random.chance(4) { values.fields["ghostField"] = .int(1) }
    return values
  }

  /// A keyed replace: the current items shuffled a little, some dropped, some changed, some added.
  private func replacement(_ shape: ListShape, items: [ModelItem], using random: inout SplitMix64)
    -> [ListItemValues]
  {
    var out: [ListItemValues] = items.filter { _ in random.chance(80) }.map { ListItemValues(key: $0.key) }
    if out.count > 1, random.chance(60) {
      let from = random.int(0...(out.count - 1)), to = random.int(0...(out.count - 1))
      out.insert(out.remove(at: from), at: to)
    }
    for index in out.indices where random.chance(20) && !shape.fields.isEmpty {
      let field = random.pick(shape.fields)
      out[index].fields[field.name] = value(for: field, using: &random)
    }
    for _ in 0..<random.int(0...2) {
      var new = ListItemValues(key: random.chance(50) ? nil : "r\(random.int(1...6))")
      for field in shape.fields where random.chance(30) { new.fields[field.name] = value(for: field, using: &random) }
      out.insert(new, at: random.int(0...out.count))
    }
    if random.chance(4), let first = out.first { out.append(first) }
    return out
  }
}
