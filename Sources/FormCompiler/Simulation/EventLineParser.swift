import FormRuntime

/// Why an event line could not be read.
public struct EventLineError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// 1-based column of the problem in the line.
  public var column: Int

  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  public var description: String { "column \(column): \(message)" }
}

/// One event line read: the event, and where its parts are written, so that an error the engine
/// gives for the event can point at the name or the value it is about.
public struct EventLine: Hashable, Sendable {
  public var event: FormEvent
  /// 1-based column of the row or value name (of the search text for a `search`).
  public var nameColumn: Int
  /// 1-based column of the value of a `set`; the name's column for other events.
  public var valueColumn: Int
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
    try read(line).event
  }

  /// Reads one event line, with the columns of its parts.
  /// - Parameter targets: the form the events are for, when known: a value that is not a literal
  ///   then gets a message saying what the name it is set on takes (`'count' takes a whole number`).
  /// - Throws: ``EventLineError`` with the column of the problem.
  /// - Complexity: O(n) in the length of the line.
  public static func read(_ line: Substring, targets: EventTargets? = nil) throws(EventLineError) -> EventLine {
    var scanner = LiteralScanner(Array(line.unicodeScalars))
    guard scanner.scalars.count <= maxLineLength else {
      throw EventLineError(message: "event line is longer than \(maxLineLength) characters", column: 1)
    }
    scanner.skipSpaces()
    let verbColumn = scanner.column
    let verb = scanner.word()
    if verb == "search" {
      return EventLine(event: try scanner.searchText(), nameColumn: scanner.column + 1, valueColumn: scanner.column + 1)
    }
    scanner.skipSpaces()
    let nameColumn = scanner.column
    let name = scanner.word()
    var valueColumn = nameColumn
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
      valueColumn = scanner.column
      event = .set(name, try scanner.value(for: name, type: targets?.valueType(of: name)))
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
    return EventLine(event: event, nameColumn: nameColumn, valueColumn: valueColumn)
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

  /// The value of `set name …`; `type` is what `name` holds, when known, for the message when the
  /// value is not a literal.
  mutating func value(for name: String, type: ValueType?) throws(EventLineError) -> FormValue {
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
    // Up to the next space, so that `3.0` or `2026-11-29` is named whole in the message, rather
    // than read as a number followed by "unexpected text".
    let text = bareToken()
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      if let number = Int(text) { return .int(number) }
      throw EventLineError(message: Self.notALiteral(text, for: name, type: type), column: start)
    }
  }

  /// What to say about `text`, which is no literal, as the value of `name`.
  private static func notALiteral(_ text: String, for name: String, type: ValueType?) -> String {
    let isNumber = text.unicodeScalars.first.map { ("0"..."9").contains($0) || $0 == "-" } ?? false
    let shown = text.isEmpty ? "" : ", found '\(text)'"
    // `'card'` is a string in the wrong quotes: the fix is the same word in double quotes.
    let singleQuoted = text.count >= 2 && text.hasPrefix("'") && text.hasSuffix("'")
    let word = singleQuoted ? String(text.dropFirst().dropLast()) : text
    switch type {
    case nil where isNumber:
      return "expected a whole number\(shown)"
    case .int?:
      return "'\(name)' takes a whole number\(shown)"
    case .bool?:
      return "'\(name)' takes true or false\(shown)"
    case .string?:
      return "'\(name)' takes a string in double quotes" + (word.isEmpty ? "" : ": write \"\(word)\"")
    case .date?:
      return ISO8601Date.isValid(word)
        ? "'\(name)' takes a date in double quotes: write \"\(word)\""
        : "'\(name)' takes a date in double quotes (\"2026-11-29\") or null\(shown)"
    case .option?:
      return "'\(name)' takes one of its options in double quotes (or null)"
        + (word.isEmpty ? "" : ": write \"\(word)\"")
    case .set?:
      return "'\(name)' takes a list of its options in double quotes" + (word.isEmpty ? "" : ": write [\"\(word)\"]")
    case nil:
      return "expected a value: true, false, null, a whole number, a \"string\" or a [\"list\"]; "
        + "strings need double quotes"
    }
  }

  /// The characters up to the next space or the end of the line.
  mutating func bareToken() -> String {
    let start = index
    while let scalar = current, scalar != " " && scalar != "\t" && scalar != "\r" { index += 1 }
    return String(String.UnicodeScalarView(scalars[start..<index]))
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
