/// A compiled `pattern:` rule: a regular expression that a row's whole value must match.
///
/// The dialect is a subset of ECMAScript regular expressions with the `u` flag, so that the app
/// (this runtime) and the browser run the same rule identically; it is matched by this runtime's
/// own code, never by `Regex` or `NSRegularExpression`. A value matches when the pattern matches
/// **all** of it, as if written `^(?:PATTERN)$`; `^` and `$` inside still mean the start and end
/// of the value. Matching is over Unicode scalars (not `Character`s) and case-sensitive.
///
/// - Characters: literals; `.` (any scalar but `\n`, `\r`, U+2028, U+2029); `\d` (`[0-9]`),
///   `\w` (`[A-Za-z0-9_]`), `\s` (ECMAScript's WhiteSpace and LineTerminator) and their
///   complements `\D \W \S`; `\t \n \r \f \v \0`, `\cX`, `\xHH`, `\uXXXX` (a surrogate pair
///   written as two reads as one scalar), `\u{X…}`; `\` before a syntax character
///   (`^ $ \ . * + ? ( ) [ ] { } |`) or `/`.
/// - Classes: `[…]`, `[^…]`, ranges `a-z`, escapes inside (`\b` is backspace there, `\-` a dash).
/// - Groups `(…)` and `(?:…)` (alike: nothing is captured), alternation `|`, quantifiers
///   `* + ? {n} {n,} {n,m}` and their lazy forms (`*?`), which match the same whole values.
/// - Assertions `^ $ \b \B`, lookaheads `(?=…)` and `(?!…)`.
///
/// `formc` refuses, with a `ValuePatternError` at the offending scalars: backreferences, named groups,
/// lookbehind, `\p{…}`, inline flags, unbalanced parentheses or brackets, a lone `{ } ]`, a
/// quantifier with nothing to repeat (also after an assertion or a lookahead, and a second
/// quantifier: `a{2}{3}`), `{m,n}` with m > n, a range out of order, a `\` at the end, an unknown
/// escape (`\q`), and a pattern past ``ValuePatternLimits``. It compiles the pattern
/// (`ValuePattern(_:)`, in FormCompiler) into the program a compiled form stores, which the runtime
/// reads (``init(source:code:)``) and never parses.
public struct ValuePattern: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public let source: String
  private let matcher: PatternMatcher

  /// The pattern `source` from its program `code` (another pattern's ``code``, as a compiled form
  /// stores it in `rules.program`), which is checked to be well formed and then run as it is: `source`
  /// is not compiled again (the runtime has no pattern parser; `formc` compiles patterns), so it is
  /// kept only for ``description`` and equality.
  /// - Throws: ``PatternCodeError`` with the index of the int that is wrong.
  /// - Complexity: O(k) for k ints of code.
  public init(source: String, code: [Int]) throws(PatternCodeError) {
    self.source = source
    matcher = PatternMatcher(try PatternProgram(code: code))
  }

  /// The pattern `source` running `program`, which the compiler built from it.
  /// - Complexity: O(m) for m instructions.
  package init(source: String, program: PatternProgram) {
    self.source = source
    matcher = PatternMatcher(program)
  }

  /// The compiled program, as the compiled format stores it (`rules.program`, in the encoding
  /// docs/compiled-format.md describes under "Pattern programs").
  /// - Complexity: O(m + c) for m instructions and c ranges in their sets.
  public var code: [Int] { matcher.program.code }

  /// Whether the pattern matches the whole of `value`.
  /// - Complexity: O(m × (n + 1) × log c): m instructions, n Unicode scalars in `value`, c ranges
  ///   in the largest class; no recursion, memory O(m + n).
  public func matches(_ value: String) -> Bool {
    matcher.matches(value)
  }

  /// Two patterns are equal when written alike.
  public static func == (a: ValuePattern, b: ValuePattern) -> Bool { a.source == b.source }

  /// The source.
  public var description: String { source }
}
