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
    style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
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

  /// What the node holds.
  public private(set) var content: Content
  /// Where the node starts: its anchor or tag when it has one, else its first character.
  public var location: SourceLocation
  /// Where the node ends, as libyaml marks it (just past its last character; for block collections, where the next
  /// token starts).
  public var endLocation: SourceLocation
  /// The explicit tag as libyaml resolves it, e.g. `!allDay` or `tag:yaml.org,2002:str` for `!!str`; `!` for the
  /// non-specific tag; nil when the node has none.
  public var tag: String?
  /// The anchor defined on this node (`&name` gives `name`), or nil.
  public var anchor: String?
  /// When the node was produced by an alias `*name`, that `name`; else nil.
  public var alias: String?

  /// The number of nodes in this subtree, this node included (what an alias to it costs).
  private(set) var subtreeSize: Int
  /// The nesting of collections in this subtree: 0 for a scalar, 1 + the deepest child for a collection.
  private(set) var height: Int
  /// For scalars read from a source: where the content starts and how to map offsets in it.
  var scalarSource: ScalarSource?

  /// A node holding `content`. Its size and height are computed from the children.
  /// - Complexity: O(c) for c children.
  public init(
    _ content: Content,
    location: SourceLocation,
    endLocation: SourceLocation? = nil,
    tag: String? = nil,
    anchor: String? = nil
  ) {
    self.content = content
    self.location = location
    self.endLocation = endLocation ?? location
    self.tag = tag
    self.anchor = anchor
    switch content {
    case .scalar:
      subtreeSize = 1
      height = 0
    case .sequence(let items):
      subtreeSize = items.reduce(1) { $0 + $1.subtreeSize }
      height = 1 + items.reduce(0) { max($0, $1.height) }
    case .mapping(let entries):
      subtreeSize = entries.reduce(1) { $0 + $1.key.subtreeSize + $1.value.subtreeSize }
      height = 1 + entries.reduce(0) { max($0, $1.key.height, $1.value.height) }
    }
  }

  /// The scalar, when this node is one; nil for sequences and mappings.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, when this node is a sequence; nil otherwise.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The entries in document order, when this node is a mapping; nil otherwise.
  public var mapping: [YAMLMappingEntry]? {
    if case .mapping(let entries) = content { return entries }
    return nil
  }

  /// "a scalar", "a sequence" or "a mapping", for messages like "expected a mapping, found a sequence".
  public var kindDescription: String {
    switch content {
    case .scalar: "a scalar"
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    }
  }

  /// Whether the node is null in YAML's core schema: a plain `null`/`Null`/`NULL`/`~`/empty scalar without a tag,
  /// or any scalar tagged `!!null`.
  public var isNull: Bool {
    guard let scalar else { return false }
    if tag == "tag:yaml.org,2002:null" { return true }
    return tag == nil && scalar.isPlainNull
  }

  /// The value of the first entry whose key is a scalar equal to `key`, when this node is a mapping.
  /// - Complexity: O(n) for n entries.
  public subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar?.value == key }?.value
  }
}
