import FormRuntime
import FormcCLI
import Foundation
import Testing

/// `formc compile`.
@Suite struct CompileCommandTests {
  @Test func compilesEveryExampleForm() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", formsFolder, "-o", output)
      #expect(result.code == 0)
      #expect(result.out == "")
      #expect(
        result.err == "compiled \(exampleFormNames.count) of \(exampleFormNames.count) files: 0 errors, 0 warnings\n")
      // One file per form, named after the form; nothing else (no temporary files).
      #expect(contents(of: output) == exampleFormNames.map { "\($0).formc.json" })
      for name in exampleFormNames {
        let data = try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent("\(name).formc.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["form"] as? String == name)
        #expect(object["formatVersion"] as? Int == CompiledForm.currentFormatVersion)
        // Only a form with lists has the `lists` key, only one with rules the `rules` key, only one with
        // presentation keys the `presentation` key, and only one with `key:` overrides the `keys` key.
        let lists: Set<String> = ["Contact", "Contacts", "Heroes"].contains(name) ? ["lists"] : []
        let rules: Set<String> = ["Checkout", "Signup"].contains(name) ? ["rules"] : []
        let presentation: Set<String> =
          ["Checkout", "Contacts", "EventEditor", "Settings"].contains(name) ? ["presentation"] : []
        let keys: Set<String> = name == "Signup" ? ["keys"] : []
        #expect(
          Set(object.keys)
            == Set(["conditions", "form", "formatVersion", "rows", "sections", "title", "values"]).union(lists)
            .union(rules).union(presentation).union(keys))
        #expect(data.last == UInt8(ascii: "\n"))
      }
    }
  }

  @Test func outputIsByteIdenticalAcrossRuns() throws {
    try withTemporaryFolder { folder in
      let first = folder.appendingPathComponent("first").path
      let second = folder.appendingPathComponent("second").path
      #expect(formc("compile", formsFolder, "-o", first).code == 0)
      #expect(formc("compile", formsFolder, "--output", second).code == 0)
      // Compiling again over existing output replaces it in place.
      #expect(formc("compile", formsFolder, "--output=\(first)").code == 0)
      #expect(contents(of: first) == contents(of: second))
      for name in contents(of: first) {
        let a = try Data(contentsOf: URL(fileURLWithPath: first).appendingPathComponent(name))
        let b = try Data(contentsOf: URL(fileURLWithPath: second).appendingPathComponent(name))
        #expect(a == b, "\(name) differs between runs")
      }
      #expect(contents(of: first) == exampleFormNames.map { "\($0).formc.json" })
    }
  }

  @Test func nothingIsWrittenForASpecWithErrors() throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      try write(try fruitText(), to: "fruit.form.yaml", in: input)
      let broken = try write(
        "form: Broken\nsections:\n  - id: main\n    rows:\n      - id: a\n        kind: toggel\n",
        to: "broken.form.yaml", in: input)
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", input.path, "-o", output)
      #expect(result.code == 1)
      #expect(
        result.err.hasPrefix(
          "\(broken):6:15: error: unknown row kind 'toggel'; did you mean 'toggle'? [unknown-kind]\n"))
      #expect(result.err.hasSuffix("compiled 1 of 2 files: 1 error, 0 warnings\n"))
      #expect(contents(of: output) == ["Fruit.formc.json"])
    }
  }

  @Test func twoSpecsForTheSameFormAreAnError() throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      let first = try write(try fruitText(), to: "a.form.yaml", in: input)
      let second = try write(try fruitText(), to: "b.form.yaml", in: input)
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", input.path, "-o", output)
      #expect(result.code == 1)
      #expect(
        result.err.hasPrefix(
          "\(second):7:7: error: form 'Fruit' is also declared in \(first); both would be written to "
            + "\(output)/Fruit.formc.json, so neither is [duplicate-form]\n"
        )
      )
      #expect(result.err.contains("\(first):7:7: note: 'Fruit' is declared here first\n"))
      #expect(contents(of: output) == [])
    }
  }

  @Test func theOutputFolderIsCreated() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("a/b/c").path
      let result = formc("compile", fruitSpec, "-o", output)
      #expect(result.code == 0)
      #expect(result.err == "compiled 1 of 1 file: 0 errors, 0 warnings\n")
      #expect(contents(of: output) == ["Fruit.formc.json"])
    }
  }

  @Test func anOutputPathThatIsAFileIsAnIOError() throws {
    try withTemporaryFolder { folder in
      let file = try write("x", to: "file", in: folder)
      let result = formc("compile", fruitSpec, "-o", file)
      #expect(result.code == 2)
      #expect(result.err.contains("error: cannot create output folder \(file)"))
    }
  }

  @Test func aMissingInputIsAUsageError() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      let result = formc("compile", "/no/such.form.yaml", "-o", output)
      #expect(result.code == 2)
      #expect(result.err == "error: no such file or folder: /no/such.form.yaml\n")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }
}
