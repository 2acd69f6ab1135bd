/// What a row is, which decides the value it holds and what a tap does.
public enum RowKind: String, Sendable, CaseIterable {
  case label, button, text, toggle, number, decimal, choice, picker, multichoice, date

  /// The type of the row's value, or nil for kinds that hold none (`label`, `button`).
  public var valueType: ValueType? {
    switch self {
    case .label, .button: nil
    case .text: .string
    case .toggle: .bool
    case .number: .int
    case .decimal: .decimal
    case .choice, .picker: .option
    case .multichoice: .set
    case .date: .date
    }
  }
}

/// The type of a value slot.
public enum ValueType: String, Sendable, CaseIterable {
  /// `true` or `false`.
  case bool
  /// A whole number, optionally within bounds.
  case int
  /// An exact decimal number (``FormDecimal``) with at most the slot's `precision` digits after
  /// the point, optionally within bounds.
  case decimal
  /// Any string, or one of an enumerated list when the slot lists `options`.
  case string
  /// One of the slot's options, or null.
  case option
  /// A set of the slot's options.
  case set
  /// An ISO-8601 date string, or null.
  case date
}
