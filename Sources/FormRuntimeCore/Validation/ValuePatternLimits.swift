/// The bounds that keep compiling and matching a ``ValuePattern`` cheap whatever the pattern:
/// a pattern past one of them is refused with a ``ValuePatternError``.
public enum ValuePatternLimits {
  /// The longest pattern, in Unicode scalars.
  public static let maxLength = 1_000

  /// The most instructions a pattern compiles to once counted repetitions are written out
  /// (`(?:a{100}){100}` is 10,000): matching costs this times the value's length at most.
  public static let maxInstructions = 10_000

  /// The deepest nesting of groups and lookaheads; the parser recurses once per level.
  public static let maxDepth = 100
}
