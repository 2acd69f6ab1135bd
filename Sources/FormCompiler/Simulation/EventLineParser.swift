import FormRuntime

/// Why an event line could not be read.
public struct EventLineError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// 1-based column of the problem in the line.
  public var column: Int

  public var description: String { "column \(column): \(message)" }
}

/// Reads the event lines of `formc simulate`:
///
///     tap citrus
///     expand starts
///     collapse starts
///     set method "card"
///     set allDay true
///     set count 3
///     set tags ["a", "b"]
///     set choice null
///     set payment "card"
///     search dark mode
///     search
///
/// Values are JSON literals (strings in double quotes with JSON escapes; a list of strings is a set).
/// A search's text is the rest of the line as written, after exactly one space (so it may hold
/// spaces, quotes and `#`); `search` alone clears the search.
public enum EventLineParser {
  /// Longest event line accepted, in Unicode scalars.
  public static let maxLineLength = 65_536

  /// Whether the line holds no event (blank, or a `#` comment).
  public static func isBlankOrComment(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    return trimmed.isEmpty || trimmed.first == "#" || trimmed == "\r"
  }

  /// Parses one event line.
  /// - Throws: ``EventLineError`` with the column of the problem.
  /// - Complexity: O(n) in the length of the line.
  public static func parse(_ line: Substring) throws(EventLineError) -> FormEvent {
    var scanner = LiteralScanner(Array(line.unicodeScalars))
    guard scanner.scalars.count <= maxLineLength else {
      throw EventLineError(message: "event line is longer than \(maxLineLength) characters", column: 1)
    }
    scanner.skipSpaces()
    let verbColumn = scanner.column
    let verb = scanner.word()
    if verb == "search" { return try scanner.searchText() }
    scanner.skipSpaces()
    let nameColumn = scanner.column
    let name = scanner.word()
    let event: FormEvent
    switch verb {
    case "tap", "expand", "collapse":
      guard !name.isEmpty else { throw EventLineError(message: "'\(verb)' needs a row id", column: nameColumn) }
      event = verb == "tap" ? .tap(name) : verb == "expand" ? .expand(name) : .collapse(name)
    case "set":
      guard !name.isEmpty else { throw EventLineError(message: "'set' needs a name and a value", column: nameColumn) }
      scanner.skipSpaces()
      guard !scanner.atEnd else {
        throw EventLineError(
          message: "'set \(name)' needs a value (true, 3, \"text\", null or [\"a\", \"b\"])", column: scanner.column)
      }
      event = .set(name, try scanner.value())
    case "":
      throw EventLineError(message: "expected an event: tap, expand, collapse, set or search", column: verbColumn)
    default:
      throw EventLineError(
        message: "unknown event '\(verb)'; expected tap, expand, collapse, set or search", column: verbColumn)
    }
    scanner.skipSpaces()
    guard scanner.atEnd else {
      throw EventLineError(message: "unexpected text after the event", column: scanner.column)
    }
    return event
  }
}

/// A cursor over one line's scalars.
private struct LiteralScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  var atEnd: Bool { index >= scalars.count }
  var column: Int { index + 1 }
  var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

  mutating func skipSpaces() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\r" { index += 1 }
  }

  /// After `search`: nothing (the search is cleared), or one space and the text, verbatim.
  mutating func searchText() throws(EventLineError) -> FormEvent {
    guard let separator = current else { return .search("") }
    guard separator == " " else {
      throw EventLineError(
        message: "'search' is followed by one space and the text to search for (or nothing, to clear the search)",
        column: column)
    }
    return .search(String(String.UnicodeScalarView(scalars[(index + 1)...])))
  }

  /// Letters, digits and `_`.
  mutating func word() -> String {
    let start = index
    while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
      index += 1
    }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  mutating func value() throws(EventLineError) -> FormValue {
    let start = column
    if current == "\"" { return .string(try string()) }
    if current == "[" {
      index += 1
      var members: [String] = []
      skipSpaces()
      if current == "]" {
        index += 1
        return .set([])
      }
      while true {
        skipSpaces()
        guard current == "\"" else { throw EventLineError(message: "expected a string in the list", column: column) }
        members.append(try string())
        skipSpaces()
        if current == "," {
          index += 1
          continue
        }
        guard current == "]" else { throw EventLineError(message: "expected ',' or ']' in the list", column: column) }
        index += 1
        break
      }
      guard Set(members).count == members.count else {
        throw EventLineError(message: "the list names a member twice", column: start)
      }
      return .set(Set(members))
    }
    var sign = ""
    if current == "-" {
      sign = "-"
      index += 1
    }
    let text = sign + word()
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      if let number = Int(text) { return .int(number) }
      throw EventLineError(
        message: "expected a value: true, false, null, a whole number, a \"string\" or a [\"list\"]; "
          + "strings need double quotes",
        column: start)
    }
  }

  /// A JSON string literal.
  mutating func string() throws(EventLineError) -> String {
    let start = column
    index += 1
    var text = String.UnicodeScalarView()
    while let scalar = current {
      index += 1
      switch scalar {
      case "\"":
        return String(text)
      case "\\":
        guard let escaped = current else { break }
        index += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "u":
          guard index + 4 <= scalars.count,
            let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
            let decoded = Unicode.Scalar(code)
          else { throw EventLineError(message: "invalid \\u escape", column: column - 2) }
          text.append(decoded)
          index += 4
        case "\"", "\\", "/": text.append(escaped)
        default: throw EventLineError(message: "invalid escape '\\\(Character(escaped))'", column: column - 2)
        }
      default:
        text.append(scalar)
      }
    }
    throw EventLineError(message: "unterminated string; add the closing '\"'", column: start)
  }
}
