import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

// Selection, section footers and where a dragged row may go.
extension FormTableDataSource: UITableViewDelegate {
  /// A tap on a row that expands, a choice of a select section, a switch, a button or a
  /// disclosure row is sent to the engine as `.tap`; then ``optionsPresenter`` shows a
  /// multichoice's options, and ``rowSelectionHandler`` has buttons and other disclosure rows.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let content = content(at: indexPath), FormCell.isSelectable(content) else { return }
    send(.tap(content.id))
    if content.kind == .multichoice, let optionsPresenter {
      optionsPresenter(content)
    } else if content.control == .button || content.control == .disclosure {
      rowSelectionHandler?(content)
    }
  }

  /// Only enabled rows that react to a tap can be selected.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    content(at: indexPath).map(FormCell.isSelectable) == true ? indexPath : nil
  }

  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    content(at: indexPath).map(FormCell.isSelectable) ?? false
  }

  /// Only rows of list items show the delete control while editing.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    content(at: indexPath)?.canDelete == true ? .delete : .none
  }

  /// The footer: the section's `footer:` and, in red under it, its error. Select sections always
  /// have one, so that an error can appear in it without reloading the section.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard let content = engine.sectionContent(at: section),
      content.footer != nil || content.error != nil || content.selection != nil
    else { return nil }
    let identifier = "formc.footer"
    let footer =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    FormCell.configure(footer, with: content)
    return footer
  }

  /// A dragged row stays among the rows of its own list in its section.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    guard let from = FormCell.position(of: sourceIndexPath),
      let to = FormCell.position(of: proposedDestinationIndexPath),
      let source = engine.listItem(at: from), engine.listItem(at: to)?.list == source.list
    else { return sourceIndexPath }
    return proposedDestinationIndexPath
  }
}
