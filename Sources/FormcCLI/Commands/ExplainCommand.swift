import FormDiagnostics
import NameSuggestions

/// `formc explain [ID]`
enum ExplainCommand {
  static let command = Formc.Command(
    name: "explain",
    summary: "Explain a diagnostic by its id, or list every id",
    overview: """
      Explain a diagnostic: every diagnostic formc prints ends with its id in
      brackets, as in 'error: unknown name 'alDay' in condition; did you mean 'allDay'?
      [unknown-name]'.
      """,
    arguments: ArgumentDeclaration(
      name: "id", help: "A diagnostic id (unknown-name). Without it, every id is listed with its message.",
      count: .atMostOne, noun: "diagnostic id", completion: .choices(DiagnosticKind.all.map(\.id))),
    options: [],
    discussion: """
      For an id, prints its severity, the message it is printed with (the parts in <angle
      brackets> vary), what it means and what to do, and an example: files, the formc
      command that reports it, and what that command prints, run there and then.
      """,
    exitCodes: ExitCodeHelp(success: "success", failure: nil, usageOrIO: "an unknown id, or usage errors"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    guard let argument = arguments.positionals.first else {
      console.out(list)
      return ExitCode.success
    }
    // Accept the id as printed, brackets included.
    var id = Substring(argument)
    if id.hasPrefix("["), id.hasSuffix("]") { id = id.dropFirst().dropLast() }
    guard let kind = DiagnosticKind.named(String(id)) else {
      let suggestion = Suggestions.closest(to: String(id), in: DiagnosticKind.all.map(\.id))
      throw CommandError(
        "unknown diagnostic id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        hint: "see 'formc explain' for every id")
    }
    console.out(explanation(of: kind))
    return ExitCode.success
  }

  /// Every id with its message, one a line, sorted by id.
  static var list: String {
    let width = DiagnosticKind.all.map(\.id.count).max() ?? 0
    return DiagnosticKind.all.map { kind in
      kind.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + kind.severity.rawValue.padding(
          toLength: 9, withPad: " ", startingAt: 0) + kind.message + "\n"
    }.joined()
  }

  /// The whole entry of `kind`: id and severity, message templates, explanation, example.
  static func explanation(of kind: DiagnosticKind) -> String {
    var out = "\(kind.id) (\(kind.severity.rawValue))\n\nMESSAGE:\n"
    out += "  \(kind.message)\n"
    for other in kind.otherMessages { out += "  \(other)\n" }
    out += "\n" + TextLayout.wrap(kind.explanation, indent: 0, width: 80).joined(separator: "\n") + "\n"
    guard let example = kind.example else { return out }
    out += "\nEXAMPLE:\n"
    for file in example.files {
      out += "\n  \(file.path):\n"
      for line in file.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
        file.text.hasSuffix("\n") ? 1 : 0)
      {
        out += line.isEmpty ? "\n" : "    \(line)\n"
      }
    }
    out += "\n  $ formc \(example.arguments.joined(separator: " "))\n"
    // What formc prints for it, from a run now: the explanation cannot drift from the compiler.
    do throws(CommandError) {
      let run = try ExampleRun.run(example)
      for line in (run.err.isEmpty ? run.out : run.err).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast(1)
      {
        out += line.isEmpty ? "\n" : "  \(line)\n"
      }
      out += "  (exit \(run.code))\n"
    } catch {
      out += "  (the example could not be run here: \(error.message))\n"
    }
    return out
  }
}
