import FormCompiler
import FormDiagnostics
import FormRuntime

/// `formc verify FILE... [--max-states N] [--strict]`
enum VerifyCommand {
  static let maxStates = Option<Int>(
    "--max-states", value: "<n>", help: "Stop exploring a form after n states.",
    defaultValue: FormVerifier.defaultMaxStates,
    parse: { text throws(CommandError) in
      guard let number = Int(text), number > 0 else {
        throw CommandError("--max-states takes a positive whole number, not '\(text)'")
      }
      return number
    })

  static let maxItems = Option<Int>(
    "--max-items", value: "<n>", help: "Explore each list with up to n items (default: its min plus 2).",
    parse: { text throws(CommandError) in
      guard let number = Int(text), number >= 0 else {
        throw CommandError("--max-items takes a whole number, not '\(text)'")
      }
      return number
    })

  static let strict = Flag("--strict", help: "Exit with status 1 on warnings too.")

  static let command = Formc.Command(
    name: "verify",
    summary: "Prove every reachable update is consistent",
    overview: "Explore every reachable state of each form and check every batch update.",
    arguments: SpecFileSession.files,
    options: [maxStates, maxItems, strict] + SpecFileSession.options,
    discussion: """
      From the initial state, verify explores breadth first over every event that can change
      what is shown: taps on shown rows (choices of select sections included), expand and
      collapse, and `set` of every row, selection and state variable to the values its
      conditions distinguish. Each update is checked the way UIKit checks batch updates (and
      beyond: row identities), and against the table computed from scratch. A failure is
      reported with the shortest event sequence that reaches it. `search` events are not
      explored: a search only filters the table the state gives.

      Lists are explored with up to --max-items items each (by default the list's min plus 2):
      appends, inserts, removes, moves, keyed replaces that reorder, add and remove items, and
      each item's field sets, taps, expands and collapses. A list that starts with more items is
      explored on the way down (every event from those states checked, only removals followed).
      The report says how many items each list was explored with.

      When the exploration completes, it also warns about rows and sections that can never be
      shown, conditions that are always true or always false, expandable rows whose children
      can never be shown, and accordion sections where no two expandable rows are ever shown
      together. In any case it warns about a row that a tap hides (its own condition false
      after the tap), with the events that lead there, when its condition reads more than the
      state the tap changes (check reports the others, and verify prints check's warnings too).

      Forms are verified in parallel, on every core; the reports and diagnostics come out in the
      order of the inputs. The one-line report per form goes to standard output, or to standard
      error with --diagnostics json (standard output then holds only the JSON array).
      """,
    exitCodes: ExitCodeHelp(
      success: "every update consistent (warnings allowed without --strict)",
      failure: "an inconsistent update, a spec error, or a warning with --strict",
      usageOrIO: "usage or I/O errors (unknown option, missing file)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let maxStates = try arguments.value(Self.maxStates) ?? FormVerifier.defaultMaxStates
    let maxItems = try arguments.value(Self.maxItems)
    let session = try SpecFileSession(arguments, console: console)
    return try session.printing { printer throws(CommandError) in
      guard let files = try session.expand(arguments.positionals, printer: printer) else {
        return ExitCode.failure
      }
      return verify(
        files, verifier: FormVerifier(maxStates: maxStates, maxItems: maxItems), strict: arguments.isSet(strict),
        session: session, printer: printer)
    }
  }

  /// Compiles and verifies every form in parallel, printing in input order; the exit status.
  private static func verify(
    _ files: [SpecInput], verifier: FormVerifier, strict: Bool, session: SpecFileSession, printer: DiagnosticPrinter
  ) -> Int32 {
    let console = session.console
    let options = session.compilerOptions
    let report = { (text: String) in printer.ownsStandardOutput ? console.err(text) : console.out(text) }
    let outcomes = Parallel.map(files.count) { index -> (CompilationResult, VerificationReport?) in
      let result = Parallel.compile(files[index], options: options)
      guard let form = result.form, let sourceMap = result.sourceMap else { return (result, nil) }
      return (result, verifier.verify(form, sourceMap: sourceMap))
    }
    var failed = false
    for (file, (result, verification)) in zip(files.map(\.displayPath), outcomes) {
      printer.print(result)
      guard let form = result.form, let verification else {
        failed = true
        continue
      }
      let sources = result.source.map { [$0.path: $0] } ?? [:]
      for failure in verification.failures {
        let events = failure.events.map(\.description).joined(separator: "\n    ")
        printer.print(
          Diagnostic(
            kind: .inconsistentUpdate, message: "inconsistent update: \(failure.message)",
            at: SourceLocation(file: file, line: 1, column: 1),
            notes: [DiagnosticNote("reached from the initial state by:\n    \(events)")]),
          sources: sources)
      }
      for warning in verification.warnings { printer.print(warning, sources: sources) }
      failed = failed || !verification.failures.isEmpty
      let outcome =
        verification.failures.isEmpty
        ? "every update consistent" : "\(verification.failures.count) inconsistent update(s)"
      var extent =
        verification.wasCut ? "stopped at --max-states \(verifier.maxStates), exploration incomplete" : "complete"
      if verification.parts > 1 { extent += ", \(verification.parts) independent parts" }
      if !verification.listBounds.isEmpty {
        let bounds = verification.listBounds.map { "'\($0.list)' up to \($0.items) item\($0.items == 1 ? "" : "s")" }
        extent += ", lists " + bounds.joined(separator: ", ")
      }
      // The checks' warnings are printed with the exploration's, and counted with them.
      let warnings = verification.warnings.count + result.diagnostics.count { $0.severity == .warning }
      report(
        "\(file): \(form.name): \(verification.statesExplored) states explored, \(verification.transitionsChecked) transitions checked (\(extent)); \(outcome); \(warnings) warning\(warnings == 1 ? "" : "s")\n"
      )
    }
    return session.exitCode(printer, failed: failed || (strict && printer.warningCount > 0))
  }
}
