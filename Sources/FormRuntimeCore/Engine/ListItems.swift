/// The items of one list, in list order: a collection of ``ListItem`` that inserts, removes and
/// finds an item by key or index in O(b + log c) (b ≤ 128 items per chunk, c ≈ n / 64 chunks)
/// rather than O(n), so that one-item list events on long lists stay cheap.
///
/// Items live in chunks of at most ``maxChunkCount`` entries (at least ``minChunkCount`` unless
/// there is only one chunk), each chunk a small array; prefix sums of the chunks' sizes
/// (``PrefixSums``) find the chunk of a list index, and an insert or remove copies one chunk and
/// updates the sums in O(log c). A key is found through a stable handle per entry: key → handle
/// → chunk → the entry's place in that chunk. A chunk that splits or merges (at most once per
/// 32 one-item changes in it) renumbers the chunks and rebuilds the sums in O(c · g).
///
/// The engine also keeps, per entry, which template rows are shown (`rowBits`), the table
/// section showing the item and its rows' validation (``ItemValidation``), and per chunk the shown rows of its entries in each of the list's
/// g table sections, with their prefix sums, so that a row's position in its section is a
/// prefix sum over chunks plus a scan of one chunk. Those are derived from the state and take no
/// part in equality: two `ListItems` are equal when they hold equal items in the same order.
///
/// A value type: copies share storage until one of them changes (every stored property is an
/// array or a dictionary).
public struct ListItems: Sendable {
  /// One item and what the engine derives from it.
  struct Entry: Sendable {
    var item: ListItem
    /// Bit `r` set when template row `r` of the item is in its section.
    var bits: UInt64
    /// The table section (declaration index) showing the item.
    var section: Int
    /// Its rows' enabled flags and failing rules (``ItemValidation``).
    var validation: ItemValidation
    /// Stable while the item is in the list: the key index points at it.
    var handle: Int
  }

  struct Chunk: Sendable {
    /// Stable while the chunk exists: handles point at it.
    var id: Int
    var entries: [Entry]
  }

  /// A chunk larger than this is split in two.
  static let maxChunkCount = 128
  /// A chunk smaller than this is merged with a neighbour (split again when that is too large).
  static let minChunkCount = 32

  var chunks: [Chunk] = []
  /// Prefix sums of the chunks' sizes: the list index of each chunk's first entry.
  private var chunkSizes = PrefixSums([])
  public private(set) var count = 0
  /// The first table section of the list: `sectionRows` is indexed by `section - firstSection`.
  private(set) var firstSection = 0
  /// Per table section of the list, per chunk: the shown rows of the chunk's entries it shows.
  var sectionRows: [[Int]] = []
  /// The prefix sums of each of `sectionRows`.
  private var sectionRowSums: [PrefixSums] = []
  private var handleOfKey = [String: Int]()
  /// The chunk id of each handle in use.
  private var chunkOfHandle: [Int] = []
  private var freeHandles: [Int] = []
  /// The position in `chunks` of each chunk id in use.
  private var positionOfChunk: [Int] = []
  private var freeChunkIDs: [Int] = []

  /// An empty list.
  public init() {}

  /// The items of `items`, in order.
  /// - Complexity: O(n).
  public init(_ items: some Sequence<ListItem>) {
    for item in items { appendEntry(item, bits: 0, section: firstSection) }
  }

  // MARK: Positions

  /// The chunk holding list index `index` (`0..<count`), and the entry's place in it.
  /// - Complexity: O(log c) for c chunks.
  @inline(__always) func locate(_ index: Int) -> (chunk: Int, offset: Int) {
    // Every chunk holds an entry: the chunks whose entries all come before `index` end where it is.
    let before = chunkSizes.longestPrefix(notExceeding: index)
    return (before.length, index - before.sum)
  }

  /// The list index of the first entry of chunk `chunk`. - Complexity: O(log c).
  @inline(__always) func start(ofChunk chunk: Int) -> Int { chunkSizes.sum(ofFirst: chunk) }

