import FormRuntime

@available(iOS 17.0, macOS 14.0, *)
extension FormModel {
  /// Applies `update`, which the engine just returned, to `sections`, the sections shown before
  /// it, as a table applies a batch update: deletions and move sources come out in the old
  /// coordinates, last first; insertions and move destinations go in, in ascending new
  /// coordinates; then the rows the update reconfigures, and `alsoReading`, are read again by
  /// id, and the select sections whose error changed.
  /// - Complexity: O(k log k) to order k changes, O(s + r) to move s sections and the r rows of
  ///   the sections changed, plus a content read per row inserted or read again.
  static func apply(
    _ update: FormUpdate, to sections: inout [FormSectionModel], engine: FormEngine, formatter: ValueTextFormatter,
    alsoReading extra: [String] = []
  ) {
    guard !update.isEmpty || !extra.isEmpty else { return }
    var consistent = true
    // A moved row keeps its content (a row whose content changed is deleted and inserted).
    var arrivals: [(position: RowPosition, carried: RowContent?)] = update.movedRows.map {
      ($0.to, sections[$0.from.section].rows[$0.from.row])
    }
    let departures = (Array(update.deletedRowPositions) + update.movedRows.map(\.from)).sorted(by: >)
    for position in departures { sections[position.section].rows.remove(at: position.row) }
    for index in update.deletedSectionIndexes.reversed() { sections.remove(at: index) }
    for index in update.insertedSectionIndexes {
      guard let section = section(at: index, of: engine, formatter: formatter) else {
        consistent = false
        break
      }
      sections.insert(section, at: index)
    }
    arrivals += update.insertedRowPositions.map { ($0, nil) }
    arrivals.sort { $0.position < $1.position }
    for (position, carried) in arrivals where consistent {
      guard let row = carried ?? engine.content(at: position, formatter: formatter) else {
        consistent = false
        break
      }
      sections[position.section].rows.insert(row, at: position.row)
    }
    for id in engine.reconfiguredRowIDs(of: update) + extra where consistent {
      guard let position = engine.position(ofRow: id) else { continue }
      guard let row = engine.content(at: position, formatter: formatter) else {
        consistent = false
        break
      }
      sections[position.section].rows[position.row] = row
    }
    for index in update.sectionErrorsChanged where consistent {
      guard let content = engine.sectionContent(at: index) else {
        consistent = false
        break
      }
      sections[index].content = content
    }
    // The engine's updates describe its tables exactly; should one ever not, the sections are
    // read again rather than shown wrong.
    if !consistent { sections = Self.sections(of: engine, formatter: formatter) }
  }

  /// Every shown section of `engine`, read from scratch.
  static func sections(of engine: FormEngine, formatter: ValueTextFormatter) -> [FormSectionModel] {
    (0..<engine.numberOfSections).compactMap { section(at: $0, of: engine, formatter: formatter) }
  }

  /// The section shown at `index`, with its rows.
  static func section(at index: Int, of engine: FormEngine, formatter: ValueTextFormatter) -> FormSectionModel? {
    guard let content = engine.sectionContent(at: index) else { return nil }
    let rows = (0..<engine.numberOfRows(inSection: index)).compactMap {
      engine.content(at: RowPosition(section: index, row: $0), formatter: formatter)
    }
    return FormSectionModel(content: content, rows: rows)
  }
}
