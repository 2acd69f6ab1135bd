import FormYAML

/// The entries of one mapping of the spec by key, as ``NodeReader/fields(of:what:allowed:required:)`` reads them.
///
/// A mapping of the spec may have only a few keys (eleven at most), so an entry is found by comparing the key with
/// the allowed ones in turn, short strings compared in place: no dictionary is built and no key hashed per row.
struct MappingFields {
  /// The keys the mapping may have.
  let allowed: [String]
  /// The mapping's entries, as written.
  private let entries: [YAMLMappingEntry]
  /// For each allowed key, the index in `entries` of its entry (the last one, were a key written twice), or -1.
  private var indexes: [Int]

  init(allowed: [String], entries: [YAMLMappingEntry]) {
    self.allowed = allowed
    self.entries = entries
    indexes = Array(repeating: -1, count: allowed.count)
  }

  /// The entry of `key`, one of the allowed keys, or nil when the mapping does not have it.
  /// - Complexity: O(k) for k allowed keys.
  subscript(key: String) -> YAMLMappingEntry? {
    // The keys are ASCII, so keys of another length differ, and are passed over without comparing their text.
    let length = key.utf8.count
    guard let slot = allowed.firstIndex(where: { $0.utf8.count == length && $0 == key }), indexes[slot] >= 0 else {
      return nil
    }
    return entries[indexes[slot]]
  }

  /// Notes that the entry at `index` has the allowed key numbered `slot`.
  mutating func set(slot: Int, entry index: Int) {
    indexes[slot] = index
  }
}
