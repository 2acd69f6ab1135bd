import FormRuntime

/// A generated form spec, kept as a model so tests can compute what the form should do
/// without the compiler, and written out as YAML so the whole compiler is exercised.
struct GeneratedSpec: Sendable {
  var name: String
  var title: String?
  var state: [GeneratedStateVariable]
  var sections: [GeneratedSection]
  /// List sections, each written among the static sections at its position.
  var lists: [GeneratedList] = []
  /// The form's `key:` (issue 23), written when present.
  var key: String? = nil

  /// Every static row in full-layout order: sections in order, each row followed by its children, depth first.
  var flatRows: [(row: GeneratedRow, section: Int, parent: Int)] {
    var out: [(row: GeneratedRow, section: Int, parent: Int)] = []
    func visit(_ row: GeneratedRow, section: Int, parent: Int) {
      let slot = out.count
      out.append((row, section, parent))
      for child in row.children { visit(child, section: section, parent: slot) }
    }
    for (index, section) in sections.enumerated() {
      for row in section.rows { visit(row, section: index, parent: -1) }
    }
    return out
  }
}

struct GeneratedStateVariable: Sendable {
  var name: String
  /// `.bool`, `.int` or `.string`.
  var type: ValueType
  var values: [String]?
  var defaultValue: FormValue?
  /// How the default is written in YAML.
  var defaultText: String?
}

struct GeneratedSection: Sendable {
  var id: String
  var header: String?
  var footer: String?
  var visible: GeneratedVisibility?
  /// Written only when non-nil (`accordion: false` is written sometimes too).
  var accordion: Bool?
  /// `select: single|multiple`: the rows are then all plain labels, the section's choices.
  var select: GeneratedSelect? = nil
  /// The section's `default:` selection and how it is written.
  var selectionDefault: FormValue? = nil
  var selectionDefaultText: String? = nil
  var indexTitle: String? = nil
  /// The selection's validation rules (a select section's only).
  var rules: GeneratedRules? = nil
  var rows: [GeneratedRow]
  /// `key:` (issue 23), written when present.
  var key: String? = nil
}

/// The validation keys of a row or select section, each written when present; the generator keeps them consistent
/// (applicable to the kind, bounds in order, no `required` with a maximum of 0).
struct GeneratedRules: Sendable {
  var required: Bool?
  var format: String?
  var minLength: Int?
  var maxLength: Int?
  /// The pattern's source, and how it is written in YAML.
  var pattern: String?
  var patternText: String?
  var minCount: Int?
  var maxCount: Int?
  var valid: GeneratedVisibility?
  var message: String?

  /// The rules in effect, in the compiled form's order (`RuleKind`'s), with their arguments; a `valid` rule's
  /// argument is null (its condition is compared separately): what the compiler must write, worked out from the
  /// generated keys alone.
  var expected: [(kind: RuleKind, argument: FormValue)] {
    var rules: [(RuleKind, FormValue)] = []
    if required == true { rules.append((.required, .null)) }
    if let format { rules.append((.format, .string(format))) }
    if let minLength { rules.append((.minLength, .int(minLength))) }
    if let maxLength { rules.append((.maxLength, .int(maxLength))) }
    if let pattern { rules.append((.pattern, .string(pattern))) }
    if let minCount { rules.append((.minCount, .int(minCount))) }
    if let maxCount { rules.append((.maxCount, .int(maxCount))) }
    switch valid {
    case .condition?, .constant(false)?: rules.append((.valid, .null))
    default: break
    }
    return rules
  }

  /// The YAML lines of the keys, at `indent`.
  func yamlLines(indent: String) -> [String] {
    var lines: [String] = []
    if let required { lines.append("\(indent)required: \(required)") }
    if let format { lines.append("\(indent)format: \(format)") }
    if let minLength { lines.append("\(indent)minLength: \(minLength)") }
    if let maxLength { lines.append("\(indent)maxLength: \(maxLength)") }
    if let patternText { lines.append("\(indent)pattern: \(patternText)") }
    if let minCount { lines.append("\(indent)minCount: \(minCount)") }
    if let maxCount { lines.append("\(indent)maxCount: \(maxCount)") }
    if let valid { lines.append("\(indent)valid: \(YAMLText.visibility(valid))") }
    if let message { lines.append("\(indent)message: \(YAMLText.scalar(message))") }
    return lines
  }
}

enum GeneratedSelect: String, Sendable {
  case single, multiple
}

