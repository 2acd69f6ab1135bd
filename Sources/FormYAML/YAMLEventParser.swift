import CYAML

/// The libyaml event parser over one UTF-8 input, handing out events as Swift values.
///
/// The parser owns a copy of the input bytes, which libyaml reads without copying, for as long as it lives; both
/// are released in `deinit`. libyaml's parser works with explicit stacks, so no input can make it recurse.
final class YAMLEventParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private var finished = false
  /// The last event handed out, whose scalar buffer stays valid until the next one. Kept out of line: an `inout`
  /// access to a stored property of a class is checked for exclusivity at run time, on every event.
  private let current: UnsafeMutablePointer<yaml_event_t>
  private var holdsEvent = false

  /// A parser over `bytes` (UTF-8 without a byte order mark), or nil if libyaml cannot allocate one.
  init?(bytes: [UInt8]) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      return nil
    }
    // libyaml needs a non-null pointer even for empty input.
    let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
    _ = input.initialize(from: bytes)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    self.parser = parser
    self.input = input
    current = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    current.initialize(to: yaml_event_t())
  }

  deinit {
    if holdsEvent { yaml_event_delete(current) }
    current.deallocate()
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event, or nil when libyaml stopped with an error, which ``failure()`` then describes. After the stream
  /// end or an error there are no more events.
  ///
  /// A scalar event's value points into libyaml's memory, valid until the next call.
  func next() -> YAMLEvent? {
    if holdsEvent {
      yaml_event_delete(current)
      holdsEvent = false
    }
    guard !finished else { return YAMLEvent(kind: .streamEnd, start: 0, end: 0) }
    guard yaml_parser_parse(parser, current) == 1 else {
      finished = true
      return nil
    }
    holdsEvent = true
    let converted = Self.convert(current)
    if case .streamEnd = converted.kind { finished = true }
    return converted
  }

  /// Reads the event in place: a copy of the whole `yaml_event_t` (over 100 bytes) for every event, read back at
  /// other widths, stalled the loop.
  private static func convert(_ event: UnsafePointer<yaml_event_t>) -> YAMLEvent {
    let kind: YAMLEvent.Kind
    switch event.pointee.type {
    case YAML_STREAM_START_EVENT:
      kind = .streamStart
    case YAML_DOCUMENT_START_EVENT:
      kind = .documentStart
    case YAML_DOCUMENT_END_EVENT:
      kind = .documentEnd
    case YAML_ALIAS_EVENT:
      kind = .alias(name: YAMLEvent.Name(pointer: UnsafePointer(event.pointee.data.alias.anchor)))
    case YAML_SCALAR_EVENT:
      // libyaml's value is never null for a scalar; an empty buffer stands in should it be.
      let pointer = event.pointee.data.scalar.value
      let value = UnsafeBufferPointer(
        start: pointer.map { UnsafePointer($0) }, count: pointer == nil ? 0 : event.pointee.data.scalar.length)
      kind = .scalar(
        value: value, style: style(event.pointee.data.scalar.style),
        properties: YAMLEvent.Properties(
          anchor: UnsafePointer(event.pointee.data.scalar.anchor), tag: UnsafePointer(event.pointee.data.scalar.tag)))
    case YAML_SEQUENCE_START_EVENT:
      kind = .sequenceStart(
        YAMLEvent.Properties(
          anchor: UnsafePointer(event.pointee.data.sequence_start.anchor),
          tag: UnsafePointer(event.pointee.data.sequence_start.tag)))
    case YAML_SEQUENCE_END_EVENT:
      kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      kind = .mappingStart(
        YAMLEvent.Properties(
          anchor: UnsafePointer(event.pointee.data.mapping_start.anchor),
          tag: UnsafePointer(event.pointee.data.mapping_start.tag)))
    case YAML_MAPPING_END_EVENT:
      kind = .mappingEnd
    default:
      kind = .streamEnd
    }
    return YAMLEvent(kind: kind, start: event.pointee.start_mark.index, end: event.pointee.end_mark.index)
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }

  /// libyaml's error, after ``next()`` returned nil.
  func failure() -> YAMLParserFailure {
    let state = parser.pointee
    let stage: YAMLParserFailure.Stage
    switch state.error {
    case YAML_READER_ERROR: stage = .reader
    case YAML_SCANNER_ERROR: stage = .scanner
    case YAML_MEMORY_ERROR: stage = .memory
    default: stage = .parser
    }
    let problem = state.problem.map { String(cString: $0) } ?? "unknown error"
    let context = state.context.map { String(cString: $0) }
    return YAMLParserFailure(
      stage: stage,
      problem: problem,
      problemIndex: stage == .reader || stage == .memory ? nil : state.problem_mark.index,
      problemByteOffset: stage == .reader ? state.problem_offset : nil,
      problemValue: Int(state.problem_value),
      context: context,
      contextIndex: context == nil ? nil : state.context_mark.index
    )
  }
}