  /// The list index of the item with key `key`, or nil when there is none.
  /// - Complexity: O(b) for b entries per chunk (at most ``maxChunkCount``), expected.
  // Inlined, as the other small lookups a one-item event makes (`location(of:)`, `entry(at:)`):
  // each runs on every such event. (The engine reaches them through an exclusive access: see
  // `EngineCore.indexOfItem(withKey:inList:)`.)
  @inline(__always) public func index(ofKey key: String) -> Int? {
    guard let handle = handleOfKey[key] else { return nil }
    let chunk = positionOfChunk[chunkOfHandle[handle]]
    guard let offset = chunks[chunk].entries.firstIndex(where: { $0.handle == handle }) else { return nil }
    return start(ofChunk: chunk) + offset
  }

  /// The list index of the item with each key of `keys`, or -1 where there is none (or no key).
  /// - Complexity: O(n + k) expected for k keys: one pass over the items, one lookup per key.
  func indexes(ofKeys keys: [String?]) -> [Int] {
    var indexOfHandle = [Int](repeating: -1, count: chunkOfHandle.count)
    var index = 0
    for chunk in chunks {
      for entry in chunk.entries {
        indexOfHandle[entry.handle] = index
        index += 1
      }
    }
    var indexes: [Int] = []
    indexes.reserveCapacity(keys.count)
    for key in keys { indexes.append(key.flatMap { handleOfKey[$0] }.map { indexOfHandle[$0] } ?? -1) }
    return indexes
  }

  /// Whether an item has key `key`. - Complexity: O(1) expected.
  @inline(__always) public func containsKey(_ key: String) -> Bool { handleOfKey[key] != nil }

  // MARK: Inserting and removing

  /// Inserts `item` at list index `index` (`0...count`) with its derived rows. `keptHandle` is the
  /// handle of an entry removed with `keepingHandle` and `item` its key: the key stays indexed.
  /// - Complexity: O(b + log c) for b entries per chunk and c chunks; O(b + c · g) for g table
  ///   sections when the chunk splits.
  mutating func insertEntry(
    _ item: ListItem, at index: Int, bits: UInt64, section: Int, validation: ItemValidation = ItemValidation(),
    keptHandle: Int? = nil
  ) {
    if chunks.isEmpty { appendChunk(entries: []) }
    let (chunk, offset) = index == count ? (chunks.count - 1, chunks[chunks.count - 1].entries.count) : locate(index)
    let handle: Int
    if let keptHandle {
      handle = keptHandle
      chunkOfHandle[handle] = chunks[chunk].id
    } else {
      handle = newHandle(key: item.key, chunkID: chunks[chunk].id)
    }
    chunks[chunk].entries.insert(
      Entry(item: item, bits: bits, section: section, validation: validation, handle: handle), at: offset)
    addRows(bits, section: section, chunk: chunk, sign: 1)
    chunkSizes.add(1, at: chunk)
    count += 1
    if chunks[chunk].entries.count > Self.maxChunkCount { split(chunk) }
  }

  /// Adds `item` at the end. - Complexity: O(1) amortized, O(b) when a chunk splits.
  mutating func appendEntry(_ item: ListItem, bits: UInt64, section: Int) {
    insertEntry(item, at: count, bits: bits, section: section)
  }

  /// Removes and returns the entry at list index `index` (`0..<count`). With `keepingHandle`,
  /// its key stays indexed under its handle, for an `insertEntry` that puts it back elsewhere
  /// (a move: the key index is not touched, so neither is the key hashed).
  /// - Complexity: O(b + log c); O(b + c · g) when the chunk merges with a neighbour.
  @discardableResult mutating func removeEntry(at index: Int, keepingHandle: Bool = false) -> Entry {
    let (chunk, offset) = locate(index)
    let entry = chunks[chunk].entries.remove(at: offset)
    if !keepingHandle {
      handleOfKey[entry.item.key] = nil
      freeHandles.append(entry.handle)
    }
    addRows(entry.bits, section: entry.section, chunk: chunk, sign: -1)
    chunkSizes.add(-1, at: chunk)
    count -= 1
    if chunks[chunk].entries.count < Self.minChunkCount { mergeOrDrop(chunk) }
    return entry
  }

