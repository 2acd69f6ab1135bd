import FormLanguageServer
import SeededRandom
import Testing

@Suite struct TextDocumentTests {
  @Test func utf16CharactersAndScalarColumnsOnALineWithAccentsAndEmoji() {
    let document = TextDocument(text: "form: x\ntitle: é😀z\n")
    // `z` is at UTF-16 character 10 (the emoji is two units) and scalar column 10 (it is one scalar).
    let z = UTF16Position(line: 1, character: 10)
    #expect(document.textPosition(of: z) == TextPosition(line: 2, column: 10))
    #expect(document.utf16Position(of: TextPosition(line: 2, column: 10)) == z)
    // Inside the surrogate pair: the pair's start.
    #expect(document.textPosition(of: UTF16Position(line: 1, character: 9)) == TextPosition(line: 2, column: 9))
    // Past the end of a line: its end, before the line break.
    #expect(document.offset(of: UTF16Position(line: 0, character: 99)) == 7)
    #expect(document.offset(of: TextPosition(line: 1, column: 99)) == 7)
    // Past the last line: the end of the text.
    #expect(document.offset(of: UTF16Position(line: 9, character: 0)) == document.units.count)
  }

  @Test func crlfAndLoneCarriageReturnsEndLSPLines() {
    let document = TextDocument(text: "ab\r\ncd\ref\n")
    #expect(document.offset(of: UTF16Position(line: 0, character: 5)) == 2)
    #expect(document.offset(of: UTF16Position(line: 1, character: 1)) == 5)
    // The compiler's lines end at `\n` only: `ef` is on its second line, after `cd\r`.
    #expect(document.offset(of: UTF16Position(line: 2, character: 0)) == 7)
    #expect(document.textPosition(of: UTF16Position(line: 2, character: 0)) == TextPosition(line: 2, column: 4))
    #expect(document.position(of: 3) == UTF16Position(line: 0, character: 2))
  }

  @Test func incrementalEdits() {
    var document = TextDocument(text: "kind: toggel\n")
    document.replace(
      UTF16Range(start: UTF16Position(line: 0, character: 9), end: UTF16Position(line: 0, character: 12)),
      with: "gle 😀")
    #expect(document.text == "kind: toggle 😀\n")
    // An edit ending inside the emoji keeps it whole.
    document.replace(
      UTF16Range(start: UTF16Position(line: 0, character: 12), end: UTF16Position(line: 0, character: 14)), with: "!")
    #expect(document.text == "kind: toggle!😀\n")
  }

  /// Random edits applied incrementally give the text a from-scratch model gives, and every position converts
  /// back to where it came from.
  @Test(arguments: 0..<40) func randomEditsMatchTheModelAndPositionsRoundTrip(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = ["a", "é", "😀", "\n", "\r\n", "\r", " ", "x", "👩‍👩‍👧"]
    func randomText(_ count: Int) -> String {
      (0..<count).map { _ in random.pick(pieces) }.joined()
    }
    var model = Array(randomText(random.int(0...20)).unicodeScalars)
    var document = TextDocument(text: String(String.UnicodeScalarView(model)))
    for _ in 0..<30 {
      let lines = document.position(of: document.units.count).line
      let start = UTF16Position(line: random.int(0...lines + 1), character: random.int(0...10))
      let end =
        random.chance(30)
        ? start : UTF16Position(line: random.int(start.line...lines + 1), character: random.int(0...10))
      let text = randomText(random.int(0...4))
      document.replace(UTF16Range(start: start, end: end), with: text)
      // A range given backwards is read forwards.
      let (a, b) = (Self.modelIndex(model, start), Self.modelIndex(model, end))
      model.replaceSubrange(min(a, b)..<max(a, b), with: text.unicodeScalars)
      #expect(document.text == String(String.UnicodeScalarView(model)), "seed \(seed)")
    }
    var offset = 0
    var line = 1
    var column = 1
    for (index, scalar) in model.enumerated() {
      let afterCR = index > 0 && model[index - 1] == "\r" && scalar == "\n"
      if !afterCR { #expect(document.offset(of: document.position(of: offset)) == offset) }
      #expect(document.textPosition(of: offset) == TextPosition(line: line, column: column))
      #expect(document.offset(of: TextPosition(line: line, column: column)) == offset)
      offset += scalar.utf16.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    #expect(document.textPosition(of: offset) == TextPosition(line: line, column: column))
  }

  /// The model's index of an LSP position: walk the scalars, counting line breaks as LSP does and UTF-16 units
  /// within the line, stopping at the line's end and before a scalar the position falls inside.
  static func modelIndex(_ scalars: [Unicode.Scalar], _ position: UTF16Position) -> Int {
    var index = 0
    var line = 0
    while line < position.line {
      guard index < scalars.count else { return scalars.count }
      if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
        index += 2
        line += 1
      } else {
        if scalars[index] == "\n" || scalars[index] == "\r" { line += 1 }
        index += 1
      }
    }
    var units = 0
    while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r",
      units + scalars[index].utf16.count <= position.character
    {
      units += scalars[index].utf16.count
      index += 1
    }
    return index
  }
}
