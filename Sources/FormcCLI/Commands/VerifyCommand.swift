import FormCompiler
import FormDiagnostics
import FormRuntime

/// `formc verify FILE... [--max-states N] [--strict]`
enum VerifyCommand {
  static let defaultMaxStates = 200_000

  static let command = Formc.Command(
    name: "verify",
    summary: "Prove every reachable update is consistent",
    help: """
      OVERVIEW: Explore every reachable state of each form and check every batch update.

      USAGE: formc verify <file-or-folder>... [--max-states <n>] [--strict]

      ARGUMENTS:
        <file-or-folder>    A *.form.yaml spec, or a folder searched for them.

      OPTIONS:
        --max-states <n>    Stop exploring a form after n states (default \(defaultMaxStates)).
        --strict            Exit with status 1 on warnings too.
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help          Show this help.

      From the initial state, verify explores breadth first over every event that can change
      what is shown: taps on shown rows, expand and collapse, and `set` of every row and state
      variable to the values its conditions distinguish. Each update is checked the way UIKit
      checks batch updates (and beyond: row identities), and against the table computed from
      scratch. A failure is reported with the shortest event sequence that reaches it.

      When the exploration completes, it also warns about rows and sections that can never be
      shown, conditions that are always true or always false, expandable rows whose children
      can never be shown, and accordion sections where no two expandable rows are ever shown
      together. Exit status: 0 when every update is consistent, 1 on an inconsistent update or
      a spec error (or a warning with --strict), 2 on usage or I/O errors.

      """,
    options: OptionSpec(flags: ["--strict"], options: [["--max-states"], CompilerOptions.maxFileSizeOption]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw CommandError("'verify' needs at least one spec file or folder", hint: "see 'formc help verify'")
    }
    var maxStates = defaultMaxStates
    if let text = arguments.values["--max-states"] {
      guard let number = Int(text), number > 0 else {
        throw CommandError("--max-states takes a positive whole number, not '\(text)'")
      }
      maxStates = number
    }
    let options = try CompilerOptions.from(arguments)
    let files = try InputFiles.expand(arguments.positionals)
    let printer = DiagnosticPrinter(console: console)
    var failed = false
    for file in files {
      let result = FormCompiler.compile(fileAt: file, options: options)
      printer.print(result)
      guard let form = result.form, let sourceMap = result.sourceMap else {
        failed = true
        continue
      }
      let report = FormVerifier(maxStates: maxStates).verify(form, sourceMap: sourceMap)
      let sources = result.source.map { [$0.path: $0] } ?? [:]
      for failure in report.failures {
        let events = failure.events.map(\.description).joined(separator: "\n    ")
        printer.print(
          Diagnostic(
            id: "inconsistent-update", message: "inconsistent update: \(failure.message)",
            at: SourceLocation(file: file, line: 1, column: 1),
            notes: [DiagnosticNote("reached from the initial state by:\n    \(events)")]),
          sources: sources)
      }
      for warning in report.warnings { printer.print(warning, sources: sources) }
      failed = failed || !report.failures.isEmpty
      let outcome = report.failures.isEmpty ? "every update consistent" : "\(report.failures.count) inconsistent update(s)"
      var extent = report.wasCut ? "stopped at --max-states \(maxStates), exploration incomplete" : "complete"
      if report.parts > 1 { extent += ", \(report.parts) independent parts" }
      console.out(
        "\(file): \(form.name): \(report.statesExplored) states explored, \(report.transitionsChecked) transitions checked (\(extent)); \(outcome); \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s")\n")
    }
    if failed || printer.errorCount > 0 { return ExitCode.failure }
    return arguments.flags.contains("--strict") && printer.warningCount > 0 ? ExitCode.failure : ExitCode.success
  }
}
