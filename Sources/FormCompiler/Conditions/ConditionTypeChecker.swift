import FormDiagnostics
import FormRuntimeCore
import NameSuggestions

/// What a name in a condition refers to.
enum ConditionSymbol {
  case row(kind: RowKind, options: [String]?, isExpandable: Bool)
  case stateVariable(type: ValueType, values: [String]?)
  /// A select section's selection: its choices are the section's top-level row ids.
  case selection(mode: SelectMode, choices: [String])
  /// A section without `select`, which has no value.
  case section
  /// A list section, read through `.count` and `.isEmpty`.
  case list
  /// A row whose declaration was already reported as wrong.
  case invalid
}

/// The static type of a condition subexpression.
enum ConditionType: Equatable {
  /// `int` is a whole number; `decimal` a decimal row's value. Numbers compare with each other exactly.
  case bool, int, decimal, null
  /// A string; `allowed` lists its values when they are enumerated.
  case string(allowed: [String]?, name: String?)
  /// A choice, or a single selection (`isSelection`, whose options are row ids): one of `options`, or null.
  case option(options: [String], name: String, isSelection: Bool)
  /// A multichoice, or a multiple selection: a set of `options`.
  case set(options: [String], name: String, isSelection: Bool)
  /// A date row's value: an ISO-8601 date or null, compared with other dates and date literals as instants.
  case date
  /// The type of something already reported as wrong, which must not cause more errors.
  case unknown

  var phrase: String {
    switch self {
    case .bool: "a boolean"
    case .int: "an integer"
    case .decimal: "a decimal number"
    case .null: "null"
    case .string: "a string"
    case .option(_, _, let isSelection): isSelection ? "a single selection" : "a choice"
    case .set(_, _, let isSelection): isSelection ? "a multiple selection" : "a multichoice set"
    case .date: "a date"
    case .unknown: "an unknown value"
    }
  }

  /// Whether this is a number (an integer or a decimal), which orders and compares with the other kind exactly.
  var isNumber: Bool { self == .int || self == .decimal }
}

/// Type-checks a parsed condition against the form's names, reporting every problem it finds.
struct ConditionTypeChecker {
  let symbols: ConditionSymbols
  /// The list whose template row the condition is written on, or -1 outside every list's items: only there may it
  /// read the list's fields by bare id.
  let scope: Int
  /// Maps an offset in the condition string to a position in the file.
  let locate: (Int) -> SourceLocation
  var diagnostics: [Diagnostic] = []
  /// What each name read by the condition is bound to, by the offset of the name: filled in as the names are
  /// checked, and read by ``bind(_:)`` to bind the condition without looking a name up again.
  private var bindings: [Int: ConditionBinding] = [:]
  /// The comparisons (by the offset of their operator) whose operands are dates: bound with their non-null operands
  /// as instants.
  private var dateComparisons: Set<Int> = []

  init(symbols: ConditionSymbols, scope: Int = -1, locate: @escaping (Int) -> SourceLocation) {
    self.symbols = symbols
    self.scope = scope
    self.locate = locate
  }

  /// Checks that `expression` is a well-typed boolean condition.
  mutating func checkCondition(_ expression: ConditionExpression) {
    let type = check(expression)
    if type != .bool && type != .unknown {
      error(
        .conditionNotBool, "condition must be a boolean, but this is \(type.phrase); compare it with something",
        at: expression.start)
    }
  }

