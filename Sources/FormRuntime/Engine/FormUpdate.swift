import Foundation

/// A row's place in the shown table.
public struct RowPosition: Hashable, Comparable, Sendable {
  public var section: Int
  public var row: Int

  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The position as a two-element `IndexPath` (section, row).
  public var indexPath: IndexPath {
    // Appending keeps a two-element path in IndexPath's inline storage; an array literal would
    // allocate.
    var path = IndexPath()
    path.append(section)
    path.append(row)
    return path
  }

  public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// The batch update one event causes, in the coordinates `performBatchUpdates` expects:
/// deletions and reloads in the table before the event, insertions in the table after it.
///
/// Every list is sorted ascending without duplicates. Rows of inserted or deleted sections
/// are not listed one by one. The update is stored compactly; the Foundation values are built
/// when asked for.
public struct FormUpdate: Hashable, Sendable {
  /// Indexes, before the event, of sections that stop being shown.
  public internal(set) var deletedSectionIndexes: [Int] = []
  /// Indexes, after the event, of sections that start being shown.
  public internal(set) var insertedSectionIndexes: [Int] = []
  /// Positions, before the event, of rows hidden in sections shown throughout.
  public internal(set) var deletedRowPositions: [RowPosition] = []
  /// Positions, after the event, of rows shown in sections shown throughout.
  public internal(set) var insertedRowPositions: [RowPosition] = []
  /// Positions, before the event, of rows shown throughout whose content changed.
  public internal(set) var reloadedRowPositions: [RowPosition] = []

  public init(
    deletedSectionIndexes: [Int] = [], insertedSectionIndexes: [Int] = [],
    deletedRowPositions: [RowPosition] = [], insertedRowPositions: [RowPosition] = [],
    reloadedRowPositions: [RowPosition] = []
  ) {
    self.deletedSectionIndexes = deletedSectionIndexes
    self.insertedSectionIndexes = insertedSectionIndexes
    self.deletedRowPositions = deletedRowPositions
    self.insertedRowPositions = insertedRowPositions
    self.reloadedRowPositions = reloadedRowPositions
  }

  /// Whether the event changed nothing on screen.
  public var isEmpty: Bool {
    deletedSectionIndexes.isEmpty && insertedSectionIndexes.isEmpty && deletedRowPositions.isEmpty
      && insertedRowPositions.isEmpty && reloadedRowPositions.isEmpty
  }

  /// For `deleteSections(_:with:)`. - Complexity: O(k), built on each call.
  public var deleteSections: IndexSet { IndexSet(deletedSectionIndexes) }
  /// For `insertSections(_:with:)`. - Complexity: O(k), built on each call.
  public var insertSections: IndexSet { IndexSet(insertedSectionIndexes) }
  /// For `deleteRows(at:with:)`. - Complexity: O(k), built on each call.
  public var deleteRows: [IndexPath] { deletedRowPositions.map(\.indexPath) }
  /// For `insertRows(at:with:)`. - Complexity: O(k), built on each call.
  public var insertRows: [IndexPath] { insertedRowPositions.map(\.indexPath) }
  /// For `reloadRows(at:with:)`. - Complexity: O(k), built on each call.
  public var reloadRows: [IndexPath] { reloadedRowPositions.map(\.indexPath) }
}
