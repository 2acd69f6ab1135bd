import FormRuntime
import Foundation
import SeededRandom
import Testing

/// `FormDecimal`: exact parsing and printing, canonical values, exact comparisons across scales and with integers,
/// checked by hand and against Foundation's `Decimal` on random numbers.
@Suite struct FormDecimalTests {
  @Test func parsesJSONNumbersExactly() throws {
    let cases: [(String, Int, Int)] = [
      ("19.99", 1999, 2), ("-0.5", -5, 1), ("7", 7, 0), ("19.90", 199, 1), ("0.000", 0, 0), ("-0", 0, 0),
      ("1.5e3", 1500, 0), ("25E-2", 25, 2), ("1e-18", 1, 18), ("9223372036854775807", Int.max, 0),
      ("-9223372036854775808", Int.min, 0), ("-922337203.6854775808", Int.min, 10),
      ("1.50000000000000000000000000", 15, 1), ("0.000000000000000001", 1, 18),
    ]
    for (text, units, scale) in cases {
      let number = try #require(FormDecimal(text), "\(text)")
      #expect(number.units == units && number.scale == scale, "\(text)")
    }
    for text in [
      "", "-", ".5", "5.", "1..2", "01", "-01.5", "1e", "1e+", "0x10", "1,5", " 1", "1 ", "+1", "NaN", "1.2.3",
      "0.0000000000000000001", "9223372036854775808", "1e19", "1e10000", "1e-19",
    ] {
      #expect(FormDecimal(text) == nil, "\(text)")
    }
  }

  @Test func printsCanonically() {
    #expect(FormDecimal(units: 1999, scale: 2)?.description == "19.99")
    #expect(FormDecimal(units: 1990, scale: 2)?.description == "19.9")
    #expect(FormDecimal(units: -5, scale: 3)?.description == "-0.005")
    #expect(FormDecimal(units: Int.min, scale: 18)?.description == "-9.223372036854775808")
    #expect(FormDecimal(units: 500, scale: 2)?.description == "5")
    #expect(FormDecimal(units: 1, scale: 19) == nil)
    #expect(FormDecimal(units: 10, scale: 19)?.description == "0.000000000000000001")
    #expect(FormDecimal(units: 15, scale: 1)?.text(places: 2) == "1.50")
    #expect(FormDecimal(12).text(places: 2) == "12.00")
    #expect(FormDecimal(units: 1234, scale: 3)?.text(places: 2) == "1.234")
    #expect(FormValue.decimal(FormDecimal(units: 25, scale: 1) ?? FormDecimal(0)).description == "2.5")
  }

  @Test func comparesExactlyAcrossScalesAndWithIntegers() throws {
    let tenth = try #require(FormDecimal("0.1"))
    let fifth = try #require(FormDecimal("0.2"))
    let threeTenths = try #require(FormDecimal("0.3"))
    #expect(FormDecimal(units: tenth.units + fifth.units, scale: 1) == threeTenths)
    #expect(try #require(FormDecimal("2.00")) == FormDecimal(2))
    #expect(FormValue.numericOrder(.int(2), .decimal(FormDecimal(units: 200, scale: 2) ?? tenth)) == 0)
    #expect(FormValue.conditionEqual(.int(2), .decimal(FormDecimal(2))))
    #expect(FormValue.int(2) != .decimal(FormDecimal(2)))  // structurally different: a slot holds one type
    // Scaling the smaller-scale side up overflows: its magnitude decides.
    #expect(FormDecimal(Int.max) > FormDecimal(units: Int.max, scale: 18) ?? tenth)
    #expect(FormDecimal(Int.min) < FormDecimal(units: Int.min, scale: 18) ?? tenth)
    #expect(FormValue.numericOrder(.int(Int.max), .decimal(FormDecimal(units: 1, scale: 18) ?? tenth)) == 1)
    #expect(FormValue.numericOrder(.string("1"), .int(1)) == nil)
  }

  @Test func unitsAtAScale() {
    let number = FormDecimal(units: 199, scale: 1)
    #expect(number?.units(atScale: 2) == 1990)
    #expect(number?.units(atScale: 0) == nil)  // more digits than the scale
    #expect(FormDecimal(10).units(atScale: 18) == nil)  // overflow
    #expect(FormDecimal(9).units(atScale: 18) == 9_000_000_000_000_000_000)
  }

  /// Random decimals against Foundation's `Decimal`: the same text, the same order, and exact conversion both ways.
  @Test func agreesWithFoundationDecimal() throws {
    var random = SplitMix64(seed: 23)
    func randomDecimal() -> FormDecimal {
      let units =
        random.chance(10)
        ? random.pick([Int.min, Int.max, 0, 1, -1])
        : random.int(-1_000_000...1_000_000) * random.pick([1, 7, 1_000_003])
      return FormDecimal(units: units, scale: random.int(0...FormDecimal.maxScale)) ?? FormDecimal(units)
    }
    for _ in 0..<4_000 {
      let a = randomDecimal(), b = randomDecimal()
      let decimalA = try #require(Decimal(string: a.description, locale: Locale(identifier: "en_US_POSIX")))
      let decimalB = try #require(Decimal(string: b.description, locale: Locale(identifier: "en_US_POSIX")))
      #expect(a.decimal == decimalA, "\(a)")
      #expect(FormDecimal(decimalA) == a, "\(a)")
      #expect((a < b) == (decimalA < decimalB), "\(a) < \(b)")
      #expect((a == b) == (decimalA == decimalB), "\(a) == \(b)")
      #expect(FormDecimal(a.description) == a, "\(a)")
      #expect(FormValue.decimal(decimalA) == .decimal(a))
      #expect(FormValue.decimal(a).decimalValue == decimalA)
    }
    // A Decimal it cannot hold is refused, never rounded.
    #expect(FormDecimal(try #require(Decimal(string: "0.0000000000000000001"))) == nil)
    #expect(FormValue.decimal(try #require(Decimal(string: "12345678901234567890"))) == .null)
  }
}
