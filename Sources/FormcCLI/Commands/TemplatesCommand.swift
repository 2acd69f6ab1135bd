import FormCompiler
import FormDiagnostics
import Foundation
import Mustache
import NameSuggestions

/// `formc templates list|show|context|render`
enum TemplatesCommand {
  /// The subcommands, in the order help lists them.
  static let subcommands = ["list", "show", "context", "render"]

  static let data = Option("--data", value: "<file.json>", help: "The data for 'render'.", completion: .file)

  static let partials = Option(
    "--partials", value: "<dir>",
    help: "Where 'render' finds {{> name}}: <dir>/name.mustache (default: the template's folder).",
    completion: .folder)

  static let params = Flag(
    "--params",
    help: "With 'show': list the template's parameters (name, allowed values, default, help) instead of its text.")

  static let command = Formc.Command(
    name: "templates",
    summary: "List, show and try templates, and print a form's template context",
    overview: "Work with code-generation templates.",
    arguments: ArgumentDeclaration(
      name: "subcommand",
      help: "list, show <name>, context <spec> or render <template>; see SUBCOMMANDS.", count: .zeroOrMore,
      noun: "subcommand", completion: .choices(subcommands)),
    options: [data, partials, params, CommonOptions.parameter.addingHelp("For 'context'.")],
    discussion: """
      SUBCOMMANDS:
        formc templates list
                             The templates bundled into formc.
        formc templates show <name> [--params]
                             Print a bundled template: the starting point for your own.
                             With --params, list the parameters it takes instead: each
                             one's allowed values, default and help. --param and
                             formc.yml's params are checked against them; a template
                             file declares none, and gets its parameters unchecked.
        formc templates context <spec> [--param <key>=<value>]...
                             Print the template context of a form as JSON: every key a
                             template can use (documented in docs/template-context.md).
        formc templates render <template> --data <file.json> [--partials <dir>]
                             Render any template (a bundled name or a file) against any JSON
                             data and print exactly the rendered text, adding nothing.

      Template errors are reported as template.mustache:line:column: error: message [id].
      """,
    exitCodes: ExitCodeHelp(
      success: "success", failure: "a spec or template error", usageOrIO: "usage or I/O errors"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard let subcommand = arguments.positionals.first else {
      throw CommandError.usage(
        "'templates' needs a subcommand: \(subcommands.joined(separator: ", "))", command: "templates")
    }
    let rest = Array(arguments.positionals.dropFirst())
    if arguments.isSet(params), subcommand != "show" {
      throw CommandError.usage("--params goes with 'templates show <name>'", command: "templates")
    }
    switch subcommand {
    case "list":
      for name in TemplateSource.bundledNames {
        console.out("\(name)  (renders <Form>.\(TemplateSource.bundledExtensions[name] ?? "txt"))\n")
      }
      return ExitCode.success
    case "show":
      guard rest.count == 1, let name = rest.first else {
        throw CommandError("'templates show' takes one template name", hint: "see 'formc templates list'")
      }
      let source = try TemplateSource.resolve(name)
      if source.isStringCatalog, !arguments.isSet(params) {
        console.out(
          "xcstrings is written by formc itself, not from a Mustache template: a String Catalog of every text of the "
            + "form under its key, merged with the catalogue already at the output path (see the README's "
            + "'Localization').\n")
        return ExitCode.success
      }
      console.out(arguments.isSet(params) ? source.parameters.listing() : source.text)
      return ExitCode.success
    case "context":
      guard rest.count == 1, let file = rest.first else {
        throw CommandError("'templates context' takes one spec file", hint: "see 'formc help templates'")
      }
      let result = FormCompiler.compile(fileAt: file)
      DiagnosticPrinter(console: console).print(result)
      let command = "formc compile \(file) -o <dir> --template <template>"
      guard
        let context = TemplateContext(
          result: result, generatedBy: command,
          params: TemplateParameter.dictionary(try arguments.values(CommonOptions.parameter)))
      else { return ExitCode.failure }
      console.out(String(decoding: context.jsonData(), as: UTF8.self) + "\n")
      return ExitCode.success
    case "render":
      guard rest.count == 1, let reference = rest.first else {
        throw CommandError("'templates render' takes one template", hint: "see 'formc help templates'")
      }
      guard let dataPath = try arguments.value(Self.data) else {
        throw CommandError("'templates render' needs --data <file.json>", hint: "see 'formc help templates'")
      }
      let json = Data(try UserFile.read(dataPath, as: "data file \(dataPath)"))
      var source = try TemplateSource.resolve(reference)
      if let folder = try arguments.value(partials) { source.partialsFolder = folder }
      let data: MustacheValue
      do {
        data = try MustacheValue(jsonData: json)
      } catch {
        console.err("\(dataPath): error: not valid JSON: \(error)\n")
        return ExitCode.failure
      }
      do {
        console.out(try source.render(data))
      } catch {
        console.err("\(error.message)\n")
        return ExitCode.failure
      }
      return ExitCode.success
    default:
      let suggestion = Suggestions.closest(to: subcommand, in: subcommands)
      throw CommandError(
        "unknown templates subcommand '\(subcommand)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        hint: "see 'formc help templates'")
    }
  }
}
