/// A row that changes place: its position before the event and after.
public struct RowMove: Hashable, Sendable {
  public var from: RowPosition
  public var to: RowPosition

  public init(from: RowPosition, to: RowPosition) {
    self.from = from
    self.to = to
  }
}

/// A row's place in the shown table.
public struct RowPosition: Hashable, Comparable, Sendable {
  public var section: Int
  public var row: Int

  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// The batch update one event causes, in the coordinates `performBatchUpdates` expects:
/// deletions and reloads in the table before the event, insertions in the table after it.
///
/// Every list is sorted ascending without duplicates. Rows of inserted or deleted sections
/// are not listed one by one. The update is stored compactly (a run of consecutive rows, such as
/// the children a tapped row reveals, takes no allocation; see ``RowPositions``); FormRuntime's
/// `IndexSet` and `IndexPath` lists are built when asked for.
public struct FormUpdate: Hashable, Sendable {
  /// The rows of an update that only deletes rows or only inserts them (most updates); empty
  /// when `lists` holds the update.
  @usableFromInline var onlyRows = RowPositions()
  /// Bit 0: whether `onlyRows` are inserted (else deleted). The bits above: one more than the
  /// slot of a static row kept in place whose accessory changed (the row a tap expanded or
  /// collapsed), or 0. One word with the flag, and the row by slot, not by id: the update then
  /// holds no more than it did before it named rows, fits in four words and is returned in
  /// registers (BENCHMARKS.md, "The display model (issue 57)").
  @usableFromInline var flags: UInt32 = 0
  /// Every list of any other update. (One reference at most besides `onlyRows`'s, so copying or
  /// destroying an update retains or releases little: the engine's cheapest events cost about
  /// as much as that.)
  @usableFromInline var lists: Lists?

  /// Up to two more static rows kept in place whose accessory changed (an accordion tap opens
  /// one row and closes another), by slot.
  struct AccessorySlots: Sendable {
    var first: Int32 = -1
    var second: Int32 = -1

    var isEmpty: Bool { first < 0 }

    /// Adds `slot`, when it is not already there and a place is free.
    /// - Returns: false when both places are taken by other rows.
    mutating func add(_ slot: Int32) -> Bool {
      if first < 0 || first == slot {
        first = slot
      } else if second < 0 || second == slot {
        second = slot
      } else {
        return false
      }
      return true
    }
  }

  @usableFromInline final class Lists: Sendable {
    @usableFromInline let deletedSections: [Int], insertedSections: [Int]
    @usableFromInline let deletedRows: RowPositions, insertedRows: RowPositions, reloadedRows: RowPositions
    @usableFromInline let movedRows: [RowMove]
    @usableFromInline let sectionErrorsChanged: [Int]
    /// The ids of the reloaded rows, named by the engine after the event
    /// (`EngineCore.namingReloadedRows(_:)`), of a list item's expanded or collapsed row, and of
    /// accessory rows beyond those by slot.
    let reconfiguredRows: [String]
    let accessorySlots: AccessorySlots

    init(
      deletedSections: [Int], insertedSections: [Int], deletedRows: RowPositions, insertedRows: RowPositions,
      reloadedRows: RowPositions, movedRows: [RowMove], sectionErrorsChanged: [Int], reconfiguredRows: [String] = [],
      accessorySlots: AccessorySlots = AccessorySlots()
    ) {
      (self.reconfiguredRows, self.accessorySlots) = (reconfiguredRows, accessorySlots)
      (self.deletedSections, self.insertedSections) = (deletedSections, insertedSections)
      (self.deletedRows, self.insertedRows, self.reloadedRows) = (deletedRows, insertedRows, reloadedRows)
      self.movedRows = movedRows
      self.sectionErrorsChanged = sectionErrorsChanged
    }
  }

  @inlinable var onlyRowsAreInserted: Bool { flags & 1 != 0 }

  /// The slot of the accessory row kept in `flags`, or -1.
  var accessorySlot: Int { Int(flags >> 1) - 1 }

  /// Every static accessory row's slot, the one in `flags` first.
  var accessorySlots: [Int] {
    var slots = accessorySlot >= 0 ? [accessorySlot] : []
    if let more = lists?.accessorySlots {
      for slot in [more.first, more.second] where slot >= 0 && !slots.contains(Int(slot)) { slots.append(Int(slot)) }
    }
    return slots
  }

