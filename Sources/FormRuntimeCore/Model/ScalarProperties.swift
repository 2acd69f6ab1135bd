/// The Unicode scalar properties the runtime reads, from generated range tables
/// (``ScalarPropertyTables.swift``, Scripts/generate-scalar-property-tables.swift) rather than
/// `Unicode.Scalar.Properties`: reading those would put the standard library's binary-property
/// table (20 KB) in the engine's WebAssembly module. They agree with the standard library over
/// every scalar (ScalarPropertyTablesTests).
package enum ScalarProperties {
  /// Unicode's White_Space, as `Unicode.Scalar.Properties.isWhitespace`.
  package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool { contains(whiteSpaceRanges, scalar.value) }

  /// White space as `Character.isWhitespace` says: its first scalar is White_Space.
  package static func isWhiteSpace(_ character: Character) -> Bool {
    var scalars = character.unicodeScalars.makeIterator()
    return scalars.next().map(isWhiteSpace) ?? false
  }

  /// Unicode's Alphabetic, as `Unicode.Scalar.Properties.isAlphabetic`.
  package static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool { contains(alphabeticRanges, scalar.value) }

  /// Unicode's Grapheme_Extend, as `Unicode.Scalar.Properties.isGraphemeExtend`.
  package static func isGraphemeExtend(_ scalar: Unicode.Scalar) -> Bool {
    contains(graphemeExtendRanges, scalar.value)
  }

  /// Whether `value` is in one of `ranges`: sorted, disjoint inclusive ranges, flattened
  /// (first, last, first, last, …). - Complexity: O(log r) for r ranges.
  package static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    // The first range whose last scalar is at least `value`.
    let range = (0..<ranges.count / 2).firstIndex(notBelow: { ranges[2 * $0 + 1] < value })
    return range < ranges.count / 2 && ranges[2 * range] <= value
  }
}
