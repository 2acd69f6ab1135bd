import Foundation

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureditemidentifiers
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofsections
  public var numberOfSections: Int { sections.count }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index = sectionIdentifier.map { id in sections.firstIndex { $0.id == id } } ?? sections.indices.last
    guard let index else { preconditionFailure("NSDiffableDataSourceSnapshot: no section to append items to") }
    sections[index].items += identifiers
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    let all = Set(itemIdentifiers)
    precondition(identifiers.allSatisfy(all.contains), "reconfigureItems: an identifier is not in the snapshot")
    reconfiguredItemIdentifiers += identifiers
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
///
/// `apply` hands the snapshot's items to the table's `applyDiffableSnapshot` hook (shim only),
/// which plays the diff; the data source methods answer from the snapshot applied.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    let items = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(AnyHashable.init) }
    tableView?.applyDiffableSnapshot?(items, snapshot.reconfiguredItemIdentifiers.map(AnyHashable.init))
    completion?()
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath[0]])
    return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/sectionidentifier(for:)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  // UIKit documents these as the diffable data source's conformance to
  // `UITableViewDataSource` (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir#Relationships)
  // and gives them no pages of their own; each address below is the protocol requirement's.
  // They are `open` here, as in UIKit's interface, so that a subclass can override them.

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.itemIdentifiers(inSection: $0).count } ?? 0
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      preconditionFailure("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
    }
    return cell
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
}
