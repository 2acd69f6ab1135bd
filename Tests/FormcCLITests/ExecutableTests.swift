import FormcCLI
import Foundation
import Testing

/// The built `formc` binary, run as a child process: the same behaviour as in-process, real
/// exit statuses, real standard streams.
@Suite struct ExecutableTests {
  @Test func theBinaryIsBuiltNextToTheTests() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    #expect(executable.lastPathComponent == "formc")
    // It is the one of this build: in the same products folder as the running tests.
    let products = executable.deletingLastPathComponent().path
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    if testBinary.lastPathComponent.hasSuffix(".xctest") {
      #expect(testBinary.deletingLastPathComponent().path == products)
    }
  }

  @Test func checkSimulateAndUsageErrorsThroughTheBinary() throws {
    let executable = try #require(builtExecutable(), "no formc next to the test bundle")
    try withTemporaryFolder { folder in
      let check = try runExecutable(executable, ["check", formsFolder], in: folder)
      #expect(check.code == 0)
      #expect(check.out == "")
      #expect(check.err == "checked \(exampleFormNames.count) files: 0 errors, 0 warnings\n")

      let events = "tap citrus\ntap melon\nset melonPick \"Honeydew\"\n"
      let simulate = try runExecutable(executable, ["simulate", fruitSpec, "--layout"], stdin: events, in: folder)
      #expect(simulate.code == 0)
      #expect(simulate == formc("simulate", fruitSpec, "--layout", stdin: events))
      #expect(simulate.outLines.count == 4)
      for line in simulate.outLines { #expect(jsonObject(line) != nil) }

      let broken = try write(
        "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: a\n        kind: toggel\n",
        to: "broken.form.yaml", in: folder)
      let failing = try runExecutable(executable, ["check", broken], in: folder)
      #expect(failing.code == 1)
      #expect(
        failing.err.hasPrefix(
          "\(broken):6:15: error: unknown row kind 'toggel'; did you mean 'toggle'? [unknown-kind]\n"))
      // Standard error is not a terminal here, so there is no colour.
      #expect(!failing.err.contains("\u{1B}["))

      let usage = try runExecutable(executable, ["chek", formsFolder], in: folder)
      #expect(usage.code == 2)
      #expect(usage.err == "error: unknown command 'chek'; did you mean 'check'?\nsee 'formc help'\n")

      let output = folder.appendingPathComponent("out").path
      let compile = try runExecutable(executable, ["compile", formsFolder, "-o", output], in: folder)
      #expect(compile.code == 0)
      #expect(contents(of: output) == exampleFormNames.map { "\($0).formc.json" })
      let fromJSON = try runExecutable(
        executable, ["simulate", "\(output)/Fruit.formc.json", "--events", "-", "--layout"], stdin: events, in: folder)
      #expect(fromJSON == simulate)
    }
  }
}
