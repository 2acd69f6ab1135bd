/// How a name reads in the generated Swift.
struct SwiftValueSymbol {
  enum Shape {
    case bool, int, string
    /// An optional enum (`choice`, `picker`): case names by option.
    case option(type: String, cases: [String: String])
    /// A set of enum cases (`multichoice`).
    case set(type: String, cases: [String: String])
    /// A non-optional enum (a string state variable with `values`).
    case enumerated(type: String, cases: [String: String])
  }

  /// How the value reads: the property in the generated type, escaped, or (where the condition is
  /// placed outside the form's type, or reads a list item's field) a parenthesized expression over `engine`.
  var property: String
  var shape: Shape
}

/// Writes a bound condition as a Swift expression over the generated type's typed properties:
/// `repeat != 'never' && !allDay` becomes `(`repeat` != RepeatOption.never && !(allDay))`.
/// Every name is bound to its slot already, so the symbols are read by slot. The same translator
/// writes a list's template conditions, with symbols that read the item with key `key`.
struct SwiftConditionTranslator {
  /// How each value slot reads, by value slot.
  let values: [SwiftValueSymbol]
  /// How each row's expanded flag reads (`isExpanded(.x)`), by row slot, for `X.expanded`.
  let expanded: [String]

  /// The condition as a Swift expression; nil when it reads a validation flag (`ROW.isValid`, `ROW.isEnabled`,
  /// `SECTION.isValid`, `form.isValid`), which the generated type does not expose yet: such a condition is left
  /// out of `conditionHolds(for:)`, as a template row's condition is.
  ///
  /// Recursion depth is bounded by the condition parser's nesting limit.
  func translate(_ condition: BoundCondition) -> String? {
    switch condition {
    case .literal(let literal):
      return plain(literal)
    case .expanded(let row):
      return expanded[row]
    case .flag:
      return nil
    case .value(let slot, let member):
      let property = values[slot].property
      switch member {
      case .count?: return "\(property).count"
      case .isEmpty?: return "\(property).isEmpty"
      default: return property
      }
    case .not(let operand):
      return translate(operand).map { "!(\($0))" }
    case .and(let operands):
      return translateAll(operands).map { "(" + $0.joined(separator: " && ") + ")" }
    case .or(let operands):
      return translateAll(operands).map { "(" + $0.joined(separator: " || ") + ")" }
    case .compare(let left, let comparison, let right):
      let symbol = symbol(of: left) ?? symbol(of: right)
      guard let left = operand(left, symbol), let right = operand(right, symbol) else { return nil }
      return "(\(left) \(comparison.rawValue) \(right))"
    case .member(let left, let items):
      let symbol = symbol(of: left)
      guard let subject = translate(left) else { return nil }
      return "(" + items.map { "\(subject) == \(literal($0, for: symbol))" }.joined(separator: " || ") + ")"
    case .contains(let left, let item):
      return translate(left).map { "\($0).contains(\(literal(item, for: symbol(of: left))))" }
    }
  }

  private func translateAll(_ operands: [BoundCondition]) -> [String]? {
    var translated: [String] = []
    for operand in operands {
      guard let operand = translate(operand) else { return nil }
      translated.append(operand)
    }
    return translated
  }

  /// The value symbol an operand reads directly (not through `.count` or `.isEmpty`).
  private func symbol(of condition: BoundCondition) -> SwiftValueSymbol? {
    if case .value(let slot, nil) = condition { return values[slot] }
    return nil
  }

  private func operand(_ condition: BoundCondition, _ symbol: SwiftValueSymbol?) -> String? {
    if case .literal(let value) = condition { return literal(value, for: symbol) }
    return translate(condition)
  }

  /// A literal compared with (or tested against) `symbol`: options become enum cases.
  private func literal(_ literal: ConditionLiteral, for symbol: SwiftValueSymbol?) -> String {
    if case .string(let text) = literal, let symbol {
      switch symbol.shape {
      case .option(let type, let cases), .set(let type, let cases), .enumerated(let type, let cases):
        if let name = cases[text] { return "\(type).\(SwiftNames.escaped(name))" }
      default: break
      }
    }
    return plain(literal)
  }

  private func plain(_ literal: ConditionLiteral) -> String {
    switch literal {
    case .string(let text): SwiftNames.stringLiteral(text)
    case .int(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "nil"
    }
  }
}
