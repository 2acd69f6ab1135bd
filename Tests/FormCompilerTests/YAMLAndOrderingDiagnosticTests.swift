import FormCompiler
import FormDiagnostics
import Foundation
import Testing

/// YAML syntax errors come through `FormCompiler.compile` with libyaml's position, and every
/// error of a spec is reported, in source order.
@Suite struct YAMLAndOrderingDiagnosticTests {
  @Test func badIndentation() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - 2️⃣id: main
          rows:
            - id: name
           1️⃣title: Name
      """,
      [
        DiagnosticSpec(
          id: "yaml-syntax",
          message: "did not find expected key while parsing a block mapping (check the indentation of this line)",
          notes: [NoteSpec("2️⃣", "the block mapping starts here")])
      ])
  }

  @Test func tabInIndentation() {
    assertDiagnostics(
      "form: Demo\nsections:\n  - id: main\n    rows:\n1️⃣\t- id: name\n",
      [
        DiagnosticSpec(
          id: "yaml-syntax",
          message: "found character that cannot start any token (tabs are not allowed in YAML indentation; use spaces)")
      ])
  }

  @Test func unclosedQuote() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - id: name
              title: 1️⃣"Name

      2️⃣
      """,
      [
        DiagnosticSpec(
          id: "yaml-syntax",
          message: "found unexpected end of stream while scanning a quoted scalar (the closing quote is missing)",
          notes: [NoteSpec("2️⃣", "the file ends here")])
      ])
  }

  @Test func duplicateKey() {
    assertDiagnostics(
      """
      form: Demo
      sections:
        - id: main
          rows:
            - 2️⃣id: name
              title: Name
              1️⃣id: other
      """,
      [
        DiagnosticSpec(
          id: "yaml-duplicate-key", message: "duplicate key 'id' in mapping",
          notes: [NoteSpec("2️⃣", "first defined here")])
      ])
  }

  @Test func emptyFileAndSecondDocument() {
    assertDiagnostics("1️⃣", [DiagnosticSpec(id: "yaml-empty", message: "the file is empty; expected a mapping")])
    assertDiagnostics(
      """
      form: Demo
      sections: [{id: main, rows: [{id: name}]}]
      1️⃣---
      form: Other
      """,
      [DiagnosticSpec(id: "yaml-multiple-documents", message: "a second document starts here")])
  }

  @Test func yamlErrorsAreReportedThroughCompileFileAt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-yaml-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.form.yaml")
    try Data("form: Demo\nsections:\n  - id: main\n    rows:\n\t- id: name\n".utf8).write(to: file)
    let result = FormCompiler.compile(fileAt: file.path)
    #expect(result.diagnostics.map(\.id) == ["yaml-syntax"])
    #expect(result.diagnostics.first?.location == Location(file: file.path, line: 5, column: 1))
    #expect(result.source?.path == file.path)

    let missing = FormCompiler.compile(fileAt: folder.appendingPathComponent("none.form.yaml").path)
    #expect(missing.diagnostics.map(\.id) == ["unreadable"])
    #expect(missing.form == nil)
  }

  @Test func everyErrorIsReportedInSourceOrder() {
    // Five errors from different stages (decoding, id checks, row checks, state checks and
    // condition checks), which the compiler finds in a different order than they are written.
    let result = assertDiagnostics(
      """
      form: Demo
      state:
        mode: {type: string, values: [a, b], default: 1️⃣c}
      sections:
        - id: main
          rows:
            - id: 6️⃣name
              visible: "2️⃣nmae == 'x'"
            - id: count
              kind: number
              min: 5
              max: 3️⃣1
            - id: 4️⃣name
              kind: text
            - id: other
              5️⃣knd: toggle
      """,
      [
        DiagnosticSpec(id: "unknown-option", message: "'c' is not an option of 'mode'"),
        DiagnosticSpec("2️⃣", id: "unknown-name", message: "unknown name 'nmae' in condition; did you mean 'name'?"),
        DiagnosticSpec("3️⃣", id: "bad-range", message: "'min' 5 is above 'max' 1"),
        DiagnosticSpec(
          "4️⃣", id: "duplicate-id", message: "id 'name' is already used", notes: [NoteSpec("6️⃣", "first used")]),
        DiagnosticSpec("5️⃣", id: "unknown-key", message: "unknown key 'knd' in a row; did you mean 'kind'?"),
      ])
    #expect(
      result.diagnostics.map(\.id) == ["unknown-option", "unknown-name", "bad-range", "duplicate-id", "unknown-key"])
    #expect(result.diagnostics.map(\.location.line) == [3, 8, 12, 13, 16])
  }
}
