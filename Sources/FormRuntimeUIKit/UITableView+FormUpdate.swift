import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

extension UITableView {
  /// Applies the whole of `update`, an engine's update for the event just sent, in one
  /// `performBatchUpdates`: its sections and rows deleted and inserted with `animation`, its
  /// reloaded rows reloaded without one, and its moves. A hand-written data source that applies
  /// updates itself calls this, so that no part is forgotten: a list's moves left out make UIKit
  /// refuse the batch ("Invalid update").
  ///
  /// Does nothing (and calls no `completion`) for an update without sections or rows, such as an
  /// `edit` that changes no other row.
  public func performBatchUpdates(
    for update: FormUpdate, with animation: UITableView.RowAnimation = .fade,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard
      !update.deletedSectionIndexes.isEmpty || !update.insertedSectionIndexes.isEmpty
        || !update.deletedRowPositions.isEmpty || !update.insertedRowPositions.isEmpty
        || !update.reloadedRowPositions.isEmpty || !update.movedRows.isEmpty
    else { return }
    performBatchUpdates(
      {
        self.deleteSections(update.deleteSections, with: animation)
        self.insertSections(update.insertSections, with: animation)
        self.deleteRows(at: update.deleteRows, with: animation)
        self.insertRows(at: update.insertRows, with: animation)
        self.reloadRows(at: update.reloadRows, with: .none)
        for move in update.moveRows { self.moveRow(at: move.from, to: move.to) }
      }, completion: completion)
  }
}
