import Testing

@testable import FormRuntimeCore

/// ``PackedScalarTable``'s format, as Scripts/packed-scalar-table.swift writes it: bits, seven to a character, most
/// significant first; the count and the code's order k in the exponential-Golomb code of order 0; then each value's
/// difference from the value before, zigzagged (0, -1, 1, -2, … as 0, 1, 2, 3, …), in the code of order k. (The
/// generated tables themselves are held to the Unicode data by ScalarPropertyTablesTests, UnicodeFoldingTests and
/// KeyCharacterTableTests.)
///
/// The literals here are written as the writer does, one character a group of seven bits: `"\u{7F}"` is 1111111.
@Suite struct PackedScalarTableTests {
  @Test func anEmptyLiteralHoldsNoValues() {
    #expect(PackedScalarTable.values("") == [])
    // A count of 0 (1), order 0 (1), then padding.
    #expect(PackedScalarTable.values("\u{60}") == [])
  }

  @Test func theCountAndTheOrderComeFirst() {
    // Count 1 (010), order 0 (1), the value 0 (1), padding: 0101100.
    #expect(PackedScalarTable.values("\u{2C}") == [0])
    // Count 2 (011), order 0 (1), + 1 (zigzag 2: 011), + 0 (1); 0111011 1000000.
    #expect(PackedScalarTable.values("\u{3B}\u{40}") == [1, 1])
    // Count 1 (010), order 2 (011), + 1 (zigzag 2 in order 2: 110), padding: 0100111 1000000.
    #expect(PackedScalarTable.values("\u{27}\u{40}") == [1])
  }

  @Test func eachValueIsItsDifferenceFromTheOneBefore() {
    // Count 3 (00100), order 0 (1), + 3 (zigzag 6: 00111), + 16 (zigzag 32: 00000100001), - 1 (zigzag 1: 010).
    // 0010010 0111000 0010000 1010000
    #expect(PackedScalarTable.values("\u{12}\u{38}\u{10}\u{50}") == [3, 19, 18])
  }

  @Test func theLastValuesAreThoseTheCountSays() {
    // The count (2) ends the table though the padding could begin another value: 0111011 1000000 as above, with
    // a further character of zeros and ones the reader does not reach.
    #expect(PackedScalarTable.values("\u{3B}\u{40}\u{7F}") == [1, 1])
  }

  @Test func aStreamThatEndsEarlyHoldsTheValuesBeforeItsEnd() {
    // Count 3, order 0, + 1, then the stream ends inside the next value's zeros: 0010010 1100000 (zeros).
    #expect(PackedScalarTable.values("\u{12}\u{60}") == [1])
  }

  @Test func int32sAreReadAsTheirBitPatterns() {
    // Values 0, -1: differences 0 (1) and -1 (zigzag 1: 010) after count 2 (011) and order 0 (1).
    // 0111101 0000000
    let values = PackedScalarTable.values("\u{3D}\0")
    #expect(values == [0, 0xFFFF_FFFF])
    #expect(values.map { Int32(bitPattern: $0) } == [0, -1])
  }

  @Test func theLargestDifferencesWrap() {
    // 0x10FFFF, then 0: count 2 (011), order 0 (1), + 0x10FFFF (zigzag 0x21FFFE: 21 zeros, then 0x21FFFF's 22
    // digits), - 0x10FFFF (zigzag 0x21FFFD: 21 zeros, then 0x21FFFE's 22 digits), 2 bits of padding.
    let values = PackedScalarTable.values(
      "\u{38}\0\0\u{4}\u{1F}\u{7F}\u{7C}\0\0\u{2}\u{F}\u{7F}\u{7C}")
    #expect(values == [0x10_FFFF, 0])
  }
}
