import FormRuntimeCore

/// The sets the pattern parser builds: from a class's ranges, one code point, a complement, and
/// the class escapes besides `\w` (which the runtime's matcher reads for `\b`).
extension ScalarRanges {
  /// The empty set.
  init() { self.init(sortedBounds: []) }

  /// The set of the ranges `bounds[0]...bounds[1]`, `bounds[2]...bounds[3]` and so on, in any order, overlapping
  /// or not, each first bound no greater than its last.
  /// - Complexity: O(r log r) for r ranges.
  package init(unsortedBounds unsorted: [UInt32]) {
    var bounds: [UInt32] = []
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
    self.init(sortedBounds: bounds)
  }

  /// The set of one code point.
  init(_ value: UInt32) { self.init(sortedBounds: [value, value]) }

  /// Every code point not in this set.
  /// - Complexity: O(r) for r ranges.
  package var complement: ScalarRanges {
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

  /// `\d`: the ASCII digits.
  package static let digits = ScalarRanges(sortedBounds: [0x30, 0x39])

  /// `\s`: ECMAScript's WhiteSpace (tab, vertical tab, form feed, U+FEFF and the Unicode category
  /// Zs) and LineTerminator (line feed, carriage return, U+2028, U+2029).
  package static let whiteSpace = ScalarRanges(sortedBounds: [
    0x09, 0x0D, 0x20, 0x20, 0xA0, 0xA0, 0x1680, 0x1680, 0x2000, 0x200A, 0x2028, 0x2029,
    0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF,
  ])

  /// What `.` matches: every code point but the line terminators `\n`, `\r`, U+2028 and U+2029.
  package static let anyButLineTerminators = ScalarRanges(sortedBounds: [
    0, 0x09, 0x0B, 0x0C, 0x0E, 0x2027, 0x202A, maximum,
  ])
}
