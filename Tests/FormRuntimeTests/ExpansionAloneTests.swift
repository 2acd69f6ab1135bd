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

  @Test func expandingRevealsOpenDescendantsAsOneRunAndCollapsingHidesThem() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    let open = try engine.sendChecked(.tap("date"))
    // `note` is hidden by its condition; `more` was left expanded, so its children come too.
    #expect(engine.table.sections[0].rows == ["first", "date", "picker", "more", "deep1", "deep2", "last"])
    #expect(open == FormUpdate(insertedRowPositions: .rows(2..<6, inSection: 0)))
    let close = try engine.sendChecked(.tap("date"))
    #expect(engine.table.sections[0].rows == ["first", "date", "last"])
    #expect(close == FormUpdate(deletedRowPositions: .rows(2..<6, inSection: 0)))
    // The nested row keeps its flag while hidden.
    #expect(engine.row("more")?.isExpanded == true)
  }

  @Test func aNestedRowCollapsesOnlyItsOwnChildren() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try engine.sendChecked(.tap("date"))
    _ = try engine.sendChecked(.set("showNote", .bool(true)))
    let close = try engine.sendChecked(.collapse("more"))
    #expect(close == FormUpdate(deletedRowPositions: .rows(5..<7, inSection: 0)))
    let open = try engine.sendChecked(.expand("more"))
    #expect(open == FormUpdate(insertedRowPositions: .rows(5..<7, inSection: 0)))
  }

  @Test func aRowOutOfItsSectionOrInAHiddenSectionListsNothing() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    // `more` is under the collapsed `date`: its flag changes, nothing is shown or hidden.
    #expect(try engine.sendChecked(.collapse("more")).isEmpty)
    #expect(try engine.sendChecked(.expand("more")).isEmpty)
    // `extraRow` is in its section, but the section is hidden.
    #expect(try engine.sendChecked(.expand("extraRow")).isEmpty)
    let shown = try engine.sendChecked(.set("showNote", .bool(true)))
    #expect(shown.insertedSectionIndexes == [1])
    #expect(engine.table.sections[1].rows == ["extraRow", "extraChild"])
  }

  @Test func underASearchOnlyMatchingDescendantsAppear() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try engine.sendChecked(.search("deep"))
    let open = try engine.sendChecked(.tap("date"))
    #expect(engine.table.sections[0].rows == ["date", "more", "deep1", "deep2"])
    #expect(open == FormUpdate(insertedRowPositions: .rows(1..<4, inSection: 0)))
    _ = try engine.sendChecked(.search(""))
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
    let open = try engine.sendChecked(.tap("parent"))
    #expect(open == FormUpdate(insertedRowPositions: .rows(2..<(2 + children), inSection: 0)))
    let close = try engine.sendChecked(.tap("parent"))
    #expect(close == FormUpdate(deletedRowPositions: .rows(2..<(2 + children), inSection: 0)))
  }

  /// In a form where a condition reads one row's flag, that row takes the general path (the row
  /// its flag shows comes with its children), and the rows whose flags nothing reads keep the
  /// path of their own; rows on both sides of a 64-row word of the engine's per-row bits.
  @Test(arguments: [0, 60, 130])
  func onlyTheRowWhoseFlagIsReadLeavesThePathOfItsOwn(filler: Int) throws {
    let fillerRows = (0..<filler).map { "      - id: f\($0)" }.joined(separator: "\n")
    let spec = """
      form: Plans
      sections:
        - id: s
          rows:
      \(fillerRows)
            - id: starts
              expands:
                - id: startsPicker
            - id: ends
              visible: starts.expanded
            - id: repeat
              expands:
                - id: repeatPicker
      """
    var engine = try FormEngine(form: ExampleForms.compile(text: spec))
    let opened = try engine.sendChecked(.tap("starts"))
    #expect(opened == FormUpdate(insertedRowPositions: .rows((filler + 1)..<(filler + 3), inSection: 0)))
    let other = try engine.sendChecked(.tap("repeat"))
    #expect(other == FormUpdate(insertedRowPositions: .rows((filler + 4)..<(filler + 5), inSection: 0)))
    let closed = try engine.sendChecked(.tap("starts"))
    #expect(closed == FormUpdate(deletedRowPositions: .rows((filler + 1)..<(filler + 3), inSection: 0)))
    #expect(engine.table.sections[0].rows.suffix(3) == ["starts", "repeat", "repeatPicker"])
  }
}
