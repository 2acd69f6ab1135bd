// SavedValuesReader's reading of a list: its items, their keys (valid, unique, counted as in use) and fields, and
// the list's `min` and `max`.

extension SavedValuesReader {
  /// Reads list `list`'s items: an array of objects of `key` and fields.
  mutating func readList(_ json: inout JSONReader, _ list: Int, path: String) throws(JSONReadError) {
    let name = form.lists.id[list]
    let start = try json.valueOffset()
    guard try json.peek() == .array else {
      note(
        .wrongType, "'\(name)' is a list: an array of item objects, not \(try json.peek().phrase)", path: path,
        at: start)
      return try json.skipValue()
    }
    let problemsBefore = problems.count
    // An item written without a key has the empty key, which no key is, until it is given one below.
    var items: [ListItem] = []
    var keys: [String: Int] = [:]
    try json.readArray { json, index throws(JSONReadError) in
      if let item = try readItem(&json, list: list, path: path + "[\(index)]", index: index, keys: &keys) {
        items.append(item)
      }
    }
    let count = items.count
    if let max = form.lists.max[list], count > max {
      note(.itemCount, "'\(name)' holds \(count) items; its max is \(max)", path: path, at: start)
    } else if count < form.lists.min[list] {
      note(.itemCount, "'\(name)' holds \(count) items; its min is \(form.lists.min[list])", path: path, at: start)
    }
    guard problems.count == problemsBefore else { return }
    // As the initial state takes default items: every written key counts as in use before a
    // keyless item takes the next key of the sequence, so no new key repeats a saved one.
    var listState = ListState()
    for item in items where !item.key.isEmpty { listState.noteKeyInUse(item.key) }
    for index in items.indices where items[index].key.isEmpty {
      items[index].key = listState.takeNextKey(avoiding: { keys[$0] != nil })
    }
    form.sortItems(&items, inList: list)
    // The sequence would skip the reserved numbers right after its next one anyway: skipping them now makes the
    // counter the same whether a key was written or handed out, so saving and reading again gives an equal state.
    while listState.reservedKeys.remove(listState.nextKey) != nil { listState.nextKey += 1 }
    listState.items = ListItems(items)
    state.lists[list] = listState
    state.values[form.lists.count[list]] = .int(FormInt(items.count))
  }

  /// Reads one item; nil when it is not an object. Its fields not given keep the template's defaults; its key is empty
  /// when it has none (or not a valid one).
  private mutating func readItem(
    _ json: inout JSONReader, list: Int, path: String, index: Int, keys: inout [String: Int]
  ) throws(JSONReadError) -> ListItem? {
    let fields = form.lists.firstValue[list]..<form.lists.endValue[list]
    let rows = form.lists.firstRow[list]..<form.lists.endRow[list]
    let start = try json.valueOffset()
    guard try json.peek() == .object else {
      note(
        .wrongType,
        "an item of '\(form.lists.id[list])' is an object of its key and fields, not \(try json.peek().phrase)",
        path: path, at: start)
      try json.skipValue()
      return nil
    }
    var values = form.templateDefaults(ofList: list)
    var expanded = form.templateExpanded(ofList: list)
    var key: String?
    var seen = Set<String>()
    try json.readObject { json, name, keyOffset throws(JSONReadError) in
      let memberPath = Self.path(path, name)
      guard seen.insert(name).inserted else {
        note(.duplicateName(name), "'\(name)' is given twice; give it once", path: memberPath, at: keyOffset)
        return try json.skipValue()
      }
      if name == Self.itemKey {
        key = try readKey(&json, path: memberPath, index: index, keys: &keys)
      } else if name == Self.expandedKey {
        try readExpanded(&json, rows: rows, path: memberPath, into: &expanded, offsetBy: rows.lowerBound)
      } else if let slot = form.names.valueSlot(named: name), fields.contains(slot) {
        if let value = try readValue(&json, slot: slot, path: memberPath) { values[slot - fields.lowerBound] = value }
      } else {
        note(
          .unknownName(
            name,
            candidates: listsNextProblem
              ? [Self.itemKey] + form.values[fields].map({ $0.name }) + [Self.expandedKey] : []),
          "an item of '\(form.lists.id[list])' has no field named '\(name)'",
          path: memberPath, at: keyOffset)
        try json.skipValue()
      }
    }
    return ListItem(key: key ?? "", values: values, expanded: expanded)
  }

  /// Reads an item's key, checked and noted in `keys` (key → index of its item); nil when it does not fit.
  private mutating func readKey(
    _ json: inout JSONReader, path: String, index: Int, keys: inout [String: Int]
  ) throws(JSONReadError) -> String? {
    let start = try json.valueOffset()
    guard try json.peek() == .string else {
      note(.invalidKey, "an item's key is a string, not \(try json.peek().phrase)", path: path, at: start)
      try json.skipValue()
      return nil
    }
    let key = try json.readString()
    guard ListItem.isValidKey(key) else {
      note(
        .invalidKey, "\(FormValue.jsonQuoted(key)) is not a valid item key (\(ListItem.validKeyDescription))",
        path: path, at: start)
      return nil
    }
    if let first = keys[key] {
      note(
        .duplicateKey(key), "key \(FormValue.jsonQuoted(key)) is already the key of item \(first)", path: path,
        at: start)
      return nil
    }
    keys[key] = index
    return key
  }
}
