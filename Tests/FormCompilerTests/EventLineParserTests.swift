import FormCompiler
import FormDiagnostics
import FormRuntime
import FormSimulation
import Testing

/// The event lines of `formc simulate`.
@Suite struct EventLineParserTests {
  @Test func eventsAndValues() throws {
    #expect(try EventLineParser.parse("tap card") == .tap("card"))
    #expect(try EventLineParser.parse("set payment \"card\"") == .set("payment", .string("card")))
    #expect(
      try EventLineParser.parse("set toppings [\"olives\", \"ham\"]") == .set("toppings", .set(["olives", "ham"])))
    #expect(try EventLineParser.parse("set payment null") == .set("payment", .null))
  }

  /// A line holds no event when it is blanks (and a `\r` its CRLF line break left) or its first
  /// byte after the blanks is `#`; anything else after a `\r`, or any other first byte, is a line.
  @Test func blankAndCommentLines() {
    for line in ["", " ", "\t \t", "\r", "  \r", "#", "# tap card", "  \t#x", "#\u{301} a mark"] {
      #expect(EventLineParser.isBlankOrComment(Substring(line)), "\(line.debugDescription)")
    }
    for line in ["tap card", " tap", "\r#", "\r ", "\r\r", " \u{301}", "\u{A0}", "\r\n", "x#"] {
      #expect(!EventLineParser.isBlankOrComment(Substring(line)), "\(line.debugDescription)")
    }
  }

  /// An error is a value of its message and column, however its message was made (the parser
  /// writes it as an `ErrorMessage`, one reference wide), and its message settable.
  @Test func errorsAreValuesOfTheirMessageAndColumn() {
    var thrown: EventLineError?
    do throws(EventLineError) { _ = try EventLineParser.parse("jump card") } catch { thrown = error }
    let made = EventLineError(message: String(thrown?.message ?? ""), column: 1)
    #expect(thrown == made && thrown?.hashValue == made.hashValue)
    #expect(thrown != EventLineError(message: made.message, column: 2))
    var changed = made
    changed.message = "another"
    #expect(changed.description == "column 1: another" && made.message != "another")
  }

  /// A `\u` escape is four hexadecimal digits, of either case, and nothing else: no sign.
  @Test func unicodeEscapesAreFourHexDigits() throws {
    #expect(try EventLineParser.parse(#"set note "\u00e9\u00C9\u0041""#) == .set("note", .string("éÉA")))
    for escape in [#"\u+041"#, #"\u-000"#, #"\u041"#, #"\u00g1"#, #"\u 041"#, #"\ud800"#, #"\u"#] {
      let error = #expect(throws: EventLineError.self, "\(escape)") {
        try EventLineParser.parse("set note \"\(escape)\"")
      }
      #expect(error?.message == "invalid \\u escape" && error?.column == 11, "\(escape)")
    }
  }

  /// An integer value may have a sign and leading zeros; one out of range is refused.
  @Test func integerValues() throws {
    #expect(try EventLineParser.parse("set count +5") == .set("count", .int(5)))
    #expect(try EventLineParser.parse("set count -05") == .set("count", .int(-5)))
    #expect(try EventLineParser.parse("set count -9223372036854775808") == .set("count", .int(.min)))
    #expect(throws: EventLineError.self) { try EventLineParser.parse("set count 9223372036854775808") }
    #expect(throws: EventLineError.self) { try EventLineParser.parse("set count +-5") }
  }

  @Test func searchEventsParseTheRestOfTheLineVerbatim() throws {
    #expect(try EventLineParser.parse("search dark mode") == .search("dark mode"))
    #expect(try EventLineParser.parse("search  two spaces ") == .search(" two spaces "))
    #expect(try EventLineParser.parse("search \"quoted\" # hash") == .search("\"quoted\" # hash"))
    #expect(try EventLineParser.parse("  search x") == .search("x"))
    #expect(try EventLineParser.parse("search") == .search(""))
    #expect(try EventLineParser.parse("search ") == .search(""))
    let error = #expect(throws: EventLineError.self) { try EventLineParser.parse("search\tx") }
    #expect(
      error?.message
        == "'search' is followed by one space and the text to search for (or nothing, to clear the search)")
    #expect(error?.column == 7)
    // `searching` is no event, not a search for "ing".
    #expect(throws: EventLineError.self) { try EventLineParser.parse("searching") }
  }
}

