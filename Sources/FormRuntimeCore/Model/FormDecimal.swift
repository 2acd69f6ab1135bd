/// An exact decimal number, `units` × 10^-`scale`: what a `decimal` row holds.
///
/// Decimals are scaled integers, so `0.1` and `0.2` are exactly what they say and comparisons
/// never meet binary floating point's surprises. The representation is canonical (no trailing
/// zero after the point: `19.90` is `199` at scale 1), so equal numbers are equal values and
/// hash alike. Comparisons across scales, and with integers, are exact.
public struct FormDecimal: Hashable, Sendable {
  /// The number without its point: `1999` for `19.99`.
  public let units: FormInt
  /// Digits after the point, 0 through ``maxScale``, with no trailing zero.
  public let scale: Int

  /// The most digits after the point a decimal may have (10^18 is the largest power of ten a
  /// ``FormInt`` holds).
  public static let maxScale = 18

  /// `units` × 10^-`scale`, made canonical; nil when `scale` is outside 0...``maxScale`` once
  /// trailing zeros are dropped.
  /// - Complexity: O(scale).
  public init?(units: FormInt, scale: Int) {
    var units = units
    var scale = scale
    while scale > 0 && units % 10 == 0 {
      units /= 10
      scale -= 1
    }
    guard scale >= 0 && scale <= Self.maxScale else { return nil }
    self.units = units
    self.scale = scale
  }

  /// The integer `value` as a decimal.
  public init(_ value: FormInt) {
    units = value
    scale = 0
  }

  /// Whether the number is whole (no digit after the point).
  public var isWhole: Bool { scale == 0 }

  /// The number in units of 10^-`scale` (`19.9` at scale 2 is `1990`); nil when it has more
  /// digits after the point than `scale`, or when the result does not fit a ``FormInt``.
  /// - Complexity: O(scale).
  public func units(atScale scale: Int) -> FormInt? {
    guard scale >= self.scale, let factor = Self.powerOfTen(scale - self.scale) else { return nil }
    let (product, overflow) = units.multipliedReportingOverflow(by: factor)
    return overflow ? nil : product
  }

  /// 10^`exponent`, or nil when it does not fit a ``FormInt`` (or `exponent` is negative).
  package static func powerOfTen(_ exponent: Int) -> FormInt? {
    guard exponent >= 0 && exponent <= maxScale else { return nil }
    var power: FormInt = 1
    for _ in 0..<exponent { power *= 10 }
    return power
  }
}

extension FormDecimal: Comparable {
  /// Exact: the operand with fewer digits after the point is scaled up; when that overflows, its
  /// magnitude exceeds every ``FormInt``, so its sign decides.
  /// - Complexity: O(1) (at most ``maxScale`` multiplications).
  public static func < (left: FormDecimal, right: FormDecimal) -> Bool {
    compare(left, right) < 0
  }

  /// -1, 0 or 1 as `left` is below, equal to or above `right`.
  static func compare(_ left: FormDecimal, _ right: FormDecimal) -> Int {
    if left.scale == right.scale { return left.units < right.units ? -1 : (left.units == right.units ? 0 : 1) }
    let scale = Swift.max(left.scale, right.scale)
    // At most one side is scaled up, and only that side can overflow.
    guard let a = left.units(atScale: scale) else { return left.units < 0 ? -1 : 1 }
    guard let b = right.units(atScale: scale) else { return right.units < 0 ? 1 : -1 }
    return a < b ? -1 : (a == b ? 0 : 1)
  }
}

extension FormDecimal: CustomStringConvertible {
  /// The number as a JSON number: `19.99`, `-0.5`, `7`.
  public var description: String {
    guard scale > 0 else { return String(units) }
    // The whole and fractional parts by division, not by slicing the digits' text, whose partial-range subscripts
    // and backward walk would be more copies in the WebAssembly module. (`scale` is at most `maxScale`, 18, so the
    // power fits.)
    var power: FormInt.Magnitude = 1
    for _ in 0..<Swift.min(scale, Self.maxScale) { power *= 10 }
    let magnitude = units.magnitude
    let whole = String(magnitude / power), fraction = String(magnitude % power)
    let sign = units < 0 ? "-" : ""
    return sign + whole + "." + ASCIIDigits.padded(fraction, toLength: scale)
  }
}

extension FormDecimal {
  /// The number with at least `places` digits after the point (`19.9` with 2 places is
  /// `19.90`), for display at a slot's precision; more digits are never cut.
  /// - Complexity: O(places + digits).
  public func text(places: Int) -> String {
    let plain = description
    guard places > scale else { return plain }
    return plain + (scale == 0 ? "." : "") + ASCIIDigits.zeros(Swift.min(places, Self.maxScale) - scale)
  }
}

extension FormDecimal {
  /// Parses a JSON number exactly: `19.99`, `-0.5`, `7`, `1.5e3`, `25E-2`. Nil for anything
  /// else, and for a number that has more than ``maxScale`` digits after the point (after
  /// dropping trailing zeros) or whose units do not fit a ``FormInt``.
  /// - Complexity: O(n) for n characters.
  public init?(_ text: some StringProtocol) {
    var bytes = Array(text.utf8)[...]
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    var units: FormInt = 0
    var scale = 0
    var integerDigits = 0
    var fractionDigits = 0
    var seenPoint = false
    // Trailing zeros after the point are held back so they never overflow what they don't change.
    var pendingZeros = 0
    while let byte = bytes.first, byte == UInt8(ascii: ".") || (byte >= 0x30 && byte <= 0x39) {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        guard !seenPoint, integerDigits > 0 else { return nil }
        seenPoint = true
        continue
      }
      if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
      if seenPoint && byte == 0x30 {
        pendingZeros += 1
        continue
      }
      let digit = FormInt(byte - 0x30)
      for shift in 0...pendingZeros {
        let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(shift == pendingZeros ? (negative ? -digit : digit) : 0)
        guard !overflow, !carry else { return nil }
        units = sum
      }
      if seenPoint { scale += pendingZeros + 1 }
      pendingZeros = 0
    }
    guard integerDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
    // JSON allows no leading zero before other integer digits.
    if integerDigits > 1, text.utf8.dropFirst(negative ? 1 : 0).first == UInt8(ascii: "0") { return nil }
    if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      var exponentNegative = false
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponentNegative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      var exponent = 0
      var exponentDigits = 0
      while let byte = bytes.first, byte >= 0x30 && byte <= 0x39 {
        bytes = bytes.dropFirst()
        exponentDigits += 1
        // Past 10^4 every non-zero number is out of range anyway; stop counting.
        exponent = Swift.min(exponent * 10 + Int(byte - 0x30), 10_000)
      }
      guard exponentDigits > 0 else { return nil }
      if units != 0 { scale += exponentNegative ? exponent : -exponent }
    }
    guard bytes.isEmpty else { return nil }
    if scale < 0 {
      guard let factor = Self.powerOfTen(-scale) else { return nil }
      let (product, overflow) = units.multipliedReportingOverflow(by: factor)
      guard !overflow else { return nil }
      units = product
      scale = 0
    }
    self.init(units: units, scale: scale)
  }
}
