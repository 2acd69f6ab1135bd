import FormCompiler
import FormRuntime
import Foundation
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
    #expect(engine.reconfiguredRowIDs(of: update) == ["later"])
    #expect(engine.content(ofRow: "later")?.value == .bool(true))
    #expect(engine.content(ofRow: "later")?.control == .switch)
  }

  @Test func expandingARowReconfiguresItsAccessory() throws {
    var engine = try FormEngine(form: ExampleForms.compile("fruit"))
    #expect(engine.content(ofRow: "melon")?.accessory == .collapsed)
    #expect(engine.content(ofRow: "citrus")?.accessory == .expanded)
    let update = try engine.send(.tap("melon"))
    #expect(Set(engine.reconfiguredRowIDs(of: update)) == ["melon", "citrus"])
    #expect(engine.content(ofRow: "melon")?.accessory == .expanded)
    #expect(engine.content(ofRow: "citrus")?.accessory == .collapsed)
  }
}

/// Values as text: the core's ISO formatter, and FormRuntime's localized one.
@Suite struct ValueTextFormatterTests {
  static let spec = """
    form: Amounts
    sections:
      - id: main
        rows:
          - {id: tip, kind: decimal, precision: 2, default: 38.5}
          - {id: count, kind: number, default: 12345}
          - {id: day, kind: date, default: 2026-11-29}
          - {id: fruit, kind: choice, options: [lime, {value: lemon, title: Lemon}], default: lemon}
          - {id: extras, kind: multichoice, options: [a, b, c], default: [c, a]}
    """

  @Test func theISOFormatterWritesValuesAsStoredAtTheirPrecision() throws {
    let engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    #expect(engine.content(ofRow: "tip")?.valueText == "38.50")
    #expect(engine.content(ofRow: "count")?.valueText == "12345")
    #expect(engine.content(ofRow: "day")?.valueText == "2026-11-29")
    #expect(engine.content(ofRow: "fruit")?.valueText == "Lemon")
    #expect(engine.content(ofRow: "extras")?.valueText == "a, c")
  }

  @Test func theLocalizedFormatterUsesTheLocale() throws {
    let engine = try FormEngine(form: ExampleForms.compile(text: Self.spec))
    let german = ValueTextFormatter.localized(locale: Locale(identifier: "de_DE"))
    #expect(engine.content(ofRow: "tip", formatter: german)?.valueText == "38,50")
    #expect(engine.content(ofRow: "count", formatter: german)?.valueText == "12.345")
    let day = try #require(engine.content(ofRow: "day", formatter: german)?.valueText)
    #expect(day.contains("29") && day.contains("2026") && !day.contains("-"))
  }
}
