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
  /// `UInt32(_:radix:)` took). The problem is where the digits start.
  @Test(arguments: [#"["\u+041"]"#, #"["\u-000"]"#, #"["\u041"]"#, #"["\u00g1"]"#, #"["\u00"#])
  func unicodeEscapesAreFourHexDigits(text: String) {
    do {
      let ids = try PreviewRequest.rowIDs(Array(text.utf8))
      Issue.record("\(text) read as \(ids)")
    } catch {
      #expect(error.message == "invalid \\u escape" && error.offset == 4, "\(text): \(error)")
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
    for (text, offset) in [("[1]", 1), ("[[1]]", 3), ("[[1, 2, 3]]", 6), ("[\"a\"]", 1), ("[[1, \"a\"]]", 5)] {
      do {
        _ = try PreviewRequest.positions(Array(text.utf8))
        Issue.record("\(text) was read")
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
      }
    }
    // A section request is never an index path.
    #expect(throws: PreviewRequest.Problem.self) { try PreviewRequest.sections(Array("[[0, 1]]".utf8)) }
  }

  /// Found by the `preview` fuzzer: `Int(_:)` read `+1` and `01`, which are no JSON numbers, so a
  /// malformed request was answered (Tests/Fuzz/regressions/preview-sections-number-not-json).
  @Test(arguments: ["[+1]", "[01]", "[-01]", "[-]", "[--1]", "[1e2]", "[1-1]"])
  func sectionIndexesAreJSONIntegers(text: String) {
    do {
      let sections = try PreviewRequest.sections(Array(text.utf8))
      Issue.record("\(text) read as \(sections)")
    } catch {
      #expect(error.message == "expected a string or a whole number" && error.offset == 1, "\(text): \(error)")
    }
  }

  @Test func sectionIndexesWithASignOrAZero() throws {
    #expect(
      try PreviewRequest.sections(Array("[-0, 0, 10, -7]".utf8)) == [.index(0), .index(0), .index(10), .index(-7)])
  }

  @Test(arguments: [
    ("", 0), ("{}", 0), ("[1]", 1), ("[\"a\" \"b\"]", 5), ("[\"a\"] x", 6), ("[\"a", 1), ("[\"\\x\"]", 4),
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
