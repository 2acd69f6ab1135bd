import FormRuntime
import Foundation
import UIKitShim

/// A table view that plays UIKit's part: it asks its data source for counts and cells as UIKit
/// does, holds each shown row's cell, and checks every batch update the way UIKit does
/// (`BatchUpdateChecker`, on the tables before and after and the data source's own counts).
/// A row the update keeps keeps its cell, unconfigured: a cell the adapter forgot to update
/// stays stale, which ``staleRows(_:)`` finds.
@MainActor final class FakeTableView: UITableView {
  /// The engine's table now: what the rows are, by id.
  private let currentTable: () -> FormTable
  /// The table as this view shows it.
  private(set) var shown = FormTable(sections: [])
  private(set) var cells: [[UITableViewCell]] = []
  private(set) var footers: [Int: UITableViewHeaderFooterView] = [:]
  /// Every batch committed, and every broken rule.
  private(set) var batches: [BatchUpdate] = []
  private(set) var failures: [String] = []
  private(set) var reloadCount = 0
  private(set) var indexTitleReloads = 0
  private(set) var reconfiguredByDiffable: [String] = []
  private var pending: BatchUpdate?
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var reconfiguring: UITableViewCell?
  /// While set, dequeuing makes a new cell: for fresh configurations to compare with.
  private var makesFreshCells = false

  init(table: @escaping () -> FormTable) {
    currentTable = table
    super.init(frame: .zero, style: .insetGrouped)
    applyDiffableSnapshot = { [unowned self] items, reconfigured in
      self.playDiffable(
        items.map { $0.compactMap { $0.base as? String } }, reconfigured.compactMap { $0.base as? String })
    }
  }

  // MARK: - What UIKit asks

  override func reloadData() {
    reloadCount += 1
    recycle(cells.flatMap { $0 })
    shown = currentTable()
    checkCounts("reloadData")
    cells = shown.sections.indices.map { section in
      shown.sections[section].rows.indices.map { row in makeCell(section, row) }
    }
    footers = [:]
    for section in shown.sections.indices { askFooter(section) }
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    pending = BatchUpdate()
    updates?()
    let batch = pending ?? BatchUpdate()
    pending = nil
    commit(batch)
    completion?(true)
  }

