import CYAML

/// The libyaml event parser over one UTF-8 input, handing out events read in place.
///
/// The parser reads the input where it is, without copying it: the caller keeps the bytes valid for as long as the
/// parser lives. libyaml's parser works with explicit stacks, so no input can make it recurse.
final class YAMLEventParser {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private var finished = false
  /// The last event handed out, whose scalar buffer stays valid until the next one. Kept out of line: an `inout`
  /// access to a stored property of a class is checked for exclusivity at run time, on every event.
  private let current: UnsafeMutablePointer<yaml_event_t>
  private var holdsEvent = false

  /// A byte of its own for an input without storage: libyaml needs a pointer that is not null even to read nothing.
  private let emptyInput: UnsafeMutablePointer<UInt8>?

  /// A parser over `bytes` (UTF-8 without a byte order mark), which must stay valid while it lives; nil if libyaml
  /// cannot allocate one.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      return nil
    }
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    emptyInput = bytes.baseAddress == nil ? UnsafeMutablePointer<UInt8>.allocate(capacity: 1) : nil
    yaml_parser_set_input_string(parser, bytes.baseAddress ?? UnsafePointer(emptyInput), bytes.count)
    self.parser = parser
    current = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    current.initialize(to: yaml_event_t())
  }

  deinit {
    if holdsEvent { yaml_event_delete(current) }
    current.deallocate()
    yaml_parser_delete(parser)
    parser.deallocate()
    emptyInput?.deallocate()
  }

  /// The next event, or nil when libyaml stopped with an error, which ``failure()`` then describes. After the stream
  /// end or an error there are no more events.
  ///
  /// The event reads libyaml's memory, valid until the next call.
  func next() -> YAMLEvent? {
    if holdsEvent {
      yaml_event_delete(current)
      holdsEvent = false
    }
    guard !finished else {
      current.initialize(to: yaml_event_t())
      current.pointee.type = YAML_STREAM_END_EVENT
      return YAMLEvent(current)
    }
    guard yaml_parser_parse(parser, current) == 1 else {
      finished = true
      return nil
    }
    holdsEvent = true
    let event = YAMLEvent(current)
    if event.kind == .streamEnd { finished = true }
    return event
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
