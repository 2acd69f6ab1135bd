import Foundation
import Testing

@Suite struct VerifyCommandTests {
  @Test func everyExampleFormVerifiesCompletely() {
    let result = formc("verify", formsFolder)
    #expect(result.code == 0, "\(result.err)")
    #expect(result.outLines.count == exampleFormNames.count)
    for line in result.outLines {
      #expect(line.contains("(complete"), "\(line)")
      #expect(line.contains("every update consistent; 0 warnings"), "\(line)")
    }
    #expect(result.err.isEmpty)
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
}
