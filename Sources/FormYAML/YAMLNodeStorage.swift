/// The nodes of one load (every document of it), or of one node built in code, stored flat: a record per node, the
/// children of every collection side by side in one array, and the text of every scalar in one byte buffer.
///
/// A ``YAMLNode`` is this storage and an index into it. Loading appends to a few arrays instead of allocating an
/// object, an array of children and a string per node, and releasing a tree frees those arrays at once instead of
/// walking it. An alias is a record of its own that shares the children (or the text) of the node it repeats.
final class YAMLNodeStorage: Sendable {
  /// What a record holds.
  enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping
  }

  /// How much is known of where a scalar's characters are in the source (see ``ScalarSource``).
  enum LayoutKind: UInt8, Sendable {
    /// Not read from a source: the node was built in code.
    case none
    /// One source character per value character, from the content start.
    case identity
    /// Only the content start is known.
    case approximate
    /// Escaped or literal: the layout is in the record's extras.
    case inExtras
  }

  /// A 1-based line and column, in 32 bits each: a load accepts at most `Int32.max` bytes (see ``YAMLLimits``), and
  /// positions given in code are clamped.
  struct Position: Sendable {
    var line: Int32
    var column: Int32

    init(_ position: LineColumn) {
      line = Int32(clamping: position.line)
      column = Int32(clamping: position.column)
    }

    var lineColumn: LineColumn { LineColumn(line: Int(line), column: Int(column)) }
  }

  /// One node, in 40 bytes: decoding reads a record for every value and key, and a smaller record is fewer cache
  /// misses. Offsets and indexes are 32-bit: a load accepts at most ``YAMLLimits/maxSupportedInputBytes``.
  struct Record: Sendable {
    private var storedFirst: UInt32
    private var storedCount: UInt32
    var start: Position
    var end: Position
    /// For a scalar read from a source: where its value's first character is.
    var contentStart: Position
    private var storedExtrasIndex: Int32
    var kind: Kind
    var style: YAMLScalarStyle
    var layout: LayoutKind

    init(
      first: Int, count: Int, start: Position, end: Position, contentStart: Position, extrasIndex: Int, kind: Kind,
      style: YAMLScalarStyle, layout: LayoutKind
    ) {
      storedFirst = UInt32(first)
      storedCount = UInt32(count)
      self.start = start
      self.end = end
      self.contentStart = contentStart
      storedExtrasIndex = Int32(extrasIndex)
      self.kind = kind
      self.style = style
      self.layout = layout
    }

    /// A scalar's first byte in ``YAMLNodeStorage/text``; a collection's first child in
    /// ``YAMLNodeStorage/children``.
    var first: Int {
      get { Int(storedFirst) }
      set { storedFirst = UInt32(newValue) }
    }
    /// A scalar's length in bytes; a collection's number of children (two per entry of a mapping: key, value).
    var count: Int { Int(storedCount) }
    /// The index of the node's ``Extras`` in ``YAMLNodeStorage/extras``, or -1.
    var extrasIndex: Int {
      get { Int(storedExtrasIndex) }
      set { storedExtrasIndex = Int32(newValue) }
    }
  }

  /// What few nodes have: a tag, an anchor, an alias name, a file other than the storage's, a scalar layout that
  /// takes more than a position.
  struct Extras: Sendable {
    var tag: String?
    var anchor: String?
    var alias: String?
    /// The file of the node's start, when it is not ``YAMLNodeStorage/file``.
    var file: String?
    /// The file of the node's end, when it is not that of its start.
    var endFile: String?
    /// The file of the scalar's source positions, when it is not that of the node's start.
    var textFile: String?
    /// The layout of a scalar whose ``Record/layout`` is ``LayoutKind/inExtras``.
    var layout: ScalarSource.Layout?

    var isEmpty: Bool {
      tag == nil && anchor == nil && alias == nil && file == nil && endFile == nil && textFile == nil && layout == nil
    }
  }

  /// The file the nodes were read from, unless their extras say otherwise.
  let file: String
  let records: [Record]
  /// The node indexes of every collection's children, each collection's in one run.
  let children: [UInt32]
  /// The UTF-8 of every scalar's value, each in one run.
  let text: [UInt8]
  let extras: [Extras]

  init(builder: Builder) {
    file = builder.file
    records = builder.records
    children = builder.children
    text = builder.text
    extras = builder.extras
  }

  /// The extras of the node at `index`, if it has any.
  func extras(of record: Record) -> Extras? {
    record.extrasIndex >= 0 ? extras[record.extrasIndex] : nil
  }

  /// The value of the scalar record `record`.
  /// - Complexity: O(length).
  func string(of record: Record) -> String {
    text.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[record.first..<(record.first + record.count)]), as: UTF8.self)
    }
  }
}

extension YAMLNodeStorage {
  /// Collects the records of a storage; ``YAMLNodeStorage/init(builder:)`` freezes them.
  struct Builder {
    let file: String
    private(set) var records: [Record] = []
    private(set) var children: [UInt32] = []
    private(set) var text: [UInt8] = []
    private(set) var extras: [Extras] = []

