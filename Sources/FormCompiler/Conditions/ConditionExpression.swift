import FormRuntimeCore

/// A parsed condition. Offsets count Unicode scalars from the start of the condition string.
public indirect enum ConditionExpression: Sendable {
  /// A property read with `.` after a name.
  public enum Member: String, Sendable, Hashable, CaseIterable {
    case expanded, isEmpty, count
    /// Validation flags: a row's or select section's validity, a row's enabled state.
    case isValid, isEnabled
  }

  public enum Comparison: String, Sendable, Hashable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }

  case literal(ConditionLiteral, ConditionRange)
  /// `name` or `name.member`; the range covers the whole reference, `nameRange` just the name.
  case reference(name: String, member: Member?, nameRange: ConditionRange, range: ConditionRange)
  case not(ConditionExpression, ConditionRange)
  /// Operands of `&&` (two or more), kept flat so long chains do not nest.
  case and([ConditionExpression], ConditionRange)
  case or([ConditionExpression], ConditionRange)
  case compare(ConditionExpression, Comparison, ConditionExpression, operatorRange: ConditionRange)
  case member(ConditionExpression, [(ConditionLiteral, ConditionRange)], operatorRange: ConditionRange)
  case contains(ConditionExpression, ConditionLiteral, literalRange: ConditionRange, operatorRange: ConditionRange)

  /// Where the expression starts in the condition string.
  public var start: Int {
    switch self {
    case .literal(_, let range), .reference(_, _, _, let range), .not(_, let range), .and(_, let range),
      .or(_, let range):
      range.start
    case .compare(let left, _, _, _), .member(let left, _, _), .contains(let left, _, _, _):
      left.start
    }
  }
}

/// A span of a condition string, in Unicode scalars.
public struct ConditionRange: Sendable, Hashable {
  public var start: Int
  public var length: Int

  public init(start: Int, length: Int) {
    self.start = start
    self.length = length
  }
}

/// A literal in a condition.
public enum ConditionLiteral: Sendable, Hashable, CustomStringConvertible {
  case string(String)
  case int(Int)
  /// A number with digits after the point; `5.0` is the integer 5.
  case decimal(FormDecimal)
  case bool(Bool)
  case null

  public var description: String {
    switch self {
    case .string(let text): "'\(text)'"
    case .int(let number): String(number)
    case .decimal(let number): number.description
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }
}
