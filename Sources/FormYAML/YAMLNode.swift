import FormDiagnostics

/// How a scalar was written in the source.
public enum YAMLScalarStyle: Sendable, Hashable {
  /// Unquoted: `title: New Event`.
  case plain
  /// In single quotes, where `''` stands for one quote: `'it''s'`.
  case singleQuoted
  /// In double quotes, with backslash escapes: `"!allDay"`.
  case doubleQuoted
  /// A literal block scalar, introduced by `|`.
  case literal
  /// A folded block scalar, introduced by `>`.
  case folded
}

/// The text of a scalar node, after YAML's unescaping and line folding, and the style it was written in.
public struct YAMLScalar: Sendable, Hashable {
  /// The scalar's content, e.g. `!allDay` for `"!allDay"`.
  public var value: String
  /// The way the scalar was written.
  public var style: YAMLScalarStyle

  /// A scalar with the given content and style.
  public init(value: String, style: YAMLScalarStyle = .plain) {
    self.value = value
    self.style = style
  }

  /// Whether this is a plain scalar that YAML's core schema reads as null: empty, `~`, `null`, `Null` or `NULL`.
  ///
  /// Tags are not considered here; see ``YAMLNode/isNull``.
  public var isPlainNull: Bool {
    guard style == .plain else { return false }
    // The spellings are ASCII, so only a value of their length can be one.
    switch value.utf8.count {
    case 0: return true
    case 1: return value == "~"
    case 4: return value == "null" || value == "Null" || value == "NULL"
    default: return false
    }
  }
}

/// One `key: value` pair of a mapping.
public struct YAMLMappingEntry: Sendable {
  /// The key node; usually a scalar, but YAML allows any node.
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode

  /// An entry pairing `key` with `value`.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// One node of a loaded YAML document: a scalar, a sequence or a mapping, with where it was written.
///
/// Nodes are values. An alias (`*name`) loads as a copy of the node its anchor names, located where the alias is
/// written; copies share storage, so a repeated subtree costs no memory of its own.
///
/// A node is a reference to the storage of the load it came from and its place in it: every node of a load lives in
/// a few flat arrays (see the complexity notes below), so copying a node costs one reference count and reading a
/// scalar's text makes the `String` then.
public struct YAMLNode: Sendable {
  /// What a node holds.
  public enum Content: Sendable {
    /// A scalar.
    case scalar(YAMLScalar)
    /// A sequence, items in document order.
    case sequence([YAMLNode])
    /// A mapping, entries in document order.
    case mapping([YAMLMappingEntry])
  }

  let storage: YAMLNodeStorage
  let index: Int

  init(storage: YAMLNodeStorage, index: Int) {
    self.storage = storage
    self.index = index
  }

  private var record: YAMLNodeStorage.Record { storage.records[index] }
  private var extras: YAMLNodeStorage.Extras? { storage.extras(of: record) }

  /// What the node holds.
  /// - Complexity: O(length) for a scalar, O(c) for a collection of c children; ``scalar``, ``sequence`` and
  ///   ``mapping`` read the same without building arrays.
  public var content: Content {
    let record = record
    switch record.kind {
    case .scalar: return .scalar(YAMLScalar(value: storage.string(of: record), style: record.style))
    case .sequence: return .sequence(Array(Items(storage: storage, record: record)))
    case .mapping: return .mapping(Array(Entries(storage: storage, record: record)))
    }
  }

  /// Where the node starts: its anchor or tag when it has one, else its first character.
  public var location: SourceLocation {
    let record = record
    return SourceLocation(
      file: extras?.file ?? storage.file, line: Int(record.start.line), column: Int(record.start.column))
  }
  /// Where the node ends, as libyaml marks it (just past its last character; for block collections, where the next
  /// token starts).
  public var endLocation: SourceLocation {
    let record = record
    let extras = extras
    return SourceLocation(
      file: extras?.endFile ?? extras?.file ?? storage.file, line: Int(record.end.line), column: Int(record.end.column))
  }
  /// The explicit tag as libyaml resolves it, e.g. `!allDay` or `tag:yaml.org,2002:str` for `!!str`; `!` for the
  /// non-specific tag; nil when the node has none.
  public var tag: String? {
    // Read for every node the decoder looks at: most have no extras, and the check comes before making the
    // optional `Extras`, a large value.
    record.extrasIndex < 0 ? nil : extras?.tag
  }
  /// The anchor defined on this node (`&name` gives `name`), or nil.
  public var anchor: String? { extras?.anchor }
  /// When the node was produced by an alias `*name`, that `name`; else nil.
  public var alias: String? { extras?.alias }

