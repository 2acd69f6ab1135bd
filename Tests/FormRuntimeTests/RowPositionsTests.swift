import FormRuntime
import Testing

@testable import FormRuntimeCore

/// `RowPositions`: a run of consecutive rows kept as three integers, anything else as a list, and
/// the same positions reading the same whichever way they are kept.
@Suite struct RowPositionsTests {
  private func positions(_ pairs: [(Int, Int)]) -> [RowPosition] {
    pairs.map { RowPosition(section: $0.0, row: $0.1) }
  }

  @Test func emptyListsAreEqualWhateverTheyWereMadeFrom() {
    let empty = RowPositions()
    #expect(empty.isEmpty && empty.count == 0)
    #expect(empty == [])
    #expect(empty == RowPositions(section: 3, rows: 5..<5))
    #expect(empty == RowPositions(list: []))
    #expect(Array(empty) == [])
    #expect(empty.hashValue == RowPositions(section: 7, rows: 2..<2).hashValue)
  }

  @Test func consecutiveRowsOfOneSectionStayARun() {
    var run = RowPositions()
    for row in 4..<9 { run.append(RowPosition(section: 2, row: row)) }
    #expect(run.count == 5)
    #expect(Array(run) == positions([(2, 4), (2, 5), (2, 6), (2, 7), (2, 8)]))
    #expect(run[0] == RowPosition(section: 2, row: 4) && run[4] == RowPosition(section: 2, row: 8))
    #expect(run == RowPositions(section: 2, rows: 4..<9))
    #expect(run != RowPositions(section: 2, rows: 4..<8))
    #expect(run != RowPositions(section: 1, rows: 4..<9))
    #expect(run != RowPositions(section: 2, rows: 5..<10))
  }

  @Test(arguments: [
    // A gap in the rows; a new section at the next row number; a new section from row 0.
    [(0, 1), (0, 2), (0, 4)], [(0, 1), (0, 2), (1, 3)], [(0, 5), (1, 0), (1, 1)], [(3, 0)], [(0, 0), (2, 0)],
  ])
  func aBrokenRunKeepsEveryPositionInOrder(pairs: [(Int, Int)]) {
    let expected = positions(pairs)
    var appended = RowPositions()
    for position in expected { appended.append(position) }
    #expect(Array(appended) == expected)
    #expect(appended.count == expected.count)
    for (index, position) in expected.enumerated() { #expect(appended[index] == position) }
    #expect(appended == RowPositions(expected))
    #expect(appended == RowPositions(list: expected))
  }

  @Test func aRunEqualsTheSameRowsKeptAsAList() {
    let run = RowPositions(section: 1, rows: 0..<3)
    let list = RowPositions(list: positions([(1, 0), (1, 1), (1, 2)]))
    #expect(run == list && list == run)
    #expect(run.hashValue == list.hashValue)
    #expect(Set([run, list]).count == 1)
    #expect(run != RowPositions(list: positions([(1, 0), (1, 1), (1, 3)])))
    #expect(run == [RowPosition(section: 1, row: 0), RowPosition(section: 1, row: 1), RowPosition(section: 1, row: 2)])
    #expect(run.description == Array(run).description)
  }

  @Test func anUpdateComparesByItsPositions() {
    let fromRun = FormUpdate(insertedRowPositions: RowPositions(section: 0, rows: 2..<4))
    let fromList = FormUpdate(insertedRowPositions: RowPositions(list: positions([(0, 2), (0, 3)])))
    #expect(fromRun == fromList)
    #expect(fromRun.insertRows == fromList.insertRows)
    #expect(fromRun.insertRows.map { [$0[0], $0[1]] } == [[0, 2], [0, 3]])
  }

  @Test func anEngineRevealingChildrenReturnsThemAsOneRun() throws {
    var engine = try FormEngine(form: ExampleForms.compile("settings"))
    let before = engine.table
    let update = try engine.send(.tap("pushDetails"))
    let shown = try #require(engine.indexPath(ofRow: "pushDetails"))
    #expect(!update.insertedRowPositions.isEmpty)
    // The children follow their parent, one after another, in its section.
    for (offset, position) in update.insertedRowPositions.enumerated() {
      #expect(position == RowPosition(section: shown[0], row: shown[1] + 1 + offset))
    }
    #expect(
      engine.table.sections[shown[0]].rows.count
        == before.sections[shown[0]].rows.count + update.insertedRowPositions.count)
  }
}
