/// Canonical composition (Unicode NFC) from the standard library's own normalization, the one `String`'s `==` and
/// hashing use, so that a composed name equals exactly the strings Swift says it equals. Foundation's
/// `precomposedStringWithCanonicalMapping`, which the core used before, gives the same on every scalar and on the
/// strings UnicodeFoldingTests tries, but for two cases where Foundation's is behind Unicode and Swift's `==` (an LV
/// Hangul syllable before a trailing jamo, and 46 combining marks newer than its data), which the tests list. Names
/// are looked up by composition only to find ASCII ones, which neither case can give.
///
/// `_nfcCodeUnits` is public but underscored (the standard library's tests use it); it is in every standard library
/// the package supports, Embedded Swift's included, and unlike `_nfc` and `_nfd` it is not SPI.
enum CanonicalComposition {
  /// `text` in NFC, as UTF-8. ASCII text is its own composition and is copied without normalizing.
  /// - Complexity: O(m) for m UTF-8 bytes.
  static func utf8(of text: String) -> [UInt8] {
    if text.everyByte({ $0 < 0x80 }) { return Array(text.utf8) }
    return text._nfcCodeUnits
  }

  /// `text` in NFC. - Complexity: O(m) for m UTF-8 bytes.
  static func composed(_ text: String) -> String {
    String(decoding: utf8(of: text), as: UTF8.self)
  }
}
