import Foundation
import Testing

/// A compiled form (`<Form>.formc.json`) given to a command that takes specs: one error saying
/// what the file is, not one error per compiled key each quoting the file's one long line.
@Suite struct CompiledFormGivenTests {
  /// Compiles the checkout form into `folder`/out and returns the compiled file's path.
  private func compiledCheckout(in folder: URL) throws -> String {
    let output = folder.appendingPathComponent("out").path
    let spec = packageRoot.appendingPathComponent("Forms/checkout.form.yaml").path
    #expect(formc("compile", spec, "-o", output).code == 0)
    let compiled = "\(output)/Checkout.formc.json"
    #expect(try String(contentsOfFile: compiled, encoding: .utf8).utf8.count > 2_000, "one long line")
    return compiled
  }

  @Test(arguments: ["check", "verify", "compile"])
  func aCompiledFormIsOneErrorNamingTheCommand(_ command: String) throws {
    try withTemporaryFolder { folder in
      let compiled = try compiledCheckout(in: folder)
      let text = try String(contentsOfFile: compiled, encoding: .utf8)
      let keyColumn = try #require(text.range(of: "\"formatVersion\"")).lowerBound.utf16Offset(in: text) + 1
      let output = folder.appendingPathComponent("again").path
      let result = formc(command == "compile" ? [command, compiled, "-o", output] : [command, compiled])
      #expect(result.code == 1)
      let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(
        errors == [
          "\(compiled):1:\(keyColumn): error: this is a compiled form (form Checkout); formc \(command) takes the "
            + "spec it was compiled from [compiled-form-given]"
        ])
      #expect(!result.err.contains("unknown key"))
      // The quoted line is a window around the key, not the whole file.
      #expect(result.err.utf8.count < 1_000, "\(result.err)")
      #expect(result.err.contains("…"))
      #expect(!FileManager.default.fileExists(atPath: output + "/Checkout.formc.json"))
    }
  }

  @Test func aSpecWithAStrayVersionKeyIsAnOrdinarySpecError() throws {
    try withTemporaryFolder { folder in
      let spec = try write(
        "formatVersion: 1\nform: Stray\nsections:\n  - id: main\n    rows:\n      - {id: a, kind: text}\n",
        to: "stray.form.yaml", in: folder)
      let result = formc("check", spec)
      #expect(result.code == 1)
      #expect(result.err.hasPrefix("\(spec):1:1: error: unknown key 'formatVersion'"), "\(result.err)")
      #expect(!result.err.contains("compiled-form-given"))
    }
  }

  @Test func simulateSaysHowItTellsACompiledFormFromASpec() throws {
    try withTemporaryFolder { folder in
      let compiled = try compiledCheckout(in: folder)
      let misnamed = folder.appendingPathComponent("checkout.form.yaml").path
      try FileManager.default.copyItem(atPath: compiled, toPath: misnamed)
      let result = formc("simulate", misnamed, stdin: "tap giftWrap\n")
      #expect(result.code == 1)
      #expect(
        result.err.split(separator: "\n").filter { $0.contains(": error: ") }.map {
          $0.split(separator: ": error: ")[1]
        }
          == [
            "this is a compiled form (form Checkout); formc simulate loads a compiled form from a file whose name "
              + "ends in .json [compiled-form-given]"
          ])
      // Named .json, the same file runs.
      #expect(formc("simulate", compiled, stdin: "tap giftWrap\n").code == 0)
    }
  }

  @Test func aSpecWithAMisplacedKeyOnALongLineQuotesAWindowWithTheCaretOnTheKey() throws {
    try withTemporaryFolder { folder in
      // A flow mapping of 2 KB on one line, with an unknown key near its middle.
      let padding = (0..<60).map { "{id: r\($0), kind: text}" }.joined(separator: ", ")
      let line = "sections: [{id: main, rows: [\(padding), {id: odd, kidn: text}, \(padding)]}]"
      let spec = try write("form: Long\n" + line + "\n", to: "long.form.yaml", in: folder)
      let result = formc("check", spec)
      #expect(result.code == 1)
      let lines = result.err.split(separator: "\n").map(String.init)
      let header = try #require(lines.first)
      #expect(header.contains("unknown key 'kidn'"), "\(result.err)")
      let quoted = lines[1], caret = lines[2]
      #expect(quoted.unicodeScalars.count <= 122 && quoted.hasPrefix("…") && quoted.hasSuffix("…"))
      let caretOffset = caret.prefix { $0 == " " }.count
      #expect(String(String.UnicodeScalarView(quoted.unicodeScalars.dropFirst(caretOffset).prefix(4))) == "kidn")
    }
  }
}
