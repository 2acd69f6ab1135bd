/// A set of Unicode code points as sorted, disjoint, non-adjacent closed ranges: what a
/// character class (`[a-z\d]`, `\s`, `[^…]`) of a ``ValuePattern`` matches. The runtime reads sets
/// from a program's code and tests membership; the pattern parser builds them
/// (`ScalarRanges+Building.swift` in FormCompiler).
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
  package static let maximum: UInt32 = 0x10FFFF

  /// The ranges' bounds in pairs, first and last (both in the set): `bounds[2 * i]...bounds[2 * i + 1]` is range
  /// `i`. Sorted, disjoint, non-adjacent.
  package private(set) var bounds: [UInt32]

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

  /// The set of the ranges `bounds[0]...bounds[1]`, `bounds[2]...bounds[3]` and so on, ascending and apart: how
  /// ``wordCharacters`` and the pattern parser's classes are written, as literals of integers, which the compiler
  /// keeps as data rather than code that builds ranges, and how a program's code lists its sets.
  package init(sortedBounds bounds: [UInt32]) { self.bounds = bounds }

  /// `\w`: ECMAScript's word characters without the `i` flag, `[A-Za-z0-9_]`.
  package static let wordCharacters = ScalarRanges(sortedBounds: [0x30, 0x39, 0x41, 0x5A, 0x5F, 0x5F, 0x61, 0x7A])
}
