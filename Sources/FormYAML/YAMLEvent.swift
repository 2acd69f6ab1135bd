/// One libyaml parse event, pointing into libyaml's memory: valid until the parser's next event. It holds no Swift
/// strings, so handing it on costs no reference counting; an anchor, a tag or an alias name is made a `String` only
/// when there is one (``Properties/resolved``, ``Name/string``).
///
/// Positions are libyaml mark indexes: offsets in Unicode scalars from the start of the input (after any byte
/// order mark), which ``SourceMap`` turns into line and column.
struct YAMLEvent {
  /// What the event reports.
  enum Kind {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias(name: Name)
    case scalar(value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, properties: Properties)
    case sequenceStart(Properties)
    case sequenceEnd
    case mappingStart(Properties)
    case mappingEnd
  }

  /// A NUL-terminated name in libyaml's memory (an alias's anchor name).
  struct Name {
    var pointer: UnsafePointer<UInt8>?

    /// The name as a Swift string; empty should libyaml give none.
    var string: String { pointer.map { String(cString: $0) } ?? "" }
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

  var kind: Kind
  /// The mark index where the event starts (for nodes: at the anchor or tag when there is one).
  var start: Int
  /// The mark index where the event ends.
  var end: Int
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
