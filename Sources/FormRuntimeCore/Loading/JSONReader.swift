/// Reads JSON text (RFC 8259) from UTF-8 bytes, value by value, for a reader that knows the
/// shape it expects: `CompiledForm+JSONReading.swift` reads the compiled form's tables with it
/// straight from the bytes, without building a tree first.
///
/// The input is untrusted, so every method either reads a well-formed value or throws a
/// ``JSONReadError`` that says where (a byte offset and a path such as `.rows.kind[3]`); nothing
/// traps, recursion stops at ``maximumDepth`` levels of arrays and objects, and nothing is
/// allocated beyond what the values read need.
///
/// What it accepts is JSON as the RFC defines it: white space (space, tab, line feed, carriage
/// return) between tokens, escapes including `\uXXXX` with surrogate pairs (a lone surrogate is
/// an error, as it is for `JSONDecoder`), strings that are valid UTF-8 without raw control
/// characters, and numbers without leading zeros; no trailing commas (which `JSONDecoder`
/// allows), nothing after the value but white space.
package struct JSONReader {
  /// How deeply arrays and objects may nest; the compiled form needs 5 levels.
  static let maximumDepth = 32

  /// The text followed by one 0 byte, which no token holds: reading stops there without a
  /// bounds check on every byte, and a 0 byte within the text is an error like any stray byte.
  private let bytes: [UInt8]
  /// The offset of the next byte to read.
  private(set) package var offset = 0
  private var depth = 0

  /// - Parameter text: JSON text in UTF-8.
  package init(_ text: some Collection<UInt8>) {
    var bytes = [UInt8]()
    bytes.reserveCapacity(text.count + 1)
    bytes.append(contentsOf: text)
    bytes.append(0)
    self.bytes = bytes
  }

  /// The number of bytes of the text.
  private var endOffset: Int { bytes.count - 1 }

  // MARK: Structure

  /// Reads an object, calling `value` with each key; it reads (or skips) the value.
  mutating func readObject(
    _ value: (inout JSONReader, String) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try enter(UInt8(ascii: "{"), "an object")
    if try !consume(UInt8(ascii: "}")) {
      repeat {
        let key = try readKey()
        do { try value(&self, key) } catch { throw error.within(".\(key)") }
      } while try separator(close: UInt8(ascii: "}"))
    }
    depth -= 1
  }

  /// Reads an object, calling `value` with each key and the offset of its opening quote (where a
  /// message about the key points); it reads (or skips) the value.
  mutating func readObject(
    keyOffsets value: (inout JSONReader, String, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try enter(UInt8(ascii: "{"), "an object")
    if try !consume(UInt8(ascii: "}")) {
      repeat {
        skipWhiteSpace()
        let keyOffset = offset
        let key = try readKey()
        do { try value(&self, key, keyOffset) } catch { throw error.within(".\(key)") }
      } while try separator(close: UInt8(ascii: "}"))
    }
    depth -= 1
  }

  /// Reads an object whose keys are among `keys`, calling `value` with the index of each
  /// known key. Unknown keys are skipped, and so is every repeat of a key after its first
  /// appearance (`JSONDecoder` reads the first, too); a required key that is missing throws.
  mutating func readObject(
    _ keys: JSONKeys, _ value: (inout JSONReader, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    let start = offset
    var seen: UInt64 = 0
    try enter(UInt8(ascii: "{"), "an object")
    if try !consume(UInt8(ascii: "}")) {
      repeat {
        let keyStart = offset
        let index = try readKey(among: keys)
        if let index, seen & (1 << index) == 0 {
          seen |= 1 << index
          do { try value(&self, index) } catch { throw error.within(".\(keys.names[index])") }
        } else {
          // Only now is the key needed as text, for the path of an error in what is skipped.
          offset = keyStart
          let key = try readKey()
          do { try skipValue() } catch { throw error.within(".\(key)") }
        }
      } while try separator(close: UInt8(ascii: "}"))
    }
    depth -= 1
    if let missing = keys.names.indices.first(where: { keys.required & (1 << $0) != 0 && seen & (1 << $0) == 0 }) {
      throw JSONReadError(.shape, "missing key '\(keys.names[missing])'", at: start)
    }
  }

  /// Reads an object whose keys are among `keys` into `state`, calling `value` with the index of
  /// each known key, as ``readObject(_:_:)`` does.
  mutating func readObject<State>(
    _ keys: JSONKeys, into state: inout State,
    _ value: (inout JSONReader, inout State, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try readObject(keys) { json, index throws(JSONReadError) in try value(&json, &state, index) }
  }

  /// Reads an array, calling `element` with the index of each element; it reads the element.
  package mutating func readArray(
    _ element: (inout JSONReader, Int) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try enter(UInt8(ascii: "["), "an array")
    if try !consume(UInt8(ascii: "]")) {
      var index = 0
      repeat {
        do { try element(&self, index) } catch { throw error.within("[\(index)]") }
        index += 1
      } while try separator(close: UInt8(ascii: "]"))
    }
    depth -= 1
  }

  /// Reads a value of any kind and drops it.
  mutating func skipValue() throws(JSONReadError) {
    switch try peek() {
    case .object: try readObject { reader, _ throws(JSONReadError) in try reader.skipValue() }
    case .array: try readArray { reader, _ throws(JSONReadError) in try reader.skipValue() }
    case .string: _ = try readString()
    case .number: _ = try readNumber()
    case .bool: _ = try readBool()
    case .null: _ = try readNull()
    }
  }

  /// Checks that nothing but white space follows the value read.
  package mutating func finish() throws(JSONReadError) {
    skipWhiteSpace()
    guard offset == endOffset else { throw syntaxError("unexpected text after the end of the JSON value") }
  }

  // MARK: Scalars

  /// The kinds of JSON value.
  package enum Kind {
    case object, array, string, number, bool, null

    var phrase: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
      case .null: "null"
      }
    }
  }

  /// The kind of the next value, without reading it.
  package mutating func peek() throws(JSONReadError) -> Kind {
    skipWhiteSpace()
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw syntaxError("expected a JSON value")
    }
  }

  /// Reads `null` if it comes next. - Returns: whether it did.
  mutating func readNull() throws(JSONReadError) -> Bool {
    guard try peek() == .null else { return false }
    try literal("null")
    return true
  }

  mutating func readBool() throws(JSONReadError) -> Bool {
    try expect(.bool, "a boolean")
    if bytes[offset] == UInt8(ascii: "t") {
      try literal("true")
      return true
    }
    try literal("false")
    return false
  }

  /// Reads a number that is an integer in `Int`'s range. As with `JSONDecoder`, a number with a
  /// fraction or exponent counts when it is a whole number in range (`1.0`, `1e2`), here exactly.
  mutating func readInt() throws(JSONReadError) -> Int {
    try expect(.number, "an integer")
    let start = offset
    guard let value = try readNumber().flatMap({ Int(exactly: $0) }) else {
      throw JSONReadError(.shape, "the number \(text(start..<offset)) is not an integer that fits in Int", at: start)
    }
    return value
  }

  /// Reads a number that is an integer in ``FormInt``'s range, as ``readInt()`` reads one in `Int`'s.
  mutating func readFormInt() throws(JSONReadError) -> FormInt {
    try expect(.number, "an integer")
    let start = offset
    guard let value = try readNumber() else {
      throw JSONReadError(
        .shape, "the number \(text(start..<offset)) is not an integer that fits in 64 bits", at: start)
    }
    return value
  }

  /// Reads a number, checking its syntax. - Returns: its value (nil when it is not a ``FormInt``)
  /// and its text, for exact decimal reading.
  package mutating func readNumberAndText() throws(JSONReadError) -> (FormInt?, String) {
    skipWhiteSpace()
    let start = offset
    let value = try readNumber()
    return (value, text(start..<offset))
  }

  /// Reads a number, checking its syntax. - Returns: its value, or nil when it is not a whole
  /// number in ``FormInt``'s range.
  mutating func readNumber() throws(JSONReadError) -> FormInt? {
    skipWhiteSpace()
    let start = offset
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    // Accumulated negatively, so that FormInt.min fits.
    var value: FormInt = 0
    var fits = true
    guard isDigit(bytes[offset]) else { throw syntaxError("expected a digit") }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if isDigit(bytes[offset]) { throw syntaxError("a number has a leading zero") }
    } else {
      while isDigit(bytes[offset]) {
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (next, overflow2) = times10.subtractingReportingOverflow(FormInt(bytes[offset] - UInt8(ascii: "0")))
        fits = fits && !overflow1 && !overflow2
        value = next
        offset += 1
      }
    }
    var isWhole = true
    if bytes[offset] == UInt8(ascii: ".") {
      isWhole = false
      offset += 1
      guard isDigit(bytes[offset]) else { throw syntaxError("expected a digit after the decimal point") }
      while isDigit(bytes[offset]) { offset += 1 }
    }
    if bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      isWhole = false
      offset += 1
      if bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard isDigit(bytes[offset]) else { throw syntaxError("expected a digit in the exponent") }
      while isDigit(bytes[offset]) { offset += 1 }
    }
    guard isWhole else { return Self.exactInteger(ofNumeral: bytes[start..<offset]) }
    guard fits else { return nil }
    if negative { return value }
    return value == .min ? nil : -value
  }

  /// Reads a string, checking its escapes and that it is valid UTF-8.
  /// - Complexity: O(n) in the length of the string.
  package mutating func readString() throws(JSONReadError) -> String {
    try expect(.string, "a string")
    offset += 1
    let start = offset
    var isASCII = true
    while true {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      isASCII = isASCII && byte < 0x80
      offset += 1
    }
    guard bytes[offset] == UInt8(ascii: "\"") else { return try readEscapedString(from: start) }
    offset += 1
    let utf8 = bytes[start..<offset - 1]
    if isASCII { return String(decoding: utf8, as: UTF8.self) }
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw JSONReadError(.syntax, "a string is not valid UTF-8", at: start)
    }
    return text
  }

  /// The rest of a string that holds an escape (or ends too soon), from its first byte.
  private mutating func readEscapedString(from start: Int) throws(JSONReadError) -> String {
    var utf8 = Array(bytes[start..<offset])
    while true {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw JSONReadError(.syntax, "a string is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        offset += 1
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try readUnicodeEscape().utf8)
        default:
          offset -= 2
          throw syntaxError("invalid escape in a string")
        }
      case ..<0x20:
        throw syntaxError("a control character in a string")
      default:
        utf8.append(byte)
        offset += 1
      }
    }
  }

  /// The character of a `\uXXXX` escape (its `\u` read), or of two that form a surrogate pair.
  private mutating func readUnicodeEscape() throws(JSONReadError) -> String {
    let start = offset - 2
    let first = try readHex4()
    var scalar = Unicode.Scalar(first)
    if (0xD800..<0xDC00).contains(first), bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
      offset += 2
      let second = try readHex4()
      if (0xDC00..<0xE000).contains(second) {
        scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      }
    }
    guard let scalar else { throw JSONReadError(.syntax, "a string has a lone surrogate escape", at: start) }
    return String(scalar)
  }

  private mutating func readHex4() throws(JSONReadError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = ASCIIDigits.hexDigit(UInt32(bytes[offset])) else {
        throw syntaxError("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  // MARK: Tokens

  /// Reads an object's key and the colon after it.
  private mutating func readKey() throws(JSONReadError) -> String {
    skipWhiteSpace()
    guard bytes[offset] == UInt8(ascii: "\"") else { throw syntaxError("expected a key in quotes") }
    let key = try readString()
    try colon()
    return key
  }

  /// Reads an object's key and the colon after it. - Returns: its index in `keys`, or nil.
  private mutating func readKey(among keys: JSONKeys) throws(JSONReadError) -> Int? {
    skipWhiteSpace()
    guard bytes[offset] == UInt8(ascii: "\"") else { throw syntaxError("expected a key in quotes") }
    // The compiler's keys are plain ASCII, so most keys compare as bytes, without a String.
    let start = offset + 1
    var end = start
    while bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\\") && bytes[end] >= 0x20 { end += 1 }
    if bytes[end] == UInt8(ascii: "\""),
      let index = keys.utf8.firstIndex(where: { $0.elementsEqual(bytes[start..<end]) })
    {
      offset = end + 1
      try colon()
      return index
    }
    let key = try readString()
    try colon()
    return keys.names.firstIndex(of: key)
  }

  private mutating func colon() throws(JSONReadError) {
    guard try consume(UInt8(ascii: ":")) else { throw syntaxError("expected ':' after a key") }
  }

  /// Opens an array or object.
  private mutating func enter(_ open: UInt8, _ phrase: String) throws(JSONReadError) {
    skipWhiteSpace()
    guard bytes[offset] == open else { throw try mismatch(phrase) }
    guard depth < Self.maximumDepth else {
      throw syntaxError("arrays and objects nest more than \(Self.maximumDepth) deep")
    }
    depth += 1
    offset += 1
  }

  /// After an element or member: reads a comma (more follow) or the closing bracket (none do).
  private mutating func separator(close: UInt8) throws(JSONReadError) -> Bool {
    if try consume(UInt8(ascii: ",")) { return true }
    if try consume(close) { return false }
    throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(close)))'")
  }

  /// Reads `byte` if it comes next (after white space). - Returns: whether it did.
  private mutating func consume(_ byte: UInt8) throws(JSONReadError) -> Bool {
    skipWhiteSpace()
    guard bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func literal(_ word: StaticString) throws(JSONReadError) {
    let count = word.utf8CodeUnitCount
    guard offset + count <= endOffset,
      word.withUTF8Buffer({ $0.elementsEqual(bytes[offset..<offset + count]) })
    else { throw syntaxError("expected \(word)") }
    offset += count
  }

  /// Checks that the next value is of `kind`.
  private mutating func expect(_ kind: Kind, _ phrase: String) throws(JSONReadError) {
    guard try peek() == kind else { throw try mismatch(phrase) }
  }

  private mutating func mismatch(_ phrase: String) throws(JSONReadError) -> JSONReadError {
    JSONReadError(.shape, "expected \(phrase), found \(try peek().phrase)", at: offset)
  }

  private mutating func skipWhiteSpace() {
    while true {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
      default: return
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  private func syntaxError(_ message: ErrorMessage) -> JSONReadError {
    JSONReadError(.syntax, offset == endOffset ? "unexpected end of the text" : message, at: offset)
  }
}

/// The keys of an object that `JSONReader.readObject(_:_:)` reads by index.
struct JSONKeys: Sendable {
  let names: [String]
  let utf8: [[UInt8]]
  /// A bit per name: whether the key must be there.
  let required: UInt64

  /// - Parameters:
  ///   - names: the keys (at most 64).
  ///   - isRequired: whether the key at an index of `names` must be there; a key that may be
  ///     missing gets a default from the reader of the object.
  init(names: [String], isRequired: (Int) -> Bool) {
    self.names = names
    utf8 = names.map { Array($0.utf8) }
    var required: UInt64 = 0
    for index in names.indices where isRequired(index) { required |= 1 << index }
    self.required = required
  }

  /// - Parameter required: keys that must all be there.
  init(_ required: [String]) {
    self.init(names: required) { _ in true }
  }
}

/// Why ``JSONReader`` could not read a value.
package struct JSONReadError: Error {
  package enum Kind: Sendable {
    /// The text is not JSON.
    case syntax
    /// The text is JSON, but not of the shape the reader expects.
    case shape
  }

  /// What the error says, in one object: the error is one reference wide, so that each of the
  /// many places that throw one returns it in a register, not through memory (as
  /// ``ErrorMessage`` is), eager-move in Embedded Swift as ``ErrorMessage``'s interpolation is.
  #if hasFeature(Embedded)
    @_eagerMove
  #endif
  private final class Details: Sendable {
    let kind: Kind
    let message: String
    let offset: Int
    let path: String

    init(_ kind: Kind, _ message: String, _ offset: Int, _ path: String) {
      self.kind = kind
      self.message = message
      self.offset = offset
      self.path = path
    }
  }

  private let details: Details

  var kind: Kind { details.kind }
  package var message: String { details.message }
  /// The byte at which reading failed.
  package var offset: Int { details.offset }
  /// Where in the JSON value, as `.rows.kind[3]`; empty for the value itself.
  var path: String { details.path }

  package init(_ kind: Kind, _ message: ErrorMessage, at offset: Int) {
    details = Details(kind, message.text, offset, "")
  }

  private init(_ details: Details) {
    self.details = details
  }

  /// The error, as seen from the array or object holding the value that failed.
  func within(_ component: String) -> JSONReadError {
    JSONReadError(Details(kind, message, offset, component + path))
  }

  /// The message with where it happened: `expected a string, found null at .rows.id[3] (byte 120)`.
  var description: String {
    let text: ErrorMessage = "\(message) at \(path.isEmpty ? "the top level" : path) (byte \(offset))"
    return text.text
  }
}

/// A value that reads itself from JSON, as its `Decodable` conformance decodes it.
package protocol JSONReadable {
  init(from json: inout JSONReader) throws(JSONReadError)
}

extension JSONReader {
  /// Reads a value of a type that reads itself.
  mutating func read<Value: JSONReadable>(_ type: Value.Type = Value.self) throws(JSONReadError) -> Value {
    try Value(from: &self)
  }
}

extension Bool: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readBool() }
}

extension Int: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readInt() }
}

#if _pointerBitWidth(_32)
  extension FormInt: JSONReadable {
    package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readFormInt() }
  }
#endif

extension String: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) { self = try json.readString() }
}

extension Optional: JSONReadable where Wrapped: JSONReadable {
  /// `null` is nil, as `decodeIfPresent` and `decode(_: Wrapped?.self)` read it.
  package init(from json: inout JSONReader) throws(JSONReadError) {
    self = try json.readNull() ? nil : try json.read(Wrapped.self)
  }
}

extension Array: JSONReadable where Element: JSONReadable {
  package init(from json: inout JSONReader) throws(JSONReadError) {
    var elements: [Element] = []
    try json.readArray { json, _ throws(JSONReadError) in elements.append(try json.read()) }
    self = elements
  }
}
