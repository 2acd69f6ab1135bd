import FormRuntime
import Foundation
import SeededRandom

/// `lookup`: what `cellForRowAt` and scrolling ask constantly. The row at a random index path,
/// and the index path of a random shown row, on the form in its initial state.
enum LookupCase {
  static let benchmark = BenchmarkCase(
    name: "lookup",
    summary: "the row at a random index path, and the index path of a random row id",
    run: run)

  /// Queries per list; a power of two, cycled through.
  private static let queryCount = 4_096

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes {
      let form = try context.forms.form(rows: rows)
      let engine: FormEngine
      do {
        engine = try FormEngine(form: form.compiled)
      } catch {
        throw BenchmarkError("lookup: the engine rejects the synthetic form: \(error)")
      }
      let rowMap = RowMapBaseline(form: form.compiled)
      let (indexPaths, ids) = queries(engine, seed: UInt64(rows))
      for (indexPath, id) in zip(indexPaths, ids) {
        let position = RowPosition(section: indexPath[0], row: indexPath[1])
        let slot = form.compiled.names.rowSlot(of: id) ?? -1
        guard engine.rowID(at: indexPath) == rowMap.rowID(at: position),
          engine.slot(at: indexPath).map({ form.compiled.rows.id[$0] }) == rowMap.rowID(at: position),
          engine.indexPath(ofRow: id) == rowMap.position(ofRow: id)?.indexPath,
          engine.indexPath(ofSlot: slot) == rowMap.position(ofRow: id)?.indexPath
        else {
          throw BenchmarkError("lookup, n = \(rows): the row map and the engine disagree at \(indexPath) or on '\(id)'")
        }
      }
      context.log("lookup, n = \(rows)")
      let inOrder = shownInOrder(engine)
      results.append(rowAt(engine, rowMap, indexPaths, inOrder.indexPaths, rows: rows, context: context))
      let slots = ids.map { form.compiled.names.rowSlot(of: $0) ?? -1 }
      results.append(indexPathOf(engine, rowMap, ids, slots, inOrder.slots, rows: rows, context: context))
    }
    return results
  }

  /// Random index paths of shown rows, and the ids of other random shown rows.
  private static func queries(_ engine: FormEngine, seed: UInt64) -> ([IndexPath], [String]) {
    var random = SplitMix64(seed: seed ^ 0x6C6F_6F6B)
    var starts: [Int] = []
    var total = 0
    for section in 0..<engine.numberOfSections {
      starts.append(total)
      total += engine.numberOfRows(inSection: section)
    }
    func randomIndexPath() -> IndexPath {
      let flat = random.int(0...(total - 1))
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= flat { low = middle } else { high = middle - 1 }
      }
      return IndexPath(indexes: [low, flat - starts[low]])
    }
    let indexPaths = (0..<queryCount).map { _ in randomIndexPath() }
    let ids = (0..<queryCount).map { _ in engine.rowID(at: randomIndexPath()) ?? "" }
    return (indexPaths, ids)
  }

  /// Every shown row in table order, as a table view asks while it scrolls: index paths, and
  /// slots.
  private static func shownInOrder(_ engine: FormEngine) -> (indexPaths: [IndexPath], slots: [Int]) {
    var indexPaths: [IndexPath] = []
    for section in 0..<engine.numberOfSections {
      for row in 0..<engine.numberOfRows(inSection: section) {
        indexPaths.append(RowPosition(section: section, row: row).indexPath)
      }
    }
    return (indexPaths, indexPaths.map { engine.slot(at: $0) ?? -1 })
  }

  /// Runs `body` on `count` elements of `list`, cycling through it in order.
  @inline(__always)
  private static func cycling<Element>(_ list: [Element], _ count: Int, _ body: (Element) -> Int) -> Int {
    var checksum = 0
    var index = 0
    for _ in 0..<count {
      checksum &+= body(list[index])
      index += 1
      if index == list.count { index = 0 }
    }
    return checksum
  }

  private static func rowAt(
    _ engine: FormEngine, _ rowMap: RowMapBaseline, _ indexPaths: [IndexPath], _ inOrder: [IndexPath], rows: Int,
    context: CaseContext
  ) -> CaseResult {
    let positions = indexPaths.map { RowPosition(section: $0[0], row: $0[1]) }
    let holder = EngineHolder(engine)
    let mask = queryCount - 1
    let summaries = Sampler.measure(
      [
        Contender(name: "engine") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.rowID(at: indexPaths[index & mask])?.utf8.count ?? 0 }
          return checksum
        },
        Contender(name: "rowmap") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= rowMap.rowID(at: positions[index & mask])?.utf8.count ?? 0 }
          return checksum
        },
        Contender(name: "engine row(at:)") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.row(at: indexPaths[index & mask])?.id.utf8.count ?? 0 }
          return checksum
        },
        Contender(name: "engine slot(at:)") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.slot(at: indexPaths[index & mask]) ?? 0 }
          return checksum
        },
        Contender(name: "engine slot(at:) in order") { count in
          cycling(inOrder, count) { engine.slot(at: $0) ?? 0 }
        },
        Contender(name: "engine slot(at:) held in a class") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= holder.engine.slot(at: indexPaths[index & mask]) ?? 0 }
          return checksum
        },
      ], settings: context.settings)
    return CaseResult(
      name: benchmark.name, variant: "row-at", n: rows, subject: "`FormEngine.rowID(at:)`", engine: summaries[0],
      baselines: [("rowmap", summaries[1])],
      metrics: [
        ("row_at_ns", summaries[2].median), ("slot_at_ns", summaries[3].median),
        ("slot_at_in_order_ns", summaries[4].median), ("slot_at_held_in_class_ns", summaries[5].median),
      ],
      notes: [
        "`slot(at:)`, the slot (what the typed API maps to its `Row`): \(Format.duration(summaries[3].median))",
        "`slot(at:)` of every shown row in table order, as when scrolling: \(Format.duration(summaries[4].median))",
        "`slot(at:)` on an engine kept in a class's `var`, as an app keeps it: \(Format.duration(summaries[5].median))",
        "`row(at:)`, the whole `FormRow`: \(Format.duration(summaries[2].median))",
      ])
  }

  private static func indexPathOf(
    _ engine: FormEngine, _ rowMap: RowMapBaseline, _ ids: [String], _ slots: [Int], _ slotsInOrder: [Int],
    rows: Int, context: CaseContext
  ) -> CaseResult {
    let holder = EngineHolder(engine)
    let mask = queryCount - 1
    let summaries = Sampler.measure(
      [
        Contender(name: "engine") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.indexPath(ofRow: ids[index & mask])?.last ?? 0 }
          return checksum
        },
        Contender(name: "rowmap") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= rowMap.position(ofRow: ids[index & mask])?.indexPath.last ?? 0 }
          return checksum
        },
        Contender(name: "engine position(ofRow:)") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.position(ofRow: ids[index & mask])?.row ?? 0 }
          return checksum
        },
        Contender(name: "engine indexPath(ofSlot:)") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= engine.indexPath(ofSlot: slots[index & mask])?.last ?? 0 }
          return checksum
        },
        Contender(name: "engine indexPath(ofSlot:) in order") { count in
          cycling(slotsInOrder, count) { engine.indexPath(ofSlot: $0)?.last ?? 0 }
        },
        Contender(name: "engine indexPath(ofSlot:) held in a class") { count in
          var checksum = 0
          for index in 0..<count { checksum &+= holder.engine.indexPath(ofSlot: slots[index & mask])?.last ?? 0 }
          return checksum
        },
      ], settings: context.settings)
    return CaseResult(
      name: benchmark.name, variant: "index-path-of", n: rows, subject: "`FormEngine.indexPath(ofRow:)`",
      engine: summaries[0], baselines: [("rowmap", summaries[1])],
      metrics: [
        ("position_of_ns", summaries[2].median), ("index_path_of_slot_ns", summaries[3].median),
        ("index_path_of_slot_in_order_ns", summaries[4].median),
        ("index_path_of_slot_held_in_class_ns", summaries[5].median),
      ],
      notes: [
        "`indexPath(ofSlot:)`, by slot (what the typed API's `Row` knows), no id hashed: "
          + Format.duration(summaries[3].median),
        "`indexPath(ofSlot:)` of every shown row in table order: \(Format.duration(summaries[4].median))",
        "`indexPath(ofSlot:)` on an engine kept in a class's `var`: \(Format.duration(summaries[5].median))",
        "`position(ofRow:)`, no `IndexPath`: \(Format.duration(summaries[2].median))",
      ])
  }
}

/// An engine kept as an app keeps it: in a `var` of a class (a view controller, a view model).
/// Calls on it cannot borrow the engine in place the way calls on a local `let` can.
private final class EngineHolder {
  var engine: FormEngine
  init(_ engine: FormEngine) { self.engine = engine }
}
