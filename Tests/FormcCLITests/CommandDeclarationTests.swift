import FormDiagnostics
import Foundation
import Testing

@testable import FormcCLI

/// What every command's declaration gives: usage, help, parsing and usage errors.
@Suite struct CommandDeclarationTests {
  static let commands = Formc.commands.map(\.name)

  static func command(_ name: String) -> Formc.Command? {
    Formc.commands.first { $0.name == name }
  }

  @Test(arguments: commands)
  func optionNamesAreWellFormedAndUnique(_ name: String) throws {
    let command = try #require(Self.command(name))
    let names = command.allOptions.flatMap(\.names)
    #expect(Set(names).count == names.count, "\(names)")
    for option in command.allOptions {
      #expect(option.long.hasPrefix("--") && option.long.count > 3, "\(option.long)")
      if let short = option.short { #expect(short.count == 2 && short.hasPrefix("-"), "\(short)") }
      #expect(option.help.hasSuffix("."), "\(option.long)'s help is a sentence")
    }
  }

  @Test(arguments: commands)
  func helpAndUsageShowEveryOption(_ name: String) throws {
    let command = try #require(Self.command(name))
    let help = formc("help", name).out
    let usage = try #require(help.split(separator: "\n\n").first { $0.hasPrefix("USAGE: ") })
    for option in command.options.map(\.info) {
      let label = option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? "")
      #expect(help.contains("\n  \(label)"), "\(name): \(label)")
      let words = usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(words.contains(option.usageForm), "\(name): usage shows \(option.usageForm)")
    }
    if let arguments = command.arguments {
      #expect(usage.contains(arguments.usageForm))
      #expect(help.contains("ARGUMENTS:\n  <\(arguments.name)>"))
    }
    // Every line fits in the width help is wrapped to.
    for line in help.split(separator: "\n") {
      #expect(line.count <= TextLayout.width, "\(name): \(line)")
    }
  }

  @Test(arguments: commands)
  func unknownOptionsSuggestTheDeclaredOnes(_ name: String) throws {
    let command = try #require(Self.command(name))
    let names = Set(command.options.flatMap(\.info.names))
    // `--params` less its last letter is `--param`, an option of its own, not a typo.
    for option in command.options.map(\.info) where !names.contains(String(option.long.dropLast())) {
      let typo = String(option.long.dropLast())
      let result = formc(name, typo)
      #expect(result.code == 2)
      #expect(
        result.err
          == "error: unknown option '\(typo)' for 'formc \(name)'; did you mean '\(option.long)'?\n"
          + "see 'formc help \(name)'\n")
    }
  }

  @Test(arguments: commands)
  func valuesAreRequiredAndFlagsTakeNone(_ name: String) throws {
    let command = try #require(Self.command(name))
    for option in command.options.map(\.info) {
      if option.takesValue {
        for spelling in option.names {
          #expect(
            formc(name, spelling)
              == CLIResult(code: 2, out: "", err: "error: '\(spelling)' needs a value\nsee 'formc help \(name)'\n"))
        }
      } else {
        #expect(
          formc(name, option.long + "=yes")
            == CLIResult(code: 2, out: "", err: "error: '\(option.long)' takes no value\nsee 'formc help \(name)'\n"))
      }
    }
  }

  @Test func typedValuesAreCheckedWhereTheyAreDeclared() {
    #expect(
      formc("verify", formsFolder, "--max-states", "0")
        == CLIResult(code: 2, out: "", err: "error: --max-states takes a positive whole number, not '0'\n"))
    #expect(
      formc("check", formsFolder, "--max-file-size=-1")
        == CLIResult(code: 2, out: "", err: "error: --max-file-size takes a positive number of bytes, not '-1'\n"))
    #expect(
      formc("check", formsFolder, "--diagnostics", "jsno").err.hasPrefix(
        "error: unknown diagnostics format 'jsno'; did you mean 'json'?\n"))
  }

  @Test func theArgumentCountIsCheckedBeforeRequiredOptions() {
    #expect(formc("compile", "-o", "out").err.hasPrefix("error: 'compile' needs at least one spec file or folder\n"))
    #expect(
      formc("compile", formsFolder).err
        == "error: 'compile' needs an output folder: -o <dir>\nsee 'formc help compile'\n")
    #expect(formc("simulate").err == "error: 'simulate' takes exactly one form file\nsee 'formc help simulate'\n")
  }

  @Test func defaultsAreShownInHelp() {
    #expect(formc("help", "verify").out.contains("Stop exploring a form after n states (default: 200000)."))
    #expect(formc("help", "check").out.contains("Refuse spec and events files larger than this (default: 8 MiB)."))
  }

  @Test func textIsWrappedAtWordsAndLabelsTooLongForTheColumnGetALineOfTheirOwn() {
    #expect(TextLayout.wrap("aaa bbb ccc", indent: 2, width: 9) == ["aaa bbb", "  ccc"])
    #expect(TextLayout.wrap("", indent: 2) == [""])
    #expect(TextLayout.column("  -x", "Help.", helpColumn: 8) == "  -x    Help.\n")
    #expect(TextLayout.column("  --long-name", "Help.", helpColumn: 8) == "  --long-name\n        Help.\n")
  }
}
