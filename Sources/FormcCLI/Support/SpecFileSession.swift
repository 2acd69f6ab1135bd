import FormCompiler
import FormDiagnostics

/// What the commands that read spec files (check, compile, verify, run, simulate) share: the
/// options they all take, reading those options, expanding FILE... arguments, a diagnostics
/// printer that is finished on every way out, and the exit status from what was printed.
struct SpecFileSession {
  /// The options every such command takes, after its own.
  static let options: [any DeclaredOption] = [CommonOptions.diagnostics, CommonOptions.maxFileSize]

  /// FILE...: the positional argument of check, compile and verify.
  static let files = ArgumentDeclaration(
    name: "file-or-folder",
    help: "A *.form.yaml spec (a pipe like <(cat spec) or /dev/stdin too), a folder searched for them, or a quoted "
      + "glob ('Forms/**/*.form.yaml'); a folder or glob that finds no spec is an error.",
    count: .oneOrMore,
    noun: "spec file or folder")

  let console: Console
  /// The limits, with `--max-file-size` applied.
  let compilerOptions: CompilerOptions
  /// What relative paths on the command line are relative to.
  let resolver: PathResolver
  /// `--diagnostics`, when given.
  let requestedFormat: DiagnosticFormat?

  /// Reads the shared options.
  init(_ arguments: ParsedArguments, console: Console) throws(CommandError) {
    self.console = console
    requestedFormat = try arguments.value(CommonOptions.diagnostics)
    var options = CompilerOptions()
    options.command = arguments.command
    if let bytes = try arguments.value(CommonOptions.maxFileSize) { options.yamlLimits.maxInputBytes = bytes }
    compilerOptions = options
    resolver = PathResolver(workingDirectory: console.workingDirectory)
  }

  /// The specs FILE... arguments name: a folder stands for every `*.form.yaml` below it, sorted, a glob for
  /// the files it matches. Prints an error for each folder or glob that names no spec, and then returns nil.
  func expand(_ arguments: [String], printer: DiagnosticPrinter) throws(CommandError) -> [SpecInput]? {
    let (specs, diagnostics) = try InputFiles.expand(arguments, resolver: resolver)
    for diagnostic in diagnostics { printer.printPathDiagnostic(diagnostic) }
    return diagnostics.isEmpty ? specs : nil
  }

  /// Runs `body` with a printer in `format` (by default `--diagnostics`, else xcode), and
  /// finishes the printer however `body` ends, so `json` always prints a whole array.
  func printing(
    format: DiagnosticFormat? = nil, jsonToStandardError: Bool = false,
    _ body: (DiagnosticPrinter) throws(CommandError) -> Int32
  ) throws(CommandError) -> Int32 {
    let printer = DiagnosticPrinter(
      console: console, format: format ?? requestedFormat ?? .xcode, jsonToStandardError: jsonToStandardError)
    defer { printer.finish() }
    return try body(printer)
  }

  /// ``ExitCode/failure`` when something `failed` or an error was printed, else ``ExitCode/success``.
  func exitCode(_ printer: DiagnosticPrinter, failed: Bool = false) -> Int32 {
    failed || printer.errorCount > 0 ? ExitCode.failure : ExitCode.success
  }
}
