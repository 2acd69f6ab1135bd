import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

// The table's rows, headers, index titles, swipe to delete and drag to reorder, from the engine.
// With ``FormTableDataSource/UpdateStyle/diffable`` the diffable data source answers counts and
// cells from its snapshot and forwards the rest here.
extension FormTableDataSource: UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { engine.numberOfSections }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    engine.numberOfRows(inSection: section)
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let content = content(at: indexPath) else {
      preconditionFailure("FormTableDataSource: no row is shown at \(indexPath)")
    }
    return cell(in: tableView, at: indexPath, for: content)
  }

  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    engine.sectionContent(at: section)?.header
  }

  /// The titles of the shown sections that have an `indexTitle:`; nil (no index) when none has.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    let titles = engine.sectionIndexTitles
    return titles.isEmpty ? nil : titles
  }

  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    engine.sectionIndex(forSectionIndexTitleAt: index) ?? 0
  }

  /// Rows of a list item can be deleted (the engine refuses a delete below the list's `min:`).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    content(at: indexPath)?.canDelete ?? false
  }

  /// Deleting a row of a list item removes the item.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let position = FormCell.position(of: indexPath),
      let item = engine.listItem(at: position)
    else { return }
    send(.remove(item.list, key: item.key))
  }

  /// Rows of an item of a list with `reorder: true` can be dragged.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    content(at: indexPath)?.canMove ?? false
  }

  /// The user dragged a row of an item: the item moves to the place of the item it was dropped
  /// on. The table has already moved the row; when the item shows other rows too, or the drop
  /// did not land where the engine puts the item, the table is redrawn from the engine once the
  /// drag has ended.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let from = FormCell.position(of: sourceIndexPath), let to = FormCell.position(of: destinationIndexPath),
      let source = engine.listItem(at: from)
    else { return }
    let target = engine.listItem(at: to)
    let itemRows = engine.table.sections[from.section].rows.filter {
      ItemRowName($0).map { $0.list == source.list && $0.key == source.key } ?? false
    }
    let toIndex = target?.list == source.list ? target?.index ?? source.index : source.index
    do {
      _ = try engine.moveItem(in: source.list, from: source.index, to: toIndex)
    } catch {
      errorHandler?(error)
    }
    let landed = engine.position(ofRow: itemRows.first ?? "") == to
    if itemRows.count > 1 || !landed || diffableDataSource != nil {
      DispatchQueue.main.async { [weak self] in self?.reloadData() }
    }
  }
}
