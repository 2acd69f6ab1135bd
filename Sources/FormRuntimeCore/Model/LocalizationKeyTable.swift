/// The spec's `key:` overrides: the prefixes that replace `<Form>` (the form's) and `<Form>.<id>`
/// (a row's or a section's) in the localization keys of their texts (``CompiledForm/rowTextKey(_:field:)``
/// and the other key functions read them). A form without any has an empty table, and its
/// compiled file no `keys` key.
public struct LocalizationKeyTable: Hashable, Sendable {
  /// The form's `key:`: it replaces the form's name in every key without an override of its own
  /// (`Shop.title`, `Shop.citrus.title`); nil for the name.
  public var form: String?
  /// By row slot, the row's `key:` (`Common.email` gives `Common.email.title`); nil where a row
  /// has none. Empty when no row has one.
  public var rows: [String?]
  /// By table section, the section's `key:`; nil where a section has none (every table section
  /// of a list carries its list section's). Empty when no section has one.
  public var sections: [String?]

  public init(form: String? = nil, rows: [String?] = [], sections: [String?] = []) {
    self.form = form
    self.rows = rows
    self.sections = sections
  }

  /// Whether the table holds nothing (no form key, no row or section column): what the compiler
  /// gives a form without `key:`s, and what the compiled file leaves out.
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    form == nil && rows.isEmpty && sections.isEmpty
  }

  /// The override of row `slot`, if any.
  /// - Complexity: O(1).
  public func row(_ slot: Int) -> String? {
    slot >= 0 && slot < rows.count ? rows[slot] : nil
  }

  /// The override of table section `section`, if any.
  /// - Complexity: O(1).
  public func section(_ section: Int) -> String? {
    section >= 0 && section < sections.count ? sections[section] : nil
  }

  /// Why `key` cannot be a key prefix, or nil when it can: dot-separated components, none of them
  /// empty (no leading, trailing or doubled dot), without white space or control characters. The
  /// one rule the compiler's check and the loader's validation share.
  /// - Complexity: O(length of `key`).
  public static func problem(with key: String) -> String? {
    if key.isEmpty { return "it is empty" }
    for scalar in key.unicodeScalars {
      guard let kind = forbiddenKind(of: scalar) else { continue }
      let code = String(scalar.value, radix: 16, uppercase: true)
      let name =
        switch kind {
        case .whiteSpace: "white space"
        case .format: "an invisible formatting character"
        case .control: "a control character"
        }
      return "it contains \(name) (U+\(ASCIIDigits.padded(code, toLength: 4)))"
    }
    // Its characters walked forwards once, compared as `hasPrefix`, `hasSuffix` and `contains("..")` compare them (a
    // dot carrying a combining mark is not a dot), without linking the standard library's affix and run searches
    // or its backward walk into the WebAssembly module (BENCHMARKS.md).
    var first: Character?, last: Character?, hasEmptyComponent = false
    for character in key {
      if first == nil { first = character }
      if character == "." && last == "." { hasEmptyComponent = true }
      last = character
    }
    if first == "." { return "it starts with '.'" }
    if last == "." { return "it ends with '.'" }
    if hasEmptyComponent { return "it has an empty component ('..')" }
    return nil
  }

  /// What a key cannot contain: white space, and control and format characters.
  enum ForbiddenScalarKind: UInt32 {
    // The raw values are those of the generated table (``forbiddenScalarKinds``).
    case whiteSpace = 0, format = 1, control = 2
  }

  /// Which of the forbidden kinds `scalar` is, or nil when a key may contain it. Read from a generated range table
  /// (``forbiddenScalarRanges``) rather than `Unicode.Scalar.Properties`, whose general-category and binary-property
  /// tables would otherwise be linked into the engine's WebAssembly module for this one check.
  /// - Complexity: O(log r) for the table's r ranges (a few dozen).
  static func forbiddenKind(of scalar: Unicode.Scalar) -> ForbiddenScalarKind? {
    let bounds = forbiddenScalarRanges
    // The first bound at or above the scalar: a range's last (odd index) holds it, as the first before it is
    // below it; a range's first (even index) holds it only when equal to it.
    let index = bounds.firstIndex(notBelow: { $0 < scalar.value })
    guard index < bounds.count, index % 2 == 1 || bounds[index] == scalar.value else { return nil }
    let kinds = forbiddenScalarKinds
    guard index / 2 < kinds.count else { return nil }
    return ForbiddenScalarKind(rawValue: kinds[index / 2])
  }
}
