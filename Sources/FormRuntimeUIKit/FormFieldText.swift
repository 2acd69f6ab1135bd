import FormRuntime
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(UIKitShim)
  import UIKitShim
#endif

/// Between a row's value and what its control shows or the user typed.
enum FormFieldText {
  /// What a field shows: a text row's text; a number's or decimal's value as text.
  static func text(of content: RowContent) -> String? {
    if content.control == .textField, case .string(let text)? = content.value { return text }
    return content.valueText
  }

  /// The value typed text gives a field's row: a text as it is; an empty number or decimal is
  /// null; nil (nothing to send) for text that is not a number.
  static func value(of text: String, for control: RowControl) -> FormValue? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    switch control {
    case .numberField:
      if trimmed.isEmpty { return .null }
      return FormInt(trimmed).map(FormValue.int)
    case .decimalField:
      if trimmed.isEmpty { return .null }
      return FormDecimal(trimmed.replacingOccurrences(of: ",", with: ".")).map(FormValue.decimal)
    default:
      return .string(text)
    }
  }

  /// The keyboard a field asks for: the row's `keyboard:`, else digits for numbers.
  static func keyboardType(of content: RowContent) -> UIKeyboardType {
    switch content.keyboard {
    case .email?: return .emailAddress
    case .number?: return .numberPad
    case .decimal?: return .decimalPad
    case .phone?: return .phonePad
    case .url?: return .URL
    case .default?: return .default
    case nil:
      switch content.control {
      case .numberField: return .numberPad
      case .decimalField: return .decimalPad
      default: return .default
      }
    }
  }

  /// A number value as a `Double` (a stepper's), nil for anything else.
  static func double(_ value: FormValue?) -> Double? {
    switch value {
    case .int(let number)?: Double(number)
    case .decimal(let number)?: Double(number.description)
    default: nil
    }
  }

  /// Whether a date row holds a day alone (`2026-11-29`), or nothing yet.
  static func isDayOnly(_ value: FormValue?) -> Bool {
    guard case .string(let text)? = value else { return true }
    return !text.contains("T")
  }

  static let utc = TimeZone(identifier: "UTC")

  /// The day of `date` in UTC, as the engine stores a date alone (`2026-11-29`).
  static func day(of date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    func padded(_ number: Int?, _ width: Int) -> String {
      let digits = String(number ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.year, 4) + "-" + padded(parts.month, 2) + "-" + padded(parts.day, 2)
  }
}