    /// A builder for nodes read from `file`; `expectedBytes`, the size of the input, sizes the arrays so that they
    /// seldom grow (and copy) while loading.
    init(file: String, expectedBytes: Int = 0) {
      self.file = file
      // About one node per 8 bytes of YAML, and as many bytes of text as nodes.
      let nodes = expectedBytes / 8
      records.reserveCapacity(nodes)
      children.reserveCapacity(nodes)
      text.reserveCapacity(nodes * 4)
    }

    var nodeCount: Int { records.count }

    func record(_ index: Int) -> Record { records[index] }

    /// The number of nodes in the subtree of the node at `index`, counting what aliases repeat, and the nesting of
    /// collections in it (0 for a scalar), or nil as soon as the size passes `limit`.
    ///
    /// Only an alias needs them, so they are counted when one refers to its node rather than kept for every node.
    /// - Complexity: O(min(size, `limit`)), without recursion: the walk stops past the limit, which the caller
    ///   then reports, so the walks of a load cost at most what its limits on aliases allow.
    func measure(_ index: Int, limit: Int) -> (size: Int, height: Int)? {
      var size = 0
      var height = 0
      var pending: [(node: Int, depth: Int)] = [(index, 0)]
      while let (node, depth) = pending.popLast() {
        size += 1
        if size > limit { return nil }
        let record = records[node]
        guard record.kind != .scalar else { continue }
        height = max(height, depth + 1)
        for child in children[record.first..<(record.first + record.count)] {
          pending.append((Int(child), depth + 1))
        }
      }
      return (size, height)
    }

    func extras(of index: Int) -> Extras? {
      let record = records[index]
      return record.extrasIndex >= 0 ? extras[record.extrasIndex] : nil
    }

    /// Adds a plain scalar without anchor or tag, the most common node, whose value is `value` and whose text
    /// starts at `start`: one character per character when it is on one line. Returns its index.
    /// - Complexity: O(length), amortised.
    mutating func appendPlainScalar(_ value: UnsafeBufferPointer<UInt8>, start: LineColumn, end: LineColumn) -> Int {
      let first = text.count
      text.append(contentsOf: value)
      let position = Position(start)
      return append(
        Record(
          first: first, count: value.count, start: position, end: Position(end), contentStart: position,
          extrasIndex: -1, kind: .scalar, style: .plain, layout: start.line == end.line ? .identity : .approximate))
    }

    /// Adds a scalar whose value is `value`, and returns its index.
    /// - Complexity: O(length), amortised.
    mutating func appendScalar(
      _ value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, start: LineColumn, end: LineColumn,
      source: ScalarSource?, tag: String?, anchor: String?
    ) -> Int {
      let first = text.count
      text.append(contentsOf: value)
      let layout: LayoutKind
      var extrasIndex = -1
      switch source?.layout {
      case nil: layout = .none
      case .identity: layout = .identity
      case .approximate: layout = .approximate
      case .escaped, .literal: layout = .inExtras
      }
      // Most scalars have no extras: the optional `Extras` is made only for those that do.
      if tag != nil || anchor != nil || layout == .inExtras {
        extrasIndex = index(of: Extras(tag: tag, anchor: anchor, layout: layout == .inExtras ? source?.layout : nil))
      }
      return append(
        Record(
          first: first, count: value.count, start: Position(start), end: Position(end),
          contentStart: Position(source?.contentStart ?? start), extrasIndex: extrasIndex, kind: .scalar,
          style: style, layout: layout))
    }

    /// Adds a collection whose children are the nodes at `childIndexes`, and returns its index.
    /// - Complexity: O(c) for c children, amortised.
    mutating func appendCollection(
      _ kind: Kind, childIndexes: some Collection<Int>, start: LineColumn, end: LineColumn, tag: String?,
      anchor: String?, endFile: String? = nil
    ) -> Int {
      let index = reserveCollection()
      finishCollection(
        index, kind: kind, childIndexes: childIndexes, start: start, end: end, tag: tag, anchor: anchor,
        endFile: endFile)
      return index
    }

    /// Adds a placeholder for a collection that has just opened, to be completed by ``finishCollection``, and
    /// returns its index.
    ///
    /// A collection's record then comes before its children's, so the records are in document order, the order
    /// the decoder reads them in: one forward stream through memory, which the processor fetches ahead.
    mutating func reserveCollection() -> Int {
      append(
        Record(
          first: 0, count: 0, start: Position(LineColumn(line: 0, column: 0)),
          end: Position(LineColumn(line: 0, column: 0)),
          contentStart: Position(LineColumn(line: 0, column: 0)), extrasIndex: -1, kind: .sequence, style: .plain,
          layout: .none))
    }

