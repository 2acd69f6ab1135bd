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

/// Long source lines (a minified compiled form is one line of kilobytes) are quoted as a window around the caret.
@Suite struct LongLineQuotingTests {
  /// The quoted line and the caret line of the first excerpt of `printed`.
  private func excerpt(_ printed: String) -> (line: String, caret: String) {
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (lines.count > 1 ? lines[1] : "", lines.count > 2 ? lines[2] : "")
  }

  @Test func aLongLineIsCutAroundTheCaretWhichStaysUnderTheOffendingText() {
    // 2 KB on one line, the problem near the middle; multi-byte letters and a tab before it.
    let before = "{\"title\": \"Café\tcrème\", " + String(repeating: "\"k\": 1, ", count: 120)
    let line = before + "\"oops\": 2, " + String(repeating: "\"k\": 1, ", count: 120) + "}"
    #expect(line.utf8.count > 1_900)
    let column = before.unicodeScalars.count + 2  // the o of oops
    let source = SourceText(path: "big.json", text: line + "\n")
    let diagnostic = Diagnostic(
      kind: .unknownKey, message: "unknown key 'oops'", at: source.location(line: 1, column: column))
    let (quoted, caret) = excerpt(DiagnosticFormatter().format(diagnostic, sources: [source.path: source]))
    #expect(quoted.unicodeScalars.count <= DiagnosticFormatter.maxQuotedColumns + 2)
    #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
    #expect(caret.filter { $0 != " " } == "^")
    // The caret's column in the printed line is the o of "oops".
    let caretOffset = caret.unicodeScalars.count - 1
    let underCaret = quoted.unicodeScalars.dropFirst(caretOffset).prefix(4)
    #expect(String(String.UnicodeScalarView(underCaret)) == "oops")
  }

  @Test func aCaretNearTheStartOfALongLineCutsOnlyTheEnd() {
    let line = "\t\"é\": " + String(repeating: "x", count: 500)
    let source = SourceText(path: "long.yaml", text: line)
    let diagnostic = Diagnostic(kind: .unknownKey, message: "m", at: source.location(line: 1, column: 3))
    let (quoted, caret) = excerpt(DiagnosticFormatter().format(diagnostic, sources: [source.path: source]))
    #expect(quoted.hasPrefix(" \"é\": xxx") && quoted.hasSuffix("…"))
    #expect(caret == "  ^")
  }

  @Test func aCaretAtTheEndOfALongLineCutsOnlyTheStart() {
    let line = String(repeating: "y", count: 500) + "é!"
    let source = SourceText(path: "long.yaml", text: line)
    let diagnostic = Diagnostic(kind: .unknownKey, message: "m", at: source.location(line: 1, column: 502))
    let (quoted, caret) = excerpt(DiagnosticFormatter().format(diagnostic, sources: [source.path: source]))
    #expect(quoted.hasPrefix("…") && quoted.hasSuffix("yé!"))
    let caretOffset = caret.unicodeScalars.count - 1
    #expect(quoted.unicodeScalars.dropFirst(caretOffset).first == "!")
  }

  @Test func aLineWithinTheBoundIsQuotedWhole() {
    let line = String(repeating: "z", count: DiagnosticFormatter.maxQuotedColumns)
    let source = SourceText(path: "short.yaml", text: line)
    let diagnostic = Diagnostic(kind: .unknownKey, message: "m", at: source.location(line: 1, column: 100))
    let (quoted, _) = excerpt(DiagnosticFormatter().format(diagnostic, sources: [source.path: source]))
    #expect(quoted == line)
  }
}
