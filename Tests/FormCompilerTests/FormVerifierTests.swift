import FormDiagnostics
import FormRuntime
import Foundation
import Testing

@testable import FormCompiler

/// `formc verify`'s exploration: complete on every example form, warnings where they belong,
/// and failures reported with the shortest event sequence.
@Suite struct FormVerifierTests {
  private func compile(_ text: String) throws -> CompilationResult {
    let result = FormCompiler.compile(SourceText(path: "test.form.yaml", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return result
  }

  @Test(arguments: ["checkout", "event", "fruit", "pizza", "preferences", "settings"])
  func exampleFormsVerifyCompletely(name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Forms/\(name).form.yaml").path
    let result = FormCompiler.compile(fileAt: path)
    let form = try #require(result.form)
    let report = FormVerifier().verify(form, sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty)
    #expect(!report.wasCut)
    #expect(report.warnings.isEmpty, "\(report.warnings)")
    #expect(report.statesExplored > 1 && report.transitionsChecked > report.statesExplored)
  }

  @Test func warningsPointAtTheSpec() throws {
    let result = try compile(
      """
      form: Warn
      state:
        plan: {type: string, values: [free, pro]}
      sections:
        - id: main
          accordion: true
          rows:
            - id: flag
              kind: toggle
            - id: ghost
              visible: "flag && !flag"
            - id: box
              expands:
                - id: child
                  visible: "plan == 'pro' && plan == 'free'"
        - id: never
          visible: "plan == 'pro' && plan == 'free'"
          rows:
            - id: n1
      """)
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let found = report.warnings.map { "\($0.id) \($0.location.line):\($0.location.column)" }
    #expect(
      found == [
        "idle-accordion 6:16", "row-never-shown 10:13", "constant-condition 11:18", "children-never-shown 13:9",
        "row-never-shown 14:17", "constant-condition 15:22", "section-never-shown 16:9", "constant-condition 17:14",
      ])
  }

  @Test func theStateBoundCutsAndSaysSo() throws {
    let result = FormCompiler.compile(fileAt: Self.examplePath("event"))
    let report = FormVerifier(maxStates: 5).verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.wasCut)
    #expect(report.warnings.isEmpty)  // incomplete explorations do not claim anything is unreachable
  }

  @Test func aFaultyEngineIsCaughtWithTheShortestPath() throws {
    let result = FormCompiler.compile(fileAt: Self.examplePath("fruit"))
    var verifier = FormVerifier()
    // An engine that forgets to delete rows when melon's picker closes.
    verifier.step = { engine, event in
      var update = try engine.send(event)
      if event == .collapse("melon") || (event == .tap("melon") && !engine.state.expanded[2]) {
        update = FormUpdate(insertedRowPositions: update.insertedRowPositions)
      }
      return update
    }
    let report = verifier.verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let failure = try #require(report.failures.first)
    // Shortest: open melon, then close it.
    #expect(failure.events.count == 2)
    #expect(failure.events.last == .collapse("melon") || failure.events.last == .tap("melon"))
    #expect(failure.message.contains("invalid number of rows in section 0"))
  }

  static let selectSpec = """
    form: Order
    sections:
      - id: toppings
        select: multiple
        rows:
          - {id: olives}
          - {id: ham}
          - {id: basil}
      - id: extras
        rows:
          - {id: noToppings, visible: "toppings.isEmpty"}
          - {id: surcharge, visible: "toppings.count >= 2"}
          - {id: noSauce, visible: "sauces.isEmpty"}
      - id: sauces
        select: multiple
        rows:
          - {id: garlic}
          - {id: chili}
      - id: payment
        select: single
        default: cash
        rows:
          - {id: cash}
          - {id: card}
      - id: cardDetails
        visible: "payment == 'card'"
        rows:
          - {id: number, kind: text}
    """

  @Test func selectionsAreExploredCompletely() throws {
    // No sauce is selected at first, so `sauces.isEmpty` is only ever false if a member is tried.
    let result = try compile(Self.selectSpec)
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty)
    #expect(!report.wasCut)
    #expect(report.warnings.isEmpty, "\(report.warnings)")
  }

  @Test func tapsOnChoicesAreExplored() throws {
    let result = try compile(Self.selectSpec)
    var verifier = FormVerifier()
    // An engine that inserts a row that is not there whenever a card is tapped.
    verifier.step = { engine, event in
      let update = try engine.send(event)
      return event == .tap("card") ? FormUpdate(insertedRowPositions: [RowPosition(section: 0, row: 0)]) : update
    }
    let report = verifier.verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let failure = try #require(report.failures.first)
    #expect(failure.events == [.tap("card")])
  }

  static func examplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Forms/\(name).form.yaml").path
  }
}
