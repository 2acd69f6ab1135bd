import Foundation

extension FormDecimal {
  /// The number as a Foundation `Decimal`, exactly (a `Decimal` holds 38 digits; a
  /// `FormDecimal` at most 19).
  public var decimal: Decimal {
    Decimal(sign: units < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(units.magnitude))
  }

  /// `decimal` exactly, or nil when it has more than ``maxScale`` digits after the point (after
  /// trailing zeros) or its digits do not fit an `Int`: never rounded.
  public init?(_ decimal: Decimal) {
    guard decimal.isFinite else { return nil }
    // `Decimal`'s description is exact and plain (`19.99`, `-0.5`, `1000`): the parser reads it.
    self.init(decimal.description)
  }
}

extension FormValue {
  /// A decimal row's value as a Foundation `Decimal`; nil for anything else.
  public var decimalValue: Decimal? { exactDecimal?.decimal }

  /// The value a decimal row holds for `decimal`. A `Decimal` with more digits than a
  /// ``FormDecimal`` can hold exactly gives null, which the engine refuses (with the row's name)
  /// as it refuses any invalid value: never a rounded number.
  public static func decimal(_ decimal: Decimal) -> FormValue {
    FormDecimal(decimal).map(FormValue.decimal) ?? .null
  }
}
