import FormCompiler

/// `formc check FILE...`
enum CheckCommand {
  static let command = Formc.Command(
    name: "check",
    summary: "Check specs and report every problem",
    help: """
      OVERVIEW: Check form specs and report every problem, with its position.

      USAGE: formc check <file-or-folder>... [--diagnostics <format>]

      ARGUMENTS:
        <file-or-folder>  A *.form.yaml spec, or a folder searched for them.

      OPTIONS:
      \(DiagnosticFormat.help)
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help        Show this help.

      By default, diagnostics go to standard error as path:line:column: error: message [id],
      followed by the source line and a caret ('formc explain <id>' says what an id means).
      Specs are checked in parallel, on every core; diagnostics come out in the order of the
      inputs, then in source order.

      EXIT CODES:
        0  no errors (warnings allowed)
        1  errors in the specs
        2  usage or I/O errors (unknown option, missing file)

      """,
    options: OptionSpec(options: [DiagnosticFormat.option, CompilerOptions.maxFileSizeOption]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw CommandError("'check' needs at least one spec file or folder", hint: "see 'formc help check'")
    }
    let format = try DiagnosticFormat.from(arguments) ?? .xcode
    let options = try CompilerOptions.from(arguments)
    let files = try InputFiles.expand(
      arguments.positionals, resolver: PathResolver(workingDirectory: console.workingDirectory))
    let printer = DiagnosticPrinter(console: console, format: format)
    defer { printer.finish() }
    for result in Parallel.compile(files, options: options) {
      printer.print(result)
    }
    console.err("checked \(files.count) file\(files.count == 1 ? "" : "s"): \(printer.summary)\n")
    return printer.errorCount > 0 ? ExitCode.failure : ExitCode.success
  }
}
