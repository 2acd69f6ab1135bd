import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

// The chevrons of expandable rows. An update's `reconfiguredRowIDs` should name the rows whose
// expanded flag a tap changed, but the engine at 542da255 leaves out some (collapsing the
// expanded row of an accordion section: `tap citrus` in Forms/fruit.form.yaml), so the data
// source compares the accessories of the section's expandable rows itself, from public API.
extension FormTableDataSource {
  /// The accessory of each shown expandable row in the section of the row `event` taps,
  /// expands or collapses; empty for any other event.
  /// - Complexity: O(r) for the r rows of that section.
  func expansionAccessories(before event: FormEvent) -> [String: RowAccessory] {
    let id: String
    switch event {
    case .tap(let row), .expand(let row), .collapse(let row): id = row
    default: return [:]
    }
    guard let section = engine.position(ofRow: id)?.section else { return [:] }
    var accessories: [String: RowAccessory] = [:]
    for row in engine.table.sections[section].rows {
      guard let accessory = engine.content(ofRow: row, formatter: formatter)?.accessory,
        accessory == .expanded || accessory == .collapsed
      else { continue }
      accessories[row] = accessory
    }
    return accessories
  }

  /// The rows of `before` still shown whose accessory changed, in table order.
  func changedExpansions(_ before: [String: RowAccessory]) -> [String] {
    guard !before.isEmpty else { return [] }
    return engine.table.sections.flatMap(\.rows).filter { id in
      before[id].map { engine.content(ofRow: id, formatter: formatter)?.accessory != $0 } ?? false
    }
  }
}
