import Foundation
import Testing

@Suite struct VerifyCommandTests {
  /// Every example form verifies completely, the forms with lists up to each list's bound, which the report names.
  @Test func everyExampleFormVerifiesCompletely() {
    let result = formc("verify", formsFolder)
    #expect(result.code == 0, "\(result.err)")
    #expect(result.outLines.count == exampleFormNames.count)
    for line in result.outLines {
      #expect(line.contains("(complete"), "\(line)")
      #expect(line.contains("every update consistent; 0 warnings"), "\(line)")
    }
    #expect(result.out.contains("(complete, lists 'phones' up to 2 items, 'emails' up to 3 items)"))
    #expect(result.out.contains("(complete, lists 'heroes' up to 2 items)"))
  }

  @Test func maxItemsBoundsTheLists() {
    let result = formc("verify", "--max-items", "1", formsFolder + "/contact.form.yaml")
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("lists 'phones' up to 1 item, 'emails' up to 1 item"))
    #expect(formc("verify", "--max-items", "-1", formsFolder + "/contact.form.yaml").code == 2)
  }

  @Test func warningsFailOnlyWhenStrict() throws {
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
      let relaxed = formc("verify", path)
      #expect(relaxed.code == 0)
      #expect(relaxed.err.contains("\(path):7:13: warning: row 'ghost' can never be shown"))
      #expect(relaxed.err.contains("\(path):8:18: warning: condition \"flag && !flag\" is always false"))
      #expect(formc("verify", "--strict", path).code == 1)
    }
  }

  @Test func theBoundIsReported() {
    let result = formc("verify", "--max-states", "3", fruitSpec)
    #expect(result.code == 0)
    #expect(result.out.contains("stopped at --max-states 3, exploration incomplete"))
  }

  @Test func badArguments() {
    #expect(formc("verify").code == 2)
    #expect(formc("verify", "--max-states", "zero", fruitSpec).code == 2)
    #expect(formc("verify", "--max-states", fruitSpec).code == 2)
  }

  @Test func specErrorsFail() throws {
    try withTemporaryFolder { folder in
      let path = try write("form: x\n", to: "bad.form.yaml", in: folder)
      let result = formc("verify", path)
      #expect(result.code == 1)
      #expect(result.err.contains("\(path):1:7: error:"))
    }
  }

  /// A row that a tap hides only in some states: verify prints it at the row's condition with the events that
  /// reach such a state, counts it, and fails on it only with --strict; the check's own traps are printed and
  /// counted once.
  @Test func trapsFoundByExploringArePrintedWithTheirEvents() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Taps
        sections:
          - id: main
            rows:
              - {id: expert, kind: toggle}
              - {id: showAdvanced, kind: toggle, visible: "not showAdvanced or expert"}
              - id: wifi
                kind: toggle
                expands: [{id: network, kind: text}]
        """, to: "taps.form.yaml", in: folder)
      let result = formc("verify", path)
      #expect(result.code == 0)
      #expect(
        result.err == """
          \(path):9:9: warning: toggle 'wifi' also expands: tapping it expands or collapses its rows and never changes its value, which stays false unless the app sets it [toggle-expands]
                  expands: [{id: network, kind: text}]
                  ^
          \(path):6:51: warning: tapping 'showAdvanced' hides it: its condition "not showAdvanced or expert" is false after the tap [tap-hides-row]
                - {id: showAdvanced, kind: toggle, visible: "not showAdvanced or expert"}
                                                            ^
          note: for example, from the initial state:
              tap showAdvanced

          """)
      #expect(result.out.hasSuffix("every update consistent; 2 warnings\n"))
      #expect(formc("verify", "--strict", path).code == 1)
    }
  }
}
