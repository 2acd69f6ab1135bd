import FormRuntime
import Foundation

@available(iOS 17.0, macOS 14.0, *)
extension FormModel {
  /// Deletes the list items whose rows are at `offsets` in section `id`, as a list's
  /// `onDelete` reports a swipe. Rows of no item are passed over.
  /// - Returns: whether every delete was taken (``lastError`` says why one was not).
  @discardableResult
  public func deleteRows(at offsets: IndexSet, inSection id: SectionIdentifier) -> Bool {
    guard let section = sections.firstIndex(where: { $0.id == id }) else { return false }
    // Keys first: each delete shifts the rows after it.
    let items = offsets.compactMap { engine.listItem(at: RowPosition(section: section, row: $0)) }
    var taken = true
    for item in items where !delete(list: item.list, key: item.key) { taken = false }
    return taken
  }

  /// Moves the list item whose row is at `source` in section `id` to where `destination` (an
  /// offset before the move, as a list's `onMove` reports a drag) falls among the items. Each
  /// item of a list shown one row an item moves exactly; an item of several rows moves to the
  /// item of the row it is dropped on.
  /// - Returns: whether the move was taken.
  @discardableResult
  public func moveRows(from source: IndexSet, to destination: Int, inSection id: SectionIdentifier) -> Bool {
    guard let section = sections.firstIndex(where: { $0.id == id }), let first = source.first,
      let item = engine.listItem(at: RowPosition(section: section, row: first))
    else { return false }
    let count = engine.form.lists.id.firstIndex(of: item.list).map { engine.state.lists[$0].items.count } ?? 0
    let target = engine.listItem(at: RowPosition(section: section, row: destination))
    var index = target.map { $0.list == item.list ? $0.index : count } ?? count
    // The engine inserts after removing; the offset counts the rows before the removal.
    if index > item.index { index -= 1 }
    return index == item.index || move(list: item.list, from: item.index, to: index)
  }
}
