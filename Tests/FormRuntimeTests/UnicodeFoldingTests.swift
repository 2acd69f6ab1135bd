import FormRuntime
import Foundation
import SeededRandom
import TestTier
import Testing

@testable import FormRuntimeCore

#if os(Linux)
  private let foundationFoldsAsOnLinux = true
#else
  private let foundationFoldsAsOnLinux = false
#endif

/// The core's Foundation-free folding (`UnicodeFolding`, through `SearchFolding.fold`) and composition
/// (`CanonicalComposition`, which `NameTable` looks names up by) agree with the Foundation calls they replace:
/// `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)` then
/// `precomposedStringWithCanonicalMapping`, and the latter alone. Over every Unicode scalar on its own, every text of
/// the example forms, and random strings of Latin with combining marks, precomposed letters, Hangul, fullwidth and
/// halfwidth forms, Greek, Cyrillic and emoji.
///
/// They differ in two places, deliberately, both where Foundation's composition on Linux is behind Unicode and Swift's
/// `==` (the core composes with the standard library's, the one `==` uses), and the tests require that they differ
/// exactly there:
/// - Foundation leaves a precomposed Hangul LV syllable (U+AC00, 가, and every 28th syllable after it) apart from a
///   trailing consonant jamo (U+11A8 to U+11C2) that follows it, where NFC composes the two into one LVT syllable
///   (U+AC00 U+11A8 is U+AC01, 각). Foundation composes the same syllable spelled as three jamo, so only text holding
///   that mixed spelling folds differently, and it now matches its composed spelling.
/// - Foundation's Unicode data predates the 46 combining marks of ``marksNewerThanFoundation`` (Unicode 16 and 17),
///   so it leaves them where they are among other marks, where NFC orders them by their combining class.
/// Everything else agrees scalar for scalar. Neither case can make a name compose to ASCII, so `NameTable`'s lookups
/// agree everywhere.
///
/// Foundation's folding here is Linux's (CoreFoundation's `CFStringFold`), which `UnicodeFoldingTables` was
/// generated from; Apple's Foundation folds with newer data, so the comparisons run on Linux only.
@Suite(.enabled(if: foundationFoldsAsOnLinux)) struct UnicodeFoldingTests {
  static func foundationFolded(_ text: String) -> [UInt8] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    return Array(folded.precomposedStringWithCanonicalMapping.utf8)
  }

  static func foundationComposed(_ text: String) -> [UInt8] {
    Array(text.precomposedStringWithCanonicalMapping.utf8)
  }

  /// Whether `scalars` hold a precomposed Hangul LV syllable directly followed by a trailing consonant jamo: the one
  /// pair Foundation's composition leaves apart and the standard library's composes.
  static func holdsUncomposedLVT(_ scalars: String.UnicodeScalarView) -> Bool {
    var previous: UInt32 = 0
    for scalar in scalars {
      let isLV = previous >= 0xAC00 && previous <= 0xD7A3 && (previous - 0xAC00) % 28 == 0
      if isLV && scalar.value >= 0x11A8 && scalar.value <= 0x11C2 { return true }
      previous = scalar.value
    }
    return false
  }

  /// The combining marks Foundation's normalization does not know (it gives them class 0) and the standard library's
  /// orders by their class: assigned in Unicode 16 and 17. ``foundationKnowsNoOtherMarks()`` holds the list to
  /// Foundation.
  static let marksNewerThanFoundation: [ClosedRange<UInt32>] = [
    0x0897...0x0897, 0x1ACF...0x1ADD, 0x1AE0...0x1AEB, 0x10D69...0x10D6D, 0x10EFA...0x10EFB, 0x113CE...0x113D0,
    0x1612F...0x1612F, 0x1E5EE...0x1E5EF, 0x1E6E3...0x1E6E3, 0x1E6E6...0x1E6E6, 0x1E6EE...0x1E6EF,
    0x1E6F5...0x1E6F5,
  ]

  static func isNewerThanFoundation(_ scalar: Unicode.Scalar) -> Bool {
    marksNewerThanFoundation.contains { $0.contains(scalar.value) }
  }

  /// Checks `ours` against Foundation's `theirs` for `text`: equal, but where Foundation's output holds the LV + T pair
  /// or a mark newer than its data, where ours must be Foundation's composed by the standard library.
  static func expectAgreement(
    _ ours: [UInt8], _ theirs: [UInt8], for text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let foundationText = String(decoding: theirs, as: UTF8.self)
    if foundationText.unicodeScalars.contains(where: isNewerThanFoundation) {
      #expect(ours == foundationText._nfcCodeUnits, "\(scalars(text))", sourceLocation: sourceLocation)
    } else if holdsUncomposedLVT(foundationText.unicodeScalars) {
      #expect(ours != theirs, "\(scalars(text))", sourceLocation: sourceLocation)
      #expect(ours == foundationText._nfcCodeUnits, "\(scalars(text))", sourceLocation: sourceLocation)
    } else {
      #expect(
        ours == theirs,
        "\(scalars(text)): ours \(scalars(String(decoding: ours, as: UTF8.self))), Foundation's \(scalars(foundationText))",
        sourceLocation: sourceLocation)
    }
  }

  static func scalars(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  /// Every scalar but the surrogates' code points, ASCII included (folded by bytes), in the full tier; in the
  /// fast tier a stratified sample of them with every mark (a scalar of a combining class above 0).
  static let everyScalar: [Unicode.Scalar] = TestTier.unicodeScalars {
    $0.properties.canonicalCombiningClass.rawValue != 0
  }

  @Test func everyScalarFoldsAsFoundationFoldsIt() {
    var disagreements: [String] = []
    for scalar in Self.everyScalar {
      let text = String(scalar)
      if SearchFolding.fold(text) != Self.foundationFolded(text) { disagreements.append(Self.scalars(text)) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
  }

  @Test func everyScalarComposesAsFoundationComposesIt() {
    var disagreements: [String] = []
    for scalar in Self.everyScalar {
      let text = String(scalar)
      if CanonicalComposition.utf8(of: text) != Self.foundationComposed(text) {
        disagreements.append(Self.scalars(text))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
  }

  /// Each scalar after a base that keeps its marks, and after one that drops them, and before a Hebrew point (class
  /// 17): what the scalar does to the cluster before it (belonging to it or not, kept or dropped, ordered) is read
  /// from CoreFoundation's data too. The two disagree exactly on the marks newer than Foundation's data whose class
  /// is above 17, which the standard library orders after the point.
  @Test(arguments: ["\u{30AB}", "\u{FF76}", "\u{05D0}", "a", "\u{0958}", "\u{1F44D}"])
  func everyScalarAfterABaseFoldsAsFoundationFoldsIt(base: String) {
    var disagreements: [UInt32] = []
    for scalar in Self.everyScalar where scalar.value >= 0x300 {
      let text = base + String(scalar) + "\u{05B7}"
      let ours = SearchFolding.fold(text)
      let theirs = Self.foundationFolded(text)
      guard ours != theirs else { continue }
      disagreements.append(scalar.value)
      #expect(ours == String(decoding: theirs, as: UTF8.self)._nfcCodeUnits, "\(Self.scalars(text))")
    }
    let expected = Self.everyScalar.filter {
      Self.isNewerThanFoundation($0) && $0.properties.canonicalCombiningClass.rawValue > 17
    }
    #expect(disagreements == expected.map { $0.value }, "\(disagreements.map { String($0, radix: 16) })")
  }

  /// ``marksNewerThanFoundation`` is exactly the marks Foundation's normalization does not order: a mark of class
  /// above 1 that it leaves before an overlay (class 1), or one below 230 that it leaves after an acute (230).
  @Test func foundationKnowsNoOtherMarks() {
    var unknown: [UInt32] = []
    for scalar in Self.everyScalar {
      let rank = scalar.properties.canonicalCombiningClass.rawValue
      guard rank != 0 else { continue }
      let text = String(scalar)
      let keepsOverlayAfter =
        rank > 1 && (text + "\u{334}").precomposedStringWithCanonicalMapping.unicodeScalars.first == scalar
      let keepsAcuteBefore =
        rank < 230 && ("\u{301}" + text).precomposedStringWithCanonicalMapping.unicodeScalars.first == "\u{301}"
      if keepsOverlayAfter || keepsAcuteBefore { unknown.append(scalar.value) }
    }
    #expect(unknown == Self.everyScalar.filter(Self.isNewerThanFoundation).map { $0.value })
    // Every mark is in the fast tier's sample too.
    #expect(unknown.count == 46)
  }

  /// Every text a search can read in the example forms (titles, ids, keywords, option titles, value names), and
  /// every line of their specs and string catalogues (which hold the translated titles).
  @Test func exampleFormTextsFoldAndComposeAsFoundationDoes() throws {
    var texts: [String] = []
    for path in ExampleForms.paths {
      let name = URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".form.yaml", with: "")
      let form = try ExampleForms.compile(name)
      for slot in 0..<form.rows.count { texts += SearchFolding.texts(of: slot, in: form.rows) + [form.rows.id[slot]] }
      for value in form.values { texts += [value.name] + (value.options ?? []) + (value.optionTitles ?? []) }
    }
    let folder = ExampleForms.formsFolder
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      texts += text.split(separator: "\n").map(String.init)
    }
    #expect(texts.count > 500, "\(texts.count) texts")
    #expect(texts.contains { !$0.utf8.allSatisfy { $0 < 0x80 } }, "some text is not ASCII")
    for text in texts {
      Self.expectAgreement(SearchFolding.fold(text), Self.foundationFolded(text), for: text)
      Self.expectAgreement(CanonicalComposition.utf8(of: text), Self.foundationComposed(text), for: text)
    }
  }

  /// The pieces random strings are made of, by family.
  static let pieceFamilies: [[String]] = [
    // ASCII, a space and punctuation.
    ["a", "Z", "k", "0", " ", "-", "'"],
    // Latin with combining marks, stacked and out of canonical order, and the marks alone.
    ["e\u{301}", "A\u{30A}", "o\u{308}\u{304}", "a\u{323}\u{302}", "n\u{303}", "\u{301}", "\u{327}", "\u{323}"],
    // Precomposed letters, folding specials (ß, ligatures, İ, ŉ, ǰ, ẛ) and letters without a case fold.
    ["é", "Å", "Ǆ", "ǅ", "ß", "ẞ", "ﬀ", "ﬅ", "İ", "ı", "ŉ", "ǰ", "ẛ", "Ø", "Ł", "Æ", "\u{212A}", "\u{212B}"],
    // Hangul syllables (LV and LVT) and jamo (leading, vowel, trailing).
    ["가", "각", "힣", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{11C2}", "\u{1112}", "\u{1175}", "\u{115F}"],
    // Fullwidth and halfwidth forms, kana and the voicing marks (combining and halfwidth).
    ["Ａ", "ｚ", "１", "￠", "ｶ", "ﾞ", "ﾟ", "ﾡ", "ｧ", "カ", "が", "\u{3099}", "\u{309A}", "￣"],
    // Greek (final sigma, tonos, iota subscript) and Cyrillic (short i, titlo).
    ["Σ", "ς", "ΐ", "ᾈ", "Ω", "\u{2126}", "\u{345}", "ϐ", "Ж", "Й", "й", "ё", "\u{483}", "Ӂ"],
    // Emoji: ZWJ sequences, skin tones, variation selectors, flags, keycaps.
    ["👍", "🏽", "👩\u{200D}🚀", "\u{200D}", "\u{FE0F}", "🇫🇷", "1\u{FE0F}\u{20E3}", "👨\u{200D}👩\u{200D}👧", "😀"],
    // Other scripts and marks: Hebrew points, Devanagari nukta, Tibetan vowels, CJK, Ahom, tags.
    ["א", "\u{5B7}", "\u{958}", "\u{93C}", "\u{F73}", "\u{F71}", "中", "\u{1171E}", "\u{E0020}", "\u{200C}", "Ꭰ", "ꭰ"],
  ]

  @Test func randomStringsFoldAndComposeAsFoundationDoes() {
    var random = SplitMix64(seed: 0x25F0_1D)
    let everyPiece = Self.pieceFamilies.flatMap { $0 }
    var differing = 0
    for round in 0..<6_000 {
      // Half the strings mix every family; the other half stay within one or two, so that a family's pieces meet.
      let pool =
        round.isMultiple(of: 2)
        ? everyPiece : random.pick(Self.pieceFamilies) + random.pick(Self.pieceFamilies)
      let text = (0..<random.int(0...10)).map { _ in random.pick(pool) }.joined()
      let theirs = Self.foundationFolded(text)
      if Self.holdsUncomposedLVT(String(decoding: theirs, as: UTF8.self).unicodeScalars) { differing += 1 }
      Self.expectAgreement(SearchFolding.fold(text), theirs, for: text)
      Self.expectAgreement(CanonicalComposition.utf8(of: text), Self.foundationComposed(text), for: text)
    }
    // The strings reach the one place the two differ, or the test above would not show that they differ only there.
    #expect(differing > 10, "\(differing) strings with an LV syllable before a trailing jamo")
  }

  /// The Hangul pair, spelled out: Foundation leaves it apart, the core composes it as `==` does.
  @Test func theHangulPairComposes() {
    let mixed = "\u{AC00}\u{11A8}"
    #expect(mixed == "\u{AC01}")
    #expect(Self.foundationComposed(mixed) == Array(mixed.utf8))
    #expect(CanonicalComposition.utf8(of: mixed) == Array("\u{AC01}".utf8))
    #expect(SearchFolding.fold(mixed) == SearchFolding.fold("\u{1100}\u{1161}\u{11A8}"))
  }

  /// Hand-picked cases, each a rule of CoreFoundation's that the tables or the cluster logic carry.
  @Test func handPickedFoldings() {
    let cases: [(String, String)] = [
      ("Crème Brûlée", "creme brulee"),
      ("e\u{301}x\u{301}", "ex"),  // marks after a Latin base go
      ("\u{301}\u{302}a", "\u{301}a"),  // a leading mark is a base, and drops the marks after it
      ("Straße", "strasse"), ("İstanbul", "istanbul"), ("ﬁx", "fix"),
      ("ＡＢＣ１", "abc1"), ("ｶﾞ", "\u{30AB}\u{FF9E}"),  // a halfwidth voicing mark after kana is kept as it is
      ("ｶ\u{3099}", "\u{30AC}"), ("カ\u{301}", "\u{30AB}"),  // after kana left as it was, a first mark below U+0510 goes
      ("ᾈ", "α"), ("ΐ", "ι"), ("Σίσυφος", "σισυφοσ"), ("Ёлка", "елка"),
      ("\u{13A0}", "\u{AB70}"),  // Cherokee folds to lower case, as CoreFoundation's older data does
      ("👍🏽", "👍🏽"), ("a🏽", "a"),  // a skin tone is a non-base character
    ]
    for (text, expected) in cases {
      #expect(SearchFolding.fold(text) == Array(expected.utf8), "\(text)")
      #expect(SearchFolding.fold(text) == Self.foundationFolded(text), "\(text)")
    }
  }
}
