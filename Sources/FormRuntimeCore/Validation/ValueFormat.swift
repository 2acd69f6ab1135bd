/// A named format of a text row (`format: email|url|phone|digits`): the names a compiled form's
/// `format` rules may carry. Each is defined once, as a pattern of ``ValuePattern``'s dialect that
/// the whole value must match (`ValueFormat+Patterns.swift` in FormCompiler), which `formc` compiles
/// into the rule's program; the runtime runs the program and never reads the definition.
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
}
