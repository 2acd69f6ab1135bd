import FormRuntimeCore

/// A value and whether a ``ValueFormat`` accepts it.
public struct ValueFormatSample: Equatable, Sendable {
  /// The value, whole.
  public let value: String
  /// Whether the format accepts it.
  public let isAccepted: Bool

  init(_ value: String, _ isAccepted: Bool) {
    self.value = value
    self.isAccepted = isAccepted
  }
}

extension ValueFormat {
  /// Edge cases of the format, accepted and refused: values just inside and just outside each of
  /// its rules, for the tests and for distinguishing values that exercise a rule.
  public var samples: [ValueFormatSample] {
    switch self {
    case .email: return Self.emailSamples
    case .url: return Self.urlSamples
    case .phone: return Self.phoneSamples
    case .digits: return Self.digitsSamples
    }
  }

  private static let label63 = String(repeating: "a", count: 63)

  private static let emailSamples: [ValueFormatSample] = [
    .init("a@b", true),
    .init("user.name+tag@example.com", true),
    .init("x@localhost", true),
    .init("a@b-c.d", true),
    .init(".a..b.@example.com", true),
    .init("!#$%&'*+/=?^_`{|}~-@example.com", true),
    .init("a@\(label63).com", true),
    .init("", false),
    .init("a", false),
    .init("@example.com", false),
    .init("a@", false),
    .init("a@@example.com", false),
    .init("a@-b.com", false),
    .init("a@b-.com", false),
    .init("a@b..com", false),
    .init("a@.com", false),
    .init("a@b.com.", false),
    .init("a b@example.com", false),
    .init("a@exa_mple.com", false),
    .init("a@\(label63)a.com", false),
    .init("\"a\"@example.com", false),
    .init("é@example.com", false),
    .init("a@bücher.de", false),
    .init("a@example.com\n", false),
  ]

  private static let urlSamples: [ValueFormatSample] = [
    .init("http://example.com", true),
    .init("https://example.com/", true),
    .init("HTTPS://Example.COM:8080/path?q=1#frag", true),
    .init("http://localhost", true),
    .init("http://localhost:3000/api", true),
    .init("http://192.168.0.1/", true),
    .init("http://255.255.255.255:65535", true),
    .init("https://a.b-c.io/x%20y?a=b&c=d", true),
    .init("https://xn--bcher-kva.example?q", true),
    .init("http://example.com#", true),
    .init("", false),
    .init("example.com", false),
    .init("ftp://example.com", false),
    .init("http://", false),
    .init("http:/example.com", false),
    .init("http://example", false),
    .init("http://exa mple.com", false),
    .init("http://example.com/a b", false),
    .init("http://example.com/\u{7}", false),
    .init("http://example.com/\u{A0}", false),
    .init("http://256.1.1.1", false),
    .init("http://01.1.1.1", false),
    .init("http://1.2.3", false),
    .init("http://example.123", false),
    .init("http://-example.com", false),
    .init("http://example-.com", false),
    .init("http://example.com:", false),
    .init("http://example.com:123456", false),
    .init("http://user@example.com", false),
    .init("http://[::1]/", false),
    .init("http://bücher.de", false),
    .init("https://example.com\n", false),
  ]

  private static let phoneSamples: [ValueFormatSample] = [
    .init("555", true),
    .init("+1 555 123 4567", true),
    .init("(555) 123-4567", true),
    .init("+44 (0)20 7946 0958", true),
    .init("555.123.4567", true),
    .init("+(1) 555", true),
    .init("123456789012345", true),
    .init("", false),
    .init("12", false),
    .init("+", false),
    .init("+12", false),
    .init("1234567890123456", false),
    .init("+1 (234) 567-890-123-456", false),
    .init("-555", false),
    .init(" 555", false),
    .init("+ 555", false),
    .init("++1555", false),
    .init("(()555", false),
    .init("555-CALL", false),
    .init("555/123", false),
    .init("٥٥٥", false),
  ]

  private static let digitsSamples: [ValueFormatSample] = [
    .init("0", true),
    .init("0123", true),
    .init("98765432109876543210", true),
    .init("", false),
    .init(" 1", false),
    .init("1 ", false),
    .init("1.5", false),
    .init("-1", false),
    .init("+1", false),
    .init("1e3", false),
    .init("١٢٣", false),
    .init("１２", false),
  ]
}
