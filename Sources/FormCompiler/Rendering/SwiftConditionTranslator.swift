import FormRuntimeCore

/// How a name reads in the generated Swift.
struct SwiftValueSymbol {
  enum Shape {
    case bool, int, string
    /// A `Decimal` (`decimal`): compared with an `Int` through `Decimal(_:)`.
    case decimal
    /// An optional enum (`choice`, `picker`): case names by option.
    case option(type: String, cases: [String: String])
    /// A set of enum cases (`multichoice`).
    case set(type: String, cases: [String: String])
    /// A non-optional enum (a string state variable with `values`).
    case enumerated(type: String, cases: [String: String])
    /// An optional `Date` (`date`).
    case date
  }

  /// How the value reads: the property in the generated type, escaped, or (where the condition is
  /// placed outside the form's type, or reads a list item's field) a parenthesized expression over `engine`.
  var property: String
  var shape: Shape
}

/// How each validation flag reads in the generated Swift: a call on the generated API, which reads the engine.
struct SwiftFlagSymbols {
  /// `ROW.isValid` and `ROW.isEnabled`, by row slot (`isValid(.email)`, `isEnabled(.email)`).
  var rowIsValid: [String]
  var rowIsEnabled: [String]
  /// `SECTION.isValid`, by spec section (`isValid(section: .toppings)`).
  var sectionIsValid: [String]
  /// `form.isValid` (`isValid`).
  var formIsValid: String

  /// The flags as the form's type reads them: its own validation API.
  ///
  /// - Parameters:
  ///   - rowCases: the `Row` case of each row slot, escaped.
  ///   - sectionCases: the `Section` case of each spec section, escaped.
  static func form(rowCases: [String], sectionCases: [String]) -> SwiftFlagSymbols {
    SwiftFlagSymbols(
      rowIsValid: rowCases.map { "isValid(.\($0))" }, rowIsEnabled: rowCases.map { "isEnabled(.\($0))" },
      sectionIsValid: sectionCases.map { "isValid(section: .\($0))" }, formIsValid: "isValid")
  }

  /// The flags as code outside the form's type reads them (a list type's): straight from `engine`, by id. A flag
  /// of an unknown id reads `true`, as it does for a row or section without rules.
  ///
  /// - Parameters:
  ///   - rowIDs: the id of each row slot.
  ///   - sectionIDs: the id of each spec section.
  static func engine(rowIDs: [String], sectionIDs: [String]) -> SwiftFlagSymbols {
    SwiftFlagSymbols(
      rowIsValid: rowIDs.map { "(engine.row(\(SwiftNames.stringLiteral($0)))?.isValid ?? true)" },
      rowIsEnabled: rowIDs.map { "(engine.isEnabled(\(SwiftNames.stringLiteral($0))) ?? true)" },
      sectionIsValid: sectionIDs.map { "(engine.isValid(section: \(SwiftNames.stringLiteral($0))) ?? true)" },
      formIsValid: "engine.isValid")
  }

  func read(_ flag: BoundFlag) -> String {
    switch flag {
    case .rowIsValid(let row): rowIsValid[row]
    case .rowIsEnabled(let row): rowIsEnabled[row]
    case .sectionIsValid(let section): sectionIsValid[section]
    case .formIsValid: formIsValid
    }
  }
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
  /// How each validation flag reads (`isValid(.email)`, `isValid`).
  let flags: SwiftFlagSymbols

  /// The condition as a Swift expression.
  ///
  /// Recursion depth is bounded by the condition parser's nesting limit.
  func translate(_ condition: BoundCondition) -> String {
    switch condition {
    case .literal(let literal):
      return plain(literal)
    case .expanded(let row):
      return expanded[row]
    case .flag(let flag):
      return flags.read(flag)
    case .value(let slot, let member):
      let property = values[slot].property
      switch member {
      case .count?: return "\(property).count"
      case .isEmpty?: return "\(property).isEmpty"
      default: return property
      }
    case .not(let operand):
      return "!(\(translate(operand)))"
    case .and(let operands):
      return "(" + operands.map(translate).joined(separator: " && ") + ")"
    case .or(let operands):
      return "(" + operands.map(translate).joined(separator: " || ") + ")"
    case .compare(let left, let comparison, let right):
      if case .instant = left, comparison != .equal && comparison != .notEqual {
        // Instants are optional: an ordering with a null date is false, as in the engine.
        return "ConditionDates.holds(\(translate(left)), \(comparison.rawValue), \(translate(right)))"
      }
      let symbol = symbol(of: left) ?? symbol(of: right)
      let (leftText, rightText) = numbersAligned(left, right, operand(left, symbol), operand(right, symbol))
      return "(\(leftText) \(comparison.rawValue) \(rightText))"
    case .instant(.literal(.string(let text))):
      // Worked out here, as lowering does.
      return ISO8601Date.microseconds(of: text).map { "\($0)" } ?? "nil"
    case .instant(let operand):
      return "ConditionDates.instant(\(translate(operand)))"
    case .member(let left, let items):
      let symbol = symbol(of: left)
      let subject = translate(left)
      return "("
        + items.map {
          let (itemText, subjectText) = numbersAligned(.literal($0), left, literal($0, for: symbol), subject)
          return "\(subjectText) == \(itemText)"
        }.joined(separator: " || ") + ")"
    case .contains(let left, let item):
      return "\(translate(left)).contains(\(literal(item, for: symbol(of: left))))"
    }
  }

  /// The two operands of a comparison as Swift compares them: an `Int` side compared with a `Decimal` side becomes
  /// `Decimal(_:)` (exact), as the engine compares numbers across the two; an integer literal needs nothing.
  private func numbersAligned(
    _ left: BoundCondition, _ right: BoundCondition, _ leftText: String, _ rightText: String
  ) -> (String, String) {
    switch (isDecimal(left), isDecimal(right)) {
    case (true, false) where !isIntLiteral(right): (leftText, "Decimal(\(rightText))")
    case (false, true) where !isIntLiteral(left): ("Decimal(\(leftText))", rightText)
    default: (leftText, rightText)
    }
  }

  private func isDecimal(_ condition: BoundCondition) -> Bool {
    switch condition {
    case .literal(.decimal): true
    case .value(let slot, nil): if case .decimal = values[slot].shape { true } else { false }
    default: false
    }
  }

  private func isIntLiteral(_ condition: BoundCondition) -> Bool {
    if case .literal(.int) = condition { return true }
    return false
  }

  /// The value symbol an operand reads directly (not through `.count` or `.isEmpty`).
  private func symbol(of condition: BoundCondition) -> SwiftValueSymbol? {
    if case .value(let slot, nil) = condition { return values[slot] }
    return nil
  }

  private func operand(_ condition: BoundCondition, _ symbol: SwiftValueSymbol?) -> String {
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
    case .decimal(let number): SwiftNames.decimalLiteral(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "nil"
    }
  }
}
