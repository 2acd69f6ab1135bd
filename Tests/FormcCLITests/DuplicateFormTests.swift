import Foundation
import Testing

/// Two specs that declare the same `form:` would write the same output: the error names that
/// output for the template in use, points at the second `form:` with a note at the first, and
/// neither is written (the other specs are).
@Suite struct DuplicateFormTests {
  static let first = "form: Signup\nsections:\n  - id: main\n    rows:\n      - id: name\n        kind: text\n"
  static let second = "title: Sign up again\nform: Signup\nsections:\n  - id: main\n    rows:\n      - id: email\n"
  static let other = "form: Other\nsections:\n  - id: main\n    rows:\n      - id: name\n"

  static func project(in folder: URL) throws {
    try write(first, to: "Forms/a.form.yaml", in: folder)
    try write(second, to: "Forms/b.form.yaml", in: folder)
    try write(other, to: "Forms/c.form.yaml", in: folder)
  }

  static let expectedError = """
    Forms/b.form.yaml:2:7: error: form 'Signup' is also declared in Forms/a.form.yaml; both would be written to \
    out/Signup.swift, so neither is [duplicate-form]
    form: Signup
          ^
    Forms/a.form.yaml:1:7: note: 'Signup' is declared here first
    form: Signup
          ^

    """

  @Test func compileNamesTheTemplatesOutputAndWritesNeither() throws {
    try withTemporaryFolder { folder in
      try Self.project(in: folder)
      let result = formc(in: folder, "compile", "Forms", "-o", "out", "--template", "swift")
      #expect(result.code == 1)
      #expect(result.err == Self.expectedError + "compiled 1 of 3 files: 1 error, 0 warnings\n")
      #expect(contents(of: folder.appendingPathComponent("out").path) == ["Other.swift"])

      let json = formc(in: folder, "compile", "Forms/a.form.yaml", "Forms/b.form.yaml", "-o", "json")
      #expect(json.code == 1)
      #expect(json.err.contains("both would be written to json/Signup.formc.json, so neither is [duplicate-form]"))
      #expect(contents(of: folder.appendingPathComponent("json").path) == [])
    }
  }

  @Test func runReportsItTheSameWay() throws {
    try withTemporaryFolder { folder in
      try Self.project(in: folder)
      try write("inputs: [Forms]\noutput: out\ntemplate: swift\n", to: "formc.yml", in: folder)
      let result = formc(in: folder, "run")
      #expect(result.code == 1)
      #expect(result.err.hasPrefix(Self.expectedError))
      #expect(contents(of: folder.appendingPathComponent("out").path) == ["Other.swift"])
    }
  }
}
