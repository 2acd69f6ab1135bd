import FormcCLI
import Foundation
import Testing

/// `help`, `--help`, and what usage errors print.
@Suite struct HelpAndUsageTests {
  /// Every subcommand the overview lists (so a new one is covered too).
  static let commands: [String] = {
    let overview = formc("help").out
    guard let start = overview.range(of: "COMMANDS:\n") else { return [] }
    return overview[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
      .filter { $0 != "help" }
  }()

  @Test func theOverviewListsTheCommands() {
    #expect(Set(["check", "compile", "simulate"]).isSubset(of: Self.commands), "\(Self.commands)")
  }

  @Test func helpPrintsTheOverview() {
    let result = formc("help")
    #expect(result.code == 0)
    #expect(result.err == "")
    #expect(result.out.hasPrefix("OVERVIEW: formc compiles declarative table-view form specs"))
    #expect(result.out.contains("USAGE: formc <command> [options]"))
    for command in Self.commands { #expect(result.out.contains("\n  \(command) "), "lists \(command)") }
    #expect(result.out.contains("  help        Show help for a command (formc help <command>)"))
    #expect(result.out.contains("EXIT CODES:\n  0  success\n  1  problems in the input files"))
    #expect(result.out.hasSuffix("\n"))
  }

  /// Every line of the command list, `help` included, starts its summary in the same column (issue 20, item 9).
  @Test func everyLineOfTheCommandListIsAligned() throws {
    let overview = formc("help").out
    let start = try #require(overview.range(of: "COMMANDS:\n"))
    let lines = overview[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
    #expect(lines.count == Self.commands.count + 1)
    #expect(lines.last?.hasPrefix("  help ") == true)
    let columns = lines.map { line -> Int in
      // The summary starts after the name and the run of spaces after it.
      let afterName = line.dropFirst(2).drop { $0 != " " }
      return line.count - afterName.drop { $0 == " " }.count
    }
    #expect(Set(columns).count == 1, "summary columns: \(columns)")
    for line in lines { #expect(line.hasPrefix("  ") && !line.dropFirst(2).hasPrefix(" ")) }
  }

  @Test(arguments: ["--help", "-h"])
  func helpFlagsPrintTheOverview(_ flag: String) {
    let result = formc(flag)
    #expect(result.code == 0)
    #expect(result.out == formc("help").out)
    #expect(result.err == "")
  }

  @Test func noArgumentsPrintTheOverviewAsAUsageError() {
    let result = formc([])
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err == formc("help").out)
  }

  @Test func version() {
    let result = formc("--version")
    #expect(result.code == 0)
    #expect(result.out == "formc 0.1.0\n")
  }

  @Test(arguments: commands)
  func helpForEachCommand(_ command: String) {
    let help = formc("help", command)
    #expect(help.code == 0)
    #expect(help.err == "")
    #expect(help.out.hasPrefix("OVERVIEW: "))
    // The usage line ends where its words do: a command without arguments or options has no trailing space.
    #expect(help.out.contains("USAGE: formc \(command) ") || help.out.contains("USAGE: formc \(command)\n"))
    #expect(!help.out.contains(" \n"))
    #expect(help.out.contains("-h, --help"))
    // `<command> --help` and `-h` print the same, even with other arguments around.
    #expect(formc(command, "--help") == help)
    #expect(formc(command, "-h") == help)
    #expect(formc(command, "no-such-file.form.yaml", "--help") == help)
  }

  @Test func helpTextsDescribeTheirOptions() {
    #expect(formc("help", "compile").out.contains("-o, --output <dir>"))
    #expect(formc("help", "simulate").out.contains("--events <file>"))
    #expect(formc("help", "simulate").out.contains("--layout"))
    #expect(formc("help", "check").out.contains("path:line:column: error: message"))
  }

  @Test func helpForAnUnknownTopic() {
    let result = formc("help", "frobnicate")
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err.hasPrefix("error: no help for 'frobnicate'; commands: check, compile, simulate"))
    #expect(result.err == "error: no help for 'frobnicate'; commands: \(Self.commands.joined(separator: ", "))\n")
  }

  @Test(arguments: [("chek", "check"), ("compil", "compile"), ("simulat", "simulate"), ("hepl", "help")])
  func unknownCommandSuggestsTheClosest(_ typo: String, _ suggestion: String) {
    let result = formc(typo, formsFolder)
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err == "error: unknown command '\(typo)'; did you mean '\(suggestion)'?\nsee 'formc help'\n")
  }

  @Test func unknownCommandWithoutACloseMatch() {
    let result = formc("deploy")
    #expect(result.code == 2)
    #expect(result.err == "error: unknown command 'deploy'\nsee 'formc help'\n")
  }

  @Test func unknownOptionSuggestsTheClosest() {
    let layout = formc("simulate", fruitSpec, "--layuot")
    #expect(layout.code == 2)
    #expect(layout.out == "")
    #expect(
      layout.err
        == "error: unknown option '--layuot' for 'formc simulate'; did you mean '--layout'?\nsee 'formc help simulate'\n"
    )

    let output = formc("compile", formsFolder, "--ouptut", "out")
    #expect(output.code == 2)
    #expect(output.err.hasPrefix("error: unknown option '--ouptut' for 'formc compile'; did you mean '--output'?\n"))

    let verbose = formc("check", "--verbose", formsFolder)
    #expect(verbose.code == 2)
    #expect(verbose.err == "error: unknown option '--verbose' for 'formc check'\nsee 'formc help check'\n")
  }

  @Test func optionValueErrors() {
    let missing = formc("compile", formsFolder, "-o")
    #expect(missing.code == 2)
    #expect(missing.err == "error: '-o' needs a value\nsee 'formc help compile'\n")

    let flagWithValue = formc("simulate", fruitSpec, "--layout=yes")
    #expect(flagWithValue.code == 2)
    #expect(flagWithValue.err.hasPrefix("error: '--layout' takes no value\n"))
  }

  @Test func missingArguments() {
    #expect(
      formc("check")
        == CLIResult(
          code: 2, out: "", err: "error: 'check' needs at least one spec file or folder\nsee 'formc help check'\n"))
    #expect(
      formc("compile", formsFolder).err
        == "error: 'compile' needs an output folder: -o <dir>\nsee 'formc help compile'\n")
    #expect(formc("compile", formsFolder).code == 2)
    #expect(formc("compile", "-o", "out").err.hasPrefix("error: 'compile' needs at least one spec file or folder\n"))
    let two = formc("simulate", fruitSpec, fruitSpec)
    #expect(two.code == 2)
    #expect(two.err == "error: 'simulate' takes exactly one form file\nsee 'formc help simulate'\n")
    #expect(formc("simulate").code == 2)
  }
}
