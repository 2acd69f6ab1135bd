import FormCompiler
import FormDiagnostics

/// The options more than one command takes, declared once.
enum CommonOptions {
  /// `--diagnostics xcode|json|github`; nil when not given (`run` then asks formc.yml).
  static let diagnostics = Option<DiagnosticFormat>(
    "--diagnostics", value: "<format>",
    help: "How to print diagnostics: xcode (the default; path:line:column: error: message, the source line and "
      + "a caret, on standard error), json (one JSON array of every diagnostic of the run, on standard output) "
      + "or github (GitHub Actions ::error/::warning workflow commands, on standard output).",
    completion: .choices(DiagnosticFormat.allCases.map(\.rawValue)),
    parse: { text throws(CommandError) in try DiagnosticFormat.named(text) })

  /// `--max-file-size <bytes>`: the largest spec file read.
  static let maxFileSize = Option<Int>(
    "--max-file-size", value: "<bytes>", help: "Refuse spec and events files larger than this.",
    defaultValue: CompilerOptions().yamlLimits.maxInputBytes,
    defaultText: "\(CompilerOptions().yamlLimits.maxInputBytes / (1024 * 1024)) MiB",
    parse: { text throws(CommandError) in
      guard let bytes = Int(text), bytes > 0 else {
        throw CommandError("--max-file-size takes a positive number of bytes, not '\(text)'")
      }
      return bytes
    })

  /// `--param key=value`, repeatable: a template parameter.
  static let parameter = Option<TemplateParameter>(
    "--param", value: "<key>=<value>",
    help: "A parameter for the template; repeat for more. A bundled template's are checked against what it "
      + "declares ('formc templates show <name> --params'); a template file's reach it unchecked.",
    repeatable: true,
    parse: { text throws(CommandError) in
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw CommandError("--param takes key=value, not '\(text)'")
      }
      return TemplateParameter(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    })

  /// `--check`: compare the outputs instead of writing them.
  static let check = Flag(
    "--check",
    help: "Render every output in memory and compare it with the file in the output folder; write nothing. "
      + "Every stale or missing output is listed on standard error, and the exit status is 1 if there is any.")

  /// `-o, --output <dir>`.
  static func output(help: String, requiredAs: String? = nil) -> Option<String> {
    Option("--output", short: "-o", value: "<dir>", help: help, completion: .folder, requiredAs: requiredAs)
  }
}

/// One `--param key=value`.
struct TemplateParameter: Sendable, Equatable {
  var key: String
  var value: String

  /// The parameters as a dictionary, later ones overriding earlier ones with the same key.
  static func dictionary(_ parameters: [TemplateParameter]) -> [String: String] {
    var dictionary: [String: String] = [:]
    for parameter in parameters { dictionary[parameter.key] = parameter.value }
    return dictionary
  }
}
