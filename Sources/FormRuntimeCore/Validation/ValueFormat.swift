/// A named format of a text row (`format: email|url|phone|digits`), each defined once, as a
/// ``ValuePattern`` of this runtime's dialect (``patternSource``), which the whole value must match.
public enum ValueFormat: String, CaseIterable, Sendable {
  /// The WHATWG HTML rule for a "valid email address" (what `<input type=email>` accepts): a
  /// local part of ASCII letters, digits and ``.!#$%&'*+/=?^_`{|}~-``, `@`, and a domain of one or
  /// more dot-separated labels of 1 to 63 ASCII letters, digits and `-`, neither starting nor
  /// ending with `-`. No quoted local parts, no IP literals, no non-ASCII characters.
  case email
  /// An absolute `http` or `https` URL: the scheme in any case, `://`, a host, an optional
  /// `:port` of 1 to 5 digits, and an optional path, query or fragment (starting with `/`, `?` or
  /// `#`) with no white space (`\s`) or control character (U+0000–U+001F, U+007F–U+009F). The host
  /// is `localhost`, a dotted IPv4 address (four numbers 0–255, no leading zeros), or a domain of
  /// two or more labels as in ``email``'s, the last starting with a letter. No user info
  /// (`user@`), no IPv6 literals, no non-ASCII host (write it as punycode: `xn--…`).
  case url
  /// A phone number as people type it: an optional leading `+`, then ASCII digits, spaces, `-`,
  /// `.`, `(` and `)`, with 3 to 15 digits in all (E.164's maximum); after the `+` comes a digit,
  /// or a `(` and then a digit. Parentheses are not checked for balance.
  case phone
  /// One or more ASCII digits, `0`–`9`, and nothing else (no sign, space or other script's digits).
  case digits

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
