import FormDiagnostics
import NameSuggestions
import TextEscaping

/// Builds node trees from libyaml events with an explicit stack of open collections, so that no input can make it
/// recurse, and checks as each event arrives what libyaml does not: the limits, duplicate keys and aliases.
struct YAMLTreeBuilder {
  /// A sequence or mapping whose end event has not come yet. Its fields are plain values, so that reading one
  /// copies no strings or dictionaries: what few frames have is in `frameProperties` and `keyTables`.
  private struct Frame {
    var isMapping: Bool
    /// Where the collection starts, worked out when it opens: at its close the source map's line hint is far past
    /// it, and finding its line again would take a binary search.
    var startPosition: LineColumn
    /// Where the collection's children start in `children`: items, or keys and values in turn.
    var firstChild: Int
    /// The index of the collection's anchor and tag in `frameProperties`, or -1 when it has neither.
    var propertiesIndex: Int
    /// The index in `keyTables` of the mapping's table of keys, or -1 until it has one.
    var keyTableIndex = -1
    /// The collection's record, reserved when it opens.
    var node: Int
  }

  /// The number of entries up to which duplicate keys are found by a linear search.
  private static let linearKeySearchLimit = 8

  /// The limits this load enforces.
  let limits: YAMLLimits
  /// Whether a second document is an error.
  let singleDocument: Bool
  /// The input, for positions.
  var map: SourceMap
  /// The nodes so far.
  private var nodes: YAMLNodeStorage.Builder
  /// The roots of the documents completed so far.
  private var roots: [Int] = []

  private var stack: [Frame] = []
  /// The anchors and tags of the open collections that have them.
  private var frameProperties: [YAMLNodeProperties] = []
  /// For open mappings with more entries than a linear search handles well, the index of each scalar key among
  /// their entries, for the duplicate-key check.
  private var keyTables: [[String: Int]] = []
  /// The completed children of every open collection, innermost last, as node indexes.
  private var children: [Int] = []
  private var root: Int?
  private var documentCount = 0
  /// The nodes anchored so far in this document, by anchor name.
  private var anchors: [String: Int] = [:]
  /// How many open collections carry each anchor: an alias to one of them would make the tree recursive.
  private var openAnchors: [String: Int] = [:]
  private var nodeCount = 0
  /// The diagnostic that stopped the load, once ``handle(_:)`` returned false. Kept here rather than returned: an
  /// optional `Diagnostic` returned by every step of every event was written out in full each time.
  private(set) var failure: Diagnostic?
  private var aliasExpansion = 0

  init(limits: YAMLLimits, singleDocument: Bool, map: SourceMap) {
    self.limits = limits
    self.singleDocument = singleDocument
    self.map = map
    nodes = YAMLNodeStorage.Builder(file: map.path, expectedBytes: map.bytes.count)
  }

  /// The documents completed so far.
  /// - Complexity: O(d) for d documents; the nodes are shared, not copied.
  func documents() -> [YAMLNode] {
    let storage = YAMLNodeStorage(builder: nodes)
    return roots.map { YAMLNode(storage: storage, index: $0) }
  }

  /// Takes the next event. Returns false when the load stops, with the diagnostic in ``failure``.
  /// - Complexity: O(1) amortised per event, plus O(length) for scalars and O(children) when a collection closes.
  mutating func handle(_ event: YAMLEvent) -> Bool {
    switch event.kind {
    case .streamStart, .streamEnd:
      return true
    case .documentStart:
      documentCount += 1
      if singleDocument, documentCount > 1 {
        return stop(
          Diagnostic(
            kind: .yamlMultipleDocuments,
            message: "expected a single YAML document, but a second document starts here",
            at: map.location(scalarOffset: event.start)))
      }
      anchors = [:]
      openAnchors = [:]
      root = nil
      return true
    case .documentEnd:
      if let root { roots.append(root) }
      root = nil
      return true
    case .scalar:
      let properties = event.scalarProperties
      // Most scalars have neither anchor nor tag: no strings are made or released for them.
      guard properties.anchor != nil || properties.tag != nil else {
        return scalar(value: event.scalarValue, style: event.scalarStyle, tag: nil, anchor: nil, event: event)
      }
      let resolved = properties.resolved
      return scalar(
        value: event.scalarValue, style: event.scalarStyle, tag: resolved.tag, anchor: resolved.anchor, event: event)
    case .sequenceStart:
      return open(isMapping: false, properties: event.sequenceProperties, event: event)
    case .mappingStart:
      return open(isMapping: true, properties: event.mappingProperties, event: event)
    case .sequenceEnd, .mappingEnd:
      return close(event: event)
    case .alias:
      return alias(event.aliasName, event: event)
    }
  }