struct GeneratedRow: Sendable {
  var id: String
  var kind: RowKind
  /// Whether `kind:` is written (label rows may leave it out).
  var writesKind: Bool
  var title: String?
  var visible: GeneratedVisibility?
  var defaultValue: FormValue?
  var defaultText: String?
  var options: [String]?
  /// Indexed like `options`: the title written for each (`{value, title}`, issue 23), nil for a plain option; nil
  /// when no option has one.
  var optionTitles: [String?]? = nil
  /// Bounds; a decimal row's in units of its precision (printed as decimals).
  var min: Int?
  var max: Int?
  /// A decimal row's `precision:`, written when non-nil (2 when not).
  var precision: Int? = nil
  var children: [GeneratedRow]
  /// Written only when non-nil, and only on rows with children.
  var expanded: Bool?
  /// `keywords:`, written when not empty.
  var keywords: [String] = []
  /// Validation rules (issue 22), written when present.
  var rules: GeneratedRules? = nil
  /// `enabled:`, written when present: a condition of values, or (`enabledReadingFlags`) one that reads validation
  /// flags, which the condition model does not evaluate.
  var enabled: GeneratedVisibility? = nil
  var enabledReadingFlags: String? = nil
  /// A label's `detail:` (issue 23), written when present, and the names its `{{name}}`s read.
  var detail: String? = nil
  var detailReads: [String] = []
  /// `key:` (issue 23), written when present.
  var key: String? = nil
  /// `style:` (issue 57), written when present: one of the kind's styles, a stepper only with both bounds.
  var style: RowStyle? = nil

  var isExpandable: Bool { !children.isEmpty }
}

/// A `visible:` value.
enum GeneratedVisibility: Sendable {
  case constant(Bool)
  case condition(Condition)
}

// MARK: - Conditions

