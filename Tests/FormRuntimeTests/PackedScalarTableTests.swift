import Testing

@testable import FormRuntimeCore

/// ``PackedScalarTable``'s format, as Scripts/packed-scalar-table.swift writes it: differences from the value
/// before, zigzagged (0, -1, 1, -2, … as 0, 1, 2, 3, …), in base 46, the digits before the last from `!`, `#` to
/// `O`, the last from `P` to `~` (the printable ASCII characters but `"` and `\`). (The generated tables themselves
/// are held to the Unicode data by ScalarPropertyTablesTests, UnicodeFoldingTests, KeyCharacterTableTests,
/// NormalizationTablesTests and GraphemeTablesTests.)
@Suite struct PackedScalarTableTests {
  @Test func anEmptyLiteralHoldsNoValues() {
    #expect(PackedScalarTable.values("") == [])
    #expect(PackedScalarTable.values("\n") == [])
  }

  @Test func eachValueIsItsDifferenceFromTheOneBefore() {
    // 1 (R: zigzag 2), then + 16 (q), + 2 (T), + 0 (P: equal values), then + 0xFFFB in three digits (#1M, X).
    #expect(PackedScalarTable.values("RqTP#1MX") == [1, 17, 19, 19, 19 + 0xFFFB])
  }

  @Test func theFirstValueIsFromZero() {
    #expect(PackedScalarTable.values("P") == [0])
    #expect(PackedScalarTable.values("8K#m") == [0x10_FFFF])
  }

  @Test func theDigitsAreInBase46() {
    // A last digit alone holds a zigzagged difference of at most 45: + 22 (`}`) or - 23 (`~`). 45 takes two
    // (`#}`: 1 × 46 + 44, zigzagged 90), and so does 46 (`$P`: 2 × 46 + 0, zigzagged 92).
    #expect(PackedScalarTable.values("}") == [22])
    #expect(PackedScalarTable.values("~") == [UInt32(bitPattern: -23)])
    #expect(PackedScalarTable.values("#}") == [45])
    #expect(PackedScalarTable.values("$P") == [46])
  }

  @Test func oddZigzaggedDifferencesAreDecreases() {
    // Values 0, -1, 1, -2: differences 0, -1, +2, -3, zigzagged 0, 1, 4, 5. The arithmetic wraps.
    #expect(PackedScalarTable.values("PQTU") == [0, 0xFFFF_FFFF, 1, 0xFFFF_FFFE])
    // 0x21, then - 0x1F, then + 0x30, then 0, + 1, 0.
    #expect(PackedScalarTable.values("#e#`$TPRP") == [0x21, 2, 0x32, 0x32, 0x33, 0x33])
  }

  @Test func int32sAreReadAsTheirBitPatterns() {
    // 775, then -121 (- 896), then -42319 (- 42198).
    let values = PackedScalarTable.values("CqH|IJp")
    #expect(values.map { Int32(bitPattern: $0) } == [775, -121, -42319])
  }

  @Test func lineBreaksAndOtherCharactersAreSkipped() {
    #expect(PackedScalarTable.values("Rq\nT\nP") == PackedScalarTable.values("RqTP"))
    // A number split by a line break is still one number.
    #expect(PackedScalarTable.values("#\n}") == [45])
    #expect(PackedScalarTable.values("R \"q\\") == [1, 17])
    #expect(
      PackedScalarTable.values(
        """
        cX
        wP
        """) == [9, 13, 32, 32])
  }
}
