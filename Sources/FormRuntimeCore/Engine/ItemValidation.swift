/// What the engine keeps of one list item's validation, beside its shown rows in ``ListItems``:
/// a bit per template row (bit `r` for template row `r`, as the item's shown rows), so that an
/// item costs three more words however many rows its template has.
///
/// Derived from the state (the item's values and flags, the form's values and validation), never
/// stored in it: two items are equal whatever their validation. (Touched flags are state:
/// ``ListItem/touched``.)
struct ItemValidation: Hashable, Sendable {
  /// Rows whose `enabled` condition does not hold on the item.
  var disabled: UInt64 = 0
  /// Rows whose rules apply (present and enabled) and fail one.
  var invalid: UInt64 = 0
  /// The first failing rule of each invalid row, as its offset among the row's rules: a row has
  /// at most one rule of each ``RuleKind`` (the loader refuses more), so the offset is below 8
  /// and takes three bits, one in each of these planes.
  private var offsetLow: UInt64 = 0
  private var offsetMiddle: UInt64 = 0
  private var offsetHigh: UInt64 = 0

  /// The most rules a row can have: one per kind.
  static let maxRulesPerRow = 8

  /// The validation of an item whose rows all pass and are enabled (an item of a list whose
  /// template has no rule and no `enabled` condition).
  init() {}

  /// The offset, among the rules of template row `row`, of its first failing rule, or nil.
  /// - Complexity: O(1).
  func failingOffset(ofRow row: Int) -> Int? {
    let bit = UInt64(1) << UInt64(row)
    guard invalid & bit != 0 else { return nil }
    return (offsetLow & bit != 0 ? 1 : 0) | (offsetMiddle & bit != 0 ? 2 : 0) | (offsetHigh & bit != 0 ? 4 : 0)
  }

  /// Records that template row `row` fails the rule at `offset` among its rules (`0..<8`), or
  /// passes (nil). - Complexity: O(1).
  mutating func setFailing(row: Int, offset: Int?) {
    let bit = UInt64(1) << UInt64(row)
    offsetLow &= ~bit
    offsetMiddle &= ~bit
    offsetHigh &= ~bit
    guard let offset else {
      invalid &= ~bit
      return
    }
    invalid |= bit
    if offset & 1 != 0 { offsetLow |= bit }
    if offset & 2 != 0 { offsetMiddle |= bit }
    if offset & 4 != 0 { offsetHigh |= bit }
  }

  /// Whether template row `row` is enabled. - Complexity: O(1).
  func isEnabled(row: Int) -> Bool { disabled & (UInt64(1) << UInt64(row)) == 0 }

  /// The rows whose cell shows something else under `other` than under `self`, for an item
  /// whose touched rows are `touched`: the enabled flag, or the error (a touched row's first
  /// failing rule).
  /// - Complexity: O(1).
  func rowsShowingDifferently(from other: ItemValidation, touched: UInt64) -> UInt64 {
    let offsets = (offsetLow ^ other.offsetLow) | (offsetMiddle ^ other.offsetMiddle) | (offsetHigh ^ other.offsetHigh)
    return (disabled ^ other.disabled) | (touched & ((invalid ^ other.invalid) | (offsets & invalid)))
  }
}
