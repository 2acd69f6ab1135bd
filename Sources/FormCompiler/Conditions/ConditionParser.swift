import FormDiagnostics
import NameSuggestions

/// Limits that keep hostile conditions cheap to parse and check.
public struct ConditionLimits: Sendable {
  /// Longest condition string, in Unicode scalars.
  public var maxLength: Int = 4_096
  /// Deepest nesting of parentheses and negations.
  public var maxNesting: Int = 64

  public init() {}
}

/// Parses the condition language:
///
///     or      := and (("||" | "or") and)*
///     and     := unary (("&&" | "and") unary)*
///     unary   := ("!" | "not") unary | compare
///     compare := operand ( ("=="|"!="|"<"|"<="|">"|">=") operand | "in" list | "contains" literal )?
///     operand := ref | literal | "(" or ")"
///     ref     := ident ("." ("expanded" | "isEmpty" | "count" | "isValid" | "isEnabled"))?
///     literal := 'str' | "str" | integer | decimal | true | false | null
///     list    := "[" literal ("," literal)* "]"
///
/// Recursion is bounded by ``ConditionLimits/maxNesting``, so no input can exhaust the stack.
public struct ConditionParser {
  private var tokens: [ConditionToken]
  private var position = 0
  private var depth = 0
  private let limits: ConditionLimits

  /// Parses `source`.
  /// - Throws: ``ConditionSyntaxError`` pointing at the offending character.
  /// - Complexity: O(n) in the length of `source`.
  public static func parse(
    _ source: String, limits: ConditionLimits = ConditionLimits()
  ) throws(ConditionSyntaxError) -> ConditionExpression {
    let length = source.unicodeScalars.count
    guard length <= limits.maxLength else {
      throw ConditionSyntaxError(
        message: "condition is \(length) characters long; the limit is \(limits.maxLength)", offset: 0, length: 1)
    }
    var parser = ConditionParser(tokens: try ConditionLexer.tokens(of: source), limits: limits)
    if parser.current.kind == .end {
      throw ConditionSyntaxError(
        message: "condition is empty; write an expression, or true or false", offset: 0, length: 0)
    }
    let expression = try parser.parseOr()
    guard parser.current.kind == .end else {
      throw parser.unexpected("an operator ('&&', '||', '==', …) or the end of the condition")
    }
    return expression
  }

  private init(tokens: [ConditionToken], limits: ConditionLimits) {
    self.tokens = tokens
    self.limits = limits
  }

  private var current: ConditionToken { tokens[min(position, tokens.count - 1)] }

