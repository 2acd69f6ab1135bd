/// What a validation rule checks. The cases are in the order a row's rules are checked: a
/// row's error is the message of its first failing rule in this order, whatever order the
/// spec wrote its keys in.
public enum RuleKind: String, Hashable, Sendable, CaseIterable {
  /// A text not empty after trimming white space; a choice, picker or date not null; a
  /// multichoice or a `multiple` selection not empty; a `single` selection made; a toggle on.
  case required
  /// A text in a named format (``RuleTable/argument`` names it: `email`, `url`, `phone`, `digits`).
  case format
  /// A text of at least (``minLength``) or at most (``maxLength``) this many `Character`s.
  case minLength, maxLength
  /// A text the pattern (``RuleTable/argument``, in the dialect of `ValuePattern`) matches whole.
  case pattern
  /// A multichoice or `multiple` selection with at least or at most this many members.
  case minCount, maxCount
  /// A condition (``RuleTable/condition``) that holds.
  case valid
}

extension RuleKind {
  /// The row kinds a rule of this kind may belong to: the one definition the compiler's checks
  /// and the loader both read.
  /// - Complexity: O(1).
  package var rowKinds: Set<RowKind> {
    switch self {
    case .required: [.text, .choice, .picker, .date, .multichoice, .toggle]
    case .format, .minLength, .maxLength, .pattern: [.text]
    case .minCount, .maxCount: [.multichoice]
    case .valid: Set(RowKind.allCases.filter { $0.valueType != nil })
    }
  }

  /// Whether a select section may have a rule of this kind: `required` and `valid` on any,
  /// `minCount` and `maxCount` on a `multiple` one (`isMultiple`), no text rule on any.
  /// - Complexity: O(1).
  package func appliesToSelection(isMultiple: Bool) -> Bool {
    switch self {
    case .required, .valid: true
    case .minCount, .maxCount: isMultiple
    case .format, .minLength, .maxLength, .pattern: false
    }
  }
}

/// The validation rules of a form's rows and select sections, one column per property (its
/// keys in the compiled format are declared in `CompiledFormat+Declarations.swift`).
///
/// Each rule belongs to one row (a static row or a list's template row, whose rules apply to
/// every item) or to one select section. A target's rules are contiguous, in ``RuleKind``
/// order; targets come in slot order, rows before sections.
public struct RuleTable: Hashable, Sendable {
  /// The row slot the rule belongs to, or -1 for a select section's rule.
  public var row: [Int]
  /// The select section the rule belongs to, or -1 for a row's rule.
  public var section: [Int]
  public var kind: [RuleKind]
  /// The bound of a `minLength`, `maxLength`, `minCount` or `maxCount` rule (an int), the
  /// format's name of a `format` rule and the source of a `pattern` rule (strings); null for
  /// `required` and `valid`.
  public var argument: [FormValue]
  /// The condition of a `valid` rule (an index into ``CompiledForm/conditions``), else -1.
  public var condition: [Int]
  /// What the app shows under the row while the rule fails and the row is touched: the spec's
  /// `message`, or the compiler's default for the rule.
  public var message: [String]

  public init() {
    row = []
    section = []
    kind = []
    argument = []
    condition = []
    message = []
  }

  public var count: Int { kind.count }
}

/// Which rules each row and select section has: derived from a form's ``RuleTable`` when the
/// form is built or loaded, never stored.
public struct RuleLayout: Hashable, Sendable {
  /// The rules of each row that has some, by row slot.
  public let rulesOfRow: [Int: Range<Int>]
  /// The rules of each select section that has some, by section.
  public let rulesOfSection: [Int: Range<Int>]

  /// - Complexity: O(r) for r rules.
  init(rules: RuleTable) {
    var rulesOfRow: [Int: Range<Int>] = [:]
    var rulesOfSection: [Int: Range<Int>] = [:]
    // Every column read with a bounds check: a form read from a file is derived before it is validated.
    let count = Swift.min(rules.row.count, rules.section.count)
    var start = 0
    while start < count {
      var end = start + 1
      while end < count, rules.row[end] == rules.row[start], rules.section[end] == rules.section[start] { end += 1 }
      if rules.row[start] >= 0 {
        rulesOfRow[rules.row[start]] = start..<end
      } else if rules.section[start] >= 0 {
        rulesOfSection[rules.section[start]] = start..<end
      }
      start = end
    }
    self.rulesOfRow = rulesOfRow
    self.rulesOfSection = rulesOfSection
  }

  /// The rules of the row at `slot` (empty when it has none).
  /// - Complexity: O(1) expected.
  public func rules(ofRow slot: Int) -> Range<Int> { rulesOfRow[slot] ?? 0..<0 }

  /// The rules of select section `section` (empty when it has none).
  /// - Complexity: O(1) expected.
  public func rules(ofSection section: Int) -> Range<Int> { rulesOfSection[section] ?? 0..<0 }
}
