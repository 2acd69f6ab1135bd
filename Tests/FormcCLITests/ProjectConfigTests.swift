import Foundation
import Testing

@testable import FormcCLI

/// `formc.yml`, `formc run`, and plain `formc`.
@Suite struct ProjectConfigTests {
  /// A project folder with the example specs at `Forms/` (one nested) and a formc.yml.
  static func project(_ config: String, in folder: URL, at configFolder: String = "") throws {
    let base = configFolder.isEmpty ? "" : configFolder + "/"
    try write(try fruitText(), to: "\(base)Forms/fruit.form.yaml", in: folder)
    try write(
      try String(contentsOfFile: "\(formsFolder)/settings.form.yaml", encoding: .utf8),
      to: "\(base)Forms/More/settings.form.yaml", in: folder)
    try write(config, to: "\(base)formc.yml", in: folder)
  }

  @Test func runCompilesTheInputsIntoTheOutputFolder() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs:\n  - Forms/**/*.form.yaml\noutput: Generated\n", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 0)
      #expect(result.out == "")
      #expect(result.err == "compiled 2 of 2 files: 0 errors, 0 warnings; 2 outputs written, 0 unchanged\n")
      #expect(
        contents(of: folder.appendingPathComponent("Generated").path) == ["Fruit.formc.json", "Settings.formc.json"])
      // The same bytes `compile` writes.
      let compiled = folder.appendingPathComponent("compiled").path
      #expect(formc("compile", fruitSpec, "-o", compiled).code == 0)
      #expect(
        FileManager.default.contents(atPath: "\(compiled)/Fruit.formc.json")
          == FileManager.default.contents(atPath: folder.appendingPathComponent("Generated/Fruit.formc.json").path))
    }
  }

  @Test func relativePathsResolveAgainstTheConfigFolder() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs: [Forms]\noutput: ../Out\n", in: folder, at: "app/config")
      try write("form: Broken\n", to: "app/config/Forms/broken.form.yaml", in: folder)
      let result = formc(in: folder, "run", "--config", "app/config/formc.yml")
      #expect(result.code == 1)
      // Diagnostics show paths as the user would write them from the working folder.
      #expect(result.err.hasPrefix("app/config/Forms/broken.form.yaml:1:1: error: "))
      #expect(
        contents(of: folder.appendingPathComponent("app/Out").path) == ["Fruit.formc.json", "Settings.formc.json"])
      // A folder for --config means the formc.yml in it.
      #expect(
        formc(in: folder, "run", "--config", "app/config")
          == formc(in: folder, "run", "--config", "app/config/formc.yml"))
      // An absolute --config works from anywhere.
      let elsewhere = folder.appendingPathComponent("app")
      let absolute = formc(in: elsewhere, "run", "--config", folder.appendingPathComponent("app/config/formc.yml").path)
      #expect(absolute.code == 1)
      #expect(
        absolute.err.hasPrefix(
          folder.appendingPathComponent("app/config/Forms/broken.form.yaml").path + ":1:1: error: "))
    }
  }

  @Test func globsFoldersAndFilesKeepTheirOrderAndDeduplicate() throws {
    try withTemporaryFolder { folder in
      for name in ["b", "a", "c"] {
        try write(brokenSpec("Form\(name.uppercased())"), to: "Specs/\(name).form.yaml", in: folder)
      }
      try write(brokenSpec("Deep"), to: "Specs/x/y/deep.form.yaml", in: folder)
      try write(brokenSpec("Hidden"), to: "Specs/.hidden/h.form.yaml", in: folder)
      try write(brokenSpec("Dot"), to: "Specs/.dot.form.yaml", in: folder)
      try write(brokenSpec("Other"), to: "Specs/other.yaml", in: folder)
      try write(brokenSpec("Solo"), to: "solo.form.yaml", in: folder)
      try write(
        "inputs:\n  - solo.form.yaml\n  - Specs/?.form.yaml\n  - Specs/**/*.form.yaml\n  - Specs/a.form.yaml\noutput: out\ndiagnostics: json\n",
        to: "formc.yml", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      var files: [String] = []
      for file in (jsonArray(result.out) ?? []).compactMap({ $0["file"] as? String }) where files.last != file {
        files.append(file)
      }
      #expect(
        files == [
          "solo.form.yaml", "Specs/a.form.yaml", "Specs/b.form.yaml", "Specs/c.form.yaml", "Specs/x/y/deep.form.yaml",
        ])
    }
  }

  @Test func globMatching() {
    #expect(Glob.matches("*.form.yaml", "fruit.form.yaml"))
    #expect(!Glob.matches("*.form.yaml", "fruit.form.yml"))
    #expect(Glob.matches("?.yaml", "a.yaml"))
    #expect(!Glob.matches("?.yaml", "ab.yaml"))
    #expect(Glob.matches("a*b*c", "aXbYbZc"))
    #expect(Glob.matches("*", "anything"))
    #expect(!Glob.matches("*", ".hidden"))
    #expect(Glob.matches(".*", ".hidden"))
    #expect(Glob.matches("f*t.form.yaml", "fruit.form.yaml"))
    #expect(!Glob.matches("f*t.form.yaml", "fruit.form.yaml.bak"))
    let glob = Glob("Forms/**/*.form.yaml")
    #expect(glob.base == "Forms")
    #expect(glob.components == ["**", "*.form.yaml"])
    #expect(Glob("/abs/dir/*.yaml").base == "/abs/dir")
    #expect(Glob("**/x.yaml").base == "")
  }

  @Test func anUnknownKeyIsPositionedWithASuggestion() throws {
    try withTemporaryFolder { folder in
      try write("inputs: [Forms]\nouput: out\n", to: "formc.yml", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      #expect(result.out == "")
      #expect(
        result.err == """
          formc.yml:2:1: error: unknown setting 'ouput'; did you mean 'output'? [config-unknown-key]
          ouput: out
          ^~~~~
          output
          formc.yml: 1 error, 0 warnings

          """)
    }
  }

  @Test func missingInputsAndWrongKindsAreReported() throws {
    try withTemporaryFolder { folder in
      try write("output: out\n", to: "formc.yml", in: folder)
      let missing = formc(in: folder, "run")
      #expect(missing.code == 1)
      #expect(
        missing.err.hasPrefix(
          "formc.yml:1:1: error: formc.yml has no 'inputs': list the specs to compile (files, folders or globs like 'Forms/**/*.form.yaml'), or name them on the command line [config-missing-key]\n"
        ))
      try write("inputs: [Forms]\n", to: "formc.yml", in: folder)
      #expect(
        formc(in: folder, "run").err.hasPrefix(
          "formc.yml:1:1: error: formc.yml has no 'output': the folder to write the generated files to (or pass --output) [config-missing-key]\n"
        ))

      try write(
        "inputs: {a: b}\noutput: [x]\ntemplate:\nparams: [1]\ndiagnostics: jsn\n", to: "formc.yml", in: folder)
      let wrong = formc(in: folder, "run", "--diagnostics", "json")
      #expect(wrong.code == 1)
      let array = try #require(jsonArray(wrong.out))
      #expect(
        array.map { "\($0["line"] ?? ""):\($0["column"] ?? "") \($0["id"] ?? "")" } == [
          "1:9 config-wrong-kind", "2:9 config-wrong-kind", "3:10 config-missing-value", "4:9 config-wrong-kind",
          "5:14 config-unknown-value",
        ])
      #expect(array.last?["message"] as? String == "unknown diagnostics format 'jsn'; did you mean 'json'?")

      try write("- inputs\n", to: "formc.yml", in: folder)
      #expect(formc(in: folder, "run").err.hasPrefix("formc.yml:1:1: error: formc.yml must be a mapping of settings"))
      try write("inputs: [a\n", to: "formc.yml", in: folder)
      #expect(formc(in: folder, "run").err.hasPrefix("formc.yml:"))
      #expect(formc(in: folder, "run").code == 1)
      try write("inputs: []\noutput: out\n", to: "formc.yml", in: folder)
      #expect(formc(in: folder, "run").err.hasPrefix("formc.yml:1:9: error: 'inputs' is empty"))
      try write("inputs: [Forms]\noutput: out\nparams:\n  n: 3\n  e:\n", to: "formc.yml", in: folder)
      #expect(formc(in: folder, "run").err.hasPrefix("formc.yml:5:5: error: parameter 'e' has no value"))
    }
  }

  @Test func anInputThatMatchesNothingIsAnError() throws {
    try withTemporaryFolder { folder in
      try write(try fruitText(), to: "Forms/fruit.form.yaml", in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
      try write(
        "inputs:\n  - Forms\n  - Missing/**/*.form.yaml\n  - \"nope.form.yaml\"\n  - Empty\noutput: out\n",
        to: "formc.yml", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      #expect(
        result.err == """
          formc.yml:3:5: error: input 'Missing/**/*.form.yaml' matches no files [config-input-no-match]
            - Missing/**/*.form.yaml
              ^
          formc.yml:4:5: error: input 'nope.form.yaml' matches no file or folder [config-input-no-match]
            - "nope.form.yaml"
              ^
          formc.yml:5:5: error: input 'Empty' is a folder with no .form.yaml files below it [config-input-no-match]
            - Empty
              ^
          formc.yml: 3 errors, 0 warnings

          """)
      // Nothing was compiled or written.
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }

  /// How the build plugin runs formc: the target's specs and its work folder on the command line,
  /// everything else (template, params, diagnostics) from the target's formc.yml.
  @Test func specsAndOutputOnTheCommandLineReplaceTheConfigs() throws {
    try withTemporaryFolder { folder in
      try Self.project(
        "template: swift\nparams:\n  access: internal\ndiagnostics: github\n", in: folder, at: "Target")
      let result = formc(
        in: folder, "run", "--config", "Target/formc.yml", "Target/Forms/fruit.form.yaml", "-o", "Work")
      #expect(result.code == 0)
      #expect(result.err == "compiled 1 of 1 file: 0 errors, 0 warnings; 1 output written, 0 unchanged\n")
      #expect(contents(of: folder.appendingPathComponent("Work").path) == ["Fruit.swift"])
      let generated = try String(
        contentsOf: folder.appendingPathComponent("Work/Fruit.swift"), encoding: .utf8)
      #expect(generated.contains("internal struct FruitForm"))

      // A folder argument; the config's output when there is no --output; the config's format.
      try write("inputs: [Forms]\noutput: Generated\ndiagnostics: github\n", to: "Target/formc.yml", in: folder)
      try write("form: Broken\n", to: "Other/broken.form.yaml", in: folder)
      let other = formc(in: folder, "run", "--config", "Target", "Other")
      #expect(other.code == 1)
      #expect(other.out.hasPrefix("::error file=Other/broken.form.yaml,line="))
    }
  }

  @Test func plainFormcRunsTheConfigInTheWorkingFolder() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs: [Forms]\noutput: Generated\n", in: folder)
      let plain = formc(in: folder, [])
      #expect(plain.code == 0)
      #expect(plain.err == "compiled 2 of 2 files: 0 errors, 0 warnings; 2 outputs written, 0 unchanged\n")
      #expect(
        contents(of: folder.appendingPathComponent("Generated").path) == ["Fruit.formc.json", "Settings.formc.json"])
      #expect(
        formc(in: folder, "run")
          == CLIResult(
            code: 0, out: "", err: "compiled 2 of 2 files: 0 errors, 0 warnings; 0 outputs written, 2 unchanged\n"))
    }
    try withTemporaryFolder { folder in
      // Without a formc.yml, plain formc prints the overview, and run says what is missing.
      let plain = formc(in: folder, [])
      #expect(plain.code == 2)
      #expect(plain.err == formc("help").out)
      let run = formc(in: folder, "run")
      #expect(run.code == 2)
      #expect(
        run.err == "error: no formc.yml in \(folder.path)\ncreate one (see 'formc help run'), or pass --config <file>\n"
      )
    }
  }

  @Test func theConfigChoosesTheDiagnosticsFormatAndTheCommandLineOverridesIt() throws {
    try withTemporaryFolder { folder in
      try write("form: Broken\n", to: "Forms/broken.form.yaml", in: folder)
      try write("inputs: [Forms]\noutput: out\ndiagnostics: github\n", to: "formc.yml", in: folder)
      let github = formc(in: folder, "run")
      #expect(github.code == 1)
      #expect(github.outLines.first?.hasPrefix("::error file=Forms/broken.form.yaml,line=1,col=1,") == true)
      let xcode = formc(in: folder, "run", "--diagnostics", "xcode")
      #expect(xcode.out == "")
      #expect(xcode.err.hasPrefix("Forms/broken.form.yaml:1:1: error: "))
    }
  }

  @Test func usageErrors() throws {
    try withTemporaryFolder { folder in
      try Self.project("inputs: [Forms]\noutput: out\n", in: folder)
      #expect(
        formc(in: folder, "run", "Missing.form.yaml")
          == CLIResult(code: 2, out: "", err: "error: no such file or folder: Missing.form.yaml\n"))
      #expect(
        formc(in: folder, "run", "--param", "novalue")
          == CLIResult(
            code: 2, out: "", err: "error: --param takes key=value, not 'novalue'\n"))
      #expect(formc(in: folder, "run", "--param", "=x").code == 2)
      #expect(
        formc(in: folder, "run", "--config", "nowhere.yml")
          == CLIResult(
            code: 2, out: "", err: "error: no such file: nowhere.yml\n"))
      #expect(
        formc(in: folder, "run", "--chek").err.hasPrefix(
          "error: unknown option '--chek' for 'formc run'; did you mean '--check'?"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }

  @Test func helpDocumentsExitCodesAndTheConfig() {
    for command in ["check", "compile", "verify", "simulate", "run"] {
      let help = formc("help", command).out
      #expect(help.contains("\nEXIT CODES:\n  0  "), "\(command)")
      #expect(help.contains("\n  2  usage or I/O errors"), "\(command)")
      #expect(help.contains("--diagnostics <format>"), "\(command)")
    }
    let run = formc("help", "run").out
    for word in ["inputs:", "output:", "template:", "params:", "diagnostics:", "--config <file>", "--check", "--param"]
    {
      #expect(run.contains(word), "\(word)")
    }
    let compile = formc("help", "compile").out
    for word in ["--template <name-or-path>", "--param <key>=<value>", "--check"] {
      #expect(compile.contains(word), "\(word)")
    }
  }
}
