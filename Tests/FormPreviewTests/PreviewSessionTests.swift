import FormPreview
import Testing

/// ``PreviewSession/send(_:)``'s reading of a line's bytes.
@Suite struct PreviewSessionTests {
  /// The reply to `line` in a fresh session on the pizza form.
  private func reply(_ line: [UInt8]) throws -> PreviewReply {
    var session = try previewSession("pizza.form.yaml")
    return session.send(line)
  }

  @Test func aTrailingCarriageReturnIsNotPartOfTheLine() throws {
    #expect(try reply(Array("tap large\r".utf8)) == reply(Array("tap large".utf8)))
    #expect(try reply(Array("tap lrage\r".utf8)) == reply(Array("tap lrage".utf8)))
    #expect(try reply([0x0D]) == PreviewReply(.blank, ""))
  }

  @Test func onlyOneTrailingCarriageReturnIsDropped() throws {
    // The event's text keeps any other: the parser reads a carriage return as a space.
    let twice = try reply(Array("tap large\r\r".utf8))
    #expect(twice.status == .ok)
    #expect(twice.text.hasPrefix(#"{"event": "tap large\r", "#))
    #expect(try reply(Array("tap\rlarge".utf8)).text.hasPrefix(#"{"event": "tap\rlarge", "#))
  }

  @Test func bytesThatAreNotUTF8AreReadAsReplacementCharacters() throws {
    let invalid = try reply([0x74, 0x61, 0x70, 0x20, 0xFF, 0x0D])
    #expect(invalid == (try reply(Array("tap \u{FFFD}".utf8))))
  }
}
