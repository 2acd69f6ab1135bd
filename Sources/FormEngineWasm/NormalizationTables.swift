/// The Unicode normalization data that the standard library's `String` reads to compare and hash text
/// by canonical equivalence (`"é"` as one scalar equals `"e"` followed by U+0301), answered in the form
/// the standard library asks for it.
///
/// The engine's WebAssembly module answers the standard library from these tables
/// (UnicodeDataExports.swift) instead of linking the toolchain's normalization data, 31 KB of the
/// module: the tables are the same data, packed in about 8 KB (NormalizationData.swift) and decoded
/// into memory the first time a string needs normalizing. The answers are the toolchain's:
/// Scripts/generate-normalization-tables.swift checks each one against the toolchain's data when it
/// writes the tables (CI runs Scripts/generate-unicode-data-tables.sh `--check`), and
/// NormalizationTablesTests compares them with what the standard library's public API says:
/// combining classes, composition exclusions, and the canonical equivalence of every decomposition.
package struct NormalizationTables: Sendable {
  /// The bits of a scalar's normalization data: its canonical combining class from bit 3 up, and
  /// three quick checks (the standard library's `Unicode._NormData`).
  package enum Bits {
    /// The scalar is not in NFD: it decomposes.
    package static let notNFD: UInt16 = 0x1
    /// The scalar is not in NFC: it never occurs in NFC (a composition exclusion).
    package static let notNFC: UInt16 = 0x2
    /// The scalar may compose with a scalar before it.
    package static let maybeNFC: UInt16 = 0x4
  }

  /// Each scalar's normalization data.
  private let data: ScalarRuns
  /// The scalars with a canonical decomposition (Hangul syllables aside, which decompose by
  /// arithmetic), ascending, and where each one's full decomposition starts in
  /// ``decompositionBytes``.
  private let decomposed: [UInt32]
  private let decompositionStarts: [UInt32]
  /// The full canonical decompositions, in the layout the standard library reads: each one's length
  /// in bytes, then its UTF-8.
  package let decompositionBytes: [UInt8]
  /// The pairs of scalars that compose, as an open-addressing hash table of 2^compositionBits slots:
  /// each slot 0 or its pair's key (`second << 32 | first`, never 0), and beside it the composite.
  private let compositionKeys: [UInt64]
  private let compositionValues: [UInt32]
  private static var compositionBits: Int { 11 }

  /// The decomposition entry for a scalar without a decomposition: its scalar, 0, is no scalar the
  /// standard library looks up (it asks only from U+00C0).
  package static var noDecomposition: UInt32 { 0 }

  /// Decodes the packed tables.
  /// - Complexity: O(n) in the size of the tables (about 8 KB).
  package init() {
    let data = ScalarRuns(starts: Self.packedRunStarts, values: Self.packedRunValues)
    self.data = data
    let decomposed = Self.packedDecomposed
    let firsts = Self.packedFirsts
    let seconds = Self.packedSeconds
    self.decomposed = decomposed

    // The generator writes the three columns alike; were they not, the shortest would count.
    let count = min(decomposed.count, firsts.count, seconds.count)
    var bytes: [UInt8] = []
    var starts: [UInt32] = []
    var pending: [UInt32] = []
    for index in 0..<count {
      starts.append(UInt32(bytes.count))
      let lengthAt = bytes.count
      bytes.append(0)
      // The full decomposition is the last first scalar reached, then the second scalars of the
      // steps taken, the last step's first.
      pending.removeAll(keepingCapacity: true)
      var step: Int? = index
      var first = decomposed[index]
      for _ in 0..<Self.maximumSteps {
        guard let taken = step, taken < count else { break }
        if seconds[taken] != 0 { pending.append(seconds[taken]) }
        first = firsts[taken]
        step = Self.index(of: first, in: decomposed)
      }
      Self.appendUTF8(first, to: &bytes)
      for second in pending.reversed() { Self.appendUTF8(second, to: &bytes) }
      bytes[lengthAt] = UInt8(truncatingIfNeeded: bytes.count - lengthAt - 1)
    }
    decompositionBytes = bytes
    decompositionStarts = starts

    var keys = [UInt64](repeating: 0, count: 1 << Self.compositionBits)
    var values = [UInt32](repeating: 0, count: 1 << Self.compositionBits)
    for index in 0..<count where seconds[index] != 0 {
      let composite = decomposed[index]
      guard data.value(of: composite) & UInt32(Bits.notNFC) == 0 else { continue }
      let key = UInt64(seconds[index]) << 32 | UInt64(firsts[index])
      var slot = Self.slot(of: key)
      while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
      keys[slot] = key
      values[slot] = composite
    }
    compositionKeys = keys
    compositionValues = values
  }

  /// The longest chain of decomposition steps in Unicode is 3 (U+1F83 to U+1F03 to U+1F01 to `α`);
  /// this bounds the walk however the tables were changed.
  private static var maximumSteps: Int { 8 }

  /// The standard library's `_swift_stdlib_getNormData`: the scalar's canonical combining class and
  /// quick checks (``Bits``).
  /// - Complexity: O(log n) in the number of runs.
  package func normData(_ scalar: UInt32) -> UInt16 {
    scalar < 0xC0 ? 0 : UInt16(truncatingIfNeeded: data.value(of: scalar))
  }

  /// The standard library's `_swift_stdlib_getDecompositionEntry`: where the scalar's full
  /// decomposition starts in ``decompositionBytes`` (the top 14 bits) and the scalar itself (the
  /// bottom 18), or ``noDecomposition``.
  /// - Complexity: O(log n) in the number of decompositions.
  package func decompositionEntry(_ scalar: UInt32) -> UInt32 {
    guard let index = Self.index(of: scalar, in: decomposed) else { return Self.noDecomposition }
    return decompositionStarts[index] << 18 | scalar
  }

  /// The standard library's `_swift_stdlib_getComposition`: the scalar that `first` followed by
  /// `second` composes to, or `UInt32.max`.
  /// - Complexity: O(1) on average.
  package func composition(_ first: UInt32, _ second: UInt32) -> UInt32 {
    let key = UInt64(second) << 32 | UInt64(first)
    var slot = Self.slot(of: key)
    while compositionKeys[slot] != 0 {
      if compositionKeys[slot] == key { return compositionValues[slot] }
      slot = (slot + 1) & (compositionKeys.count - 1)
    }
    return .max
  }

  /// Every pair that composes, in no particular order.
  /// - Complexity: O(2^compositionBits).
  package var compositionPairs: [(first: UInt32, second: UInt32, composite: UInt32)] {
    zip(compositionKeys, compositionValues).compactMap { key, composite in
      key == 0 ? nil : (UInt32(truncatingIfNeeded: key), UInt32(truncatingIfNeeded: key >> 32), composite)
    }
  }

  private static func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - compositionBits))
  }

  private static func index(of scalar: UInt32, in sorted: [UInt32]) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == scalar ? low : nil
  }

  private static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      bytes.append(UInt8(truncatingIfNeeded: scalar))
    case ..<0x800:
      bytes.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
    case ..<0x1_0000:
      bytes.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
    default:
      bytes.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18) & 0x07)
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 12) & 0x3F)
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
    }
  }
}
