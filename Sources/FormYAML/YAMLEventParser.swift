import CYAML

/// The libyaml event parser over one UTF-8 input, handing out events as Swift values.
///
/// The parser owns a copy of the input bytes, which libyaml reads without copying, for as long as it lives; both
/// are released in `deinit`. libyaml's parser works with explicit stacks, so no input can make it recurse.
final class YAMLEventParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private var finished = false

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
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event, or libyaml's error. After the stream end or an error there are no more events.
  func next() -> Result<YAMLEvent, YAMLParserFailure> {
    guard !finished else { return .success(YAMLEvent(kind: .streamEnd, start: 0, end: 0)) }
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else {
      finished = true
      return .failure(failure())
    }
    defer { yaml_event_delete(&event) }
    let converted = Self.convert(event)
    if case .streamEnd = converted.kind { finished = true }
    return .success(converted)
  }

  private static func convert(_ event: yaml_event_t) -> YAMLEvent {
    let kind: YAMLEvent.Kind
    switch event.type {
    case YAML_STREAM_START_EVENT:
      kind = .streamStart
    case YAML_DOCUMENT_START_EVENT:
      kind = .documentStart
    case YAML_DOCUMENT_END_EVENT:
      kind = .documentEnd
    case YAML_ALIAS_EVENT:
      kind = .alias(name: string(event.data.alias.anchor) ?? "")
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let value = scalar.value.map {
        String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
      }
      kind = .scalar(
        value: value ?? "", style: style(scalar.style),
        properties: YAMLNodeProperties(anchor: string(scalar.anchor), tag: string(scalar.tag))
      )
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      kind = .sequenceStart(YAMLNodeProperties(anchor: string(start.anchor), tag: string(start.tag)))
    case YAML_SEQUENCE_END_EVENT:
      kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      kind = .mappingStart(YAMLNodeProperties(anchor: string(start.anchor), tag: string(start.tag)))
    case YAML_MAPPING_END_EVENT:
      kind = .mappingEnd
    default:
      kind = .streamEnd
    }
    return YAMLEvent(kind: kind, start: event.start_mark.index, end: event.end_mark.index)
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
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

  private func failure() -> YAMLParserFailure {
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
