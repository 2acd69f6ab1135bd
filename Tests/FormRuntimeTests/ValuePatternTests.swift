import FormCompiler
import FormRuntime
import Testing

/// What `ValuePattern` matches: the whole value, over Unicode scalars, in the ECMAScript (`u`
/// flag) subset its doc comment states.
@Suite struct ValuePatternTests {
  /// A pattern, and values it must match and must not.
  struct Case: CustomStringConvertible {
    let pattern: String
    let matching: [String]
    let failing: [String]
    init(_ pattern: String, _ matching: [String], _ failing: [String]) {
      (self.pattern, self.matching, self.failing) = (pattern, matching, failing)
    }
    var description: String { pattern }
  }

  static let cases: [Case] = [
    // The whole value, as if `^(?:…)$`; `^` and `$` inside still work.
    Case("abc", ["abc"], ["", "ab", "abcd", "xabc", "ABC"]),
    Case("a|bc", ["a", "bc"], ["abc", "ac", ""]),
    Case("^a$", ["a"], ["", "aa"]),
    Case("a^b", [], ["ab", "a^b"]),
    Case("", [""], ["a"]),
    Case("(?:)", [""], [" "]),
    // The issue's example: a digit somewhere.
    Case("^(?=.*[0-9]).*$", ["1", "abc1", "1abc", "ab1cd"], ["", "abc", "abc\n1"]),
    Case("(?!.*bad).*", ["", "good", "ba d"], ["bad", "is bad!"]),
    Case("(?=a)(?!ab).+", ["a", "ac", "aab"], ["ab", "abc", "b", ""]),
    Case("(?=(?!x)).a", ["ya"], ["xa"]),
    Case("a(?=b)", [], ["a", "ab"]),
    Case("a(?=b)b", ["ab"], ["a", "ac"]),
    Case("(?:a(?=b)|c)+b", ["ab", "cb", "ccb"], ["acb", "b", "aab"]),
    // Characters and escapes.
    Case(".", ["a", " ", "é", "😀", "\t"], ["", "\n", "\r", "\u{2028}", "\u{2029}", "ab"]),
    Case(#"\d+"#, ["0123456789"], ["", "a", "١"]),
    Case(#"\D"#, ["a", "١"], ["5"]),
    Case(#"\w+"#, ["az_AZ09"], ["é", "-", " "]),
    Case(#"\W"#, ["é", "-"], ["a", "_"]),
    Case(
      #"\s+"#, [" \t\n\r\u{B}\u{C}\u{A0}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}"],
      ["\u{85}", "\u{200B}", "a"]),
    Case(#"\S"#, ["a", "\u{85}"], [" ", "\u{3000}"]),
    Case(#"\t\n\r\f\v\0"#, ["\t\n\r\u{C}\u{B}\u{0}"], [""]),
    Case(#"\x41\u0042\u{43}\u{1F600}"#, ["ABC😀"], ["abc😀"]),
    Case(#"\uD83D\uDE00"#, ["😀"], ["\u{FFFD}\u{FFFD}"]),
    Case(#"\uD800"#, [], ["\u{FFFD}", ""]),
    Case(#"\cJ\cj"#, ["\n\n"], ["cJcj"]),
    Case(#"\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/"#, [#"^$\.*+?()[]{}|/"#], [""]),
    Case("é+", ["é", "éé"], ["e\u{301}"]),
    Case("e\u{301}", ["e\u{301}"], ["é"]),
    Case("/", ["/"], []),
    // Word boundaries.
    Case(#"\bab\b"#, ["ab"], []),
    Case(#".*\bcat\b.*"#, ["a cat.", "cat"], ["cats", "concat"]),
    Case(#"a\Bb"#, ["ab"], []),
    Case(#"a\B.*"#, ["ab", "a_"], ["a", "a b"]),
    // Classes.
    Case("[abc]+", ["abcba"], ["d", ""]),
    Case("[^abc]", ["d", "\n", "😀"], ["a", ""]),
    Case("[a-cx-z]+", ["abxz"], ["d", "w"]),
    Case("[-a]+", ["-a-"], ["b"]),
    Case("[a-]+", ["-a"], ["b"]),
    Case("[a-c-e]+", ["a-e", "b"], ["d"]),
    Case(#"[\d_]+"#, ["1_2"], ["a"]),
    Case(#"[^\d\s]"#, ["a"], ["1", " "]),
    Case(#"[\b]"#, ["\u{8}"], ["b"]),
    Case(#"[\-\]\\]+"#, [#"-]\"#], ["a"]),
    Case(#"[\u{1F600}-\u{1F64F}]"#, ["😀", "🙏"], ["🚀"]),
    Case("[]", [], ["", "a"]),
    Case("[^]", ["a", "\n"], ["", "ab"]),
    Case("[.^$|(){}*+?]+", [".^$|(){}*+?"], ["a"]),
    // Quantifiers, greedy and lazy (the same whole values).
    Case("a*", ["", "aaa"], ["b"]),
    Case("a+?", ["a", "aa"], [""]),
    Case("ab?c", ["ac", "abc"], ["abbc"]),
    Case("a{3}", ["aaa"], ["aa", "aaaa"]),
    Case("a{2,}", ["aa", "aaaaa"], ["a"]),
    Case("a{2,3}?", ["aa", "aaa"], ["a", "aaaa"]),
    Case("a{0}", [""], ["a"]),
    Case("a{0,0}b", ["b"], ["ab"]),
    Case("(?:ab){2}", ["abab"], ["ab", "ababab"]),
    Case("(a|bc)*d", ["d", "abcad"], ["ab"]),
    Case("(?:)*", [""], ["a"]),
    Case("(?:a?)*", ["", "aaa"], ["b"]),
    Case("(?:a*)+b", ["b", "aab"], ["a"]),
    // ECMAScript tries an iteration's other alternatives when one matches empty (ICU does not).
    Case(#"-(?:|\D|1a-)+?"#, ["-.-1a-", "-"], ["-1"]),
    Case(#"(1*?)*?x|[^0-9b]{0}"#, ["", "x", "11x"], ["1"]),
    Case("(?:^)*a", ["a"], []),
    Case("a{001}", ["a"], ["aa"]),
    Case("(?:){99999999999999999999}", [""], ["a"]),
  ]

  @Test(arguments: cases) func matchesTheWholeValue(_ example: Case) throws {
    let pattern = try ValuePattern(example.pattern)
    for value in example.matching {
      #expect(pattern.matches(value), "\(example.pattern) should match \(value.debugDescription)")
    }
    for value in example.failing {
      #expect(!pattern.matches(value), "\(example.pattern) should not match \(value.debugDescription)")
    }
  }

  /// Patterns that make a backtracking engine take exponential time take time proportional to the
  /// value here (this test does not time them; it would hang before the fix).
  @Test func pathologicalPatternsOnLongValuesFinish() throws {
    let long = String(repeating: "a", count: 10_000)
    #expect(try !ValuePattern("(a*)*b").matches(long))
    #expect(try ValuePattern("(a*)*b").matches(long + "b"))
    #expect(try !ValuePattern("(a|aa)*c").matches(long))
    #expect(try ValuePattern("(a|aa)*").matches(long))
    #expect(try !ValuePattern("(?:(?=a*b)a)*").matches(long))
    #expect(try ValuePattern("(?:(?=a*)a)*").matches(long))
    #expect(try !ValuePattern("(?:a+)+(?:a+)+b").matches(long))
  }

  /// A large program (1,999 instructions) on a long value.
  @Test func aLargeProgramOnALongValue() throws {
    let pattern = try ValuePattern("(?:a{1,50}){1,20}")
    let value = String(repeating: "a", count: 1_000)
    #expect(pattern.matches(value))
    #expect(!pattern.matches(value + "a"))
  }

  @Test func equalityAndDescriptionAreTheSource() throws {
    #expect(try ValuePattern("a+") == ValuePattern("a+"))
    #expect(try ValuePattern("a+") != ValuePattern("a*"))
    #expect(try ValuePattern("a+").description == "a+")
  }
}
