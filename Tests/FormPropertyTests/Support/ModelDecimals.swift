import FormRuntime
import Foundation

/// The reference model's reading of decimals, written apart from the runtime's `FormDecimal` arithmetic: numbers
/// are Foundation `Decimal`s (38 significant digits, so every value a decimal row can hold is exact), compared and
/// scaled by Foundation. Text is formatted here by hand, keeping the trailing zeros a spec may write.
enum ModelDecimals {
  /// The literals conditions compare decimals with (their text as written).
  static let literals = ["0", "1", "2.5", "7.50", "-1.25", "0.01", "100", "3"]

  /// `units` × 10^-`scale` as a spec writes it, trailing zeros kept (`150` at scale 2 is `1.50`).
  static func text(units: Int, scale: Int) -> String {
    guard scale > 0 else { return String(units) }
    let digits = String(units.magnitude)
    let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
    return (units < 0 ? "-" : "") + padded.dropLast(scale) + "." + padded.suffix(scale)
  }

  /// A number value (an integer, or a decimal by its printed text) as a Foundation `Decimal`; nil for anything else.
  static func value(_ value: FormValue) -> Decimal? {
    switch value {
    case .int(let number): Decimal(number)
    case .decimal(let number): Decimal(string: number.description, locale: Locale(identifier: "en_US_POSIX"))
    default: nil
    }
  }

  /// A literal's value.
  static func value(ofLiteral text: String) -> Decimal? {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }

  /// `value` in units of 10^-`scale` when that is a whole number within ±10^15 (the generators stay far inside
  /// `Int`); nil when it has more digits after the point, or is larger.
  static func units(_ value: Decimal, scale: Int) -> Int? {
    var scaled = value
    for _ in 0..<scale { scaled *= 10 }
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 0, .plain)
    guard rounded == scaled, abs(scaled) < Decimal(1_000_000_000_000_000) else { return nil }
    return NSDecimalNumber(decimal: scaled).intValue
  }

  /// The value a decimal row holds for `units` at `scale`.
  static func formValue(units: Int, scale: Int) -> FormValue {
    FormDecimal(text(units: units, scale: scale)).map(FormValue.decimal) ?? .null
  }
}
