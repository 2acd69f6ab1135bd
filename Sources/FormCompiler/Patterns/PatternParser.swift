import FormRuntimeCore

/// Reads the source of a ``ValuePattern`` into a ``PatternNode``, refusing what the dialect does
/// not have with a ``ValuePatternError`` at the offending scalars.
///
/// A recursive-descent parser of ECMAScript's `Pattern` grammar with the `u` flag. It recurses once
/// per group level, and refuses a group deeper than ``ValuePatternLimits/maxDepth`` before
/// entering it, so the stack it uses is bounded whatever the input.
package struct PatternParser {
  private let scalars: [UInt32]
  private var position = 0
  private var depth = 0

  private init(scalars: [UInt32]) {
    self.scalars = scalars
  }

  /// The parsed pattern, already checked against every limit of ``ValuePatternLimits``.
  /// - Complexity: O(p × d), p the pattern's length and d its nesting depth.
  package static func parse(_ source: String) throws(ValuePatternError) -> PatternNode {
    let scalars = source.scalarValues
    let limit = ValuePatternLimits.maxLength
    guard scalars.count <= limit else {
      throw ValuePatternError(
        offset: limit, length: scalars.count - limit, message: "pattern longer than \(limit) Unicode scalars")
    }
    var parser = PatternParser(scalars: scalars)
    let node = try parser.parseDisjunction()
    if parser.position < scalars.count {
      // parseDisjunction stops only at the end or at a ')' it did not open.
      throw parser.error(at: parser.position, length: 1, "unmatched ')'")
    }
    try parser.checkSize(of: node, from: 0)
    return node
  }

  // MARK: - Structure

  private mutating func parseDisjunction() throws(ValuePatternError) -> PatternNode {
    var branches = [try parseAlternative()]
    while peek == Scalar.bar {
      position += 1
      branches.append(try parseAlternative())
    }
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  private mutating func parseAlternative() throws(ValuePatternError) -> PatternNode {
    var parts: [PatternNode] = []
    while let next = peek, next != Scalar.bar, next != Scalar.closeParenthesis {
      parts.append(try parseTerm())
    }
    switch parts.count {
    case 0: return .empty
    case 1: return parts[0]
    default: return .sequence(parts)
    }
  }

  private mutating func parseTerm() throws(ValuePatternError) -> PatternNode {
    let start = position
    let atom: PatternNode
    let repeatable: Bool
    switch (peek, peek(at: 1), peek(at: 2)) {
    case (Scalar.caret, _, _):
      position += 1
      (atom, repeatable) = (.assertion(.start), false)
    case (Scalar.dollar, _, _):
      position += 1
      (atom, repeatable) = (.assertion(.end), false)
    case (Scalar.backslash, Scalar.letterb, _):
      position += 2
      (atom, repeatable) = (.assertion(.wordBoundary), false)
    case (Scalar.backslash, Scalar.letterB, _):
      position += 2
      (atom, repeatable) = (.assertion(.notWordBoundary), false)
    case (Scalar.openParenthesis, Scalar.question, Scalar.equals),
      (Scalar.openParenthesis, Scalar.question, Scalar.exclamation):
      let negated = peek(at: 2) == Scalar.exclamation
      let body = try parseGroupBody(prefixLength: 3)
      (atom, repeatable) = (.lookahead(body, negated: negated), false)
    default:
      (atom, repeatable) = (try parseAtom(), true)
    }
    let quantifierStart = position
    guard let quantifier = try parseQuantifier() else { return atom }
    guard repeatable else {
      throw error(at: quantifierStart, length: position - quantifierStart, "nothing to repeat")
    }
    let node = PatternNode.repetition(atom, min: quantifier.min, max: quantifier.max)
    try checkSize(of: node, from: start)
    return node
  }

  private mutating func parseAtom() throws(ValuePatternError) -> PatternNode {
    guard let scalar = peek else { return .empty }
    let start = position
    switch scalar {
    case Scalar.dot:
      position += 1
      return .scalars(.anyButLineTerminators)
    case Scalar.openParenthesis:
      return try parseGroup()
    case Scalar.openBracket:
      return .scalars(try parseClass())
    case Scalar.backslash:
      position += 1
      switch try parseEscape(start: start, inClass: false) {
      case .scalar(let value): return .scalars(ScalarRanges(value))
      case .set(let set): return .scalars(set)
      }
    case Scalar.star, Scalar.plus, Scalar.question:
      throw error(at: start, length: 1, "nothing to repeat")
    case Scalar.openBrace:
      if (try? parseQuantifier()) != nil {
        throw error(at: start, length: position - start, "nothing to repeat")
      }
      throw error(at: start, length: 1, "lone '{': write \\{ for a literal brace")
    case Scalar.closeBrace:
      throw error(at: start, length: 1, "lone '}': write \\} for a literal brace")
    case Scalar.closeBracket:
      throw error(at: start, length: 1, "lone ']': write \\] for a literal bracket")
    default:
      position += 1
      return .scalars(ScalarRanges(scalar))
    }
  }

  /// `(…)` or `(?:…)`; refuses the group syntaxes the dialect does not have.
  private mutating func parseGroup() throws(ValuePatternError) -> PatternNode {
    let start = position
    guard peek(at: 1) == Scalar.question else { return try parseGroupBody(prefixLength: 1) }
    switch (peek(at: 2), peek(at: 3)) {
    case (Scalar.colon, _):
      return try parseGroupBody(prefixLength: 3)
    case (Scalar.lessThan, Scalar.equals), (Scalar.lessThan, Scalar.exclamation):
      throw error(at: start, length: 4, "lookbehind is not supported")
    case (Scalar.lessThan, _):
      throw error(at: start, length: 3, "named groups are not supported: use (…) or (?:…)")
    case (let next?, _) where Scalar.isASCIILetter(next) || next == Scalar.minus:
      throw error(at: start, length: 3, "inline flags are not supported")
    default:
      throw error(at: start, length: min(3, scalars.count - start), "invalid group: expected (?:, (?= or (?!")
    }
  }

  /// The disjunction of a group whose opening (`(`, `(?:`, `(?=`, `(?!`) is `prefixLength`
  /// scalars long, up to and including its `)`.
  private mutating func parseGroupBody(prefixLength: Int) throws(ValuePatternError) -> PatternNode {
    let start = position
    guard depth < ValuePatternLimits.maxDepth else {
      throw error(
        at: start, length: prefixLength, "groups nested more than \(ValuePatternLimits.maxDepth) deep")
    }
    position += prefixLength
    depth += 1
    let body = try parseDisjunction()
    depth -= 1
    guard peek == Scalar.closeParenthesis else {
      throw error(at: start, length: prefixLength, "missing ')' to close this group")
    }
    position += 1
    try checkSize(of: body, from: start)
    return body
  }

  // MARK: - Quantifiers

  /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, each maybe followed by `?` (lazy, which matches
  /// the same whole values); nil, reading nothing, when none starts here.
  private mutating func parseQuantifier() throws(ValuePatternError) -> (min: Int, max: Int?)? {
    let start = position
    let bounds: (min: Int, max: Int?)
    switch peek {
    case Scalar.star:
      position += 1
      bounds = (0, nil)
    case Scalar.plus:
      position += 1
      bounds = (1, nil)
    case Scalar.question:
      position += 1
      bounds = (0, 1)
    case Scalar.openBrace:
      position += 1
      guard let low = readCount() else {
        throw error(at: start, length: 1, "lone '{': write \\{ for a literal brace")
      }
      var high: DecimalCount? = low
      if peek == Scalar.comma {
        position += 1
        high = readCount()
      }
      guard peek == Scalar.closeBrace else {
        throw error(at: start, length: 1, "lone '{': write \\{ for a literal brace")
      }
      position += 1
      if let high, high < low {
        throw error(at: start, length: position - start, "numbers out of order in {} quantifier")
      }
      bounds = (low.value, high?.value)
    default:
      return nil
    }
    if peek == Scalar.question { position += 1 }
    return bounds
  }

  /// The decimal number at the current position, if any.
  private mutating func readCount() -> DecimalCount? {
    let start = position
    while let scalar = peek, Scalar.isDigit(scalar) { position += 1 }
    return start == position ? nil : DecimalCount(digits: scalars[start..<position])
  }

  // MARK: - Classes and escapes

  /// `[…]` or `[^…]`.
  private mutating func parseClass() throws(ValuePatternError) -> ScalarRanges {
    let start = position
    position += 1
    let negated = peek == Scalar.caret
    if negated { position += 1 }
    // The members' ranges as bounds, first and last (``ScalarRanges/bounds``).
    var members: [UInt32] = []
    while let scalar = peek, scalar != Scalar.closeBracket {
      let lowStart = position
      let low = try parseClassAtom()
      guard peek == Scalar.minus, let after = peek(at: 1), after != Scalar.closeBracket else {
        members += low.bounds
        continue
      }
      position += 1
      let high = try parseClassAtom()
      guard case .scalar(let from) = low, case .scalar(let to) = high else {
        throw error(at: lowStart, length: position - lowStart, "a class escape such as \\d cannot bound a range")
      }
      guard from <= to else {
        throw error(at: lowStart, length: position - lowStart, "range out of order in character class")
      }
      members.append(from)
      members.append(to)
    }
    guard peek == Scalar.closeBracket else {
      throw error(at: start, length: 1, "missing ']' to close this character class")
    }
    position += 1
    let set = ScalarRanges(unsortedBounds: members)
    return negated ? set.complement : set
  }

  private mutating func parseClassAtom() throws(ValuePatternError) -> EscapeValue {
    let start = position
    guard let scalar = peek else { return .set(ScalarRanges()) }
    position += 1
    guard scalar == Scalar.backslash else { return .scalar(scalar) }
    return try parseEscape(start: start, inClass: true)
  }

  /// What follows a `\` (already read, at `start`): a character or a class escape.
  private mutating func parseEscape(start: Int, inClass: Bool) throws(ValuePatternError) -> EscapeValue {
    guard let letter = peek else {
      throw error(at: start, length: 1, "'\\' at the end of the pattern")
    }
    position += 1
    switch letter {
    case Scalar.letterd: return .set(.digits)
    case Scalar.letterD: return .set(ScalarRanges.digits.complement)
    case Scalar.letterw: return .set(.wordCharacters)
    case Scalar.letterW: return .set(ScalarRanges.wordCharacters.complement)
    case Scalar.letters: return .set(.whiteSpace)
    case Scalar.letterS: return .set(ScalarRanges.whiteSpace.complement)
    case Scalar.lettert: return .scalar(0x09)
    case Scalar.lettern: return .scalar(0x0A)
    case Scalar.letterv: return .scalar(0x0B)
    case Scalar.letterf: return .scalar(0x0C)
    case Scalar.letterr: return .scalar(0x0D)
    case Scalar.letterb where inClass: return .scalar(0x08)
    case Scalar.minus where inClass: return .scalar(Scalar.minus)
    case Scalar.digit0:
      if let next = peek, Scalar.isDigit(next) {
        throw error(at: start, length: 3, "\\0 cannot be followed by a digit")
      }
      return .scalar(0)
    case Scalar.digit1...Scalar.digit9:
      while let next = peek, Scalar.isDigit(next) { position += 1 }
      throw error(at: start, length: position - start, "backreferences are not supported")
    case Scalar.letterk:
      throw error(at: start, length: 2, "named backreferences are not supported")
    case Scalar.letterp, Scalar.letterP:
      throw error(at: start, length: 2, "Unicode property escapes (\\p{…}, \\P{…}) are not supported")
    case Scalar.letterc:
      guard let control = peek, Scalar.isASCIILetter(control) else {
        throw error(at: start, length: 2, "\\c must be followed by a letter")
      }
      position += 1
      return .scalar(control % 32)
    case Scalar.letterx:
      guard let value = readHex(count: 2) else {
        throw error(at: start, length: 2, "\\x must be followed by two hexadecimal digits")
      }
      return .scalar(value)
    case Scalar.letteru:
      return .scalar(try parseUnicodeEscape(start: start))
    case _ where Scalar.isSyntaxCharacter(letter) || letter == Scalar.slash:
      return .scalar(letter)
    default:
      let shown = Unicode.Scalar(letter).map { String(Character($0)) } ?? "?"
      throw error(at: start, length: 2, "unknown escape '\\\(shown)'")
    }
  }

  /// `\u{X…}`, `\uXXXX`, or a surrogate pair written as two `\uXXXX`, read as one code point;
  /// the `\u` is already read.
  private mutating func parseUnicodeEscape(start: Int) throws(ValuePatternError) -> UInt32 {
    if peek == Scalar.openBrace {
      position += 1
      var value: UInt32 = 0
      var digits = 0
      while let scalar = peek, let digit = ASCIIDigits.hexDigit(scalar) {
        position += 1
        digits += 1
        value = min(value * 16 + digit, 0x11_0000)
      }
      guard digits > 0, peek == Scalar.closeBrace else {
        throw error(at: start, length: position - start, "\\u{ must hold hexadecimal digits and end with }")
      }
      position += 1
      guard value <= ScalarRanges.maximum else {
        throw error(at: start, length: position - start, "code point above U+10FFFF")
      }
      return value
    }
    guard let lead = readHex(count: 4) else {
      throw error(at: start, length: 2, "\\u must be followed by four hexadecimal digits or {…}")
    }
    // ECMAScript's `u` flag reads \uD83D\uDE00 as the one code point U+1F600.
    if (0xD800...0xDBFF).contains(lead), peek == Scalar.backslash, peek(at: 1) == Scalar.letteru {
      let resume = position
      position += 2
      if let trail = readHex(count: 4), (0xDC00...0xDFFF).contains(trail) {
        return 0x10000 + (lead - 0xD800) << 10 + (trail - 0xDC00)
      }
      position = resume
    }
    return lead
  }

  /// Exactly `count` hexadecimal digits, read; nil, reading nothing, otherwise.
  private mutating func readHex(count: Int) -> UInt32? {
    var value: UInt32 = 0
    for offset in 0..<count {
      guard let scalar = peek(at: offset), let digit = ASCIIDigits.hexDigit(scalar) else { return nil }
      value = value * 16 + digit
    }
    position += count
    return value
  }

  // MARK: - Support

  private var peek: UInt32? { peek(at: 0) }

  private func peek(at offset: Int) -> UInt32? {
    position + offset < scalars.count ? scalars[position + offset] : nil
  }

  private func error(at offset: Int, length: Int, _ message: ErrorMessage) -> ValuePatternError {
    ValuePatternError(offset: offset, length: length, message: message)
  }

  /// Refuses `node`, which spans from `start` to the current position, when it compiles to more
  /// than ``ValuePatternLimits/maxInstructions``.
  private func checkSize(of node: PatternNode, from start: Int) throws(ValuePatternError) {
    let limit = ValuePatternLimits.maxInstructions
    guard node.instructionCount(limit: limit) == nil else { return }
    throw error(
      at: start, length: max(position - start, 1),
      "pattern too large: more than \(limit) instructions once its repetitions are written out")
  }
}

/// A class escape (`\d`) or one code point.
private enum EscapeValue {
  case scalar(UInt32)
  case set(ScalarRanges)

  /// Its ranges' bounds, as ``ScalarRanges/bounds``.
  var bounds: [UInt32] {
    switch self {
    case .scalar(let value): return [value, value]
    case .set(let set): return set.bounds
    }
  }
}

/// A quantifier's count: its value, capped so that arithmetic on it cannot overflow (any count
/// past the cap makes a non-empty body too large anyway), and its digits, to compare two counts
/// exactly however long.
private struct DecimalCount: Comparable {
  static let cap = 1_000_000_000
  let value: Int
  private let significant: ArraySlice<UInt32>

  init(digits: ArraySlice<UInt32>) {
    significant = digits.drop { $0 == Scalar.digit0 }
    value = significant.reduce(0) { total, digit in min(total * 10 + Int(digit - Scalar.digit0), Self.cap) }
  }

  static func < (a: DecimalCount, b: DecimalCount) -> Bool {
    a.significant.count != b.significant.count
      ? a.significant.count < b.significant.count
      : a.significant.lexicographicallyPrecedes(b.significant)
  }

  static func == (a: DecimalCount, b: DecimalCount) -> Bool {
    a.significant.elementsEqual(b.significant)
  }
}
