import FormRuntime

/// The list cases (issue 21), at 100,000 items (`--quick`: 10,000): `list-append` (append an item,
/// then remove it), `list-move` (move an item from the middle to near the front and back),
/// `list-regroup` (one hero's team changes back and forth, moving its rows between two group
/// sections of a grouped, sorted list) and `list-replace` (a keyed replace of every item with one
/// field changed and one item moved, and back). Each is timed against recomputing the table from
/// scratch (``FormTable``) and diffing it with Heckel's algorithm with moves, and with the
/// standard library's `difference(from:).inferringMoves()`.
enum ListCases {
  static let benchmarks: [BenchmarkCase] = [
    BenchmarkCase(name: "list-append", summary: "append an item to a list and remove it (100,000 items)") {
      (context: CaseContext) throws(BenchmarkError) -> [CaseResult] in
      try run(context, name: "list-append", grouped: false) { _ in
        [.append("items", ListItemValues(key: "new", fields: ["name": .string("zz")])), .remove("items", key: "new")]
      }
    },
    BenchmarkCase(name: "list-move", summary: "move one item of a list from the middle near the front and back") {
      (context: CaseContext) throws(BenchmarkError) -> [CaseResult] in
      try run(context, name: "list-move", grouped: false) { count in
        [.move("items", from: count / 2, to: 10), .move("items", from: 10, to: count / 2)]
      }
    },
    BenchmarkCase(name: "list-regroup", summary: "change one item's group in a grouped, sorted list and back") {
      (context: CaseContext) throws(BenchmarkError) -> [CaseResult] in
      try run(context, name: "list-regroup", grouped: true) { count in
        let key = ListBenchForms.key(count / 2)
        return [.set("items[\(key)].team", .string("C")), .set("items[\(key)].team", .string("A"))]
      }
    },
    BenchmarkCase(name: "list-replace", summary: "keyed replace of every item, one changed and one moved, and back") {
      (context: CaseContext) throws(BenchmarkError) -> [CaseResult] in
      try run(context, name: "list-replace", grouped: false) { count in
        let original = (0..<count).map { ListItemValues(key: ListBenchForms.key($0)) }
        var changed = original
        changed[count / 3].fields["name"] = .string("changed")
        changed.insert(changed.remove(at: count / 2), at: 5)
        var back = original
        back[count / 3].fields["name"] = .string(ListBenchForms.name(count / 3))
        return [.replace("items", changed), .replace("items", back)]
      }
    },
  ]

  /// Times the engine on a cycle of events and the two recompute-and-diff baselines on the same
  /// state changes (taken from the engine's states, so they diff exactly the same tables).
  private static func run(
    _ context: CaseContext, name: String, grouped: Bool, events makeEvents: (Int) -> [FormEvent]
  ) throws(BenchmarkError) -> [CaseResult] {
    let count = context.sizes.contains(100_000) ? 100_000 : 10_000
    let form = ListBenchForms.form(items: count, grouped: grouped)
    let events = makeEvents(count)
    context.log("\(name), \(count) items")
    var engine: FormEngine
    do {
      engine = try FormEngine(form: form)
    } catch {
      throw BenchmarkError("\(name): the engine rejects the list form: \(error)")
    }
    // The states of the cycle, for the baselines; and a check of each update.
    var states = [engine.state]
    var rowsChanged = 0
    for event in events {
      let before = engine.table
      do {
        let update = try engine.send(event)
        try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: engine.table)
        rowsChanged +=
          update.deletedRowPositions.count + update.insertedRowPositions.count + update.movedRows.count
          + update.reloadedRowPositions.count
      } catch {
        throw BenchmarkError("\(name): '\(event)' fails: \(error)")
      }
      states.append(engine.state)
    }
    guard states.last == states.first else { throw BenchmarkError("\(name): the cycle does not return to its start") }
    let tables = states.map { FormTable(form: form, state: $0) }

    var runner = engine
    var step = 0
    var heckelStep = 0
    var differenceStep = 0
    let summaries = Sampler.measure(
      [
        Contender(
          name: "engine",
          run: { operations in
            var checksum = 0
            for _ in 0..<operations {
              checksum &+= (try? runner.send(events[step]))?.movedRows.count ?? -1
              step = (step + 1) % events.count
            }
            return checksum
          }, cycle: events.count),
        Contender(
          name: "heckel",
          run: { operations in
            var checksum = 0
            for _ in 0..<operations {
              let next = FormTable(form: form, state: states[heckelStep + 1])
              checksum &+= ListDiffBaselines.heckelWithMoves(from: tables[heckelStep], to: next)
              heckelStep = (heckelStep + 1) % events.count
            }
            return checksum
          }, cycle: events.count),
        Contender(
          name: "collectiondifference",
          run: { operations in
            var checksum = 0
            for _ in 0..<operations {
              let next = FormTable(form: form, state: states[differenceStep + 1])
              checksum &+= ListDiffBaselines.inferringMoves(from: tables[differenceStep], to: next)
              differenceStep = (differenceStep + 1) % events.count
            }
            return checksum
          }, cycle: events.count),
      ], settings: context.settings)
    return [
      CaseResult(
        name: name, n: count, subject: "FormEngine.send", engine: summaries[0],
        baselines: [("heckel", summaries[1]), ("collectiondifference", summaries[2])],
        metrics: [("k", Double(rowsChanged) / Double(events.count))],
        notes: ["n counts items; baselines recompute the table from the state and diff it with moves"])
    ]
  }
}

