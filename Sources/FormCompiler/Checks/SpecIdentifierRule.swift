/// The rule every id and state variable name follows, for editors that rename one (`formc lsp`): the checks'
/// own tests (``FormChecker/isIdentifier(_:)``, the condition language's words, `form`), with a message.
public enum SpecIdentifierRule {
  /// Why `name` cannot be an id, or nil when it can.
  public static func problem(with name: String) -> String? {
    if !FormChecker.isIdentifier(name) {
      return "'\(name)' is not an id: it must start with a lower-case letter and contain only letters, digits and '_'"
    }
    if ConditionParser.isKeyword(name) {
      return "'\(name)' is a word of the condition language and cannot be an id"
    }
    if name == ConditionTypeChecker.formName {
      return "'form' cannot be an id: conditions read the form's validity as 'form.isValid'"
    }
    return nil
  }
}
