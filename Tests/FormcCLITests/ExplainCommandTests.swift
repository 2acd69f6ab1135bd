import FormDiagnostics
import Testing

@testable import FormcCLI

/// `formc explain [ID]`.
@Suite struct ExplainCommandTests {
  @Test func anIDPrintsItsWholeEntry() {
    let result = formc("explain", "unknown-name")
    #expect(result.code == 0)
    #expect(result.err == "")
    let kind = DiagnosticKind.unknownName
    let messages = ([kind.message] + kind.otherMessages).map { "  \($0)\n" }.joined()
    #expect(result.out.hasPrefix("unknown-name (error)\n\nMESSAGE:\n\(messages)\n"))
    // The explanation, wrapped: the same words in the same order.
    let words = kind.explanation.split(separator: " ").joined(separator: " ")
    #expect(result.out.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words))
    #expect(result.out.contains("\nEXAMPLE:\n\n  Forms/example.form.yaml:\n    form: Example\n"))
    #expect(result.out.contains("visible: \"!alDay\"}\n"))
    // Then what that command prints, run there and then, and its exit code.
    #expect(
      result.out.contains(
        "\n  $ formc check Forms/example.form.yaml\n  Forms/example.form.yaml:6:45: error: unknown name 'alDay' in "
          + "condition; did you mean 'allDay'? [unknown-name]\n"))
    #expect(result.out.hasSuffix("\n  checked 1 file: 1 error, 0 warnings\n  (exit 1)\n"))
  }

  /// The output shown is the example's, line for line, whatever the command.
  @Test func theExampleOutputIsTheRunsOwn() throws {
    for id in ["unknown-name", "misplaced-style", "invalid-saved-values"] {
      let kind = try #require(DiagnosticKind.named(id), "\(id)")
      let run = try ExampleRun.run(try #require(kind.example))
      let explanation = ExplainCommand.explanation(of: kind)
      #expect(!run.err.isEmpty && !run.err.contains("formc-example-"), "\(id): paths are shown relative to the example")
      for line in run.err.split(separator: "\n") { #expect(explanation.contains("  \(line)\n"), "\(id): \(line)") }
      #expect(explanation.hasSuffix("  (exit \(run.code))\n"), "\(id)")
    }
  }

  @Test func theIDMayBeGivenAsPrintedInBrackets() {
    #expect(formc("explain", "[unknown-name]") == formc("explain", "unknown-name"))
  }

  @Test func anEntryWithoutExampleEndsAfterItsExplanation() {
    let result = formc("explain", "yaml-internal")
    #expect(result.code == 0)
    #expect(!result.out.contains("EXAMPLE:"))
    #expect(result.out.hasSuffix("it with the file attached.\n"))
  }

  @Test func explanationsAreWrappedAtEightyColumns() {
    for kind in DiagnosticKind.all {
      let lines = ExplainCommand.explanation(of: kind).split(separator: "\n")
      let paragraph = lines.filter { !$0.hasPrefix(" ") && !$0.hasSuffix(":") && !$0.hasSuffix(")") }
      #expect(paragraph.allSatisfy { $0.count <= 80 }, "\(kind.id)")
    }
  }

  @Test func anUnknownIDIsAUsageErrorWithASuggestion() {
    let result = formc("explain", "unknown-nam")
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(
      result.err
        == "error: unknown diagnostic id 'unknown-nam'; did you mean 'unknown-name'?\nsee 'formc explain' for every id\n"
    )
    let far = formc("explain", "no-such-thing-at-all")
    #expect(far.code == 2)
    #expect(far.err == "error: unknown diagnostic id 'no-such-thing-at-all'\nsee 'formc explain' for every id\n")
  }

  @Test func twoIDsAreAUsageError() {
    let result = formc("explain", "unknown-name", "unknown-key")
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: 'explain' takes at most one diagnostic id\n"))
  }

  @Test func withoutAnIDEveryIDIsListedWithItsSeverityAndMessage() {
    let result = formc("explain")
    #expect(result.code == 0)
    let lines = result.outLines
    #expect(lines.count == DiagnosticKind.all.count)
    for (line, kind) in zip(lines, DiagnosticKind.all) {
      let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
      #expect(fields.first.map(String.init) == kind.id)
      #expect(
        line.hasSuffix(
          " \(kind.severity.rawValue)" + String(repeating: " ", count: 9 - kind.severity.rawValue.count) + kind.message)
      )
    }
  }

  @Test func theOverviewAndHelpMentionIt() {
    #expect(formc("help").out.contains("explain"))
    #expect(formc("help", "explain").out.hasPrefix("OVERVIEW: Explain a diagnostic"))
  }
}
