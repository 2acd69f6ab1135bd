/// The groups of a list grouped by a text field: by the text's initial letter, as the Contacts
/// app groups names.
///
/// The initial letter is compared as search compares text (``SearchFolding``): without case or
/// diacritics, so `É` is grouped with `E` and `ß` with `S`; the Latin letters that folding
/// keeps (`Ø`, `Æ`, `Œ`, `Ł`, `Đ`, `Ð`, `Þ`, `Ħ`, `Ŧ`, `ı`) go under the letter an English
/// index files them under. Leading white space is skipped. Text whose first letter is not one
/// of `A`–`Z` then (a digit, a symbol, another script, or no text at all) is grouped under `#`,
/// after `Z`.
public enum InitialLetterGroups {
  /// The groups in table order, each the title of its section and its index title: `A`–`Z`,
  /// then `#`.
  public static let titles: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]

  /// The index in ``titles`` of the group of `text`.
  /// - Complexity: O(1) for text starting with an ASCII letter, else O(length of its first
  ///   grapheme cluster).
  public static func group(of text: String) -> Int {
    // The project's own tables, not `Unicode.Scalar.Properties`, which would add the standard
    // library's Unicode data to the WebAssembly module.
    var scalars = text.unicodeScalars.drop(while: ScalarProperties.isWhiteSpace).makeIterator()
    guard let first = scalars.next() else { return titles.count - 1 }
    if first.isASCII { return letterIndex(UInt8(first.value)) }
    if let letter = keptLetter(first.value) { return letterIndex(letter) }
    // Fold the first character with the marks that follow it: `E` + U+0301 folds to `e`.
    var character = String.UnicodeScalarView([first])
    while let next = scalars.next(), UnicodeFolding.isNonBase(next) { character.append(next) }
    return SearchFolding.fold(String(character)).first.map(letterIndex) ?? titles.count - 1
  }

  /// The ASCII letter that a letter diacritic folding keeps (by scalar value, either case) is
  /// indexed under, or nil.
  private static func keptLetter(_ value: UInt32) -> UInt8? {
    switch value {
    case 0xD8, 0xF8, 0x152, 0x153: UInt8(ascii: "o")
    case 0xC6, 0xE6: UInt8(ascii: "a")
    case 0x141, 0x142: UInt8(ascii: "l")
    case 0x110, 0x111, 0xD0, 0xF0: UInt8(ascii: "d")
    case 0xDE, 0xFE, 0x166, 0x167: UInt8(ascii: "t")
    case 0x126, 0x127: UInt8(ascii: "h")
    case 0x131: UInt8(ascii: "i")
    default: nil
    }
  }

  private static func letterIndex(_ byte: UInt8) -> Int {
    let lower = byte | 0x20
    guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return titles.count - 1 }
    return Int(lower - UInt8(ascii: "a"))
  }
}

extension CompiledForm {
  /// Whether list `list` is grouped by a text field's initial letter (``InitialLetterGroups``):
  /// its table sections are then one per letter, then `#`.
  /// - Complexity: O(1).
  public func groupsByInitialLetter(_ list: Int) -> Bool {
    let groupBy = lists.groupBy[list]
    return groupBy >= 0 && values[groupBy].type == .string
  }

  /// The group shown by the table section at `offset` among grouped list `list`'s sections: an
  /// option of the grouping field (null for the last section), or a letter of
  /// ``InitialLetterGroups/titles``.
  /// - Precondition: `list` is grouped and `offset` is one of its sections.
  /// - Complexity: O(1).
  public func group(atOffset offset: Int, inList list: Int) -> FormValue {
    if groupsByInitialLetter(list) { return .string(InitialLetterGroups.titles[offset]) }
    let options = values[lists.groupBy[list]].options ?? []
    return offset < options.count ? .string(options[offset]) : .null
  }

  /// The offset among grouped list `list`'s sections of the section showing `group` (nil for an
  /// option field's null group), or nil when `group` is none of its groups.
  /// - Complexity: O(o) for o options of the grouping field.
  public func offset(ofGroup group: String?, inList list: Int) -> Int? {
    if groupsByInitialLetter(list) { return group.flatMap { InitialLetterGroups.titles.firstIndex(of: $0) } }
    let options = values[lists.groupBy[list]].options ?? []
    guard let group else { return options.count }
    return options.firstIndex(of: group)
  }

  /// The group of table section `section` when it belongs to a grouped list (see
  /// ``group(atOffset:inList:)``), nil for every other section.
  /// - Complexity: O(1).
  public func group(ofSection section: Int) -> FormValue? {
    let list = listLayout.listOfSection[section]
    guard list >= 0, lists.groupBy[list] >= 0 else { return nil }
    return group(atOffset: section - lists.firstSection[list], inList: list)
  }
}