  /// For scalars read from a source: where the content starts and how to map offsets in it.
  var scalarSource: ScalarSource? {
    let record = record
    let layout: ScalarSource.Layout
    switch record.layout {
    case .none: return nil
    case .identity: layout = .identity
    case .approximate: layout = .approximate
    case .inExtras: layout = extras?.layout ?? .approximate
    }
    return ScalarSource(contentStart: record.contentStart.lineColumn, layout: layout)
  }
  /// The file of ``scalarSource``'s positions.
  var scalarSourceFile: String {
    let extras = extras
    return extras?.textFile ?? extras?.file ?? storage.file
  }

  /// A node holding `content`, which copies the nodes it holds into storage of its own.
  /// - Complexity: O(n) for the n nodes and bytes of text of the new subtree; nodes that share content (an anchor
  ///   and its aliases) share it in the copy too.
  public init(
    _ content: Content,
    location: SourceLocation,
    endLocation: SourceLocation? = nil,
    tag: String? = nil,
    anchor: String? = nil
  ) {
    let endLocation = endLocation ?? location
    var builder = YAMLNodeStorage.Builder(file: location.file)
    let endFile = endLocation.file == location.file ? nil : endLocation.file
    let start = LineColumn(location)
    let end = LineColumn(endLocation)
    let index: Int
    switch content {
    case .scalar(let scalar):
      var value = scalar.value
      index = value.withUTF8 { bytes in
        builder.appendScalar(bytes, style: scalar.style, start: start, end: end, source: nil, tag: tag, anchor: anchor)
      }
      if let endFile { builder.setEndFile(endFile, of: index) }
    case .sequence(let items):
      let indexes = items.map { builder.appendCopy(of: $0) }
      index = builder.appendCollection(
        .sequence, childIndexes: indexes, start: start, end: end, tag: tag, anchor: anchor, endFile: endFile)
    case .mapping(let entries):
      var indexes: [Int] = []
      indexes.reserveCapacity(2 * entries.count)
      for entry in entries {
        indexes.append(builder.appendCopy(of: entry.key))
        indexes.append(builder.appendCopy(of: entry.value))
      }
      index = builder.appendCollection(
        .mapping, childIndexes: indexes, start: start, end: end, tag: tag, anchor: anchor, endFile: endFile)
    }
    self.init(storage: YAMLNodeStorage(builder: builder), index: index)
  }

  /// The scalar, when this node is one; nil for sequences and mappings.
  /// - Complexity: O(length): the `String` is made on each call.
  public var scalar: YAMLScalar? {
    let record = record
    guard record.kind == .scalar else { return nil }
    return YAMLScalar(value: storage.string(of: record), style: record.style)
  }

  /// The items, when this node is a sequence; nil otherwise.
  /// - Complexity: O(1); the items are read from the storage as they are accessed.
  public var sequence: Items? {
    let record = record
    return record.kind == .sequence ? Items(storage: storage, record: record) : nil
  }

  /// The entries in document order, when this node is a mapping; nil otherwise.
  /// - Complexity: O(1); the entries are read from the storage as they are accessed.
  public var mapping: Entries? {
    let record = record
    return record.kind == .mapping ? Entries(storage: storage, record: record) : nil
  }

  /// "a scalar", "a sequence" or "a mapping", for messages like "expected a mapping, found a sequence".
  public var kindDescription: String {
    switch record.kind {
    case .scalar: "a scalar"
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    }
  }

  /// Whether the node is null in YAML's core schema: a plain `null`/`Null`/`NULL`/`~`/empty scalar without a tag,
  /// or any scalar tagged `!!null`.
  public var isNull: Bool {
    let record = record
    guard record.kind == .scalar else { return false }
    if record.extrasIndex >= 0, let tag = extras?.tag { return tag == "tag:yaml.org,2002:null" }
    return isPlainNull(record)
  }

  /// Whether the scalar `record` is plain and spells null in YAML's core schema (its tag aside).
  private func isPlainNull(_ record: YAMLNodeStorage.Record) -> Bool {
    guard record.style == .plain else { return false }
    // The spellings are ASCII, so only a value of their length can be one; it is compared in place.
    switch record.count {
    case 0: return true
    case 1: return storage.text[record.first] == UInt8(ascii: "~")
    case 4: return isScalar("null") || isScalar("Null") || isScalar("NULL")
    default: return false
    }
  }

  /// Where a scalar's text starts: just after the opening quote of a quoted scalar, at the first content character
  /// of a block scalar, after the tag or anchor of a plain one; ``location`` for a node that is not a scalar read
  /// from a source. A did-you-mean points here, so its caret, the `~` under the word and the suggestion below it
  /// line up with the word, not with its quote.
  public var textLocation: SourceLocation {
    let record = record
    guard record.kind == .scalar, record.layout != .none else { return location }
    return SourceLocation(
      file: scalarSourceFile, line: Int(record.contentStart.line), column: Int(record.contentStart.column))
  }

