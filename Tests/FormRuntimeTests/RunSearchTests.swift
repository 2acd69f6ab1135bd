import SeededRandom
import Testing

@testable import FormRuntimeCore

/// `RunSearch.swift`'s helpers, which the core uses in place of `_StringProcessing` (Embedded Swift has none), agree
/// with what they replace: `firstRange(of:)` on bytes and strings and `contains(_:)` of strings,
/// over hand-picked cases and random text with repeats, accents, combining marks and emoji.
@Suite struct RunSearchTests {
  @Test func handPickedRuns() {
    #expect(Array("abcabd".utf8).firstIndex(ofRun: Array("abd".utf8)) == 3)
    #expect(Array("aaab".utf8).firstIndex(ofRun: Array("aab".utf8)) == 1)
    #expect([UInt8]().firstIndex(ofRun: [UInt8]()) == 0)
    #expect(![UInt8]().containsRun([1]))
    #expect("a..b".containsRun("..") && !"a.b.c".containsRun(".."))
    // Characters, as `contains` compares them: a dot carrying a combining mark is not a dot.
    #expect(!"a..\u{301}b".containsRun("..") && "a..\u{301}b".firstRange(of: "..") == nil)
  }

  @Test func randomTextAgreesWithTheStringProcessingAlgorithms() {
    var random = SplitMix64(seed: 25)
    let pieces = ["a", "b", "ab", ".", "é", "e\u{301}", "\u{301}", "ß", "👍", "👍🏽", "'", " "]
    func text(_ count: Int) -> String {
      (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
    for _ in 0..<3_000 {
      let haystack = text(Int(random.next() % 12))
      let needle = text(1 + Int(random.next() % 3))
      // (`firstRange(of:) != nil` is what the core's `contains` of a string was: `_StringProcessing`'s, by characters.
      // Foundation's `contains`, which a test may see, compares scalars: a needle starting with a combining mark
      // matches inside a character there.)
      #expect(haystack.containsRun(needle) == (haystack.firstRange(of: needle) != nil), "\(haystack) / \(needle)")
      #expect(
        haystack.firstIndex(ofRun: needle) == haystack.firstRange(of: needle)?.lowerBound, "\(haystack) / \(needle)")
      let bytes = Array(haystack.utf8), pattern = Array(needle.utf8)
      #expect(bytes.containsRun(pattern) == (bytes.firstRange(of: pattern) != nil))
    }
  }
}
