import FormDiagnostics
import FormYAML
import Testing

@Suite("Locations inside scalars")
struct ScalarOffsetTests {
  @Test func plainScalar() throws {
    let node = try #require(load("title: New Event\n")).at("title")
    #expect(node.location(ofScalarOffset: 0) == at(1, 8))
    #expect(node.location(ofScalarOffset: 4) == at(1, 12))
    // Past the end: just after the last character.
    #expect(node.location(ofScalarOffset: 99) == at(1, 17))
    #expect(node.location(ofScalarOffset: -3) == at(1, 8))
  }

  @Test func singleQuotedWithDoubledQuote() throws {
    let node = try #require(load("k: 'it''s x'\n")).at("k")
    #expect(node.text == "it's x")
    #expect(node.location(ofScalarOffset: 0) == at(1, 5))
    #expect(node.location(ofScalarOffset: 2) == at(1, 7))
    #expect(node.location(ofScalarOffset: 3) == at(1, 9))
    #expect(node.location(ofScalarOffset: 5) == at(1, 11))
  }

  @Test func doubleQuotedWithEscapes() throws {
    let node = try #require(load(#"k: "a\"b\x41\u00e9c\U0001F600d""# + "\n")).at("k")
    #expect(node.text == "a\"bAéc😀d")
    let columns = (0..<8).map { node.location(ofScalarOffset: $0).column }
    #expect(columns == [5, 6, 8, 9, 13, 19, 20, 30])
  }

  @Test func conditionInDoubleQuotes() throws {
    let node = try #require(load("rows:\n  - visible: \"!allDay and x\"\n")).at("rows").at(0).at("visible")
    #expect(node.location == at(2, 14))
    #expect(node.location(ofScalarOffset: 0) == at(2, 15))
    #expect(node.location(ofScalarOffset: 1) == at(2, 16))
    #expect(node.location(ofScalarOffset: 12) == at(2, 27))
  }

  @Test func propertiesAreSkipped() throws {
    let root = try #require(load("k: &x !t \"ab\"\nl: !!str &y plain text\n"))
    #expect(root.at("k").location == at(1, 4))
    #expect(root.at("k").location(ofScalarOffset: 1) == at(1, 12))
    #expect(root.at("l").location == at(2, 4))
    #expect(root.at("l").location(ofScalarOffset: 6) == at(2, 19))
  }

  @Test func nonASCIICountsUnicodeScalars() throws {
    let node = try #require(load("é: \"ü\\\"😀x\"\n")).at("é")
    #expect(node.location(ofScalarOffset: 0) == at(1, 5))
    #expect(node.location(ofScalarOffset: 3) == at(1, 9))
  }

  @Test func literalBlockScalarIsExact() throws {
    let node = try #require(load("text: |\n  first\n    second\n\n  third\n")).at("text")
    #expect(node.text == "first\n  second\n\nthird\n")
    #expect(node.location(ofScalarOffset: 0) == at(2, 3))
    #expect(node.location(ofScalarOffset: 8) == at(3, 5))
    #expect(node.location(ofScalarOffset: 16) == at(5, 3))
  }

  @Test func multiLineScalarsGiveTheirFirstCharacter() throws {
    let root = try #require(load("a: one\n  two\nb: \"x\n  y\"\nc: >-\n\n   folded\n   text\nd: !t\n  'q\n  r'\n"))
    #expect(root.at("a").location(ofScalarOffset: 5) == at(1, 4))
    #expect(root.at("b").location(ofScalarOffset: 2) == at(3, 5))
    #expect(root.at("c").location(ofScalarOffset: 4) == at(7, 4))
    #expect(root.at("d").location == at(9, 4))
    #expect(root.at("d").location(ofScalarOffset: 2) == at(10, 4))
  }

  @Test func collectionsGiveTheirLocation() throws {
    let root = try #require(load("a: [1]\n"))
    #expect(root.at("a").location(ofScalarOffset: 1) == at(1, 4))
  }

  @Test func crlfKeepsColumns() throws {
    let root = try #require(load("a: 1\r\nbb: \"x\\ty\"\r\nc: [p, q]\r\n"))
    #expect(root.at("bb").location == at(2, 5))
    #expect(root.at("bb").location(ofScalarOffset: 2) == at(2, 9))
    #expect(root.at("c").at(1).location == at(3, 8))
    #expect(root.at("bb").text == "x\ty")
  }
}
