/// The tokens of a condition with their places, for editors (`formc lsp`): the compiler's own lexer, read leniently
/// so that a condition being typed still gives the tokens before its first error.
public struct ConditionLexeme: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A name or a keyword (``ConditionLexeme/isKeyword(_:)`` tells them apart).
    case identifier(String)
    /// A quoted string, its text unescaped.
    case string(String)
    /// A number as written.
    case number
    /// Punctuation or an operator: `(`, `.`, `==`, `in`'s `[`…
    case symbol(String)
  }

  public var kind: Kind
  /// Where it is written, in Unicode scalars of the condition.
  public var range: ConditionRange

  /// The tokens of `condition` up to its first lexical error, and that error (an unterminated string, a stray
  /// character), if any.
  /// - Complexity: O(n) for n scalars, O(n) again for each error.
  public static func scan(_ condition: String) -> (lexemes: [ConditionLexeme], error: ConditionSyntaxError?) {
    var text = condition
    var firstError: ConditionSyntaxError?
    // Each retry reads a strictly shorter prefix (the text before the error), so the loop ends.
    while true {
      do {
        let tokens = try ConditionLexer.tokens(of: text)
        return (tokens.compactMap(ConditionLexeme.init), firstError)
      } catch {
        if firstError == nil { firstError = error }
        let scalars = text.unicodeScalars
        guard error.offset < scalars.count else { return ([], firstError) }
        text = String(String.UnicodeScalarView(scalars.prefix(error.offset)))
      }
    }
  }

  private init?(_ token: ConditionToken) {
    switch token.kind {
    case .identifier(let name): kind = .identifier(name)
    case .string(let text): kind = .string(text)
    case .integer, .decimal: kind = .number
    case .symbol(let symbol): kind = .symbol(symbol)
    case .end: return nil
    }
    range = token.range
  }

  /// Whether `word` is a word of the condition language (`in`, `true`, `null`…), which no name may be.
  public static func isKeyword(_ word: String) -> Bool {
    ConditionParser.isKeyword(word)
  }

  /// The name conditions read the form's own validity through (`form.isValid`).
  public static var formName: String { ConditionTypeChecker.formName }
}
