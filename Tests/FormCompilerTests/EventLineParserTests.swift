import FormCompiler
import FormDiagnostics
import FormRuntime
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

  @Test func theColumnsOfTheNameAndTheValue() throws {
    let line = try EventLineParser.read("  set   count  3")
    #expect(line.event == .set("count", .int(3)))
    #expect(line.nameColumn == 9)
    #expect(line.valueColumn == 16)
    let tap = try EventLineParser.read("tap citrus")
    #expect(tap.nameColumn == 5 && tap.valueColumn == 5)
  }
}
