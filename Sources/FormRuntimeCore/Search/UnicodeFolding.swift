/// Search's folding of text that is not ASCII, without Foundation: what
/// `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)` followed by
/// `precomposedStringWithCanonicalMapping` gives on Linux, where the core used to call them.
///
/// Foundation folds with CoreFoundation's `CFStringFold`, one cluster at a time: a base character and the non-base
/// characters (combining marks, mostly) that follow it. The base is narrowed (fullwidth and halfwidth forms, U+FF00
/// to U+FFEF), stripped of its diacritics (a canonically decomposable Latin, Greek or Cyrillic letter becomes its
/// base letter), then case folded. The non-base characters after a base below U+0510 (Latin, Greek, Cyrillic) are
/// dropped; after any other base they are kept, but for a first one below U+0510 when the base was left as it was
/// (a combining acute after kana goes, a kana voicing mark stays), and ordered by combining class. The result is
/// composed (NFC), as the core composed Foundation's.
///
/// The standard library's Unicode data stands in for part of CoreFoundation's (Grapheme_Extend for non-base characters,
/// as ``ScalarProperties``' table generated from it; `canonicalCombiningClass`, which other text handling links in);
/// ``UnicodeFoldingTables``, generated from Foundation itself, holds the rest: narrow forms, diacritic bases, case
/// foldings (about 3 KB as runs, where `lowercaseMapping` would link the standard library's 16 KB of case mappings
/// into the WebAssembly build, and differ from CoreFoundation's in 171 scalars) and the non-base differences.
/// UnicodeFoldingTests compares the two on every scalar, the example forms' texts and random strings.
enum UnicodeFolding {
  /// What happens to the non-base characters that follow a cluster's base.
  private enum Marks {
    /// Dropped: the base, folded, is below U+0510.
    case dropped
    /// Kept but for a first one below U+0510: the base was left as it was.
    case keptButFirstBelow0510
    /// Kept: the base was narrowed, stripped or case folded.
    case kept
  }

  /// `text` folded and composed, as UTF-8.
  /// - Complexity: O(m log t) for m scalars and tables of t entries (O(k²) more for a run of k non-base characters).
  static func fold(_ text: String) -> [UInt8] {
    var folded = String.UnicodeScalarView()
    // The cluster being folded, appended to `folded` once its non-base characters are ordered.
    var cluster: [Unicode.Scalar] = []
    var isASCII = true
    // What happens to the non-base characters that follow; nil before the first base.
    var marks: Marks?
    for scalar in text.unicodeScalars {
      if let current = marks, isNonBase(scalar) {
        switch current {
        case .dropped: break
        case .keptButFirstBelow0510:
          if scalar.value >= 0x510 { appendMark(scalar, to: &cluster) }
          marks = .kept
        case .kept: appendMark(scalar, to: &cluster)
        }
        continue
      }
      flush(&cluster, into: &folded, isASCII: &isASCII)
      marks = appendFolded(base: scalar, to: &cluster)
    }
    flush(&cluster, into: &folded, isASCII: &isASCII)
    // ASCII is its own composition: most accented Latin text folds to ASCII, and skips the normalizer.
    guard !isASCII else { return Array(String(folded).utf8) }
    return CanonicalComposition.utf8(of: String(folded))
  }

  /// Appends the folding of a cluster's base to `cluster` and says what happens to the non-base characters after it.
  private static func appendFolded(base scalar: Unicode.Scalar, to cluster: inout [Unicode.Scalar]) -> Marks {
    var base = scalar
    // Whether CoreFoundation rewrote the base, which keeps every non-base character after it (when it keeps any).
    var rewritten = false
    if base.value >= 0x80 {
      if base.value >= 0xFF00 && base.value <= 0xFFEF {
        rewritten = true
        let narrow = UnicodeFoldingTables.halfwidth[Int(base.value - 0xFF00)]
        if narrow != 0, let narrowed = Unicode.Scalar(narrow) { base = narrowed }
      }
      if let stripped = diacriticBase(of: base) {
        rewritten = true
        base = stripped
      }
    }
    if base.value < 0x80 {
      // What most accented letters become, folded without looking at a table.
      let byte = UInt8(truncatingIfNeeded: base.value)
      cluster.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
      return .dropped
    }
    // A base below U+0510 loses the non-base characters its folding brings (İ folds to i and a combining dot).
    let dropsMarks = base.value < 0x510
    var last = base
    if let index = caseFoldIndex(of: base) {
      rewritten = true
      let scalars = UnicodeFoldingTables.caseFoldScalars
      for value in scalars[index * 3..<index * 3 + 3] {
        guard value != 0, let next = Unicode.Scalar(value) else { break }
        last = next
        if !(dropsMarks && isNonBase(next)) { cluster.append(next) }
      }
    } else if let folded = singleCaseFold(of: base) {
      rewritten = true
      last = folded
      if !(dropsMarks && isNonBase(folded)) { cluster.append(folded) }
    } else {
      cluster.append(base)
    }
    if last.value < 0x510 { return .dropped }
    return rewritten ? .kept : .keptButFirstBelow0510
  }

