import FormRuntimeCore

/// A token of the condition language.
struct ConditionToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case identifier(String)
    case string(String)
    case integer(Int)
    /// A number with digits after the point (`0.5`), exactly.
    case decimal(FormDecimal)
    /// Punctuation and operators: `(`, `)`, `[`, `]`, `,`, `.`, `!`, `&&`, `||`, `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case symbol(String)
    case end
  }

  var kind: Kind
  var range: ConditionRange

  /// How the token reads in a message: `'&&'`, `name 'allDay'`, `the end of the condition`.
  var phrase: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .string(let text): "string '\(text)'"
    case .integer(let number): "number \(number)"
    case .decimal(let number): "number \(number)"
    case .symbol(let symbol): "'\(symbol)'"
    case .end: "the end of the condition"
    }
  }

  func isSymbol(_ symbol: String) -> Bool {
    if case .symbol(let text) = kind { return text == symbol }
    return false
  }
  func isWord(_ word: String) -> Bool {
    if case .identifier(let text) = kind { return text == word }
    return false
  }
}

/// A syntax error inside a condition string.
public struct ConditionSyntaxError: Error, Sendable, Equatable {
  public var message: String
  /// Offset of the offending character, in Unicode scalars.
  public var offset: Int
  public var length: Int
  /// A related place, e.g. the '(' an unclosed parenthesis opened at, with what to say about it.
  public var related: (offset: Int, message: String)?
  /// Text that would fix the error by replacing the `length` scalars at `offset`, if known.
  public var replacement: String?

  public init(
    message: String, offset: Int, length: Int, related: (offset: Int, message: String)? = nil,
    replacement: String? = nil
  ) {
    self.message = message
    self.offset = offset
    self.length = length
    self.related = related
    self.replacement = replacement
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.message, lhs.offset, lhs.length, lhs.replacement) == (rhs.message, rhs.offset, rhs.length, rhs.replacement)
      && lhs.related?.offset == rhs.related?.offset && lhs.related?.message == rhs.related?.message
  }
}

/// Splits a condition string into tokens.
enum ConditionLexer {
  static func tokens(of source: String) throws(ConditionSyntaxError) -> [ConditionToken] {
    let scalars = Array(source.unicodeScalars)
    var tokens: [ConditionToken] = []
    // A token takes at least one character, and the end one more.
    tokens.reserveCapacity(min(scalars.count, 16) + 1)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let start = index
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        index += 1
        continue
      }
      if scalar.isIdentifierStart {
        while index < scalars.count, scalars[index].isIdentifierContinue { index += 1 }
        let name = asciiText(scalars[start..<index])
        tokens.append(
          ConditionToken(kind: .identifier(name), range: ConditionRange(start: start, length: index - start)))
        continue
      }
      if scalar.isASCIIDigit || (scalar == "-" && index + 1 < scalars.count && scalars[index + 1].isASCIIDigit) {
        index += 1
        while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
        // Digits after a point make a decimal (`0.5`); a point followed by anything else is an error below.
        let hasFraction = index + 1 < scalars.count && scalars[index] == "." && scalars[index + 1].isASCIIDigit
        if hasFraction {
          index += 1
          while index < scalars.count, scalars[index].isASCIIDigit { index += 1 }
        }
        let text = asciiText(scalars[start..<index])
        let kind: ConditionToken.Kind
        if hasFraction {
          guard let number = FormDecimal(text) else {
            throw ConditionSyntaxError(
              message: "number \(text) has more than \(FormDecimal.maxScale) digits after the point or is too large",
              offset: start, length: index - start)
          }
          kind = number.isWhole ? .integer(number.units) : .decimal(number)
        } else {
          guard let number = Int(text) else {
            throw ConditionSyntaxError(message: "number \(text) is too large", offset: start, length: index - start)
          }
          kind = .integer(number)
        }
        if index < scalars.count, scalars[index].isIdentifierContinue || scalars[index] == "." {
          throw ConditionSyntaxError(
            message: "unexpected '\(Character(scalars[index]))' after a number", offset: index, length: 1)
        }
        tokens.append(ConditionToken(kind: kind, range: ConditionRange(start: start, length: index - start)))
        continue
      }
      if scalar == "'" || scalar == "\"" {
        let text = try readString(scalars, from: &index)
        tokens.append(ConditionToken(kind: .string(text), range: ConditionRange(start: start, length: index - start)))
        continue
      }
      if index + 1 < scalars.count, let pair = twoCharacterSymbol(scalar, scalars[index + 1]) {
        tokens.append(ConditionToken(kind: .symbol(pair), range: ConditionRange(start: start, length: 2)))
        index += 2
        continue
      }
      if let symbol = oneCharacterSymbol(scalar) {
        tokens.append(ConditionToken(kind: .symbol(symbol), range: ConditionRange(start: start, length: 1)))
        index += 1
        continue
      }
      let hint: String
      switch scalar {
      case "&": hint = "; did you mean '&&'?"
      case "|": hint = "; did you mean '||'?"
      case "=": hint = "; did you mean '=='?"
      default: hint = ""
      }
      throw ConditionSyntaxError(
        message: "unexpected character '\(Character(scalar))'\(hint)", offset: start, length: 1)
    }
    tokens.append(ConditionToken(kind: .end, range: ConditionRange(start: scalars.count, length: 0)))
    return tokens
  }

  /// The text of `scalars`, which are all ASCII (a name or a number), made from its bytes in one go rather than
  /// appended scalar by scalar.
  private static func asciiText(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scalars.count) { bytes in
      var index = 0
      for scalar in scalars {
        bytes[index] = UInt8(truncatingIfNeeded: scalar.value)
        index += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
    }
  }

  /// `&&`, `||`, `==`, `!=`, `<=` or `>=` when `first` and `second` spell one.
  private static func twoCharacterSymbol(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> String? {
    switch (first, second) {
    case ("&", "&"): "&&"
    case ("|", "|"): "||"
    case ("=", "="): "=="
    case ("!", "="): "!="
    case ("<", "="): "<="
    case (">", "="): ">="
    default: nil
    }
  }

  /// The one-character symbols: `( ) [ ] , . ! < >`.
  private static func oneCharacterSymbol(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "(": "("
    case ")": ")"
    case "[": "["
    case "]": "]"
    case ",": ","
    case ".": "."
    case "!": "!"
    case "<": "<"
    case ">": ">"
    default: nil
    }
  }

  /// Reads a quoted string starting at `index` (on the opening quote); a backslash escapes the next character.
  private static func readString(
    _ scalars: [Unicode.Scalar], from index: inout Int
  ) throws(ConditionSyntaxError) -> String {
    let quote = scalars[index]
    let start = index
    index += 1
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote {
        index += 1
        return String(text)
      }
      if scalar == "\\", index + 1 < scalars.count {
        text.append(scalars[index + 1])
        index += 2
        continue
      }
      text.append(scalar)
      index += 1
    }
    throw ConditionSyntaxError(
      message: "unterminated string; add the closing quote (\(quote == "'" ? "'" : "\""))", offset: start, length: 1)
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  fileprivate var isIdentifierStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
  fileprivate var isIdentifierContinue: Bool { isIdentifierStart || isASCIIDigit }
}
