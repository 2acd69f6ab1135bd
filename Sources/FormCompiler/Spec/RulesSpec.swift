import FormDiagnostics
import FormRuntimeCore

/// The validation rules written on a row or a select section (`required`, `format`, `minLength`, `maxLength`,
/// `pattern`, `minCount`, `maxCount`, `valid`) and the `message` that replaces their default messages, as decoded:
/// which of them the row or section may have, and whether they contradict each other, is for the checks.
public struct RulesSpec: Sendable {
  public var required: Located<Bool>?
  /// The named format; nil when absent or unknown (already reported).
  public var format: Located<ValueFormat>?
  public var minLength: Located<Int>?
  public var maxLength: Located<Int>?
  /// The pattern's source, where its characters were written (to place an error inside it).
  public var pattern: PlacedString?
  public var minCount: Located<Int>?
  public var maxCount: Located<Int>?
  /// The custom rule: a condition that must hold.
  public var valid: ConditionSpec?
  public var message: Located<String>?

  public init() {}

  /// Where each rule key was written, in ``RuleKind`` order (the order rules are checked in); `required: false` and
  /// `valid: true` are written but are no rules, and are listed with `isRule` false.
  /// - Complexity: O(1): at most eight keys.
  public var written: [(kind: RuleKind, location: SourceLocation, isRule: Bool)] {
    var keys: [(RuleKind, SourceLocation, Bool)] = []
    if let required { keys.append((.required, required.location, required.value)) }
    if let format { keys.append((.format, format.location, true)) }
    if let minLength { keys.append((.minLength, minLength.location, true)) }
    if let maxLength { keys.append((.maxLength, maxLength.location, true)) }
    if let pattern { keys.append((.pattern, pattern.text.location, true)) }
    if let minCount { keys.append((.minCount, minCount.location, true)) }
    if let maxCount { keys.append((.maxCount, maxCount.location, true)) }
    if let valid {
      let isRule = if case .expression = valid { true } else { false }
      keys.append((.valid, valid.location, isRule))
    }
    return keys
  }

  /// Whether no rule key is written (a `message` alone does not count).
  public var isEmpty: Bool {
    required == nil && format == nil && minLength == nil && maxLength == nil && pattern == nil && minCount == nil
      && maxCount == nil && valid == nil
  }
}

/// A string of the spec and where each of its characters was written.
public struct PlacedString: Sendable {
  public var value: String
  public var text: ScalarPlacement
}
