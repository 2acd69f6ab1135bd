import FormRuntime
import Testing

/// Expanding or collapsing a row that no condition reads, which the engine updates without its
/// general machinery: the rows it shows or hides are one run right after it. Every update here
/// is checked against the tables before and after, computed from scratch.
@Suite struct ExpansionAloneTests {
  static let spec = """
    form: Alone
    state:
      showNote: {type: bool, default: false}
    sections:
      - id: main
        rows:
          - id: first
          - id: date
            expands:
              - id: picker
              - id: note
                visible: showNote
              - id: more
                expanded: true
                expands:
                  - id: deep1
                  - id: deep2
          - id: last
      - id: extra
        visible: showNote
        rows:
          - id: extraRow
            expands:
              - id: extraChild
    """

  /// Sends `event`, checks the update against the tables before and after, and checks the
  /// engine's table against the one its state gives.
  private func send(_ event: FormEvent, to engine: inout FormEngine) throws -> FormUpdate {
    let before = engine.table
    let update = try engine.send(event)
    try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: engine.table)
    #expect(engine.table == FormTable(form: engine.form, state: engine.state, query: engine.searchQuery))
    return update
  }

  private func run(section: Int, rows: Range<Int>) -> RowPositions {
    RowPositions(rows.map { RowPosition(section: section, row: $0) })
  }

  @Test func expandingRevealsOpenDescendantsAsOneRunAndCollapsingHidesThem() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    let open = try send(.tap("date"), to: &engine)
    // `note` is hidden by its condition; `more` was left expanded, so its children come too.
    #expect(engine.table.sections[0].rows == ["first", "date", "picker", "more", "deep1", "deep2", "last"])
    #expect(open == FormUpdate(insertedRowPositions: run(section: 0, rows: 2..<6)))
    let close = try send(.tap("date"), to: &engine)
    #expect(engine.table.sections[0].rows == ["first", "date", "last"])
    #expect(close == FormUpdate(deletedRowPositions: run(section: 0, rows: 2..<6)))
    // The nested row keeps its flag while hidden.
    #expect(engine.row("more")?.isExpanded == true)
  }

  @Test func aNestedRowCollapsesOnlyItsOwnChildren() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try send(.tap("date"), to: &engine)
    _ = try send(.set("showNote", .bool(true)), to: &engine)
    let close = try send(.collapse("more"), to: &engine)
    #expect(close == FormUpdate(deletedRowPositions: run(section: 0, rows: 5..<7)))
    let open = try send(.expand("more"), to: &engine)
    #expect(open == FormUpdate(insertedRowPositions: run(section: 0, rows: 5..<7)))
  }

  @Test func aRowOutOfItsSectionOrInAHiddenSectionListsNothing() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    // `more` is under the collapsed `date`: its flag changes, nothing is shown or hidden.
    #expect(try send(.collapse("more"), to: &engine).isEmpty)
    #expect(try send(.expand("more"), to: &engine).isEmpty)
    // `extraRow` is in its section, but the section is hidden.
    #expect(try send(.expand("extraRow"), to: &engine).isEmpty)
    let shown = try send(.set("showNote", .bool(true)), to: &engine)
    #expect(shown.insertedSectionIndexes == [1])
    #expect(engine.table.sections[1].rows == ["extraRow", "extraChild"])
  }

  @Test func underASearchOnlyMatchingDescendantsAppear() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try send(.search("deep"), to: &engine)
    let open = try send(.tap("date"), to: &engine)
    #expect(engine.table.sections[0].rows == ["date", "more", "deep1", "deep2"])
    #expect(open == FormUpdate(insertedRowPositions: run(section: 0, rows: 1..<4)))
    _ = try send(.search(""), to: &engine)
    #expect(engine.table.sections[0].rows.count == 7)
  }

  /// A subtree too large to update row by row takes the general path, with the same result.
  @Test(arguments: [10, 63, 64, 200])
  func largeAndSmallSubtreesGiveTheSameRun(children: Int) throws {
    let rows = (0..<children).map { "          - id: c\($0)" }.joined(separator: "\n")
    let spec = """
      form: Wide
      sections:
        - id: s
          rows:
            - id: before
            - id: parent
              expands:
      \(rows)
            - id: after
      """
    var engine = try FormEngine(form: ExampleForms.compile(text: spec))
    let open = try send(.tap("parent"), to: &engine)
    #expect(open == FormUpdate(insertedRowPositions: run(section: 0, rows: 2..<(2 + children))))
    let close = try send(.tap("parent"), to: &engine)
    #expect(close == FormUpdate(deletedRowPositions: run(section: 0, rows: 2..<(2 + children))))
  }
}
