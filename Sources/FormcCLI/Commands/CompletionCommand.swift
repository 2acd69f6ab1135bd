import FormDiagnostics
import NameSuggestions

/// `formc completion bash|zsh|fish`
enum CompletionCommand {
  /// The shells a script can be printed for, and how each is written.
  static let shells: [(name: String, script: @Sendable ([CompletionEntry]) -> String)] = [
    ("bash", BashCompletion.script), ("zsh", ZshCompletion.script), ("fish", FishCompletion.script),
  ]

  static let command = Formc.Command(
    name: "completion",
    summary: "Print a shell completion script",
    overview: "Print a script that completes formc's commands, options and their values in a shell.",
    arguments: ArgumentDeclaration(
      name: "shell", help: "bash, zsh or fish.", count: .exactlyOne, noun: "shell (bash, zsh or fish)",
      completion: .choices(shells.map(\.name))),
    options: [],
    discussion: """
      INSTALLING:
        bash   source <(formc completion bash)            in ~/.bashrc
        zsh    formc completion zsh > ~/.zfunc/_formc     with ~/.zfunc on $fpath before compinit
        fish   formc completion fish > ~/.config/fish/completions/formc.fish

      The scripts are generated from the same declarations as the commands' help, so they offer
      every command, every option, and each option's values: paths, folders, bundled template
      names, diagnostics formats.
      """,
    exitCodes: ExitCodeHelp(
      success: "the script was printed", failure: nil, usageOrIO: "usage errors (unknown shell)"),
    run: run)

  static func run(_ arguments: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
    let name = arguments.positionals.first ?? ""
    guard let shell = shells.first(where: { $0.name == name }) else {
      let suggestion = Suggestions.closest(to: name, in: shells.map(\.name))
      throw CommandError.usage(
        "unknown shell '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + "; completion scripts exist for \(shells.map(\.name).joined(separator: ", "))",
        command: "completion")
    }
    console.out(shell.script(CompletionEntry.all(Formc.commands)))
    return ExitCode.success
  }
}
