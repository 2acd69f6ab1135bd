import Testing

@testable import FormRuntimeCore

/// The `String` helpers that stand in for generic standard library code in the engine
/// (`utf8Order`, `scalarArray`, `scalarValues`, `firstScalar`) give what that code gives.
@Suite struct StringHelpersTests {
  static let samples = [
    "", "a", "b", "ab", "aa", "Z", "é", "e\u{301}", "\u{FF21}", "😀", "a😀", "a\u{0}", "\u{7F}", "\u{80}", "日本",
    "phones[w2].number",
  ]

  /// By UTF-8 bytes, as `lexicographicallyPrecedes` over the bytes orders them: "é" (NFC) and
  /// "e\u{301}" (NFD) are canonically equal but are not the same bytes.
  @Test func utf8OrderIsTheOrderOfTheBytes() {
    for a in Self.samples {
      for b in Self.samples {
        let bytesA = Array(a.utf8), bytesB = Array(b.utf8)
        let expected =
          bytesA == bytesB ? 0 : bytesA.lexicographicallyPrecedes(bytesB) ? -1 : 1
        #expect(a.utf8Order(b) == expected, "\(Array(a.unicodeScalars)) vs \(Array(b.unicodeScalars))")
      }
    }
  }

  @Test func scalarsAsTheStandardLibraryGivesThem() {
    for text in Self.samples {
      #expect(text.scalarArray == Array(text.unicodeScalars))
      #expect(text.scalarValues == text.unicodeScalars.map { $0.value })
      #expect(text.firstScalar == text.unicodeScalars.first)
    }
  }
}
