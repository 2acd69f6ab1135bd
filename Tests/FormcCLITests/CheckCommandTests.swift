import FormcCLI
import Foundation
import Testing

/// `formc check`.
@Suite struct CheckCommandTests {
  @Test func theExampleFormsHaveNoProblems() {
    let result = formc("check", formsFolder)
    #expect(result.code == 0)
    #expect(result.out == "")
    #expect(result.err == "checked \(exampleFormNames.count) files: 0 errors, 0 warnings\n")
  }

  @Test func oneFile() {
    let result = formc("check", fruitSpec)
    #expect(result.code == 0)
    #expect(result.err == "checked 1 file: 0 errors, 0 warnings\n")
  }

  @Test func aBrokenCopyGivesPositionedDiagnosticsWithTheLineAndACaret() throws {
    try withTemporaryFolder { folder in
      let original = try fruitText()
      var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // A misspelt kind, and a misspelt member inside a condition string.
      let kindLine = try #require(lines.firstIndex(of: "            kind: picker"))
      lines[kindLine] = "            kind: pickr"
      let hintLine = try #require(lines.firstIndex { $0.contains("not melon.expanded") })
      lines[hintLine] = lines[hintLine].replacingOccurrences(of: "not melon.expanded", with: "not melno.expanded")
      let path = try write(lines.joined(separator: "\n"), to: "fruit.form.yaml", in: folder)

      let result = formc("check", path)
      #expect(result.code == 1)
      #expect(result.out == "")
      let hintColumn = try #require(lines[hintLine].range(of: "melno")).lowerBound.utf16Offset(in: lines[hintLine]) + 1
      let expected = """
        \(path):\(kindLine + 1):19: error: unknown row kind 'pickr'; did you mean 'picker'? [unknown-kind]
                    kind: pickr
                          ^~~~~
                          picker
        \(path):\(hintLine + 1):\(hintColumn): error: unknown name 'melno' in condition; did you mean 'melon'? [unknown-name]
        \(lines[hintLine])
        \(String(repeating: " ", count: hintColumn - 1))^~~~~
        \(String(repeating: " ", count: hintColumn - 1))melon
        checked 1 file: 2 errors, 0 warnings

        """
      #expect(result.err == expected)
    }
  }

  @Test func notesArePrintedWithTheirOwnPositionAndLine() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - id: name
              - id: name

        """, to: "dup.form.yaml", in: folder)
      let result = formc("check", path)
      #expect(result.code == 1)
      #expect(
        result.err == """
          \(path):6:13: error: id 'name' is already used; sections, rows and state variables share one namespace [duplicate-id]
                - id: name
                      ^
          \(path):5:13: note: 'name' first used here
                - id: name
                      ^
          checked 1 file: 1 error, 0 warnings