  /// Indexes, before the event, of sections that stop being shown.
  @inlinable public var deletedSectionIndexes: [Int] { lists?.deletedSections ?? [] }
  /// Indexes, after the event, of sections that start being shown.
  @inlinable public var insertedSectionIndexes: [Int] { lists?.insertedSections ?? [] }
  /// Positions, before the event, of rows hidden in sections shown throughout.
  @inlinable public var deletedRowPositions: RowPositions {
    lists?.deletedRows ?? (onlyRowsAreInserted ? RowPositions() : onlyRows)
  }
  /// Positions, after the event, of rows shown in sections shown throughout.
  @inlinable public var insertedRowPositions: RowPositions {
    lists?.insertedRows ?? (onlyRowsAreInserted ? onlyRows : RowPositions())
  }
  /// Positions, before the event, of rows shown throughout whose content changed.
  @inlinable public var reloadedRowPositions: RowPositions { lists?.reloadedRows ?? RowPositions() }
  /// Rows shown before and after in sections shown throughout that change place (list items
  /// moved, regrouped or resorted): each from its position before the event to its position
  /// after, sorted by the position before. A moved row whose content changed is deleted and
  /// inserted instead.
  @inlinable public var movedRows: [RowMove] { lists?.movedRows ?? [] }

  /// Indexes, after the event, of select sections shown before and after it whose error
  /// (``FormEngine/error(ofSection:)``) may have changed: show it in the section's footer,
  /// after `performBatchUpdates`, without reloading the section (`footerView(forSection:)`).
  /// Inserted sections are not listed: they are drawn with their footer.
  @inlinable public var sectionErrorsChanged: [Int] { lists?.sectionErrorsChanged ?? [] }

  /// The ids of list item rows and reloaded rows in ``FormEngine/reconfiguredRowIDs(of:)``,
  /// named when the event ran.
  var namedReconfiguredRows: [String] { lists?.reconfiguredRows ?? [] }

  /// An update that changes nothing.
  public init() {}

  public init(
    deletedSectionIndexes: [Int] = [], insertedSectionIndexes: [Int] = [],
    deletedRowPositions: RowPositions = RowPositions(), insertedRowPositions: RowPositions = RowPositions(),
    reloadedRowPositions: RowPositions = RowPositions(), movedRows: [RowMove] = [], sectionErrorsChanged: [Int] = []
  ) {
    if deletedSectionIndexes.isEmpty && insertedSectionIndexes.isEmpty && reloadedRowPositions.isEmpty
      && movedRows.isEmpty && sectionErrorsChanged.isEmpty
      && (deletedRowPositions.isEmpty || insertedRowPositions.isEmpty)
    {
      let inserted = !insertedRowPositions.isEmpty
      self = FormUpdate(rows: inserted ? insertedRowPositions : deletedRowPositions, inserted: inserted)
    } else {
      lists = Lists(
        deletedSections: deletedSectionIndexes, insertedSections: insertedSectionIndexes,
        deletedRows: deletedRowPositions, insertedRows: insertedRowPositions, reloadedRows: reloadedRowPositions,
        movedRows: movedRows, sectionErrorsChanged: sectionErrorsChanged)
    }
  }

  /// An update that only inserts `rows` (or, when `inserted` is false, only deletes them).
  init(rows: RowPositions, inserted: Bool) {
    onlyRows = rows
    flags = inserted ? 1 : 0
  }

  /// An update that deletes `deleted` and inserts `inserted`, rows of sections shown
  /// throughout, and whose accessory rows are the static rows `first` and `second` (-1 for
  /// none; `second` only with `first`): an accordion tap, which opens one row and closes
  /// another. `ids` are the form's row ids.
  /// - Complexity: O(1), and at most one allocation.
  init(deleted: RowPositions, inserted: RowPositions, accessoryRows first: Int, _ second: Int, of ids: [String]) {
    self.init()
    // The second row's slot goes in the lists, which the update then needs.
    let listed = Int32(exactly: second) ?? -1
    if (deleted.isEmpty || inserted.isEmpty) && listed < 0 {
      self = FormUpdate(rows: inserted.isEmpty ? deleted : inserted, inserted: !inserted.isEmpty)
    } else {
      var slots = AccessorySlots()
      if listed >= 0 { _ = slots.add(listed) }
      lists = Lists(
        deletedSections: [], insertedSections: [], deletedRows: deleted, insertedRows: inserted,
        reloadedRows: RowPositions(), movedRows: [], sectionErrorsChanged: [], accessorySlots: slots)
    }
    if first >= 0 && !addAccessorySlot(first) { self = reconfiguring([], accessorySlot: first, of: ids) }
    if second >= 0 && listed < 0 { self = reconfiguring([], accessorySlot: second, of: ids) }
  }

