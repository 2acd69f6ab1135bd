import FormRuntimeCore

/// The display model's part of an update (issue 57): every row kept in place (shown before and
/// after, not deleted and inserted) whose content changed is named in
/// ``FormEngine/reconfiguredRowIDs(of:)`` (but the row an `edit` types into), each reloaded row is
/// named, and the snapshot after the event is the one before with the update applied. (A row
/// relocated with new content is deleted and inserted, and arrives with its new content.)
enum ContentChangeRules {
  /// What breaks the rules, or nil.
  /// - Complexity: O(n) row contents built, for n rows shown before and after.
  static func problem(
    before: FormEngine, after: FormEngine, event: FormEvent, update: FormUpdate,
    tableBefore: FormTable, tableAfter: FormTable
  ) -> String? {
    let named = Set(after.reconfiguredRowIDs(of: update))
    for old in update.reloadedRowPositions {
      let id = tableBefore.sections[old.section].rows[old.row]
      guard named.contains(id) else { return "reloaded row \(id) is not in reconfiguredRowIDs \(named.sorted())" }
    }
    var edited: String? = nil
    if case .edit(let name, _) = event { edited = name }
    var staying = staying(before: tableBefore, after: tableAfter)
    for old in update.deletedRowPositions { staying.remove(tableBefore.sections[old.section].rows[old.row]) }
    for new in update.insertedRowPositions { staying.remove(tableAfter.sections[new.section].rows[new.row]) }
    for id in staying where id != edited && !named.contains(id) {
      let old = before.content(ofRow: id), new = after.content(ofRow: id)
      guard old == new else {
        return "the content of \(id) changed but it is not in reconfiguredRowIDs \(named.sorted())"
          + "\n  before: \(String(describing: old))\n  after:  \(String(describing: new))"
      }
    }
    for id in named where !staying.contains(id) {
      return "reconfigured row \(id) is not shown before and after the event"
    }
    let applied = applying(update, to: FormSnapshot(tableBefore), next: FormSnapshot(tableAfter))
    guard applied == FormSnapshot(tableAfter) else {
      return "the snapshot before with the update applied is\n\(applied)\nnot\n\(FormSnapshot(tableAfter))"
    }
    return nil
  }

  /// Rows shown in both tables, in sections (by identifier) shown in both.
  private static func staying(before: FormTable, after: FormTable) -> Set<String> {
    let key = { (section: FormTable.Section) in SectionIdentifier(id: section.id, group: section.group) }
    let afterRows = Dictionary(after.sections.map { (key($0), Set($0.rows)) }, uniquingKeysWith: { $0.union($1) })
    var rows: Set<String> = []
    for section in before.sections {
      guard let kept = afterRows[key(section)] else { continue }
      rows.formUnion(section.rows.filter { kept.contains($0) })
    }
    return rows
  }

  /// `snapshot` with the update applied as UIKit applies a batch: deletions and move sources
  /// out (old coordinates), then insertions and move destinations in (new coordinates, ascending),
  /// an inserted section or row taking its identifier from `next`.
  static func applying(_ update: FormUpdate, to snapshot: FormSnapshot, next: FormSnapshot) -> FormSnapshot {
    // Old sections kept, each with its rows kept (nil marks a row taken out).
    var kept: [(FormSnapshot.Section, [String?])] = []
    let deletedSections = Set(update.deletedSectionIndexes)
    var removed = Set(update.deletedRowPositions)
    var moved: [RowPosition: String] = [:]
    for move in update.movedRows {
      removed.insert(move.from)
      moved[move.to] = snapshot.sections[move.from.section].rowIDs[move.from.row]
    }
    for (index, section) in snapshot.sections.enumerated() where !deletedSections.contains(index) {
      let rows = section.rowIDs.enumerated().map { row, id in
        removed.contains(RowPosition(section: index, row: row)) ? nil : id
      }
      kept.append((section, rows))
    }
    var sections: [FormSnapshot.Section] = []
    var keptIndex = 0
    let insertedSections = Set(update.insertedSectionIndexes)
    for index in next.sections.indices {
      if insertedSections.contains(index) {
        sections.append(next.sections[index])
        continue
      }
      guard keptIndex < kept.count else { break }
      let (section, rows) = kept[keptIndex]
      keptIndex += 1
      var result = rows.compactMap { $0 }
      // Destinations ascending, each from the next table (an insert) or the moved row.
      var arrivals: [(Int, String)] = []
      for position in update.insertedRowPositions where position.section == index {
        let ids = next.sections[index].rowIDs
        arrivals.append((position.row, position.row < ids.count ? ids[position.row] : "?"))
      }
      for (position, id) in moved where position.section == index { arrivals.append((position.row, id)) }
      for (row, id) in arrivals.sorted(by: { $0.0 < $1.0 }) { result.insert(id, at: min(row, result.count)) }
      sections.append(FormSnapshot.Section(identifier: section.identifier, rowIDs: result))
    }
    return FormSnapshot(sections: sections)
  }
}