  /// The value and start of a scalar that is not null and has no tag, anchor or other extras (so no file of its
  /// own): what the spec decoder reads for nearly every value, in one read of the node instead of four. Nil for any
  /// other node, which the caller then reads in full.
  package var untaggedValueAndLocation: (value: String, location: SourceLocation)? {
    let record = record
    guard record.kind == .scalar, record.extrasIndex < 0, !isPlainNull(record) else { return nil }
    return (
      storage.string(of: record),
      SourceLocation(file: storage.file, line: Int(record.start.line), column: Int(record.start.column))
    )
  }

  /// Whether this node is a scalar whose value is `text`, compared without making a `String`.
  /// - Complexity: O(length).
  public func isScalar(_ text: String) -> Bool {
    withScalarUTF8 { $0.count == text.utf8.count && $0.elementsEqual(text.utf8) } ?? false
  }

  /// Calls `body` with the UTF-8 of this scalar's value, read in place, and returns what it returns; nil when the
  /// node is not a scalar. The buffer is valid only during the call.
  /// - Complexity: O(1) plus `body`.
  public func withScalarUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
    let record = record
    guard record.kind == .scalar else { return nil }
    return try storage.text.withUnsafeBufferPointer { text in
      try body(UnsafeBufferPointer(rebasing: text[record.first..<(record.first + record.count)]))
    }
  }

  /// The index of the first of `names` that is this scalar's value, as UTF-8, compared in place; nil when none is,
  /// or when the node is not a scalar. Made for matching keys against a fixed list without making a `String`.
  /// - Complexity: O(k) for k names; only names of the value's length are compared byte by byte.
  public func scalarIndex(in names: [[UInt8]]) -> Int? {
    withScalarUTF8 { value in
      names.firstIndex { name in
        guard name.count == value.count else { return false }
        var byte = 0
        while byte < name.count, name[byte] == value[byte] { byte += 1 }
        return byte == name.count
      }
    } ?? nil
  }

  /// The value of the first entry whose key is a scalar equal to `key`, when this node is a mapping.
  /// - Complexity: O(n) for n entries.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.isScalar(key) }?.value
  }
}

extension YAMLNode {
  /// The children of a collection node, in one run of the load's storage.
  struct Children: Sendable {
    let storage: YAMLNodeStorage
    let first: Int

    /// The child at `offset` in the run, which the caller has checked.
    func node(at offset: Int) -> YAMLNode {
      YAMLNode(storage: storage, index: Int(storage.children[first + offset]))
    }
  }

  /// The items of a sequence node, read from the load's storage as they are accessed.
  public struct Items: RandomAccessCollection, Sendable {
    private let children: Children
    public let count: Int

    init(storage: YAMLNodeStorage, record: YAMLNodeStorage.Record) {
      children = Children(storage: storage, first: record.first)
      count = record.count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The item at `position`, which must be in `0..<count`.
    /// - Complexity: O(1).
    public subscript(position: Int) -> YAMLNode {
      precondition(position >= 0 && position < count, "index out of range")
      return children.node(at: position)
    }
  }

  /// The entries of a mapping node, read from the load's storage as they are accessed: its children, taken in
  /// pairs of key and value.
  public struct Entries: RandomAccessCollection, Sendable {
    private let children: Children
    public let count: Int

    init(storage: YAMLNodeStorage, record: YAMLNodeStorage.Record) {
      children = Children(storage: storage, first: record.first)
      // A key still waiting for its value (libyaml never ends a mapping there) has no entry.
      count = record.count / 2
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The entry at `position`, which must be in `0..<count`.
    /// - Complexity: O(1).
    public subscript(position: Int) -> YAMLMappingEntry {
      YAMLMappingEntry(key: key(at: position), value: value(at: position))
    }

    /// The value of the entry at `position`, without making the key.
    /// - Complexity: O(1).
    public func value(at position: Int) -> YAMLNode {
      precondition(position >= 0 && position < count, "index out of range")
      return children.node(at: 2 * position + 1)
    }

    /// The key of the entry at `position`, without making the value.
    /// - Complexity: O(1).
    public func key(at position: Int) -> YAMLNode {
      precondition(position >= 0 && position < count, "index out of range")
      return children.node(at: 2 * position)
    }
  }
}

/// A 1-based line and column, of a ``SourceLocation`` whose file is known from elsewhere.
struct LineColumn: Sendable, Hashable {
  var line: Int
  var column: Int

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  init(_ location: SourceLocation) {
    self.init(line: location.line, column: location.column)
  }
}
