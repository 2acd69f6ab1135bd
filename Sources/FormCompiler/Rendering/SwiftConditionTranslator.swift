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

  /// The property in the generated type, escaped.
  var property: String
  var shape: Shape
}

/// Writes a checked condition as a Swift expression over the generated type's typed properties:
/// `repeat != 'never' && !allDay` becomes `(`repeat` != RepeatOption.never && !(allDay))`.
/// The condition was type-checked already, so every name resolves.
struct SwiftConditionTranslator {
  let values: [String: SwiftValueSymbol]
  /// Row ids to `Row` case names, for `X.expanded`.
  let rowCases: [String: String]

  /// Recursion depth is bounded by the condition parser's nesting limit.
  func translate(_ expression: ConditionExpression) -> String {
    switch expression {
    case .literal(let literal, _):
      return plain(literal)
    case .reference(let name, let member, _, _):
      if member == .expanded { return "isExpanded(.\(rowCases[name] ?? name))" }
      let property = values[name]?.property ?? name
      switch member {
      case .count?: return "\(property).count"
      case .isEmpty?: return "\(property).isEmpty"
      default: return property
      }
    case .not(let operand, _):
      return "!(\(translate(operand)))"
    case .and(let operands, _):
      return "(" + operands.map(translate).joined(separator: " && ") + ")"
    case .or(let operands, _):
      return "(" + operands.map(translate).joined(separator: " || ") + ")"
    case .compare(let left, let comparison, let right, _):
      let symbol = symbol(of: left) ?? symbol(of: right)
      return "(\(operand(left, symbol)) \(comparison.rawValue) \(operand(right, symbol)))"
    case .member(let left, let items, _):
      let symbol = symbol(of: left)
      let subject = translate(left)
      return "(" + items.map { "\(subject) == \(literal($0.0, for: symbol))" }.joined(separator: " || ") + ")"
    case .contains(let left, let item, _, _):
      return "\(translate(left)).contains(\(literal(item, for: symbol(of: left))))"
    }
  }

  /// The value symbol an operand reads directly (not through `.count` or `.isEmpty`).
  private func symbol(of expression: ConditionExpression) -> SwiftValueSymbol? {
    if case .reference(let name, nil, _, _) = expression { return values[name] }
    return nil
  }

  private func operand(_ expression: ConditionExpression, _ symbol: SwiftValueSymbol?) -> String {
    if case .literal(let value, _) = expression { return literal(value, for: symbol) }
    return translate(expression)
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
