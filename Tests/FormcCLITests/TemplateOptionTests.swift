import FormDiagnostics
import Foundation
import Testing

@testable import FormcCLI

/// `--param`, `--template` and formc.yml's `template` and `params`, up to `OutputRendering`.
@Suite struct TemplateOptionTests {
  static let regeneration = RegenerationCommand(
    kind: .run(config: "app/formc.yml", output: nil, namesSpecs: false), parameters: [:], workingDirectory: "/")

  @Test func repeatedOptionsKeepEveryValue() throws {
    let output = CommonOptions.output(help: "")
    let options = [CommonOptions.check.info, CommonOptions.parameter.info, output.info]
    let parsed = try ParsedArguments(
      ["--param", "a=1", "x", "--param=b=2", "-o", "first", "--output", "second", "--param", "a=3"],
      options: options, command: "compile")
    #expect(try parsed.values(CommonOptions.parameter).map(\.key) == ["a", "b", "a"])
    #expect(try parsed.value(CommonOptions.parameter) == TemplateParameter(key: "a", value: "3"))
    #expect(try parsed.value(output) == "second")
    #expect(try parsed.values(output) == ["first", "second"])
    #expect(parsed.positionals == ["x"])
    #expect(!parsed.isSet(CommonOptions.check))
    // Later values of a key win; a value may hold '='.
    #expect(TemplateParameter.dictionary(try parsed.values(CommonOptions.parameter)) == ["a": "3", "b": "2"])
    let equals = try ParsedArguments(
      ["--param", "url=a=b", "--param", "empty=", "--check"], options: options, command: "compile")
    #expect(TemplateParameter.dictionary(try equals.values(CommonOptions.parameter)) == ["url": "a=b", "empty": ""])
    #expect(equals.isSet(CommonOptions.check))
  }

  @Test func badParamsAreUsageErrors() {
    let missing = formc("compile", fruitSpec, "-o", "/nonexistent/out", "--param", "module")
    #expect(missing == CLIResult(code: 2, out: "", err: "error: --param takes key=value, not 'module'\n"))
    #expect(formc("compile", fruitSpec, "-o", "/nonexistent/out", "--param", "=App").code == 2)
  }

  @Test func theConfigsTemplateAndParamsReachRendering() throws {
    try withTemporaryFolder { folder in
      try write("{{form.name}}\n", to: "app/Templates/list.txt.mustache", in: folder)
      try write("{{form.name}}\n", to: "app/local.txt.mustache", in: folder)
      let resolver = PathResolver(workingDirectory: folder.path)
      var config = ProjectConfig(location: SourceLocation(file: "app/formc.yml", line: 1, column: 1))
      let output = resolver.input("app/Generated")
      config.params = ["module": "App", "access": "internal"]

      config.template = "Templates/list.txt.mustache"
      let path = RunCommand.generationSettings(
        config, output: output, folder: "app", resolver: resolver, parameters: ["access": "public", "extra": "1"],
        checkOnly: true, regeneration: Self.regeneration)
      #expect(path.template == folder.appendingPathComponent("app/Templates/list.txt.mustache").path)
      #expect(path.parameters == ["module": "App", "access": "public", "extra": "1"])
      #expect(path.checkOnly)
      #expect(path.command == "run")

      // A bare file name in the config's folder is a path too; any other word names a bundled template.
      config.template = "local.txt.mustache"
      let local = RunCommand.generationSettings(
        config, output: output, folder: "app", resolver: resolver, parameters: [:], checkOnly: false,
        regeneration: Self.regeneration)
      #expect(local.template == folder.appendingPathComponent("app/local.txt.mustache").path)
      config.template = "swift"
      let bundled = RunCommand.generationSettings(
        config, output: output, folder: "app", resolver: resolver, parameters: [:], checkOnly: false,
        regeneration: Self.regeneration)
      #expect(bundled.template == "swift")
      #expect(bundled.parameters == ["module": "App", "access": "internal"])
    }
  }

  @Test func configParamsAreStrings() throws {
    do {
      let source = """
        inputs: [Forms]
        output: out
        template: swift
        params:
          module: App
          count: 3
          flag: yes
          empty: ''

        """
      var decoder = ProjectConfigDecoder(source: .init(path: "formc.yml", text: source))
      let decoded = decoder.decode()
      let config = try #require(decoded)
      #expect(decoder.diagnostics.diagnostics.isEmpty)
      #expect(config.params == ["module": "App", "count": "3", "flag": "yes", "empty": ""])
      #expect(config.template == "swift")
      #expect(config.inputs.map(\.path) == ["Forms"])
      #expect(config.inputs.first?.location.line == 1)
      #expect(config.output == "out")
    }
  }
}
