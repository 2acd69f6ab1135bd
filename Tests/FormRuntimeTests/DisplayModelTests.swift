import FormCompiler
import FormRuntime
import Testing

/// The display model (issue 57): what each row and section shows, the rows an update names for
/// reconfiguring, and snapshots.
@Suite struct DisplayModelTests {
  @Test func aToggleThatRevealsARowAboveItIsNamedAfterTheInsert() throws {
    var engine = try FormEngine(
      form: ExampleForms.compile(
        text: """
          form: Reveal
          sections:
            - id: when
              rows:
                - {id: early, visible: "later"}
                - {id: later, kind: toggle}
          """))
    let update = try engine.send(.tap("later"))
    #expect(Array(update.insertedRowPositions) == [RowPosition(section: 0, row: 0)])
    #expect(Array(update.reloadedRowPositions) == [RowPosition(section: 0, row: 0)])
    #expect(update.reconfiguredRowIDs == ["later"])
    #expect(engine.content(ofRow: "later")?.value == .bool(true))
    #expect(engine.content(ofRow: "later")?.control == .switch)
  }

  @Test func expandingARowReconfiguresItsAccessory() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    #expect(engine.content(ofRow: "melon")?.accessory == .collapsed)
    #expect(engine.content(ofRow: "citrus")?.accessory == .expanded)
    let update = try engine.send(.tap("melon"))
    #expect(Set(update.reconfiguredRowIDs) == ["melon", "citrus"])
    #expect(engine.content(ofRow: "melon")?.accessory == .expanded)
    #expect(engine.content(ofRow: "citrus")?.accessory == .collapsed)
  }
}
