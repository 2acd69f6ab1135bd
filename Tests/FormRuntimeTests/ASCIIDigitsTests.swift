import Testing

@testable import FormRuntimeCore

/// ``ASCIIDigits`` reads what the standard library's `FormInt(_:)` and `UInt32(_:radix: 16)` read,
/// which it replaces in the engine.
@Suite struct ASCIIDigitsTests {
  /// Every token of up to three pieces, and the edges of the range, read as `FormInt(_:)` reads them.
  @Test func zerosAreWhatRepeatingAZeroGives() {
    for count in 0...20 { #expect(ASCIIDigits.zeros(count) == String(repeating: "0", count: count)) }
    #expect(ASCIIDigits.zeros(-3) == "")
  }

  @Test func integersAreReadAsFormIntReadsThem() {
    let pieces = ["0", "7", "9", "-", "+", ".", "e", " ", "\u{663}", "\u{FF11}"]
    var tokens = [
      "", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "+9223372036854775807", "00000000000000000000000000000000000042", "-0", "+0",
      "99999999999999999999", "-99999999999999999999", "18446744073709551616",
    ]
    for first in pieces {
      for second in [""] + pieces {
        for third in [""] + pieces { tokens.append(first + second + third) }
      }
    }
    for token in tokens {
      #expect(ASCIIDigits.integer(token) == FormInt(token), "\(token)")
    }
  }

  /// Over every scalar: a hexadecimal digit is what `UInt32(_:radix: 16)` reads from it alone.
  @Test func hexDigitsAreTheSixteenOfEitherCase() {
    var digits = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = UInt32(String(scalar), radix: 16)
      #expect(ASCIIDigits.hexDigit(value) == expected, "U+\(String(value, radix: 16))")
      if expected != nil { digits += 1 }
    }
    #expect(digits == 22)
  }
}
