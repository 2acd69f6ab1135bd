import FormRuntimeCore

extension ValuePattern {
  /// Compiles `source`: parses it and builds the program a compiled form stores (``code``).
  /// - Throws: ``ValuePatternError`` with the position of the first problem.
  /// - Complexity: O(p × d + m): p scalars in `source`, d its nesting depth, m the instructions it
  ///   compiles to (at most `ValuePatternLimits.maxInstructions`).
  public init(_ source: String) throws(ValuePatternError) {
    self.init(source: source, program: PatternProgram(try PatternParser.parse(source)))
  }
}
