import FormYAML

/// The keys one kind of mapping of the spec may have (a row's, a section's): cases numbered from 0 in the order
/// messages list them, and their names as written in the spec.
protocol SpecKey: RawRepresentable<Int>, CaseIterable {
  /// How each key is written, indexed by raw value.
  static var names: [String] { get }
  /// The UTF-8 of ``names``, for comparing keys as they are stored in the YAML tree.
  static var utf8Names: [[UInt8]] { get }
}

extension SpecKey {
  /// The raw value of the key that the scalar `node` names, if it names one.
  /// - Complexity: O(k) for k keys; only names of the same length are compared byte by byte.
  static func slot(of node: YAMLNode) -> Int? {
    node.scalarIndex(in: utf8Names)
  }
}

/// The entries of one mapping of the spec by key, as ``NodeReader/fields(of:what:required:)`` reads them.
///
/// A key is found by its number: no dictionary is built, no key is hashed and no key is compared with the text of
/// another per read.
struct MappingFields<Key: SpecKey> {
  /// The most keys a kind of mapping may have: the indexes below are kept inline, not in an array allocated for
  /// every mapping of the spec.
  static var capacity: Int { 32 }

  /// The mapping's entries, as written.
  private let entries: YAMLNode.Entries
  /// For each key, by raw value, the index in `entries` of its entry, or -1.
  private var indexes:
    (
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32
    ) = (
      -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
      -1, -1, -1, -1
    )

  init(entries: YAMLNode.Entries) {
    precondition(
      Key.names.count <= Self.capacity, "a kind of mapping of the spec has more keys than MappingFields holds")
    self.entries = entries
  }

  /// The index of the entry of the key numbered `slot`, or -1.
  private func index(_ slot: Int) -> Int {
    precondition(slot >= 0 && slot < Self.capacity)
    return withUnsafeBytes(of: indexes) { Int($0.load(fromByteOffset: slot * 4, as: Int32.self)) }
  }

  /// The entry of `key`, or nil when the mapping does not have it.
  /// - Complexity: O(1).
  subscript(key: Key) -> YAMLMappingEntry? {
    let index = index(key.rawValue)
    return index >= 0 ? entries[index] : nil
  }

  /// The value of `key`'s entry, or nil when the mapping does not have it.
  /// - Complexity: O(1).
  func value(_ key: Key) -> YAMLNode? {
    let index = index(key.rawValue)
    return index >= 0 ? entries.value(at: index) : nil
  }

  /// Whether the mapping has `key`.
  /// - Complexity: O(1).
  func has(_ key: Key) -> Bool {
    index(key.rawValue) >= 0
  }

  /// Notes that the entry at `index` has the key numbered `slot`.
  mutating func set(slot: Int, entry index: Int) {
    precondition(slot >= 0 && slot < Self.capacity)
    // A mapping's entries are counted in 32 bits by the YAML tree, so an entry's index fits.
    withUnsafeMutableBytes(of: &indexes) { $0.storeBytes(of: Int32(index), toByteOffset: slot * 4, as: Int32.self) }
  }
}

/// The keys of the form's top-level mapping.
enum FormKey: Int, SpecKey {
  case form, title, state, sections, key
  static let names = ["form", "title", "state", "sections", "key"]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of a section.
enum SectionKey: Int, SpecKey {
  case id, header, footer, visible, accordion, select, `default`, indexTitle, list, rows
  case required, minCount, maxCount, valid, message, key
  static let names = [
    "id", "header", "footer", "visible", "accordion", "select", "default", "indexTitle", "list", "rows",
    "required", "minCount", "maxCount", "valid", "message", "key",
  ]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of a row.
enum RowKey: Int, SpecKey {
  case id, kind, title, visible, `default`, expands, expanded, options, min, max, precision, keywords
  case required, format, minLength, maxLength, pattern, minCount, maxCount, valid, message, enabled
  case subtitle, placeholder, secure, keyboard, detail, key
  static let names = [
    "id", "kind", "title", "visible", "default", "expands", "expanded", "options", "min", "max", "precision",
    "keywords", "required", "format", "minLength", "maxLength", "pattern", "minCount", "maxCount", "valid", "message",
    "enabled", "subtitle", "placeholder", "secure", "keyboard", "detail", "key",
  ]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of a state variable.
enum StateKey: Int, SpecKey {
  case type, `default`, values
  static let names = ["type", "default", "values"]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of a section's `list:` mapping.
enum ListKey: Int, SpecKey {
  case min, max, reorder, add, groupBy, sortBy
  static let names = ["min", "max", "reorder", "add", "groupBy", "sortBy"]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of an option written as a mapping (`{value: card, title: Credit card}`).
enum OptionKey: Int, SpecKey {
  case value, title
  static let names = ["value", "title"]
  static let utf8Names = names.map { Array($0.utf8) }
}

/// The keys of a list's `add:` mapping.
enum ListAddKey: Int, SpecKey {
  case id, title
  static let names = ["id", "title"]
  static let utf8Names = names.map { Array($0.utf8) }
}
