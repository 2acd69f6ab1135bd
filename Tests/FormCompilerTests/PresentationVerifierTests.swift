import FormDiagnostics
import FormRuntime
import Foundation
import Testing

@testable import FormCompiler

/// `formc verify` checks label details (issue 23): the engine's detail is the one worked out from the state, and a
/// label whose detail changed is reloaded. The check is shown to catch an update that leaves such a label out.
@Suite struct PresentationVerifierTests {
  static let spec = """
    form: Booking
    state:
      venue: {type: string, values: [Hall, Garden], default: Hall}
    sections:
      - id: main
        rows:
          - {id: seats, kind: number, min: 0, max: 3, default: 1}
          - {id: party, detail: "{{seats}} seats at {{venue}}"}
          - {id: big, detail: "Large: {{seats}}", visible: "seats >= 2"}
    """

  static func compiled() throws -> CompilationResult {
    let result = FormCompiler.compile(SourceText(path: "booking.form.yaml", text: spec))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return result
  }

  @Test func aFormWithDetailsVerifies() throws {
    let result = try Self.compiled()
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(!report.wasCut && report.transitionsChecked > 0)
  }

  @Test func anUpdateWithoutTheLabelsReloadIsCaught() throws {
    let form = try #require(try Self.compiled().form)
    let check = try #require(PresentationUpdateCheck(form: form))
    var engine = try FormEngine(form: form)
    let before = engine.table, stateBefore = engine.state
    let update = try engine.send(.set("seats", .int(3)))
    #expect(
      check.problem(update: update, before: before, stateBefore: stateBefore, engine: engine, after: engine.table)
        == nil)
    // The same update without its reloads: `party` (0, 1) showed "1 seats at Hall" and now shows "3 seats at Hall".
    let withoutReloads = FormUpdate(
      deletedSectionIndexes: update.deletedSectionIndexes, insertedSectionIndexes: update.insertedSectionIndexes,
      deletedRowPositions: update.deletedRowPositions, insertedRowPositions: update.insertedRowPositions)
    #expect(
      check.problem(
        update: withoutReloads, before: before, stateBefore: stateBefore, engine: engine, after: engine.table)
        == "row 'party' is not reloaded, but its detail changed")
    // A form without details has nothing to check.
    let plain = FormCompiler.compile(
      SourceText(
        path: "plain.form.yaml", text: "form: Plain\nsections:\n  - id: main\n    rows: [{id: name, kind: text}]\n"))
    #expect(PresentationUpdateCheck(form: try #require(plain.form)) == nil)
  }
}
