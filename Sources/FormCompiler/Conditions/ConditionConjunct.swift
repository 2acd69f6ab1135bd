/// One operand of a condition's top-level `&&`, with its text as the author wrote it: what a fix-it that adds a
/// condition's parts to another copies, so the author's spelling (`and`, quotes, parentheses) is kept.
struct ConditionConjunct {
  var expression: ConditionExpression
  /// The operand's text, without the spaces around it.
  var text: String

  /// `text`, in parentheses when the operand is a disjunction, so it can be joined to others with `&&`.
  var operandText: String { expression.isDisjunction ? "(\(text))" : text }
}

extension ParsedCondition {
  /// The operands of the condition's top-level `&&` (`a && (b || c)` gives `a` and `b || c`), or the whole
  /// condition when it is not a conjunction.
  /// - Complexity: O(n) for n scalars of the condition.
  var topLevelConjuncts: [ConditionConjunct] {
    let whole = [ConditionConjunct(expression: expression, text: source)]
    guard case .and(let operands, _) = expression, let tokens = try? ConditionLexer.tokens(of: source) else {
      return whole
    }
    // The operands are what lies between the `&&`s outside every bracket: at the top level, a condition whose top
    // is `&&` has no `||` outside brackets (`||` binds looser, and would be the top).
    let scalars = Array(source.unicodeScalars)
    var texts: [String] = []
    var depth = 0
    var first: ConditionToken?
    var last: ConditionToken?
    func close() {
      guard let first, let last else { return }
      let end = last.range.start + last.range.length
      texts.append(String(String.UnicodeScalarView(scalars[first.range.start..<end])))
    }
    for token in tokens where token.kind != .end {
      if depth == 0, token.isSymbol("&&") || token.isWord("and") {
        close()
        first = nil
        continue
      }
      if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
      if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
      if first == nil { first = token }
      last = token
    }
    close()
    guard texts.count == operands.count else { return whole }
    return zip(operands, texts).map { ConditionConjunct(expression: $0, text: $1) }
  }
}
