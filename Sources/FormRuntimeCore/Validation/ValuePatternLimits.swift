/// The bounds that keep compiling and matching a ``ValuePattern`` cheap whatever the pattern:
/// `formc` refuses a pattern past one of them with a `ValuePatternError`, and the runtime refuses a
/// program of more than ``maxInstructions`` (``PatternCodeError``).
package enum ValuePatternLimits {
  /// The longest pattern, in Unicode scalars.
  package static let maxLength = 1_000

  /// The most instructions a pattern compiles to once counted repetitions are written out
  /// (`(?:a{100}){100}` is 10,000): matching costs this times the value's length at most.
  package static let maxInstructions = 10_000

  /// The deepest nesting of groups and lookaheads; the parser recurses once per level.
  package static let maxDepth = 100
}
