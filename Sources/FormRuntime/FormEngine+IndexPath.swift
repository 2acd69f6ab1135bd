import Foundation

// The engine's lookups by `IndexPath`, for UIKit's data source; the core looks up by
// ``RowPosition``.

extension FormEngine {
  /// The id of the row shown at `indexPath` (section, row), or nil when there is none.
  /// - Complexity: as ``slot(at:)``.
  public func rowID(at indexPath: IndexPath) -> String? {
    // Through the core's lookup: `form` read from this module is a copy of every table.
    RowPosition(indexPath).flatMap { rowID(at: $0) }
  }

  /// Where row `id` is shown, or nil when it is hidden or unknown.
  /// - Complexity: as ``position(ofRow:)``.
  public func indexPath(ofRow id: String) -> IndexPath? { position(ofRow: id)?.indexPath }

  /// The slot (the row's index in ``CompiledForm/rows``) of the row shown at `indexPath`, or nil
  /// when there is none. Generated code maps it to its `Row` case without comparing ids.
  /// - Complexity: O(1) when the section's rows span a few hundred slots, O(log n) otherwise.
  public func slot(at indexPath: IndexPath) -> Int? {
    RowPosition(indexPath).flatMap { slot(at: $0) }
  }

  /// Where the row at `slot` is shown, or nil when it is hidden or there is no such slot.
  /// - Complexity: as ``position(ofSlot:)``.
  public func indexPath(ofSlot slot: Int) -> IndexPath? { position(ofSlot: slot)?.indexPath }

  /// The row shown at `indexPath`. - Complexity: as ``slot(at:)``, plus copying its options.
  public func row(at indexPath: IndexPath) -> FormRow? {
    RowPosition(indexPath).flatMap { row(at: $0) }
  }
}
