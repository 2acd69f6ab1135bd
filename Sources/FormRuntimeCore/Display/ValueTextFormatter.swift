/// How the display model writes values as text (``RowContent/valueText``).
///
/// The runtime's core has no Foundation, so its default, ``iso``, writes dates as stored
/// (ISO 8601) and numbers in ASCII digits: what the preview, `formc simulate --content` and the
/// tests show. FormRuntime's `ValueTextFormatter.localized(locale:)` writes dates and numbers in
/// the user's locale; an app can pass its own.
public struct ValueTextFormatter: Sendable {
  /// A date row's value (an ISO-8601 date, `2026-11-29`, or date-time, `2026-11-29T09:30:00Z`).
  public var date: @Sendable (_ iso8601: String) -> String
  /// A whole number.
  public var integer: @Sendable (FormInt) -> String
  /// A decimal, with at least `places` digits after the point (the row's `precision:`).
  public var decimal: @Sendable (_ value: FormDecimal, _ places: Int) -> String

  public init(
    date: @escaping @Sendable (_ iso8601: String) -> String,
    integer: @escaping @Sendable (FormInt) -> String,
    decimal: @escaping @Sendable (_ value: FormDecimal, _ places: Int) -> String
  ) {
    self.date = date
    self.integer = integer
    self.decimal = decimal
  }

  /// Dates as stored, integers in decimal digits, decimals at their precision (`38.50`).
  public static let iso = ValueTextFormatter(
    date: { $0 }, integer: { String($0) }, decimal: { $0.text(places: $1) })
}
