import FormRuntimeCore
import FormYAML

/// The keys one kind of mapping of the spec may have (a row's, a section's): cases numbered from 0 in the order
/// messages list them, each declared once, with its name, the shape of its value and what it means
/// (``declaration``). The decoder reads mappings by these declarations and `formc schema` writes them out as a JSON
/// Schema, so the two cannot disagree.
protocol SpecKey: RawRepresentable<Int>, CaseIterable {
  /// The key's name as written in the spec, the shape of its value and what it means.
  var declaration: SpecKeyDeclaration { get }
  /// The keys every mapping of this kind must have.
  static var requiredKeys: [Self] { get }
  /// What this kind of mapping is, for the schema: its name under `$defs` and its description.
  static var mapping: SpecMappingDeclaration { get }
  /// Keys whose value the decoder reads in another shape when the mapping has another key (a list section's
  /// `default:` is its items); none for most kinds of mapping.
  static var dependentShapes: [SpecDependentShape<Self>] { get }
  /// How each key is written, indexed by raw value: ``declaration``'s names, stored once per kind of mapping.
  static var names: [String] { get }
  /// The UTF-8 of ``names``, for comparing keys as they are stored in the YAML tree.
  static var utf8Names: [[UInt8]] { get }
  /// The kinds of row the key applies to, nil for every kind (and for keys of other mappings).
  var rowKinds: Set<RowKind>? { get }
}

extension SpecKey {
  var rowKinds: Set<RowKind>? { nil }
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