  /// Adds static row `slot` as an accessory row of this update (an expandable row the update
  /// keeps in place whose flag changed), when it has no accessory row yet; else
  /// ``reconfiguring(_:accessorySlot:of:)`` adds it.
  /// - Returns: whether `slot` was added.
  /// - Complexity: O(1), no allocation: the tap of an expandable row is the hot path.
  @inline(__always) mutating func addAccessorySlot(_ slot: Int) -> Bool {
    guard flags >> 1 == 0, slot >= 0, slot < Int(UInt32.max >> 1) else { return false }
    flags |= UInt32(truncatingIfNeeded: slot + 1) << 1
    return true
  }

  /// This update with `ids` added to the rows it names (besides its accessory rows), and
  /// `accessorySlot` (in `rowIDs`, the form's row ids) added to its accessory rows when it is
  /// not -1.
  /// - Complexity: O(k) for k positions and names; one allocation.
  func reconfiguring(_ ids: [String], accessorySlot: Int = -1, of rowIDs: [String] = []) -> FormUpdate {
    var slots = lists?.accessorySlots ?? AccessorySlots()
    var names = namedReconfiguredRows
    for id in ids where !names.contains(id) { names.append(id) }
    if accessorySlot >= 0 && accessorySlot != self.accessorySlot {
      if let slot = Int32(exactly: accessorySlot), slots.add(slot) {
      } else if rowIDs.indices.contains(accessorySlot), !names.contains(rowIDs[accessorySlot]) {
        names.append(rowIDs[accessorySlot])
      }
    }
    var update = FormUpdate()
    update.flags = flags & ~1
    update.lists = Lists(
      deletedSections: deletedSectionIndexes, insertedSections: insertedSectionIndexes,
      deletedRows: deletedRowPositions, insertedRows: insertedRowPositions, reloadedRows: reloadedRowPositions,
      movedRows: movedRows, sectionErrorsChanged: sectionErrorsChanged, reconfiguredRows: names,
      accessorySlots: slots)
    return update
  }

  /// Compares the batch updates (the rows ``FormEngine/reconfiguredRowIDs(of:)`` names follow
  /// from them and the table).
  /// - Complexity: O(k) for k positions and indexes.
  public static func == (lhs: FormUpdate, rhs: FormUpdate) -> Bool {
    lhs.deletedSectionIndexes == rhs.deletedSectionIndexes && lhs.insertedSectionIndexes == rhs.insertedSectionIndexes
      && lhs.deletedRowPositions == rhs.deletedRowPositions && lhs.insertedRowPositions == rhs.insertedRowPositions
      && lhs.reloadedRowPositions == rhs.reloadedRowPositions && lhs.movedRows == rhs.movedRows
      && lhs.sectionErrorsChanged == rhs.sectionErrorsChanged
  }

  /// - Complexity: O(k) for k positions and indexes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(deletedSectionIndexes)
    hasher.combine(insertedSectionIndexes)
    hasher.combine(deletedRowPositions)
    hasher.combine(insertedRowPositions)
    hasher.combine(reloadedRowPositions)
    hasher.combine(movedRows)
    hasher.combine(sectionErrorsChanged)
  }

  /// Whether the event changed nothing on screen: no batch update, and no row to reconfigure.
  public var isEmpty: Bool {
    deletedSectionIndexes.isEmpty && insertedSectionIndexes.isEmpty && deletedRowPositions.isEmpty
      && insertedRowPositions.isEmpty && reloadedRowPositions.isEmpty && movedRows.isEmpty
      && sectionErrorsChanged.isEmpty && namedReconfiguredRows.isEmpty && flags >> 1 == 0
      && (lists?.accessorySlots.isEmpty ?? true)
  }
}
