/// Writes JSON text as UTF-8 bytes, exactly as Foundation's `JSONEncoder` does with the
/// `.sortedKeys` and `.withoutEscapingSlashes` options: no white space, integers in decimal,
/// strings as their UTF-8 with only `"`, `\` and the control characters U+0000–U+001F escaped
/// (`\b`, `\t`, `\n`, `\f`, `\r`, otherwise `\u00xx` in lower-case hex; U+007F, U+2028, U+2029
/// and everything else written as is).
///
/// It checks nothing: the caller writes an object's keys in sorted order (byte order, which is
/// how `JSONEncoder` sorts ASCII keys) and pairs every `beginObject` and `beginArray` with its
/// end. The compiled form's tests compare its output with `JSONEncoder`'s byte for byte.
///
/// The output is a buffer of its own, grown by doubling, which a writer cannot share: an `Array`'s
/// `append` checks that the array is not shared and has room on every byte, more than the writing
/// itself costs.
package struct JSONWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Whether the next key or value follows another one at the same level, and so a comma.
  private var needsComma = false

  /// - Parameter capacity: the expected length of the output in bytes.
  init(capacity: Int) {
    self.capacity = max(64, capacity)
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Calls `body` with the bytes written, valid only during the call.
  func withBytes<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var newCapacity = 2 * capacity
    while count + extra > newCapacity { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  private mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }

  mutating func beginObject() {
    separate()
    append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    append(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object's key and the colon after it; the value comes next.
  mutating func key(_ name: String) {
    write(name)
    append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes one of the format's own keys, a literal that needs no escape, and the colon after it: copied whole,
  /// without the scan for characters to escape that a key from the data needs.
  mutating func key(literal name: StaticString) {
    separate()
    name.withUTF8Buffer { utf8 in
      reserve(utf8.count + 3)
      base[count] = UInt8(ascii: "\"")
      for (offset, byte) in utf8.enumerated() { base[count + 1 + offset] = byte }
      base[count + 1 + utf8.count] = UInt8(ascii: "\"")
      base[count + 2 + utf8.count] = UInt8(ascii: ":")
      count += utf8.count + 3
    }
    needsComma = false
  }

  /// Ends the text with a newline, as the last line of a file.
  mutating func endLine() {
    append(UInt8(ascii: "\n"))
  }

  mutating func writeNull() {
    separate()
    append("null")
  }

  mutating func write(_ value: Bool) {
    separate()
    if value { append("true") } else { append("false") }
  }

  /// - Complexity: O(1): at most 20 bytes.
  mutating func write(_ value: FormInt) {
    separate()
    // Written in place, last digit first, after counting the digits: most numbers of a compiled form are slots
    // and indexes of a few digits, and a check for room per digit cost more than the division.
    reserve(20)
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    count += digits
    var position = count
    repeat {
      position -= 1
      base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  #if _pointerBitWidth(_32)
    /// An index or count, written as the ``FormInt`` it fits in.
    mutating func write(_ value: Int) { write(FormInt(value)) }
  #endif

  /// Writes `number`, the text of a JSON number (a ``FormDecimal/description``), as it is.
  mutating func writeNumberText(_ number: String) {
    separate()
    for byte in number.utf8 { append(byte) }
  }

  mutating func write(_ text: String) {
    separate()
    // Most strings (ids, titles) need no escape: they are copied byte by byte as they are checked, read in place (a
    // copy of the string to call `withUTF8` on would retain and release it), and the copy counts only once the
    // whole string has passed.
    let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
      reserve(utf8.count + 2)
      var position = count
      base[position] = UInt8(ascii: "\"")
      position += 1
      for byte in utf8 {
        guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
        base[position] = byte
        position += 1
      }
      base[position] = UInt8(ascii: "\"")
      count = position + 1
      return true
    }
    if copied == true { return }
    append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        append(UInt8(ascii: "\\"))
        append(byte)
      case 0x08: append(escape: "b")
      case 0x09: append(escape: "t")
      case 0x0A: append(escape: "n")
      case 0x0C: append(escape: "f")
      case 0x0D: append(escape: "r")
      case ..<0x20:
        append(#"\u00"#)
        append(Self.hexDigits[Int(byte >> 4)])
        append(Self.hexDigits[Int(byte & 0xF)])
      default:
        append(byte)
      }
    }
    append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func append(escape letter: Unicode.Scalar) {
    append(UInt8(ascii: "\\"))
    append(UInt8(ascii: letter))
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma { append(UInt8(ascii: ",")) }
    needsComma = true
  }
}

/// A value that writes itself as JSON, as its `Encodable` conformance encodes it.
package protocol JSONWritable {
  func write(to json: inout JSONWriter)
}

extension JSONWriter {
  /// Writes one of the format's own keys (a literal that needs no escape) and its value.
  mutating func field(_ key: StaticString, _ value: some JSONWritable) {
    self.key(literal: key)
    value.write(to: &self)
  }

  /// Writes one of the format's own keys and its value, or nothing when the value is nil (`encodeIfPresent`).
  mutating func field(_ key: StaticString, ifPresent value: (some JSONWritable)?) {
    guard let value else { return }
    field(key, value)
  }

  /// Writes a key taken from the data, escaped as needed, and its value.
  mutating func field(named key: String, _ value: some JSONWritable) {
    self.key(key)
    value.write(to: &self)
  }
}

extension Bool: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(self) }
}

extension Int: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(FormInt(self)) }
}

#if _pointerBitWidth(_32)
  extension FormInt: JSONWritable {
    package func write(to json: inout JSONWriter) { json.write(self) }
  }
#endif

extension String: JSONWritable {
  package func write(to json: inout JSONWriter) { json.write(self) }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
  package func write(to json: inout JSONWriter) {
    if let self { self.write(to: &json) } else { json.writeNull() }
  }
}

extension Array: JSONWritable where Element: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginArray()
    // By index: each element is borrowed where it is, where `for element in self` retained every string it copied.
    for index in indices { self[index].write(to: &json) }
    json.endArray()
  }
}