  override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.deleteSections += sections }
  }
  override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.insertSections += sections }
  }
  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.deleteRows += indexPaths.map(Self.position) }
  }
  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.insertRows += indexPaths.map(Self.position) }
  }
  override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.reloadRows += indexPaths.map(Self.position) }
  }
  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveRows.append(RowMove(from: Self.position(indexPath), to: Self.position(newIndexPath))) }
  }
  override func reloadSectionIndexTitles() { indexTitleReloads += 1 }

  override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let reconfiguring {
      self.reconfiguring = nil
      return reconfiguring
    }
    if !makesFreshCells, let cell = reusePool[identifier]?.popLast() { return cell }
    return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }

  override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    let at = Self.position(indexPath)
    return cells.indices.contains(at.section) && cells[at.section].indices.contains(at.row)
      ? cells[at.section][at.row] : nil
  }

  override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footers[section] }

  // MARK: - What the user does

  /// A tap, as UIKit delivers it: only when the delegate lets the row be selected.
  func tap(_ indexPath: IndexPath) {
    guard let delegate, delegate.tableView(self, willSelectRowAt: indexPath) != nil else { return }
    delegate.tableView(self, didSelectRowAt: indexPath)
  }

  /// A swipe to delete; false when the data source does not allow it.
  @discardableResult func swipeToDelete(_ indexPath: IndexPath) -> Bool {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// A drag, as UIKit does it: where the delegate lets the row go, the row moved on screen, then
  /// the data source told. Returns where it went, nil when the row cannot move.
  @discardableResult func drag(_ from: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: from) else { return nil }
    let to = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed) ?? proposed
    let (source, target) = (Self.position(from), Self.position(to))
    let id = shown.sections[source.section].rows.remove(at: source.row)
    shown.sections[target.section].rows.insert(id, at: target.row)
    let cell = cells[source.section].remove(at: source.row)
    cells[target.section].insert(cell, at: target.row)
    dataSource.tableView(self, moveRowAt: from, to: to)
    return to
  }

  // MARK: - Checks

  /// The rows whose cell does not show what a freshly configured cell for the row shows.
  func staleRows(_ dataSource: any UITableViewDataSource) -> [String] {
    makesFreshCells = true
    defer { makesFreshCells = false }
    var stale: [String] = []
    for (section, rows) in cells.enumerated() {
      for (row, cell) in rows.enumerated() {
        let fresh = dataSource.tableView(self, cellForRowAt: RowPosition(section: section, row: row).indexPath)
        let (kept, wanted) = (CellRecord(cell), CellRecord(fresh))
        if kept != wanted { stale.append("\(shown.sections[section].rows[row]): \(kept) ≠ \(wanted)") }
      }
    }
    for (section, footer) in footers {
      guard let fresh = delegate?.tableView(self, viewForFooterInSection: section) as? UITableViewHeaderFooterView
      else { continue }
      if FooterRecord(footer) != FooterRecord(fresh) { stale.append("footer \(section)") }
    }
    return stale
  }

  /// The cell of row `id`, by the table this view shows.
  func cell(_ id: String) -> UITableViewCell? {
    for (index, section) in shown.sections.enumerated() {
      if let row = section.rows.firstIndex(of: id) { return cells[index][row] }
    }
    return nil
  }

  /// Where this view shows row `id`.
  func indexPath(_ id: String) -> IndexPath? {
    for (index, section) in shown.sections.enumerated() {
      if let row = section.rows.firstIndex(of: id) { return RowPosition(section: index, row: row).indexPath }
    }
    return nil
  }

  // MARK: - Playing updates

  private func record(_ change: (inout BatchUpdate) -> Void) {
    if var batch = pending {
      change(&batch)
      pending = batch
    } else {
      var batch = BatchUpdate()
      change(&batch)
      commit(batch)
    }
  }

  private func commit(_ batch: BatchUpdate) {
    batches.append(batch)
    let (before, after) = (shown, currentTable())
    do {
      try BatchUpdateChecker.validate(before: before, update: batch, after: after)
    } catch {
      failures.append("batch \(batches.count): \(error)")
    }
    shown = after
    checkCounts("batch \(batches.count)")
    // Rows kept: not deleted, not reloaded, not in a deleted section. They keep their cells.
    let dropped = Set(batch.deleteRows + batch.reloadRows)
    var kept: [String: UITableViewCell] = [:]
    var gone: [UITableViewCell] = []
    for (section, rows) in cells.enumerated() {
      for (row, cell) in rows.enumerated() {
        if batch.deleteSections.contains(section) || dropped.contains(RowPosition(section: section, row: row)) {
          gone.append(cell)
        } else {
          kept[before.sections[section].rows[row]] = cell
        }
      }
    }
    recycle(gone)
    cells = after.sections.indices.map { section in
      after.sections[section].rows.indices.map { row in
        kept[after.sections[section].rows[row]] ?? makeCell(section, row)
      }
    }
    // Footers follow their sections; inserted sections are asked for theirs.
    let survivorsBefore = before.sections.indices.filter { !batch.deleteSections.contains($0) }
    let survivorsAfter = after.sections.indices.filter { !batch.insertSections.contains($0) }
    var moved: [Int: UITableViewHeaderFooterView] = [:]
    for (old, new) in zip(survivorsBefore, survivorsAfter) { moved[new] = footers[old] }
    footers = moved
    for section in batch.insertSections { askFooter(section) }
  }

  private func playDiffable(_ items: [[String]], _ reconfigured: [String]) {
    let after = currentTable()
    if after.sections.map(\.rows) != items { failures.append("the snapshot applied is not the engine's table") }
    var kept: [String: UITableViewCell] = [:]
    for (section, rows) in cells.enumerated() {
      for (row, cell) in rows.enumerated() { kept[shown.sections[section].rows[row]] = cell }
    }
    shown = after
    checkCounts("apply")
    cells = after.sections.indices.map { section in
      after.sections[section].rows.indices.map { row in
        kept.removeValue(forKey: after.sections[section].rows[row]) ?? makeCell(section, row)
      }
    }
    recycle(Array(kept.values))
    for id in reconfigured {
      reconfiguredByDiffable.append(id)
      guard let indexPath = indexPath(id), let existing = cellForRow(at: indexPath), let dataSource else { continue }
      reconfiguring = existing
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      if cell !== existing { failures.append("reconfiguring \(id) gave another cell") }
      reconfiguring = nil
    }
    footers = [:]
    for section in shown.sections.indices { askFooter(section) }
  }

  private func makeCell(_ section: Int, _ row: Int) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return dataSource.tableView(self, cellForRowAt: RowPosition(section: section, row: row).indexPath)
  }

  private func askFooter(_ section: Int) {
    footers[section] = delegate?.tableView(self, viewForFooterInSection: section) as? UITableViewHeaderFooterView
  }

  private func recycle(_ gone: [UITableViewCell]) {
    for cell in gone { reusePool[cell.reuseIdentifier ?? "", default: []].append(cell) }
  }

  /// UIKit's own check: the data source's counts are the table's.
  private func checkCounts(_ when: String) {
    guard let dataSource else { return }
    let counts = (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
    if counts != shown.sections.map(\.rows.count) {
      failures.append("\(when): the data source counts \(counts), the table \(shown.sections.map(\.rows.count))")
    }
  }

  private static func position(_ indexPath: IndexPath) -> RowPosition {
    RowPosition(section: indexPath[0], row: indexPath[1])
  }
}
