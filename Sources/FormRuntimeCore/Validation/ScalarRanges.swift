/// A set of Unicode code points as sorted, disjoint, non-adjacent closed ranges: what a
/// character class (`[a-z\d]`, `\s`, `[^…]`) of a ``ValuePattern`` matches.
///
/// Code points are `UInt32` values rather than `Unicode.Scalar`s so that a class may name a lone
/// surrogate (`\uD800`), as ECMAScript allows; no scalar of a Swift `String` equals one, so such a
/// member never matches.
///
/// The ranges are kept as their bounds in one `[UInt32]`, as ``LocalizationKeyTable``'s are, rather than as
/// `ClosedRange`s: an array of ranges, and its sorting, were copies of the array code in the WebAssembly module
/// for these sets alone.
package struct ScalarRanges: Equatable, Sendable {
  /// The largest code point.
  static let maximum: UInt32 = 0x10FFFF

  /// The ranges' bounds in pairs, first and last (both in the set): `bounds[2 * i]...bounds[2 * i + 1]` is range
  /// `i`. Sorted, disjoint, non-adjacent.
  package private(set) var bounds: [UInt32]

  /// The empty set.
  init() { bounds = [] }

  /// The set of the ranges `bounds[0]...bounds[1]`, `bounds[2]...bounds[3]` and so on, in any order, overlapping
  /// or not, each first bound no greater than its last.
  /// - Complexity: O(r log r) for r ranges.
  init(unsortedBounds unsorted: [UInt32]) {
    bounds = []
    let order = StableOrder.indexes(count: unsorted.count / 2) { unsorted[2 * $0] < unsorted[2 * $1] }
    for range in order {
      let first = unsorted[2 * range], last = unsorted[2 * range + 1]
      if let end = bounds.last, first <= end &+ 1 {
        bounds[bounds.count - 1] = max(end, last)
      } else {
        bounds.append(first)
        bounds.append(last)
      }
    }
  }

  /// The set of one code point.
  init(_ value: UInt32) { bounds = [value, value] }

  /// Every code point not in this set.
  var complement: ScalarRanges {
    var result: [UInt32] = []
    var next: UInt32 = 0
    var index = 0
    while index + 1 < bounds.count {
      if bounds[index] > next {
        result.append(next)
        result.append(bounds[index] - 1)
      }
      guard bounds[index + 1] < Self.maximum else { return ScalarRanges(sortedBounds: result) }
      next = bounds[index + 1] + 1
      index += 2
    }
    result.append(next)
    result.append(Self.maximum)
    return ScalarRanges(sortedBounds: result)
  }

  /// Whether the set holds `value`.
  /// - Complexity: O(log r), r the number of ranges.
  package func contains(_ value: UInt32) -> Bool {
    // The first range that does not end below `value`, found by halving over the ranges.
    var low = 0, high = bounds.count / 2
    while low < high {
      let middle = (low + high) / 2
      if bounds[2 * middle + 1] < value { low = middle + 1 } else { high = middle }
    }
    return low < bounds.count / 2 && bounds[2 * low] <= value
  }

  /// The set of the ranges `bounds[0]...bounds[1]`, `bounds[2]...bounds[3]` and so on, ascending and apart: how the
  /// classes below are written, as literals of integers, which the compiler keeps as data rather than code that
  /// builds ranges.
  /// The set of `bounds` in pairs, already sorted, disjoint and non-adjacent.
  init(sortedBounds bounds: [UInt32]) { self.bounds = bounds }

  /// `\d`: the ASCII digits.
  static let digits = ScalarRanges(sortedBounds: [0x30, 0x39])

  /// `\w`: ECMAScript's word characters without the `i` flag, `[A-Za-z0-9_]`.
  static let wordCharacters = ScalarRanges(sortedBounds: [0x30, 0x39, 0x41, 0x5A, 0x5F, 0x5F, 0x61, 0x7A])

  /// `\s`: ECMAScript's WhiteSpace (tab, vertical tab, form feed, U+FEFF and the Unicode category
  /// Zs) and LineTerminator (line feed, carriage return, U+2028, U+2029).
  static let whiteSpace = ScalarRanges(sortedBounds: [
    0x09, 0x0D, 0x20, 0x20, 0xA0, 0xA0, 0x1680, 0x1680, 0x2000, 0x200A, 0x2028, 0x2029,
    0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF,
  ])

  /// What `.` matches: every code point but the line terminators `\n`, `\r`, U+2028 and U+2029.
  static let anyButLineTerminators = ScalarRanges(sortedBounds: [0, 0x09, 0x0B, 0x0C, 0x0E, 0x2027, 0x202A, maximum])
}