  private mutating func check(_ expression: ConditionExpression) -> ConditionType {
    switch expression {
    case .literal(let literal, _):
      return type(of: literal)
    case .reference(let name, let member, let nameRange, let range):
      return checkReference(name, member, nameRange: nameRange, range: range)
    case .not(let operand, let range):
      requireBool(check(operand), "'!' applies to a boolean", at: operand.start, fallback: range.start)
      return .bool
    case .and(let operands, _), .or(let operands, _):
      let word = if case .and = expression { "'&&'" } else { "'||'" }
      for operand in operands {
        requireBool(check(operand), "\(word) joins booleans", at: operand.start, fallback: operand.start)
      }
      return .bool
    case .compare(let left, let comparison, let right, let operatorRange):
      let leftType = check(left), rightType = check(right)
      if leftType == .date || rightType == .date {
        checkDateComparison(comparison, leftType, left, rightType, right, operatorRange: operatorRange)
        return .bool
      }
      switch comparison {
      case .equal, .notEqual:
        checkComparable(leftType, left, rightType, right, operatorRange: operatorRange)
      default:
        for (type, operand) in [(leftType, left), (rightType, right)] where !type.isNumber && type != .unknown {
          error(
            .typeMismatch, "'\(comparison.rawValue)' compares numbers or dates, but this is \(type.phrase)",
            at: operand.start)
        }
      }
      return .bool
    case .member(let left, let items, let operatorRange):
      let leftType = check(left)
      switch leftType {
      case .option, .string, .int, .decimal, .unknown:
        for (literal, range) in items {
          checkLiteral(literal, range: range, against: leftType, left: left, operatorRange: operatorRange)
        }
      default:
        let hint = if case .set = leftType { "; test each member with 'contains'" } else { "" }
        error(
          .typeMismatch,
          "'in' tests a choice, single selection, string or number, but this is \(leftType.phrase)\(hint)",
          at: left.start)
      }
      return .bool
    case .contains(let left, let literal, let literalRange, _):
      switch check(left) {
      case .set(let options, let name, let isSelection):
        if case .string(let text) = literal {
          checkOption(text, options: options, name: name, isSelection: isSelection, range: literalRange)
        } else {
          error(
            .typeMismatch, "'contains' takes an option string, not \(type(of: literal).phrase)",
            at: literalRange.start)
        }
      case .unknown: break
      case let other:
        let hint = if case .option = other { "; compare it with '==' or test it with 'in [...]'" } else { "" }
        error(
          .typeMismatch,
          "'contains' tests a multichoice set or a multiple selection, but this is \(other.phrase)\(hint)",
          at: left.start)
      }
      return .bool
    }
  }

