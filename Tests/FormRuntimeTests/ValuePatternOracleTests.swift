import FormCompiler
import FormRuntime
import Foundation
import SeededRandom
import Testing

/// `ValuePattern` against ICU's `NSRegularExpression` on random patterns and values.
///
/// ICU and ECMAScript differ in places, so the grammar stays where they agree: ASCII-only
/// patterns and values; no `\s`, `\w` or `\b` (ICU's are Unicode-wide); values without line
/// terminators (ICU's `.` also refuses U+0085, and its `$` also matches before a final line
/// terminator); `\d` and `.` only on ASCII values, where both agree; no escapes that only one of
/// them has; and no quantifier on a group that can match the empty string, because ICU handles an
/// iteration that matches empty differently: it refuses `-(?:|\D)+?` on `-.` and
/// `(1*?)*?x|[^0-9b]{0}` on the empty value, which ECMAScript (V8) and `ValuePattern` accept (those
/// loops are checked against V8's answers in `ValuePatternTests`). The whole-value match is
/// ICU's `\A(?:PATTERN)\z`.
@Suite struct ValuePatternOracleTests {
  /// A generated piece of pattern, and whether it can match the empty string.
  struct Piece {
    var text: String
    var nullable: Bool
  }

  /// Patterns from a small grammar: literals, `.`, classes, `\d \D`, groups, alternation, every
  /// quantifier (lazy too), `^ $`, lookaheads.
  struct PatternGenerator {
    var random: SplitMix64

    mutating func pattern(depth: Int = 0) -> Piece {
      let branches = (0...random.weighted([6, 3, 1])).map { _ in sequence(depth: depth) }
      return Piece(text: branches.map(\.text).joined(separator: "|"), nullable: branches.contains { $0.nullable })
    }

    mutating func sequence(depth: Int) -> Piece {
      let terms = (0..<random.int(0...4)).map { _ in term(depth: depth) }
      return Piece(text: terms.map(\.text).joined(), nullable: terms.allSatisfy(\.nullable))
    }

    mutating func term(depth: Int) -> Piece {
      let nested = depth < 3
      switch random.weighted([10, 2, 4, 2, nested ? 3 : 0, nested ? 3 : 0, nested ? 2 : 0, 1]) {
      case 0: return quantified(random.pick(["a", "b", "1", "-", "\\."]))
      case 1: return quantified(".")
      case 2: return quantified(random.pick(["[ab]", "[^a]", "[a-c]", "[0-9]", "[^0-9b]", "[-a]"]))
      case 3: return quantified(random.pick(["\\d", "\\D"]))
      case 4, 5:
        let body = pattern(depth: depth + 1)
        let group = (random.chance(50) ? "(" : "(?:") + body.text + ")"
        // See the type's comment: ICU differs on loops over what can match empty.
        return body.nullable ? Piece(text: group, nullable: true) : quantified(group)
      case 6: return Piece(text: random.pick(["(?=", "(?!"]) + pattern(depth: depth + 1).text + ")", nullable: true)
      default: return Piece(text: random.pick(["^", "$"]), nullable: true)
      }
    }

    /// `atom`, which cannot match empty, maybe with a quantifier.
    mutating func quantified(_ atom: String) -> Piece {
      guard random.chance(40) else { return Piece(text: atom, nullable: false) }
      let (quantifier, minimum) = random.pick([
        ("*", 0), ("+", 1), ("?", 0), ("{0}", 0), ("{1}", 1), ("{2}", 2), ("{0,1}", 0), ("{1,3}", 1), ("{2,}", 2),
        ("{0,}", 0),
      ])
      return Piece(text: atom + quantifier + (random.chance(25) ? "?" : ""), nullable: minimum == 0)
    }

    mutating func value() -> String {
      String((0..<random.int(0...7)).map { _ in random.pick(["a", "b", "1", "-", "."]) })
    }
  }

  static func icuMatches(_ expression: NSRegularExpression, _ value: String) -> Bool {
    expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64]) func agreesWithICUOnRandomPatterns(_ seed: UInt64) throws {
    var generator = PatternGenerator(random: SplitMix64(seed: seed))
    var compared = 0
    var matched = 0
    for _ in 0..<600 {
      let source = generator.pattern().text
      let pattern = try ValuePattern(source)
      let icu = try NSRegularExpression(pattern: #"\A(?:"# + source + #")\z"#)
      for _ in 0..<12 {
        let value = generator.value()
        let expected = Self.icuMatches(icu, value)
        #expect(pattern.matches(value) == expected, "\(source) on \(value.debugDescription): ICU says \(expected)")
        compared += 1
        if expected { matched += 1 }
      }
    }
    // The grammar must make both outcomes common, or the comparison proves little.
    #expect(matched > compared / 20, "\(matched) of \(compared) matched")
    #expect(matched < compared * 19 / 20, "\(matched) of \(compared) matched")
  }
}