  /// Replaces every item; the derived rows start empty (no rows shown, the first section).
  /// - Complexity: O(n).
  mutating func replaceAll(with items: some Sequence<ListItem>) {
    let first = firstSection, sections = sectionRows.count
    self = ListItems(items)
    configure(firstSection: first, sectionCount: sections)
  }

  // MARK: Derived rows

  /// Sets the table sections of the list (each entry's section is reset to the first, with no
  /// rows shown): call it before setting entries' rows.
  /// - Complexity: O(n + c · g) for g sections.
  mutating func configure(firstSection: Int, sectionCount: Int) {
    self.firstSection = firstSection
    sectionRows = [[Int]](repeating: [Int](repeating: 0, count: chunks.count), count: sectionCount)
    sectionRowSums = Self.prefixSums(of: sectionRows)
    for chunk in chunks.indices {
      for entry in chunks[chunk].entries.indices {
        chunks[chunk].entries[entry].bits = 0
        chunks[chunk].entries[entry].section = firstSection
        chunks[chunk].entries[entry].validation = ItemValidation()
      }
    }
  }

  /// The entry at list index `index`. - Complexity: O(log c).
  @inline(__always) func entry(at index: Int) -> Entry {
    let (chunk, offset) = locate(index)
    return chunks[chunk].entries[offset]
  }

  /// Which template rows of the item at `index` are shown (bit `r` for template row `r`).
  func rowBits(at index: Int) -> UInt64 { entry(at: index).bits }

  /// The table section showing the item at `index`.
  func section(at index: Int) -> Int { entry(at: index).section }

  /// Records the item's shown rows and section. - Complexity: O(log c).
  mutating func setRows(at index: Int, bits: UInt64, section: Int) {
    let (chunk, offset) = locate(index)
    let old = chunks[chunk].entries[offset]
    guard old.bits != bits || old.section != section else { return }
    addRows(old.bits, section: old.section, chunk: chunk, sign: -1)
    chunks[chunk].entries[offset].bits = bits
    chunks[chunk].entries[offset].section = section
    addRows(bits, section: section, chunk: chunk, sign: 1)
  }

  /// Sets template field `field` of the item at `index`, in place. - Complexity: O(log c).
  mutating func setValue(_ value: FormValue, field: Int, at index: Int) {
    let (chunk, offset) = locate(index)
    chunks[chunk].entries[offset].item.values[field] = value
  }

  /// Sets the expanded flag of template row `row` of the item at `index`, in place.
  /// - Complexity: O(log c).
  mutating func setExpanded(_ expanded: Bool, row: Int, at index: Int) {
    let (chunk, offset) = locate(index)
    chunks[chunk].entries[offset].item.expanded[row] = expanded
  }

  /// Records the item's validation. - Complexity: O(log c).
  mutating func setValidation(_ validation: ItemValidation, at index: Int) {
    let (chunk, offset) = locate(index)
    chunks[chunk].entries[offset].validation = validation
  }

  /// The shown rows in `section` of the items before list index `index` (`0...count`): the
  /// position in its section of the first row of an item there.
  /// - Complexity: O(b + log c).
  func rowsBefore(_ index: Int, inSection section: Int) -> Int {
    guard index > 0 else { return 0 }
    if index == count {
      return rowsBefore(chunk: chunks.count - 1, offset: chunks[chunks.count - 1].entries.count, inSection: section)
    }
    let (chunk, offset) = locate(index)
    return rowsBefore(chunk: chunk, offset: offset, inSection: section)
  }

  /// The shown rows in `section` of the entries before entry `offset` of chunk `chunk`: the
  /// chunks before it from the prefix sums, then the nearer end of the chunk's entries (the
  /// chunk's own total is kept, so the entries after `offset` may be counted off it instead).
  /// - Complexity: O(b / 2 + log c).
  private func rowsBefore(chunk: Int, offset: Int, inSection section: Int) -> Int {
    let group = section - firstSection
    guard group >= 0 && group < sectionRowSums.count else { return 0 }
    let entries = chunks[chunk].entries
    var rows = sectionRowSums[group].sum(ofFirst: chunk)
    if offset <= entries.count / 2 {
      for entry in entries[0..<offset] where entry.section == section { rows += entry.bits.nonzeroBitCount }
    } else {
      rows += sectionRows[group][chunk]
      for entry in entries[offset...] where entry.section == section { rows -= entry.bits.nonzeroBitCount }
    }
    return rows
  }

