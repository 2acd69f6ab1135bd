import FormLanguageServer
import Testing

@Suite struct MessageFramerTests {
  static func frames(_ input: String, maxMessageBytes: Int = 1024) -> [IncomingFrame] {
    var framer = MessageFramer(maxMessageBytes: maxMessageBytes)
    framer.append(Array(input.utf8))
    var frames: [IncomingFrame] = []
    while let frame = framer.next() { frames.append(frame) }
    return frames
  }

  static func message(_ text: String) -> IncomingFrame { .message(Array(text.utf8)) }

  @Test func severalMessagesInOneChunkWithAnyHeaderCase() {
    let input =
      "Content-Length: 2\r\n\r\n{}"
      + "content-length:3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]"
      + "CONTENT-LENGTH: 8\r\n\r\n\"é😀\""
    // The length counts bytes: "é" is two and the emoji four, so the last body is 8 bytes for 4 characters.
    #expect(Self.frames(input) == [Self.message("{}"), Self.message("[1]"), Self.message("\"é😀\"")])
  }

  @Test func aMessageSplitAcrossChunksComesWhole() {
    let input = Array("Content-Length: 14\r\n\r\n{\"a\":\"é😀\"}Content-Length: 2\r\n\r\n{}".utf8)
    for chunkSize in 1...7 {
      var framer = MessageFramer(maxMessageBytes: 1024)
      var frames: [IncomingFrame] = []
      var offset = 0
      while offset < input.count {
        framer.append(input[offset..<min(offset + chunkSize, input.count)])
        offset += chunkSize
        while let frame = framer.next() { frames.append(frame) }
      }
      #expect(frames == [Self.message("{\"a\":\"é😀\"}"), Self.message("{}")], "chunks of \(chunkSize)")
    }
  }

  @Test func brokenHeadersAreSkippedAndReadingGoesOn() {
    let frames = Self.frames(
      "Content-Length: -4\r\n\r\n"
        + "Content-Length: 99999999999999999999999\r\n\r\n"
        + "Content-Type: text/plain\r\n\r\n"
        + "no colon here\r\n\r\n"
        + "Content-Length: 2\r\n\r\n{}")
    #expect(frames.count == 5)
    #expect(frames.last == Self.message("{}"))
    for frame in frames.dropLast() {
      guard case .broken = frame else {
        Issue.record("expected a broken frame, got \(frame)")
        continue
      }
    }
  }

  @Test func anOverSizeBodyIsSkippedAsItStreamsPast() {
    var framer = MessageFramer(maxMessageBytes: 10)
    framer.append(Array("Content-Length: 30\r\n\r\n".utf8))
    guard case .broken = framer.next() else {
      Issue.record("an over-size message is reported")
      return
    }
    framer.append(Array(repeating: UInt8(ascii: "x"), count: 20))
    #expect(framer.next() == nil)
    framer.append(Array("xxxxxxxxxxContent-Length: 2\r\n\r\n{}".utf8))
    #expect(framer.next() == Self.message("{}"))
    #expect(framer.next() == nil)
  }

  @Test func aHeaderWithoutEndIsDroppedOnceAtTheLimit() {
    var framer = MessageFramer(maxMessageBytes: 10)
    framer.append(Array(repeating: UInt8(ascii: "a"), count: MessageFramer.maxHeaderBytes + 100))
    guard case .broken = framer.next() else {
      Issue.record("a header over the limit is reported")
      return
    }
    #expect(framer.next() == nil)
    framer.append(Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
    // What is left of the endless header ends with the terminator, as a header without Content-Length.
    var rest: [IncomingFrame] = []
    while let frame = framer.next() { rest.append(frame) }
    #expect(rest.last == Self.message("{}"))
    #expect(rest.count == 2)
  }
}
