import FormRuntimeCore

/// Which members (`.count`, `.expanded`, …) a condition may read after each kind of name, for editors' completion
/// (`formc lsp`). The type checker (``ConditionTypeChecker``'s `checkReference`) is what enforces them; these answer
/// the same question without a resolved form, and the language server's tests hold them to the checker by compiling
/// every member they offer.
public enum ConditionMemberRules {
  public typealias Member = ConditionExpression.Member

  /// The members of a row of kind `kind` (a ``RowKind`` raw value); every row has its validation flags.
  public static func members(ofRowKind kind: String, isExpandable: Bool) -> [Member] {
    var members: [Member] = [.isValid, .isEnabled]
    if isExpandable { members.insert(.expanded, at: 0) }
    switch RowKind(rawValue: kind) {
    case .text?, .multichoice?: members += [.count, .isEmpty]
    default: break
    }
    return members
  }

  /// The members of a select section's selection; a multiple one is a set, which has a count.
  public static func members(ofSelectionMode mode: String) -> [Member] {
    SelectMode(rawValue: mode) == .multiple ? [.isValid, .count, .isEmpty] : [.isValid]
  }

  /// The members of a state variable of type `type` (a ``ValueType`` raw value): a string's length.
  public static func members(ofStateType type: String) -> [Member] {
    ValueType(rawValue: type) == .string ? [.count, .isEmpty] : []
  }

  /// A list's members: its number of items.
  public static let listMembers: [Member] = [.count, .isEmpty]

  /// The form's member (`form.isValid`).
  public static let formMembers: [Member] = [.isValid]
}
