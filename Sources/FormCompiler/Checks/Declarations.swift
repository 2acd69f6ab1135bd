import FormDiagnostics
import FormRuntimeCore

/// What each id of a form names, built once by the id checks and read by the condition checks and the lowering,
/// which look up only the names conditions use instead of building tables of every name again.
struct Declarations {
  /// What an id declares.
  enum Declared: Equatable {
    /// The section at this index of the spec.
    case section(Int)
    /// The row at this slot of the full layout.
    case row(Int)
    /// The state variable at this index of the spec.
    case stateVariable(Int)
  }

  /// One id: where it was first declared, whether that was a select section, and what its last declaration is
  /// (ids are unique in a form without errors; with a duplicate, the last one is what conditions read).
  struct Entry {
    var firstLocation: SourceLocation
    var firstIsSelection: Bool
    var latest: Declared
  }

  /// Every name declared, once, in order of first declaration, and its entry.
  private var declaredNames: [String] = []
  private var entries: [Entry] = []
  /// An open-addressing table over `declaredNames`, hashed by the runtime's id hash: each bucket holds the upper 32
  /// bits of the name's hash beside its index + 1, or 0. A form's ids are checked one by one and looked up by the
  /// condition checks and the lowering; a `Dictionary` hashed every one with SipHash, a tenth of the checks' time.
  private var buckets: [UInt64]
  /// Once a name is not ASCII, whose bytes the hash cannot compare as Swift compares strings (by canonical
  /// equivalence), every name is kept here instead.
  private var dictionary: [String: Int]?

  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    buckets = Array(repeating: 0, count: size)
    declaredNames.reserveCapacity(capacity)
    entries.reserveCapacity(capacity)
  }

  /// Adds a declaration of `name`; returns the earlier entry of the same name, if there was one.
  /// - Complexity: O(1) on average.
  mutating func declare(
    _ name: String, as declared: Declared, at location: SourceLocation, isSelection: Bool
  ) -> Entry? {
    let hash = dictionary == nil ? NameTable.hash(of: name) : nil
    // The table keeps an index in 32 bits.
    if dictionary == nil, hash == nil || declaredNames.count >= Int(UInt32.max) - 1 {
      dictionary = Dictionary(declaredNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
    if let index = index(of: name, hash: hash) {
      let earlier = entries[index]
      entries[index].latest = declared
      return earlier
    }
    let index = declaredNames.count
    declaredNames.append(name)
    entries.append(Entry(firstLocation: location, firstIsSelection: isSelection, latest: declared))
    if dictionary != nil {
      dictionary?[name] = index
    } else if let hash {
      if 2 * declaredNames.count > buckets.count { grow() }
      insert(index, hash: hash)
    }
    return nil
  }

  /// What `name` declares, if it is declared.
  /// - Complexity: O(1) on average.
  subscript(name: String) -> Declared? {
    let hash = dictionary == nil ? NameTable.hash(of: name) : nil
    return index(of: name, hash: hash).map { entries[$0].latest }
  }

  /// Every declared name.
  var names: [String] { declaredNames }

  private func index(of name: String, hash: UInt64?) -> Int? {
    if let dictionary { return dictionary[name] }
    // Every name in the table is ASCII; a name that is not can still equal one of them as Swift compares strings.
    guard let hash else { return NameTable.index(of: name, in: buckets, mask: buckets.count - 1, names: declaredNames) }
    return NameTable.probe(buckets, mask: buckets.count - 1, for: name, hash: hash, in: declaredNames).slot
  }

  /// Puts the name at `index`, not yet in the table, in the empty bucket its probe ends at.
  private mutating func insert(_ index: Int, hash: UInt64) {
    let probe = NameTable.probe(
      buckets, mask: buckets.count - 1, for: declaredNames[index], hash: hash, in: declaredNames)
    buckets[probe.bucket] = hash & ~0xFFFF_FFFF | UInt64(index + 1)
  }

  private mutating func grow() {
    buckets = Array(repeating: 0, count: 2 * buckets.count)
    for (index, name) in declaredNames.enumerated() {
      if let hash = NameTable.hash(of: name) { insert(index, hash: hash) }
    }
  }
}
