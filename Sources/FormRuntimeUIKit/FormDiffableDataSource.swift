import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// The diffable data source of ``FormTableDataSource/UpdateStyle/diffable``: sections by
/// ``SectionIdentifier``, rows by id. It answers counts and cells from its snapshot and forwards
/// headers, index titles, deleting and moving to the form's data source.
@MainActor final class FormDiffableDataSource: UITableViewDiffableDataSource<SectionIdentifier, String> {
  weak var form: FormTableDataSource?

  /// The diffable snapshot of the engine's.
  static func snapshot(of snapshot: FormSnapshot) -> NSDiffableDataSourceSnapshot<SectionIdentifier, String> {
    var diffable = NSDiffableDataSourceSnapshot<SectionIdentifier, String>()
    for section in snapshot.sections {
      diffable.appendSections([section.identifier])
      diffable.appendItems(section.rowIDs, toSection: section.identifier)
    }
    return diffable
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    form?.tableView(tableView, titleForHeaderInSection: section)
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    form?.sectionIndexTitles(for: tableView)
  }

  override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    form?.tableView(tableView, sectionForSectionIndexTitle: title, at: index) ?? 0
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    form?.tableView(tableView, canEditRowAt: indexPath) ?? false
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    form?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    form?.tableView(tableView, canMoveRowAt: indexPath) ?? false
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    form?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }
}
