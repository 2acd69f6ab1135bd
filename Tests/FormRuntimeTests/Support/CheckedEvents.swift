import FormRuntime
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
}

extension RowPositions {
  /// The consecutive rows `rows` of `section`, as a list (the comparison is by position).
  static func rows(_ rows: Range<Int>, inSection section: Int) -> RowPositions {
    RowPositions(rows.map { RowPosition(section: section, row: $0) })
  }
}