/// The parser's messages for a value that is not a literal, with and without the form's targets.
@Suite struct EventValueMessageTests {
  @Test func aFractionIsADecimalUnlessTheNameTakesAWholeNumber() throws {
    // Without the form, a number with a point is a decimal (the engine judges it against the name's type).
    #expect(try EventLineParser.parse("set count -2.5") == .set("count", .decimal(try #require(FormDecimal("-2.5")))))
    let form = try #require(
      FormCompiler.compile(
        SourceText(
          path: "c.form.yaml",
          text: "form: C\nstate:\n  count: {type: int}\nsections:\n  - id: s\n    rows: [{id: a}]\n")
      )
      .form)
    let error = #expect(throws: EventLineError.self) {
      try EventLineParser.read("set count 3.0", targets: EventTargets(form: form))
    }
    #expect(error?.message == "'count' takes a whole number, found '3.0'")
    #expect(error?.column == 11)
    // Not "unexpected text after the event" at the '.'.
    let malformed = #expect(throws: EventLineError.self) { try EventLineParser.parse("set count 3.0.1") }
    #expect(malformed?.message == "expected a number, found '3.0.1'")
  }

  /// A text in single quotes gets the same text in double quotes as its fix, whatever its characters; a text that
  /// is not wholly in single quotes (a lone quote, a quote carrying a combining mark) is quoted whole.
  @Test func aTextInSingleQuotesGetsTheFixInDoubleQuotes() throws {
    let form = try #require(
      FormCompiler.compile(
        SourceText(path: "n.form.yaml", text: "form: N\nsections:\n  - id: s\n    rows: [{id: name, kind: text}]\n")
      )
      .form)
    func message(_ value: String) -> String? {
      let error = #expect(throws: EventLineError.self) {
        try EventLineParser.read(Substring("set name " + value), targets: EventTargets(form: form))
      }
      return error?.message
    }
    #expect(message("'ada'") == #"'name' takes a string in double quotes: write "ada""#)
    #expect(message("'e\u{301}té'") == #"'name' takes a string in double quotes: write "e\#u{301}té""#)
    #expect(message("'👍🏽'") == #"'name' takes a string in double quotes: write "👍🏽""#)
    #expect(message("''") == "'name' takes a string in double quotes")
    #expect(message("'") == #"'name' takes a string in double quotes: write "'""#)
    #expect(message("'ada") == #"'name' takes a string in double quotes: write "'ada""#)
    // A quote carrying a combining mark is not a quote.
    #expect(message("'ada'\u{301}") == #"'name' takes a string in double quotes: write "'ada'\#u{301}""#)
  }

  /// A value that does not read, set on a name the form does not have, is reported as the unknown name
  /// (the first problem on the line), as the engine words it, at the name; a known name's value is
  /// still judged by its type.
  @Test func anUnreadableValueOnAnUnknownNameReportsTheName() throws {
    let form = try #require(
      FormCompiler.compile(
        SourceText(
          path: "n.form.yaml",
          text: "form: N\nsections:\n  - id: s\n    rows: [{id: fullName, kind: text}, {id: note, kind: label}]\n")
      )
      .form)
    func error(_ line: String) -> EventLineError? {
      #expect(throws: EventLineError.self) {
        try EventLineParser.read(Substring(line), targets: EventTargets(form: form))
      }
    }
    let misspelt = error("set fulName 'ada'")
    #expect(misspelt?.message == "unknown row or value 'fulName'; did you mean 'fullName'?")
    #expect(misspelt?.column == 5)
    #expect(error("set s 1.2.3")?.message.hasPrefix("'s' is a section and holds no value") == true)
    #expect(error("set fullName 'ada'")?.message == #"'fullName' takes a string in double quotes: write "ada""#)
    // A row that holds no value is a known name: its value is judged first, then the engine refuses the row.
    #expect(error("set note 'x'")?.message.hasPrefix("expected a value") == true)
    // Without the form's targets nothing is known of the name: the value is what is wrong.
    #expect(throws: EventLineError.self) { try EventLineParser.read("set fulName 'ada'") }
  }

  @Test func theColumnsOfTheNameAndTheValue() throws {
    let line = try EventLineParser.read("  set   count  3")
    #expect(line.event == .set("count", .int(3)))
    #expect(line.nameColumn == 9)
    #expect(line.valueColumn == 16)
    let tap = try EventLineParser.read("tap citrus")
    #expect(tap.nameColumn == 5 && tap.valueColumn == 5)
  }
}
