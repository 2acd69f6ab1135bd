import FormDiagnostics

/// Builds node trees from libyaml events with an explicit stack of open collections, so that no input can make it
/// recurse, and checks as each event arrives what libyaml does not: the limits, duplicate keys and aliases.
struct YAMLTreeBuilder {
  /// A sequence or mapping whose end event has not come yet.
  private struct Frame {
    var isMapping: Bool
    var start: Int
    /// Where `start` is, worked out when the collection opens: at its close the source map's line hint is far past
    /// it, and finding its line again would take a binary search.
    var startLocation: SourceLocation
    var properties: YAMLNodeProperties
    /// Where the collection's children start in `children`: items, or keys and values in turn.
    var firstChild: Int
    /// The index of each scalar key among the mapping's entries, for the duplicate-key check; built once the mapping
    /// has more entries than a linear search handles well.
    var keyIndexes: [String: Int] = [:]
  }

  /// The number of entries up to which duplicate keys are found by a linear search.
  private static let linearKeySearchLimit = 8

  /// The limits this load enforces.
  let limits: YAMLLimits
  /// Whether a second document is an error.
  let singleDocument: Bool
  /// The input, for positions.
  var map: SourceMap
  /// The documents completed so far.
  private(set) var documents: [YAMLNode] = []

  private var stack: [Frame] = []
  /// The completed children of every open collection, innermost last: each collection's children are copied out
  /// once, into an array of their exact size, when it closes (no array grows child by child).
  private var children: [YAMLNode] = []
  private var root: YAMLNode?
  private var documentCount = 0
  /// The nodes anchored so far in this document, by anchor name.
  private var anchors: [String: YAMLNode] = [:]
  /// How many open collections carry each anchor: an alias to one of them would make the tree recursive.
  private var openAnchors: [String: Int] = [:]
  private var nodeCount = 0
  private var aliasExpansion = 0

  init(limits: YAMLLimits, singleDocument: Bool, map: SourceMap) {
    self.limits = limits
    self.singleDocument = singleDocument
    self.map = map
  }

  /// Takes the next event. Returns the diagnostic that stops the load, or nil to go on.
  /// - Complexity: O(1) amortised per event, plus O(length) for scalars and O(children) when a collection closes.
  mutating func handle(_ event: YAMLEvent) -> Diagnostic? {
    switch event.kind {
    case .streamStart, .streamEnd:
      return nil
    case .documentStart:
      documentCount += 1
      if singleDocument, documentCount > 1 {
        return Diagnostic(
          id: "yaml-multiple-documents",
          message: "expected a single YAML document, but a second document starts here",
          at: map.location(scalarOffset: event.start))
      }
      anchors = [:]
      openAnchors = [:]
      root = nil
      return nil
    case .documentEnd:
      if let root { documents.append(root) }
      root = nil
      return nil
    case .scalar(let value, let style, let properties):
      return scalar(value: value, style: style, properties: properties, event: event)
    case .sequenceStart(let properties):
      return open(isMapping: false, properties: properties, event: event)
    case .mappingStart(let properties):
      return open(isMapping: true, properties: properties, event: event)
    case .sequenceEnd, .mappingEnd:
      return close(event: event)
    case .alias(let name):
      return alias(name, event: event)
    }
  }

  private mutating func scalar(
    value: String, style: YAMLScalarStyle, properties: YAMLNodeProperties, event: YAMLEvent
  ) -> Diagnostic? {
    if let diagnostic = count(nodes: 1, throughAlias: false, at: event.start) { return diagnostic }
    let start = map.lineColumn(scalarOffset: event.start)
    let end = map.lineColumn(scalarOffset: event.end)
    let location = SourceLocation(file: map.path, line: start.line, column: start.column)
    let endLocation = SourceLocation(file: map.path, line: end.line, column: end.column)
    let source = map.scalarSource(
      start: event.start, end: event.end, startPosition: start, endPosition: end,
      value: value, style: style, hasProperties: !properties.isEmpty)
    let node = YAMLNode(
      .scalar(YAMLScalar(value: value, style: style)), location: location, endLocation: endLocation,
      tag: properties.tag, anchor: properties.anchor, scalarSource: source)
    if let anchor = properties.anchor { anchors[anchor] = node }
    return attach(node)
  }

  private mutating func open(isMapping: Bool, properties: YAMLNodeProperties, event: YAMLEvent) -> Diagnostic? {
    if stack.count + 1 > limits.effectiveMaxDepth {
      return Diagnostic(
        id: "yaml-limit",
        message: "sequences and mappings are nested more than \(limits.effectiveMaxDepth) levels deep, "
          + "the limit (maxDepth)",
        at: map.location(scalarOffset: event.start))
    }
    if let diagnostic = count(nodes: 1, throughAlias: false, at: event.start) { return diagnostic }
    if let anchor = properties.anchor { openAnchors[anchor, default: 0] += 1 }
    stack.append(
      Frame(
        isMapping: isMapping, start: event.start, startLocation: map.location(scalarOffset: event.start),
        properties: properties, firstChild: children.count))
    return nil
  }