/// The two baselines' diffs over the tables' row ids, flattened: each returns the number of
/// rows it found deleted, inserted or moved (the checksum).
enum ListDiffBaselines {
  /// Heckel's diff, then the matched rows whose place changed beyond the shift of the deletes
  /// and inserts before them listed as moves (as DifferenceKit does). O(n).
  static func heckelWithMoves(from old: FormTable, to new: FormTable) -> Int {
    let oldRows = old.sections.flatMap(\.rows), newRows = new.sections.flatMap(\.rows)
    let diff = HeckelDiff(old: oldRows, new: newRows)
    let deleted = diff.deleted, inserted = diff.inserted
    var deletedBefore = [Int](repeating: 0, count: oldRows.count + 1)
    var isDeleted = [Bool](repeating: false, count: oldRows.count)
    for index in deleted { isDeleted[index] = true }
    for index in oldRows.indices { deletedBefore[index + 1] = deletedBefore[index] + (isDeleted[index] ? 1 : 0) }
    var moves = 0
    var insertedSoFar = 0
    var isInserted = [Bool](repeating: false, count: newRows.count)
    for index in inserted { isInserted[index] = true }
    for (newIndex, oldIndex) in diff.newMatch.enumerated() {
      if isInserted[newIndex] {
        insertedSoFar += 1
        continue
      }
      if oldIndex - deletedBefore[oldIndex] + insertedSoFar != newIndex { moves += 1 }
    }
    return deleted.count + inserted.count + moves
  }

  /// The standard library's Myers diff with moves inferred.
  static func inferringMoves(from old: FormTable, to new: FormTable) -> Int {
    let difference = new.sections.flatMap(\.rows).difference(from: old.sections.flatMap(\.rows)).inferringMoves()
    return difference.count
  }
}

/// The lists of the list cases, built table by table after the compiler's contract: a static
/// section `top` (a label), then the list `items`, whose template is `name` (text) and `team`
/// (a choice of A, B, C); grouped by team and sorted by name when `grouped`, else in list order
/// with `reorder`.
enum ListBenchForms {
  static func key(_ index: Int) -> String { "k\(index)" }
  /// Names that sort as the keys are numbered.
  static func name(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
  }

  static func form(items count: Int, grouped: Bool) -> CompiledForm {
    var sections = SectionTable()
    var rows = RowTable()
    func addSection(_ id: String, header: String?, rows range: Range<Int>) {
      sections.id.append(id)
      sections.header.append(header)
      sections.footer.append(nil)
      sections.visible.append(-1)
      sections.accordion.append(false)
      sections.select.append(-1)
      sections.indexTitle.append(nil)
      sections.firstRow.append(range.lowerBound)
      sections.endRow.append(range.upperBound)
    }
    func addRow(_ id: String, _ kind: RowKind, section: Int, value: Int) {
      rows.id.append(id)
      rows.kind.append(kind)
      rows.title.append(id)
      rows.section.append(section)
      rows.parent.append(-1)
      rows.subtreeEnd.append(rows.count)
      rows.visible.append(-1)
      rows.enabled.append(-1)
      rows.value.append(value)
      rows.expanded.append(false)
      rows.keywords.append([])
    }
    let teams = ["A", "B", "C"]
    addRow("intro", .label, section: 0, value: -1)
    addSection("top", header: nil, rows: 0..<1)
    let groups = grouped ? teams.count + 1 : 1
    for group in 0..<groups {
      addSection("items", header: grouped && group < teams.count ? teams[group] : nil, rows: 1..<1)
    }
    addRow("name", .text, section: 1, value: 0)
    addRow("team", .choice, section: 1, value: 1)
    let values = [
      ValueSlot(name: "name", type: .string, row: 1, initial: .string("")),
      ValueSlot(name: "team", type: .option, row: 2, initial: .string("A"), options: teams),
      ValueSlot(name: "items.count", type: .int, row: nil, initial: .int(count), min: 0),
    ]
    var lists = ListTable()
    lists.id = ["items"]
    lists.firstSection = [1]
    lists.endSection = [1 + groups]
    lists.firstRow = [1]
    lists.endRow = [3]
    lists.firstValue = [0]
    lists.endValue = [2]
    lists.count = [2]
    lists.min = [0]
    lists.max = [nil]
    lists.reorder = [!grouped]
    lists.addRow = [-1]
    lists.groupBy = [grouped ? 1 : -1]
    lists.sortBy = [grouped ? 0 : -1]
    lists.defaults = [
      (0..<count).map {
        ListItemDefault(key: key($0), values: [.string(name($0)), .string(teams[$0 % (grouped ? 2 : 1)])])
      }
    ]
    return CompiledForm(
      name: "Items", title: nil, sections: sections, rows: rows, values: values, conditions: [], lists: lists)
  }
}