/// A condition of the spec language, built well-typed by the generator, printed with the
/// precedence rules of the grammar, and evaluated independently of the compiler.
indirect enum Condition: Sendable {
  enum Member: String, Sendable { case expanded, isEmpty, count }
  enum Comparison: String, Sendable, CaseIterable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }

  case literal(Literal)
  case reference(String, Member?)
  /// `!x` or `not x` (`word`).
  case not(Condition, word: Bool)
  /// `a && b` / `a and b`: `words[i]` spells the joint before operand `i + 1`.
  case and([Condition], words: [Bool])
  case or([Condition], words: [Bool])
  /// `spaced: false` prints the operator without spaces (`a>=3`).
  case compare(Condition, Comparison, Condition, spaced: Bool)
  /// A comparison with a date row on one side (issue 23): dates compare as instants (``ModelDates``), and an
  /// ordering with a null date is false. Printed as `compare` is.
  case dateCompare(Condition, Comparison, Condition, spaced: Bool)
  /// A comparison with a decimal row on one side (issue 23): numbers compare by value, exactly, in any mix of
  /// integers and decimals (``ModelDecimals``). Printed as `compare` is.
  case numberCompare(Condition, Comparison, Condition, spaced: Bool)
  case member(Condition, [Literal])
  case contains(Condition, Literal)
  /// Redundant parentheses.
  case parenthesized(Condition)

  enum Literal: Sendable, Hashable {
    case string(String)
    case int(Int)
    /// A number with digits after the point, as written (`7.50`).
    case decimal(String)
    case bool(Bool)
    case null

    var value: FormValue {
      switch self {
      case .string(let text): .string(text)
      case .int(let number): .int(number)
      case .decimal(let text): FormDecimal(text).map(FormValue.decimal) ?? .null
      case .bool(let flag): .bool(flag)
      case .null: .null
      }
    }

    /// Strings in single quotes, with `\` escaping `'` and `\`.
    var source: String {
      switch self {
      case .string(let text):
        var out = "'"
        for character in text {
          if character == "'" || character == "\\" { out.append("\\") }
          out.append(character)
        }
        return out + "'"
      case .int(let number): return String(number)
      case .decimal(let text): return text
      case .bool(let flag): return flag ? "true" : "false"
      case .null: return "null"
      }
    }
  }

  // MARK: Printing

  private enum Context: Int, Comparable {
    case or, and, unary, operand
    static func < (a: Context, b: Context) -> Bool { a.rawValue < b.rawValue }
  }

  /// The condition as the spec language writes it.
  var source: String { print(in: .or) }

  private func print(in context: Context) -> String {
    switch self {
    case .literal(let literal):
      return literal.source
    case .reference(let name, let member):
      return member.map { "\(name).\($0.rawValue)" } ?? name
    case .not(let operand, let word):
      let text = (word ? "not " : "!") + operand.print(in: .unary)
      return context <= .unary ? text : "(\(text))"
    case .and(let operands, let words):
      let text = Self.join(operands, words: words, symbol: "&&", word: "and", operandContext: .unary)
      return context <= .and ? text : "(\(text))"
    case .or(let operands, let words):
      let text = Self.join(operands, words: words, symbol: "||", word: "or", operandContext: .and)
      return context <= .or ? text : "(\(text))"
    case .compare(let left, let comparison, let right, let spaced),
      .dateCompare(let left, let comparison, let right, let spaced),
      .numberCompare(let left, let comparison, let right, let spaced):
      let joint = spaced ? " \(comparison.rawValue) " : comparison.rawValue
      let text = left.print(in: .operand) + joint + right.print(in: .operand)
      return context <= .unary ? text : "(\(text))"
    case .member(let left, let items):
      let text = left.print(in: .operand) + " in [" + items.map(\.source).joined(separator: ", ") + "]"
      return context <= .unary ? text : "(\(text))"
    case .contains(let left, let literal):
      let text = left.print(in: .operand) + " contains " + literal.source
      return context <= .unary ? text : "(\(text))"
    case .parenthesized(let inner):
      return "(" + inner.print(in: .or) + ")"
    }
  }

  private static func join(
    _ operands: [Condition], words: [Bool], symbol: String, word: String, operandContext: Context
  ) -> String {
    var text = operands[0].print(in: operandContext)
    for index in 1..<operands.count {
      let useWord = index - 1 < words.count && words[index - 1]
      text += (useWord ? " \(word) " : " \(symbol) ") + operands[index].print(in: operandContext)
    }
    return text
  }

  // MARK: Evaluation

  /// The condition's value, by the language's rules, in `state`.
  func evaluate(_ state: ModelState) -> FormValue {
    switch self {
    case .literal(let literal):
      return literal.value
    case .reference(let name, let member):
      switch member {
      case nil: return state.values[name] ?? .null
      case .expanded?: return .bool(state.expanded[name] ?? false)
      case .isEmpty? where state.lists[name] != nil:
        return .bool(state.lists[name]?.items.isEmpty ?? true)
      case .count? where state.lists[name] != nil:
        return .int(state.lists[name]?.items.count ?? 0)
      case .isEmpty?:
        switch state.values[name] {
        case .string(let text)?: return .bool(text.isEmpty)
        case .set(let members)?: return .bool(members.isEmpty)
        default: return .null
        }
      case .count?:
        switch state.values[name] {
        case .string(let text)?: return .int(text.count)
        case .set(let members)?: return .int(members.count)
        default: return .null
        }
      }
    case .not(let operand, _):
      return .bool(operand.evaluate(state) != .bool(true))
    case .and(let operands, _):
      return .bool(operands.allSatisfy { $0.evaluate(state) == .bool(true) })
    case .or(let operands, _):
      return .bool(operands.contains { $0.evaluate(state) == .bool(true) })
    case .compare(let left, let comparison, let right, _):
      let a = left.evaluate(state), b = right.evaluate(state)
      switch comparison {
      case .equal: return .bool(a == b)
      case .notEqual: return .bool(a != b)
      default:
        guard case .int(let x) = a, case .int(let y) = b else { return .null }
        switch comparison {
        case .less: return .bool(x < y)
        case .lessOrEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        default: return .bool(x >= y)
        }
      }
    case .dateCompare(let left, let comparison, let right, _):
      let a = ModelDates.instant(left.evaluate(state)), b = ModelDates.instant(right.evaluate(state))
      switch comparison {
      case .equal: return .bool(a == b)
      case .notEqual: return .bool(a != b)
      default:
        guard let x = a, let y = b else { return .bool(false) }
        switch comparison {
        case .less: return .bool(x < y)
        case .lessOrEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        default: return .bool(x >= y)
        }
      }
    case .numberCompare(let left, let comparison, let right, _):
      let a = ModelDecimals.value(left.evaluate(state)), b = ModelDecimals.value(right.evaluate(state))
      guard let x = a, let y = b else { return .bool(false) }
      switch comparison {
      case .equal: return .bool(x == y)
      case .notEqual: return .bool(x != y)
      case .less: return .bool(x < y)
      case .lessOrEqual: return .bool(x <= y)
      case .greater: return .bool(x > y)
      case .greaterOrEqual: return .bool(x >= y)
      }
    case .member(let left, let items):
      let value = left.evaluate(state)
      return .bool(items.contains { $0.value == value })
    case .contains(let left, let literal):
      guard case .set(let members) = left.evaluate(state), case .string(let text) = literal else { return .null }
      return .bool(members.contains(text))
    case .parenthesized(let inner):
      return inner.evaluate(state)
    }
  }

  /// Whether the condition holds in `state`.
  func holds(_ state: ModelState) -> Bool { evaluate(state) == .bool(true) }

  // MARK: Inspection

  /// Every name the condition reads.
  var references: [String] {
    switch self {
    case .literal: []
    case .reference(let name, _): [name]
    case .not(let operand, _), .parenthesized(let operand): operand.references
    case .and(let operands, _), .or(let operands, _): operands.flatMap(\.references)
    case .compare(let left, _, let right, _), .dateCompare(let left, _, let right, _),
      .numberCompare(let left, _, let right, _):
      left.references + right.references
    case .member(let left, _), .contains(let left, _): left.references
    }
  }

  /// Every literal in the condition, for event generators that aim at its boundaries.
  var literals: [Literal] {
    switch self {
    case .literal(let literal): [literal]
    case .reference: []
    case .not(let operand, _), .parenthesized(let operand): operand.literals
    case .and(let operands, _), .or(let operands, _): operands.flatMap(\.literals)
    case .compare(let left, _, let right, _), .dateCompare(let left, _, let right, _),
      .numberCompare(let left, _, let right, _):
      left.literals + right.literals
    case .member(let left, let items): left.literals + items
    case .contains(let left, let literal): left.literals + [literal]
    }
  }

  /// The operators and forms the condition uses (`==`, `in`, `.count`, `not`, `(`, …), for coverage checks.
  var features: Set<String> {
    switch self {
    case .literal(let literal):
      switch literal {
      case .string: return ["'string'"]
      case .int: return ["int"]
      case .decimal: return ["decimal"]
      case .bool(let flag): return [flag ? "true" : "false"]
      case .null: return ["null"]
      }
    case .reference(_, let member): return member.map { [".\($0.rawValue)"] } ?? ["ref"]
    case .not(let operand, let word): return operand.features.union([word ? "not" : "!"])
    case .and(let operands, let words):
      return operands.reduce(into: Set(words.map { $0 ? "and" : "&&" })) { $0.formUnion($1.features) }
    case .or(let operands, let words):
      return operands.reduce(into: Set(words.map { $0 ? "or" : "||" })) { $0.formUnion($1.features) }
    case .compare(let left, let comparison, let right, _):
      return left.features.union(right.features).union([comparison.rawValue])
    case .dateCompare(let left, let comparison, let right, _):
      return left.features.union(right.features).union(["date \(comparison.rawValue)"])
    case .numberCompare(let left, let comparison, let right, _):
      return left.features.union(right.features).union(["number \(comparison.rawValue)"])
    case .member(let left, let items):
      return items.reduce(into: left.features.union(["in"])) { $0.formUnion(Condition.literal($1).features) }
    case .contains(let left, let literal):
      return left.features.union(["contains"]).union(Condition.literal(literal).features)
    case .parenthesized(let inner): return inner.features.union(["()"])
    }
  }
}

