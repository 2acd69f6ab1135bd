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
  /// Whether a rule of this kind runs a program (``RuleTable/program``): `format` and `pattern`.
  package var hasProgram: Bool { self == .format || self == .pattern }

  /// The row kinds a rule of this kind may belong to (``allows(_:)``).
  package var rowKinds: Set<RowKind> { Set(RowKind.allCases.filter(allows)) }

  /// Whether a row of `kind` may have a rule of this kind: the one definition the compiler's
  /// checks and the loader both read. - Complexity: O(1).
  package func allows(_ kind: RowKind) -> Bool {
    switch (self, kind) {
    case (.required, .text), (.required, .choice), (.required, .picker), (.required, .date),
      (.required, .multichoice), (.required, .toggle):
      true
    case (.format, .text), (.minLength, .text), (.maxLength, .text), (.pattern, .text): true
    case (.minCount, .multichoice), (.maxCount, .multichoice): true
    case (.valid, _): kind.valueType != nil
    default: false
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
  /// The compiled program of a `format` or `pattern` rule (the named format's pattern, or the
  /// rule's), which the runtime runs without compiling the pattern again; nil for the other kinds.
  /// Its encoding is the compiled format's (docs/compiled-format.md, "Pattern programs").
  public var program: [[Int]?]

  public init() {
    row = []
    section = []
    kind = []
    argument = []
    condition = []
    message = []
    program = []
  }

  public var count: Int { kind.count }

  /// Appends a rule with its `program`: its pattern's or format's (``program``, which `formc`
  /// compiles; FormCompiler's `append(row:section:kind:argument:condition:message:)` compiles it
  /// from the argument), nil for the other kinds.
  /// - Complexity: amortized O(1).
  public mutating func append(
    row: Int, section: Int, kind: RuleKind, argument: FormValue, condition: Int, message: String, program: [Int]?
  ) {
    self.row.append(row)
    self.section.append(section)
    self.kind.append(kind)
    self.argument.append(argument)
    self.condition.append(condition)
    self.message.append(message)
    self.program.append(program)
  }
}

/// Which rules each row and select section has: derived from a form's ``RuleTable`` when the
/// form is built or loaded, never stored.
///
/// Sorted arrays searched by halving rather than dictionaries: a target's rules are contiguous
/// and targets go in slot order (``CompiledForm/validate()``), and each dictionary type is a copy
/// of the dictionary's code in the engine's WebAssembly module (BENCHMARKS.md).
package struct RuleLayout: Hashable, Sendable {
  /// The row slots that have rules, ascending.
  public let rowsWithRules: [Int]
  /// The rules of each of ``rowsWithRules``: those of the row at index i are
  /// `rulesOfRows[2 * i]..<rulesOfRows[2 * i + 1]`. Bounds in an `[Int]`, not `Range`s: no array of ranges is
  /// built anywhere else in the engine.
  let rulesOfRows: [Int]
  /// The select sections that have rules, ascending.
  public let sectionsWithRules: [Int]
  /// The rules of each of ``sectionsWithRules``, bounds in pairs as ``rulesOfRows``'.
  let rulesOfSections: [Int]

  /// - Complexity: O(r) for r rules.
  init(rules: RuleTable) {
    var rowsWithRules: [Int] = [], rulesOfRows: [Int] = []
    var sectionsWithRules: [Int] = [], rulesOfSections: [Int] = []
    // Every column read with a bounds check: a form read from a file is derived before it is
    // validated (a table out of order then gives wrong ranges, never a trap, and is refused).
    let count = Swift.min(rules.row.count, rules.section.count)
    var start = 0
    while start < count {
      var end = start + 1
      while end < count, rules.row[end] == rules.row[start], rules.section[end] == rules.section[start] { end += 1 }
      if rules.row[start] >= 0 {
        rowsWithRules.append(rules.row[start])
        rulesOfRows.append(start)
        rulesOfRows.append(end)
      } else if rules.section[start] >= 0 {
        sectionsWithRules.append(rules.section[start])
        rulesOfSections.append(start)
        rulesOfSections.append(end)
      }
      start = end
    }
    self.rowsWithRules = rowsWithRules
    self.rulesOfRows = rulesOfRows
    self.sectionsWithRules = sectionsWithRules
    self.rulesOfSections = rulesOfSections
  }

  /// The rules of the row at `slot` (empty when it has none).
  /// - Complexity: O(log r) for r rows with rules.
  public func rules(ofRow slot: Int) -> Range<Int> { Self.rules(of: slot, in: rowsWithRules, rulesOfRows) }

  /// The rules of select section `section` (empty when it has none).
  /// - Complexity: O(log s) for s sections with rules.
  public func rules(ofSection section: Int) -> Range<Int> {
    Self.rules(of: section, in: sectionsWithRules, rulesOfSections)
  }

  /// The rules of `target` among `targets`, by `bounds` (the columns of one kind of target).
  static func rules(of target: Int, in targets: [Int], _ bounds: [Int]) -> Range<Int> {
    guard let index = targets.sortedFirstIndex(of: target), 2 * index + 1 < bounds.count else { return 0..<0 }
    return bounds[2 * index]..<bounds[2 * index + 1]
  }
}