  private mutating func checkReference(
    _ name: String, _ member: ConditionExpression.Member?, nameRange: ConditionRange, range: ConditionRange
  ) -> ConditionType {
    if name == Self.formName {
      // Reserved (no id may be `form`), so it names the form whatever the spec declares.
      guard member == .isValid else {
        error(.noValidationFlag, "'form' is read only as 'form.isValid' (whether the form is valid)", at: range.start)
        return .unknown
      }
      bindings[nameRange.start] = .form
      return .bool
    }
    guard let (symbol, binding) = symbols.lookUp(name) else {
      let candidates = symbols.names.filter { symbolHasValue($0) } + (member == .isValid ? [Self.formName] : [])
      let suggestion = Suggestions.closest(to: name, in: candidates)
      let location = locate(nameRange.start)
      // With no close name, the first few names the condition could read, so the reader sees
      // what the form calls things.
      let hint =
        suggestion.map { "; did you mean '\($0)'?" } ?? "; the names it can read are \(Suggestions.sample(candidates))"
      diagnostics.append(
        Diagnostic(
          kind: .unknownName,
          message: "unknown name '\(name)' in condition" + (candidates.isEmpty ? "" : hint),
          at: location,
          fixIts: suggestion.map { [FixIt(location: location, length: nameRange.length, replacement: $0)] } ?? []))
      return .unknown
    }
    if case .row(let slot, _)? = binding {
      let owner = symbols.list(ofRow: slot)
      if owner >= 0, owner != scope {
        let list = symbols.name(ofList: owner)
        error(
          .itemFieldOutsideList,
          "'\(name)' belongs to each item of '\(list)'; outside the list use \(list).count or \(list).isEmpty",
          at: nameRange.start)
        return .unknown
      }
    }
    if let binding { bindings[nameRange.start] = binding }
    if let member, member == .isValid || member == .isEnabled {
      return checkFlag(name, member, of: symbol, at: range.start)
    }
    let base: ConditionType
    switch symbol {
    case .invalid:
      return .unknown
    case .list:
      switch member {
      case .count?: return .int
      case .isEmpty?: return .bool
      default:
        error(
          .notAValue,
          "'\(name)' is a list; conditions read its number of items, '\(name).count', or '\(name).isEmpty'",
          at: nameRange.start)
        return .unknown
      }
    case .section:
      error(
        .notAValue,
        "'\(name)' is a section without 'select'; conditions test rows, state variables and the selections of "
          + "select sections",
        at: nameRange.start)
      return .unknown
    case .selection(let mode, let choices):
      if member == .expanded {
        error(
          .notExpandable, "'.expanded' needs a row that expands; '\(name)' is the selection of a select section",
          at: range.start)
        return .unknown
      }
      base =
        mode == .single
        ? .option(options: choices, name: name, isSelection: true)
        : .set(options: choices, name: name, isSelection: true)
    case .row(let kind, let options, let isExpandable):
      if member == .expanded {
        guard isExpandable else {
          error(
            .notExpandable, "'\(name).expanded' needs a row that expands, but '\(name)' has no 'expands' rows",
            at: range.start)
          return .unknown
        }
        return .bool
      }
      switch kind {
      case .label, .button:
        error(.noValue, "row '\(name)' is a \(kind.rawValue) and has no value to test", at: nameRange.start)
        return .unknown
      case .date:
        guard member == nil else {
          error(
            .typeMismatch,
            "'.\(member.map { "\($0)" } ?? "")' does not apply to date row '\(name)'; compare it with "
              + "another date, a date such as '2026-11-29', or null",
            at: range.start)
          return .unknown
        }
        base = .date
      case .text: base = .string(allowed: nil, name: name)
      case .toggle: base = .bool
      case .number: base = .int
      case .decimal: base = .decimal
      case .choice, .picker: base = .option(options: options ?? [], name: name, isSelection: false)
      case .multichoice: base = .set(options: options ?? [], name: name, isSelection: false)
      }
    case .stateVariable(let type, let values):
      if member == .expanded {
        error(.notExpandable, "'.expanded' needs a row that expands; '\(name)' is a state variable", at: range.start)
        return .unknown
      }
      switch type {
      case .bool: base = .bool
      case .int: base = .int
      default: base = .string(allowed: values, name: name)
      }
    }
    switch member {
    case nil, .expanded?:
      return base
    case .isValid?, .isEnabled?:
      // Checked by `checkFlag` before the value's type was worked out.
      return .bool
    case .isEmpty?, .count?:
      switch base {
      case .string, .set: return member == .count ? .int : .bool
      default:
        let memberName = member.map { ".\($0.rawValue)" } ?? ""
        let hint =
          if case .option = base { "; it holds one value or none: compare it with null ('\(name) != null')" } else {
            ""
          }
        error(
          .typeMismatch,
          "'\(memberName)' applies to text, multichoice values and multiple selections, but '\(name)' is "
            + "\(base.phrase)\(hint)",
          at: range.start)
        return .unknown
      }
    }
  }

  /// The name conditions read the form's own flag through (`form.isValid`); no id may take it.
  static let formName = "form"

  /// `NAME.isValid` or `NAME.isEnabled`: a boolean of any row (`isValid`, `isEnabled`) and of a select section
  /// (`isValid`); nothing else has flags.
  private mutating func checkFlag(
    _ name: String, _ member: ConditionExpression.Member, of symbol: ConditionSymbol, at offset: Int
  ) -> ConditionType {
    let what: String
    let instead: String
    switch symbol {
    case .invalid:
      return .unknown
    case .row:
      return .bool
    case .selection:
      guard member == .isEnabled else { return .bool }
      what = "a select section"
      instead = "each of its rows has one ('ROW.isEnabled')"
    case .section:
      what = "a section without 'select'"
      instead = "rows and select sections have validation flags"
    case .list:
      what = "a list"
      instead = "its template rows have one for each item, read by the template's own conditions"
    case .stateVariable:
      what = "a state variable"
      instead = "rows have validation flags ('ROW.isValid', 'ROW.isEnabled'), and select sections 'SECTION.isValid'"
    }
    error(.noValidationFlag, "'\(name)' is \(what), which has no '.\(member.rawValue)'; \(instead)", at: offset)
    return .unknown
  }

