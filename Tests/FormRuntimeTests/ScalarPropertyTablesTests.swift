import Testing

@testable import FormRuntimeCore

/// The generated tables of the scalar properties the runtime reads (Scripts/generate-scalar-property-tables.swift)
/// agree with the standard library's Unicode data over every scalar. When a toolchain brings a newer Unicode
/// version, this fails until the tables are generated again.
@Suite struct ScalarPropertyTablesTests {
  @Test func everyScalarHasTheStandardLibrarysProperties() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let agrees =
        ScalarProperties.isWhiteSpace(scalar) == properties.isWhitespace
        && ScalarProperties.isAlphabetic(scalar) == properties.isAlphabetic
        && ScalarProperties.isGraphemeExtend(scalar) == properties.isGraphemeExtend
        && ScalarProperties.isWhiteSpace(Character(scalar)) == Character(scalar).isWhitespace
      if !agrees, disagreements.count < 10 { disagreements.append("U+\(String(value, radix: 16, uppercase: true))") }
    }
    #expect(disagreements.isEmpty, "the tables disagree at \(disagreements)")
  }

  @Test func aCharacterIsWhiteSpaceByItsFirstScalar() {
    #expect(ScalarProperties.isWhiteSpace(Character("\r\n")))
    #expect(ScalarProperties.isWhiteSpace(Character("\u{3000}")))
    #expect(!ScalarProperties.isWhiteSpace(Character("e\u{301}")))
  }

  @Test(arguments: [
    ScalarProperties.whiteSpaceRanges, ScalarProperties.alphabeticRanges, ScalarProperties.graphemeExtendRanges,
  ])
  func theRangesAreDisjointAndInOrder(ranges: [UInt32]) {
    #expect(!ranges.isEmpty && ranges.count % 2 == 0)
    for pair in stride(from: 0, to: ranges.count - 1, by: 2) {
      #expect(ranges[pair] <= ranges[pair + 1])
      if pair > 0 {
        #expect(ranges[pair - 1] + 1 < ranges[pair], "ranges \(pair / 2 - 1) and \(pair / 2) touch or overlap")
      }
    }
  }
}