  /// The item's section, the position there of its first shown row, and its shown rows.
  /// - Complexity: O(b + log c).
  func placement(ofIndex index: Int) -> ItemPlacement { placement(at: location(of: index)) }

  /// Where the entry at a list index is kept: for reading and changing one item with one lookup.
  struct Location {
    fileprivate var chunk: Int
    fileprivate var offset: Int
  }

  /// Where the entry at list index `index` (`0..<count`) is kept, valid until the next insert or
  /// remove. - Complexity: O(log c).
  @inline(__always) func location(of index: Int) -> Location {
    let (chunk, offset) = locate(index)
    return Location(chunk: chunk, offset: offset)
  }

  /// The entry at `location`. - Complexity: O(1).
  @inline(__always) func entry(at location: Location) -> Entry { chunks[location.chunk].entries[location.offset] }

  /// The placement of the item at `location`. - Complexity: O(b / 2 + log c).
  func placement(at location: Location) -> ItemPlacement {
    let entry = chunks[location.chunk].entries[location.offset]
    return ItemPlacement(
      section: entry.section,
      firstRow: rowsBefore(chunk: location.chunk, offset: location.offset, inSection: entry.section), bits: entry.bits)
  }

  /// Records the shown rows, section and validation of the item at `location` (`old`, its
  /// placement before) and returns its placement now.
  /// - Complexity: O(log c), O(b / 2 + log c) when its section changes.
  mutating func setDerived(
    at location: Location, old: ItemPlacement, bits: UInt64, section: Int, validation: ItemValidation
  ) -> ItemPlacement {
    let (chunk, offset) = (location.chunk, location.offset)
    if bits != old.bits || section != old.section {
      addRows(old.bits, section: old.section, chunk: chunk, sign: -1)
      chunks[chunk].entries[offset].bits = bits
      chunks[chunk].entries[offset].section = section
      addRows(bits, section: section, chunk: chunk, sign: 1)
    }
    if validation != chunks[chunk].entries[offset].validation { chunks[chunk].entries[offset].validation = validation }
    // Only the items before it count: in the same section, the item's own change leaves that as it was.
    guard section != old.section else { return ItemPlacement(section: section, firstRow: old.firstRow, bits: bits) }
    return ItemPlacement(
      section: section, firstRow: rowsBefore(chunk: chunk, offset: offset, inSection: section), bits: bits)
  }

  /// The list index of the item whose rows in `section` span row `rank` (`0 ..<` the rows of
  /// the list's items in that section).
  /// - Complexity: O(b + log c).
  func index(containingRow rank: Int, inSection section: Int) -> Int {
    // The chunks whose rows in the section all come before the rank end at the chunk holding it.
    let before = sectionRowSums[section - firstSection].longestPrefix(notExceeding: rank)
    let chunk = Swift.min(before.length, chunks.count - 1)
    var remaining = rank - sectionRowSums[section - firstSection].sum(ofFirst: chunk)
    for (offset, entry) in chunks[chunk].entries.enumerated() where entry.section == section {
      let rows = entry.bits.nonzeroBitCount
      if remaining < rows { return start(ofChunk: chunk) + offset }
      remaining -= rows
    }
    return count - 1
  }

  /// Every entry in list order. - Complexity: O(n) to iterate.
  var entries: Entries { Entries(chunks: chunks) }

  /// The entries of the chunks one after another: a lazy flattening of the chunks without the standard library's
  /// generic one, which was one more copy in the WebAssembly module.
  struct Entries: Sequence, IteratorProtocol {
    fileprivate let chunks: [Chunk]
    private var chunk = 0, entry = 0

    fileprivate init(chunks: [Chunk]) { self.chunks = chunks }

    mutating func next() -> Entry? {
      while chunk < chunks.count {
        if entry < chunks[chunk].entries.count {
          entry += 1
          return chunks[chunk].entries[entry - 1]
        }
        chunk += 1
        entry = 0
      }
      return nil
    }
  }

