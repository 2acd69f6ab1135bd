import FormDiagnostics
import FormRuntime
import Testing

@testable import FormCompiler

/// Dates in conditions (issue 23): a date row compares with another date, a literal date and null, as instants;
/// anything else is refused with a position; lowering works literal instants out once.
@Suite struct DateConditionTests {
  static func spec(_ rows: String) -> String {
    """
    form: Trip
    sections:
      - id: main
        rows:
          - {id: start, kind: date}
          - {id: end, kind: date}
          - {id: nights, kind: number}
          - {id: note, kind: text}
    \(rows)
    """
  }

  @Test func whatDatesCompareWith() {
    assertDiagnostics(
      Self.spec(
        """
              - {id: a, visible: "end < start && end >= '2026-11-29' && start != null && '2026-12-01T09:30:00+01:00' > end"}
              - {id: b, visible: "end < 1️⃣nights"}
              - {id: c, visible: "end == '2️⃣29/11/2026'"}
              - {id: d, visible: "end < 3️⃣null"}
              - {id: e, visible: "4️⃣end.count > 1"}
              - {id: f, visible: "5️⃣end in ['2026-11-29']"}
              - {id: g, visible: "6️⃣note == end"}
              - {id: h, visible: "7️⃣end"}
        """),
      [
        DiagnosticSpec(
          id: "type-mismatch",
          message: "cannot compare a date with an integer; compare it with another date, a date such as '2026-11-29', "
            + "or null"),
        DiagnosticSpec(
          "2️⃣", id: "type-mismatch",
          message: "'29/11/2026' is not an ISO-8601 date; write a date such as '2026-11-29' or '2026-11-29T09:30:00Z'"),
        DiagnosticSpec("3️⃣", id: "type-mismatch", message: "'<' cannot compare a date with null; test '!= null' first"),
        DiagnosticSpec("4️⃣", id: "type-mismatch", message: "'.count' does not apply to date row 'end'"),
        DiagnosticSpec(
          "5️⃣", id: "type-mismatch",
          message: "'in' tests a choice, single selection, string or number, but this is a date"),
        DiagnosticSpec("6️⃣", id: "type-mismatch", message: "cannot compare a date with a string"),
        DiagnosticSpec("7️⃣", id: "condition-not-bool", message: "condition must be a boolean, but this is a date"),
      ])
  }

  /// Both sides of a date comparison become instants; a literal's is worked out by the compiler, a null stays null.
  @Test func loweringComparesInstants() throws {
    let form = try #require(
      compileClean(
        Self.spec(#"      - {id: a, visible: "end < start || end == '2026-11-29T01:00:00+01:00' || start != null"}"#)))
    let condition = try #require(form.conditions.first)
    let start = try #require(form.values.firstIndex { $0.name == "start" })
    let end = try #require(form.values.firstIndex { $0.name == "end" })
    #expect(
      condition.code == [
        .loadValue(end), .instant, .loadValue(start), .instant, .less,
        .loadValue(end), .instant, .constant(.int(1_795_910_400_000_000)), .equal, .or,
        .loadValue(start), .instant, .constant(.null), .notEqual, .or,
      ])
    var engine = try FormEngine(form: form)
    #expect(!engine.isShown("a"))
    _ = try engine.send(.set("end", .string("2026-11-29")))  // the same instant as the literal
    #expect(engine.isShown("a"))
    _ = try engine.send(.set("end", .string("2026-11-29T00:00:00.000001Z")))
    #expect(!engine.isShown("a"))
    _ = try engine.send(.set("start", .string("2026-11-30")))
    #expect(engine.isShown("a"))
  }

  /// A date row compared with others gets instants that order it every way, so verify sees both sides of the
  /// comparison; a literal's instant and its neighbours a microsecond away.
  @Test func verifyTriesEveryOrder() throws {
    let form = try #require(
      compileClean(Self.spec(#"      - {id: a, visible: "end < start && end != '2026-11-29T09:30:00Z'"}"#)))
    let candidates = DistinguishingValues.candidates(for: form)
    let end = try #require(form.values.firstIndex { $0.name == "end" })
    let nights = try #require(form.values.firstIndex { $0.name == "nights" })
    let values = Set(candidates[end])
    #expect(values.isSuperset(of: [.null, .string("2026-01-01"), .string("2026-01-02")]))
    #expect(
      values.isSuperset(of: [
        .string("2026-11-29T09:29:59.999999Z"), .string("2026-11-29T09:30:00Z"), .string("2026-11-29T09:30:00.000001Z"),
      ]))
    // A number read by no condition is not given the dates' instants.
    #expect(!candidates[nights].contains(.int(1_795_995_000_000_000)))
  }

  /// Literals at Int's extremes (next to which the verifier tries neighbours, and, in a condition reading dates,
  /// instants) verify without trapping.
  @Test func extremeLiteralsVerify() throws {
    let result = FormCompiler.compile(
      SourceText(
        path: "big.form.yaml",
        text: Self.spec(
          """
                - id: a
                  visible: "nights > 9223372036854775807 || note.count > 9223372036854775807 || nights < -9223372036854775808"
                - {id: c, visible: "end < start && nights > -9223372036854775808"}
                - {id: b, kind: text, maxLength: 9223372036854775807}
          """)))
    let form = try #require(result.form)
    let report = FormVerifier().verify(form, sourceMap: try #require(result.sourceMap))
    #expect(report.failures.isEmpty && !report.wasCut)
  }
}
