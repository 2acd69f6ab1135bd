import FormCompiler
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

  /// A `CompiledFormError` keeps its message as an ``ErrorMessage`` (one reference wide): it is
  /// still a value, equal and hashed by its text however it was made, and its message settable.
  @Test func anErrorIsAValueOfItsText() {
    let index = 2
    let written = CompiledFormError("values[\(index)] lists an option twice")
    let made = CompiledFormError(String("values[2] lists an option twice"))
    #expect(written == made)
    #expect(written.hashValue == made.hashValue)
    #expect(written != CompiledFormError("values[3] lists an option twice"))
    var changed = written
    changed.message = "another"
    #expect(changed.message == "another" && changed.description == "another")
    #expect(written.message == "values[2] lists an option twice")
  }

  /// The pattern parser writes its errors' messages as ``ErrorMessage``s: equal to the same
  /// error made with a `String`, and the message settable.
  @Test func aPatternErrorIsAValueOfItsPlaceAndText() {
    var thrown: ValuePatternError?
    do throws(ValuePatternError) { _ = try ValuePattern("a)") } catch { thrown = error }
    let made = ValuePatternError(offset: 1, length: 1, message: String("unmatched ')'"))
    #expect(thrown == made)
    #expect(thrown != ValuePatternError(offset: 1, length: 2, message: made.message))
    var changed = made
    changed.message = "another"
    #expect(changed.description == "offset 1: another" && made.message == "unmatched ')'")
  }
}
