import FormRuntime

/// What one event changes in the form's state, as the baselines apply it: they do not parse
/// events, and in an accordion the collapse of the open row is listed like the harness's own
/// expansion (the engine works both out from the event).
struct BaselineChange {
  /// A value slot and its new value.
  var value: (slot: Int, value: FormValue)?
  /// Rows whose expanded flag is set, in order.
  var expansions: [(row: Int, expanded: Bool)] = []

  /// Applies the change to `state`.
  func apply(to state: inout FormState) {
    if let (slot, value) = value { state.values[slot] = value }
    for (row, expanded) in expansions { state.expanded[row] = expanded }
  }
}

/// An event for the engine and the same change for the baselines.
struct ScriptedStep {
  var event: FormEvent
  var change: BaselineChange
  /// When `event` taps a row: its slot, for the engine's `tap(slot:)`, as the generated typed
  /// API taps (timed beside `send`, with the same updates).
  var tappedSlot: Int? = nil
}

/// The part of an update every baseline produces, in the engine's form: deleted and inserted
/// sections by index, deleted and inserted rows by position, each list ascending. Reloads are
/// left out: a diff of row ids cannot see a changed value, and the scripted events change none
/// on screen.
struct BaselineUpdate: Equatable {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var deletedRows: [RowPosition] = []
  var insertedRows: [RowPosition] = []

  init() {}

  /// The engine's update, reloads dropped.
  init(_ update: FormUpdate) {
    deletedSections = update.deletedSectionIndexes
    insertedSections = update.insertedSectionIndexes
    deletedRows = Array(update.deletedRowPositions)
    insertedRows = Array(update.insertedRowPositions)
  }

  /// Section indexes and row positions listed.
  var count: Int { deletedSections.count + insertedSections.count + deletedRows.count + insertedRows.count }

  /// The first difference from `other`, described for an error message, or nil when equal.
  func difference(from other: BaselineUpdate) -> String? {
    func compare<T: Equatable>(_ name: String, _ mine: [T], _ theirs: [T]) -> String? {
      guard mine != theirs else { return nil }
      if mine.count != theirs.count { return "\(name): \(mine.count) listed, the engine lists \(theirs.count)" }
      let index = mine.indices.first { mine[$0] != theirs[$0] } ?? 0
      return "\(name)[\(index)] is \(mine[index]), the engine's is \(theirs[index])"
    }
    return compare("deleted sections", deletedSections, other.deletedSections)
      ?? compare("inserted sections", insertedSections, other.insertedSections)
      ?? compare("deleted rows", deletedRows, other.deletedRows)
      ?? compare("inserted rows", insertedRows, other.insertedRows)
  }
}

/// A baseline: anything that turns a state change into the update that shows it.
protocol UpdateBaseline: AnyObject {
  /// The key in the JSON output and the column of the table.
  var name: String { get }
  func apply(_ change: BaselineChange) -> BaselineUpdate
}
