import FormRuntime
import Testing

@testable import FormRuntimeCore

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

  @Test func moveConflictsWithDeletesReloadsAndInserts() {
    let after = table([("s0", ["b", "c"]), ("s1", ["a", "d", "e"])])
    expectRule(
      .moveConflict, BatchUpdate(deleteRows: [at(0, 0)], moveRows: [.init(from: at(0, 0), to: at(1, 0))]),
      after: after, message: "attempt to perform a delete and a move from the same index path (0, 0)")
    expectRule(
      .moveConflict, BatchUpdate(reloadRows: [at(0, 0)], moveRows: [.init(from: at(0, 0), to: at(1, 0))]),
      after: after, message: "attempt to perform a delete and a move from the same index path (0, 0)")
    expectRule(
      .moveConflict,
      BatchUpdate(insertRows: [at(1, 0)], moveRows: [.init(from: at(0, 0), to: at(1, 0))]),
      after: table([("s0", ["b", "c"]), ("s1", ["a", "x", "d", "e"])]),
      message: "attempt to perform an insert and a move to the same index path (1, 0)")
  }

  @Test func movesBetweenSectionsAmongInsertedAndDeletedSections() throws {
    let before = table([("s0", ["a", "b", "c"]), ("s1", ["d", "e"]), ("s2", ["f"])])
    // s2 goes, "new" comes first; a moves from s0 (old 0) to s1 (new 2), between d and e.
    let after = table([("new", ["n"]), ("s0", ["b", "c"]), ("s1", ["d", "a", "e"])])
    let update = BatchUpdate(deleteSections: [2], insertSections: [0], moveRows: [.init(from: at(0, 0), to: at(2, 1))])
    try BatchUpdateChecker.validate(before: before, update: update, after: after)
    // Counts add up when b is moved instead, but the replay puts b where the table has a.
    var wrong = update
    wrong.moveRows = [.init(from: at(0, 1), to: at(2, 1))]
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdateChecker.validate(before: before, update: wrong, after: after)
    }
    do {
      try BatchUpdateChecker.validate(before: before, update: wrong, after: after)
    } catch {
      #expect(error.rule == .identity)
    }
  }

  @Test func aReloadAmongMovesLandsWhereUIKitPutsIt() throws {
    // b stays (its neighbours move around it) and is reloaded: after a leaves from before it,
    // it is row 0 of the new table.
    let before = table([("s0", ["a", "b", "c"])])
    let after = table([("s0", ["b", "c", "a"])])
    try BatchUpdateChecker.validate(
      before: before, update: BatchUpdate(reloadRows: [at(0, 1)], moveRows: [.init(from: at(0, 0), to: at(0, 2))]),
      after: after)
    let twoMoves = table([("s0", ["c", "b", "a"])])
    try BatchUpdateChecker.validate(
      before: before,
      update: BatchUpdate(
        reloadRows: [at(0, 1)], moveRows: [.init(from: at(0, 0), to: at(0, 2)), .init(from: at(0, 2), to: at(0, 0))]),
      after: twoMoves)
  }

  @Test func aGroupedListsSectionIsItsIdAndGroup() {
    let before = FormTable(sections: [.init(id: "heroes", group: .string("Avengers"), rows: ["heroes[t].name"])])
    let after = FormTable(sections: [.init(id: "heroes", group: .string("X-Men"), rows: ["heroes[t].name"])])
    do {
      try BatchUpdateChecker.validate(before: before, update: BatchUpdate(), after: after)
      Issue.record("accepted a section that changed its group")
    } catch {
      #expect(error.rule == .identity)
      #expect(
        error.message
          == "section 0 after the update is 'heroes' (\"X-Men\"), but the update keeps section 'heroes' (\"Avengers\") there"
      )
    }
    // Deleting one and inserting the other, with the row arriving with its section, is right.
    #expect(throws: Never.self) {
      try BatchUpdateChecker.validate(
        before: before, update: BatchUpdate(deleteSections: [0], insertSections: [0]), after: after)
    }
  }

  // MARK: The fewest-moves rule

  private func expectFewestMoves(
    before: FormTable, _ update: BatchUpdate, after: FormTable, holds: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // Every case is a valid update first: the rule is about valid updates that do too much.
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      try BatchUpdateChecker.validate(before: before, update: update, after: after)
    }
    do {
      try BatchUpdateChecker.validateFewestMoves(before: before, update: update, after: after)
      #expect(holds, "accepted an update with more moves than needed", sourceLocation: sourceLocation)
    } catch {
      #expect(!holds, "\(error)", sourceLocation: sourceLocation)
      #expect(error.rule == .fewestMoves, sourceLocation: sourceLocation)
    }
  }

  @Test func movingOneRowAboveFourOthersMovesThatOne() {
    let before = table([("s0", ["a", "b", "c", "d", "e"])])
    let after = table([("s0", ["e", "a", "b", "c", "d"])])
    expectFewestMoves(
      before: before, BatchUpdate(moveRows: [.init(from: at(0, 4), to: at(0, 0))]), after: after, holds: true)
    let fourMoves = (0..<4).map { RowMove(from: at(0, $0), to: at(0, $0 + 1)) }
    expectFewestMoves(before: before, BatchUpdate(moveRows: fourMoves), after: after, holds: false)
    // Deleting and inserting e is a relocation too (right when its content changed).
    expectFewestMoves(
      before: before, BatchUpdate(deleteRows: [at(0, 4)], insertRows: [at(0, 0)]), after: after, holds: true)
    // Moving every row, even to where it already is, is not.
    let all = (0..<5).map { RowMove(from: at(0, $0), to: at(0, ($0 + 1) % 5)) }
    expectFewestMoves(before: before, BatchUpdate(moveRows: all), after: after, holds: false)
  }

  @Test func aRowThatCouldStayMustStay() {
    let before = table([("s0", ["a", "b", "c"])])
    expectFewestMoves(
      before: before, BatchUpdate(deleteRows: [at(0, 1)], insertRows: [at(0, 1)]), after: before, holds: false)
    expectFewestMoves(
      before: before, BatchUpdate(moveRows: [.init(from: at(0, 1), to: at(0, 1))]), after: before, holds: false)
    expectFewestMoves(before: before, BatchUpdate(reloadRows: [at(0, 1)]), after: before, holds: true)
  }

  @Test func rowsChangingSectionsAreRelocatedWithoutDisturbingTheRest() {
    let before = FormTable(sections: [
      .init(id: "heroes", group: .string("Avengers"), rows: ["b", "s", "t"]),
      .init(id: "heroes", group: .string("X-Men"), rows: ["l"]),
    ])
    // s joins the X-Men, after l; the Avengers keep b and t in place.
    let after = FormTable(sections: [
      .init(id: "heroes", group: .string("Avengers"), rows: ["b", "t"]),
      .init(id: "heroes", group: .string("X-Men"), rows: ["l", "s"]),
    ])
    expectFewestMoves(
      before: before, BatchUpdate(moveRows: [.init(from: at(0, 1), to: at(1, 1))]), after: after, holds: true)
    expectFewestMoves(
      before: before,
      BatchUpdate(moveRows: [.init(from: at(0, 1), to: at(1, 1)), .init(from: at(0, 2), to: at(0, 1))]), after: after,
      holds: false)
    // A section deleted and inserted though shown in both keeps nothing in place.
    expectFewestMoves(
      before: before, BatchUpdate(deleteSections: [1], insertSections: [1], deleteRows: [at(0, 1)]),
      after: FormTable(sections: [after.sections[0], .init(id: "heroes", group: .string("X-Men"), rows: ["l"])]),
      holds: false)
  }

  @Test func longestIncreasingSubsequence() {
    #expect(BatchUpdateChecker.longestIncreasingSubsequenceLength([]) == 0)
    #expect(BatchUpdateChecker.longestIncreasingSubsequenceLength([3, 1, 2, 5, 4]) == 3)
    #expect(BatchUpdateChecker.longestIncreasingSubsequenceLength([5, 4, 3, 2, 1]) == 1)
    #expect(BatchUpdateChecker.longestIncreasingSubsequenceLength(Array(0..<100)) == 100)
  }
}
