import FormRuntimeCore

/// A type-checked condition with every name bound to what it reads: the value slot of a row, a selection or a state
/// variable, or the row slot of an expandable row. Lowering and code generation read it and resolve no name.
///
/// Nesting is bounded by the condition parser's nesting limit.
public indirect enum BoundCondition: Sendable {
  case literal(ConditionLiteral)
  /// The value in value slot `slot` (of a row, a selection or a state variable), or its `.count` or `.isEmpty` when
  /// `member` says so.
  case value(slot: Int, member: ConditionExpression.Member?)
  /// Whether the row at row slot `row` is expanded (`name.expanded`).
  case expanded(row: Int)
  /// A validation flag: `ROW.isValid`, `ROW.isEnabled`, `SECTION.isValid` or `form.isValid`.
  case flag(BoundFlag)
  case not(BoundCondition)
  /// Two or more operands.
  case and([BoundCondition])
  case or([BoundCondition])
  case compare(BoundCondition, ConditionExpression.Comparison, BoundCondition)
  /// A date operand of a comparison (a date row's value or a date literal), compared as an instant.
  case instant(BoundCondition)
  /// `left in [items]`.
  case member(BoundCondition, [ConditionLiteral])
  /// `left contains item`.
  case contains(BoundCondition, ConditionLiteral)
}

/// A validation flag a condition reads, bound to what it is a flag of.
public enum BoundFlag: Sendable, Hashable {
  /// `ROW.isValid` of the row at row slot `row` (in a list's template, the same item's).
  case rowIsValid(row: Int)
  /// `ROW.isEnabled` of the row at row slot `row` (in a list's template, the same item's).
  case rowIsEnabled(row: Int)
  /// `SECTION.isValid` of select section `section` (an index of the spec's sections; lowering maps it to its
  /// table section).
  case sectionIsValid(section: Int)
  /// `form.isValid`.
  case formIsValid
}

/// What a name of a condition is bound to, as the type checker found it.
enum ConditionBinding: Equatable {
  /// A row: its row slot (for `.expanded`) and its value slot (-1 when it holds no value).
  case row(slot: Int, valueSlot: Int)
  /// A select section's selection, or a state variable: its value slot, and for a selection its spec section (-1
  /// for a state variable).
  case value(slot: Int, section: Int)
  /// `form`, read as `form.isValid`.
  case form
  /// A list, read as `LIST.count` or `LIST.isEmpty`: the value slot of its count.
  case listCount(slot: Int)
}
