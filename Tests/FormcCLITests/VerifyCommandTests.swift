import Foundation
import Testing

@Suite struct VerifyCommandTests {
  /// Every example form verifies completely, the forms with lists up to each list's bound, which the report names.
  @Test func everyExampleFormVerifiesCompletely() {
    let result = formc("verify", formsFolder)
    #expect(result.code == 0, "\(result.err)")
    // One report per form, each followed by its parts when it has more than one.
    let reports = result.outLines.filter { !$0.hasPrefix("  ") }
    #expect(reports.count == exampleFormNames.count)
    for line in reports {
      #expect(line.contains("(complete"), "\(line)")
      #expect(line.contains("every update consistent; 0 warnings"), "\(line)")
    }
    #expect(result.out.contains("(complete, lists 'phones' up to 2 items, 'emails' up to 3 items)"))
    #expect(result.out.contains("(complete, lists 'heroes' up to 2 items)"))
    #expect(
      result.out.contains(
        "Signup: 120 states explored, 1482 transitions checked (complete); every update consistent; 0 warnings\n"
          + "  explored in 5 parts that nothing joins (no condition, row tree, coupling section, rule or detail), "
          + "each with the rest held still: email (12 states); password, confirm (40 states); "
          + "accountType, companyName (24 states); accountType, vatNumber (36 states); terms (8 states)\n"))
  }

  /// `--jobs` bounds how many forms are verified at once, and changes nothing in what is printed.
  @Test func jobsChangeNothingButTheParallelism() {
    let files = ["fruit", "pizza", "signup"].map { formsFolder + "/\($0).form.yaml" }
    let everyCore = formc(["verify"] + files)
    let oneAtATime = formc(["verify", "--jobs", "1"] + files)
    let two = formc(["verify", "-j", "2"] + files)
    #expect(everyCore.code == 0 && oneAtATime.code == 0 && two.code == 0)
    #expect(oneAtATime.out == everyCore.out && two.out == everyCore.out)
    #expect(formc(["verify", "--jobs", "0"] + files).code == 2)
    #expect(
      formc(["verify", "--jobs", "many"] + files).err.contains("--jobs takes a positive whole number, not 'many'"))
  }

  /// A form whose state splits is still explored whole when it has lists, and the report says why.
  @Test func aFormExploredWholeSaysWhy() throws {
    try withTemporaryFolder { folder in
      let path = try write(
        """
        form: Whole
        sections:
          - id: main
            rows:
              - {id: a, kind: toggle}
              - {id: aNote, visible: "a"}
          - id: other
            rows:
              - {id: b, kind: toggle}
              - {id: bNote, visible: "b"}
          - id: phones
            list: {}
            rows:
              - {id: number, kind: text}
        """, to: "whole.form.yaml", in: folder)
      let result = formc("verify", path)
      #expect(result.code == 0, "\(result.err)")
      #expect(result.out.contains("\n  explored whole: its lists' items meet the rest of the form\n"), "\(result.out)")
    }
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
      #expect(result.out.contains("every update consistent; 2 warnings\n"))
      #expect(formc("verify", "--strict", path).code == 1)
    }
  }
}
