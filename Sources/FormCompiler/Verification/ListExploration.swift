import FormRuntimeCore

/// How `formc verify` explores a form's lists: the list events it tries from each state, and the
/// part of a state that tells states apart.
///
/// Each list is explored up to a number of items (by default its `min` plus 2; `--max-items`
/// sets it). A list whose default items are more is explored on the way down: every event from
/// such a state is checked, but only the states where the list shrank (towards the bound) are
/// explored further. From each state: an append and an insert at the front
/// (below the bound and `max`), the removal of each item (above `min`), every move (with
/// `reorder`), keyed replaces that reverse the items, drop the first and add a new one, add a
/// new one at the front, and empty the list; on each item, `set` of each field that a condition,
/// `groupBy` or `sortBy` reads to the values its conditions tell apart (see
/// ``DistinguishingValues``), one `set` of each other field (so its row's reload is checked),
/// and expand, collapse and tap of its rows.
///
/// Two states are one when they agree on the static state explored and on each list's items'
/// read fields and expanded flags, in order (for a sorted list, whose order follows from them,
/// in any order): keys are identities, not state a condition reads, so states that differ only
/// in keys (or in fields nothing reads) show the same table shapes.
struct ListExploration {
  let form: CompiledForm
  /// Per list, the most items explored.
  let bounds: [Int]
  /// Per list, the template value slots something reads: conditions, `groupBy`, `sortBy`.
  private let readFields: [[Int]]
  /// Per list, the other template value slots.
  private let otherFields: [[Int]]
  private let candidates: [[FormValue]]
  /// The conditions that read the count of a list explored with fewer items than it can hold.
  let boundedConditions: Set<Int>

  /// - Parameter maxItems: the bound for every list, or nil for each list's default.
  init(form: CompiledForm, candidates: [[FormValue]], readValues: Set<Int>, maxItems: Int?) {
    self.form = form
    self.candidates = candidates
    var bounds: [Int] = []
    var readFields: [[Int]] = []
    var otherFields: [[Int]] = []
    let lists = form.lists
    for list in 0..<lists.countOfLists {
      var bound = Swift.max(maxItems ?? lists.min[list] + 2, lists.min[list])
      if let max = lists.max[list] { bound = Swift.min(bound, max) }
      bounds.append(bound)
      let fields = Array(lists.firstValue[list]..<lists.endValue[list])
      let read = fields.filter { readValues.contains($0) || $0 == lists.groupBy[list] || $0 == lists.sortBy[list] }
      readFields.append(read)
      otherFields.append(fields.filter { !read.contains($0) })
    }
    self.bounds = bounds
    var boundedConditions = Set<Int>()
    for list in 0..<lists.countOfLists where lists.max[list].map({ bounds[list] < $0 }) ?? true {
      for (index, condition) in form.conditions.enumerated() where condition.readValues.contains(lists.count[list]) {
        boundedConditions.insert(index)
      }
    }
    self.boundedConditions = boundedConditions
    self.readFields = readFields
    self.otherFields = otherFields
  }

  /// What tells apart the lists of two states.
  func key(of state: FormState) -> [FormValue] {
    var key: [FormValue] = []
    for list in 0..<form.lists.countOfLists {
      let firstValue = form.lists.firstValue[list], firstRow = form.lists.firstRow[list]
      key.append(.int(state.lists[list].items.count))
      var items = state.lists[list].items.map { item in
        readFields[list].map { item.values[$0 - firstValue] }
          + (firstRow..<form.lists.endRow[list]).filter { form.rows.isExpandable($0) }.map {
            FormValue.bool(item.expanded[$0 - firstRow])
          }
      }
      // A sorted list's order follows from its items (ties by key, which is identity, not
      // state): its items as a multiset.
      if form.lists.sortBy[list] >= 0 { items.sort { $0.description < $1.description } }
      for item in items { key += item }
    }
    return key
  }

  /// Whether the exploration goes on from `successor`, reached from `state`: each list is within
  /// its bound, or shrank.
  func explores(_ successor: FormState, from state: FormState) -> Bool {
    for list in 0..<form.lists.countOfLists {
      let count = successor.lists[list].items.count
      if count > bounds[list] && count >= state.lists[list].items.count { return false }
    }
    return true
  }

  /// The list events to try from `engine`'s state. (No tap among them is watched for hiding its
  /// row: an add row that hides at `max` is meant to.)
  func events(in engine: FormEngine) -> [FormEvent] {
    var events: [FormEvent] = []
    let lists = form.lists
    for list in 0..<lists.countOfLists {
      let name = lists.id[list]
      let items = engine.state.lists[list].items
      let keys = items.map(\.key)
      let canGrow = keys.count < bounds[list]
      let canShrink = keys.count > lists.min[list]
      if canGrow {
        events.append(.append(name, ListItemValues()))
        if lists.sortBy[list] < 0 && !keys.isEmpty { events.append(.insert(name, at: 0, ListItemValues())) }
        let addRow = lists.addRow[list]
        if addRow >= 0, engine.isShown(form.rows.id[addRow]) { events.append(.tap(form.rows.id[addRow])) }
      }
      if canShrink {
        for key in keys { events.append(.remove(name, key: key)) }
      }
      if lists.reorder[list] {
        for from in keys.indices {
          for to in keys.indices where to != from { events.append(.move(name, from: from, to: to)) }
        }
      }
      let kept = keys.map { ListItemValues(key: $0) }
      if keys.count >= 2 { events.append(.replace(name, kept.reversed())) }
      if !keys.isEmpty { events.append(.replace(name, Array(kept.dropFirst()) + [ListItemValues()])) }
      if canGrow { events.append(.replace(name, [ListItemValues()] + kept)) }
      if lists.min[list] == 0 && keys.count >= 2 { events.append(.replace(name, [])) }
      for item in items { events += itemEvents(item, inList: list, engine: engine) }
    }
    return events
  }

  /// The events on one item's rows: field sets, expand, collapse and taps.
  private func itemEvents(_ item: ListItem, inList list: Int, engine: FormEngine) -> [FormEvent] {
    var events: [FormEvent] = []
    let lists = form.lists
    let firstValue = lists.firstValue[list]
    func name(_ slot: Int) -> String {
      ItemRowName(list: lists.id[list], key: item.key, row: form.rows.id[slot]).description
    }
    for slot in readFields[list] {
      guard let row = form.values[slot].row else { continue }
      for value in candidates[slot] where value != item.values[slot - firstValue] {
        events.append(.set(name(row), value))
      }
    }
    for slot in otherFields[list] {
      guard let row = form.values[slot].row,
        let value = candidates[slot].first(where: { $0 != item.values[slot - firstValue] })
      else { continue }
      events.append(.set(name(row), value))
    }
    for slot in lists.firstRow[list]..<lists.endRow[list] {
      let id = name(slot)
      if form.rows.isExpandable(slot) { events += [.expand(id), .collapse(id)] }
      if (form.rows.isExpandable(slot) || form.rows.kind[slot] == .toggle) && engine.isShown(id) {
        events.append(.tap(id))
      }
    }
    return events
  }
}
