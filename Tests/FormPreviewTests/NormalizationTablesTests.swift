import Testing

@testable import FormEngineWasm

/// The normalization data the WebAssembly module gives the standard library
/// (Sources/FormEngineWasm/NormalizationTables.swift) against what the standard library says through
/// its public API, over every scalar: combining classes, composition exclusions, and canonical
/// equivalence (`String`'s `==`), which pins each decomposition down to the standard library's own.
/// (Scripts/generate-unicode-data-tables.sh --check, run by CI, compares every answer with the
/// toolchain's data itself.) When a toolchain brings a newer Unicode version, these fail until the
/// tables are generated again.
@Suite struct NormalizationTablesTests {
  typealias Bits = NormalizationTables.Bits
  let tables = NormalizationTables()

  static func name(_ value: UInt32) -> String { "U+\(String(value, radix: 16, uppercase: true))" }

  static func isHangulSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }

  /// The full decomposition the tables give `value`, nil when it has none.
  func decomposition(_ value: UInt32) -> [Unicode.Scalar]? {
    let entry = tables.decompositionEntry(value)
    guard entry != NormalizationTables.noDecomposition else { return nil }
    #expect(entry & 0x3FFFF == value, "\(Self.name(value))'s entry names another scalar")
    let start = Int(entry >> 18)
    let bytes = tables.decompositionBytes
    let end = start + 1 + Int(bytes[start])
    return Array(String(decoding: bytes[start + 1..<end], as: UTF8.self).unicodeScalars)
  }

  @Test func everyScalarHasItsCombiningClassAndCompositionExclusion() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let data = tables.normData(value)
      let properties = scalar.properties
      let agrees =
        data >> 3 == UInt16(properties.canonicalCombiningClass.rawValue)
        && (data & Bits.notNFC != 0) == properties.isFullCompositionExclusion
        // What decomposes (by the tables' data) is what has a decomposition in them.
        && (data & Bits.notNFD != 0) == (decomposition(value) != nil)
        && (value >= 0xC0 || data == 0)
      if !agrees, disagreements.count < 10 { disagreements.append(Self.name(value)) }
    }
    #expect(disagreements.isEmpty, "the tables disagree at \(disagreements)")
  }

  @Test func everyDecompositionIsTheScalarsNFD() {
    var count = 0
    for value in UInt32(0xC0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let decomposed = decomposition(value) else { continue }
      count += 1
      #expect(!Self.isHangulSyllable(value), "Hangul syllables decompose by arithmetic, not by the tables")
      // Canonically equivalent, by the standard library's own data ...
      #expect(
        String(scalar) == String(String.UnicodeScalarView(decomposed)), "\(Self.name(value)) is not equivalent")
      // ... decomposed all the way, and in canonical order: which makes it the one NFD of the scalar.
      let classes = decomposed.map { $0.properties.canonicalCombiningClass.rawValue }
      #expect(decomposed.allSatisfy { decomposition($0.value) == nil }, "\(Self.name(value)) decomposes further")
      #expect(
        zip(classes, classes.dropFirst()).allSatisfy { $1 == 0 || $0 <= $1 },
        "\(Self.name(value))'s marks are out of canonical order")
      #expect(decomposed != [scalar])
    }
    #expect(count > 2000)
    // What the standard library's entries can address: 14 bits of start, 18 of scalar.
    #expect(tables.decompositionBytes.count <= 1 << 14)
  }

  @Test func theCompositesAreTheDecomposingScalarsThatAreNotExcluded() {
    var composites: [UInt32: (first: UInt32, second: UInt32)] = [:]
    var seconds: Set<UInt32> = []
    for pair in tables.compositionPairs {
      #expect(composites[pair.composite] == nil, "\(Self.name(pair.composite)) is composed twice")
      composites[pair.composite] = (pair.first, pair.second)
      seconds.insert(pair.second)
      guard let first = Unicode.Scalar(pair.first), let second = Unicode.Scalar(pair.second),
        let composite = Unicode.Scalar(pair.composite)
      else {
        Issue.record("\(Self.name(pair.composite)) composes from a value that is no scalar")
        continue
      }
      #expect(String(String.UnicodeScalarView([first, second])) == String(composite))
      #expect(decomposition(pair.composite) == (decomposition(pair.first) ?? [first]) + [second])
      #expect(tables.composition(pair.first, pair.second) == pair.composite)
    }
    var missing: [String] = []
    for value in UInt32(0xC0)...0x10FFFF where decomposition(value) != nil {
      let excluded = tables.normData(value) & Bits.notNFC != 0
      if excluded == (composites[value] != nil), missing.count < 10 { missing.append(Self.name(value)) }
    }
    #expect(missing.isEmpty, "composed when excluded, or not composed when not: \(missing)")
    // A scalar may compose with one before it exactly when it is some composite's second, or a Hangul
    // vowel or trailing consonant (which compose by arithmetic).
    var maybe: [String] = []
    for value in UInt32(0xC0)...0x10FFFF {
      let data = tables.normData(value)
      let mayCompose = data & Bits.maybeNFC != 0 && data & Bits.notNFD == 0
      let hangul = (0x1161...0x1175).contains(value) || (0x11A8...0x11C2).contains(value)
      if mayCompose != (seconds.contains(value) || hangul), maybe.count < 10 { maybe.append(Self.name(value)) }
    }
    #expect(maybe.isEmpty, "may compose, or is composed with, at \(maybe)")
  }

  @Test func pairsThatDoNotComposeAreRefused() {
    #expect(tables.composition(0x65, 0x301) == 0xE9)
    #expect(tables.composition(0x301, 0x65) == .max)
    #expect(tables.composition(0x65, 0x65) == .max)
    // An excluded composite: U+0958 decomposes to U+0915 U+093C and is never composed back.
    #expect(decomposition(0x958) == ["\u{915}", "\u{93C}"])
    #expect(tables.composition(0x915, 0x93C) == .max)
    #expect(tables.decompositionEntry(0x41) == NormalizationTables.noDecomposition)
    #expect(tables.decompositionEntry(0xAC00) == NormalizationTables.noDecomposition)
  }
}
