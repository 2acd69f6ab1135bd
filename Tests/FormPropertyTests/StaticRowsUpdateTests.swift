import FormRuntime
import Testing

/// The static part the list property tests compare (``StaticRowsUpdate``): what it keeps of an
/// update, and that it tells a wrong static row from a right one while ignoring item rows.
@Suite struct StaticRowsUpdateTests {
  private func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(section: section, row: row) }

  /// `summary` hidden, the item `b` appended before the add row.
  let before = FormTable(sections: [
    .init(id: "top", rows: ["name", "summary"]), .init(id: "phones", rows: ["phones[a].number", "addPhone"]),
  ])
  let after = FormTable(sections: [
    .init(id: "top", rows: ["name"]),
    .init(id: "phones", rows: ["phones[a].number", "phones[b].number", "addPhone"]),
  ])

  func part(_ update: FormUpdate) -> StaticRowsUpdate { StaticRowsUpdate(update, before: before, after: after) }

  @Test func keepsOnlyStaticRowsByPositionAndID() {
    let right = part(FormUpdate(deletedRowPositions: [at(0, 1)], insertedRowPositions: [at(1, 1)]))
    #expect(right.deleted == [at(0, 1): "summary"])
    #expect(right.inserted.isEmpty && right.reloaded.isEmpty && right.moved.isEmpty)
    // An item row's reload is not the static part's business.
    #expect(
      part(
        FormUpdate(deletedRowPositions: [at(0, 1)], insertedRowPositions: [at(1, 1)], reloadedRowPositions: [at(1, 0)]))
        == right)
  }

  @Test func aWrongStaticRowIsADifferentPart() {
    let right = part(FormUpdate(deletedRowPositions: [at(0, 1)], insertedRowPositions: [at(1, 1)]))
    let wrong = [
      // The hidden row not deleted; the wrong one deleted; a static row reloaded or moved.
      FormUpdate(insertedRowPositions: [at(1, 1)]),
      FormUpdate(deletedRowPositions: [at(0, 0)], insertedRowPositions: [at(1, 1)]),
      FormUpdate(deletedRowPositions: [at(0, 1)], insertedRowPositions: [at(1, 1)], reloadedRowPositions: [at(0, 0)]),
      FormUpdate(
        deletedRowPositions: [at(0, 1)], insertedRowPositions: [at(1, 1)],
        movedRows: [RowMove(from: at(1, 1), to: at(1, 2))]),
      // A section deleted, or a position past the table.
      FormUpdate(deletedSectionIndexes: [0], insertedRowPositions: [at(1, 1)]),
      FormUpdate(deletedRowPositions: [at(0, 1), at(0, 5)], insertedRowPositions: [at(1, 1)]),
    ]
    for update in wrong { #expect(part(update) != right, "\(update)") }
  }
}