  // MARK: Keeping the chunks

  private mutating func addRows(_ bits: UInt64, section: Int, chunk: Int, sign: Int) {
    let group = section - firstSection
    guard bits != 0, group >= 0, group < sectionRows.count else { return }
    sectionRows[group][chunk] += sign * bits.nonzeroBitCount
    sectionRowSums[group].add(sign * bits.nonzeroBitCount, at: chunk)
  }

  private mutating func newHandle(key: String, chunkID: Int) -> Int {
    let handle: Int
    if let free = freeHandles.popLast() {
      handle = free
      chunkOfHandle[handle] = chunkID
    } else {
      handle = chunkOfHandle.count
      chunkOfHandle.append(chunkID)
    }
    handleOfKey[key] = handle
    return handle
  }

  /// Adds a chunk at the end.
  private mutating func appendChunk(entries: [Entry]) {
    insertChunk(entries: entries, at: chunks.count)
  }

  /// Adds a chunk at position `position`, its entries' handles pointing at it.
  /// - Complexity: O(b + c · g).
  private mutating func insertChunk(entries: [Entry], at position: Int) {
    let id: Int
    if let free = freeChunkIDs.popLast() {
      id = free
    } else {
      id = positionOfChunk.count
      positionOfChunk.append(-1)
    }
    for entry in entries { chunkOfHandle[entry.handle] = id }
    chunks.insert(Chunk(id: id, entries: entries), at: position)
    for group in sectionRows.indices {
      var rows = 0
      for entry in entries where entry.section - firstSection == group { rows += entry.bits.nonzeroBitCount }
      sectionRows[group].insert(rows, at: position)
    }
    renumber(from: position)
  }

  /// Removes the chunk at `position` (its entries have gone elsewhere).
  private mutating func removeChunk(at position: Int) {
    let removed = chunks.remove(at: position)
    freeChunkIDs.append(removed.id)
    positionOfChunk[removed.id] = -1
    for group in sectionRows.indices { sectionRows[group].remove(at: position) }
    renumber(from: position)
  }

  /// Works out the positions of the chunks from `position` on, and the prefix sums again.
  /// - Complexity: O(c · g).
  private mutating func renumber(from position: Int) {
    for chunk in position..<chunks.count { positionOfChunk[chunks[chunk].id] = chunk }
    chunkSizes = PrefixSums(chunks.map({ $0.entries.count }))
    sectionRowSums = Self.prefixSums(of: sectionRows)
  }

  /// The prefix sums of each section's row counts by chunk. A loop rather than `map`, whose copy for these types
  /// the WebAssembly module would otherwise carry. - Complexity: O(c · g).
  private static func prefixSums(of sectionRows: [[Int]]) -> [PrefixSums] {
    var sums = [PrefixSums](repeating: PrefixSums([]), count: sectionRows.count)
    for section in sectionRows.indices { sums[section] = PrefixSums(sectionRows[section]) }
    return sums
  }

  /// Splits the chunk at `position` in two halves.
  private mutating func split(_ position: Int) {
    let entries = chunks[position].entries
    let half = entries.count / 2
    // Copied and removed one by one: `Array(_:)` of a slice and `removeSubrange` are each one more copy of the array
    // code for `Entry` in the WebAssembly module.
    var moved: [Entry] = []
    for index in half..<entries.count { moved.append(entries[index]) }
    while chunks[position].entries.count > half { chunks[position].entries.removeLast() }
    for group in sectionRows.indices {
      for entry in moved where entry.section - firstSection == group {
        sectionRows[group][position] -= entry.bits.nonzeroBitCount
      }
    }
    insertChunk(entries: moved, at: position + 1)
  }

