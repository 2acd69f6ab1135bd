import FormCompiler
import FormRuntime
import FormSimulation
import Testing

/// How `formc simulate` prints updates and tables.
@Suite struct SimulationJSONTests {
  @Test func everyMemberIsPrintedAlsoWhenEmpty() {
    #expect(
      SimulationJSON.members(of: FormUpdate())
        == #""deleteSections": [], "insertSections": [], "deleteRows": [], "insertRows": [], "reloadRows": [], "moveRows": []"#
    )
  }

  @Test func movesArePairsOfOldAndNewPathsSortedByTheOld() {
    func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(section: section, row: row) }
    let update = FormUpdate(
      deletedSectionIndexes: [2], insertedSectionIndexes: [0],
      deletedRowPositions: RowPositions([at(1, 4)]), insertedRowPositions: RowPositions([at(1, 0)]),
      reloadedRowPositions: RowPositions([at(0, 3)]),
      movedRows: [RowMove(from: at(1, 2), to: at(1, 0)), RowMove(from: at(0, 1), to: at(3, 5))])
    #expect(
      SimulationJSON.members(of: update)
        == #""deleteSections": [2], "insertSections": [0], "deleteRows": [[1, 4]], "insertRows": [[1, 0]], "#
        + #""reloadRows": [[0, 3]], "moveRows": [[[0, 1], [3, 5]], [[1, 2], [1, 0]]]"#)
  }

  @Test func groupedSectionsSayTheirGroup() {
    let table = FormTable(sections: [
      FormTable.Section(id: "phones", rows: ["phones[w2].number", "addPhone"]),
      FormTable.Section(id: "heroes", group: .string("X-Men"), rows: ["heroes[logan].name"]),
      FormTable.Section(id: "heroes", group: .null, rows: ["heroes[7].name"]),
      FormTable.Section(id: "size", rows: ["small", "large"]),
    ])
    let printed = SimulationJSON.layout(table) { $0 == "size" ? ["large"] : nil }
    #expect(
      printed
        == #"[{"id": "phones", "rows": ["phones[w2].number", "addPhone"]}, "#
        + #"{"id": "heroes", "group": "X-Men", "rows": ["heroes[logan].name"]}, "#
        + #"{"id": "heroes", "group": null, "rows": ["heroes[7].name"]}, "#
        + #"{"id": "size", "rows": ["small", "large"], "selected": ["large"]}]"#)
  }
}
