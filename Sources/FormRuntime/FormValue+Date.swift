import Foundation

extension FormValue {
  /// A date row's value as a `Date`: the instant its ISO-8601 text names (a date alone is
  /// midnight UTC, a time without a zone UTC), to the microsecond; nil for null or anything else.
  public var dateValue: Date? {
    guard case .string(let text) = self, let instant = ISO8601Date.microseconds(of: text) else { return nil }
    return Date(timeIntervalSince1970: Double(instant) / 1_000_000)
  }

  /// The value a date row holds for `date`: a UTC date-time to the microsecond
  /// (`2026-11-29T09:30:00Z`), or null for nil. A date outside the years 0000 to 9999 gives a
  /// string that is not a date, which the engine refuses as it refuses any invalid value.
  public static func date(_ date: Date?) -> FormValue {
    guard let date else { return .null }
    let instant = ConditionDates.instant(date)
    return .string(instant.flatMap(ISO8601Date.text(ofMicroseconds:)) ?? "\(date.timeIntervalSince1970)")
  }
}

/// What generated Swift calls to evaluate a condition's date comparisons as the engine does:
/// dates compare as instants in whole microseconds, and an ordering with a null date is false.
/// SPI, not API: generated files import it with `@_spi(GeneratedCode) import FormRuntime`.
@_spi(GeneratedCode) public enum ConditionDates {
  /// `date`'s instant in microseconds since 1970-01-01T00:00:00Z, or nil for nil (and for a date
  /// too far from 1970 to count in microseconds).
  public static func instant(_ date: Date?) -> Int? {
    guard let date else { return nil }
    let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
    guard microseconds.isFinite, abs(microseconds) < 9.0e18 else { return nil }
    return Int(microseconds)
  }

  /// Whether `comparison` holds between two instants; false when either is nil.
  public static func holds(_ left: Int?, _ comparison: (Int, Int) -> Bool, _ right: Int?) -> Bool {
    guard let left, let right else { return false }
    return comparison(left, right)
  }
}