    /// Completes the collection reserved at `index`, whose children are the nodes at `childIndexes`.
    /// - Complexity: O(c) for c children, amortised.
    mutating func finishCollection(
      _ index: Int, kind: Kind, childIndexes: some Collection<Int>, start: LineColumn, end: LineColumn, tag: String?,
      anchor: String?, endFile: String? = nil
    ) {
      let first = children.count
      for child in childIndexes { children.append(UInt32(truncatingIfNeeded: child)) }
      var extrasIndex = -1
      if tag != nil || anchor != nil || endFile != nil {
        extrasIndex = self.index(of: Extras(tag: tag, anchor: anchor, endFile: endFile))
      }
      records[index] = Record(
        first: first, count: children.count - first, start: Position(start), end: Position(end),
        contentStart: Position(start), extrasIndex: extrasIndex, kind: kind, style: .plain, layout: .none)
    }

    /// Adds the alias `*name` at `start`…`end` of the node at `target`: its content, tag and text positions, without
    /// its anchor. Returns the alias's index.
    /// - Complexity: O(1), amortised: the alias shares the target's children or text.
    mutating func appendAlias(of target: Int, name: String, start: LineColumn, end: LineColumn) -> Int {
      var record = records[target]
      var extras = self.extras(of: target) ?? Extras()
      extras.anchor = nil
      extras.alias = name
      extras.textFile = extras.textFile ?? extras.file
      extras.file = nil
      extras.endFile = nil
      record.start = Position(start)
      record.end = Position(end)
      record.extrasIndex = index(of: extras)
      return append(record)
    }

    /// Adds a copy of `node`'s subtree and returns the copy's index. Nodes that share content in `node`'s storage
    /// (an anchor and its aliases) share it in the copy.
    /// - Complexity: O(records and text of the subtree), without recursion.
    mutating func appendCopy(of node: YAMLNode) -> Int {
      let source = node.storage
      // Where each collection's children (by their first index in the source) went in the copy.
      var copiedChildren: [Int: Int] = [:]
      var pending: [(sourceIndex: Int, childrenDone: Bool)] = [(node.index, false)]
      var completed: [Int] = []
      while let (sourceIndex, childrenDone) = pending.popLast() {
        var record = source.records[sourceIndex]
        var extras = source.extras(of: record) ?? Extras()
        let nodeFile = extras.file ?? source.file
        extras.file = nodeFile == file ? nil : nodeFile
        extras.endFile = extras.endFile.flatMap { $0 == file ? nil : $0 }
        extras.textFile = extras.textFile.flatMap { $0 == file ? nil : $0 } ?? (nodeFile == file ? nil : nodeFile)
        if record.kind == .scalar {
          let first = text.count
          text.append(contentsOf: source.text[record.first..<(record.first + record.count)])
          record.first = first
        } else if let first = copiedChildren[record.first] {
          record.first = first
        } else if !childrenDone {
          pending.append((sourceIndex, true))
          for child in source.children[record.first..<(record.first + record.count)].reversed() {
            pending.append((Int(child), false))
          }
          continue
        } else {
          let first = children.count
          for child in completed.suffix(record.count) { children.append(UInt32(child)) }
          completed.removeLast(record.count)
          copiedChildren[record.first] = first
          record.first = first
        }
        record.extrasIndex = self.index(of: extras)
        completed.append(append(record))
      }
      return completed.last ?? 0
    }

    /// Notes that the node at `index` ends in `endFile`, not in the file it starts in.
    mutating func setEndFile(_ endFile: String, of index: Int) {
      if records[index].extrasIndex >= 0 {
        extras[records[index].extrasIndex].endFile = endFile
      } else {
        records[index].extrasIndex = self.index(of: Extras(endFile: endFile))
      }
    }

    private mutating func append(_ record: Record) -> Int {
      // What a load can make fits in 32 bits (see `YAMLLimits.maxSupportedInputBytes`); a node built in code that
      // did not would be cut short silently, so it stops here instead.
      precondition(
        text.count <= UInt32.max && children.count <= UInt32.max && records.count < Int32.max,
        "a YAML node storage holds at most 4 GiB of text and 2^31 nodes")
      records.append(record)
      return records.count - 1
    }

    private mutating func index(of extras: Extras?) -> Int {
      guard let extras, !extras.isEmpty else { return -1 }
      self.extras.append(extras)
      return self.extras.count - 1
    }

    /// Whether the nodes at `a` and `b` are scalars with the same value.
    func scalarsEqual(_ a: Int, _ b: Int) -> Bool {
      let first = records[a]
      let second = records[b]
      guard first.kind == .scalar, second.kind == .scalar, first.count == second.count else { return false }
      return text[first.first..<(first.first + first.count)].elementsEqual(
        text[second.first..<(second.first + second.count)])
    }

    /// The value of the node at `index`, if it is a scalar.
    func scalarValue(_ index: Int) -> String? {
      let record = records[index]
      guard record.kind == .scalar else { return nil }
      return String(decoding: text[record.first..<(record.first + record.count)], as: UTF8.self)
    }
  }
}
