import FormRuntime
import SeededRandom
import Testing

/// The runtime's reading of dates as instants (`ISO8601Date`, issue 23) agrees with the reference model's
/// (``ModelDates``, Foundation's calendar) on the generators' dates and on random spellings around them, and its
/// UTC text reads back as the same instant.
@Suite struct DateInstantTests {
  @Test func poolsAgreeWithTheModel() {
    for text in GeneratorPools.dates + GeneratorPools.dateLiterals + GeneratorPools.badDates {
      #expect(ISO8601Date.microseconds(of: text) == ModelDates.instant(.string(text)), "\(text)")
    }
    #expect(ISO8601Date.microseconds(of: "2026-11-29") == ISO8601Date.microseconds(of: "2026-11-29T00:00:00Z"))
    #expect(
      ISO8601Date.microseconds(of: "2026-11-29T04:30:00-05:00") == ISO8601Date.microseconds(of: "2026-11-29T09:30Z"))
    // Digits past the microsecond are dropped, not rounded.
    #expect(ISO8601Date.microseconds(of: "1970-01-01T00:00:00.0000019Z") == 1)
    #expect(ISO8601Date.microseconds(of: "1969-12-31T23:59:59.5Z") == -500_000)
    #expect(ISO8601Date.microseconds(of: "0000-01-01") == -62_167_219_200_000_000)
    #expect(ISO8601Date.microseconds(of: "2026-02-29") == nil)
    // Outside the years 0000 to 9999 there is no text, Int's extremes included (verify asks for them).
    #expect(ISO8601Date.text(ofMicroseconds: Int.min) == nil && ISO8601Date.text(ofMicroseconds: Int.max) == nil)
    #expect(ISO8601Date.text(ofMicroseconds: -62_167_219_200_000_000) == "0000-01-01T00:00:00Z")
    #expect(ISO8601Date.text(ofMicroseconds: -62_167_219_200_000_001) == nil)
    #expect(ISO8601Date.text(ofMicroseconds: -1) == "1969-12-31T23:59:59.999999Z")
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomSpellingsAgree(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let year = random.int(1600...2400), month = random.int(0...13), day = random.int(0...32)
      var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
      if random.chance(70) {
        text += "T" + pad(random.int(0...24), 2) + ":" + pad(random.int(0...60), 2)
        if random.chance(70) {
          text += ":" + pad(random.int(0...60), 2)
          if random.chance(50) { text += "." + String(random.int(0...9_999_999_999)) }
        }
        switch random.int(0...2) {
        case 0: break
        case 1: text += "Z"
        default: text += random.pick(["+", "-"]) + pad(random.int(0...24), 2) + ":" + pad(random.int(0...60), 2)
        }
      }
      let instant = ISO8601Date.microseconds(of: text)
      #expect(instant == ModelDates.instant(.string(text)), "\(text)")
      if let instant {
        let written = ISO8601Date.text(ofMicroseconds: instant)
        #expect(written.flatMap(ISO8601Date.microseconds(of:)) == instant, "\(text) → \(written ?? "nil")")
      }
    }
  }

  private func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