  /// `expression`, checked by ``checkCondition(_:)`` without diagnostics, with its names bound to their slots; nil
  /// when it reads a name whose declaration was already reported as wrong (the form has errors, and is not lowered).
  ///
  /// Recursion depth is bounded by the parser's nesting limit.
  func bind(_ expression: ConditionExpression) -> BoundCondition? {
    switch expression {
    case .literal(let literal, _):
      return .literal(literal)
    case .reference(_, let member, let nameRange, _):
      switch bindings[nameRange.start] {
      case .row(let slot, _)? where member == .expanded: return .expanded(row: slot)
      case .row(let slot, _)? where member == .isValid: return .flag(.rowIsValid(row: slot))
      case .row(let slot, _)? where member == .isEnabled: return .flag(.rowIsEnabled(row: slot))
      case .row(_, let valueSlot)?: return .value(slot: valueSlot, member: member)
      case .value(_, let section)? where member == .isValid && section >= 0:
        return .flag(.sectionIsValid(section: section))
      case .value(let slot, _)?: return .value(slot: slot, member: member)
      case .form?: return .flag(.formIsValid)
      case .listCount(let slot)?:
        // The count is an int slot: `.count` reads it as it is, `.isEmpty` compares it with 0.
        let count = BoundCondition.value(slot: slot, member: nil)
        return member == .isEmpty ? .compare(count, .equal, .literal(.int(0))) : count
      case nil: return nil
      }
    case .not(let operand, _):
      return bind(operand).map { .not($0) }
    case .and(let operands, _):
      return bindAll(operands).map { .and($0) }
    case .or(let operands, _):
      return bindAll(operands).map { .or($0) }
    case .compare(let leftExpression, let comparison, let rightExpression, let operatorRange):
      guard var left = bind(leftExpression), var right = bind(rightExpression) else { return nil }
      if dateComparisons.contains(operatorRange.start) {
        if case .literal(.null) = left {} else { left = .instant(left) }
        if case .literal(.null) = right {} else { right = .instant(right) }
      }
      return .compare(left, comparison, right)
    case .member(let left, let items, _):
      return bind(left).map { .member($0, items.map(\.0)) }
    case .contains(let left, let literal, _, _):
      return bind(left).map { .contains($0, literal) }
    }
  }

  private func bindAll(_ operands: [ConditionExpression]) -> [BoundCondition]? {
    var bound: [BoundCondition] = []
    bound.reserveCapacity(operands.count)
    for operand in operands {
      guard let operand = bind(operand) else { return nil }
      bound.append(operand)
    }
    return bound
  }

  /// A comparison with a date on one side: the other side must be a date, a literal date (`'2026-11-29'`), or
  /// null for `==` and `!=`. Dates compare as instants.
  private mutating func checkDateComparison(
    _ comparison: ConditionExpression.Comparison, _ leftType: ConditionType, _ left: ConditionExpression,
    _ rightType: ConditionType, _ right: ConditionExpression, operatorRange: ConditionRange
  ) {
    dateComparisons.insert(operatorRange.start)
    for (operand, type) in [(left, leftType), (right, rightType)] {
      switch (operand, type) {
      case (_, .date), (_, .unknown):
        continue
      case (.literal(.string(let text), let range), _):
        if !ISO8601Date.isValid(text) {
          error(
            .typeMismatch,
            "'\(text)' is not an ISO-8601 date; write a date such as '2026-11-29' or '2026-11-29T09:30:00Z'",
            at: range.start + 1)
        }
      case (.literal(.null, let range), _):
        if comparison != .equal && comparison != .notEqual {
          error(
            .typeMismatch, "'\(comparison.rawValue)' cannot compare a date with null; test '!= null' first",
            at: range.start)
        }
      default:
        error(
          .typeMismatch,
          "cannot compare a date with \(type.phrase); compare it with another date, a date such as '2026-11-29', "
            + "or null",
          at: operand.start)
      }
    }
  }

  private mutating func checkComparable(
    _ leftType: ConditionType, _ left: ConditionExpression, _ rightType: ConditionType, _ right: ConditionExpression,
    operatorRange: ConditionRange
  ) {
    // A literal on either side is checked against the other side's type (options included).
    if case .literal(let literal, let range) = right {
      checkLiteral(literal, range: range, against: leftType, left: left, operatorRange: operatorRange)
    } else if case .literal(let literal, let range) = left {
      checkLiteral(literal, range: range, against: rightType, left: right, operatorRange: operatorRange)
    } else if !compatible(leftType, rightType) {
      error(
        .typeMismatch, "cannot compare \(leftType.phrase) with \(rightType.phrase)", at: operatorRange.start)
    }
  }

