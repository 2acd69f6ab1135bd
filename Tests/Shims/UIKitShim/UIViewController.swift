import Foundation

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  private var loaded = false

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  public let navigationItem = UINavigationItem()

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
  public let editButtonItem = UIBarButtonItem()

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
  open var isEditing = false

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { navigationParent }

  /// Not UIKit: the navigation controller whose stack holds this controller.
  package weak var navigationParent: UINavigationController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open private(set) var presentedViewController: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    completion?()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {
    guard !loaded else { return }
    loaded = true
    viewDidLoad()
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewController.navigationParent = self
    viewControllers.append(viewController)
    viewController.loadViewIfNeeded()
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  open var searchController: UISearchController?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  open var rightBarButtonItem: UIBarButtonItem?
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
///
/// UIKit's adopts `UITableViewDataSource` and `UITableViewDelegate` ("Table view controllers
/// already adopt the protocols you need"), so that a subclass overrides their methods; the shim
/// implements the ones the README's controller overrides. Simplified: it does not make itself
/// its table's data source and delegate, as UIKit's does.
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView!

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
    tableView = UITableView(frame: .zero, style: style)
  }

  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor open class UISearchController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
  public let searchBar = UISearchBar()

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
  open var obscuresBackgroundDuringPresentation = true

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uisearchbar/text
  open var text: String?
}

/// https://developer.apple.com/documentation/uikit/uisearchbardelegate
///
/// Simplified: UIKit's inherits `UIBarPositioningDelegate`, which nothing here uses, and its
/// optional requirement is a requirement with a default implementation (no `@objc` on Linux).
@MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  func updateSearchResults(for searchController: UISearchController)
}
