/// A set of Unicode code points as sorted, disjoint, non-adjacent closed ranges: what a
/// character class (`[a-z\d]`, `\s`, `[^…]`) of a ``ValuePattern`` matches.
///
/// Code points are `UInt32` values rather than `Unicode.Scalar`s so that a class may name a lone
/// surrogate (`\uD800`), as ECMAScript allows; no scalar of a Swift `String` equals one, so such a
/// member never matches.
package struct ScalarRanges: Equatable, Sendable {
  /// The largest code point.
  static let maximum: UInt32 = 0x10FFFF

  /// Sorted, disjoint, non-adjacent.
  package private(set) var ranges: [ClosedRange<UInt32>]

  /// The empty set.
  init() { ranges = [] }

  /// The set of the given ranges, in any order, overlapping or not.
  init(_ unsorted: [ClosedRange<UInt32>]) {
    ranges = []
    var sorted = unsorted
    StableOrder.sort(&sorted) { $0.lowerBound < $1.lowerBound }
    for range in sorted {
      if let last = ranges.last, range.lowerBound <= last.upperBound &+ 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
  }

  /// Every code point not in this set.
  var complement: ScalarRanges {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    for range in ranges {
      if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
      guard range.upperBound < Self.maximum else { return ScalarRanges(result) }
      next = range.upperBound + 1
    }
    result.append(next...Self.maximum)
    return ScalarRanges(result)
  }

  /// The union of the two sets.
  func union(_ other: ScalarRanges) -> ScalarRanges {
    ScalarRanges(ranges + other.ranges)
  }

  /// Whether the set holds `value`.
  /// - Complexity: O(log r), r the number of ranges.
  package func contains(_ value: UInt32) -> Bool {
    // The first range that does not end below `value`.
    let index = ranges.firstIndex(notBelow: { $0.upperBound < value })
    return index < ranges.count && ranges[index].lowerBound <= value
  }

  /// `\d`: the ASCII digits.
  static let digits = ScalarRanges([0x30...0x39])

  /// `\w`: ECMAScript's word characters without the `i` flag, `[A-Za-z0-9_]`.
  static let wordCharacters = ScalarRanges([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

  /// `\s`: ECMAScript's WhiteSpace (tab, vertical tab, form feed, U+FEFF and the Unicode category
  /// Zs) and LineTerminator (line feed, carriage return, U+2028, U+2029).
  static let whiteSpace = ScalarRanges([
    0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
    0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
  ])

  /// What `.` matches: every code point but the line terminators `\n`, `\r`, U+2028 and U+2029.
  static let anyButLineTerminators = ScalarRanges([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).complement
}
