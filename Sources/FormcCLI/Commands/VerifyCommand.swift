import FormCompiler
import FormDiagnostics
import FormRuntime

/// `formc verify FILE... [--max-states N] [--max-items N] [--jobs N] [--strict]`
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

  static let jobs = Option<Int>(
    "--jobs", short: "-j", value: "<n>", help: "Verify at most n forms at once (default: one per core).",
    parse: { text throws(CommandError) in
      guard let number = Int(text), number > 0 else {
        throw CommandError("--jobs takes a positive whole number, not '\(text)'")
      }
      return number
    })

  static let command = Formc.Command(
    name: "verify",
    summary: "Prove every reachable update is consistent",
    overview: "Explore every reachable state of each form and check every batch update.",
    arguments: SpecFileSession.files,
    options: [maxStates, maxItems, jobs, strict] + SpecFileSession.options,
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

      The state of a form is explored in parts when it splits into pieces that never meet (no
      condition, row tree, section that can hide, rule or label detail joins them): each part with
      the rest held still, which reaches every table each part can give (docs/verify.md). A
      second report line names the parts and their states, or says why the form was explored
      whole.

      Forms are verified in parallel, one per core or --jobs at a time; the reports and
      diagnostics come out in the order of the inputs. The report per form goes to standard
      output, or to standard error with --diagnostics json (standard output then holds only the
      JSON array). While exploring takes more than a second, a progress line on standard error
      counts states, transitions and transitions per second: rewritten in place on a terminal,
      elsewhere (a CI log) printed as whole lines, at most one a second and ever fewer, up to one
      every 30 seconds.
      """,
    exitCodes: ExitCodeHelp(
      success: "every update consistent (warnings allowed without --strict)",
      failure: "an inconsistent update, a spec error, or a warning with --strict",
      usageOrIO: "usage or I/O errors (unknown option, missing file)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let maxStates = try arguments.value(Self.maxStates) ?? FormVerifier.defaultMaxStates
    let maxItems = try arguments.value(Self.maxItems)
    let jobs = try arguments.value(Self.jobs)
    let session = try SpecFileSession(arguments, console: console)
    return try session.printing { printer throws(CommandError) in
      guard let files = try session.expand(arguments.positionals, printer: printer) else {
        return ExitCode.failure
      }
      return verify(
        files, verifier: FormVerifier(maxStates: maxStates, maxItems: maxItems), jobs: jobs,
        strict: arguments.isSet(strict), session: session, printer: printer)
    }
  }

  /// The second line of a form's report: the parts explored separately, or why the form was explored whole; empty
  /// when its state is one part.
  static func partsLine(_ verification: VerificationReport) -> String {
    if let reason = verification.exploredWholeBecause { return "  explored whole: \(reason)\n" }
    guard verification.parts.count > 1 else { return "" }
    let parts = verification.parts.map { part in
      let names = part.variables.prefix(3).joined(separator: ", ")
      let more = part.variables.count > 3 ? " +\(part.variables.count - 3)" : ""
      return "\(names)\(more) (\(part.states) state\(part.states == 1 ? "" : "s"))"
    }
    return "  explored in \(parts.count) parts that nothing joins (no condition, row tree, coupling section, rule "
      + "or detail), each with the rest held still: " + parts.joined(separator: "; ") + "\n"
  }

  /// Compiles and verifies every form in parallel, printing in input order; the exit status.
  private static func verify(
    _ files: [SpecInput], verifier: FormVerifier, jobs: Int?, strict: Bool, session: SpecFileSession,
    printer: DiagnosticPrinter
  ) -> Int32 {
    let console = session.console
    let options = session.compilerOptions
    let report = { (text: String) in printer.ownsStandardOutput ? console.err(text) : console.out(text) }
    let progress = ProgressLine(console: console, tasks: files.count)
    let outcomes = Parallel.map(files.count, jobs: jobs) { index -> (CompilationResult, VerificationReport?) in
      defer { progress.complete(task: index) }
      let result = Parallel.compile(files[index], options: options)
      guard let form = result.form, let sourceMap = result.sourceMap else { return (result, nil) }
      var verifier = verifier
      verifier.progress = { states, transitions in
        progress.update(task: index, states: states, transitions: transitions)
      }
      return (result, verifier.verify(form, sourceMap: sourceMap))
    }
    progress.finish()
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
      if !verification.listBounds.isEmpty {
        let bounds = verification.listBounds.map { "'\($0.list)' up to \($0.items) item\($0.items == 1 ? "" : "s")" }
        extent += ", lists " + bounds.joined(separator: ", ")
      }
      // The checks' warnings are printed with the exploration's, and counted with them.
      let warnings = verification.warnings.count + result.diagnostics.count { $0.severity == .warning }
      report(
        "\(file): \(form.name): \(verification.statesExplored) states explored, \(verification.transitionsChecked) transitions checked (\(extent)); \(outcome); \(warnings) warning\(warnings == 1 ? "" : "s")\n"
          + partsLine(verification))
    }
    return session.exitCode(printer, failed: failed || (strict && printer.warningCount > 0))
  }
}
