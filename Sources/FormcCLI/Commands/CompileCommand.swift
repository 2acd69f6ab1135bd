import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation

/// `formc compile FILE... -o DIR [--template NAME|PATH] [--param KEY=VALUE]... [--check]`
enum CompileCommand {
  static let output = CommonOptions.output(
    help: "Where to write <Form>.formc.json files (created if missing).", requiredAs: "an output folder")

  static let template = Option(
    "--template", value: "<name-or-path>",
    help: "Render each compiled form with a bundled template (by name) or a template file (by path) instead "
      + "of writing <Form>.formc.json.",
    completion: .choicesOrFile(TemplateSource.bundledNames))

  static let command = Formc.Command(
    name: "compile",
    summary: "Compile specs to <Form>.formc.json",
    overview: "Compile form specs into compiled forms for FormRuntime.",
    arguments: SpecFileSession.files,
    options: [output, template, CommonOptions.parameter, CommonOptions.check] + SpecFileSession.options,
    discussion: """
      Specs compile in parallel, on every core; diagnostics come out in the order of the inputs,
      then in source order. The compiled form is versioned JSON with sorted keys: the same spec
      always gives byte-identical output. An output is written only when its content changed
      (so build systems see unchanged files as unchanged), atomically (a temporary file, then
      a rename), and nothing is written for a spec with errors, nor for two specs that declare
      the same form. A template's output starts with a header naming the command that
      regenerates it: the spec, -o, --template and every --param.
      """,
    exitCodes: ExitCodeHelp(
      success: "every spec compiled (and, with --check, every output is up to date)",
      failure: "errors in the specs, or (with --check) a stale or missing output",
      usageOrIO: "usage or I/O errors (unknown option, missing input, unwritable output folder)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let session = try SpecFileSession(arguments, console: console)
    let parameters = TemplateParameter.dictionary(try arguments.values(CommonOptions.parameter))
    let templateReference = try arguments.value(template)
    if let templateReference {
      try TemplateSource.resolve(templateReference).parameters.checkCommandLine(parameters)
    } else if let name = parameters.keys.sorted().first {
      throw CommandError(
        "--param \(name) has no effect without --template: <Form>.formc.json takes no parameters",
        hint: "see 'formc help compile'")
    }
    let outputPath = try arguments.required(output, command: "compile")
    let settings = GenerationSettings(
      output: session.resolver.input(outputPath), template: templateReference,
      parameters: parameters, checkOnly: arguments.isSet(CommonOptions.check), command: "compile",
      regeneration: RegenerationCommand(
        kind: .compile(output: outputPath, template: templateReference), parameters: parameters,
        workingDirectory: console.workingDirectory),
      alwaysReportWrites: false)
    return try session.printing { printer throws(CommandError) in
      guard let files = try session.expand(arguments.positionals, printer: printer) else {
        return ExitCode.failure
      }
      return try OutputGeneration.run(
        files, options: session.compilerOptions, settings: settings, printer: printer, console: console)
    }
  }
}
