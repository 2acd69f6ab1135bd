import FormCompiler
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
