import FormRuntimeCore

/// The message each rule shows when the spec gives none: written once, here. The compiled form stores each rule's
/// final message, so the runtime holds no message of its own (and a later translation replaces only this table).
enum DefaultRuleMessages {
  /// The default message of a rule of `kind` with `argument` (its bound, or its format's name).
  /// - Complexity: O(1).
  static func message(for kind: RuleKind, argument: FormValue) -> String {
    switch kind {
    case .required: return "Required"
    case .format:
      guard case .string(let name) = argument, let format = ValueFormat(rawValue: name) else {
        return "Enter a valid value"
      }
      return message(for: format)
    case .minLength: return "Use at least \(characters(argument))"
    case .maxLength: return "Use at most \(characters(argument))"
    case .pattern: return "Doesn't match the expected format"
    case .minCount: return "Choose at least \(count(argument))"
    case .maxCount: return "Choose at most \(count(argument))"
    case .valid: return "Invalid"
    }
  }

  /// The message of each named format.
  static func message(for format: ValueFormat) -> String {
    switch format {
    case .email: "Enter a valid email address"
    case .url: "Enter a valid web address (http:// or https://)"
    case .phone: "Enter a valid phone number"
    case .digits: "Use digits only"
    }
  }

  /// "1 character", "10 characters".
  private static func characters(_ argument: FormValue) -> String {
    let bound = count(argument)
    return bound == 1 ? "1 character" : "\(bound) characters"
  }

  private static func count(_ argument: FormValue) -> Int {
    if case .int(let bound) = argument { return bound }
    return 0
  }
}
