import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// A table view controller that shows a form: any ``FormEngine``, from a typed generated form
/// (`CheckoutForm().engine`) or a form loaded at run time (``init(compiledFormJSON:style:updateStyle:searchable:)``).
///
/// Its ``form`` data source draws the rows and applies each event's update; read the values
/// from `form.engine`. With `searchable`, a search controller in the navigation item filters
/// the rows (`.search`); when the form has lists, the navigation item's edit button lets the
/// user delete and reorder their items; a multichoice row opens its options on a screen of
/// their own (``showOptions(ofRow:)``).
@MainActor open class FormTableViewController: UITableViewController, UISearchResultsUpdating {
  /// The table's data source and delegate, which holds the engine.
  public let form: FormTableDataSource
  /// Whether the navigation item has a search controller.
  public let isSearchable: Bool

  /// A controller for `engine`.
  /// - Parameters:
  ///   - style: the table's style.
  ///   - updateStyle: batch updates, or a diffable data source.
  ///   - searchable: whether to show a search controller.
  public init(
    engine: FormEngine, style: UITableView.Style = .insetGrouped,
    updateStyle: FormTableDataSource.UpdateStyle = .batchUpdates, searchable: Bool = false
  ) {
    form = FormTableDataSource(engine: engine, updateStyle: updateStyle)
    isSearchable = searchable
    super.init(style: style)
  }

  /// A controller for the form compiled to `data` (`formc compile --format json`).
  /// - Throws: `CompiledFormError` when the data is not a compiled form this runtime reads.
  public convenience init(
    compiledFormJSON data: Data, style: UITableView.Style = .insetGrouped,
    updateStyle: FormTableDataSource.UpdateStyle = .batchUpdates, searchable: Bool = false
  ) throws {
    let engine = try FormEngine(form: CompiledForm(jsonData: data))
    self.init(engine: engine, style: style, updateStyle: updateStyle, searchable: searchable)
  }

  @available(*, unavailable, message: "create it with init(engine:) in code")
  public required init?(coder: NSCoder) {
    fatalError("FormTableViewController is created in code: init(engine:)")
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if title == nil { title = form.engine.form.title }
    form.attach(to: tableView)
    if isSearchable {
      let search = UISearchController(searchResultsController: nil)
      search.searchResultsUpdater = self
      search.obscuresBackgroundDuringPresentation = false
      navigationItem.searchController = search
    }
    if !form.engine.form.lists.id.isEmpty { navigationItem.rightBarButtonItem = editButtonItem }
    if form.optionsPresenter == nil {
      form.optionsPresenter = { [weak self] content in self?.showOptions(ofRow: content.id) }
    }
  }

  /// Shows the options of multichoice row `id` on a ``FormOptionsViewController``: pushed when
  /// this controller is in a navigation controller, else presented in one.
  open func showOptions(ofRow id: String) {
    let options = FormOptionsViewController(row: id, form: form)
    if let navigationController {
      navigationController.pushViewController(options, animated: true)
    } else {
      present(UINavigationController(rootViewController: options), animated: true)
    }
  }

  /// Filters the rows by the search bar's text.
  open func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    guard query != form.engine.searchQuery else { return }
    form.send(.search(query))
  }
}
