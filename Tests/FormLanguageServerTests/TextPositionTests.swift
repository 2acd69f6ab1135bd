import FormLanguageServer
import Testing

@Suite
struct TextPositionTests {
  @Test func positionsOrderByLineThenColumn() {
    #expect(TextPosition(line: 1, column: 9) < TextPosition(line: 2, column: 1))
    #expect(TextPosition(line: 2, column: 1) < TextPosition(line: 2, column: 2))
    #expect(!(TextPosition(line: 2, column: 2) < TextPosition(line: 2, column: 2)))
  }
}
