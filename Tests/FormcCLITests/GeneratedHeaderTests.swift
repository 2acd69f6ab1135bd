import Foundation
import Testing

@testable import FormcCLI

/// The "Do not edit" header of a generated file names the command that regenerates exactly that
/// file: taken out of the file and run as a user would (the built `formc`, in the folder it was
/// generated from), it writes the same bytes.
@Suite struct GeneratedHeaderTests {
  /// The command in a Swift file's header (`//   formc …` on its second line), as arguments.
  static func headerCommand(_ file: String) throws -> [String] {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.dropFirst().first)
    #expect(line.hasPrefix("//   formc "), "\(line)")
    return line.dropFirst("//   ".count).split(separator: " ").map(String.init)
  }

  /// Runs the header's command in `folder` after removing `output`, and checks it writes `file` again, byte for byte.
  static func regenerating(_ file: String, removing output: URL, in folder: URL, executable: URL) throws {
    let original = try Data(contentsOf: URL(fileURLWithPath: file))
    let command = try headerCommand(file)
    #expect(command.first == "formc")
    try FileManager.default.removeItem(at: output)
    let rerun = try runExecutable(executable, Array(command.dropFirst()), in: folder, currentDirectory: folder)
    #expect(rerun.code == 0, "\(command.joined(separator: " ")): \(rerun.err)")
    #expect(FileManager.default.contents(atPath: file) == original, "\(command.joined(separator: " "))")
  }

  @Test func compilesHeaderRegeneratesTheFileWithItsTemplateAndParams() throws {
    let executable = try #require(builtExecutable(), "formc is built beside the tests")
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/fruit.form.yaml", in: folder)
      let result = try runExecutable(
        executable,
        ["compile", "Forms", "--template", "swift", "--param", "access=internal", "-o", "Generated", "--check"],
        in: folder, currentDirectory: folder)
      #expect(result.code == 1, "--check on a missing output")
      let first = try runExecutable(
        executable, ["compile", "Forms", "--template", "swift", "--param", "access=internal", "-o", "Generated"],
        in: folder, currentDirectory: folder)
      #expect(first.code == 0, "\(first.err)")
      let file = folder.appendingPathComponent("Generated/Fruit.swift").path
      #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\ninternal struct FruitForm"))
      #expect(
        try Self.headerCommand(file) == [
          "formc", "compile", "Forms/fruit.form.yaml", "-o", "Generated", "--template", "swift", "--param",
          "access=internal",
        ])
      try Self.regenerating(
        file, removing: folder.appendingPathComponent("Generated"), in: folder, executable: executable)
    }
  }

  @Test func runsHeaderNamesItsConfigAndRegeneratesTheFile() throws {
    let executable = try #require(builtExecutable(), "formc is built beside the tests")
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "App/Forms/fruit.form.yaml", in: folder)
      try write(
        "inputs: [Forms]\noutput: Generated\ntemplate: swift\nparams:\n  access: internal\n", to: "App/formc.yml",
        in: folder)
      let first = try runExecutable(executable, ["run", "--config", "App"], in: folder, currentDirectory: folder)
      #expect(first.code == 0, "\(first.err)")
      let file = folder.appendingPathComponent("App/Generated/Fruit.swift").path
      #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\ninternal struct FruitForm"))
      #expect(try Self.headerCommand(file) == ["formc", "run", "--config", "App/formc.yml"])
      try Self.regenerating(
        file, removing: folder.appendingPathComponent("App/Generated"), in: folder, executable: executable)
    }
  }

  /// What the build plugin passes (specs, --output and --param on the command line) is in the header too,
  /// and an absolute path below the working folder is shown relative to it.
  @Test func theCommandLineOfRunIsInTheHeader() {
    let command = RegenerationCommand(
      kind: .run(config: "/work/app/formc.yml", output: "/work/app/.build/out", namesSpecs: true),
      parameters: ["b": "two words", "a": "1"], workingDirectory: "/work/app")
    #expect(
      command.line(for: "/elsewhere/x.form.yaml")
        == "formc run --config formc.yml /elsewhere/x.form.yaml --output .build/out --param a=1 --param 'b=two words'")
    #expect(ShellQuoting.quoted("it's") == #"'it'\''s'"#)
    #expect(ShellQuoting.quoted("a\nb") == #"$'a\nb'"#)
    #expect(ShellQuoting.quoted("") == "''")
  }
}
