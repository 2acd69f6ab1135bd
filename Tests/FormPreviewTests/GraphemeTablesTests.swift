import Testing

@testable import FormEngineWasm

/// The grapheme data the WebAssembly module gives the standard library
/// (Sources/FormEngineWasm/GraphemeTables.swift) against how the standard library breaks text into
/// `Character`s natively, over every scalar whose property it reads from its data: what each property
/// makes of the scalar beside a letter, and whether it joins an emoji's ZWJ sequence or a Devanagari
/// conjunct. (Scripts/generate-unicode-data-tables.sh --check, run by CI, compares every answer with
/// the toolchain's data itself.) When a toolchain brings a newer Unicode version, these fail until
/// the tables are generated again.
@Suite struct GraphemeTablesTests {
  let tables = GraphemeTables()

  /// The scalars whose property the standard library decides in code, never reading its data: ASCII,
  /// the zero-width joiner, Hangul jamo and syllables, regional indicators, and two ranges it fixes.
  static func isDecidedInCode(_ value: UInt32) -> Bool {
    value <= 0x7E || value == 0x200D || (0x1100...0x11FF).contains(value) || (0xA960...0xA97C).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xD7B0...0xD7C6).contains(value) || (0xD7CB...0xD7FB).contains(value)
      || (0x1F1E6...0x1F1FF).contains(value) || (0x1FC00...0x1FFFD).contains(value)
      || (0xE01F0...0xE0FFF).contains(value)
  }

  static func characters(_ scalars: Unicode.Scalar...) -> Int { String(String.UnicodeScalarView(scalars)).count }

  static func name(_ value: UInt32) -> String { "U+\(String(value, radix: 16, uppercase: true))" }

  @Test func everyPropertyBreaksAsTheStandardLibraryBreaks() {
    var disagreements: [String] = []
    let letter: Unicode.Scalar = "a"
    for value in UInt32(0x7F)...0x10FFFF where !Self.isDecidedInCode(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let after = Self.characters(letter, scalar)
      let before = Self.characters(scalar, letter)
      let agrees =
        switch tables.property(value) {
        case 0: after == 2 && before == 2  // control: a break on both sides
        case 1, 3: after == 1  // extend, spacing mark: joins what comes before
        case 2: before == 1 && after == 2  // prepend: joins what comes after
        case GraphemeTables.noProperty: after == 2 && before == 2
        default: false
        }
      if !agrees, disagreements.count < 10 { disagreements.append(Self.name(value)) }
    }
    #expect(disagreements.isEmpty, "the tables disagree at \(disagreements)")
  }

  @Test func pictographsAndConsonantsJoinAsTheStandardLibraryJoins() {
    var disagreements: [String] = []
    for value in UInt32(0x7F)...0x10FFFF where !Self.isDecidedInCode(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // What joins whatever comes before it proves nothing here.
      let property = tables.property(value)
      guard property != 1, property != 3 else { continue }
      // An emoji's ZWJ sequence goes on with a pictograph; a Devanagari conjunct (KA, VIRAMA) with a consonant.
      let pictograph = Self.characters("\u{1F600}", "\u{200D}", scalar) == 1
      let consonant = Self.characters("\u{915}", "\u{94D}", scalar) == 1
      if pictograph != tables.isExtendedPictographic(value) || consonant != tables.isConsonant(value),
        disagreements.count < 10
      {
        disagreements.append(Self.name(value))
      }
    }
    #expect(disagreements.isEmpty, "the tables disagree at \(disagreements)")
  }

  @Test func knownScalars() {
    #expect(tables.property(0x301) == 1)  // COMBINING ACUTE ACCENT: extend
    #expect(tables.property(0x903) == 3)  // DEVANAGARI SIGN VISARGA: spacing mark
    #expect(tables.property(0x600) == 2)  // ARABIC NUMBER SIGN: prepend
    #expect(tables.property(0x2028) == 0)  // LINE SEPARATOR: control
    #expect(tables.property(0xE9) == GraphemeTables.noProperty)
    #expect(tables.isExtendedPictographic(0x1F600) && !tables.isExtendedPictographic(0x41))
    #expect(tables.isConsonant(0x915) && !tables.isConsonant(0x94D))
  }
}
