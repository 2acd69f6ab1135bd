import FormDiagnostics
import FormYAML
import Testing

@Suite("Input checks")
struct InputValidationTests {
  private func decodeError(_ bytes: [UInt8]) -> Diagnostic? {
    if case .failure(let diagnostic) = YAMLLoader.decode(bytes: bytes, path: testPath) { return diagnostic }
    Issue.record("expected a decoding error")
    return nil
  }

  @Test func decodeStripsTheBOM() throws {
    let source = try YAMLLoader.decode(bytes: [0xEF, 0xBB, 0xBF] + Array("a: é\n".utf8), path: testPath).get()
    #expect(source.text == "a: é\n")
    #expect(source.path == testPath)
  }

  @Test func decodeReportsTheFirstInvalidByte() throws {
    let diagnostic = try #require(decodeError(Array("ok: 1\nb: caf".utf8) + [0xE9, 0x21, 0x0A]))
    #expect(diagnostic.id == "yaml-encoding")
    #expect(diagnostic.location == at(2, 7))
    #expect(
      diagnostic.message
        == "the file is not valid UTF-8: byte 0xE9 at line 2, column 7 does not start a valid UTF-8 sequence "
        + "(save the file as UTF-8)")
  }

  @Test func decodeCountsColumnsInUnicodeScalars() throws {
    let diagnostic = try #require(decodeError(Array("é€: ".utf8) + [0xFF]))
    #expect(diagnostic.location == at(1, 5))
  }

  @Test func decodeRejectsMalformedSequences() throws {
    // A truncated sequence, an overlong encoding, a surrogate, a lone continuation byte.
    let cases: [[UInt8]] = [[0x61, 0xE2, 0x82], [0x61, 0xC0, 0xAF], [0x61, 0xED, 0xA0, 0x80], [0x61, 0x80]]
    for bytes in cases {
      #expect(decodeError(bytes)?.location == at(1, 2))
    }
  }

  @Test func decodeRejectsUTF16() throws {
    let diagnostic = try #require(decodeError([0xFF, 0xFE, 0x61, 0x00]))
    #expect(diagnostic.id == "yaml-encoding")
    #expect(diagnostic.location == at(1, 1))
    #expect(diagnostic.message.contains("UTF-16"))
  }

  @Test func nulByte() throws {
    let diagnostic = try #require(loadError("a: 1\nb: x\u{0}y\n"))
    #expect(diagnostic.id == "yaml-encoding")
    #expect(diagnostic.location == at(2, 5))
    #expect(diagnostic.message.hasPrefix("the file contains a NUL byte at line 2, column 5"))
  }

  @Test func bomIsAccepted() throws {
    let root = try #require(load("\u{FEFF}a: 1\nb: [x]\n"))
    #expect(root.location == at(1, 1))
    #expect(root.at("a").location == at(1, 4))
    #expect(root.at("b").at(0).location == at(2, 5))
  }

  @Test func decodedBOMFileLoads() throws {
    let source = try YAMLLoader.decode(bytes: [0xEF, 0xBB, 0xBF] + Array("k: v\r\n".utf8), path: testPath).get()
    let root = try YAMLLoader.loadSingleDocument(source).get()
    #expect(root.at("k").location == at(1, 4))
  }

  @Test func crlfIsAccepted() throws {
    let root = try #require(load("a: 1\r\nlist:\r\n  - x\r\n  - \"y\"\r\ntext: |\r\n  l1\r\n  l2\r\n"))
    #expect(root.at("a").text == "1")
    #expect(root.at("list").location == at(3, 3))
    #expect(root.at("list").at(1).location == at(4, 5))
    #expect(root.at("list").at(1).endLocation == at(4, 8))
    #expect(root.at("text").text == "l1\nl2\n")
    #expect(root.at("text").location(ofScalarOffset: 4) == at(7, 4))
  }
}
