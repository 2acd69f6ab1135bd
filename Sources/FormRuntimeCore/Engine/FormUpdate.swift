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
  @usableFromInline var onlyRowsAreInserted = false
  /// Every list of any other update. (One reference at most besides `onlyRows`'s, so copying or
  /// destroying an update retains or releases little: the engine's cheapest events cost about
  /// as much as that.)
  @usableFromInline var lists: Lists?
  /// Up to two static rows kept in place whose accessory changed (a tapped expandable row, and
  /// the accordion row it closed), by slot, named when ``reconfiguredRowIDs`` is read: a tap
  /// then allocates nothing for them. Not part of equality, as ``reconfiguredRowIDs``.
  var accessoryRows = AccessoryRows()

  /// Slots into a form's row ids (the array shared with the form, not copied).
  struct AccessoryRows: Sendable {
    var ids: [String] = []
    var first: Int32 = -1
    var second: Int32 = -1

    var isEmpty: Bool { first < 0 }
  }

  @usableFromInline final class Lists: Sendable {
    @usableFromInline let deletedSections: [Int], insertedSections: [Int]
    @usableFromInline let deletedRows: RowPositions, insertedRows: RowPositions, reloadedRows: RowPositions
    @usableFromInline let movedRows: [RowMove]
    @usableFromInline let sectionErrorsChanged: [Int]
    /// The ids of the reloaded rows, named by the engine after the event (``FormEngine``'s
    /// `namingReconfiguredRows(_:)`).
    @usableFromInline let reconfiguredRows: [String]

    init(
      deletedSections: [Int], insertedSections: [Int], deletedRows: RowPositions, insertedRows: RowPositions,
      reloadedRows: RowPositions, movedRows: [RowMove], sectionErrorsChanged: [Int], reconfiguredRows: [String] = []
    ) {
      self.reconfiguredRows = reconfiguredRows
      (self.deletedSections, self.insertedSections) = (deletedSections, insertedSections)
      (self.deletedRows, self.insertedRows, self.reloadedRows) = (deletedRows, insertedRows, reloadedRows)
      self.movedRows = movedRows
      self.sectionErrorsChanged = sectionErrorsChanged
    }
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

  /// The ids of the rows shown before and after the event whose content
  /// (``FormEngine/content(ofRow:formatter:)``) changed, in the order of
  /// ``reloadedRowPositions``: what a diffable data source reconfigures
  /// (`reconfigureItems(_:)`). The row the user is editing (an `edit` event) is never listed:
  /// its field already shows what is typed. Not part of equality: it is derived from the
  /// reloaded rows and the table.
  public var reconfiguredRowIDs: [String] {
    var names = lists?.reconfiguredRows ?? []
    for slot in [accessoryRows.first, accessoryRows.second] where slot >= 0 && Int(slot) < accessoryRows.ids.count {
      let id = accessoryRows.ids[Int(slot)]
      if !names.contains(id) { names.append(id) }
    }
    return names
  }

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
      onlyRowsAreInserted = !insertedRowPositions.isEmpty
      onlyRows = onlyRowsAreInserted ? insertedRowPositions : deletedRowPositions
    } else {
      lists = Lists(
        deletedSections: deletedSectionIndexes, insertedSections: insertedSectionIndexes,
        deletedRows: deletedRowPositions, insertedRows: insertedRowPositions, reloadedRows: reloadedRowPositions,
        movedRows: movedRows, sectionErrorsChanged: sectionErrorsChanged)
    }
  }

  /// This update with `ids` as its ``reconfiguredRowIDs`` (besides its ``accessoryRows``).
  func reconfiguring(_ ids: [String]) -> FormUpdate {
    var update = FormUpdate()
    update.accessoryRows = accessoryRows
    update.lists = Lists(
      deletedSections: deletedSectionIndexes, insertedSections: insertedSectionIndexes,
      deletedRows: deletedRowPositions, insertedRows: insertedRowPositions, reloadedRows: reloadedRowPositions,
      movedRows: movedRows, sectionErrorsChanged: sectionErrorsChanged, reconfiguredRows: ids)
    return update
  }

  /// An update that only inserts `rows` (or, when `inserted` is false, only deletes them).
  init(rows: RowPositions, inserted: Bool) {
    onlyRows = rows
    onlyRowsAreInserted = inserted
  }

  /// Compares the batch updates (``reconfiguredRowIDs`` follow from them and the table).
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
      && sectionErrorsChanged.isEmpty && (lists?.reconfiguredRows.isEmpty ?? true) && accessoryRows.isEmpty
  }
}
