/// How search compares text: case-, diacritic- and width-insensitively, on UTF-8 bytes.
///
/// Row texts and queries are folded the same way, then a row matches when its folded text
/// contains the folded query as a byte sequence. ASCII text (most titles) is folded by lower-casing bytes; other
/// text by ``UnicodeFolding``, which agrees with what Foundation's folding and composition gave here before.
enum SearchFolding {
  /// `text` folded to lower case without diacritics, as UTF-8.
  /// - Complexity: O(m) for m UTF-8 bytes.
  static func fold(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard byte < 0x80 else { return UnicodeFolding.fold(text) }
      bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
    }
    return bytes
  }

  /// The texts a search looks at for the row at `slot`: its title (or its id when it has
  /// none), then its keywords.
  static func texts(of slot: Int, in rows: RowTable) -> [String] {
    [rows.title[slot] ?? rows.id[slot]] + rows.keywords[slot]
  }

  /// The texts of a list item's value that a search reads besides the row's title and keywords:
  /// a text row's string; a choice or picker row's value and, when its option has a title, the
  /// title; a number row's number as written (a decimal's with its precision's digits: `19.90`); none for the other kinds (a date is held as a
  /// string but is not searched). `slot` is the row's value slot.
  static func itemValueTexts(kind: RowKind, value: FormValue, slot: ValueSlot) -> [String] {
    switch (kind, value) {
    case (.text, .string(let text)): [text]
    case (.choice, .string(let text)), (.picker, .string(let text)):
      slot.optionTitles == nil ? [text] : [text, slot.title(ofOption: text)]
    case (.number, .int(let number)): [String(number)]
    case (.decimal, .decimal(let number)): [number.text(places: slot.precision ?? 0)]
    default: []
    }
  }
}
