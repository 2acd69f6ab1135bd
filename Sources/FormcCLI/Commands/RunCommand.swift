import FormCompiler
import FormDiagnostics
import FormYAML
import Foundation
import NameSuggestions

/// `formc run [SPEC...] [--config FILE] [--output DIR] [--check] [--param KEY=VALUE]...
/// [--diagnostics FORMAT]`, and plain `formc` in a folder with a `formc.yml`.
enum RunCommand {
  static let config = Option(
    "--config", value: "<file>",
    help: "The configuration file (default: formc.yml in the current folder); a folder means the formc.yml in it.",
    completion: .file)

  static let output = CommonOptions.output(help: "Write here instead of formc.yml's output.")

  static let command = Formc.Command(
    name: "run",
    summary: "Generate everything a project's formc.yml describes",
    overview: """
      Compile a project's specs as its formc.yml describes: every input, rendered with
      its template, into its output folder. Plain 'formc', with no arguments, in a folder with a
      formc.yml does the same.
      """,
    arguments: ArgumentDeclaration(
      name: "file-or-folder",
      help: "Specs to compile instead of formc.yml's inputs (relative to the current folder, like every "
        + "command-line path); a folder means every *.form.yaml below it. formc.yml's template, params and "
        + "diagnostics still apply. The build plugin runs formc this way.",
      count: .zeroOrMore, noun: "spec file or folder"),
    options: [
      config, output, CommonOptions.check.addingHelp("For CI, and for a build phase that must not change the sources."),
      CommonOptions.parameter.addingHelp("Added to formc.yml's params, or overriding the one with the same key."),
      CommonOptions.diagnostics.addingHelp("Overrides formc.yml's diagnostics."), CommonOptions.maxFileSize,
    ],
    discussion: """
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
        params:                    # optional: the template's parameters, checked against
          access: internal         # what it declares ('formc templates show swift --params')
        diagnostics: github        # optional: xcode (default), json or github
        sourceLanguage: en         # optional: the String Catalogs' source language (template: xcstrings)

      Relative paths are relative to the folder holding formc.yml. The header of each generated
      file names the command that regenerates it: 'formc run --config <this formc.yml>', with
      the specs, --output and --param given on the command line. Each input must match at
      least one file; a glob's or folder's matches are sorted, and a spec named twice is
      compiled once. Unknown settings, values of the wrong kind and a missing inputs or output
      are reported with their position in formc.yml.

      Specs compile in parallel, on every core; diagnostics come out in the order of the inputs,
      then in source order. An output is written only when its content changed (so Xcode and
      other build systems see unchanged files as unchanged), atomically (a temporary file, then
      a rename); standard error says how many were written and how many were unchanged.
      """,
    exitCodes: ExitCodeHelp(
      success: "every spec compiled (and, with --check, every output is up to date)",
      failure: "errors in formc.yml or the specs, or (with --check) a stale or missing output",
      usageOrIO: "usage or I/O errors (unknown option, no formc.yml, unwritable output folder)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let session = try SpecFileSession(arguments, console: console)
    let parameters = TemplateParameter.dictionary(try arguments.values(CommonOptions.parameter))
    let resolver = session.resolver
    let configPath = try locateConfig(try arguments.value(Self.config), resolver: resolver, console: console)
    let bytes = try UserFile.read(
      resolver.fileSystemPath(configPath), as: configPath, limit: session.compilerOptions.yamlLimits.maxInputBytes)

    // formc.yml: its problems are diagnostics like a spec's, in the format it asks for when it says.
    var config: ProjectConfig?
    var configDiagnostics: [Diagnostic] = []
    var sources: [String: SourceText] = [:]
    switch YAMLLoader.decode(bytes: bytes, path: configPath) {
    case .failure(let diagnostic):
      configDiagnostics = [diagnostic]
    case .success(let source):
      sources[configPath] = source
      var decoder = ProjectConfigDecoder(source: source)
      config = decoder.decode()
      configDiagnostics = decoder.diagnostics.sorted
    }
    return try session.printing(format: session.requestedFormat ?? config?.diagnostics) {
      printer throws(CommandError) in
      try generate(
        config, configPath: configPath, sources: sources, diagnostics: configDiagnostics, arguments: arguments,
        parameters: parameters, session: session, printer: printer)
    }
  }

  /// Everything after reading formc.yml: its diagnostics, then the specs it (or the command line) names.
  private static func generate(
    _ config: ProjectConfig?, configPath: String, sources: [String: SourceText],
    diagnostics configDiagnostics: [Diagnostic],
    arguments: ParsedArguments, parameters: [String: String], session: SpecFileSession, printer: DiagnosticPrinter
  ) throws(CommandError) -> Int32 {
    let console = session.console
    let resolver = session.resolver
    for diagnostic in configDiagnostics { printer.print(diagnostic, sources: sources) }
    guard let config else {
      console.err("\(configPath): \(printer.summary)\n")
      return ExitCode.failure
    }

    let folder = Paths.folder(of: configPath)
    // The template and its params first: they are formc.yml's own settings, checked before any spec is read.
    let templateDiagnostics = checkTemplate(config, folder: folder, resolver: resolver)
    guard templateDiagnostics.isEmpty else {
      return failed(templateDiagnostics, configPath: configPath, sources: sources, printer: printer, console: console)
    }
    let reference = config.template.map { template(named: $0, folder: folder, resolver: resolver) }
    let templateParameters = try reference.map { reference throws(CommandError) in
      try TemplateSource.resolve(reference).parameters
    }
    if let templateParameters {
      try templateParameters.checkCommandLine(parameters)
    } else if let name = parameters.keys.sorted().first {
      throw CommandError(
        "--param \(name) has no effect: \(configPath) names no 'template', and <Form>.formc.json takes no parameters",
        hint: "see 'formc help run'")
    }
    let paramDiagnostics = checkParams(config, against: templateParameters)
    guard paramDiagnostics.isEmpty else {
      return failed(paramDiagnostics, configPath: configPath, sources: sources, printer: printer, console: console)
    }
    let output: SpecInput
    if let path = try arguments.value(Self.output) {
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
      guard let specs = try session.expand(arguments.positionals, printer: printer) else {
        console.err("\(configPath): \(printer.summary)\n")
        return ExitCode.failure
      }
      inputs = specs
    }
    let regeneration = RegenerationCommand(
      kind: .run(
        config: configPath, output: try arguments.value(Self.output), namesSpecs: !arguments.positionals.isEmpty),
      parameters: parameters, workingDirectory: resolver.workingDirectory)
    let settings = generationSettings(
      config, output: output, folder: folder, resolver: resolver, parameters: parameters,
      checkOnly: arguments.isSet(CommonOptions.check), regeneration: regeneration)
    return try OutputGeneration.run(
      inputs, options: session.compilerOptions, settings: settings, printer: printer, console: console)
  }

  /// formc.yml's `template`, checked where it is written: a bundled template's name (with a
  /// did-you-mean), or a template file that exists.
  private static func checkTemplate(
    _ config: ProjectConfig, folder: String, resolver: PathResolver
  ) -> [Diagnostic] {
    guard let name = config.template, let location = config.templateLocation else { return [] }
    let reference = template(named: name, folder: folder, resolver: resolver)
    if reference.contains("/") || reference.hasSuffix(".mustache") {
      guard Paths.kind(resolver.fileSystemPath(reference)) != .file else { return [] }
      return [
        Diagnostic(
          kind: .configUnknownTemplate,
          message: "template file '\(name)' not found (a path in formc.yml is relative to its folder)", at: location)
      ]
    }
    let names = TemplateSource.bundledNames
    guard !names.contains(name) else { return [] }
    let suggestion = Suggestions.closest(to: name, in: names)
    return [
      Diagnostic(
        kind: .configUnknownTemplate,
        message: "no bundled template named '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" }
            ?? "; the bundled ones are \(names.joined(separator: ", ")), and a template file needs a path"),
        at: location,
        fixIts: suggestion.map { [FixIt(location: location, length: name.unicodeScalars.count, replacement: $0)] } ?? []
      )
    ]
  }

  /// formc.yml's `params`, checked against what the template declares, each problem where it is written.
  private static func checkParams(_ config: ProjectConfig, against template: TemplateParameters?) -> [Diagnostic] {
    config.paramPlacements.compactMap { param in
      guard let template else {
        return Diagnostic(
          kind: .configUnknownParam,
          message: "parameter '\(param.name)' has no effect without a 'template': <Form>.formc.json takes no "
            + "parameters",
          at: param.nameLocation)
      }
      guard let problem = template.problem(name: param.name, value: param.value) else { return nil }
      let message = template.message(for: problem, name: param.name, value: param.value)
      switch problem {
      case .unknownName(let suggestion):
        return Diagnostic(
          kind: .configUnknownParam, message: message, at: param.nameLocation,
          fixIts: suggestion.map {
            [FixIt(location: param.nameLocation, length: param.name.unicodeScalars.count, replacement: $0)]
          } ?? [])
      case .valueNotAllowed(let suggestion):
        return Diagnostic(
          kind: .configParamValue, message: message, at: param.valueLocation,
          fixIts: suggestion.map {
            [FixIt(location: param.valueLocation, length: param.value.unicodeScalars.count, replacement: $0)]
          } ?? [])
      }
    }
  }

  /// Prints `diagnostics` about formc.yml and the summary; the exit status.
  private static func failed(
    _ diagnostics: [Diagnostic], configPath: String, sources: [String: SourceText], printer: DiagnosticPrinter,
    console: Console
  ) -> Int32 {
    for diagnostic in diagnostics { printer.print(diagnostic, sources: sources) }
    console.err("\(configPath): \(printer.summary)\n")
    return ExitCode.failure
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
    parameters: [String: String], checkOnly: Bool, regeneration: RegenerationCommand
  ) -> GenerationSettings {
    var fromConfig = config.params
    // formc.yml's `sourceLanguage` is the String Catalog's parameter; `params` and --param win over it.
    if config.template == StringCatalogTemplate.name, let language = config.sourceLanguage,
      fromConfig[StringCatalogTemplate.sourceLanguage] == nil
    {
      fromConfig[StringCatalogTemplate.sourceLanguage] = language
    }
    return GenerationSettings(
      output: output,
      template: config.template.map { template(named: $0, folder: folder, resolver: resolver) },
      parameters: fromConfig.merging(parameters) { _, fromCommandLine in fromCommandLine },
      checkOnly: checkOnly, command: "run", regeneration: regeneration, alwaysReportWrites: true)
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
