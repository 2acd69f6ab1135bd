import FormRuntime

/// What list events do by issue 21's text, applied to the model from scratch.
///
/// Refusals: an unknown list, key (in a row name or a `remove`) or template row is
/// `unknownName`; breaking `min`, `max` or `reorder`, inserting into a sorted list, an index out
/// of range, an invalid or duplicate key, or a field the template does not have is
/// `listRefused`; a field value of the wrong type is `invalidValue`. Where an event breaks
/// several rules, the first of: the list's limits (`max` for adding, `min` for removing,
/// `reorder`, a sorted list's insert, indexes), then keys, then fields in name order.
extension FormShape {
  typealias Outcome = Result<(state: ModelState, changedValue: String?), RefusalBox>

  func list(named name: String) -> ListShape? { lists.first { $0.id == name } }

  func applyListEvent(_ event: FormEvent, to state: ModelState) -> Outcome {
    let name: String
    switch event {
    case .append(let list, _), .insert(let list, _, _), .remove(let list, _), .move(let list, _, _),
      .replace(let list, _):
      name = list
    default:
      return .failure(RefusalBox(.unknownName))
    }
    guard let shape = list(named: name) else { return .failure(RefusalBox(.unknownName)) }
    var list = state.lists[name] ?? ModelList()
    switch event {
    case .append(_, let values):
      if let max = shape.max, list.items.count >= max { return .failure(RefusalBox(.listRefused)) }
      switch Self.makeItem(values, shape: shape, list: &list) {
      case .success(let item): list.items.append(item)
      case .failure(let refusal): return .failure(refusal)
      }
    case .insert(_, let index, let values):
      guard shape.sortBy == nil, (0...list.items.count).contains(index) else {
        return .failure(RefusalBox(.listRefused))
      }
      if let max = shape.max, list.items.count >= max { return .failure(RefusalBox(.listRefused)) }
      switch Self.makeItem(values, shape: shape, list: &list) {
      case .success(let item): list.items.insert(item, at: index)
      case .failure(let refusal): return .failure(refusal)
      }
    case .remove(_, let key):
      // No item has the key: there is nothing of that name to remove.
      guard let index = list.index(ofKey: key) else { return .failure(RefusalBox(.unknownName)) }
      guard list.items.count > shape.min else { return .failure(RefusalBox(.listRefused)) }
      list.items.remove(at: index)
    case .move(_, let from, let to):
      guard shape.reorder, list.items.indices.contains(from), list.items.indices.contains(to) else {
        return .failure(RefusalBox(.listRefused))
      }
      list.items.insert(list.items.remove(at: from), at: to)
    case .replace(_, let given):
      if given.count < shape.min || shape.max.map({ given.count > $0 }) == true {
        return .failure(RefusalBox(.listRefused))
      }
      var seen: Set<String> = []
      for values in given {
        if let key = values.key, !ListItem.isValidKey(key) || !seen.insert(key).inserted {
          return .failure(RefusalBox(.listRefused))
        }
      }
      for values in given {
        if let refusal = Self.fieldProblem(values, shape: shape) { return .failure(RefusalBox(refusal)) }
      }
      let old = list.items
      var items: [ModelItem] = []
      for values in given {
        if let key = values.key, var item = old.first(where: { $0.key == key }) {
          item.values.merge(values.fields) { _, new in new }
          items.append(item)
        } else {
          let key = values.key ?? list.takeKey(avoiding: seen)
          list.everUsed.insert(key)
          items.append(shape.newItem(key: key, fields: values.fields))
        }
      }
      list.items = items
    default:
      return .failure(RefusalBox(.unknownName))
    }
    shape.sort(&list)
    var next = state
    next.lists[name] = list
    return .success((next, nil))
  }

  /// A new item from an event's values, its key taken from the sequence when not given.
  private static func makeItem(_ values: ListItemValues, shape: ListShape, list: inout ModelList) -> Result<
    ModelItem, RefusalBox
  > {
    if let key = values.key, !ListItem.isValidKey(key) || list.index(ofKey: key) != nil {
      return .failure(RefusalBox(.listRefused))
    }
    if let refusal = fieldProblem(values, shape: shape) { return .failure(RefusalBox(refusal)) }
    let key = values.key ?? list.takeKey(avoiding: [])
    list.everUsed.insert(key)
    return .success(shape.newItem(key: key, fields: values.fields))
  }

  /// Why an item's fields are refused: a name the template has no field for, or a wrong value.
  private static func fieldProblem(_ values: ListItemValues, shape: ListShape) -> ModelRefusal? {
    for name in values.fields.keys.sorted() {
      guard let field = shape.field(name) else { return .listRefused }
      if !field.accepts(values.fields[name] ?? .null) { return .invalidValue }
    }
    return nil
  }

  /// The list, item index and template row an item row's name names.
  private func locate(_ name: String, in state: ModelState) -> (ListShape, Int, Int)? {
    guard let parsed = ItemRowName(name), let shape = list(named: parsed.list),
      let item = state.lists[parsed.list]?.index(ofKey: parsed.key), let row = shape.rowIndex(parsed.row)
    else { return nil }
    return (shape, item, row)
  }

  /// A tap on a list's add row (an append with defaults) or on an item's row.
  func tapListRow(_ id: String, in state: ModelState, table: FormTable) -> Outcome {
    let shown = table.sections.contains { $0.rows.contains(id) }
    if let shape = lists.first(where: { $0.add?.id == id }) {
      guard shown else { return .failure(RefusalBox(.rowNotShown)) }
      return applyListEvent(.append(shape.id, ListItemValues()), to: state)
    }
    guard let (shape, item, row) = locate(id, in: state) else { return .failure(RefusalBox(.unknownName)) }
    guard shown else { return .failure(RefusalBox(.rowNotShown)) }
    var next = state
    var list = state.lists[shape.id] ?? ModelList()
    let rowID = shape.rows[row].id
    if shape.rows[row].subtreeEnd > row + 1 {
      list.items[item].expanded[rowID] = !(list.items[item].expanded[rowID] ?? false)
    } else if shape.rows[row].kind == .toggle {
      list.items[item].values[rowID] = .bool(list.items[item].values[rowID] != .bool(true))
      list.items[item].touched.insert(rowID)
    }
    shape.sort(&list)
    next.lists[shape.id] = list
    return .success((next, nil))
  }

  func setItemExpanded(_ id: String, to expanded: Bool, in state: ModelState) -> Outcome {
    guard let (shape, item, row) = locate(id, in: state) else { return .failure(RefusalBox(.unknownName)) }
    guard shape.rows[row].subtreeEnd > row + 1 else { return .failure(RefusalBox(.notExpandable)) }
    var next = state
    next.lists[shape.id]?.items[item].expanded[shape.rows[row].id] = expanded
    return .success((next, nil))
  }

  func setItemValue(_ name: String, to value: FormValue, in state: ModelState) -> Outcome {
    guard let (shape, item, row) = locate(name, in: state) else { return .failure(RefusalBox(.unknownName)) }
    let rowID = shape.rows[row].id
    guard let field = shape.field(rowID) else { return .failure(RefusalBox(.noValue)) }
    guard field.accepts(value) else { return .failure(RefusalBox(.invalidValue)) }
    var next = state
    var list = state.lists[shape.id] ?? ModelList()
    list.items[item].values[rowID] = value
    shape.sort(&list)
    next.lists[shape.id] = list
    return .success((next, nil))
  }
}
