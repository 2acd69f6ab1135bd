import FormPreview
import Testing

@Suite struct PreviewRequestTests {
  @Test func rowIDsWithEscapes() throws {
    let ids = try PreviewRequest.rowIDs(Array(#" [ "email", "phones[w2].number" , "caf\u00e9\ud83d\ude00\n" ] "#.utf8))
    #expect(ids == ["email", "phones[w2].number", "café😀\n"])
    #expect(try PreviewRequest.rowIDs(Array("[]".utf8)) == [])
    #expect(try PreviewRequest.rowIDs(Array("[\"é\"]".utf8)) == ["é"])
  }

  /// A comma and a closing bracket inside a string are the string's: the fuzzer's reference once
  /// took them for a trailing comma (Tests/Fuzz/regressions/preview-rows-comma-bracket-inside-string).
  @Test func commaAndBracketInsideStrings() throws {
    #expect(try PreviewRequest.rowIDs(Array(#"["account", "a, ].b"]"#.utf8)) == ["account", "a, ].b"])
    #expect(try PreviewRequest.sections(Array(#"["x, ]", 0]"#.utf8)) == [.id("x, ]"), .index(0)])
    #expect(throws: PreviewRequest.Problem.self) { try PreviewRequest.rowIDs(Array(#"["a, ]", ]"#.utf8)) }
  }

  /// A `\u` escape is four hexadecimal digits, of either case, and nothing else: no sign (which
  /// `UInt32(_:radix:)` took). The problem is the first byte that is no such digit.
  @Test(arguments: [
    (#"["\u+041"]"#, 4), (#"["\u-000"]"#, 4), (#"["\u041"]"#, 7), (#"["\u00g1"]"#, 6), (#"["\u00"#, 6),
  ])
  func unicodeEscapesAreFourHexDigits(text: String, offset: Int) {
    do {
      let ids = try PreviewRequest.rowIDs(Array(text.utf8))
      Issue.record("\(text) read as \(ids)")
    } catch {
      let message =
        offset == text.utf8.count ? "unexpected end of the text" : "expected four hexadecimal digits after \\u"
      #expect(error.message == message && error.offset == offset, "\(text): \(error)")
    }
  }

  @Test func sectionsByIndexAndID() throws {
    let sections = try PreviewRequest.sections(Array(#"[0, -1, "payment", 12]"#.utf8))
    #expect(sections == [.index(0), .index(-1), .id("payment"), .index(12)])
  }

  @Test func positions() throws {
    let positions = try PreviewRequest.positions(Array(" [[0, 1],[ 2 ,0 ]] ".utf8))
    #expect(positions.map { [$0.section, $0.row] } == [[0, 1], [2, 0]])
    #expect(try PreviewRequest.positions(Array("[]".utf8)).isEmpty)
    for (text, offset) in [("[1]", 1), ("[[1]]", 3), ("[[1, 2, 3]]", 8), ("[\"a\"]", 1), ("[[1, \"a\"]]", 5)] {
      do {
        _ = try PreviewRequest.positions(Array(text.utf8))
        Issue.record("\(text) was read")
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
      }
    }
    // An empty or nested index path is refused where its missing or misplaced number is.
    for (text, offset) in [("[[]]", 2), ("[[0, 1], [ ]]", 10), ("[[[0], 1]]", 2), ("[[0, 1],]", 8)] {
      #expect(throws: PreviewRequest.Problem.self, "\(text)") { try PreviewRequest.positions(Array(text.utf8)) }
      do {
        _ = try PreviewRequest.positions(Array(text.utf8))
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
      }
    }
    // A section request is never an index path.
    #expect(throws: PreviewRequest.Problem.self) { try PreviewRequest.sections(Array("[[0, 1]]".utf8)) }
  }

  /// Found by the `preview` fuzzer: `Int(_:)` read `+1` and `01`, which are no JSON numbers, so a
  /// malformed request was answered (Tests/Fuzz/regressions/preview-sections-number-not-json).
  /// JSON's numbers with a fraction or an exponent are refused too: an index is written as an
  /// integer.
  @Test(arguments: [
    ("[+1]", "expected a JSON value", 1), ("[01]", "a number has a leading zero", 2),
    ("[-01]", "a number has a leading zero", 3), ("[-]", "expected a digit", 2), ("[--1]", "expected a digit", 2),
    ("[1e2]", "expected a string or a whole number", 1), ("[1.0]", "expected a string or a whole number", 1),
    ("[1-1]", "expected ',' or ']'", 2), ("[99999999999999999999]", "expected a string or a whole number", 1),
  ])
  func sectionIndexesAreJSONIntegers(text: String, message: String, offset: Int) {
    do {
      let sections = try PreviewRequest.sections(Array(text.utf8))
      Issue.record("\(text) read as \(sections)")
    } catch {
      #expect(error.message == message && error.offset == offset, "\(text): \(error)")
    }
  }

  @Test func sectionIndexesWithASignOrAZero() throws {
    #expect(
      try PreviewRequest.sections(Array("[-0, 0, 10, -7]".utf8)) == [.index(0), .index(0), .index(10), .index(-7)])
  }

  @Test(arguments: [
    ("", 0), ("{}", 0), ("[1]", 1), ("[\"a\" \"b\"]", 5), ("[\"a\"] x", 6), ("[\"a", 3), ("[\"\\x\"]", 2),
    ("[\"\u{01}\"]", 2), ("[1.5]", 1),
  ])
  func problems(text: String, offset: Int) {
    #expect(throws: PreviewRequest.Problem.self) { try PreviewRequest.rowIDs(Array(text.utf8)) }
    do {
      _ = try PreviewRequest.rowIDs(Array(text.utf8))
    } catch {
      #expect(error.offset == offset, "\(text): \(error)")
    }
  }
}
