import Foundation
import Testing

@testable import FormcCLI

/// `--diagnostics xcode|json|github`.
@Suite struct DiagnosticFormatTests {
  /// A spec whose diagnostics include a fix-it and a note with a position.
  static let spec = """
    form: Demo
    sections:
      - id: main
        rows:
          - id: name
            kind: pickr
          - id: name

    """

  @Test func jsonIsOneArrayOnStandardOutputWithFixedKeys() throws {
    try withTemporaryFolder { folder in
      let path = try write(Self.spec, to: "demo.form.yaml", in: folder)
      let result = formc("check", "--diagnostics", "json", path)
      #expect(result.code == 1)
      #expect(result.err == "checked 1 file: 2 errors, 0 warnings\n")
      let array = try #require(jsonArray(result.out))
      #expect(array.count == 2)
      let kind = try #require(array.first)
      #expect(Set(kind.keys) == ["file", "line", "column", "severity", "id", "message", "notes", "fixIts"])
      #expect(kind["file"] as? String == path)
      #expect(kind["line"] as? Int == 6)
      #expect(kind["column"] as? Int == 15)
      #expect(kind["severity"] as? String == "error")
      #expect(kind["message"] as? String == "unknown row kind 'pickr'; did you mean 'picker'?")
      #expect((kind["notes"] as? [Any])?.isEmpty == true)
      let fixIts = try #require(kind["fixIts"] as? [[String: Any]])
      #expect(fixIts.count == 1)
      #expect(Set(fixIts[0].keys) == ["file", "line", "column", "length", "replacement"])
      #expect(fixIts[0]["file"] as? String == path)
      #expect(fixIts[0]["line"] as? Int == 6)
      #expect(fixIts[0]["column"] as? Int == 15)
      #expect(fixIts[0]["length"] as? Int == 5)
      #expect(fixIts[0]["replacement"] as? String == "picker")

      let duplicate = array[1]
      #expect(duplicate["id"] as? String == "duplicate-id")
      #expect(duplicate["line"] as? Int == 7)
      #expect(duplicate["column"] as? Int == 13)
      let notes = try #require(duplicate["notes"] as? [[String: Any]])
      #expect(notes.count == 1)
      #expect(Set(notes[0].keys) == ["message", "file", "line", "column"])
      #expect(notes[0]["message"] as? String == "'name' first used here")
      #expect(notes[0]["file"] as? String == path)
      #expect(notes[0]["line"] as? Int == 5)
      #expect(notes[0]["column"] as? Int == 13)
      #expect((duplicate["fixIts"] as? [Any])?.isEmpty == true)

      // The keys come in a fixed order, so the output is byte-stable.
      let lines = result.outLines
      #expect(lines.first == "[")
      #expect(lines.last == "]")
      #expect(
        lines[2]
          == #"  {"file": "\#(path)", "line": 7, "column": 13, "severity": "error", "id": "duplicate-id", "message": "id 'name' is already used; sections, rows and state variables share one namespace", "notes": [{"message": "'name' first used here", "file": "\#(path)", "line": 5, "column": 13}], "fixIts": []}"#
      )
    }
  }

  @Test func jsonCoversTheWholeRunAndIsEmptyWithoutProblems() throws {
    let clean = formc("check", "--diagnostics=json", formsFolder)
    #expect(clean.code == 0)
    #expect(clean.out == "[]\n")
    #expect(clean.err == "checked \(exampleFormNames.count) files: 0 errors, 0 warnings\n")

    try withTemporaryFolder { folder in
      let a = try write(Self.spec, to: "a.form.yaml", in: folder)
      let b = try write("form: x\n", to: "b.form.yaml", in: folder)
      let result = formc("check", "--diagnostics", "json", a, fruitSpec, b)
      #expect(result.code == 1)
      let array = try #require(jsonArray(result.out))
      #expect(array.map { $0["file"] as? String } == [a, a, b, b])
      #expect(result.out.components(separatedBy: "\n[").count == 1, "one array, not one per file")
    }
  }

  @Test func githubPrintsWorkflowCommands() throws {
    try withTemporaryFolder { folder in
      let path = try write(Self.spec, to: "demo.form.yaml", in: folder)
      let result = formc("check", "--diagnostics", "github", path)
      #expect(result.code == 1)
      #expect(result.err == "checked 1 file: 2 errors, 0 warnings\n")
      let file = path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
      #expect(
        result.outLines == [
          "::error file=\(file),line=6,col=15,title=formc (unknown-kind)::unknown row kind 'pickr'; did you mean 'picker'?",
          "::error file=\(file),line=7,col=13,title=formc (duplicate-id)::id 'name' is already used; sections, rows and state variables share one namespace%0Anote: \(path):5:13: 'name' first used here",
        ])
    }
  }

  @Test func githubEscapesMessagesAndProperties() throws {
    try withTemporaryFolder { folder in
      // A folder name with ':' and ',' (escaped in the file property) and a kind with '%' (escaped in the message).
      let path = try write(
        "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: a\n        kind: \"50%,x:y\"\n",
        to: "we:ird,dir/demo.form.yaml", in: folder)
      let result = formc("check", "--diagnostics", "github", path)
      #expect(result.code == 1)
      let escapedPath = path.replacingOccurrences(of: "we:ird,dir", with: "we%3Aird%2Cdir")
      let line = try #require(result.outLines.first)
      #expect(
        line.hasPrefix(
          "::error file=\(escapedPath),line=6,col=16,title=formc (unknown-kind)::unknown row kind '50%25,x:y'"))
    }
    #expect(DiagnosticPrinter.escapeData("100%\r\nnext: a,b") == "100%25%0D%0Anext: a,b")
    #expect(DiagnosticPrinter.escapeProperty("C:\\dir,1%\n") == "C%3A\\dir%2C1%25%0A")
  }

  @Test func xcodeIsTheDefault() throws {
    try withTemporaryFolder { folder in
      let path = try write(Self.spec, to: "demo.form.yaml", in: folder)
      let plain = formc("check", path)
      #expect(formc("check", "--diagnostics", "xcode", path) == plain)
      #expect(plain.out == "")
      #expect(
        plain.err.hasPrefix("\(path):6:15: error: unknown row kind 'pickr'; did you mean 'picker'? [unknown-kind]\n"))
    }
  }

  @Test(arguments: ["check", "compile", "verify", "simulate", "run"])
  func anUnknownFormatIsAUsageErrorWithASuggestion(_ command: String) throws {
    try withTemporaryFolder { folder in
      var arguments = [command, "--diagnostics", "jsn"]
      if command != "run" { arguments.append(fruitSpec) }
      if command == "compile" { arguments += ["-o", folder.appendingPathComponent("out").path] }
      try write("inputs: [\(fruitSpec)]\noutput: out\n", to: "formc.yml", in: folder)
      let result = formc(in: folder, arguments)
      #expect(result.code == 2)
      #expect(result.out == "")
      #expect(
        result.err == "error: unknown diagnostics format 'jsn'; did you mean 'json'?\nformats: xcode, json, github\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
    #expect(
      formc("check", "--diagnostics", "sarif", fruitSpec).err.hasPrefix("error: unknown diagnostics format 'sarif'\n"))
  }

  @Test func compileTakesTheFormatToo() throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      try write(try fruitText(), to: "fruit.form.yaml", in: input)
      let broken = try write(Self.spec, to: "demo.form.yaml", in: input)
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", input.path, "-o", output, "--diagnostics", "json")
      #expect(result.code == 1)
      let array = try #require(jsonArray(result.out))
      #expect(array.map { $0["file"] as? String } == [broken, broken])
      #expect(result.err.hasPrefix("compiled 1 of 2 files: 2 errors, 0 warnings"))
      #expect(contents(of: output) == ["Fruit.formc.json"])
    }
  }

  @Test func verifyKeepsStandardOutputForTheArrayWithJSON() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Warn
        sections:
          - id: main
            rows:
              - id: flag
                kind: toggle
              - id: ghost
                visible: "flag && !flag"
        """, to: "warn.form.yaml", in: folder)
      let result = formc("verify", "--diagnostics", "json", path)
      #expect(result.code == 0)
      let array = try #require(jsonArray(result.out))
      #expect(array.map { $0["severity"] as? String } == ["warning", "warning"])
      #expect(array.map { $0["line"] as? Int } == [7, 8])
      #expect(result.err.contains("\(path): Warn: "))
      #expect(result.err.contains("every update consistent; 2 warnings"))

      let github = formc("verify", "--diagnostics", "github", path)
      #expect(github.outLines.filter { $0.hasPrefix("::warning file=") }.count == 2)
    }
  }

  @Test func simulatePrintsSpecDiagnosticsInTheFormatAsked() throws {
    try withTemporaryFolder { folder in
      let spec = try write(
        "form: Demo\nsections:\n  - id: main\n    rows:\n      - id: a\n        visible: \"b\"\n",
        to: "demo.form.yaml", in: folder)
      let json = formc("simulate", spec, "--diagnostics", "json", stdin: "tap a\n")
      #expect(json.code == 1)
      #expect(json.out == "")
      // Standard output is the events' JSON Lines, so the array goes to standard error.
      let array = try #require(jsonArray(json.err))
      #expect(array.count == 1)
      #expect(array.first?["id"] as? String == "unknown-name")
      #expect(array.first?["line"] as? Int == 6)

      let github = formc("simulate", spec, "--diagnostics", "github", stdin: "tap a\n")
      #expect(github.code == 1)
      #expect(github.outLines.count == 1)
      #expect(github.outLines.first?.hasPrefix("::error file=") == true)

      let fine = formc("simulate", fruitSpec, "--diagnostics", "json", stdin: "tap citrus\n")
      #expect(fine.code == 0)
      #expect(fine.err == "[]\n")
      #expect(fine.outLines.count == 1)

      let corrupt = try write("{}", to: "bad.formc.json", in: folder)
      let loadError = formc("simulate", corrupt, "--diagnostics", "json", stdin: "")
      #expect(loadError.code == 1)
      #expect(jsonArray(loadError.err)?.first?["id"] as? String == "invalid-compiled-form")
    }
  }
}
