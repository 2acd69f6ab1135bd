import CYAML

/// One libyaml parse event, read in place from libyaml's memory: valid until the parser's next event. It holds no
/// Swift strings, so handing it on costs no reference counting; an anchor, a tag or an alias name is made a `String`
/// only when there is one (``Properties/resolved``, ``aliasName``).
///
/// Nothing is read from the event until it is asked for: converting each event to a Swift enumeration first meant a
/// second jump on the event's type, after the tree builder's own, and one of the two was mispredicted at almost every
/// event.
///
/// Positions are libyaml mark indexes: offsets in Unicode scalars from the start of the input (after any byte
/// order mark), which ``SourceMap`` turns into line and column.
struct YAMLEvent {
  /// What the event reports, numbered as libyaml numbers its event types.
  enum Kind: UInt32 {
    case streamStart = 1
    case streamEnd
    case documentStart
    case documentEnd
    case alias
    case scalar
    case sequenceStart
    case sequenceEnd
    case mappingStart
    case mappingEnd
  }

  /// The anchor and tag written before a node, as NUL-terminated strings in libyaml's memory, or nil.
  struct Properties {
    var anchor: UnsafePointer<UInt8>?
    var tag: UnsafePointer<UInt8>?

    /// The anchor and tag as Swift strings.
    var resolved: YAMLNodeProperties {
      guard anchor != nil || tag != nil else { return YAMLNodeProperties() }
      return YAMLNodeProperties(anchor: anchor.map { String(cString: $0) }, tag: tag.map { String(cString: $0) })
    }
  }

  private let event: UnsafePointer<yaml_event_t>

  /// The event at `event`, which libyaml has filled in.
  init(_ event: UnsafePointer<yaml_event_t>) {
    self.event = event
  }

  /// What the event reports; the stream's end for anything libyaml should not give.
  var kind: Kind { Kind(rawValue: event.pointee.type.rawValue) ?? .streamEnd }
  /// The mark index where the event starts (for nodes: at the anchor or tag when there is one).
  var start: Int { event.pointee.start_mark.index }
  /// The mark index where the event ends.
  var end: Int { event.pointee.end_mark.index }

  /// A scalar event's value, as UTF-8 in libyaml's memory.
  var scalarValue: UnsafeBufferPointer<UInt8> {
    // libyaml's value is never null for a scalar; an empty buffer stands in should it be.
    let pointer = event.pointee.data.scalar.value
    return UnsafeBufferPointer(
      start: pointer.map { UnsafePointer($0) }, count: pointer == nil ? 0 : event.pointee.data.scalar.length)
  }

  /// A scalar event's style.
  var scalarStyle: YAMLScalarStyle {
    switch event.pointee.data.scalar.style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }

  /// A scalar event's anchor and tag.
  var scalarProperties: Properties {
    Properties(
      anchor: UnsafePointer(event.pointee.data.scalar.anchor), tag: UnsafePointer(event.pointee.data.scalar.tag))
  }

  /// A sequence start event's anchor and tag.
  var sequenceProperties: Properties {
    Properties(
      anchor: UnsafePointer(event.pointee.data.sequence_start.anchor),
      tag: UnsafePointer(event.pointee.data.sequence_start.tag))
  }

  /// A mapping start event's anchor and tag.
  var mappingProperties: Properties {
    Properties(
      anchor: UnsafePointer(event.pointee.data.mapping_start.anchor),
      tag: UnsafePointer(event.pointee.data.mapping_start.tag))
  }

  /// An alias event's anchor name; empty should libyaml give none.
  var aliasName: String {
    event.pointee.data.alias.anchor.map { String(cString: UnsafePointer($0)) } ?? ""
  }
}

/// The anchor and tag written before a node.
struct YAMLNodeProperties {
  var anchor: String?
  var tag: String?

  var isEmpty: Bool { anchor == nil && tag == nil }
}

/// Why libyaml stopped: its error, with the marks it gives.
struct YAMLParserFailure: Error {
  /// Which stage of libyaml failed.
  enum Stage {
    /// Decoding the input (for instance a control character).
    case reader
    /// Splitting the input into tokens.
    case scanner
    /// Building events from tokens.
    case parser
    /// libyaml could not allocate memory.
    case memory
  }

  var stage: Stage
  /// libyaml's description of the problem, e.g. "found unexpected end of stream".
  var problem: String
  /// Where the problem is, as a mark index (scanner and parser errors).
  var problemIndex: Int?
  /// Where the problem is, as a byte offset (reader errors).
  var problemByteOffset: Int?
  /// The offending value for reader errors (for instance the code point of a control character).
  var problemValue: Int
  /// What libyaml was doing, e.g. "while scanning a quoted scalar".
  var context: String?
  /// Where what libyaml was doing started, as a mark index.
  var contextIndex: Int?
}