  /// Merges the small chunk at `position` into a neighbour (or drops it when empty and alone).
  private mutating func mergeOrDrop(_ position: Int) {
    if chunks.count == 1 {
      if chunks[0].entries.isEmpty { removeChunk(at: 0) }
      return
    }
    // Merge the right one of the pair into the left.
    let left = position + 1 < chunks.count ? position : position - 1
    let moved = chunks[left + 1].entries
    let leftID = chunks[left].id
    for entry in moved { chunkOfHandle[entry.handle] = leftID }
    chunks[left].entries.append(contentsOf: moved)
    for group in sectionRows.indices { sectionRows[group][left] += sectionRows[group][left + 1] }
    removeChunk(at: left + 1)
    if chunks[left].entries.count > Self.maxChunkCount { split(left) }
  }
}

extension ListItems: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The item at list index `index`. - Complexity: O(log c) for c chunks.
  public subscript(index: Int) -> ListItem {
    get {
      let (chunk, offset) = locate(index)
      return chunks[chunk].entries[offset].item
    }
    set {
      let (chunk, offset) = locate(index)
      let oldKey = chunks[chunk].entries[offset].item.key
      if oldKey != newValue.key {
        let handle = handleOfKey.removeValue(forKey: oldKey) ?? chunks[chunk].entries[offset].handle
        handleOfKey[newValue.key] = handle
      }
      chunks[chunk].entries[offset].item = newValue
    }
  }

  /// Iterates chunk by chunk. - Complexity: O(1) per item.
  public func makeIterator() -> Iterator { Iterator(chunks: chunks) }

  public struct Iterator: IteratorProtocol {
    private let chunks: [Chunk]
    private var chunk = 0
    private var offset = 0

    init(chunks: [Chunk]) { self.chunks = chunks }

    public mutating func next() -> ListItem? {
      while chunk < chunks.count {
        if offset < chunks[chunk].entries.count {
          defer { offset += 1 }
          return chunks[chunk].entries[offset].item
        }
        chunk += 1
        offset = 0
      }
      return nil
    }
  }
}

extension ListItems: MutableCollection, RangeReplaceableCollection {
  /// Replaces the items in `range` by `newElements` (derived rows of the items kept stay).
  /// - Complexity: O(n) in general; see ``insert(_:at:)`` and ``remove(at:)`` for one item.
  public mutating func replaceSubrange<C: Collection<ListItem>>(_ range: Range<Int>, with newElements: C) {
    if range.isEmpty && newElements.count == 1, let item = newElements.first {
      insertEntry(item, at: range.lowerBound, bits: 0, section: firstSection)
      return
    }
    if range.count == 1 && newElements.isEmpty {
      removeEntry(at: range.lowerBound)
      return
    }
    var items = Array(self)
    items.replaceSubrange(range, with: newElements)
    replaceAll(with: items)
  }

  /// Inserts `item` at `index`. - Complexity: O(b + log c) for b items per chunk and c chunks
  ///   (amortized: see ``ListItems``).
  public mutating func insert(_ item: ListItem, at index: Int) {
    insertEntry(item, at: index, bits: 0, section: firstSection)
  }

  /// Adds `item` at the end. - Complexity: O(b + log c) (amortized: see ``ListItems``).
  public mutating func append(_ item: ListItem) {
    insertEntry(item, at: count, bits: 0, section: firstSection)
  }

  /// Removes and returns the item at `index`. - Complexity: O(b + log c) (amortized: see ``ListItems``).
  @discardableResult public mutating func remove(at index: Int) -> ListItem {
    removeEntry(at: index).item
  }
}

extension ListItems: ExpressibleByArrayLiteral {
  public init(arrayLiteral items: ListItem...) { self.init(items) }
}

extension ListItems: Hashable {
  /// Equal items in the same order (derived rows aside).
  public static func == (lhs: ListItems, rhs: ListItems) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

extension ListItems: CustomStringConvertible {
  /// The items as an array of them prints (`[FormRuntimeCore.ListItem(key: "a", values: [1],
  /// expanded: [false], touched: 0)]`), written out because printing a struct reflects it, which
  /// Embedded Swift cannot.
  public var description: String {
    let items = map { item in
      "FormRuntimeCore.ListItem(key: \(item.key.debugDescription), values: ["
        + item.values.map { $0.description }.joined(separator: ", ") + "], expanded: ["
        + item.expanded.map { $0 ? "true" : "false" }.joined(separator: ", ") + "], touched: \(item.touched))"
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}
