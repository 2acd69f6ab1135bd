import FormRuntime
import Foundation

/// The reference model's reading of dates as instants, written apart from the runtime's `ISO8601Date`: the
/// fields are matched by a regular expression and counted by Foundation's Gregorian calendar in UTC. A date
/// alone is midnight UTC, a time without a zone UTC; instants are whole microseconds, further digits of a
/// fraction dropped. (Foundation's calendar is Julian before 1582: the generators' dates are later.)
enum ModelDates {
  private static var pattern:
    Regex<
      (
        Substring, Substring, Substring, Substring, Substring?, Substring?, Substring?, Substring?, Substring?,
        Substring?, Substring?, Substring?
      )
    >
  { #/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2}):(\d{2}))?)?$/# }

  /// The instant of a date value in microseconds since 1970, or nil for null, a non-date or an invalid date.
  static func instant(_ value: FormValue) -> Int? {
    guard case .string(let text) = value, let match = text.wholeMatch(of: pattern) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(identifier: "UTC") else { return nil }
    calendar.timeZone = utc
    let year = Int(match.1) ?? 0, month = Int(match.2) ?? 0, day = Int(match.3) ?? 0
    let hour = match.4.flatMap { Int($0) } ?? 0, minute = match.5.flatMap { Int($0) } ?? 0
    let second = match.6.flatMap { Int($0) } ?? 0
    guard (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return nil }
    if match.4 == nil, match.8 != nil { return nil }
    // The day must exist: the calendar would roll 02-30 over into March.
    let components = DateComponents(year: year, month: month, day: day)
    guard let midnight = calendar.date(from: components),
      calendar.component(.day, from: midnight) == day, calendar.component(.month, from: midnight) == month
    else { return nil }
    var microseconds = Int(midnight.timeIntervalSince1970) * 1_000_000
    microseconds += (hour * 3_600 + minute * 60 + second) * 1_000_000
    if let fraction = match.7 {
      let digits = String(fraction.prefix(6))
      microseconds += (Int(digits) ?? 0) * Int(pow(10, Double(6 - digits.count)))
    }
    if let sign = match.9, let zoneHour = match.10.flatMap({ Int($0) }), let zoneMinute = match.11.flatMap({ Int($0) })
    {
      guard zoneHour <= 23, zoneMinute <= 59 else { return nil }
      microseconds -= (sign == "+" ? 1 : -1) * (zoneHour * 60 + zoneMinute) * 60_000_000
    }
    return microseconds
  }
}
