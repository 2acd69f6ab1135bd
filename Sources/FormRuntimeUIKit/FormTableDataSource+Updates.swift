import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

// Applying an event's update to the table view.
extension FormTableDataSource {
  /// Applies `update`, which the engine returned for the event just sent, to the table.
  ///
  /// Batch updates: one `performBatchUpdates` with the update's sections and rows, then the
  /// visible cells of the rows ``FormEngine/reconfiguredRowIDs(of:)`` names configured in place (an expandable row's
  /// accessory changes without a reload). Diffable: the engine's snapshot, reconfiguring those
  /// rows and the rows the update deletes and inserts elsewhere (the diffable data source moves
  /// them, keeping their cells). Then, either way, the footers of the sections whose error may
  /// have changed, and the index titles when they changed.
  public func apply(_ update: FormUpdate) {
    guard let tableView, !update.isEmpty else { return }
    if let diffableDataSource {
      let snapshot = engine.snapshot()
      var diffable = FormDiffableDataSource.snapshot(of: snapshot)
      let shown = Set(snapshot.rowIDs)
      var reconfigured: [String] = []
      var seen = Set<String>()
      for id in engine.reconfiguredRowIDs(of: update) + relocatedRowIDs(update)
      where shown.contains(id) && seen.insert(id).inserted {
        reconfigured.append(id)
      }
      diffable.reconfigureItems(reconfigured)
      shownSnapshot = snapshot
      diffableDataSource.apply(diffable, animatingDifferences: true)
    } else {
      applyBatch(update, to: tableView)
    }
    for section in update.sectionErrorsChanged {
      guard let footer = tableView.footerView(forSection: section), let content = engine.sectionContent(at: section)
      else { continue }
      FormCell.configure(footer, with: content)
    }
    if !(update.deletedSectionIndexes.isEmpty && update.insertedSectionIndexes.isEmpty),
      engine.sectionIndexTitles != shownIndexTitles
    {
      shownIndexTitles = engine.sectionIndexTitles
      tableView.reloadSectionIndexTitles()
    }
  }

  private func applyBatch(_ update: FormUpdate, to tableView: UITableView) {
    tableView.performBatchUpdates(for: update, with: rowAnimation)
    var reloads: [IndexPath] = []
    for id in engine.reconfiguredRowIDs(of: update) {
      guard let indexPath = engine.indexPath(ofRow: id), let content = engine.content(ofRow: id, formatter: formatter)
      else { continue }
      if cellProviders[content.control] != nil {
        reloads.append(indexPath)
      } else if let cell = tableView.cellForRow(at: indexPath) {
        configure(cell, with: content)
      }
    }
    if !reloads.isEmpty { tableView.reloadRows(at: reloads, with: .none) }
  }

  /// The ids of the rows `update` deletes (one by one or with their section) that are shown
  /// after it too: a diffable data source moves them, keeping their cells.
  private func relocatedRowIDs(_ update: FormUpdate) -> [String] {
    guard let old = shownSnapshot,
      !update.deletedRowPositions.isEmpty || !update.deletedSectionIndexes.isEmpty
    else { return [] }
    let deletedSections = Set(update.deletedSectionIndexes)
    let deletedRows = Set(update.deletedRowPositions)
    var ids: [String] = []
    for (sectionIndex, section) in old.sections.enumerated() {
      for (rowIndex, id) in section.rowIDs.enumerated()
      where deletedSections.contains(sectionIndex)
        || deletedRows.contains(RowPosition(section: sectionIndex, row: rowIndex))
      {
        ids.append(id)
      }
    }
    return ids
  }
}
