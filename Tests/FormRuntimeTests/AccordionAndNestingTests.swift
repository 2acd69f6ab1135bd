import FormRuntime
import Testing

/// Nested expandable rows, accordions with nesting, and rows hidden inside hidden sections:
/// the cases hand-written row maps get wrong.
@Suite struct AccordionAndNestingTests {
  static let spec = """
    form: Nested
    state:
      flag: {type: bool, default: true}
    sections:
      - id: top
        accordion: true
        rows:
          - id: a
            expands:
              - id: a1
                expands:
                  - id: a1x
                    kind: toggle
                  - id: a1y
                    visible: "a1x"
              - id: a2
          - id: b
            expands:
              - id: b1
                kind: number
                min: 0
                max: 5
          - id: c
            visible: "b1 >= 3 || a1.expanded"
      - id: hidden
        visible: "flag"
        rows:
          - id: h
            kind: toggle
          - id: h2
            visible: "h"
    """

  @Test func nestedExpansionRevealsOnlyOpenLevels() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    #expect(engine.table.sections.map(\.rows) == [["a", "b"], ["h"]])
    _ = try engine.send(.tap("a"))
    #expect(engine.table.sections[0].rows == ["a", "a1", "a2", "b"])
    let open = try engine.send(.tap("a1"))
    #expect(engine.table.sections[0].rows == ["a", "a1", "a1x", "a2", "b", "c"])
    #expect(open.insertedRowPositions == [RowPosition(section: 0, row: 2), RowPosition(section: 0, row: 5)])
    // Collapsing the outer row hides the whole open subtree and 'c' (which reads a1.expanded,
    // still true: a1 keeps its flag while hidden).
    let close = try engine.send(.tap("a"))
    #expect(engine.table.sections[0].rows == ["a", "b", "c"])
    #expect(close.deletedRowPositions.map(\.row) == [1, 2, 3])
    #expect(engine.row("a1")?.isExpanded == true)
  }

  @Test func accordionKeepsAncestorsOpen() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try engine.send(.tap("a"))
    _ = try engine.send(.tap("a1"))  // a1's ancestor 'a' stays expanded
    #expect(engine.row("a")?.isExpanded == true)
    _ = try engine.send(.tap("b"))  // opens b, closes a and a1
    #expect(engine.row("a")?.isExpanded == false)
    #expect(engine.row("a1")?.isExpanded == false)
    #expect(engine.table.sections[0].rows == ["a", "b", "b1"])
  }

  @Test func changesInsideAHiddenSectionListNoRows() throws {
    var engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    _ = try engine.send(.set("flag", .bool(false)))
    let update = try engine.send(.set("h", .bool(true)))
    #expect(update.isEmpty)
    let show = try engine.send(.set("flag", .bool(true)))
    #expect(show.insertedSectionIndexes == [1])
    #expect(engine.table.sections[1].rows == ["h", "h2"])
  }

  @Test func exhaustiveShortSequencesStayConsistent() throws {
    let form = try ExampleForms.compile(text: Self.spec)
    let events: [FormEvent] =
      ["a", "a1", "b", "c", "h"].map { FormEvent.tap($0) } + [
        .set("flag", .bool(false)), .set("flag", .bool(true)), .set("b1", .int(3)), .set("b1", .int(0)),
        .set("a1x", .bool(true)), .collapse("a"), .expand("a1"),
      ]
    // Every sequence of three events from the list, from the initial state.
    for first in events {
      for second in events {
        for third in events {
          var engine = try FormEngine(form: form)
          for event in [first, second, third] {
            let before = engine.table
            guard let update = try? engine.send(event) else { continue }
            #expect(throws: Never.self, "\([first, second, third])") {
              try BatchUpdateChecker.validate(before: before, update: BatchUpdate(update), after: engine.table)
            }
            #expect(engine.table == FormTable(form: form, state: engine.state))
          }
        }
      }
    }
  }
}
