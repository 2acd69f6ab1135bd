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
@MainActor open class UITableViewController: UIViewController {
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

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  func updateSearchResults(for searchController: UISearchController)
}
