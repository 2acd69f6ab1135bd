import FormCompiler

/// `formc check FILE...`
enum CheckCommand {
  static let command = Formc.Command(
    name: "check",
    summary: "Check specs and report every problem",
    overview: "Check form specs and report every problem, with its position.",
    arguments: SpecFileSession.files,
    options: SpecFileSession.options,
    discussion: """
      By default, diagnostics go to standard error as path:line:column: error: message [id],
      followed by the source line and a caret ('formc explain <id>' says what an id means).
      Specs are checked in parallel, on every core;
      diagnostics come out in the order of the inputs, then in source order.
      """,
    exitCodes: ExitCodeHelp(
      success: "no errors (warnings allowed)", failure: "errors in the specs",
      usageOrIO: "usage or I/O errors (unknown option, missing file)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let session = try SpecFileSession(arguments, console: console)
    return try session.printing { printer throws(CommandError) in
      guard let files = try session.expand(arguments.positionals, printer: printer) else {
        return ExitCode.failure
      }
      for result in Parallel.compile(files, options: session.compilerOptions) {
        printer.print(result)
      }
      console.err("checked \(files.count) file\(files.count == 1 ? "" : "s"): \(printer.summary)\n")
      return session.exitCode(printer)
    }
  }
}