// MARK: - YAML

extension GeneratedSpec {
  /// The spec as YAML text.
  var yaml: String {
    var lines: [String] = ["form: \(name)"]
    if let title { lines.append("title: \(YAMLText.scalar(title))") }
    if let key { lines.append("key: \(YAMLText.scalar(key))") }
    if !state.isEmpty {
      lines.append("state:")
      for variable in state {
        var fields = ["type: \(variable.type.rawValue)"]
        if let values = variable.values { fields.append("values: " + YAMLText.flowList(values)) }
        if let text = variable.defaultText { fields.append("default: \(text)") }
        lines.append("  \(variable.name): {" + fields.joined(separator: ", ") + "}")
      }
    }
    lines.append("sections:")
    for (index, section) in sections.enumerated() {
      for list in lists where list.position == index { lines += list.yamlLines }
      lines.append("  - id: \(section.id)")
      if let header = section.header { lines.append("    header: \(YAMLText.scalar(header))") }
      if let footer = section.footer { lines.append("    footer: \(YAMLText.scalar(footer))") }
      if let visible = section.visible { lines.append("    visible: \(YAMLText.visibility(visible))") }
      if let accordion = section.accordion { lines.append("    accordion: \(accordion)") }
      if let select = section.select { lines.append("    select: \(select.rawValue)") }
      if let text = section.selectionDefaultText { lines.append("    default: \(text)") }
      if let indexTitle = section.indexTitle { lines.append("    indexTitle: \(YAMLText.scalar(indexTitle))") }
      if let key = section.key { lines.append("    key: \(YAMLText.scalar(key))") }
      if let rules = section.rules { lines += rules.yamlLines(indent: "    ") }
      lines.append("    rows:")
      for row in section.rows { Self.appendYAML(row, indent: "      ", to: &lines) }
    }
    for list in lists where list.position >= sections.count { lines += list.yamlLines }
    return lines.joined(separator: "\n") + "\n"
  }

