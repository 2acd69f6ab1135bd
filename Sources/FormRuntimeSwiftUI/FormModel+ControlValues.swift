import FormRuntime
import Foundation

/// The values a control binds to, read from the engine and written back through an `edit`: what
/// ``FormView``'s bindings get and set (the conversions alone, so that they are tested on every
/// platform).
@available(iOS 17.0, macOS 14.0, *)
extension FormModel {
  /// Whether toggle `id` is on.
  public func isOn(_ id: String) -> Bool { value(of: id) == .bool(true) }

  /// The text a field shows for row `id`: a text's string, a number's digits, a decimal at its
  /// digits; "" for null.
  public func text(of id: String) -> String {
    switch value(of: id) {
    case .string(let text)?: text
    case .int(let number)?: String(number)
    case .decimal(let number)?: number.description
    default: ""
    }
  }

  /// The user typed `text` in the field of row `id`: a number or decimal row takes the number
  /// it reads (null for an empty field); text that is not a number is refused like any invalid
  /// value, with ``lastError`` set and the row unchanged.
  @discardableResult
  public func editField(_ id: String, text: String) -> Bool {
    switch engine.row(id)?.kind {
    case .number?:
      guard !text.isEmpty else { return edit(id, .null) }
      guard let number = FormInt(text) else { return refuse(id, "'\(text)' is not a whole number") }
      return edit(id, .int(number))
    case .decimal?:
      guard !text.isEmpty else { return edit(id, .null) }
      guard let number = FormDecimal(text) else { return refuse(id, "'\(text)' is not a decimal number") }
      return edit(id, .decimal(number))
    default:
      return edit(id, text: text)
    }
  }

  /// The whole number a stepper shows for row `id` (its minimum, or 0, when null).
  public func integer(of id: String) -> Int {
    if case .int(let number)? = value(of: id) { return Int(number) }
    if case .int(let minimum)? = engine.content(ofRow: id)?.minimum { return Int(minimum) }
    return 0
  }

  /// The option a picker shows selected for row `id`; "" for none.
  public func selection(of id: String) -> String {
    if case .string(let option)? = value(of: id) { return option }
    return ""
  }

  /// The date a date picker shows for row `id`; `now` when the row has none.
  public func date(of id: String, now: Date = Date()) -> Date { value(of: id)?.dateValue ?? now }

  /// Whether option `option` of multichoice row `id` is chosen.
  public func contains(_ option: String, in id: String) -> Bool {
    if case .set(let members)? = value(of: id) { return members.contains(option) }
    return false
  }

  /// Chooses or un-chooses option `option` of multichoice row `id`.
  @discardableResult
  public func toggle(_ option: String, in id: String) -> Bool {
    var members: Set<String> = []
    if case .set(let chosen)? = value(of: id) { members = chosen }
    if members.remove(option) == nil { members.insert(option) }
    return edit(id, .set(members))
  }

  private func refuse(_ id: String, _ reason: String) -> Bool {
    lastError = .invalidValue(id, reason: reason)
    return false
  }
}
