// Writes Sources/FormRuntimeCore/Search/UnicodeFoldingTables.swift: what search's folding needs that the standard
// library does not carry, read scalar by scalar from Foundation's own `folding(options:locale:)`, so that
// `UnicodeFolding` (FormRuntimeCore, no Foundation) agrees with it.
//
// Rerun on Linux with the toolchain the package builds with (the tables are the differences between Foundation and
// the standard library's non-base characters, so a new toolchain may change them; UnicodeFoldingTests fails when it
// does):
//
//   swiftc -O Scripts/generate-unicode-folding-tables.swift Scripts/packed-scalar-table.swift \
//     -o /tmp/generate-unicode-folding-tables
//   /tmp/generate-unicode-folding-tables > Sources/FormRuntimeCore/Search/UnicodeFoldingTables.swift
//   swift-format format -i Sources/FormRuntimeCore/Search/UnicodeFoldingTables.swift
//
// Foundation on Linux folds with CoreFoundation's CFStringFold, per character cluster: a fullwidth or halfwidth form
// (U+FF00 to U+FFEF) becomes its compatibility decomposition's first scalar; a canonically decomposable scalar whose
// base is Latin, Greek or Cyrillic (below U+0510) becomes the base; the result is case folded; and the non-base
// characters that follow are dropped (all of them after a base below U+0510, those below U+0510 after any other).
// Each table below is one of those steps where the standard library cannot stand in for CoreFoundation's data.
// The output is deterministic: every table is built in scalar order.

import Foundation

func fold(_ text: String, _ options: String.CompareOptions) -> String {
  text.folding(options: options, locale: nil)
}

func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map { $0.value } }

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("generate-unicode-folding-tables: \(message)\n".utf8))
  exit(1)
}

/// `values` (sorted) as inclusive ranges, flattened: first, last, first, last, …
func ranges(_ values: [UInt32]) -> [UInt32] {
  var flat: [UInt32] = []
  for value in values {
    if let last = flat.last, last + 1 == value {
      flat[flat.count - 1] = value
    } else {
      flat += [value, value]
    }
  }
  return flat
}

@main
enum GenerateUnicodeFoldingTables {
  static func main() {
    var halfwidth = [UInt32](repeating: 0, count: 0xF0)
    var diacriticScalars: [UInt32] = []
    var diacriticBases: [UInt32] = []
    var caseFoldSingles: [(key: UInt32, folded: UInt32)] = []
    var caseFoldKeys: [UInt32] = []
    var caseFoldScalars: [UInt32] = []
    var nonBaseAdded: [UInt32] = []
    var nonBaseRemoved: [UInt32] = []
    var decomposingMarks: [UInt32] = []

    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)

      if (0xFF00...0xFFEF).contains(value) {
        let narrow = scalars(fold(text, .widthInsensitive))
        if narrow != [value] {
          guard narrow.count == 1, let first = narrow.first, first != 0 else {
            fail("U+\(String(value, radix: 16)) narrows to \(narrow)")
          }
          halfwidth[Int(value - 0xFF00)] = first
        }
      }

      let stripped = scalars(fold(text, .diacriticInsensitive))
      if stripped != [value] {
        guard value <= 0xFFFF, stripped.count == 1, let base = stripped.first, base < 0x510 else {
          fail("U+\(String(value, radix: 16)) loses its diacritics as \(stripped)")
        }
        diacriticScalars.append(value)
        diacriticBases.append(base)
      }

      let folded = scalars(fold(text, .caseInsensitive))
      if folded.count == 1, let first = folded.first, first != value {
        caseFoldSingles.append((value, first))
      } else if folded.count > 1 {
        guard folded.count <= 3 else { fail("U+\(String(value, radix: 16)) folds to \(folded)") }
        caseFoldKeys.append(value)
        caseFoldScalars += folded + [UInt32](repeating: 0, count: 3 - folded.count)
      }

