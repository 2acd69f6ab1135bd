import FormCompiler

/// How a condition's tokens compare a name with literals, read the way the parser reads `name == 'a'`,
/// `name contains 'a'` and `name in ['a', 'b']`: what completion offers option values for, and what tells a select
/// section's row id written as a string (`size == 'medium'`) from other strings.
enum ConditionComparisons {
  /// The name compared by the comparison that ends `lexemes` (`name ==`, `name !=`, `name contains`,
  /// `name in [a, `); nil when the comparison reads a member (`name.count ==`) or there is none.
  static func comparedName(in lexemes: ArraySlice<ConditionLexeme>) -> String? {
    var position = lexemes.endIndex - 1
    // Back over a list being written: its items and commas, to its `[`, then `in`.
    if position >= lexemes.startIndex, lexemes[position].kind.continuesList {
      while position >= lexemes.startIndex, lexemes[position].kind != .symbol("[") { position -= 1 }
      position -= 1
      guard position >= lexemes.startIndex, lexemes[position].kind == .identifier("in") else { return nil }
    }
    guard position - 1 >= lexemes.startIndex,
      lexemes[position].kind.opensOptions || lexemes[position].kind == .identifier("in"),
      case .identifier(let name) = lexemes[position - 1].kind, !ConditionLexeme.isKeyword(name)
    else { return nil }
    if position - 2 >= lexemes.startIndex, lexemes[position - 2].kind == .symbol(".") { return nil }
    return name
  }
}

extension ConditionLexeme.Kind {
  /// Whether an option value may follow: `==`, `!=`, `contains`, and `[` or `,` in a list after `in`.
  var opensOptions: Bool {
    switch self {
    case .symbol("=="), .symbol("!="), .symbol("["), .symbol(","), .identifier("contains"): true
    default: false
    }
  }

  /// A list's `[`, `,` or an item of it, which the search for its `in` walks back over.
  fileprivate var continuesList: Bool {
    switch self {
    case .symbol("["), .symbol(","), .string, .number: true
    default: false
    }
  }
}
