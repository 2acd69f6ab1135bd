import Foundation
import Testing

/// What `formc simulate` says about an event it cannot apply: the error of each output object.
private func errors(_ result: CLIResult) -> [String?] {
  result.outLines.map { jsonObject($0)?["error"] as? String }
}

/// The messages of the event language: did-you-mean for names, what a value must look like, what
/// tapping a section means, and which form the file holds when the events were written for another.
@Suite struct EventMessageTests {
  @Test func anUnknownRowOrValueGetsADidYouMean() {
    let result = formc("simulate", pizzaSpec, stdin: "tap olivs\nexpand deliverr\nset tpppings []\nset zzzzzz 1\n")
    #expect(result.code == 1)
    #expect(
      errors(result) == [
        "column 5: unknown row 'olivs'; did you mean 'olives'?",
        "column 8: unknown row 'deliverr'; did you mean 'deliver'?",
        "column 5: unknown row or value 'tpppings'; did you mean 'toppings'?",
        "column 5: unknown row or value 'zzzzzz'; the rows and values are address, cardNumber, cvc, … (10 in all)",
      ])
  }

  @Test func aValueThatIsNoLiteralSaysWhatTheNameTakes() throws {
    try withTemporaryFolder { folder in
      let spec = try write(
        """
        form: Values
        state:
          count: {type: int, default: 1}
        sections:
          - id: main
            rows:
              - {id: on, kind: toggle}
              - {id: notes, kind: text}
              - {id: when, kind: date}
              - {id: method, kind: choice, options: [card, cash]}

        """, to: "values.form.yaml", in: folder)
      let events = """
        set count 3.0
        set count three
        set count 3
        set on yes
        set notes hi
        set when 2026-11-29
        set when today
        set method 'cash'
        set method card
        set method Cash
        set method coins
        set pizza 2.5

        """
      let result = formc("simulate", spec, stdin: events)
      #expect(result.code == 1, "\(result.err)")
      #expect(
        errors(result) == [
          "column 11: 'count' takes a whole number, found '3.0'",
          "column 11: 'count' takes a whole number, found 'three'",
          nil,
          "column 8: 'on' takes true or false, found 'yes'",
          #"column 11: 'notes' takes a string in double quotes: write "hi""#,
          #"column 10: 'when' takes a date in double quotes: write "2026-11-29""#,
          #"column 10: 'when' takes a date in double quotes ("2026-11-29") or null, found 'today'"#,
          #"column 12: 'method' takes one of its options in double quotes (or null): write "cash""#,
          #"column 12: 'method' takes one of its options in double quotes (or null): write "card""#,
          // The option meant, when one is close; else the options.
          #"column 12: 'method' takes one of its options in double quotes (or null): write "cash""#,
          #"column 12: 'method' takes one of its options in double quotes (or null): "card", "cash""#,
          // A number with a point is a decimal, so the name is what is wrong.
          "column 5: unknown row or value 'pizza'; the rows and values are count, method, notes, … (5 in all)",
        ])
    }
  }

  @Test func anUnquotedOptionTitleOrSetMemberIsWrittenAsTheOptionMeant() throws {
    try withTemporaryFolder { folder in
      let spec = try write(
        """
        form: Titles
        sections:
          - id: main
            rows:
              - id: method
                kind: choice
                options: [{value: cc, title: Card}, {value: cash, title: Cash}]
              - {id: tags, kind: multichoice, options: [red, green]}

        """, to: "titles.form.yaml", in: folder)
      let result = formc("simulate", spec, stdin: "set method Card\nset tags Red\nset tags blue\n")
      #expect(
        errors(result) == [
          #"column 12: 'method' takes one of its options in double quotes (or null): write "cc""#,
          #"column 10: 'tags' takes a list of its options in double quotes: write ["red"]"#,
          #"column 10: 'tags' takes a list of its options in double quotes: "red", "green""#,
        ])
    }
  }

  @Test func tappingASectionSaysWhatToTapOrSet() {
    let result = formc("simulate", pizzaSpec, stdin: "tap size\ntap toppings\nexpand delivery\nset delivery true\n")
    #expect(result.code == 1)
    #expect(
      errors(result) == [
        #"column 5: 'size' is a select section; tap one of its rows (tap small), or set its selection (set size "small")"#,
        #"column 5: 'toppings' is a select section; tap one of its rows (tap mozzarella), or set its selection (set toppings ["mozzarella"])"#,
        "column 8: 'delivery' is a section, not a row; expand one of its rows (deliver, address, driverNotes)",
        "column 5: 'delivery' is a section and holds no value; set one of its rows (deliver, address, driverNotes)",
      ])
    // Whatever the verb, the rows of a select section are tapped.
    #expect(
      errors(formc("simulate", pizzaSpec, stdin: "collapse size\n")) == [
        #"column 10: 'size' is a select section; tap one of its rows (tap small), or set its selection (set size "small")"#
      ])
    // `set size` is what the message offers, and it works.
    #expect(formc("simulate", pizzaSpec, stdin: "set size \"small\"\n").code == 0)
  }

  @Test func tappingAStateVariableSaysToSetIt() {
    let settings = packageRoot.appendingPathComponent("Forms/settings.form.yaml").path
    let result = formc("simulate", settings, stdin: "tap seats\n")
    #expect(errors(result) == ["column 5: 'seats' is a state variable, not a row; set it (set seats VALUE)"])
  }

  @Test func eventsForAnotherFormNameTheFormOnce() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      #expect(formc("compile", formsFolder, "-o", output).code == 0)
      // Events written for the fruit form, given the compiled checkout form.
      let result = formc(
        "simulate", "\(output)/Checkout.formc.json", stdin: "tap citrus\ntap melon\nset melonPick null\n")
      #expect(result.code == 1)
      let objects = result.outLines.map { jsonObject($0) ?? [:] }
      #expect(objects.count == 3)
      #expect(
        objects.first?["error"] as? String
          == "column 5: unknown row 'citrus'; the rows are quantity, bulkNotice, tip, … (25 in all)")
      let note = try #require(objects.first?["note"] as? String)
      #expect(note.hasPrefix("this file is form Checkout, whose rows are quantity, bulkNotice, "))
      #expect(note.hasSuffix("were the events written for another form?"))
      #expect(Set(objects[0].keys) == ["event", "error", "note"])
      // Said once: the other events have their error alone.
      #expect(objects.dropFirst().allSatisfy { $0["note"] == nil && $0["error"] != nil })
      // A misspelt row is a typo, not another form: no note.
      let typo = formc("simulate", "\(output)/Checkout.formc.json", stdin: "tap giftWrapp\n")
      #expect(jsonObject(typo.outLines.first ?? "")?["note"] == nil)
      // Nor when the first event applies.
      let later = formc("simulate", "\(output)/Checkout.formc.json", stdin: "tap giftWrap\ntap citrus\n")
      #expect(later.outLines.allSatisfy { jsonObject($0)?["note"] == nil })
    }
  }
}