  static func appendYAML(_ row: GeneratedRow, indent: String, to lines: inout [String]) {
    lines.append("\(indent)- id: \(row.id)")
    let inner = indent + "  "
    if row.writesKind { lines.append("\(inner)kind: \(row.kind.rawValue)") }
    if let title = row.title { lines.append("\(inner)title: \(YAMLText.scalar(title))") }
    if let visible = row.visible { lines.append("\(inner)visible: \(YAMLText.visibility(visible))") }
    if let options = row.options {
      let written =
        row.optionTitles.map { titles in
          "["
            + zip(options, titles).map { option, title in
              title.map { "{value: \(YAMLText.scalar(option)), title: \(YAMLText.scalar($0))}" }
                ?? YAMLText.scalar(option)
            }.joined(separator: ", ") + "]"
        } ?? YAMLText.flowList(options)
      lines.append("\(inner)options: \(written)")
    }
    if let precision = row.precision { lines.append("\(inner)precision: \(precision)") }
    let scale = row.slotPrecision ?? 0
    if let min = row.min { lines.append("\(inner)min: \(ModelDecimals.text(units: min, scale: scale))") }
    if let max = row.max { lines.append("\(inner)max: \(ModelDecimals.text(units: max, scale: scale))") }
    if let text = row.defaultText { lines.append("\(inner)default: \(text)") }
    if let expanded = row.expanded { lines.append("\(inner)expanded: \(expanded)") }
    if !row.keywords.isEmpty { lines.append("\(inner)keywords: \(YAMLText.flowList(row.keywords))") }
    if let rules = row.rules { lines += rules.yamlLines(indent: inner) }
    if let enabled = row.enabled { lines.append("\(inner)enabled: \(YAMLText.visibility(enabled))") }
    if let enabled = row.enabledReadingFlags { lines.append("\(inner)enabled: \(YAMLText.doubleQuoted(enabled))") }
    if let detail = row.detail { lines.append("\(inner)detail: \(YAMLText.doubleQuoted(detail))") }
    if let key = row.key { lines.append("\(inner)key: \(YAMLText.scalar(key))") }
    if let style = row.style { lines.append("\(inner)style: \(style.rawValue)") }
    if !row.children.isEmpty {
      lines.append("\(inner)expands:")
      for child in row.children { appendYAML(child, indent: inner + "  ", to: &lines) }
    }
  }
}

/// Spelling strings as YAML scalars.
enum YAMLText {
  /// Plain when that reads back as the same text in block and flow context, single-quoted otherwise.
  static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : singleQuoted(text)
  }

  static func singleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }

  static func doubleQuoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.append(character)
      }
    }
    return out + "\""
  }

  static func flowList(_ items: [String]) -> String {
    "[" + items.map(scalar).joined(separator: ", ") + "]"
  }

  /// Conditions are always double-quoted.
  static func visibility(_ visibility: GeneratedVisibility) -> String {
    switch visibility {
    case .constant(let flag): flag ? "true" : "false"
    case .condition(let condition): doubleQuoted(condition.source)
    }
  }

  private static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
    guard !["null", "Null", "NULL", "~"].contains(text) else { return false }
    func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return isAlphanumeric(first) && isAlphanumeric(last)
      && text.unicodeScalars.allSatisfy { isAlphanumeric($0) || $0 == " " || $0 == "-" || $0 == "." || $0 == "_" }
  }
}

extension GeneratedRow {
  /// A decimal row's precision (the written one, or 2); nil for other kinds.
  var slotPrecision: Int? { kind == .decimal ? precision ?? 2 : nil }
}
