import FormRuntime
import Foundation
import Testing

extension FormEngine {
  /// Sends `event` and checks the update against the tables before and after, and the table
  /// against the one the state gives: what the debug build checks, made explicit in a test.
  mutating func sendChecked(_ event: FormEvent) throws -> FormUpdate {
    let before = table
    let update = try send(event)
    try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: table)
    #expect(table == FormTable(form: form, state: state, query: searchQuery))
    return update
  }

  /// Whether the lookups agree with the table: the section count, each shown section's id and
  /// row count, `rowID(at:)` and `indexPath(ofRow:)` for every shown row, nothing past a
  /// section's last row, no index path for a hidden row, and `sectionIndex(ofGroup:inList:)` for
  /// every group of a grouped list.
  var lookupsAgreeWithTable: Bool {
    let table = self.table
    guard numberOfSections == table.sections.count else { return false }
    var shown = Set<String>()
    for (sectionIndex, section) in table.sections.enumerated() {
      guard numberOfRows(inSection: sectionIndex) == section.rows.count, sectionID(at: sectionIndex) == section.id
      else { return false }
      for (rowIndex, id) in section.rows.enumerated() {
        let path = IndexPath(indexes: [sectionIndex, rowIndex])
        guard rowID(at: path) == id, indexPath(ofRow: id) == path else { return false }
        shown.insert(id)
      }
      guard rowID(at: IndexPath(indexes: [sectionIndex, section.rows.count])) == nil else { return false }
    }
    // Each group of a grouped list is found where the table shows it, and nowhere while it is hidden.
    for list in 0..<form.lists.countOfLists where form.lists.groupBy[list] >= 0 {
      let name = form.lists.id[list]
      let count = form.lists.endSection[list] - form.lists.firstSection[list]
      for group in (0..<count).map({ form.group(atOffset: $0, inList: list) }) {
        let shownAt = table.sections.firstIndex { $0.id == name && $0.group == group }
        guard sectionIndex(ofGroup: group.stringValue, inList: name) == shownAt else { return false }
      }
    }
    return form.rows.id.allSatisfy { shown.contains($0) || indexPath(ofRow: $0) == nil }
  }
}

extension RowPositions {
  /// The consecutive rows `rows` of `section`, as a list (the comparison is by position).
  static func rows(_ rows: Range<Int>, inSection section: Int) -> RowPositions {
    RowPositions(rows.map { RowPosition(section: section, row: $0) })
  }
}