  private mutating func advance() -> ConditionToken {
    let token = current
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  private func unexpected(_ expected: String) -> ConditionSyntaxError {
    ConditionSyntaxError(
      message: "expected \(expected), found \(current.phrase)", offset: current.range.start,
      length: max(1, current.range.length))
  }

  /// Enters one more level of nesting, opened by the token at `offset` ('(' or a negation).
  private mutating func nest(openedAt offset: Int) throws(ConditionSyntaxError) {
    depth += 1
    guard depth <= limits.maxNesting else {
      throw ConditionSyntaxError(
        message: "condition nests more than \(limits.maxNesting) levels deep; simplify it", offset: offset, length: 1)
    }
  }

  private mutating func parseOr() throws(ConditionSyntaxError) -> ConditionExpression {
    // Most conditions have no `or` (and no `and`): no list is made for them.
    let first = try parseAnd()
    guard current.isSymbol("||") || current.isWord("or") else { return first }
    var operands = [first]
    while current.isSymbol("||") || current.isWord("or") {
      _ = advance()
      operands.append(try parseAnd())
    }
    return operands.count == 1 ? operands[0] : .or(operands, span(operands))
  }

  private mutating func parseAnd() throws(ConditionSyntaxError) -> ConditionExpression {
    let first = try parseUnary()
    guard current.isSymbol("&&") || current.isWord("and") else { return first }
    var operands = [first]
    while current.isSymbol("&&") || current.isWord("and") {
      _ = advance()
      operands.append(try parseUnary())
    }
    return operands.count == 1 ? operands[0] : .and(operands, span(operands))
  }

  private mutating func parseUnary() throws(ConditionSyntaxError) -> ConditionExpression {
    guard current.isSymbol("!") || current.isWord("not") else { return try parseCompare() }
    let start = advance().range.start
    try nest(openedAt: start)
    let operand = try parseUnary()
    depth -= 1
    return .not(operand, ConditionRange(start: start, length: lastEnd - start))
  }

  private mutating func parseCompare() throws(ConditionSyntaxError) -> ConditionExpression {
    let left = try parseOperand()
    let token = current
    if case .symbol(let symbol) = token.kind, let comparison = ConditionExpression.Comparison(rawValue: symbol) {
      _ = advance()
      let right = try parseOperand()
      return .compare(left, comparison, right, operatorRange: token.range)
    }
    if token.isWord("in") {
      _ = advance()
      return .member(left, try parseList(), operatorRange: token.range)
    }
    if token.isWord("contains") {
      _ = advance()
      let (literal, range) = try parseLiteral(expected: "a literal after 'contains'")
      return .contains(left, literal, literalRange: range, operatorRange: token.range)
    }
    return left
  }

  private mutating func parseOperand() throws(ConditionSyntaxError) -> ConditionExpression {
    let token = current
    if token.isSymbol("(") {
      _ = advance()
      try nest(openedAt: token.range.start)
      let inner = try parseOr()
      depth -= 1
      guard current.isSymbol(")") else {
        var error = unexpected("')' to close the '('")
        error.related = (token.range.start, "'(' opened here")
        throw error
      }
      _ = advance()
      return inner
    }
    if case .identifier(let name) = token.kind, !Self.isKeyword(name) {
      _ = advance()
      guard current.isSymbol(".") else {
        return .reference(name: name, member: nil, nameRange: token.range, range: token.range)
      }
      _ = advance()
      guard case .identifier(let memberName) = current.kind,
        let member = ConditionExpression.Member(rawValue: memberName)
      else {
        var error = unexpected("'expanded', 'isEmpty', 'count', 'isValid' or 'isEnabled' after '.'")
        if case .identifier(let memberName) = current.kind,
          let suggestion = Suggestions.closest(to: memberName, in: ConditionExpression.Member.allCases.map(\.rawValue))
        {
          error.message += "; did you mean '\(suggestion)'?"
          error.replacement = suggestion
        }
        throw error
      }
      let end = advance().range
      return .reference(
        name: name, member: member, nameRange: token.range,
        range: ConditionRange(start: token.range.start, length: end.start + end.length - token.range.start))
    }
    let (literal, range) = try parseLiteral(expected: "a name, a literal or '('")
    return .literal(literal, range)
  }

  private mutating func parseLiteral(expected: String) throws(ConditionSyntaxError) -> (
    ConditionLiteral, ConditionRange
  ) {
    let token = current
    let literal: ConditionLiteral
    switch token.kind {
    case .string(let text): literal = .string(text)
    case .integer(let number): literal = .int(number)
    case .decimal(let number): literal = .decimal(number)
    case .identifier("true"): literal = .bool(true)
    case .identifier("false"): literal = .bool(false)
    case .identifier("null"): literal = .null
    default: throw unexpected(expected)
    }
    _ = advance()
    return (literal, token.range)
  }

  private mutating func parseList() throws(ConditionSyntaxError) -> [(ConditionLiteral, ConditionRange)] {
    guard current.isSymbol("[") else { throw unexpected("'[' to start the list after 'in'") }
    _ = advance()
    var items = [try parseLiteral(expected: "a literal in the list")]
    while current.isSymbol(",") {
      _ = advance()
      items.append(try parseLiteral(expected: "a literal after ','"))
    }
    guard current.isSymbol("]") else { throw unexpected("',' or ']' in the list") }
    _ = advance()
    return items
  }

  /// Words that cannot be names.
  static let keywords: Set<String> = ["and", "or", "not", "in", "contains", "true", "false", "null"]

  /// Whether `name` is one of ``keywords``, compared in place: a check made for every id of a form, where hashing
  /// the id would cost more than comparing it with eight short words.
  static func isKeyword(_ name: String) -> Bool {
    // Most ids are longer than the keywords or start with another letter; they are passed over without comparing.
    guard let first = name.utf8.first, name.utf8.count <= 8,
      first == UInt8(ascii: "a") || first == UInt8(ascii: "o") || first == UInt8(ascii: "n")
        || first == UInt8(ascii: "i") || first == UInt8(ascii: "c") || first == UInt8(ascii: "t")
        || first == UInt8(ascii: "f")
    else { return false }
    switch name {
    case "and", "or", "not", "in", "contains", "true", "false", "null": return true
    default: return false
    }
  }

  private var lastEnd: Int {
    let previous = tokens[max(0, position - 1)]
    return previous.range.start + previous.range.length
  }

  private func span(_ operands: [ConditionExpression]) -> ConditionRange {
    let start = operands.first?.start ?? 0
    return ConditionRange(start: start, length: lastEnd - start)
  }
}
