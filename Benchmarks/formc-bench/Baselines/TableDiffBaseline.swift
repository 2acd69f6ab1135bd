import FormRuntime

/// Baselines (b) and (c): after each event, recompute the shown table from the state (every
/// condition evaluated, the ids of every shown row collected, with ``FormTable``) and diff it
/// with the previous one. The diff runs on two levels, as apps diff sectioned tables: section
/// ids first, then the rows of the sections shown before and after.
/// - Complexity: O(n + c) to recompute, plus the diff's cost.
final class TableDiffBaseline: UpdateBaseline {
  enum Algorithm {
    /// (b) The standard library's `difference(from:)` (Myers), per section.
    case collectionDifference
    /// (c) Heckel's O(n) diff over every row id of the table at once.
    case heckel
  }

  let algorithm: Algorithm
  var name: String {
    switch algorithm {
    case .collectionDifference: "collectiondifference"
    case .heckel: "heckel"
    }
  }
  private let form: CompiledForm
  private var state: FormState
  private var table: FormTable

  init(form: CompiledForm, algorithm: Algorithm) {
    self.form = form
    self.algorithm = algorithm
    state = FormState(initialStateOf: form)
    table = FormTable(form: form, state: state)
  }

  func apply(_ change: BaselineChange) -> BaselineUpdate {
    change.apply(to: &state)
    let newTable = FormTable(form: form, state: state)
    let update =
      switch algorithm {
      case .collectionDifference: Self.collectionDifference(from: table, to: newTable)
      case .heckel: Self.heckel(from: table, to: newTable)
      }
    table = newTable
    return update
  }

  // MARK: (b) CollectionDifference

  static func collectionDifference(from old: FormTable, to new: FormTable) -> BaselineUpdate {
    var update = BaselineUpdate()
    let sections = new.sections.map(\.id).difference(from: old.sections.map(\.id))
    var removed = [Bool](repeating: false, count: old.sections.count)
    var inserted = [Bool](repeating: false, count: new.sections.count)
    for case .remove(let offset, _, _) in sections.removals {
      removed[offset] = true
      update.deletedSections.append(offset)
    }
    for case .insert(let offset, _, _) in sections.insertions {
      inserted[offset] = true
      update.insertedSections.append(offset)
    }
    update.deletedSections.sort()
    update.insertedSections.sort()
    var newIndex = 0
    for oldIndex in old.sections.indices where !removed[oldIndex] {
      while inserted[newIndex] { newIndex += 1 }
      let rows = new.sections[newIndex].rows.difference(from: old.sections[oldIndex].rows)
      var deleted: [RowPosition] = []
      for case .remove(let offset, _, _) in rows.removals {
        deleted.append(RowPosition(section: oldIndex, row: offset))
      }
      for case .insert(let offset, _, _) in rows.insertions {
        update.insertedRows.append(RowPosition(section: newIndex, row: offset))
      }
      update.deletedRows += deleted.sorted()
      newIndex += 1
    }
    update.insertedRows.sort()
    return update
  }

  // MARK: (c) Heckel

  static func heckel(from old: FormTable, to new: FormTable) -> BaselineUpdate {
    var update = BaselineUpdate()
    let sections = HeckelDiff(old: old.sections.map(\.id), new: new.sections.map(\.id))
    update.deletedSections = sections.deleted
    update.insertedSections = sections.inserted
    let rows = HeckelDiff(old: old.sections.flatMap(\.rows), new: new.sections.flatMap(\.rows))
    // Rows of deleted and inserted sections are not listed one by one.
    update.deletedRows = positions(rows.deleted, in: old, keeping: sections.oldMatch)
    update.insertedRows = positions(rows.inserted, in: new, keeping: sections.newMatch)
    return update
  }

  /// The (section, row) positions of ascending flat indexes of `table`, those in sections with a
  /// match only.
  private static func positions(_ indexes: [Int], in table: FormTable, keeping match: [Int]) -> [RowPosition] {
    var result: [RowPosition] = []
    var section = 0
    var start = 0
    for index in indexes {
      while index >= start + table.sections[section].rows.count {
        start += table.sections[section].rows.count
        section += 1
      }
      if match[section] >= 0 { result.append(RowPosition(section: section, row: index - start)) }
    }
    return result
  }
}
