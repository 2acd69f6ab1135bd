import Testing

@testable import FormRuntimeCore

/// ``PackedScalarTable``'s format, as Scripts/packed-scalar-table.swift writes it: differences from the value
/// before, in base 16, the last digit upper case. (The generated tables themselves are held to the Unicode data by
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
