/// Checks the ISO-8601 strings `date` rows hold: `YYYY-MM-DD`, optionally followed by `Thh:mm`,
/// seconds (`:ss`, up to 60 for a leap second), a fraction (`.fff`) and a zone (`Z` or `±hh:mm`).
/// The day must exist in its month, leap years included.
public enum ISO8601Date {
  /// - Complexity: O(n) in the length of `text`.
  public static func isValid(_ text: String) -> Bool {
    var reader = DigitReader(Array(text.utf8))
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
      let day = reader.number(2), (1...12).contains(month)
    else { return false }
    let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthLength = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...monthLength).contains(day) else { return false }
    if reader.atEnd { return true }
    guard reader.skip("T"), let hour = reader.number(2), hour <= 23, reader.skip(":"),
      let minute = reader.number(2), minute <= 59
    else { return false }
    if reader.skip(":") {
      guard let second = reader.number(2), second <= 60 else { return false }
      if reader.skip(".") {
        guard reader.digits() > 0 else { return false }
      }
    }
    if reader.atEnd || (reader.skip("Z") && reader.atEnd) { return true }
    guard reader.skip("+") || reader.skip("-"), let zoneHour = reader.number(2), zoneHour <= 23, reader.skip(":"),
      let zoneMinute = reader.number(2), zoneMinute <= 59
    else { return false }
    return reader.atEnd
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

    /// Skips a run of digits and says how long it was.
    mutating func digits() -> Int {
      let start = index
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
      return index - start
    }
  }
}