  /// A scalar, with the anchor and tag written before it, if any.
  private mutating func scalar(
    value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, tag: String?, anchor: String?, event: YAMLEvent
  ) -> Bool {
    nodeCount += 1
    if nodeCount > limits.maxNodes { return count(nodes: 0, throughAlias: false, at: event.start) }
    let start = map.lineColumn(scalarOffset: event.start)
    let end = map.lineColumn(scalarOffset: event.end)
    guard style != .plain || tag != nil || anchor != nil else {
      // Where the text of a plain scalar without properties is follows from its start (see `scalarSource`).
      return attach(nodes.appendPlainScalar(value, start: start, end: end))
    }
    let source = map.scalarSource(
      start: event.start, end: event.end, startPosition: start, endPosition: end,
      value: value, style: style, hasProperties: tag != nil || anchor != nil)
    let node = nodes.appendScalar(value, style: style, start: start, end: end, source: source, tag: tag, anchor: anchor)
    if let anchor { anchors[anchor] = node }
    return attach(node)
  }

  private mutating func open(isMapping: Bool, properties raw: YAMLEvent.Properties, event: YAMLEvent) -> Bool {
    if stack.count + 1 > limits.effectiveMaxDepth {
      return stopAtLimit(
        "sequences and mappings are nested more than \(limits.effectiveMaxDepth) levels deep, the limit (maxDepth)",
        at: map.location(scalarOffset: event.start))
    }
    guard count(nodes: 1, throughAlias: false, at: event.start) else { return false }
    var propertiesIndex = -1
    // Most collections have neither anchor nor tag: no strings are made or released for them.
    if raw.anchor != nil || raw.tag != nil {
      let properties = raw.resolved
      if let anchor = properties.anchor { openAnchors[anchor, default: 0] += 1 }
      propertiesIndex = frameProperties.count
      frameProperties.append(properties)
    }
    stack.append(
      Frame(
        isMapping: isMapping, startPosition: map.lineColumn(scalarOffset: event.start), firstChild: children.count,
        propertiesIndex: propertiesIndex, node: nodes.reserveCollection()))
    return true
  }

  /// - Complexity: O(c) for the c children of the collection.
  private mutating func close(event: YAMLEvent) -> Bool {
    guard let frame = stack.popLast() else { return true }
    if frame.keyTableIndex >= 0 { keyTables.removeLast() }
    let properties = frame.propertiesIndex >= 0 ? frameProperties.removeLast() : YAMLNodeProperties()
    let first = min(frame.firstChild, children.count)
    var last = children.count
    // A key still waiting for its value (libyaml never ends a mapping there) is dropped.
    if frame.isMapping, (last - first) % 2 == 1 { last -= 1 }
    let node = frame.node
    nodes.finishCollection(
      node, kind: frame.isMapping ? .mapping : .sequence, childIndexes: children[first..<last],
      start: frame.startPosition, end: map.lineColumn(scalarOffset: event.end), tag: properties.tag,
      anchor: properties.anchor)
    children.removeLast(children.count - first)
    if let anchor = properties.anchor {
      openAnchors[anchor, default: 1] -= 1
      anchors[anchor] = node
    }
    return attach(node)
  }

  private mutating func alias(_ name: String, event: YAMLEvent) -> Bool {
    let location = map.location(scalarOffset: event.start)
    if openAnchors[name, default: 0] > 0 {
      return stop(
        Diagnostic(
          kind: .yamlRecursiveAlias,
          message: "alias '*\(name)' refers to a node that contains it; recursive structures are not supported",
          at: location))
    }
    guard let target = anchors[name] else {
      var message = "unknown alias '*\(name)': no anchor '&\(name)' is defined before it in this document"
      if let suggestion = Suggestions.closest(to: name, in: anchors.keys) {
        message += "; did you mean '*\(suggestion)'?"
      }
      return stop(Diagnostic(kind: .yamlUnknownAlias, message: message, at: location))
    }
    // The subtree is measured up to what the limits still allow: past that, the count below reports it.
    let budget = max(0, min(limits.maxAliasExpansion - aliasExpansion, limits.maxNodes - nodeCount))
    guard let (size, height) = nodes.measure(target, limit: budget) else {
      return count(nodes: budget + 1, throughAlias: true, at: event.start)
    }
    if stack.count + height > limits.effectiveMaxDepth {
      return stopAtLimit(
        "alias '*\(name)' nests sequences and mappings more than \(limits.effectiveMaxDepth) levels deep, "
          + "the limit (maxDepth)",
        at: location)
    }
    guard count(nodes: size, throughAlias: true, at: event.start) else { return false }
    let node = nodes.appendAlias(
      of: target, name: name, start: LineColumn(location), end: map.lineColumn(scalarOffset: event.end))
    return attach(node)
  }

