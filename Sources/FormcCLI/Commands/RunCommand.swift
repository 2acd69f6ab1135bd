import FormCompiler
import FormDiagnostics
import FormYAML
import Foundation

/// `formc run [SPEC...] [--config FILE] [--output DIR] [--check] [--param KEY=VALUE]...
/// [--diagnostics FORMAT]`, and plain `formc` in a folder with a `formc.yml`.
enum RunCommand {
  static let command = Formc.Command(
    name: "run",
    summary: "Generate everything a project's formc.yml describes",
    help: """
      OVERVIEW: Compile a project's specs as its formc.yml describes: every input, rendered with
      its template, into its output folder. Plain 'formc', with no arguments, in a folder with a
      formc.yml does the same.

      USAGE: formc run [<file-or-folder>...] [--config <file>] [--output <dir>] [--check]
                       [--param <key>=<value>]... [--diagnostics <format>]

      ARGUMENTS:
        <file-or-folder>    Specs to compile instead of formc.yml's inputs (relative to the
                            current folder, like every command-line path); a folder means every
                            *.form.yaml below it. formc.yml's template, params and diagnostics
                            still apply. The build plugin runs formc this way.

      OPTIONS:
        --config <file>     The configuration file (default: formc.yml in the current folder);
                            a folder means the formc.yml in it.
        -o, --output <dir>  Write here instead of formc.yml's output.
        --check             Render every output in memory and compare it with the file in the
                            output folder; write nothing. Every stale or missing output is listed
                            on standard error, and the exit status is 1 if there is any. For CI,
                            and for a build phase that must not change the sources.
        --param <key>=<value>
                            A template parameter, added to formc.yml's params or overriding the
                            one with the same key; repeat for more.
      \(DiagnosticFormat.help)
                            Overrides formc.yml's diagnostics.
        --max-file-size <bytes>
                            Refuse spec files larger than this (default 8 MiB).
        -h, --help          Show this help.

      FORMC.YML:
        inputs:                    # specs to compile, in this order (required unless
                                   # the command line names them)
          - Forms/**/*.form.yaml   #   a glob: * and ? match within a name, ** any folders
          - Extra/Settings         #   a folder: every *.form.yaml below it, sorted
          - Legacy/old.form.yaml   #   a file
        output: Sources/App/Forms  # the folder to write to, created if missing (required
                                   # unless --output gives it)
        template: swift            # optional: a bundled template's name or a template file's
                                   # path; without it, <Form>.formc.json is written
        params:                    # optional: strings passed to the template
          module: App
        diagnostics: github        # optional: xcode (default), json or github

      Relative paths are relative to the folder holding formc.yml. Each input must match at
      least one file; a glob's or folder's matches are sorted, and a spec named twice is
      compiled once. Unknown settings, values of the wrong kind and a missing inputs or output
      are reported with their position in formc.yml.

      Specs compile in parallel, on every core; diagnostics come out in the order of the inputs,
      then in source order. An output is written only when its content changed (so Xcode and
      other build systems see unchanged files as unchanged), atomically (a temporary file, then
      a rename); standard error says how many were written and how many were unchanged.

      EXIT CODES:
        0  every spec compiled (and, with --check, every output is up to date)
        1  errors in formc.yml or the specs, or (with --check) a stale or missing output
        2  usage or I/O errors (unknown option, no formc.yml, unwritable output folder)

      """,
    options: OptionSpec(
      flags: ["--check"],
      options: [
        ["--config"], ["--output", "-o"], ["--param"], DiagnosticFormat.option, CompilerOptions.maxFileSizeOption,
      ]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let requestedFormat = try DiagnosticFormat.from(arguments)
    let parameters = try OutputGeneration.parameters(arguments)
    let options = try CompilerOptions.from(arguments)
    let resolver = PathResolver(workingDirectory: console.workingDirectory)
    let configPath = try locateConfig(arguments.values["--config"], resolver: resolver, console: console)
    guard let data = FileManager.default.contents(atPath: resolver.fileSystemPath(configPath)) else {
      throw CommandError("cannot read \(configPath)")
    }

    // formc.yml: its problems are diagnostics like a spec's, in the format it asks for when it says.
    var config: ProjectConfig?
    var configDiagnostics: [Diagnostic] = []
    var sources: [String: SourceText] = [:]
    switch YAMLLoader.decode(bytes: [UInt8](data), path: configPath) {
    case .failure(let diagnostic):
      configDiagnostics = [diagnostic]
    case .success(let source):
      sources[configPath] = source
      var decoder = ProjectConfigDecoder(source: source)
      config = decoder.decode()
      configDiagnostics = decoder.diagnostics.sorted
    }
    let printer = DiagnosticPrinter(console: console, format: requestedFormat ?? config?.diagnostics ?? .xcode)
    defer { printer.finish() }
    for diagnostic in configDiagnostics { printer.print(diagnostic, sources: sources) }
    guard let config else {
      console.err("\(configPath): \(printer.summary)\n")
      return ExitCode.failure
    }

    let folder = Paths.folder(of: configPath)
    let output: SpecInput
    if let path = arguments.values["--output"] {
      output = resolver.input(path)
    } else if let path = config.output {
      output = resolver.input(Paths.join(folder, path))
    } else {
      return missingSetting(
        "\(configPath) has no 'output': the folder to write the generated files to (or pass --output)",
        config: config, configPath: configPath, sources: sources, printer: printer, console: console)
    }
    let inputs: [SpecInput]
    if arguments.positionals.isEmpty {
      guard !config.inputs.isEmpty else {
        return missingSetting(
          "\(configPath) has no 'inputs': list the specs to compile (files, folders or globs like "
            + "'Forms/**/*.form.yaml'), or name them on the command line",
          config: config, configPath: configPath, sources: sources, printer: printer, console: console)
      }
      let expansion = InputExpansion.expand(config.inputs, relativeTo: folder, resolver: resolver)
      guard expansion.diagnostics.isEmpty else {
        for diagnostic in expansion.diagnostics { printer.print(diagnostic, sources: sources) }
        console.err("\(configPath): \(printer.summary)\n")
        return ExitCode.failure
      }
      inputs = expansion.specs
    } else {
      inputs = try InputFiles.expand(arguments.positionals, resolver: resolver)
    }
    let settings = generationSettings(
      config, output: output, folder: folder, resolver: resolver, parameters: parameters,
      checkOnly: arguments.flags.contains("--check"))
    return try OutputGeneration.run(inputs, options: options, settings: settings, printer: printer, console: console)
  }

  /// Reports a setting formc.yml lacks and the command line did not give; the exit status.
  private static func missingSetting(
    _ message: String, config: ProjectConfig, configPath: String, sources: [String: SourceText],
    printer: DiagnosticPrinter, console: Console
  ) -> Int32 {
    printer.print(Diagnostic(kind: .configMissingKey, message: message, at: config.location), sources: sources)
    console.err("\(configPath): \(printer.summary)\n")
    return ExitCode.failure
  }

  /// What to generate, from formc.yml (in `folder`) and the command line's `--param`s, which win.
  static func generationSettings(
    _ config: ProjectConfig, output: SpecInput, folder: String, resolver: PathResolver,
    parameters: [String: String], checkOnly: Bool
  ) -> GenerationSettings {
    GenerationSettings(
      output: output,
      template: config.template.map { template(named: $0, folder: folder, resolver: resolver) },
      parameters: config.params.merging(parameters) { _, fromCommandLine in fromCommandLine },
      checkOnly: checkOnly, command: "run", alwaysReportWrites: true)
  }

  /// The configuration file as written: `--config` (a file, or a folder holding formc.yml), else formc.yml.
  private static func locateConfig(
    _ option: String?, resolver: PathResolver, console: Console
  ) throws(CommandError) -> String {
    guard let option else {
      guard Paths.kind(resolver.fileSystemPath(ProjectConfig.fileName)) == .file else {
        throw CommandError(
          "no \(ProjectConfig.fileName) in \(console.workingDirectory)",
          hint: "create one (see 'formc help run'), or pass --config <file>")
      }
      return ProjectConfig.fileName
    }
    switch Paths.kind(resolver.fileSystemPath(option)) {
    case .file?:
      return option
    case .folder?:
      let inside = Paths.join(option, ProjectConfig.fileName)
      guard Paths.kind(resolver.fileSystemPath(inside)) == .file else {
        throw CommandError("no \(ProjectConfig.fileName) in \(option)")
      }
      return inside
    case nil:
      throw CommandError("no such file: \(option)")
    }
  }

  /// formc.yml's `template`: a path (resolved against formc.yml's folder) when it has a `/` or
  /// names a file there; otherwise the name of a bundled template.
  private static func template(named value: String, folder: String, resolver: PathResolver) -> String {
    let path = resolver.fileSystemPath(Paths.join(folder, value))
    guard value.contains("/") || Paths.kind(path) == .file else { return value }
    // Keep it recognisably a path even when it is a bare file name.
    return path.contains("/") ? path : "./" + path
  }
}
