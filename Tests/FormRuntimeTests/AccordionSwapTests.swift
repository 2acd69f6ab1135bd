import FormRuntime
import Testing

/// Opening a row of an accordion section while one other row is open: the engine closes that
/// row and opens this one without its general machinery, as two runs, the rows under the
/// closing row at their old positions and the rows under the opening row at their new ones.
/// Every update here is checked against the tables before and after, computed from scratch.
@Suite struct AccordionSwapTests {
  static let spec = """
    form: Swap
    state:
      showH: {type: bool, default: true}
      showC1: {type: bool, default: false}
    sections:
      - id: top
        rows:
          - id: intro
      - id: acc
        accordion: true
        rows:
          - id: a
            expands:
              - id: a1
              - id: a2
          - id: b
            expands:
              - id: b1
                expanded: true
                expands:
                  - id: b1x
              - id: b2
          - id: c
            expands:
              - id: c1
                visible: showC1
              - id: c2
          - id: h
            visible: showH
            expands:
              - id: h1
          - id: p
            expands:
              - id: q
                expands:
                  - id: q1
          - id: watched
            expands:
              - id: w1
          - id: note
            visible: watched.expanded
    """

  private func engine() throws -> FormEngine {
    try FormEngine(form: ExampleForms.compile(text: Self.spec))
  }

  @Test func openingALaterRowClosesTheEarlierOne() throws {
    var engine = try engine()
    // `b1` starts expanded, hidden under `b`: opening `a` closes it (one row closing, out of
    // the section, so nothing to delete).
    #expect(try engine.sendChecked(.tap("a")) == FormUpdate(insertedRowPositions: .rows(1..<3, inSection: 1)))
    #expect(engine.row("b1")?.isExpanded == false)
    let swap = try engine.sendChecked(.tap("b"))
    // Before: a a1 a2 b …; after: a b b1 b2 …
    #expect(
      swap
        == FormUpdate(
          deletedRowPositions: .rows(1..<3, inSection: 1), insertedRowPositions: .rows(2..<4, inSection: 1)))
    #expect(Array(engine.table.sections[1].rows.prefix(5)) == ["a", "b", "b1", "b2", "c"])
    #expect(engine.row("a")?.isExpanded == false)
  }

  @Test func openingAnEarlierRowClosesTheLaterOne() throws {
    var engine = try engine()
    _ = try engine.sendChecked(.tap("c"))
    // Before: a b c c2 h …; after: a a1 a2 b c h …
    let swap = try engine.sendChecked(.tap("a"))
    #expect(
      swap
        == FormUpdate(
          deletedRowPositions: .rows(3..<4, inSection: 1), insertedRowPositions: .rows(1..<3, inSection: 1)))
    #expect(engine.row("c")?.isExpanded == false)
  }

  @Test func aClosingRowOutOfItsSectionListsNothing() throws {
    var engine = try engine()
    _ = try engine.sendChecked(.tap("h"))
    _ = try engine.sendChecked(.set("showH", .bool(false)))
    // `h` is still expanded but out of the section: only `a`'s rows appear.
    let swap = try engine.sendChecked(.tap("a"))
    #expect(swap == FormUpdate(insertedRowPositions: .rows(1..<3, inSection: 1)))
    #expect(engine.row("h")?.isExpanded == false)
    _ = try engine.sendChecked(.set("showH", .bool(true)))
    #expect(!engine.table.sections[1].rows.contains("h1"))
  }

  @Test func underASearchOnlyMatchingRowsMove() throws {
    var engine = try engine()
    _ = try engine.sendChecked(.tap("a"))
    _ = try engine.sendChecked(.search("2"))
    #expect(engine.table.sections[0].rows == ["a", "a2", "b", "c"])
    let swap = try engine.sendChecked(.tap("b"))
    #expect(engine.table.sections[0].rows == ["a", "b", "b2", "c"])
    #expect(
      swap
        == FormUpdate(
          deletedRowPositions: .rows(1..<2, inSection: 0), insertedRowPositions: .rows(2..<3, inSection: 0)))
  }

  /// Nested rows of an accordion: opening a child keeps its open ancestor; opening another
  /// top-level row closes both (the general path, two rows closing); reopening the parent closes
  /// the child it hides (the general path, a row inside the opening one).
  @Test func nestedRowsTakeTheGeneralPathWhenTheyMust() throws {
    var engine = try engine()
    _ = try engine.sendChecked(.tap("p"))
    // a b c h p q watched: `q1` comes after `q`.
    #expect(try engine.sendChecked(.tap("q")) == FormUpdate(insertedRowPositions: .rows(6..<7, inSection: 1)))
    _ = try engine.sendChecked(.tap("a"))
    #expect(engine.row("p")?.isExpanded == false && engine.row("q")?.isExpanded == false)
    _ = try engine.sendChecked(.tap("p"))
    _ = try engine.sendChecked(.tap("q"))
    _ = try engine.sendChecked(.tap("p"))
    #expect(engine.row("q")?.isExpanded == true)
    _ = try engine.sendChecked(.tap("p"))
    #expect(engine.row("q")?.isExpanded == false)
    #expect(!engine.table.sections[1].rows.contains("q1"))
  }

  /// A row whose flag a condition reads, and a row with a subtree too large to update row by
  /// row, take the general path: the update is the same two runs.
  @Test func rowsOffTheFastPathGiveTheSameRuns() throws {
    var engine = try engine()
    _ = try engine.sendChecked(.tap("a"))
    let watched = try engine.sendChecked(.tap("watched"))
    // Before: … p watched; after: … p watched w1 note (and a's two rows gone).
    #expect(watched.deletedRowPositions == .rows(1..<3, inSection: 1))
    #expect(watched.insertedRowPositions == .rows(6..<8, inSection: 1))

    let children = (0..<70).map { "              - id: w\($0)" }.joined(separator: "\n")
    let wide = """
      form: Wide
      sections:
        - id: s
          accordion: true
          rows:
            - id: small
              expands:
                - id: s1
            - id: wide
              expands:
      \(children)
      """
    var wideEngine = try FormEngine(form: ExampleForms.compile(text: wide))
    _ = try wideEngine.sendChecked(.tap("small"))
    let swap = try wideEngine.sendChecked(.tap("wide"))
    #expect(
      swap
        == FormUpdate(
          deletedRowPositions: .rows(1..<2, inSection: 0), insertedRowPositions: .rows(2..<72, inSection: 0)))
    let back = try wideEngine.sendChecked(.tap("small"))
    #expect(
      back
        == FormUpdate(
          deletedRowPositions: .rows(2..<72, inSection: 0), insertedRowPositions: .rows(1..<2, inSection: 0)))
  }

  /// In a hidden section, opening rows in turn changes their flags and lists nothing.
  @Test func aHiddenSectionListsNothing() throws {
    let spec = """
      form: Hidden
      state:
        on: {type: bool, default: false}
      sections:
        - id: s
          accordion: true
          visible: on
          rows:
            - id: x
              expands:
                - id: x1
            - id: y
              expands:
                - id: y1
      """
    var engine = try FormEngine(form: ExampleForms.compile(text: spec))
    for id in ["x", "y", "x", "y", "x"] { #expect(try engine.sendChecked(.expand(id)).isEmpty) }
    #expect(engine.row("x")?.isExpanded == true && engine.row("y")?.isExpanded == false)
    let shown = try engine.sendChecked(.set("on", .bool(true)))
    #expect(shown.insertedSectionIndexes == [0])
    #expect(engine.table.sections[0].rows == ["x", "x1", "y"])
  }
}
