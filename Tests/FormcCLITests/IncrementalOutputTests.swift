import Foundation
import Testing

/// Outputs are written only when their content changed, and `--check` compares without writing.
@Suite struct IncrementalOutputTests {
  /// How many example forms `Forms/` holds, each one output.
  let n = exampleFormNames.count

  @Test func aSecondCompileWritesNothing() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      let first = formc("compile", formsFolder, "-o", output)
      #expect(first.code == 0)
      let paths = exampleFormNames.map { "\(output)/\($0).formc.json" }
      let before = try paths.map(FileIdentity.init)
      Thread.sleep(forTimeInterval: 0.05)

      let second = formc("compile", formsFolder, "-o", output)
      #expect(second.code == 0)
      #expect(second.err == "compiled \(n) of \(n) files: 0 errors, 0 warnings; 0 outputs written, \(n) unchanged\n")
      #expect(try paths.map(FileIdentity.init) == before)
      #expect(contents(of: output) == exampleFormNames.map { "\($0).formc.json" })
    }
  }

  @Test func onlyTheChangedOutputIsRewritten() throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      for name in ["checkout", "event", "fruit", "settings"] {
        try write(
          try String(contentsOfFile: "\(formsFolder)/\(name).form.yaml", encoding: .utf8), to: "\(name).form.yaml",
          in: input)
      }
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", input.path, "-o", output).code == 0)
      let fruit = "\(output)/Fruit.formc.json"
      let event = "\(output)/EventEditor.formc.json"
      let (fruitBefore, eventBefore) = (try FileIdentity(fruit), try FileIdentity(event))
      let oldFruit = try Data(contentsOf: URL(fileURLWithPath: fruit))

      try write(
        try fruitText().replacingOccurrences(of: "title: Fruit", with: "title: Fruits"),
        to: "fruit.form.yaml", in: input)
      let result = formc("compile", input.path, "-o", output)
      #expect(result.code == 0)
      #expect(result.err == "compiled 4 of 4 files: 0 errors, 0 warnings; 1 output written, 3 unchanged\n")
      #expect(try FileIdentity(event) == eventBefore)
      #expect(try FileIdentity(fruit) != fruitBefore)
      #expect(try Data(contentsOf: URL(fileURLWithPath: fruit)) != oldFruit)
      // No temporary files are left behind.
      #expect(contents(of: output).count == 4)
    }
  }

  @Test func runAlwaysSaysWhatItWrote() throws {
    try withTemporaryFolder { folder in
      try write("inputs: [\(formsFolder)]\noutput: Generated\n", to: "formc.yml", in: folder)
      let first = formc(in: folder, "run")
      #expect(first.code == 0)
      #expect(first.err == "compiled \(n) of \(n) files: 0 errors, 0 warnings; \(n) outputs written, 0 unchanged\n")
      let path = folder.appendingPathComponent("Generated/Fruit.formc.json").path
      let before = try FileIdentity(path)
      Thread.sleep(forTimeInterval: 0.05)
      let second = formc(in: folder, "run")
      #expect(second.err == "compiled \(n) of \(n) files: 0 errors, 0 warnings; 0 outputs written, \(n) unchanged\n")
      #expect(try FileIdentity(path) == before)
    }
  }

  @Test func checkListsMissingOutputsAndWritesNothing() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", formsFolder, "-o", output, "--check")
      #expect(result.code == 1)
      #expect(result.out == "")
      let expected =
        exampleFormNames.map {
          "error: \(output)/\($0).formc.json is missing (run 'formc compile' to regenerate) [missing-output]\n"
        }
        .joined() + "compiled \(n) of \(n) files: 0 errors, 0 warnings; 0 outputs up to date, 0 stale, \(n) missing\n"
      #expect(result.err == expected)
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func checkPassesWhenUpToDateAndFailsOnAStaleOrMissingOutput() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", formsFolder, "-o", output).code == 0)
      let upToDate = formc("compile", formsFolder, "-o", output, "--check")
      #expect(upToDate.code == 0)
      #expect(
        upToDate.err
          == "compiled \(n) of \(n) files: 0 errors, 0 warnings; \(n) outputs up to date, 0 stale, 0 missing\n")

      let fruit = "\(output)/Fruit.formc.json"
      try write("{}\n", to: "out/Fruit.formc.json", in: folder)
      try FileManager.default.removeItem(atPath: "\(output)/Settings.formc.json")
      let before = try FileIdentity(fruit)
      let stale = formc("compile", formsFolder, "-o", output, "--check")
      #expect(stale.code == 1)
      #expect(
        stale.err == """
          error: \(fruit) is stale (run 'formc compile' to regenerate) [stale-output]
          error: \(output)/Settings.formc.json is missing (run 'formc compile' to regenerate) [missing-output]
          compiled \(n) of \(n) files: 0 errors, 0 warnings; \(n - 2) outputs up to date, 1 stale, 1 missing

          """)
      // Nothing was written.
      #expect(try FileIdentity(fruit) == before)
      #expect(try String(contentsOfFile: fruit, encoding: .utf8) == "{}\n")
      #expect(!FileManager.default.fileExists(atPath: "\(output)/Settings.formc.json"))

      let github = formc("compile", formsFolder, "-o", output, "--check", "--diagnostics", "github")
      #expect(
        github.outLines == [
          "::error file=\(fruit),title=formc (stale-output)::\(fruit) is stale (run 'formc compile' to regenerate)",
          "::error file=\(output)/Settings.formc.json,title=formc (missing-output)::\(output)/Settings.formc.json is missing (run 'formc compile' to regenerate)",
        ])
    }
  }

  @Test func runCheckFailsOnStaleAndMissingOutputsAndPassesAfterRun() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/fruit.form.yaml", in: folder)
      try write(
        try String(contentsOfFile: "\(formsFolder)/settings.form.yaml", encoding: .utf8),
        to: "Forms/settings.form.yaml", in: folder)
      try write("inputs: [Forms]\noutput: Generated\n", to: "formc.yml", in: folder)

      let missing = formc(in: folder, "run", "--check")
      #expect(missing.code == 1)
      #expect(
        missing.err == """
          error: Generated/Fruit.formc.json is missing (run 'formc run' to regenerate) [missing-output]
          error: Generated/Settings.formc.json is missing (run 'formc run' to regenerate) [missing-output]
          compiled 2 of 2 files: 0 errors, 0 warnings; 0 outputs up to date, 0 stale, 2 missing

          """)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))

      #expect(formc(in: folder, "run").code == 0)
      let fresh = formc(in: folder, "run", "--check")
      #expect(fresh.code == 0)
      #expect(fresh.err == "compiled 2 of 2 files: 0 errors, 0 warnings; 2 outputs up to date, 0 stale, 0 missing\n")

      // Editing a spec makes its output stale.
      try write(
        try fruitText().replacingOccurrences(of: "title: Fruit", with: "title: Fruits"),
        to: "Forms/fruit.form.yaml", in: folder)
      let stale = formc(in: folder, "run", "--check")
      #expect(stale.code == 1)
      #expect(
        stale.err.hasPrefix(
          "error: Generated/Fruit.formc.json is stale (run 'formc run' to regenerate) [stale-output]\n"))
      #expect(formc(in: folder, "run").code == 0)
      #expect(formc(in: folder, "run", "--check").code == 0)
    }
  }

  @Test func specErrorsStillFailUnderCheck() throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      try write(try fruitText(), to: "fruit.form.yaml", in: input)
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", input.path, "-o", output).code == 0)
      try write("form: x\n", to: "broken.form.yaml", in: input)
      let result = formc("compile", input.path, "-o", output, "--check")
      #expect(result.code == 1)
      #expect(result.err.contains(": error: "))
      #expect(
        result.err.hasSuffix("compiled 1 of 2 files: 2 errors, 0 warnings; 1 output up to date, 0 stale, 0 missing\n"))
    }
  }
}
