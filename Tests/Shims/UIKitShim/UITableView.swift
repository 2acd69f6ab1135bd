import Foundation

/// https://developer.apple.com/documentation/uikit/uitableview
///
/// The shim keeps no rows: it records what it is asked and forwards nothing. A test's
/// subclass plays the table (asks the data source, keeps the cells).
/// Simplified: UIKit's `UITableView` inherits from `UIScrollView`; the shim's inherits from
/// `UIView` directly, since the adapter uses no scroll-view API.
@MainActor open class UITableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  public let style: UITableView.Style

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  open weak var dataSource: (any UITableViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  open weak var delegate: (any UITableViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitableview/isediting
  open var isEditing = false

  /// What a diffable data source's `apply` hands the table: each section's item identifiers
  /// and the items to reconfigure (shim only; a test's table sets it).
  package var applyDiffableSnapshot: ((_ items: [[AnyHashable]], _ reconfigured: [AnyHashable]) -> Void)?

  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
  open func reloadSectionIndexTitles() {}

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  ///
  /// The shim makes a plain `UITableViewCell` (the only class the adapter registers).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
///
/// UIKit's optional requirements are requirements here with the default UIKit assumes when a
/// data source does not implement them (the protocol cannot be `@objc` on Linux).
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
///
/// As ``UITableViewDataSource``: optional requirements with UIKit's defaults.
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
