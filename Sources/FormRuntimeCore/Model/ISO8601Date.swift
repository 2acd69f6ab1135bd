/// The ISO-8601 strings `date` rows hold: `YYYY-MM-DD`, optionally followed by `Thh:mm`, seconds
/// (`:ss`, up to 60 for a leap second), a fraction (`.fff`) and a zone (`Z` or `±hh:mm`). The day
/// must exist in its month, leap years included.
///
/// Conditions compare dates as instants (``microseconds(of:)``): a date alone is midnight UTC, a
/// time without a zone is read as UTC, and instants are counted in whole microseconds (the
/// precision of Foundation's `Date` near the present), further digits of a fraction dropped.
public enum ISO8601Date {
  /// - Complexity: O(n) in the length of `text`.
  public static func isValid(_ text: String) -> Bool {
    microseconds(of: text) != nil
  }

  /// The instant `text` names, in microseconds since 1970-01-01T00:00:00Z, or nil when it is not
  /// a valid date.
  /// - Complexity: O(n) in the length of `text`.
  public static func microseconds(of text: String) -> FormInt? {
    var reader = DigitReader(Array(text.utf8))
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
      let day = reader.number(2), (1...12).contains(month)
    else { return nil }
    let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthLength = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...monthLength).contains(day) else { return nil }
    let midnight = FormInt(daysFromCivil(year: year, month: month, day: day)) * 86_400_000_000
    if reader.atEnd { return midnight }
    guard reader.skip("T"), let hour = reader.number(2), hour <= 23, reader.skip(":"),
      let minute = reader.number(2), minute <= 59
    else { return nil }
    var seconds = FormInt(hour * 3_600 + minute * 60)
    var fraction: FormInt = 0
    if reader.skip(":") {
      guard let second = reader.number(2), second <= 60 else { return nil }
      seconds += FormInt(second)
      if reader.skip(".") {
        guard let micro = reader.fraction() else { return nil }
        fraction = FormInt(micro)
      }
    }
    var instant = midnight + seconds * 1_000_000 + fraction
    if reader.atEnd || (reader.skip("Z") && reader.atEnd) { return instant }
    let sign = reader.skip("+") ? 1 : reader.skip("-") ? -1 : 0
    guard sign != 0, let zoneHour = reader.number(2), zoneHour <= 23, reader.skip(":"),
      let zoneMinute = reader.number(2), zoneMinute <= 59, reader.atEnd
    else { return nil }
    // 10:00+02:00 is 08:00Z.
    instant -= FormInt(sign * (zoneHour * 60 + zoneMinute)) * 60_000_000
    return instant
  }

  /// The instant `microseconds` (since 1970-01-01T00:00:00Z) as a UTC date-time,
  /// `2026-11-29T09:30:00Z`, with a fraction (`.5`, `.000001`) when it has one; nil outside the
  /// years 0000 to 9999.
  /// Total over ``FormInt``: no step can overflow, its extremes included (they are far outside).
  /// - Complexity: O(1).
  public static func text(ofMicroseconds microseconds: FormInt) -> String? {
    let day: FormInt = 86_400_000_000
    // Floor division and its remainder, without negating (which overflows at FormInt.min).
    var within = microseconds % day
    var days = microseconds / day
    if within < 0 {
      within += day
      days -= 1
    }
    // |days| ≤ FormInt.max / day, about 1.1 × 10^8: an `Int` even of 32 bits holds it, and so
    // does every step of `civil(fromDays:)`.
    let (year, month, dayOfMonth) = civil(fromDays: Int(days))
    guard (0...9999).contains(year) else { return nil }
    let seconds = Int(within / 1_000_000), fraction = Int(within % 1_000_000)
    var text =
      padded(year, 4) + "-" + padded(month, 2) + "-" + padded(dayOfMonth, 2) + "T" + padded(seconds / 3_600, 2) + ":"
      + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
    if fraction > 0 {
      var digits = padded(fraction, 6)
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text + "Z"
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    ASCIIDigits.padded(String(number), toLength: width)
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day counted from 1970-01-01 (`civil_from_days`).
  static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
      index += 1
      return true
    }

    /// Exactly `count` decimal digits.
    mutating func number(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += count
      return value
    }

    /// A fraction's digits (at least one) as microseconds: the first six count, the rest are
    /// skipped.
    mutating func fraction() -> Int? {
      let start = index
      var micro = 0
      while index < bytes.count, (48...57).contains(bytes[index]) {
        if index - start < 6 { micro = micro * 10 + Int(bytes[index] - 48) }
        index += 1
      }
      let length = index - start
      guard length > 0 else { return nil }
      for _ in length..<max(length, 6) { micro *= 10 }
      return micro
    }
  }
}
