import FormDiagnostics
import Testing

/// The clang-style printed form: the header ends with the kind's id in brackets; notes do not.
@Suite struct DiagnosticFormatterTests {
  let source = SourceText(path: "Forms/event.form.yaml", text: "form: Event\nsections:\n  visible: \"!alDay\"\n")

  @Test func theHeaderEndsWithTheIDAndNotesDoNot() {
    let location = source.location(line: 3, column: 15)
    let diagnostic = Diagnostic(
      kind: .unknownName, message: "unknown name 'alDay' in condition; did you mean 'allDay'?", at: location,
      notes: [DiagnosticNote("declared here", at: source.location(line: 1, column: 1))],
      fixIts: [FixIt(location: location, length: 5, replacement: "allDay")])
    let printed = DiagnosticFormatter().format(diagnostic, sources: [source.path: source])
    #expect(
      printed == """
        Forms/event.form.yaml:3:15: error: unknown name 'alDay' in condition; did you mean 'allDay'? [unknown-name]
          visible: "!alDay"
                      ^~~~~
                      allDay
        Forms/event.form.yaml:1:1: note: declared here
        form: Event
        ^

        """)
    #expect(
      diagnostic.description
        == "Forms/event.form.yaml:3:15: error: unknown name 'alDay' in condition; did you mean 'allDay'? [unknown-name]"
    )
  }

  @Test func theSeverityIsTheKindsUnlessGiven() {
    let location = source.location(line: 1, column: 1)
    #expect(Diagnostic(kind: .rowNeverShown, message: "m", at: location).severity == .warning)
    #expect(Diagnostic(kind: .unknownName, message: "m", at: location).severity == .error)
    #expect(Diagnostic(kind: .unknownName, severity: .warning, message: "m", at: location).severity == .warning)
    var collector = DiagnosticCollector()
    collector.error(.unknownName, "m", at: location)
    collector.warning(.constantCondition, "m", at: location)
    #expect(collector.diagnostics.map(\.id) == ["unknown-name", "constant-condition"])
    #expect(collector.errorCount == 1 && collector.warningCount == 1)
  }

  @Test func colourKeepsTheIDInTheBoldMessage() {
    let diagnostic = Diagnostic(kind: .emptyRows, message: "'rows' is empty", at: source.location(line: 2, column: 1))
    let printed = DiagnosticFormatter(useColor: true).format(diagnostic)
    #expect(printed.contains("\u{1B}[1m'rows' is empty [empty-rows]\u{1B}[0m"))
  }
}