      // A non-base character after "a" (a base below U+0510) is dropped, and only a non-base character is.
      let isNonBase = fold("a" + text, .diacriticInsensitive) == "a"
      if isNonBase != scalar.properties.isGraphemeExtend {
        if isNonBase { nonBaseAdded.append(value) } else { nonBaseRemoved.append(value) }
      }
      // CoreFoundation decomposes the marks it keeps before ordering them; these are the non-base characters whose
      // decomposition is not themselves (all of them excluded from composition, so NFC gives the decomposition).
      if isNonBase && scalars(text.precomposedStringWithCanonicalMapping) != [value] {
        decomposingMarks.append(value)
      }
    }

    // The single-scalar foldings as runs of keys one or two apart that move by the same delta (A-Z to a-z; the
    // alternating upper and lower case of Latin Extended-A, where the lower case letters between are not folded).
    var caseFoldRuns: [UInt32] = []
    var caseFoldDeltas: [Int32] = []
    let foldedKeys = Set(caseFoldSingles.map { $0.key } + caseFoldKeys)
    var single = 0
    while single < caseFoldSingles.count {
      let (key, folded) = caseFoldSingles[single]
      let delta = Int64(folded) - Int64(key)
      var best = (count: UInt32(1), stride: UInt32(1))
      for stride in [UInt32(1), 2] {
        var count: UInt32 = 1
        var next = single + 1
        while next < caseFoldSingles.count, count < 1023, caseFoldSingles[next].key == key + count * stride,
          Int64(caseFoldSingles[next].folded) - Int64(caseFoldSingles[next].key) == delta,
          stride == 1 || !foldedKeys.contains(key + count * stride - 1)
        {
          count += 1
          next += 1
        }
        if count > best.count { best = (count, stride) }
      }
      caseFoldRuns.append(key << 11 | best.count << 1 | (best.stride - 1))
      caseFoldDeltas.append(Int32(delta))
      single += Int(best.count)
    }

    print(
      """
      // Generated by Scripts/generate-unicode-folding-tables.swift from Foundation's folding on Linux: do not edit.
      // Rerun the script (its header says how) when UnicodeFoldingTests finds Foundation and UnicodeFolding apart.

      /// What ``UnicodeFolding`` needs of CoreFoundation's Unicode data that the standard library's scalar properties do
      /// not give: each table is the difference between the two, so it stays small.
      enum UnicodeFoldingTables {
        /// The narrow form of each scalar from U+FF00 to U+FFEF (index = scalar − U+FF00), 0 where width folding keeps
        /// the scalar: the first scalar of its compatibility decomposition, as CoreFoundation narrows.
        static let halfwidth: [UInt32] = \(packedScalarTable(halfwidth, indent: "    "))

        /// Each scalar that diacritic folding replaces by its canonical decomposition's first scalar, in order (every
        /// one is in the BMP); the base it becomes is at the same index of ``diacriticBases``.
        static let diacriticScalars: [UInt32] = \(packedScalarTable(diacriticScalars, indent: "    "))

        /// The base each of ``diacriticScalars`` becomes: a Latin, Greek or Cyrillic letter (below U+0510).
        static let diacriticBases: [UInt32] = \(packedScalarTable(diacriticBases, indent: "    "))

        /// The scalars that case fold to one other scalar, as sorted runs `first << 11 | count << 1 | stride − 1`: the
        /// `count` keys from `first`, one or two apart, each folding to itself plus the delta at the same index of
        /// ``caseFoldDeltas``. (CoreFoundation's case folding data, older than the standard library's: Cherokee folds to
        /// lower case, and scripts cased since are not folded.)
        static let caseFoldRuns: [UInt32] = \(packedScalarTable(caseFoldRuns, indent: "    "))

        /// What each run of ``caseFoldRuns`` adds to its scalars.
        /// (Their bit patterns, as ``PackedScalarTable`` holds `Int32`s.)
        static let caseFoldDeltas: [UInt32] = \(packedScalarTable(caseFoldDeltas, indent: "    "))

        /// Sorted scalars that case fold to more than one scalar (ß to ss, ŉ to ʼn), with ``caseFoldScalars``.
        static let caseFoldKeys: [UInt32] = \(packedScalarTable(caseFoldKeys, indent: "    "))

        /// The folding of each of ``caseFoldKeys``, three values a key: its two or three scalars, then 0 for a third
        /// that is not there.
        static let caseFoldScalars: [UInt32] = \(packedScalarTable(caseFoldScalars, indent: "    "))

        /// Inclusive ranges (first, last, …) of scalars that CoreFoundation counts as non-base characters though they are
        /// not `isGraphemeExtend` (the emoji skin tones, for one).
        static let nonBaseAdded: [UInt32] = \(packedScalarTable(ranges(nonBaseAdded), indent: "    "))

        /// Inclusive ranges (first, last, …) of `isGraphemeExtend` scalars that CoreFoundation does not count as non-base
        /// characters (marks newer than its data, or reclassified since).
        static let nonBaseRemoved: [UInt32] = \(packedScalarTable(ranges(nonBaseRemoved), indent: "    "))

        /// Sorted non-base characters with a canonical decomposition (which their composition gives, as they are excluded
        /// from composition): CoreFoundation orders the marks of a cluster decomposed.
        static let decomposingMarks: [UInt32] = \(packedScalarTable(decomposingMarks, indent: "    "))
      }
      """)
    FileHandle.standardError.write(
      Data(
        """
        halfwidth \(halfwidth.filter { $0 != 0 }.count), diacriticBases \(diacriticBases.count), caseFoldRuns \(caseFoldRuns.count), \
        caseFoldKeys \(caseFoldKeys.count), \
        nonBaseAdded \(ranges(nonBaseAdded).count / 2) ranges, nonBaseRemoved \(ranges(nonBaseRemoved).count / 2) ranges, \
        decomposingMarks \(decomposingMarks.count)

        """.utf8))
  }
}
