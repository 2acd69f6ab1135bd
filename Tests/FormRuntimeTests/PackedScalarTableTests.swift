import Testing

@testable import FormRuntimeCore

/// ``PackedScalarTable``'s format, as Scripts/packed-scalar-table.swift writes it: differences from the value
/// before, in base 16, the last digit upper case, a decrease after a minus sign. (The generated tables themselves are held to the Unicode data by
/// ScalarPropertyTablesTests and UnicodeFoldingTests.)
@Suite struct PackedScalarTableTests {
  @Test func anEmptyLiteralHoldsNoValues() {
    #expect(PackedScalarTable.values("") == [])
    #expect(PackedScalarTable.values("\n") == [])
  }

  @Test func eachValueIsItsDifferenceFromTheOneBefore() {
    // 1, then 1 + 0x10, then + 2, then + 0 (equal values), then + 0xFFFF.
    #expect(PackedScalarTable.values("BbACApppP") == [1, 17, 19, 19, 19 + 0xFFFF])
  }

  @Test func theFirstValueIsFromZero() {
    #expect(PackedScalarTable.values("A") == [0])
    #expect(PackedScalarTable.values("bapppP") == [0x10_FFFF])
  }

  @Test func aMinusSignMakesTheDifferenceADecrease() {
    // 0x21, then - 0x1F, then + 0x30, then - 0 (equal values), and the minus applies to one value only.
    #expect(PackedScalarTable.values("cB-bPdA-ABA") == [0x21, 2, 0x32, 0x32, 0x33, 0x33])
    // A minus split from its digits by a line break still applies to them.
    #expect(PackedScalarTable.values("F-\nC") == [5, 3])
  }

  @Test func int32sAreReadAsTheirBitPatterns() {
    // 775, then -121 (- 896 = 0x380), then -42319 (- 42198 = 0xA4D6): the arithmetic wraps.
    let values = PackedScalarTable.values("daH-diA-kenG")
    #expect(values.map { Int32(bitPattern: $0) } == [775, -121, -42319])
  }

  @Test func lineBreaksAreSkipped() {
    #expect(PackedScalarTable.values("Bb\nA\nC") == PackedScalarTable.values("BbAC"))
    #expect(
      PackedScalarTable.values(
        """
        JEb
        DA
        """) == [9, 13, 32, 32])
  }
}
