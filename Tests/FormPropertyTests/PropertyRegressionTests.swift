import FormCompiler
import FormRuntime
import FormSimulation
import Testing

/// Runs a spec and an event sequence through every property check (see ``PropertyChecker``).
///
/// - Parameters:
///   - spec: the spec's YAML.
///   - events: one event a line in `formc simulate` syntax (`tap x`, `expand x`, `collapse x`,
///     `set x <JSON literal>`); blank lines and `#` comments are ignored.
///   - finalTable: when given, the table after the last event, one `section: row, row` line per
///     shown section (``FormRuntime/FormTable``'s description).
func checkPropertyRegression(
  spec: String, events: String, finalTable: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async {
  var parsed: [FormEvent] = []
  for (number, line) in events.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
  where !EventLineParser.isBlankOrComment(line) {
    do {
      parsed.append(try EventLineParser.parse(line))
    } catch {
      Issue.record(Comment(rawValue: "event line \(number + 1) '\(line)': \(error)"), sourceLocation: sourceLocation)
      return
    }
  }
  guard let failure = PropertyChecker.check(yaml: spec, events: parsed, expectedFinalTable: finalTable) else { return }
  let at = failure.eventIndex.map { " (event \($0 + 1))" } ?? ""
  Issue.record(Comment(rawValue: failure.description + at), sourceLocation: sourceLocation)
}

/// Reproductions found by the property tests, and hand-written cases in the same format.
/// A failing property prints a test in exactly this shape; paste it here.
@Suite struct PropertyRegressionTests {
  /// Nested rows in an accordion: opening a row keeps its ancestors open and closes every other
  /// expanded row of the section, hidden ones and its own descendants included (`expand a1` while
  /// `a` is closed closes `b`; `tap a` then closes `a1`, so the last `tap a1` opens it again).
  @Test func nestedAccordion() async {
    await checkPropertyRegression(
      spec: #"""
        form: NestedAccordion
        sections:
          - id: top
            accordion: true
            rows:
              - id: a
                expanded: true
                expands:
                  - id: a1
                    expanded: true
                    expands:
                      - id: a1x
                        kind: toggle
                  - id: a2
                    kind: picker
                    options: [x, y]
              - id: b
                expands:
                  - id: b1
                    kind: number
                    min: 0
                    max: 3
              - id: c
                visible: "a1x || b1 >= 2"
          - id: tail
            visible: "not a.expanded"
            rows:
              - id: t
                title: Shown while a is closed
        """#,
      events: #"""
        tap a1x
        tap b
        set b1 2
        set b1 4
        tap a1
        expand a1
        collapse b
        tap a
        set a2 "y"
        tap a1
        """#,
      finalTable: #"""
        top: a, a1, a1x, a2, b, c
        """#)
  }

  /// A date row holds an ISO-8601 date or null: `set` refuses other strings, impossible days
  /// and times included, and accepts a leap day in a leap year.
  @Test func dateRowsRefuseStringsThatAreNotDates() async {
    await checkPropertyRegression(
      spec: #"""
        form: Dates
        sections:
          - id: when
            rows:
              - id: starts
                kind: date
                default: 2026-11-29
              - id: early
                visible: "later"
              - id: later
                kind: toggle
        """#,
      events: #"""
        set starts "tomorrow"
        set starts "2026-02-29"
        set starts "2026-11-29T24:00"
        set starts ""
        set starts 20261129
        set starts "2024-02-29"
        set starts "2026-11-29T09:30:00Z"
        set starts null
        tap later
        """#,
      finalTable: #"""
        when: starts, early, later
        """#)
  }
}
