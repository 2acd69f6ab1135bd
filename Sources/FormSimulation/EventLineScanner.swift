import FormRuntimeCore
import NameSuggestions

/// A cursor over one event line's scalars, reading its words and JSON literals.
struct EventLineScanner {
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
    return .search(String(scalars: scalars[(index + 1)...]))
  }

  /// Letters, digits and `_`.
  mutating func word() -> String {
    let start = index
    while let scalar = current, ScalarProperties.isAlphabetic(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
      index += 1
    }
    return String(scalars: scalars[start..<index])
  }

  /// The value of `set name …`, or of a member of an item (`inItem`, where `,`, `}` and `]` end a
  /// bare token too); `slot` is what `name` holds, when known: how a value without a point reads,
  /// and the message when the value is not a literal.
  mutating func value(for name: String, slot: ValueSlot?, inItem: Bool = false) throws(EventLineError) -> FormValue {
    let start = column
    let type = slot?.type
    if current == "\"" { return .string(try string()) }
    if current == "[" {
      index += 1
      var members: [String] = []
      skipSpaces()
      if current == "]" {
        index += 1
        return .set(Set())
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
      let set = Set(members)
      guard set.count == members.count else {
        throw EventLineError(message: "the list names a member twice", column: start)
      }
      return .set(set)
    }
    // Up to the next space, so that `3.0` or `2026-11-29` is named whole in the message, rather
    // than read as a number followed by "unexpected text".
    let text = bareToken(inItem: inItem)
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      // A decimal row's value, or any number with a point or an exponent, is a decimal (`7`, `7.5`); other
      // numbers are integers.
      let isDecimal =
        type == .decimal || (type == nil && text.unicodeScalars.contains { ".eE".unicodeScalars.contains($0) })
      if isDecimal, let number = FormDecimal(text) { return .decimal(number) }
      // A decimal row's value is never an integer: `05`, which JSON's decimals refuse and integers read,
      // would otherwise become the integer 5 here and the decimal 5 once written back as `5`.
      if type != .decimal, let number = ASCIIDigits.integer(text) { return .int(number) }
      throw EventLineError(message: Self.notALiteral(text, for: name, slot: slot), column: start)
    }
  }

  /// What to say about `text`, which is no literal, as the value of `name`: what a value of
  /// `name`'s type is, and the fix when the text is one in the wrong quotes (`'card'`), else what
  /// was found.
  private static func notALiteral(_ text: String, for name: String, slot: ValueSlot?) -> ErrorMessage {
    let isNumber = text.firstScalar.map { ("0"..."9").contains($0) || $0 == "-" } ?? false
    let found = text.isEmpty ? "" : ", found '\(text)'"
    // `'card'` is a string in the wrong quotes: the fix is the same word in double quotes. Its
    // bytes are read, not its `Character`s, whose walks (forwards, or backwards for `last`) this
    // message alone would bring into the WebAssembly module (BENCHMARKS.md): a quote is one byte,
    // which no other character's UTF-8 holds.
    let bytes = Array(text.utf8)
    let singleQuoted =
      bytes.count >= 2 && bytes[0] == UInt8(ascii: "'") && bytes[bytes.count - 1] == UInt8(ascii: "'")
    let word = singleQuoted ? String(decoding: bytes[1..<bytes.count - 1], as: UTF8.self) : text
    let write = word.isEmpty ? "" : ": write \"\(word)\""
    // What a value of the type is, and how the message ends: with what was found, or with the fix.
    let (takes, ending): (String, String)
    switch slot?.type {
    case nil where isNumber: return "expected a number\(found)"
    case nil:
      return """
        expected a value: true, false, null, a whole number, a "string" or a ["list"]; strings need double \
        quotes
        """
    case .int?: (takes, ending) = ("a whole number", found)
    case .decimal?:
      (takes, ending) = (
        "a decimal number such as 19.99 (at most \(FormDecimal.maxScale) digits after the point)", found
      )
    case .bool?: (takes, ending) = ("true or false", found)
    case .string?: (takes, ending) = ("a string in double quotes", write)
    case .date?:
      (takes, ending) =
        ISO8601Date.isValid(word)
        ? ("a date in double quotes", write) : ("a date in double quotes (\"2026-11-29\") or null", found)
    case .option?:
      return optionFix(word, for: name, slot: slot, takes: "one of its options in double quotes (or null)")
    case .set?:
      return optionFix(word, for: name, slot: slot, takes: "a list of its options in double quotes", set: true)
    }
    return "'\(name)' takes \(takes)\(ending)"
  }

  /// What to say about `word`, an unquoted option (a member of a set, `set`), as the value of `name`:
  /// to write the option meant (``option(meantBy:in:)``) in quotes, or the options when none is close.
  private static func optionFix(
    _ word: String, for name: String, slot: ValueSlot?, takes: StaticString, set: Bool = false
  ) -> ErrorMessage {
    guard !word.isEmpty else { return "'\(name)' takes \(takes.description)" }
    guard let option = option(meantBy: word, in: slot) else {
      return "'\(name)' takes \(takes.description): \(FormValue.jsonQuotedList(slot?.options ?? []))"
    }
    return set
      ? "'\(name)' takes \(takes.description): write [\"\(option)\"]"
      : "'\(name)' takes \(takes.description): write \"\(option)\""
  }

  /// The option `word` stands for, written without quotes: itself, the option it is the title of, or
  /// the closest option (`Honeydew` for `honeydew`); `word` itself when the options are not known;
  /// nil when none is close.
  private static func option(meantBy word: String, in slot: ValueSlot?) -> String? {
    guard let options = slot?.options, !options.isEmpty else { return word }
    if options.contains(word) { return word }
    if let titles = slot?.optionTitles, let index = titles.firstIndex(of: word), index < options.count {
      return options[index]
    }
    return Suggestions.closest(to: word, in: options)
  }

  /// The characters up to the next space or the end of the line (in an item, or to the next `,`,
  /// `}` or `]`).
  mutating func bareToken(inItem: Bool = false) -> String {
    let start = index
    while let scalar = current, scalar != " " && scalar != "\t" && scalar != "\r",
      !inItem || (scalar != "," && scalar != "}" && scalar != "]")
    {
      index += 1
    }
    return String(scalars: scalars[start..<index])
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
          // Exactly four hexadecimal digits (`UInt32(_:radix:)` would also take a sign).
          var code: UInt32 = 0
          var digits = 0
          while digits < 4, index + digits < scalars.count,
            let digit = ASCIIDigits.hexDigit(scalars[index + digits].value)
          {
            code = code << 4 | digit
            digits += 1
          }
          guard digits == 4, let decoded = Unicode.Scalar(code) else {
            throw EventLineError(message: "invalid \\u escape", column: column - 2)
          }
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
