import FormDiagnostics
import NameSuggestions

/// One parameter a bundled template takes: what `--param NAME=VALUE` and formc.yml's `params:`
/// may set, declared once (``BundledTemplates/parameters``) for checking, defaults and
/// `formc templates show NAME --params`.
struct TemplateParameterDeclaration: Sendable, Equatable {
  var name: String
  /// The values it accepts; nil for any string.
  var allowedValues: [String]?
  /// The value the template sees when none is given.
  var defaultValue: String
  /// One sentence: what it changes in the output.
  var help: String
}

/// What is wrong with one given parameter.
enum TemplateParameterProblem: Equatable {
  /// The template declares no parameter of that name (the closest one, if any).
  case unknownName(suggestion: String?)
  /// The value is not one the parameter accepts (the closest one, if any).
  case valueNotAllowed(suggestion: String?)
}

/// The parameters a template declares, or that it declares none and takes whatever it is given.
struct TemplateParameters: Sendable {
  /// The template as the user named it (`swift`, `Templates/list.md.mustache`), for messages.
  var templateName: String
  /// Nil for a template that declares nothing (a template file): its parameters go unchecked.
  var declarations: [TemplateParameterDeclaration]?

  /// What is wrong with `name=value`, or nil when the template accepts it.
  func problem(name: String, value: String) -> TemplateParameterProblem? {
    guard let declarations else { return nil }
    guard let declaration = declarations.first(where: { $0.name == name }) else {
      return .unknownName(suggestion: Suggestions.closest(to: name, in: declarations.map(\.name)))
    }
    guard let allowed = declaration.allowedValues, !allowed.contains(value) else { return nil }
    return .valueNotAllowed(suggestion: Suggestions.closest(to: value, in: allowed))
  }

  /// The message for `problem`, e.g. `template 'swift' has no parameter 'acess'; did you mean 'access'?`.
  func message(for problem: TemplateParameterProblem, name: String, value: String) -> String {
    let declarations = declarations ?? []
    switch problem {
    case .unknownName(let suggestion?):
      return "template '\(templateName)' has no parameter '\(name)'; did you mean '\(suggestion)'?"
    case .unknownName(nil) where declarations.isEmpty:
      return "template '\(templateName)' takes no parameters, not '\(name)'"
    case .unknownName(nil):
      return "template '\(templateName)' has no parameter '\(name)'; its parameters are "
        + declarations.map(\.name).joined(separator: ", ")
    case .valueNotAllowed(let suggestion):
      let allowed = declarations.first { $0.name == name }?.allowedValues ?? []
      return "'\(value)' is not a value of parameter '\(name)' of template '\(templateName)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of \(allowed.joined(separator: ", "))")
    }
  }

  /// `given` with the default of every declared parameter it lacks.
  func withDefaults(_ given: [String: String]) -> [String: String] {
    var parameters = given
    for declaration in declarations ?? [] where parameters[declaration.name] == nil {
      parameters[declaration.name] = declaration.defaultValue
    }
    return parameters
  }

  /// Checks the `--param`s of the command line: the first problem is a usage error (exit 2).
  func checkCommandLine(_ given: [String: String]) throws(CommandError) {
    for (name, value) in given.sorted(by: { $0.key < $1.key }) {
      guard let problem = problem(name: name, value: value) else { continue }
      throw CommandError(
        "--param \(name)=\(value): " + message(for: problem, name: name, value: value),
        hint: "see 'formc templates show \(templateName) --params'")
    }
  }

  /// What `formc templates show NAME --params` prints: a line per parameter (name, allowed
  /// values, default, help), in columns.
  func listing() -> String {
    guard let declarations else {
      return "\(templateName) declares no parameters: --param and formc.yml's params reach it unchecked\n"
    }
    guard !declarations.isEmpty else { return "template '\(templateName)' takes no parameters\n" }
    let rows =
      [["NAME", "VALUES", "DEFAULT", "HELP"]]
      + declarations.map {
        [$0.name, $0.allowedValues?.joined(separator: ", ") ?? "any string", $0.defaultValue, $0.help]
      }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      (0..<3).map { row[$0].padded(to: widths[$0]) }.joined(separator: "  ") + "  " + row[3] + "\n"
    }.joined()
  }
}

extension String {
  /// The string followed by spaces up to `length` characters.
  fileprivate func padded(to length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