  private func compatible(_ a: ConditionType, _ b: ConditionType) -> Bool {
    switch (a, b) {
    case (.unknown, _), (_, .unknown), (.bool, .bool), (.string, .string), (.option, .option), (.set, .set):
      true
    case _ where a.isNumber && b.isNumber: true
    default: false
    }
  }

  /// Checks a literal compared with (or listed against) a value of type `target`.
  private mutating func checkLiteral(
    _ literal: ConditionLiteral, range: ConditionRange, against target: ConditionType, left: ConditionExpression,
    operatorRange: ConditionRange
  ) {
    switch (target, literal) {
    // Numbers compare exactly in any mix (an integer equals no 0.5; `verify` reports a comparison that never holds).
    case (.unknown, _), (.bool, .bool), (.int, .int), (.int, .decimal), (.decimal, .int), (.decimal, .decimal),
      (.option, .null):
      return
    case (.option(let options, let name, let isSelection), .string(let text)):
      checkOption(text, options: options, name: name, isSelection: isSelection, range: range)
    case (.string(let allowed, let name), .string(let text)):
      if let allowed, let name { checkOption(text, options: allowed, name: name, isSelection: false, range: range) }
    case (_, .null):
      let hint = if case .set = target { "; test '.isEmpty' instead" } else { "" }
      error(
        .typeMismatch,
        "only a choice or a single selection can be compared with null, but this is \(target.phrase)\(hint)",
        at: range.start)
    default:
      let hint = if case .set = target, case .string = literal { "; test a member with 'contains'" } else { "" }
      error(
        .typeMismatch, "cannot compare \(target.phrase) with \(literal) (\(type(of: literal).phrase))\(hint)",
        at: range.start)
    }
  }

  private mutating func checkOption(
    _ text: String, options: [String], name: String, isSelection: Bool, range: ConditionRange
  ) {
    guard !options.contains(text) else { return }
    let titled =
      isSelection ? nil : OptionTitleMatch.value(titled: text, options: options, shown: symbols.shownOptions(of: name))
    let suggestion = titled ?? Suggestions.closest(to: text, in: options)
    let list = options.map { "'\($0)'" }.joined(separator: ", ")
    let (noun, subject, plural) =
      isSelection ? ("a row", "select section '\(name)'", "rows") : ("an option", "'\(name)'", "options")
    // The fix-it replaces the text between the literal's quotes, which keeps it right whatever
    // quoting (and YAML escaping) the literal was written with.
    // The caret goes there too, under the word rather than its quote.
    let textStart = locate(range.start + 1), textEnd = locate(range.start + range.length - 1)
    let textLength = textEnd.line == textStart.line ? textEnd.column - textStart.column : text.unicodeScalars.count
    diagnostics.append(
      Diagnostic(
        kind: .unknownOption,
        message: "'\(text)' is not \(noun) of \(subject)"
          + (titled.map { OptionTitleMatch.hint(value: $0) } ?? suggestion.map { "; did you mean '\($0)'?" }
            ?? " (\(plural): \(list))"),
        at: textStart,
        fixIts: suggestion.map { [FixIt(location: textStart, length: textLength, replacement: $0)] } ?? []))
  }

  private func type(of literal: ConditionLiteral) -> ConditionType {
    switch literal {
    case .string: .string(allowed: nil, name: nil)
    case .int: .int
    case .decimal: .decimal
    case .bool: .bool
    case .null: .null
    }
  }

  private func symbolHasValue(_ name: String) -> Bool {
    switch symbols[name] {
    case .section?, .list?: false
    default: true
    }
  }

  private mutating func requireBool(_ type: ConditionType, _ what: String, at offset: Int, fallback: Int) {
    guard type != .bool, type != .unknown else { return }
    error(.typeMismatch, "\(what), but this is \(type.phrase)", at: offset)
  }

  private mutating func error(_ kind: DiagnosticKind, _ message: String, at offset: Int) {
    diagnostics.append(Diagnostic(kind: kind, message: message, at: locate(offset)))
  }
}
