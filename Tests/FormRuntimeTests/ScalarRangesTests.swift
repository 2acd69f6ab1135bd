import FormCompiler
import SeededRandom
import Testing

@testable import FormRuntimeCore

/// The character classes `ScalarRanges` writes as sorted bounds are the sets their definitions give.
@Suite struct ScalarRangesTests {
  @Test func classesWrittenAsBoundsAreTheirDefinitions() {
    #expect(ScalarRanges.digits == ScalarRanges(unsortedBounds: [0x30, 0x39]))
    #expect(
      ScalarRanges.wordCharacters == ScalarRanges(unsortedBounds: [0x61, 0x7A, 0x5F, 0x5F, 0x41, 0x5A, 0x30, 0x39]))
    // ECMAScript's WhiteSpace and LineTerminator, as the specification lists them (Zs from Unicode's data).
    let whiteSpace: [UInt32] = [
      0x09, 0x0B, 0x0C, 0xFEFF, 0x20, 0xA0, 0x1680, 0x3000, 0x202F, 0x205F, 0x0A, 0x0D, 0x2028, 0x2029,
    ]
    #expect(
      ScalarRanges.whiteSpace == ScalarRanges(unsortedBounds: whiteSpace.flatMap { [$0, $0] } + [0x2000, 0x200A]))
    let lineTerminators = ScalarRanges(unsortedBounds: [0x0A, 0x0A, 0x0D, 0x0D, 0x2028, 0x2029])
    #expect(ScalarRanges.anyButLineTerminators == lineTerminators.complement)
    for value: UInt32 in [0, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x2027, 0x2028, 0x2029, 0x202A, 0x10FFFF] {
      #expect(ScalarRanges.anyButLineTerminators.contains(value) == !lineTerminators.contains(value), "\(value)")
    }
  }

  /// Random sets of overlapping, adjacent and repeated ranges hold, and their complements do not hold, exactly the
  /// code points one of the ranges holds; their bounds come out sorted, disjoint and apart.
  @Test func randomSetsHoldWhatTheirRangesHold() {
    var random = SplitMix64(seed: 21)
    let points: [UInt32] = [
      0, 1, 2, 3, 5, 8, 9, 10, 0x7F, 0x80, 0xFFFF, ScalarRanges.maximum - 1, ScalarRanges.maximum,
    ]
    for _ in 0..<2_000 {
      var unsorted: [UInt32] = []
      for _ in 0..<Int(random.next() % 5) {
        let first = points[Int(random.next() % UInt64(points.count))]
        let last = points[Int(random.next() % UInt64(points.count))]
        unsorted += [min(first, last), max(first, last)]
      }
      let set = ScalarRanges(unsortedBounds: unsorted)
      let complement = set.complement
      for value in points + [4, 6, 7, 11, 0x7E, 0x81] {
        let held = stride(from: 0, to: unsorted.count, by: 2).contains {
          unsorted[$0] <= value && value <= unsorted[$0 + 1]
        }
        #expect(set.contains(value) == held, "\(unsorted) \(value)")
        #expect(complement.contains(value) == !held, "\(unsorted) \(value)")
      }
      for index in stride(from: 0, to: set.bounds.count, by: 2) {
        #expect(set.bounds[index] <= set.bounds[index + 1])
        if index > 0 { #expect(set.bounds[index - 1] &+ 1 < set.bounds[index], "\(set.bounds)") }
      }
    }
  }
}
