import FormCompiler
import FormRuntime
import Testing

/// What `ValuePattern` refuses, and where: each pattern is written with the offending part between
/// `⟦` and `⟧`, which the test strips.
@Suite struct ValuePatternErrorTests {
  struct Case: CustomStringConvertible {
    let marked: String
    let message: String
    init(_ marked: String, _ message: String) { (self.marked, self.message) = (marked, message) }
    var description: String { marked }
  }

  static let cases: [Case] = [
    Case(#"⟦\1⟧"#, "backreferences are not supported"),
    Case(#"(a)⟦\12⟧"#, "backreferences are not supported"),
    Case(#"⟦\k⟧<x>"#, "named backreferences are not supported"),
    Case("⟦(?<⟧x>a)", "named groups are not supported: use (…) or (?:…)"),
    Case("⟦(?<=⟧a)b", "lookbehind is not supported"),
    Case("⟦(?<!⟧a)b", "lookbehind is not supported"),
    Case(#"⟦\p⟧{L}"#, "Unicode property escapes (\\p{…}, \\P{…}) are not supported"),
    Case(#"[⟦\P⟧{L}]"#, "Unicode property escapes (\\p{…}, \\P{…}) are not supported"),
    Case("⟦(?i⟧)a", "inline flags are not supported"),
    Case("⟦(?-⟧i:a)", "inline flags are not supported"),
    Case("⟦(?%⟧a)", "invalid group: expected (?:, (?= or (?!"),
    Case("a⟦(⟧b", "missing ')' to close this group"),
    Case("⟦(?:⟧a|(?=b)", "missing ')' to close this group"),
    Case("ab⟦)⟧", "unmatched ')'"),
    Case("⟦[⟧abc", "missing ']' to close this character class"),
    Case("⟦]⟧", "lone ']': write \\] for a literal bracket"),
    Case("a⟦{⟧", "lone '{': write \\{ for a literal brace"),
    Case("a⟦{⟧1,x}", "lone '{': write \\{ for a literal brace"),
    Case("⟦}⟧", "lone '}': write \\} for a literal brace"),
    Case("⟦*⟧a", "nothing to repeat"),
    Case("a|⟦+⟧", "nothing to repeat"),
    Case("⟦(?)⟧", "invalid group: expected (?:, (?= or (?!"),
    Case("⟦{2}⟧", "nothing to repeat"),
    Case("a*⟦*⟧", "nothing to repeat"),
    Case("a{2}⟦{3}⟧", "nothing to repeat"),
    Case("^⟦*⟧", "nothing to repeat"),
    Case(#"\b⟦+⟧"#, "nothing to repeat"),
    Case("(?=a)⟦?⟧", "nothing to repeat"),
    Case("a⟦{3,2}⟧", "numbers out of order in {} quantifier"),
    Case("a⟦{100000000000000000000,99999999999999999999}⟧", "numbers out of order in {} quantifier"),
    Case("[⟦z-a⟧]", "range out of order in character class"),
    Case(#"[⟦\d-z⟧]"#, "a class escape such as \\d cannot bound a range"),
    Case(#"[⟦a-\w⟧]"#, "a class escape such as \\d cannot bound a range"),
    Case(#"ab⟦\⟧"#, "'\\' at the end of the pattern"),
    Case(#"[⟦\⟧"#, "'\\' at the end of the pattern"),
    Case(#"⟦\q⟧"#, "unknown escape '\\q'"),
    Case(#"⟦\-⟧"#, "unknown escape '\\-'"),
    Case(#"⟦\é⟧"#, "unknown escape '\\é'"),
    Case(#"[⟦\B⟧]"#, "unknown escape '\\B'"),
    Case(#"⟦\x⟧4"#, "\\x must be followed by two hexadecimal digits"),
    Case(#"⟦\u⟧12"#, "\\u must be followed by four hexadecimal digits or {…}"),
    Case(#"⟦\u{⟧}"#, "\\u{ must hold hexadecimal digits and end with }"),
    Case(#"⟦\u{110000}⟧"#, "code point above U+10FFFF"),
    Case(#"⟦\c⟧1"#, "\\c must be followed by a letter"),
    Case(#"⟦\01⟧"#, "\\0 cannot be followed by a digit"),
    Case("⟦(?:a{1000}){1000}⟧", tooLarge),
    Case("⟦x(?:a{100}){100}b⟧", tooLarge),
    Case("⟦a{10001}⟧", tooLarge),
    Case("⟦a{99999999999999999999}⟧", tooLarge),
    Case("(?:⟦(?:a|b){5000}⟧)", tooLarge),
    Case("⟦a{5000}b{5000}c⟧", tooLarge),
  ]

  static let tooLarge = "pattern too large: more than 10000 instructions once its repetitions are written out"

  /// The pattern without its markers, and the offset and length (in Unicode scalars) they mark.
  static func unmarked(_ marked: String) -> (source: String, offset: Int, length: Int) {
    var source = String.UnicodeScalarView()
    var offset = -1
    var end = -1
    for scalar in marked.unicodeScalars {
      switch scalar {
      case "⟦": offset = source.count
      case "⟧": end = source.count
      default: source.append(scalar)
      }
    }
    return (String(source), offset, end - offset)
  }

  @Test(arguments: cases) func refusesWithTheMarkedPosition(_ example: Case) {
    let (source, offset, length) = Self.unmarked(example.marked)
    #expect(throws: ValuePatternError(offset: offset, length: length, message: example.message)) {
      try ValuePattern(source)
    }
  }

  @Test func theLengthLimitCountsUnicodeScalars() throws {
    let longest = String(repeating: "é", count: ValuePatternLimits.maxLength)
    #expect(try ValuePattern(longest).matches(longest))
    #expect(throws: ValuePatternError(offset: 1_000, length: 2, message: "pattern longer than 1000 Unicode scalars")) {
      try ValuePattern(longest + "ab")
    }
  }

  @Test func theDepthLimitIsCheckedBeforeRecursing() throws {
    let depth = ValuePatternLimits.maxDepth
    let deepest = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
    #expect(try ValuePattern(deepest).matches("a"))
    let tooDeep = String(repeating: "(?=", count: depth + 1) + String(repeating: ")", count: depth + 1)
    #expect(throws: ValuePatternError(offset: 3 * depth, length: 3, message: "groups nested more than 100 deep")) {
      try ValuePattern(tooDeep)
    }
    // Far deeper than any stack would allow, refused at the 101st level.
    let hostile = String(repeating: "(", count: 999)
    #expect(throws: ValuePatternError(offset: depth, length: 1, message: "groups nested more than 100 deep")) {
      try ValuePattern(hostile)
    }
  }

  @Test func theErrorDescribesItselfWithItsOffset() {
    #expect(
      ValuePatternError(offset: 3, length: 1, message: "nothing to repeat").description == "offset 3: nothing to repeat"
    )
  }
}
