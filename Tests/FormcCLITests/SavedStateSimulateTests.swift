import Foundation
import Testing

private let contactSpec = packageRoot.appendingPathComponent("Forms/contact.form.yaml").path

/// `formc simulate --state FILE` and `--dump-state`: a dumped state continues where the run stopped, problems of the
/// state file are positioned errors (exit 1), and a state file that cannot be read is an I/O error (exit 2).
@Suite struct SavedStateSimulateTests {
  @Test func aDumpedStateContinuesWhereTheRunStopped() throws {
    try withTemporaryFolder { folder in
      let first = formc(
        "simulate", fruitSpec, "--dump-state", stdin: "tap melon\nset melonPick \"Honeydew\"\nset notes \"hi\"\n")
      #expect(first.code == 0, "\(first.err)")
      // Standard output holds the state alone, so it can be saved as a file.
      #expect(
        first.out == """
          {
            "_version": 1,
            "citrusPick": "Lime",
            "melonPick": "Honeydew",
            "notes": "hi",
            "_expanded": {"citrus": false, "melon": true}
          }

          """)
      let state = try write(first.out, to: "s.json", in: folder)

      // The whole run at once and the run in two halves print the same update for the next event.
      let whole = formc(
        "simulate", fruitSpec, "--layout",
        stdin: "tap melon\nset melonPick \"Honeydew\"\nset notes \"hi\"\ntap citrus\n")
      let continued = formc("simulate", fruitSpec, "--state", state, "--layout", stdin: "tap citrus\n")
      #expect(continued.code == 0, "\(continued.err)")
      #expect(continued.outLines.last == whole.outLines.last)
      #expect(continued.outLines.first?.contains(#""rows": ["citrus", "melon", "melonPick"]"#) == true)

      // Dumping again without events gives the same file: the output round-trips.
      let again = formc("simulate", fruitSpec, "--state", state, "--dump-state")
      #expect(again.code == 0)
      #expect(again.out == first.out)
    }
  }

  @Test func listsRoundTripWithTheirKeys() throws {
    try withTemporaryFolder { folder in
      let first = formc(
        "simulate", contactSpec, "--dump-state",
        stdin: "append phones {\"number\": \"+1 555 0199\", \"label\": \"work\"}\nremove phones[home1]\n")
      #expect(first.code == 0, "\(first.err)")
      #expect(first.out.contains(#"{"key": "1", "number": "+1 555 0199", "label": "work", "extension": ""}"#))
      let state = try write(first.out, to: "s.json", in: folder)
      let next = formc("simulate", contactSpec, "--state", state, "--dump-state", stdin: "append phones\n")
      #expect(next.code == 0, "\(next.err)")
      // The saved key counts as in use: the new item takes the next one.
      #expect(next.out.contains(#"{"key": "2", "number": "", "label": "mobile", "extension": ""}"#))
    }
  }

  @Test func everyProblemOfTheStateFileIsAnErrorAtItsPlace() throws {
    try withTemporaryFolder { folder in
      let state = try write(
        """
        {
          "melonPik": "Honeydew",
          "citrusPick": "Banana",
          "notes": 3,
          "_version": 1
        }
        """, to: "s.json", in: folder)
      let result = formc("simulate", fruitSpec, "--state", state, stdin: "tap melon\n")
      #expect(result.code == 1)
      // No event is replayed from a state that does not load.
      #expect(result.out.isEmpty)
      let lines = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(
        lines == [
          "\(state):2:3: error: $.melonPik: the form has no value or list named 'melonPik'; did you mean 'melonPick'? [invalid-saved-values]",
          #"\#(state):3:17: error: $.citrusPick: "Banana" is not one of the options of 'citrusPick' ("Lemon", "Lime", "Orange", "Grapefruit") [invalid-saved-values]"#,
          "\(state):4:12: error: $.notes: 'notes' takes a string, not an integer [invalid-saved-values]",
        ])
      // Each with the line of the file and a caret under the place.
      #expect(result.err.contains("  \"notes\": 3,\n           ^"))
    }
  }

  @Test func malformedStateIsOneErrorAndAMissingFileIsAnIOError() throws {
    try withTemporaryFolder { folder in
      let state = try write("{\"notes\": \"a\",}\n", to: "s.json", in: folder)
      let malformed = formc("simulate", fruitSpec, "--state", state)
      #expect(malformed.code == 1)
      #expect(malformed.err.hasPrefix("\(state):1:15: error: $: expected a key in quotes [invalid-saved-values]"))

      let missing = formc("simulate", fruitSpec, "--state", folder.appendingPathComponent("none.json").path)
      #expect(missing.code == 2)
      #expect(missing.err.contains("state file"))
      #expect(missing.out.isEmpty)
    }
  }

  @Test func failedEventsGoToStandardErrorWhileTheStateIsDumped() {
    let result = formc("simulate", fruitSpec, "--dump-state", stdin: "tap nothing\nset notes \"x\"\n")
    #expect(result.code == 1)
    #expect(result.err.contains(#"{"event": "tap nothing", "error": "#))
    #expect(!result.err.contains("set notes"))
    #expect(result.out.hasPrefix("{\n") && result.out.contains(#""notes": "x""#))
  }

  @Test func layoutAndDumpStateTogetherAreAUsageError() {
    let result = formc("simulate", fruitSpec, "--layout", "--dump-state", stdin: "")
    #expect(result.code == 2)
    #expect(result.err.contains("--layout and --dump-state"))
  }

  @Test func theHelpAndTheCompletionOfferTheNewOptions() {
    let help = formc("help", "simulate")
    #expect(help.out.contains("--state <file>") && help.out.contains("--dump-state"), "\(help.out)")
    let completion = formc("completion", "bash")
    #expect(completion.out.contains("--state") && completion.out.contains("--dump-state"))
  }
}
