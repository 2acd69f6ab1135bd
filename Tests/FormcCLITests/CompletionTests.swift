import Foundation
import Testing

@testable import FormcCLI

/// `formc completion bash|zsh|fish`: scripts generated from the commands' declarations.
@Suite struct CompletionTests {
  static let shells = ["bash", "zsh", "fish"]

  /// How a script names one option: bash completes words, zsh writes `_arguments` specs, fish
  /// writes `-s`/`-l` switches.
  static func mention(of name: String, in shell: String) -> String {
    switch shell {
    case "zsh": "\(name)["
    case "fish": name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
    default: name
    }
  }

  /// How a script names one command.
  static func mention(ofCommand name: String, in shell: String) -> String {
    switch shell {
    case "zsh": "'\(name):"
    case "fish": "-a \(name) -d"
    default: "    \(name))\n"
    }
  }

  @Test(arguments: shells)
  func theScriptNamesEveryCommandOptionAndValue(_ shell: String) {
    let result = formc("completion", shell)
    #expect(result.code == 0)
    #expect(result.err == "")
    for command in Formc.commands.map(\.name) + ["help"] {
      #expect(result.out.contains(Self.mention(ofCommand: command, in: shell)), "\(shell): \(command)")
    }
    for command in Formc.commands {
      for option in command.allOptions {
        for name in option.names {
          #expect(result.out.contains(Self.mention(of: name, in: shell)), "\(shell): \(command.name) \(name)")
        }
        for word in option.completion.words {
          #expect(result.out.contains(word), "\(shell): \(command.name) \(option.long) \(word)")
        }
      }
    }
    for word in ["xcode", "json", "github"] + BundledTemplates.all.keys.sorted() {
      #expect(result.out.contains(word), "\(shell): \(word)")
    }
  }

  @Test func anUnknownShellIsAUsageError() {
    #expect(
      formc("completion", "bsh")
        == CLIResult(
          code: 2, out: "",
          err: "error: unknown shell 'bsh'; did you mean 'bash'?; completion scripts exist for bash, zsh, fish\n"
            + "see 'formc help completion'\n"))
    #expect(
      formc("completion").err
        == "error: 'completion' takes exactly one shell (bash, zsh or fish)\nsee 'formc help completion'\n")
  }

  // MARK: - Syntax, where the shell is installed

  @Test func theBashScriptIsValidBash() throws {
    let bash = try #require(Shell.find("bash"), "bash is not installed")
    let result = try Shell.check(bash, flag: "-n", script: formc("completion", "bash").out)
    #expect(result.code == 0, "\(result.err)")
  }

  @Test(.enabled(if: Shell.find("zsh") != nil, "zsh is not installed, so its script's syntax is not checked"))
  func theZshScriptIsValidZsh() throws {
    let zsh = try #require(Shell.find("zsh"))
    let result = try Shell.check(zsh, flag: "-n", script: formc("completion", "zsh").out)
    #expect(result.code == 0, "\(result.err)")
  }

  @Test(.enabled(if: Shell.find("fish") != nil, "fish is not installed, so its script's syntax is not checked"))
  func theFishScriptIsValidFish() throws {
    let fish = try #require(Shell.find("fish"))
    let result = try Shell.check(fish, flag: "--no-execute", script: formc("completion", "fish").out)
    #expect(result.code == 0, "\(result.err)")
  }

  // MARK: - The bash completion function, called as bash calls it

  @Test(arguments: [
    (["che"], ["check"]),
    (["co"], ["compile", "completion"]),
    (["--v"], ["--version"]),
    (["compile", "--out"], ["--output"]),
    (["compile", "--t"], ["--template"]),
    (["compile", "--template", ""], ["markdown", "swift", "xcstrings", "Forms", "fruit.form.yaml"]),
    (["check", "--diagnostics", "j"], ["json"]),
    (["check", "--diagnostics", "=", "g"], ["github"]),
    (["verify", "--s"], ["--strict"]),
    (["verify", "--max-states", ""], []),
    (["help", "sim"], ["simulate"]),
    (["completion", ""], ["bash", "zsh", "fish"]),
    (["check", "fr"], ["fruit.form.yaml"]),
    (["compile", "-o", ""], ["Forms"]),
    (["run", "--config", "f"], ["fruit.form.yaml"]),
  ])
  func bashCompletes(_ words: [String], _ expected: [String]) throws {
    let bash = try #require(Shell.find("bash"), "bash is not installed")
    let script = formc("completion", "bash").out
    let replies = try withTemporaryFolder { folder in
      // The folder completion runs in holds one spec and one folder; the script is outside it.
      let project = folder.appendingPathComponent("project")
      try write("", to: "fruit.form.yaml", in: project)
      try FileManager.default.createDirectory(
        at: project.appendingPathComponent("Forms"), withIntermediateDirectories: true)
      return try Shell.bashCompletions(bash, script: script, words: ["formc"] + words, in: project)
    }
    #expect(replies.sorted() == expected.sorted(), "\(words)")
  }
}

/// Shells run as child processes.
enum Shell {
  /// The executable named `name` on `PATH`.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `shell flag FILE` on `script` written to a file (a syntax check with `-n`).
  static func check(_ shell: String, flag: String, script: String) throws -> CLIResult {
    try withTemporaryFolder { folder in
      let file = try write(script, to: "script", in: folder)
      return try runExecutable(URL(fileURLWithPath: shell), [flag, file], in: folder)
    }
  }

  /// Sources the bash `script`, sets `COMP_WORDS` to `words` with the cursor on the last one,
  /// calls `_formc` as bash's `complete -F` would, and returns `COMPREPLY`.
  static func bashCompletions(_ bash: String, script: String, words: [String], in folder: URL) throws -> [String] {
    let work = folder.deletingLastPathComponent()
    let file = try write(script, to: "formc-completion.bash", in: work)
    let driver = """
      cd "$1" && source "$2" && shift 2
      COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      _formc
      for reply in "${COMPREPLY[@]}"; do printf '%s\\n' "$reply"; done
      """
    let result = try runExecutable(
      URL(fileURLWithPath: bash), ["-c", driver, "driver", folder.path, file] + words, in: work)
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err == "")
    return result.outLines
  }
}
