import Testing

/// Runs a spec and an event sequence through every property check (see ``PropertyChecker``),
/// in a child process so that an engine trapping on its own debug checks fails this test only.
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
  let verdict = await PropertyHarness.verdict(spec: spec, events: events, finalTable: finalTable)
  guard verdict.isFailure else { return }
  let at = verdict.eventIndex.map { " (event \($0 + 1))" } ?? ""
  Issue.record(Comment(rawValue: verdict.message + at), sourceLocation: sourceLocation)
}

/// Reproductions found by the property tests, and hand-written cases in the same format.
/// A failing property prints a test in exactly this shape; paste it here.
@Suite struct PropertyRegressionTests {
  /// Nested rows in an accordion: opening a row keeps its ancestors open and closes the other
  /// branches, including rows hidden under a collapsed parent; hidden rows keep their flags.
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
        collapse a1
        tap a
        set a2 "y"
        tap a1
        """#,
      finalTable: #"""
        top: a, a1, a1x, a2, b, c
        """#)
  }
}
