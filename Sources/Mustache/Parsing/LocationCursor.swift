/// Turns byte offsets into lines and columns (1-based, columns in Unicode scalars), walking the
/// text forward from the last offset asked for.
///
/// - Complexity: O(n) in the length of the text over all calls made in increasing offset order;
///   a call with a smaller offset than the one before starts again from the beginning.
struct LocationCursor {
  private var offset = 0
  private var line = 1
  private var column = 1

  mutating func location(of target: Int, in source: SourceText) -> SourceLocation {
    if target < offset { self = LocationCursor() }
    let bytes = source.bytes
    while offset < target {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // A Unicode scalar starts at every byte that is not a continuation byte (10xxxxxx).
        column += 1
      }
      offset += 1
    }
    return SourceLocation(templateName: source.name, line: line, column: column)
  }
}
