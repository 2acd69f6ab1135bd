import FormcCLI
import Foundation
import Testing

/// A folder or glob that names no spec fails the command, so CI never passes on a wrong path (issue 20, item 2).
@Suite struct EmptyInputTests {
  @Test(arguments: ["check", "verify", "compile"])
  func anEmptyFolderIsAnError(_ command: String) throws {
    try withTemporaryFolder { folder in
      let empty = folder.appendingPathComponent("Empty").path
      try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
      let output = command == "compile" ? ["-o", folder.appendingPathComponent("out").path] : []
      let result = formc([command, empty] + output)
      #expect(
        result
          == CLIResult(
            code: 1, out: "", err: "error: folder '\(empty)' has no *.form.yaml files below it [no-spec-files]\n"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }

  @Test func aYAMLFileNotNamedLikeASpecIsMentioned() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/signup.yaml", in: folder)
      try write(try fruitText(), to: "Forms/more/settings.form.yml", in: folder)
      try write("inputs: [x]\n", to: "Forms/formc.yml", in: folder)
      let result = formc(in: folder, "check", "Forms")
      #expect(result.code == 1)
      #expect(
        result.err == """
          error: folder 'Forms' has no *.form.yaml files below it [no-spec-files]
          note: found Forms/more/settings.form.yml (and 1 more .yaml file); spec files must end in .form.yaml

          """)
    }
  }

  /// A glob (quoted, or unmatched and so left as it is by the shell) is expanded as formc.yml's globs are.
  @Test func aGlobIsExpandedAndOneThatMatchesNothingIsAnError() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/signup.yaml", in: folder)
      let nothing = formc(in: folder, "check", "Forms/*.form.yaml")
      #expect(
        nothing
          == CLIResult(
            code: 1, out: "",
            err: "error: 'Forms/*.form.yaml' matches no files [no-spec-files]\n"
              + "note: found Forms/signup.yaml; spec files must end in .form.yaml\n"))
      let matched = formc(in: folder, "check", "Forms/*.yaml")
      #expect(matched == CLIResult(code: 0, out: "", err: "checked 1 file: 0 errors, 0 warnings\n"))
    }
  }

  /// One empty folder among good inputs still fails the run, and nothing is checked or written.
  @Test func oneEmptyFolderAmongOthersFailsTheRun() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
      let output = folder.appendingPathComponent("out").path
      let result = formc(in: folder, "compile", formsFolder, "Empty", "-o", output)
      #expect(result.code == 1)
      #expect(result.err == "error: folder 'Empty' has no *.form.yaml files below it [no-spec-files]\n")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func theDiagnosticIsInTheJSONAndGitHubFormats() throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
      let json = formc(in: folder, "check", "Empty", "--diagnostics", "json")
      #expect(json.code == 1)
      let objects = try #require(jsonArray(json.out))
      #expect(objects.map { $0["id"] as? String } == ["no-spec-files"])
      #expect(objects.first?["file"] as? String == "Empty")
      let github = formc(in: folder, "verify", "Empty", "--diagnostics", "github")
      #expect(github.code == 1)
      #expect(
        github.out
          == "::error file=Empty,title=formc (no-spec-files)::folder 'Empty' has no *.form.yaml files below it\n")
    }
  }

  /// `formc run` with specs named on its command line, and with formc.yml's inputs.
  @Test func runWithAnEmptyFolder() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/signup.yaml", in: folder)
      try write("inputs: [Forms]\noutput: out\n", to: "formc.yml", in: folder)
      let fromConfig = formc(in: folder, "run")
      #expect(fromConfig.code == 1)
      #expect(
        fromConfig.err.hasPrefix(
          "formc.yml:1:10: error: input 'Forms' is a folder with no .form.yaml files below it [config-input-no-match]\n"
        ))
      #expect(fromConfig.err.contains("note: found Forms/signup.yaml; spec files must end in .form.yaml\n"))
      let fromCommandLine = formc(in: folder, "run", "Forms")
      #expect(fromCommandLine.code == 1)
      #expect(
        fromCommandLine.err.hasPrefix("error: folder 'Forms' has no *.form.yaml files below it [no-spec-files]\n"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }
}
