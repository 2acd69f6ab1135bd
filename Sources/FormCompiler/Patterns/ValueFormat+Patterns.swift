import FormRuntimeCore

/// Each format's definition, a pattern compiled into the program of every `format` rule that names it.
extension ValueFormat {
  /// The format's definition, a pattern of ``ValuePattern``'s dialect matched against the whole
  /// value.
  public var patternSource: String {
    switch self {
    case .email: return #"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@"# + Self.label + #"(?:\."# + Self.label + ")*"
    case .url:
      let topLabel = "[a-zA-Z](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
      let octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
      let host = #"(?:(?:"# + Self.label + #"\.)+"# + topLabel + "|" + octet + #"(?:\."# + octet + "){3}|localhost)"
      return "[hH][tT][tT][pP][sS]?://" + host + #"(?::[0-9]{1,5})?(?:[/?#][^\s\x00-\x1F\x7F-\x9F]*)?"#
    case .phone: return #"\+?(?=(?:[^0-9]*[0-9]){3,15}[^0-9]*$)\(?[0-9][0-9 .()-]*"#
    case .digits: return "[0-9]+"
    }
  }

  /// A domain label: 1 to 63 ASCII letters, digits and `-`, neither first nor last a `-`.
  private static let label = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"

  /// The compiled ``patternSource``; nil only if a definition above did not compile, which
  /// `ValueFormatTests` rules out for every case.
  public var pattern: ValuePattern? {
    switch self {
    case .email: return Self.emailPattern
    case .url: return Self.urlPattern
    case .phone: return Self.phonePattern
    case .digits: return Self.digitsPattern
    }
  }

  private static let emailPattern = try? ValuePattern(ValueFormat.email.patternSource)
  private static let urlPattern = try? ValuePattern(ValueFormat.url.patternSource)
  private static let phonePattern = try? ValuePattern(ValueFormat.phone.patternSource)
  private static let digitsPattern = try? ValuePattern(ValueFormat.digits.patternSource)

  /// Whether `value`, whole, is in this format.
  /// - Complexity: O(n) for a value of n Unicode scalars (each pattern is a fixed size).
  public func accepts(_ value: String) -> Bool {
    pattern?.matches(value) ?? false
  }
}
