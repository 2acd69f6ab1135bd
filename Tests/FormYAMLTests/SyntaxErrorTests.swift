import FormDiagnostics
import FormYAML
import Testing

@Suite("Syntax errors from libyaml")
struct SyntaxErrorTests {
  @Test func badIndentation() throws {
    let error = try #require(loadError("a:\n  b: 1\n c: 2\n"))
    #expect(error.id == "yaml-syntax")
    #expect(error.location == at(3, 2))
    #expect(
      error.message
        == "did not find expected key while parsing a block mapping (check the indentation of this line)")
    #expect(error.notes == [DiagnosticNote("the block mapping starts here", at: at(1, 1))])
  }

  @Test func overIndentedKey() throws {
    let error = try #require(loadError("a:\n  b: 1\n   c: 2\n"))
    #expect(error.location == at(3, 5))
    #expect(error.message.hasPrefix("mapping values are not allowed in this context"))
  }

  @Test func tabInIndentation() throws {
    let error = try #require(loadError("a:\n\tb: 1\n"))
    #expect(error.id == "yaml-syntax")
    #expect(error.location == at(2, 1))
    #expect(
      error.message
        == "found character that cannot start any token (tabs are not allowed in YAML indentation; use spaces)")
    #expect(error.notes.isEmpty)
  }

  @Test func tabAfterAValue() throws {
    let error = try #require(loadError("a: 1\n\tb: 2\n"))
    #expect(error.location == at(2, 1))
    #expect(
      error.message
        == "found a tab character that violates indentation while scanning a plain scalar "
        + "(tabs are not allowed in YAML indentation; use spaces)")
  }

  @Test func unclosedDoubleQuote() throws {
    let error = try #require(loadError("a: \"abc\nb: 1\n"))
    #expect(error.location == at(1, 4))
    #expect(
      error.message == "found unexpected end of stream while scanning a quoted scalar (the closing quote is missing)")
    #expect(error.notes == [DiagnosticNote("the file ends here", at: at(3, 1))])
  }

  @Test func unclosedFlowSequenceBeforeMoreContent() throws {
    let error = try #require(loadError("a: [1, 2\nb: 3\n"))
    #expect(error.location == at(2, 2))
    #expect(
      error.message
        == "did not find expected ',' or ']' while parsing a flow sequence "
        + "(a ',' is missing, or the flow sequence is not closed with ']')")
    #expect(error.notes == [DiagnosticNote("the flow sequence starts here", at: at(1, 4))])
  }

  @Test func unclosedFlowSequenceAtEndOfFile() throws {
    let error = try #require(loadError("a: [1, 2\n"))
    #expect(error.location == at(1, 4))
    #expect(error.message.hasSuffix("(the flow sequence is never closed with ']')"))
    #expect(error.notes == [DiagnosticNote("the file ends here", at: at(2, 1))])
  }

  @Test func unclosedFlowMapping() throws {
    let error = try #require(loadError("a: {x: 1\n"))
    #expect(error.location == at(1, 4))
    #expect(error.message.contains("while parsing a flow mapping"))
  }

  @Test func reservedCharacter() throws {
    let error = try #require(loadError("key: @x\n"))
    #expect(error.location == at(1, 6))
    #expect(error.message.hasPrefix("found character '@' that cannot start any token"))
  }

  @Test func unknownEscape() throws {
    let error = try #require(loadError("a: \"x\\qy\"\n"))
    #expect(error.location == at(1, 6))
    #expect(error.message.hasPrefix("found unknown escape character while parsing a quoted scalar"))
    #expect(error.notes == [DiagnosticNote("the quoted scalar starts here", at: at(1, 4))])
  }

  @Test func plainValueWithColon() throws {
    let error = try #require(loadError("a: b: c\n"))
    #expect(error.location == at(1, 5))
  }

  @Test func contentAfterTheDocument() throws {
    let error = try #require(loadError("[a, b]]\n"))
    #expect(error.location == at(1, 7))
    #expect(error.message.hasPrefix("did not find expected <document start>"))
  }

  @Test func errorPositionsWithCRLF() throws {
    let error = try #require(loadError("a: 1\r\nb:\r\n  c: 2\r\n d: 3\r\n"))
    #expect(error.location == at(4, 2))
  }

  @Test func errorPositionsAfterBOM() throws {
    let error = try #require(loadError("\u{FEFF}a: \"x\\q\"\n"))
    #expect(error.location == at(1, 6))
  }

  @Test func controlCharacter() throws {
    let error = try #require(loadError("a: b\u{1}c\n"))
    #expect(error.id == "yaml-encoding")
    #expect(error.location == at(1, 5))
    #expect(error.message.hasPrefix("the file contains the control character U+0001 at line 1, column 5"))
  }
}
