/// The Unicode data that the standard library reads to break text into `Character`s (grapheme
/// clusters: counting characters for length rules, walking them in the event line scanner), answered
/// in the form the standard library asks for it.
///
/// As with ``NormalizationTables``, the engine's WebAssembly module answers the standard library
/// from these tables (UnicodeDataExports.swift) instead of linking the toolchain's: each scalar's
/// grapheme break property (of those the standard library reads from data: control, extend,
/// prepend, spacing mark), Extended_Pictographic and InCB=Consonant, as runs of scalars, packed in
/// GraphemeData.swift (about 1.8 KB, against 4.8 KB of the toolchain's tables) and decoded the first
/// time a text that is not ASCII is broken into characters. Scripts/generate-grapheme-tables.swift
/// checks every scalar's answers against the toolchain's data when it writes the tables (CI runs it
/// with `--check`), and GraphemeTablesTests hold them to how the standard library breaks text.
package struct GraphemeTables: Sendable {
  /// What the standard library's table says of a scalar without a property among those it holds.
  package static var noProperty: UInt8 { 0xFF }

  private let properties: ScalarRuns
  private let consonants: ScalarRuns
  private let pictographs: ScalarRuns

  /// Decodes the packed tables.
  /// - Complexity: O(n) in the size of the tables.
  package init() {
    properties = ScalarRuns(
      starts: Self.packedPropertyStarts, values: Self.packedPropertyValues, initial: Self.writtenNoProperty)
    consonants = ScalarRuns(alternating: Self.packedConsonantStarts)
    pictographs = ScalarRuns(alternating: Self.packedPictographStarts)
  }

  /// How the packed tables write ``noProperty``: as the value after the four properties, so that a
  /// run's difference from the one before is small.
  private static var writtenNoProperty: UInt32 { 4 }

  /// The standard library's `_swift_stdlib_getGraphemeBreakProperty`: 0 control, 1 extend,
  /// 2 prepend, 3 spacing mark, or ``noProperty``.
  /// - Complexity: O(log n) in the number of runs.
  package func property(_ scalar: UInt32) -> UInt8 {
    let value = properties.value(of: scalar)
    return value == Self.writtenNoProperty ? Self.noProperty : UInt8(truncatingIfNeeded: value)
  }

  /// The standard library's `_swift_stdlib_isInCB_Consonant`.
  /// - Complexity: O(log n) in the number of runs.
  package func isConsonant(_ scalar: UInt32) -> Bool { consonants.value(of: scalar) != 0 }

  /// The standard library's `_swift_stdlib_isExtendedPictographic`.
  /// - Complexity: O(log n) in the number of runs.
  package func isExtendedPictographic(_ scalar: UInt32) -> Bool { pictographs.value(of: scalar) != 0 }
}