  /// Appends a kept non-base character, decomposed as CoreFoundation orders it.
  private static func appendMark(_ mark: Unicode.Scalar, to cluster: inout [Unicode.Scalar]) {
    guard UnicodeFoldingTables.decomposingMarks.sortedContains(mark.value) else {
      cluster.append(mark)
      return
    }
    // Excluded from composition, so its composition is its decomposition.
    cluster.append(contentsOf: CanonicalComposition.composed(String(mark)).unicodeScalars)
  }

  /// Appends `cluster` to `folded`, its trailing non-base characters ordered as CoreFoundation's `CFStringFold`
  /// orders them, and empties it.
  ///
  /// CoreFoundation sorts the run from the last base character to the end, stably by combining class, after any
  /// characters of class 0 at its start: unlike canonical ordering, a non-base character of class 0 (an emoji skin
  /// tone) moves before the marks of higher classes, which composition would not undo.
  private static func flush(
    _ cluster: inout [Unicode.Scalar], into folded: inout String.UnicodeScalarView, isASCII: inout Bool
  ) {
    guard let first = cluster.first else { return }
    if cluster.count == 1 {
      if first.value >= 0x80 { isASCII = false }
      folded.append(first)
      cluster.removeAll(keepingCapacity: true)
      return
    }
    var start = cluster.count - 1
    while start > 0 && isNonBase(cluster[start]) { start -= 1 }
    while start < cluster.count && cluster[start].properties.canonicalCombiningClass.rawValue == 0 { start += 1 }
    // Insertion sort: stable, and the runs are a few marks long.
    if start + 1 < cluster.count {
      for index in (start + 1)..<cluster.count {
        let mark = cluster[index]
        let rank = mark.properties.canonicalCombiningClass.rawValue
        var position = index
        while position > start && cluster[position - 1].properties.canonicalCombiningClass.rawValue > rank {
          cluster[position] = cluster[position - 1]
          position -= 1
        }
        cluster[position] = mark
      }
    }
    for scalar in cluster {
      if scalar.value >= 0x80 { isASCII = false }
      folded.append(scalar)
    }
    cluster.removeAll(keepingCapacity: true)
  }

  /// Whether CoreFoundation counts `scalar` as a non-base character, which belongs to the cluster of the base before
  /// it: a `isGraphemeExtend` scalar (combining marks, joiners, variation selectors), with the tables' differences.
  static func isNonBase(_ scalar: Unicode.Scalar) -> Bool {
    // Nothing below the combining diacritics is non-base: the common case, without reading a property.
    guard scalar.value >= 0x300 else { return false }
    if ScalarProperties.contains(UnicodeFoldingTables.nonBaseAdded, scalar.value) { return true }
    return ScalarProperties.isGraphemeExtend(scalar)
      && !ScalarProperties.contains(UnicodeFoldingTables.nonBaseRemoved, scalar.value)
  }

  /// The base letter diacritic folding replaces `scalar` with, if any.
  private static func diacriticBase(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let scalars = UnicodeFoldingTables.diacriticScalars
    let index = scalars.firstIndex(notBelow: { $0 < scalar.value })
    guard index < scalars.count, scalars[index] == scalar.value else { return nil }
    return Unicode.Scalar(UnicodeFoldingTables.diacriticBases[index])
  }

  /// The one scalar `scalar` case folds to, if it folds to one other scalar: from the run of
  /// ``UnicodeFoldingTables/caseFoldRuns`` that holds it.
  private static func singleCaseFold(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let runs = UnicodeFoldingTables.caseFoldRuns
    // The last run starting at or before `scalar`: runs do not overlap.
    let bound = (scalar.value + 1) << 11
    let index = runs.firstIndex(notBelow: { $0 < bound }) - 1
    guard index >= 0 else { return nil }
    let run = runs[index]
    let offset = scalar.value - run >> 11
    let stride = run & 1 + 1
    guard offset % stride == 0, offset / stride < run >> 1 & 0x3FF else { return nil }
    // The delta is an Int32's bit pattern: adding it with wrapping subtracts a negative one.
    return Unicode.Scalar(scalar.value &+ UnicodeFoldingTables.caseFoldDeltas[index])
  }

  /// The index of `scalar` in ``UnicodeFoldingTables/caseFoldKeys``, if it case folds to more than one scalar.
  private static func caseFoldIndex(of scalar: Unicode.Scalar) -> Int? {
    UnicodeFoldingTables.caseFoldKeys.sortedFirstIndex(of: scalar.value)
  }
}
