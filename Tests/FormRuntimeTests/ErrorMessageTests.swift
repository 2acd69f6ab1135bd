import Testing

@testable import FormRuntimeCore

/// ``ErrorMessage`` gives the text a `String` literal with the same interpolations gives: the
/// messages users read do not depend on which of the two a place was written with.
@Suite struct ErrorMessageTests {
  struct Described: CustomStringConvertible {
    var description: String { "described" }
  }

  @Test func aPlainLiteralIsItsText() {
    let message: ErrorMessage = "two sections share an id"
    #expect(message.text == "two sections share an id")
    let empty: ErrorMessage = ""
    #expect(empty.text == "")
  }

  @Test func interpolationsReadAsInAString() {
    let name = "émoji 👩‍👩‍👧", count = -12
    let message: ErrorMessage = "row '\(name)' has \(count) items, \(Described()) and \(FormDecimal.maxScale)"
    #expect(message.text == "row '\(name)' has \(count) items, \(Described()) and \(FormDecimal.maxScale)")
  }

  @Test func aMessageStartingOrEndingWithAValueKeepsIt() {
    let first: ErrorMessage = "\(7)"
    #expect(first.text == "7")
    let both: ErrorMessage = "\("a")\(1)\("b")"
    #expect(both.text == "a1b")
  }

  @Test func nonASCIILiteralsKeepTheirScalars() {
    let message: ErrorMessage = "an item {\"key\": …, …} — \("x") ≠ y"
    #expect(message.text == "an item {\"key\": …, …} — x ≠ y")
  }

  @Test func errorsReadTheirMessagesFromIt() {
    let slot = 3
    #expect(CompiledFormError("rows.parent[\(slot)] is out of range").message == "rows.parent[3] is out of range")
    let text = "made elsewhere"
    #expect(CompiledFormError(text).message == text)
    #expect(
      FormEventError.listRefused("phones", because: "'\("phones")' holds at most \(2) items")
        == .listRefused("phones", reason: "'phones' holds at most 2 items"))
  }
}
