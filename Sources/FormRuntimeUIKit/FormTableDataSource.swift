import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// A table view's data source and delegate for one form: it holds the ``FormEngine``, draws each
/// shown row from its ``RowContent`` (one cell configuration per ``RowControl``), sends what the
/// user does to the engine, and applies the update each event returns.
///
/// Use it with a table view of your own, or through ``FormTableViewController``:
///
/// ```swift
/// let form = FormTableDataSource(engine: CheckoutForm().engine)
/// form.attach(to: tableView)
/// ```
///
/// Updates reach the table as ``UpdateStyle/batchUpdates`` (`performBatchUpdates` with the
/// update's sections and rows) or ``UpdateStyle/diffable`` (a `UITableViewDiffableDataSource`
/// applying ``FormEngine/snapshot()`` and reconfiguring the rows whose content changed).
@MainActor public final class FormTableDataSource: NSObject {
  /// How an event's update reaches the table view.
  public enum UpdateStyle: Sendable {
    /// `performBatchUpdates` with the update's deletions, insertions, reloads and moves.
    case batchUpdates
    /// A `UITableViewDiffableDataSource<SectionIdentifier, String>` applying the engine's snapshot.
    case diffable
  }

  /// Draws the rows of one control in place of the built-in cell: the table, where, what the row
  /// shows, and this data source (to `send` the user's changes). Dequeue from the table as usual.
  public typealias CellProvider =
    @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ content: RowContent, _ form: FormTableDataSource) ->
    UITableViewCell

  /// The form's state. Change it with ``send(_:)``, so that the table follows.
  public internal(set) var engine: FormEngine
  /// The table view ``attach(to:)`` connected, if it still exists.
  public private(set) weak var tableView: UITableView?
  /// How updates reach the table; fixed at initialization.
  public let updateStyle: UpdateStyle
  /// How values are written as text (``RowContent/valueText``): the user's locale by default.
  public var formatter: ValueTextFormatter = .localized()
  /// The animation of inserted and deleted rows and sections.
  public var rowAnimation: UITableView.RowAnimation = .fade
  /// Called with every configured built-in cell and its row, last: adjust fonts, colours, anything.
  public var cellCustomizer: (@MainActor (UITableViewCell, RowContent) -> Void)?
  /// Called when the user selects a button, or a disclosure row that ``optionsPresenter`` does
  /// not show, after the engine has had the tap.
  public var rowSelectionHandler: (@MainActor (RowContent) -> Void)?
  /// Shows the options of a multichoice row the user selected. ``FormTableViewController`` sets
  /// it to push a ``FormOptionsViewController``; with nil, ``rowSelectionHandler`` has the row.
  public var optionsPresenter: (@MainActor (RowContent) -> Void)?
  /// Called when the engine refuses an event (a list at its `min:`, a value that does not fit).
  public var errorHandler: (@MainActor (FormEventError) -> Void)?

  var cellProviders: [RowControl: CellProvider] = [:]
  var diffableDataSource: FormDiffableDataSource?
  /// The snapshot the diffable data source shows, to find rows an update relocates.
  var shownSnapshot: FormSnapshot?
  /// The index titles the table shows, to reload them when they change.
  var shownIndexTitles: [String] = []

  /// A data source for `engine`, not yet connected to a table.
  public init(engine: FormEngine, updateStyle: UpdateStyle = .batchUpdates) {
    self.engine = engine
    self.updateStyle = updateStyle
    super.init()
  }

  /// Makes this the data source and delegate of `tableView` (through a diffable data source for
  /// ``UpdateStyle/diffable``) and shows the form.
  public func attach(to tableView: UITableView) {
    self.tableView = tableView
    for control in RowControl.allCases {
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: FormCell.reuseIdentifier(for: control))
    }
    tableView.delegate = self
    switch updateStyle {
    case .batchUpdates:
      tableView.dataSource = self
    case .diffable:
      let diffable = FormDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
        guard let self, let content = self.engine.content(ofRow: id, formatter: self.formatter) else { return nil }
        return self.cell(in: tableView, at: indexPath, for: content)
      }
      diffable.form = self
      diffable.defaultRowAnimation = rowAnimation
      diffableDataSource = diffable
    }
    reloadData()
  }

  /// Draws rows of `control` with `provider` instead of the built-in cell.
  public func register(_ provider: @escaping CellProvider, for control: RowControl) {
    cellProviders[control] = provider
  }

  /// Sends `event` to the engine and applies the update it returns to the table.
  /// - Returns: the update, or nil when the engine refused the event (``errorHandler`` has it).
  @discardableResult public func send(_ event: FormEvent) -> FormUpdate? {
    do {
      let update = try engine.send(event)
      apply(update)
      return update
    } catch {
      errorHandler?(error)
      return nil
    }
  }

  /// Touches every row and select section so every error shows, and applies the update.
  /// - Returns: whether the form is valid.
  @discardableResult public func submit() -> Bool {
    let (update, isValid) = engine.submit()
    apply(update)
    return isValid
  }

  /// What the row shown at `indexPath` displays, or nil when none is shown there.
  public func content(at indexPath: IndexPath) -> RowContent? {
    FormCell.position(of: indexPath).flatMap { engine.content(at: $0, formatter: formatter) }
  }

  /// Redraws the whole table from the engine (after the app replaced what it shows).
  public func reloadData() {
    guard let tableView else { return }
    shownIndexTitles = engine.sectionIndexTitles
    if let diffableDataSource {
      shownSnapshot = engine.snapshot()
      diffableDataSource.apply(FormDiffableDataSource.snapshot(of: engine.snapshot()), animatingDifferences: false)
    } else {
      tableView.reloadData()
    }
  }

  /// A configured cell for `content`: the registered provider's, or the built-in one.
  func cell(in tableView: UITableView, at indexPath: IndexPath, for content: RowContent) -> UITableViewCell {
    if let provider = cellProviders[content.control] { return provider(tableView, indexPath, content, self) }
    let cell = tableView.dequeueReusableCell(
      withIdentifier: FormCell.reuseIdentifier(for: content.control), for: indexPath)
    configure(cell, with: content)
    return cell
  }

  /// Configures a built-in cell, then hands it to ``cellCustomizer``.
  func configure(_ cell: UITableViewCell, with content: RowContent) {
    FormCell.configure(cell, with: content) { [weak self] event in self?.send(event) }
    cellCustomizer?(cell, content)
  }
}
