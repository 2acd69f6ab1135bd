import FormDiagnostics
import FormRuntime
import Foundation
import TestTier
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

  /// Three of them in the fast tier (`formc verify` on every one is VerifyCommandTests').
  @Test(
    arguments: TestTier.sample(
      ["checkout", "contact", "event", "fruit", "heroes", "pizza", "preferences", "settings"], fast: 3))
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
    let result = FormCompiler.compile(
      SourceText(
        path: "test.form.yaml",
        text:
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
          """))
    // The checks decide from the spec that box's child can never be shown; verify does not say it again.
    #expect(
      result.diagnostics.map { "\($0.id) \($0.location.line):\($0.location.column)" } == ["children-never-shown 13:9"])
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let found = report.warnings.map { "\($0.id) \($0.location.line):\($0.location.column)" }
    #expect(
      found == [
        "idle-accordion 6:16", "row-never-shown 10:13", "constant-condition 11:18", "row-never-shown 14:17",
        "constant-condition 15:22", "section-never-shown 16:9", "constant-condition 17:14",
      ])
  }

  /// Children hidden whenever their parent is shown, where the spec alone does not decide it (a number without
  /// bounds): the exploration finds it.
  @Test func childrenHiddenInEveryReachableStateAreFoundByExploring() throws {
    let result = try compile(
      """
      form: Hidden
      sections:
        - id: main
          rows:
            - {id: count, kind: number}
            - id: more
              visible: "count > 2"
              expands:
                - {id: few, kind: text, visible: "count < 1"}
      """)
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let found = report.warnings.map { "\($0.id) \($0.location.line):\($0.location.column) \($0.message)" }
    #expect(
      found == [
        "children-never-shown 8:9 row 'more' expands, but none of its children can ever be shown",
        "row-never-shown 9:18 row 'few' can never be shown",
      ])
  }

  static let selfHidingSpec = """
    form: Taps
    sections:
      - id: main
        rows:
          - {id: expert, kind: toggle}
          - {id: showAdvanced, kind: toggle, visible: "not showAdvanced or expert"}
          - {id: simple, kind: toggle}
          - {id: hint, kind: toggle, visible: "not simple"}
          - id: more
            visible: "not (more.expanded and expert)"
            expands: [{id: details, kind: text}]
    """

  /// A tap that hides the row tapped only in some states (its condition reads other state too) is found by
  /// exploring, with the events that reach it; a row hidden by tapping another row is not reported.
  @Test func tapsThatHideTheirRowInSomeStatesAreFoundWithTheirEvents() throws {
    let result = try compile(Self.selfHidingSpec)
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty)
    let found = report.warnings.map { "\($0.id) \($0.location.line):\($0.location.column) \($0.message)" }
    #expect(
      found == [
        "tap-hides-row 6:51 tapping 'showAdvanced' hides it: its condition \"not showAdvanced or expert\" is false "
          + "after the tap",
        "tap-hides-row 10:18 tapping 'more' hides it: its condition \"not (more.expanded and expert)\" is false "
          + "after the tap",
      ])
    let notes = report.warnings.map { $0.notes.map(\.message) }
    #expect(notes.first == ["for example, from the initial state:\n    tap showAdvanced"])
    #expect(notes.last == ["for example, from the initial state:\n    tap expert\n    tap more"])
  }

  /// Found in a state reached before the bound cut the exploration: one state is enough to show it.
  @Test func aSelfHidingTapIsReportedEvenWhenTheBoundCuts() throws {
    let result = try compile(Self.selfHidingSpec)
    let report = FormVerifier(maxStates: 2).verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.wasCut)
    #expect(report.warnings.map(\.id) == ["tap-hides-row"])
  }

  /// What the checks report from the spec alone, verify does not repeat.
  @Test func verifyDoesNotRepeatTheChecksTraps() throws {
    let result = FormCompiler.compile(
      SourceText(
        path: "test.form.yaml",
        text: """
          form: Taps
          sections:
            - id: main
              rows:
                - {id: showAdvanced, kind: toggle, visible: "not showAdvanced"}
                - {id: proxy, kind: text, visible: showAdvanced}
          """))
    #expect(result.diagnostics.map(\.id) == ["tap-hides-row"])
    let report = FormVerifier().verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    #expect(report.warnings.isEmpty, "\(report.warnings)")
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

  @Test func listsAreExploredUpToTheirBound() throws {
    let result = FormCompiler.compile(fileAt: Self.examplePath("contact"))
    let form = try #require(result.form)
    let report = FormVerifier(maxItems: 1).verify(form, sourceMap: try #require(result.sourceMap))
    #expect(report.listBounds.map(\.list) == ["phones", "emails"])
    #expect(report.listBounds.map(\.items) == [1, 1])
    #expect(report.failures.isEmpty && !report.wasCut)
    let wider = FormVerifier(maxItems: 3).verify(form, sourceMap: try #require(result.sourceMap))
    #expect(wider.statesExplored > report.statesExplored)
  }

  /// A fault in any list event is found, with a shortest path: the verifier tries every kind.
  @Test(arguments: ["append", "insert", "remove", "move", "set", "tap"])
  func aFaultyListEventIsFound(kind: String) throws {
    let result = FormCompiler.compile(fileAt: Self.examplePath("contact"))
    var verifier = FormVerifier()
    verifier.step = { engine, event in
      let update = try engine.send(event)
      let faulty: Bool
      switch event {
      case .append: faulty = kind == "append"
      case .insert: faulty = kind == "insert"
      case .remove: faulty = kind == "remove"
      case .move: faulty = kind == "move"
      case .set(let name, _): faulty = kind == "set" && name.hasPrefix("phones[")
      case .tap(let name): faulty = kind == "tap" && name == "addPhone"
      default: faulty = false
      }
      // Drops the update's moves and inserts: the table after cannot be reached from the one before.
      return faulty ? FormUpdate(deletedRowPositions: update.deletedRowPositions) : update
    }
    let report = verifier.verify(try #require(result.form), sourceMap: try #require(result.sourceMap))
    let failure = try #require(report.failures.first, "no failure found for a faulty \(kind)")
    #expect(failure.events.count <= 2, "\(failure.events)")
  }

  static func examplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Forms/\(name).form.yaml").path
  }
}
