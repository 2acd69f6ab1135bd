/// The rule every id and state variable name follows: the identifier form (``FormChecker/isIdentifier(_:)``), not
/// a word of the condition language, not `form`. The checker reports a broken one as a diagnostic, and editors
/// refuse to rename to one (`formc lsp`), from the same tests in the same order.
public enum SpecIdentifierRule {
  /// How a name breaks the rule.
  public enum Violation: Sendable, Hashable {
    /// Not a lower-case letter followed by letters, digits and `_`.
    case notAnIdentifier
    /// A word of the condition language (`in`, `true`, `null`…).
    case keyword
    /// `form`, which conditions read the form's validity through.
    case formName
  }

  /// How `name` breaks the rule, or nil when it can be an id.
  public static func violation(of name: String) -> Violation? {
    if !FormChecker.isIdentifier(name) { return .notAnIdentifier }
    if ConditionParser.isKeyword(name) { return .keyword }
    if name == ConditionTypeChecker.formName { return .formName }
    return nil
  }

  /// Why `name` cannot be an id, or nil when it can.
  public static func problem(with name: String) -> String? {
    switch violation(of: name) {
    case .notAnIdentifier?:
      "'\(name)' is not an id: it must start with a lower-case letter and contain only letters, digits and '_'"
    case .keyword?: keywordMessage(name)
    case .formName?: "'form' cannot be an id: conditions read the form's validity as 'form.isValid'"
    case nil: nil
    }
  }

  /// What the checker and editors say of an id that is a word of the condition language.
  static func keywordMessage(_ name: String) -> String {
    "'\(name)' is a word of the condition language and cannot be an id"
  }
}
