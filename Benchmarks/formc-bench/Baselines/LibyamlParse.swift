import CYAML

/// The `compile` case's baseline: libyaml's event parser over the spec, every event read and
/// released and nothing built, the parse no YAML compiler can avoid.
enum LibyamlParse {
  /// Parses `bytes` (UTF-8) to the end of the stream and returns the number of events, or -1 on
  /// a syntax error.
  static func eventCount(_ bytes: [UInt8]) -> Int {
    // libyaml keeps pointers into the parser (its input handler's data is the parser), so it
    // needs a fixed address.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else { return -1 }
    defer { yaml_parser_delete(parser) }
    return bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
      var event = yaml_event_t()
      var count = 0
      while yaml_parser_parse(parser, &event) == 1 {
        count += 1
        let finished = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        if finished { return count }
      }
      return -1
    }
  }
}
