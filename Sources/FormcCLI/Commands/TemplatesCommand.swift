import FormCompiler
import FormDiagnostics
import Foundation
import Mustache

/// `formc templates list|show|context|render`
enum TemplatesCommand {
  static let command = Formc.Command(
    name: "templates",
    summary: "List, show and try templates, and print a form's template context",
    help: """
      OVERVIEW: Work with code-generation templates.

      USAGE: formc templates list
             formc templates show <name>
             formc templates context <spec> [--param key=value]...
             formc templates render <template> --data <file.json> [--partials <dir>]

      SUBCOMMANDS:
        list                 The templates bundled into formc.
        show <name>          Print a bundled template: the starting point for your own.
        context <spec>       Print the template context of a form as JSON: every key a
                             template can use (documented in docs/template-context.md).
        render <template>    Render any template (a bundled name or a file) against any JSON
                             data and print exactly the rendered text, adding nothing.

      OPTIONS:
        --data <file.json>   The data for 'render'.
        --partials <dir>     Where 'render' finds {{> name}}: <dir>/name.mustache
                             (default: the template's folder).
        --param key=value    A template parameter for 'context' (repeatable).
        -h, --help           Show this help.

      Template errors are reported as template.mustache:line:column: error: message [id].
      Exit status: 0 on success, 1 on a spec or template error, 2 on usage or I/O errors.

      """,
    options: OptionSpec(options: [["--data"], ["--partials"], ["--param"]]),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let subcommands = ["list", "show", "context", "render"]
    guard let subcommand = arguments.positionals.first else {
      throw CommandError(
        "'templates' needs a subcommand: \(subcommands.joined(separator: ", "))", hint: "see 'formc help templates'")
    }
    let rest = Array(arguments.positionals.dropFirst())
    switch subcommand {
    case "list":
      for name in BundledTemplates.all.keys.sorted() {
        console.out("\(name)  (renders <Form>.\(TemplateSource.bundledExtensions[name] ?? "txt"))\n")
      }
      return ExitCode.success
    case "show":
      guard rest.count == 1, let name = rest.first else {
        throw CommandError("'templates show' takes one template name", hint: "see 'formc templates list'")
      }
      console.out(try TemplateSource.resolve(name).text)
      return ExitCode.success
    case "context":
      guard rest.count == 1, let file = rest.first else {
        throw CommandError("'templates context' takes one spec file", hint: "see 'formc help templates'")
      }
      let result = FormCompiler.compile(fileAt: file)
      DiagnosticPrinter(console: console).print(result)
      let command = "formc compile \(file) --template <template>"
      guard let context = TemplateContext(result: result, generatedBy: command, params: try parameters(arguments))
      else { return ExitCode.failure }
      console.out(String(decoding: context.jsonData(), as: UTF8.self) + "\n")
      return ExitCode.success
    case "render":
      guard rest.count == 1, let reference = rest.first else {
        throw CommandError("'templates render' takes one template", hint: "see 'formc help templates'")
      }
      guard let dataPath = arguments.values["--data"] else {
        throw CommandError("'templates render' needs --data <file.json>", hint: "see 'formc help templates'")
      }
      guard let json = FileManager.default.contents(atPath: dataPath) else {
        throw CommandError("cannot read \(dataPath)")
      }
      var source = try TemplateSource.resolve(reference)
      if let folder = arguments.values["--partials"] { source.partialsFolder = folder }
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

  /// `--param key=value` pairs.
  static func parameters(_ arguments: ParsedArguments) throws(CommandError) -> [String: String] {
    var parameters: [String: String] = [:]
    for pair in arguments.allValues["--param"] ?? [] {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw CommandError("--param takes key=value, not '\(pair)'")
      }
      parameters[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    return parameters
  }
}
