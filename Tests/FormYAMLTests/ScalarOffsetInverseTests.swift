import FormDiagnostics
import FormYAML
import Testing

/// `scalarOffset(line:column:)`, the inverse of `location(ofScalarOffset:)`: exact, or nil.
@Suite("Offsets of positions inside scalars")
struct ScalarOffsetInverseTests {
  /// Every offset of the value maps to a position that maps back to it.
  @Test(arguments: [
    "k: plain é 🎉 text\n", "k: 'it''s ''x'''\n", #"k: "a\"b\x41\u00e9c\U0001F600d""# + "\n",
    "k: |\n  line one\n  é two\n", "k: \"\"\n", "- {k: 'a''b'}\n",
  ])
  func everyOffsetRoundTrips(_ yaml: String) throws {
    let root = try #require(load(yaml))
    let node = root.sequence.map { $0[0] }?.at("k") ?? root.at("k")
    let count = try #require(node.text).unicodeScalars.count
    for offset in 0...count {
      let location = node.location(ofScalarOffset: offset)
      #expect(node.scalarOffset(line: location.line, column: location.column) == offset, "\(yaml) at \(offset)")
    }
  }

  @Test func insideAnEscapeOrOutsideTheTextIsNil() throws {
    let node = try #require(load(#"k: "a\nb""# + "\n")).at("k")
    // `\n` is written at columns 6–7: column 7 is inside it.
    #expect(node.scalarOffset(line: 1, column: 6) == 1)
    #expect(node.scalarOffset(line: 1, column: 7) == nil)
    #expect(node.scalarOffset(line: 1, column: 4) == nil)
    #expect(node.scalarOffset(line: 1, column: 11) == nil)
    #expect(node.scalarOffset(line: 2, column: 1) == nil)
  }

  @Test func aFlowScalarAcrossLinesIsNil() throws {
    let node = try #require(load("k: \"one\n  two\"\n")).at("k")
    #expect(node.scalarOffset(line: 1, column: 5) == nil)
    #expect(node.scalarOffset(line: 2, column: 3) == nil)
  }
}