  /// Notes `diagnostic` as what stops the load; returns false.
  private mutating func stop(_ diagnostic: Diagnostic) -> Bool {
    failure = diagnostic
    return false
  }

  /// Stops the load with the `yaml-limit` error `message`; returns false.
  private mutating func stopAtLimit(_ message: String, at location: SourceLocation) -> Bool {
    stop(Diagnostic(kind: .yamlLimit, message: message, at: location))
  }

  /// Counts `nodes` more nodes against the limits.
  private mutating func count(nodes: Int, throughAlias: Bool, at index: Int) -> Bool {
    nodeCount += nodes
    if throughAlias { aliasExpansion += nodes }
    if throughAlias, aliasExpansion > limits.maxAliasExpansion {
      return stopAtLimit(
        "aliases expand to more than \(limits.maxAliasExpansion) nodes, the limit (maxAliasExpansion); "
          + "a file that repeats so much through aliases is rejected to bound the memory a load uses",
        at: map.location(scalarOffset: index))
    }
    if nodeCount > limits.maxNodes {
      return stopAtLimit(
        "the file has more than \(limits.maxNodes) nodes, counting every node an alias repeats, the limit (maxNodes)",
        at: map.location(scalarOffset: index))
    }
    return true
  }

  /// Adds a completed node to the open collection, or makes it the document's root.
  private mutating func attach(_ node: Int) -> Bool {
    let top = stack.count - 1
    guard top >= 0 else {
      root = node
      return true
    }
    let first = stack[top].firstChild
    // In a mapping, an even number of children before this one makes it a key.
    if stack[top].isMapping, (children.count - first) % 2 == 0, nodes.record(node).kind == .scalar {
      if let entry = firstEntry(withKey: node, inFrameAt: top) {
        let key = nodes.scalarValue(node) ?? ""
        return stop(
          Diagnostic(
            kind: .yamlDuplicateKey, message: "duplicate key '\(Self.quoted(key))' in mapping",
            at: location(of: node),
            notes: [DiagnosticNote("first defined here", at: location(of: children[first + 2 * entry]))]))
      }
    }
    children.append(node)
    return true
  }

  /// The index of the entry of the mapping of the frame at `frameIndex`, whose children start at its `firstChild` in
  /// `children`, whose key is the same scalar as the node `key`, if any; notes `key` as the next entry's key.
  /// - Complexity: O(1) amortised.
  private mutating func firstEntry(withKey key: Int, inFrameAt frameIndex: Int) -> Int? {
    let first = stack[frameIndex].firstChild
    let next = (children.count - first) / 2
    if next < Self.linearKeySearchLimit {
      return (0..<next).first { nodes.scalarsEqual(children[first + 2 * $0], key) }
    }
    if stack[frameIndex].keyTableIndex < 0 {
      // Only the innermost open mapping takes keys, so the tables stay in the order of the stack.
      var table: [String: Int] = [:]
      for entry in 0..<next {
        if let value = nodes.scalarValue(children[first + 2 * entry]) { table[value] = table[value] ?? entry }
      }
      stack[frameIndex].keyTableIndex = keyTables.count
      keyTables.append(table)
    }
    let table = stack[frameIndex].keyTableIndex
    guard let value = nodes.scalarValue(key) else { return nil }
    if let index = keyTables[table][value] { return index }
    keyTables[table][value] = next
    return nil
  }

  /// Where the node at `index` starts.
  private func location(of index: Int) -> SourceLocation {
    let start = nodes.record(index).start
    return SourceLocation(file: map.path, line: Int(start.line), column: Int(start.column))
  }

  /// A key as shown in a message: line breaks escaped, and cut short when long.
  private static func quoted(_ key: String) -> String {
    var shown = String(key, escapedBy: LineBreakEscaping.self)
    if shown.count > 60 { shown = String(shown.prefix(57)) + "..." }
    return shown
  }
}
