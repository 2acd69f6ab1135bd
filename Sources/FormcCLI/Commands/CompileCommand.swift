import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation

/// `formc compile FILE... -o DIR [--template NAME|PATH] [--param KEY=VALUE]... [--check]`
enum CompileCommand {
  static let command = Formc.Command(
    name: "compile",
    summary: "Compile specs to <Form>.formc.json",
    help: """
      OVERVIEW: Compile form specs into compiled forms for FormRuntime.

      USAGE: formc compile <file-or-folder>... --output <dir> [--template <name-or-path>]
                           [--param <key>=<value>]... [--check] [--diagnostics <format>]

      ARGUMENTS:
        <file-or-folder>     A *.form.yaml spec, or a folder searched for them.

      OPTIONS:
        -o, --output <dir>   Where to write <Form>.formc.json files (created if missing).
        --template <name-or-path>
                            Render each compiled form with a bundled template (by name) or a
                            template file (by path) instead of writing <Form>.formc.json.
        --param <key>=<value>
                            A parameter for the template; repeat for more.
        --check              Render every output in memory and compare it with the file in
                             the output folder; write nothing. Every stale or missing output is
                             listed on standard error, and the exit status is 1 if there is any.
      \(DiagnosticFormat.help)
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help           Show this help.

      Specs compile in parallel, on every core; diagnostics come out in the order of the inputs,
      then in source order. The compiled form is versioned JSON with sorted keys: the same spec
      always gives byte-identical output. An output is written only when its content changed
      (so build systems see unchanged files as unchanged), atomically (a temporary file, then
      a rename), and nothing is written for a spec with errors.

      EXIT CODES:
        0  every spec compiled (and, with --check, every output is up to date)
        1  errors in the specs, or (with --check) a stale or missing output
        2  usage or I/O errors (unknown option, missing input, unwritable output folder)

      """,
    options: OptionSpec(
      flags: ["--check"],
      options: [
        ["--output", "-o"], ["--template"], ["--param"], DiagnosticFormat.option, CompilerOptions.maxFileSizeOption,
      ]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw CommandError("'compile' needs at least one spec file or folder", hint: "see 'formc help compile'")
    }
    guard let output = arguments.values["--output"] else {
      throw CommandError("'compile' needs an output folder: -o <dir>", hint: "see 'formc help compile'")
    }
    let format = try DiagnosticFormat.from(arguments) ?? .xcode
    let parameters = try OutputGeneration.parameters(arguments)
    let options = try CompilerOptions.from(arguments)
    let resolver = PathResolver(workingDirectory: console.workingDirectory)
    let files = try InputFiles.expand(arguments.positionals, resolver: resolver)
    let printer = DiagnosticPrinter(console: console, format: format)
    defer { printer.finish() }
    let settings = GenerationSettings(
      output: resolver.input(output), template: arguments.values["--template"], parameters: parameters,
      checkOnly: arguments.flags.contains("--check"), command: "compile", alwaysReportWrites: false)
    return try OutputGeneration.run(
      files, options: options, settings: settings, printer: printer, console: console)
  }
}