  /// - Complexity: O(c) for the c children of the collection.
  private mutating func close(event: YAMLEvent) -> Diagnostic? {
    guard let frame = stack.popLast() else { return nil }
    let first = min(frame.firstChild, children.count)
    let content: YAMLNode.Content
    if frame.isMapping {
      // A key still waiting for its value (libyaml never ends a mapping there) is dropped.
      let entryCount = (children.count - first) / 2
      var entries: [YAMLMappingEntry] = []
      entries.reserveCapacity(entryCount)
      for entry in 0..<entryCount {
        entries.append(YAMLMappingEntry(key: children[first + 2 * entry], value: children[first + 2 * entry + 1]))
      }
      content = .mapping(entries)
    } else {
      content = .sequence(Array(children[first...]))
    }
    children.removeSubrange(first...)
    let node = YAMLNode(
      content, location: frame.startLocation, endLocation: map.location(scalarOffset: event.end),
      tag: frame.properties.tag, anchor: frame.properties.anchor)
    if let anchor = frame.properties.anchor {
      openAnchors[anchor, default: 1] -= 1
      anchors[anchor] = node
    }
    return attach(node)
  }

  private mutating func alias(_ name: String, event: YAMLEvent) -> Diagnostic? {
    let location = map.location(scalarOffset: event.start)
    if openAnchors[name, default: 0] > 0 {
      return Diagnostic(
        id: "yaml-recursive-alias",
        message: "alias '*\(name)' refers to a node that contains it; recursive structures are not supported",
        at: location)
    }
    guard let target = anchors[name] else {
      var message = "unknown alias '*\(name)': no anchor '&\(name)' is defined before it in this document"
      if let suggestion = Suggestions.closest(to: name, in: anchors.keys) {
        message += "; did you mean '*\(suggestion)'?"
      }
      return Diagnostic(id: "yaml-unknown-alias", message: message, at: location)
    }
    if stack.count + target.height > limits.effectiveMaxDepth {
      return Diagnostic(
        id: "yaml-limit",
        message: "alias '*\(name)' nests sequences and mappings more than \(limits.effectiveMaxDepth) levels deep, "
          + "the limit (maxDepth)",
        at: location)
    }
    if let diagnostic = count(nodes: target.subtreeSize, throughAlias: true, at: event.start) { return diagnostic }
    return attach(target.aliased(as: name, location: location, endLocation: map.location(scalarOffset: event.end)))
  }

  /// Counts `nodes` more nodes against the limits.
  private mutating func count(nodes: Int, throughAlias: Bool, at index: Int) -> Diagnostic? {
    nodeCount += nodes
    if throughAlias { aliasExpansion += nodes }
    if throughAlias, aliasExpansion > limits.maxAliasExpansion {
      return Diagnostic(
        id: "yaml-limit",
        message: "aliases expand to more than \(limits.maxAliasExpansion) nodes, the limit (maxAliasExpansion); "
          + "a file that repeats so much through aliases is rejected to bound the memory a load uses",
        at: map.location(scalarOffset: index))
    }
    if nodeCount > limits.maxNodes {
      return Diagnostic(
        id: "yaml-limit",
        message: "the file has more than \(limits.maxNodes) nodes, counting every node an alias repeats, "
          + "the limit (maxNodes)",
        at: map.location(scalarOffset: index))
    }
    return nil
  }

  /// Adds a completed node to the open collection, or makes it the document's root.
  private mutating func attach(_ node: YAMLNode) -> Diagnostic? {
    let top = stack.count - 1
    guard top >= 0 else {
      root = node
      return nil
    }
    let first = stack[top].firstChild
    // In a mapping, an even number of children before this one makes it a key.
    if stack[top].isMapping, (children.count - first) % 2 == 0, let key = node.scalar?.value {
      if let entry = Self.firstEntry(withKey: key, in: &stack[top], children: children) {
        return Diagnostic(
          id: "yaml-duplicate-key", message: "duplicate key '\(Self.quoted(key))' in mapping", at: node.location,
          notes: [DiagnosticNote("first defined here", at: children[first + 2 * entry].location)])
      }
    }
    children.append(node)
    return nil
  }

  /// The index of the entry of the mapping `frame`, whose children start at `frame.firstChild` in `children`, whose
  /// key is the scalar `key`, if any; notes `key` as the next entry's key.
  /// - Complexity: O(1) amortised.
  private static func firstEntry(withKey key: String, in frame: inout Frame, children: [YAMLNode]) -> Int? {
    let first = frame.firstChild
    let next = (children.count - first) / 2
    if next < linearKeySearchLimit {
      return (0..<next).first { children[first + 2 * $0].scalar?.value == key }
    }
    if frame.keyIndexes.isEmpty {
      for entry in 0..<next {
        if let scalar = children[first + 2 * entry].scalar {
          frame.keyIndexes[scalar.value] = frame.keyIndexes[scalar.value] ?? entry
        }
      }
    }
    if let index = frame.keyIndexes[key] { return index }
    frame.keyIndexes[key] = next
    return nil
  }

  /// A key as shown in a message: line breaks escaped, and cut short when long.
  private static func quoted(_ key: String) -> String {
    var shown = key.replacingLineBreaks()
    if shown.count > 60 { shown = String(shown.prefix(57)) + "..." }
    return shown
  }
}

extension String {
  fileprivate func replacingLineBreaks() -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