          """)
    }
  }

  @Test func aFolderExpandsToEveryFormYAMLBelowItInSortedOrder() throws {
    try withTemporaryFolder { folder in
      let broken = { (name: String) in "form: \(name)\nsections: []\n" }
      try write(broken("B"), to: "b.form.yaml", in: folder)
      try write(broken("Z"), to: "a/z.form.yaml", in: folder)
      try write(broken("C"), to: "a/c.form.yaml", in: folder)
      try write(broken("D"), to: "a/deeper/d.form.yaml", in: folder)
      try write("not: a spec\n", to: "notes.yaml", in: folder)
      try write("not: a spec\n", to: "a/readme.form.yml", in: folder)

      let result = formc("check", folder.path)
      #expect(result.code == 1)
      let headers = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        .map { String($0.prefix { $0 != ":" }) }
      let base = folder.path + "/"
      #expect(
        headers == [
          base + "a/c.form.yaml", base + "a/deeper/d.form.yaml", base + "a/z.form.yaml", base + "b.form.yaml",
        ])
      #expect(result.err.hasSuffix("checked 4 files: 4 errors, 0 warnings\n"))
      // A trailing slash gives the same paths.
      #expect(formc("check", folder.path + "/").err == result.err)
    }
  }

  @Test func filesAndFoldersCanBeMixed() throws {
    try withTemporaryFolder { folder in
      let path = try write("form: broken\nsections: [{id: main, rows: [{id: a}]}]\n", to: "x.form.yaml", in: folder)
      let result = formc("check", fruitSpec, path, formsFolder)
      #expect(result.code == 1)
      #expect(result.err.contains("\(path):1:7: error: form name 'broken' must be a Swift type name"))
      #expect(result.err.hasSuffix("checked \(exampleFormNames.count + 2) files: 1 error, 0 warnings\n"))
    }
  }

  /// A did-you-mean on a quoted word puts its caret, `~` and suggestion under the word, not under the quote, in
  /// every quoting: single and double, flow and block, and inside a condition string (issue 20, item 9).
  @Test func theCaretOfASuggestionInsideQuotesIsOnTheWord() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Demo
        sections:
          - id: main
            rows:
              - id: repeat
                kind: picker
                options: ['Daily', "Weekly"]
                default: 'Dialy'
              - id: block
                kind: picker
                options:
                  - Daily
                default:
                  "Dialy"
              - id: note
                visible: "repeat == 'Wekly'"
              - id: odd
                kind: 'pickr'

        """, to: "quoted.form.yaml", in: folder)
      let result = formc("check", path)
      #expect(result.code == 1)
      #expect(
        result.err == """
          \(path):8:19: error: 'Dialy' is not an option of 'repeat'; did you mean 'Daily'? [unknown-option]
                  default: 'Dialy'
                            ^~~~~
                            Daily
          \(path):14:12: error: 'Dialy' is not an option of 'block'; did you mean 'Daily'? [unknown-option]
                    "Dialy"
                     ^~~~~
                     Daily
          \(path):16:30: error: 'Wekly' is not an option of 'repeat'; did you mean 'Weekly'? [unknown-option]
                  visible: "repeat == 'Wekly'"
                                       ^~~~~
                                       Weekly
          \(path):18:16: error: unknown row kind 'pickr'; did you mean 'picker'? [unknown-kind]
                  kind: 'pickr'
                         ^~~~~
                         picker
          checked 1 file: 4 errors, 0 warnings

          """)
    }
  }

  @Test func aMissingFileIsAUsageError() {
    let result = formc("check", formsFolder, "/no/such/file.form.yaml")
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(result.err == "error: no such file or folder: /no/such/file.form.yaml\n")
  }

  @Test func yamlSyntaxErrorsArePositioned() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        "form: Demo\nsections:\n  - id: main\n    rows:\n\t- id: name\n", to: "tab.form.yaml", in: folder)
      let result = formc("check", path)
      #expect(result.code == 1)
      #expect(
        result.err.hasPrefix("\(path):5:1: error: found character that cannot start any token (tabs are not allowed"))
      // The tab is shown as a space so the caret stays under it.
      #expect(result.err.contains("\n - id: name\n^\n"))
    }
  }

  /// The traps of issue 20 (item 10), printed as warnings with their position, source line, caret and id; warnings
  /// leave the exit status 0.
  @Test func trapsAreWarningsWithTheirPositions() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Traps
        sections:
          - id: main
            rows:
              - id: showAdvanced
                kind: toggle
                visible: "not showAdvanced"
              - id: wifi
                kind: toggle
                expands:
                  - {id: network, kind: text}
              - {id: mode, kind: choice, options: [simple, expert]}
              - id: advanced
                visible: "mode == 'simple'"
                expands:
                  - {id: limit, kind: number, visible: "mode == 'expert'"}
        """, to: "traps.form.yaml", in: folder)
      let result = formc("check", path)
      #expect(result.code == 0)
      let expected = """
        \(path):7:18: warning: tapping 'showAdvanced' hides it: its condition "not showAdvanced" is false once the tap turns it on [tap-hides-row]
                visible: "not showAdvanced"
                         ^
        \(path):10:9: warning: toggle 'wifi' also expands: tapping it expands or collapses its rows and never changes its value, which stays false unless the app sets it [toggle-expands]
                expands:
                ^
        \(path):15:9: warning: row 'advanced' expands, but none of its children can ever be shown: each one's condition is false whenever 'advanced' is shown and expanded [children-never-shown]
                expands:
                ^
        \(path):16:48: note: the condition of 'limit'
                  - {id: limit, kind: number, visible: "mode == 'expert'"}
                                                       ^
        checked 1 file: 0 errors, 3 warnings

        """
      #expect(result.err == expected)
    }
  }
}
