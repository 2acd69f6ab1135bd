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
/// A node's fields live in one immutable box that copies share: nodes are copied at every step of loading and
/// decoding, and a copy costs one reference count. Changing a field replaces the box.
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

  /// The stored fields of a node, kept small because decoding reads every node once: both positions share one
  /// file name, and what few nodes have (a tag, an anchor, an alias, a position in another file) is out of line.
  private struct Fields: Sendable {
    var content: Content
    var file: String
    var start: LineColumn
    var end: LineColumn
    var extras: NodeExtras?
    var subtreeSize: Int
    var height: Int
    var scalarSource: ScalarSource?
  }

  private final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var storage: Storage

  /// The fields, read from the shared box; setting them makes a new box.
  private var fields: Fields {
    get { storage.fields }
    set { storage = Storage(newValue) }
  }

  /// What the node holds.
  public private(set) var content: Content {
    get { storage.fields.content }
    set { fields.content = newValue }
  }
  /// Where the node starts: its anchor or tag when it has one, else its first character.
  public var location: SourceLocation {
    get {
      let start = storage.fields.start
      return SourceLocation(file: storage.fields.file, line: start.line, column: start.column)
    }
    set {
      var fields = self.fields
      if newValue.file != fields.file {
        // The end, and the text of a scalar, stay in the file they were in.
        let oldFile = fields.file
        fields.file = newValue.file
        Self.change(&fields.extras) { extras in
          extras.endFile = extras.endFile ?? oldFile
          extras.textFile = extras.textFile ?? oldFile
        }
      }
      fields.start = LineColumn(newValue)
      Self.change(&fields.extras) { [file = fields.file] extras in
        if extras.endFile == file { extras.endFile = nil }
        if extras.textFile == file { extras.textFile = nil }
      }
      self.fields = fields
    }
  }
  /// Where the node ends, as libyaml marks it (just past its last character; for block collections, where the next
  /// token starts).
  public var endLocation: SourceLocation {
    get {
      let end = storage.fields.end
      let file = storage.fields.extras?.endFile ?? storage.fields.file
      return SourceLocation(file: file, line: end.line, column: end.column)
    }
    set {
      var fields = self.fields
      Self.change(&fields.extras) { [file = fields.file] in $0.endFile = newValue.file == file ? nil : newValue.file }
      fields.end = LineColumn(newValue)
      self.fields = fields
    }
  }
  /// The explicit tag as libyaml resolves it, e.g. `!allDay` or `tag:yaml.org,2002:str` for `!!str`; `!` for the
  /// non-specific tag; nil when the node has none.
  public var tag: String? {
    get { storage.fields.extras?.tag }
    set { Self.change(&fields.extras) { $0.tag = newValue } }
  }
  /// The anchor defined on this node (`&name` gives `name`), or nil.
  public var anchor: String? {
    get { storage.fields.extras?.anchor }
    set { Self.change(&fields.extras) { $0.anchor = newValue } }
  }
  /// When the node was produced by an alias `*name`, that `name`; else nil.
  public var alias: String? {
    get { storage.fields.extras?.alias }
    set { Self.change(&fields.extras) { $0.alias = newValue } }
  }

  /// The number of nodes in this subtree, this node included (what an alias to it costs).
  var subtreeSize: Int { storage.fields.subtreeSize }
  /// The nesting of collections in this subtree: 0 for a scalar, 1 + the deepest child for a collection.
  var height: Int { storage.fields.height }
  /// For scalars read from a source: where the content starts and how to map offsets in it.
  var scalarSource: ScalarSource? { storage.fields.scalarSource }
  /// The file of ``scalarSource``'s positions.
  var scalarSourceFile: String { storage.fields.extras?.textFile ?? storage.fields.file }

  /// A node holding `content`. Its size and height are computed from the children.
  /// - Complexity: O(c) for c children.
  public init(
    _ content: Content,
    location: SourceLocation,
    endLocation: SourceLocation? = nil,
    tag: String? = nil,
    anchor: String? = nil
  ) {
    self.init(content, location: location, endLocation: endLocation, tag: tag, anchor: anchor, scalarSource: nil)
  }

  /// A node holding `content`, and for a scalar read from a source, where its text is (in the file of `location`).
  /// - Complexity: O(c) for c children.
  init(
    _ content: Content, location: SourceLocation, endLocation: SourceLocation?, tag: String?, anchor: String?,
    scalarSource: ScalarSource?
  ) {
    let subtreeSize: Int
    let height: Int
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
    let endLocation = endLocation ?? location
    var extras: NodeExtras?
    if tag != nil || anchor != nil || endLocation.file != location.file {
      extras = NodeExtras(
        NodeExtras.Values(
          tag: tag, anchor: anchor, endFile: endLocation.file == location.file ? nil : endLocation.file))
    }
    storage = Storage(
      Fields(
        content: content, file: location.file, start: LineColumn(location), end: LineColumn(endLocation),
        extras: extras, subtreeSize: subtreeSize, height: height, scalarSource: scalarSource))
  }

  /// This node as the alias `*name` at `location`…`endLocation` repeats it: the same content, without the anchor.
  func aliased(as name: String, location: SourceLocation, endLocation: SourceLocation) -> YAMLNode {
    var copy = self
    copy.location = location
    copy.endLocation = endLocation
    copy.anchor = nil
    copy.alias = name
    return copy
  }

  /// Changes the out-of-line fields, dropping them when nothing is left in them. They are shared between copies of
  /// a node, so they are replaced, never changed in place.
  private static func change(_ extras: inout NodeExtras?, _ body: (inout NodeExtras.Values) -> Void) {
    var values = extras?.values ?? NodeExtras.Values()
    body(&values)
    extras = values.isEmpty ? nil : NodeExtras(values)
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

/// What few nodes have: a tag, an anchor, an alias, positions in a file other than the node's own. Immutable, so
/// that copies of a node can share it.
final class NodeExtras: Sendable {
  struct Values: Sendable {
    var tag: String?
    var anchor: String?
    var alias: String?
    /// The file of ``YAMLNode/endLocation``, when it is not that of ``YAMLNode/location``.
    var endFile: String?
    /// The file of ``YAMLNode/scalarSource``, when it is not that of ``YAMLNode/location``.
    var textFile: String?

    var isEmpty: Bool { tag == nil && anchor == nil && alias == nil && endFile == nil && textFile == nil }
  }

  let values: Values

  init(_ values: Values) {
    self.values = values
  }

  var tag: String? { values.tag }
  var anchor: String? { values.anchor }
  var alias: String? { values.alias }
  var endFile: String? { values.endFile }
  var textFile: String? { values.textFile }
}
