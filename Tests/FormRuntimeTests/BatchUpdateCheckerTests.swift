import FormRuntime
import Testing

/// Hand-made updates, good and bad, for every rule of the checker.
@Suite struct BatchUpdateCheckerTests {
  private func table(_ sections: [(String, [String])]) -> FormTable {
    FormTable(sections: sections.map { FormTable.Section(id: $0.0, rows: $0.1) })
  }

  private func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(section: section, row: row) }

  private let before = FormTable(sections: [
    .init(id: "s0", rows: ["a", "b", "c"]),
    .init(id: "s1", rows: ["d", "e"]),
  ])

  private func expectRule(
    _ rule: BatchUpdateError.Rule, _ update: BatchUpdate, after: FormTable, message: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      try BatchUpdateChecker.validate(before: before, update: update, after: after)
      Issue.record("accepted an update that breaks \(rule)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.rule == rule, "\(error)", sourceLocation: sourceLocation)
      if let message { #expect(error.message == message, sourceLocation: sourceLocation) }
    }
  }

  @Test func acceptsAConsistentUpdate() throws {
    let after = table([("s0", ["a", "x", "c", "y"]), ("new", ["n"]), ("s1", ["e"])])
    let update = BatchUpdate(
      deleteRows: [at(0, 1), at(1, 0)], insertRows: [at(0, 1), at(0, 3)], reloadRows: [at(0, 2)])
    var withSection = update
    withSection.insertSections = [1]
    try BatchUpdateChecker.validate(before: before, update: withSection, after: after)
  }

  @Test func acceptsMoves() throws {
    let after = table([("s0", ["b", "c"]), ("s1", ["d", "a", "e"])])
    try BatchUpdateChecker.validate(
      before: before, update: BatchUpdate(moveRows: [.init(from: at(0, 0), to: at(1, 1))]), after: after)
  }

  @Test func rowDeletesInsideADeletedSectionAreIgnored() throws {
    let after = table([("s1", ["d", "e"])])
    try BatchUpdateChecker.validate(
      before: before, update: BatchUpdate(deleteSections: [0], deleteRows: [at(0, 2)]), after: after)
  }

  @Test func deleteAndReloadOfOneIndexPath() {
    expectRule(
      .deleteAndReload, BatchUpdate(deleteRows: [at(0, 1)], reloadRows: [at(0, 1)]),
      after: table([("s0", ["a", "c"]), ("s1", ["d", "e"])]),
      message: "attempt to delete and reload the same index path (0, 1)")
  }

  @Test func sectionsOutOfRange() {
    expectRule(
      .sectionOutOfRange, BatchUpdate(deleteSections: [2]), after: before,
      message: "attempt to delete section 2, but there are only 2 sections before the update")
    expectRule(.sectionOutOfRange, BatchUpdate(insertSections: [3]), after: before)
    expectRule(.sectionOutOfRange, BatchUpdate(deleteRows: [at(5, 0)]), after: before)
  }

  @Test func rowsOutOfRange() {
    expectRule(
      .rowOutOfRange, BatchUpdate(deleteRows: [at(1, 2)]), after: before,
      message: "attempt to delete row 2 from section 1, which only contains 2 rows before the update")
    expectRule(
      .rowOutOfRange, BatchUpdate(insertRows: [at(0, 4)]),
      after: table([("s0", ["a", "b", "c", "x"]), ("s1", ["d", "e"])]),
      message: "attempt to insert row 4 into section 0, which only contains 4 rows after the update")
    expectRule(.rowOutOfRange, BatchUpdate(reloadRows: [at(0, -1)]), after: before)
  }

  @Test func duplicates() {
    expectRule(.duplicate, BatchUpdate(deleteRows: [at(0, 1), at(0, 1)]), after: before)
    expectRule(.duplicate, BatchUpdate(deleteSections: [1, 1]), after: before)
  }

  @Test func movesOutOfDeletedOrIntoInsertedSections() {
    expectRule(
      .moveFromDeletedSection,
      BatchUpdate(deleteSections: [0], moveRows: [.init(from: at(0, 0), to: at(0, 0))]),
      after: table([("s1", ["a", "d", "e"])]))
    expectRule(
      .moveIntoInsertedSection,
      BatchUpdate(insertSections: [0], moveRows: [.init(from: at(0, 0), to: at(0, 0))]),
      after: table([("new", ["a"]), ("s0", ["b", "c"]), ("s1", ["d", "e"])]))
  }

  @Test func moveConflicts() {
    let after = table([("s0", ["c"]), ("s1", ["a", "b", "d", "e"])])
    expectRule(
      .moveConflict,
      BatchUpdate(moveRows: [.init(from: at(0, 0), to: at(1, 0)), .init(from: at(0, 0), to: at(1, 1))]), after: after,
      message: "attempt to move index path (0, 0) to more than one place")
    expectRule(
      .moveConflict,
      BatchUpdate(moveRows: [.init(from: at(0, 0), to: at(1, 0)), .init(from: at(0, 1), to: at(1, 0))]), after: after)
  }

  @Test func sectionCount() {
    expectRule(
      .sectionCount, BatchUpdate(), after: table([("s0", ["a", "b", "c"]), ("s1", ["d", "e"]), ("s2", ["f"])]),
      message: "invalid number of sections: 3 after the update, 2 before, 0 inserted, 0 deleted")
  }

  @Test func rowCount() {
    expectRule(
      .rowCount, BatchUpdate(), after: table([("s0", ["a", "b", "c"]), ("s1", ["d", "e", "f"])]),
      message: "invalid number of rows in section 1: 3 after the update, 2 before, 0 inserted, 0 deleted")
    // A reload is a delete plus an insert: it does not change the count.
    expectRule(
      .rowCount, BatchUpdate(reloadRows: [at(0, 0)]), after: table([("s0", ["a", "b"]), ("s1", ["d", "e"])]))
  }

  @Test func identityBeyondUIKit() {
    // Counts add up, but the wrong row was deleted: UIKit would animate the wrong cell.
    expectRule(
      .identity, BatchUpdate(deleteRows: [at(0, 0)]), after: table([("s0", ["a", "c"]), ("s1", ["d", "e"])]))
    // Sections in the wrong order.
    expectRule(.identity, BatchUpdate(), after: table([("s1", ["d", "e", "x"]), ("s0", ["a", "b"])]))
  }
}
