import FormDiagnostics
import NameSuggestions

/// The `formc` command line: `formc <command> [options]`.
public enum Formc {
  static let commands: [Command] = [
    CheckCommand.command, CompileCommand.command, SimulateCommand.command, PreviewCommand.command,
    VerifyCommand.command, RunCommand.command, TemplatesCommand.command, SchemaCommand.command,
    ExplainCommand.command, CompletionCommand.command, LSPCommand.command,
  ]

  /// `help`, which the overview lists after the commands and the completion scripts complete.
  static let helpSummary = "Show help for a command (formc help <command>)"

  /// `formc --version`.
  static let versionFlag = Flag("--version", help: "Print formc's version.")

  /// What `formc` takes in place of a command.
  static let topLevelOptions = [Command.helpFlag.info, versionFlag.info]

  /// Runs `formc` with `arguments` (without the program name) and returns the exit code.
  ///
  /// Plain `formc`, without arguments, is `formc run` when the console's working directory has a
  /// `formc.yml`, and prints the overview otherwise.
  public static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    guard let first = arguments.first else {
      let config = Paths.join(console.workingDirectory, ProjectConfig.fileName)
      if Paths.kind(config) == .file {
        return run(RunCommand.command, [], console: console)
      }
      console.err(overview)
      return ExitCode.usageOrIO
    }
    if first == "help" || Command.helpFlag.info.names.contains(first) {
      return help(Array(arguments.dropFirst()), console: console)
    }
    if versionFlag.info.names.contains(first) {
      console.out("formc \(version)\n")
      return ExitCode.success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let suggestion = Suggestions.closest(to: first, in: commands.map(\.name) + ["help"])
      console.err(
        "error: unknown command '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + "\nsee 'formc help'\n")
      return ExitCode.usageOrIO
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains(where: Command.helpFlag.info.names.contains) {
      console.out(command.help)
      return ExitCode.success
    }
    return run(command, rest, console: console)
  }

  private static func run(_ command: Command, _ rest: [String], console: Console) -> Int32 {
    do {
      let parsed = try ParsedArguments(rest, for: command)
      return try command.run(parsed, console)
    } catch {
      console.err("error: \(error.message)\n" + (error.hint.map { "\($0)\n" } ?? ""))
      return ExitCode.usageOrIO
    }
  }

  static let version = "0.1.0"

  private static func help(_ topics: [String], console: Console) -> Int32 {
    guard let topic = topics.first else {
      console.out(overview)
      return ExitCode.success
    }
    guard let command = commands.first(where: { $0.name == topic }) else {
      console.err("error: no help for '\(topic)'; commands: \(commands.map(\.name).joined(separator: ", "))\n")
      return ExitCode.usageOrIO
    }
    console.out(command.help)
    return ExitCode.success
  }

  static let overviewExitCodes = ExitCodeHelp(
    success: "success",
    failure: "problems in the input files (spec errors, failed events, errors in formc.yml), or stale or "
      + "missing outputs under --check",
    usageOrIO: "usage or I/O errors")

  static var overview: String {
    // One list, `help` included, laid out in one place so every summary starts in the same column.
    let entries = commands.map { ($0.name, $0.summary) } + [("help", helpSummary)]
    let width = entries.map(\.0.count).max() ?? 0
    let list = entries.map { name, summary in
      TextLayout.column("  " + name, summary, helpColumn: width + 4).dropLast()
    }
    return """
      OVERVIEW: formc compiles declarative table-view form specs (*.form.yaml) into
      row-map tables and transition plans for the FormRuntime library.

      USAGE: formc <command> [options]

      COMMANDS:
      \(list.joined(separator: "\n"))

      Wherever FILE... is taken, a folder means every *.form.yaml below it, in sorted order, and a
      quoted glob ('Forms/**/*.form.yaml') the files it matches; one that finds no spec is an error.
      Plain 'formc', with no arguments, in a folder with a formc.yml runs 'formc run'.
      Every diagnostic ends with its id in brackets; 'formc explain <id>' says what it means.

      \(overviewExitCodes.section)
      See 'formc help <command>' for details.

      """
  }
}

extension String {
  func padding(toLength length: Int, withPad pad: String, startingAt: Int) -> String {
    count >= length ? self : self + String(repeating: pad, count: length - count)
  }
}
