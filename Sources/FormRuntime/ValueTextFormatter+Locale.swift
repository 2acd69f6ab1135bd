import Foundation

extension ValueTextFormatter {
  /// Dates and numbers written for `locale`: a date row's value in the locale's medium date style
  /// (with the time, short, when the value holds one), numbers with its separators, decimals at
  /// their precision. What the UIKit and SwiftUI forms use by default.
  /// - Parameters:
  ///   - locale: the user's locale (`Locale.autoupdatingCurrent` by default).
  ///   - timeZone: the zone dates are shown in (the user's by default).
  public static func localized(
    locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent
  ) -> ValueTextFormatter {
    ValueTextFormatter(
      date: { text in
        guard let date = FormValue.string(text).dateValue else { return text }
        // A value of the date alone names midnight UTC: shown in UTC, it stays that day.
        let hasTime = text.contains("T")
        var style = Date.FormatStyle(date: .abbreviated, time: hasTime ? .shortened : .omitted)
        style.locale = locale
        style.timeZone = hasTime ? timeZone : TimeZone(identifier: "UTC") ?? timeZone
        return date.formatted(style)
      },
      integer: { number in number.formatted(IntegerFormatStyle<FormInt>(locale: locale)) },
      decimal: { value, places in
        let plain = value.text(places: places)
        guard let number = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else { return plain }
        let digits = max(places, value.scale)
        return number.formatted(
          Decimal.FormatStyle(locale: locale).precision(.fractionLength(digits...digits)))
      })
  }
}
