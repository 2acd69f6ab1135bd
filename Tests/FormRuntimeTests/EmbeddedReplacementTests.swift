import SeededRandom
import Testing

@testable import FormRuntimeCore

/// What the core writes out by hand because Embedded Swift (issue 25) lacks what it used: the
/// conversion of a JSON numeral with a fraction or exponent to an integer (which went through
/// `Double(String)`), and the descriptions that printed arrays of structs by reflection.
@Suite struct EmbeddedReplacementTests {
  /// The conversion it replaces: the `Double` nearest the numeral, when it is a whole number in range.
  private static func throughDouble(_ numeral: String) -> FormInt? {
    Double(numeral).flatMap { FormInt(exactly: $0) }
  }

  private static func exact(_ numeral: String) -> FormInt? {
    JSONReader.exactInteger(ofNumeral: Array(numeral.utf8))
  }

  /// Numerals of at most 9 significant digits and exponents within ±9: their value, and whether it is whole, are
  /// exact in a `Double` (a whole one is below 2^53 · 10^0 … and a fraction one is further from an integer than
  /// its `Double`'s spacing), so `Double` gives the exact answer and the two must agree on every one.
  @Test func agreesWithDoubleWhereDoubleIsExact() {
    var random = SplitMix64(seed: 25)
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(random.int(0...9))) })
    }
    var wholes = 0
    for _ in 0..<5_000 {
      let integerCount = random.int(1...5)
      var integer = digits(integerCount)
      if integer.count > 1 && integer.first == "0" { integer = "1" + integer.dropFirst() }
      let fraction = random.chance(70) ? digits(random.int(1...(9 - integerCount))) : ""
      let exponent =
        fraction.isEmpty || random.chance(50)
        ? random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.int(0...9)) : ""
      let numeral = (random.chance(30) ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction) + exponent
      let expected = Self.throughDouble(numeral)
      #expect(Self.exact(numeral) == expected, "\(numeral)")
      if expected != nil { wholes += 1 }
    }
    // Both answers are exercised: whole numbers and not.
    #expect(wholes > 500 && wholes < 4_500)
  }

  @Test func isExactWhereDoubleRounds() {
    #expect(Self.exact("1.0") == 1 && Self.exact("1e2") == 100 && Self.exact("-25E-1") == nil)
    #expect(Self.exact("2.50e1") == 25 && Self.exact("0.0") == 0 && Self.exact("-0.0e-5") == 0)
    // Beyond Double's precision: the digits decide, not the nearest Double.
    #expect(Self.exact("1.00000000000000000001") == nil && Self.throughDouble("1.00000000000000000001") == 1)
    #expect(Self.exact("1e-400") == nil && Self.throughDouble("1e-400") == 0)
    #expect(Self.exact("0e400") == 0 && Self.exact("0.000e-99999999999") == 0)
    #expect(Self.exact("12345678901234567.0") == 12_345_678_901_234_567)
    #expect(Self.exact("9223372036854775807.0") == FormInt.max && Self.exact("-9223372036854775808.0") == FormInt.min)
    #expect(Self.exact("9223372036854775808.0") == nil && Self.exact("1e19") == nil)
    #expect(Self.exact("1e18") == 1_000_000_000_000_000_000 && Self.exact("-1e99999999999999999999") == nil)
    // A scale far past the exponent's digits still cancels exactly.
    let zeros = String(repeating: "0", count: 50_000)
    #expect(Self.exact("0." + zeros + "1e50005") == 10_000)
    #expect(Self.exact("1" + zeros + ".0e-50000") == 1)
  }

  /// The descriptions print what `Array(self).description` printed.
  @Test func descriptionsAreThoseOfArrays() {
    let positions = RowPositions([RowPosition(section: 0, row: 1), RowPosition(section: 2, row: 30)])
    #expect(positions.description == Array(positions).description)
    #expect(RowPositions().description == Array(RowPositions()).description)
    let items = ListItems([
      ListItem(key: "a\"b", values: [.null, .int(-3), .string("x\ny"), .set(["b", "a"])], expanded: [true, false]),
      ListItem(
        key: "w2", values: [.decimal(FormDecimal(units: 1990, scale: 2) ?? FormDecimal(0))], expanded: [], touched: 5),
    ])
    #expect(items.description == Array(items).description)
    #expect(ListItems().description == Array(ListItems()).description)
  }
}
