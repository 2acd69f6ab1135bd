import Foundation

extension RowPosition {
  /// The position as a two-element `IndexPath` (section, row).
  public var indexPath: IndexPath {
    // Appending keeps a two-element path in IndexPath's inline storage; an array literal would
    // allocate.
    var path = IndexPath(index: section)
    path.append(row)
    return path
  }

  /// The position of a two-element `IndexPath` (section, row), or nil for a path of another length.
  init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath[0], row: indexPath[1])
  }
}

extension FormUpdate {
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
  /// For `moveRow(at:to:)`, one call per pair. - Complexity: O(k), built on each call.
  public var moveRows: [(from: IndexPath, to: IndexPath)] { movedRows.map { ($0.from.indexPath, $0.to.indexPath) } }
}
