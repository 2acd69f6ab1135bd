import FormCompiler

/// `formc check FILE...`
enum CheckCommand {
  static let command = Formc.Command(
    name: "check",
    summary: "Check specs and report every problem",
    help: """
      OVERVIEW: Check form specs and report every problem, with its position.

      USAGE: formc check <file-or-folder>...

      ARGUMENTS:
        <file-or-folder>  A *.form.yaml spec, or a folder searched for them.

      OPTIONS:
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help        Show this help.

      Diagnostics go to standard error as path:line:column: error: message, followed by the
      source line and a caret. Exit status: 0 when there are no errors, 1 when there are,
      2 on usage or I/O errors.

      """,
    options: OptionSpec(options: [CompilerOptions.maxFileSizeOption]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw CommandError("'check' needs at least one spec file or folder", hint: "see 'formc help check'")
    }
    let options = try CompilerOptions.from(arguments)
    let files = try InputFiles.expand(arguments.positionals)
    let printer = DiagnosticPrinter(console: console)
    for file in files {
      printer.print(FormCompiler.compile(fileAt: file, options: options))
    }
    console.err("checked \(files.count) file\(files.count == 1 ? "" : "s"): \(printer.summary)\n")
    return printer.errorCount > 0 ? ExitCode.failure : ExitCode.success
  }
}
