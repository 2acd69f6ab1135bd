import FormRuntimeCore

/// The parsed form of a ``ValuePattern``, before it is compiled into a ``PatternProgram``.
///
/// Its depth is a small multiple of ``ValuePatternLimits/maxDepth`` (each group or lookahead adds
/// at most an alternation, a sequence and a repetition), so walking it recursively is safe.
package indirect enum PatternNode: Equatable, Sendable {
  /// Matches the empty string.
  case empty
  /// One code point from the set.
  case scalars(ScalarRanges)
  /// A zero-width test of the position.
  case assertion(PatternAssertion)
  /// Each part in turn.
  case sequence([PatternNode])
  /// Any one of the branches.
  case alternation([PatternNode])
  /// `(?=…)` or, negated, `(?!…)`.
  case lookahead(PatternNode, negated: Bool)
  /// `min` to `max` (nil: unbounded) repetitions.
  case repetition(PatternNode, min: Int, max: Int?)

  /// How many instructions ``PatternProgram`` writes for this node, or nil when more than
  /// `limit`; computed without overflow however large the counts.
  package func instructionCount(limit: Int) -> Int? {
    func add(_ a: Int, _ b: Int) -> Int? { a > limit - b ? nil : a + b }
    // `start` plus the counts of `nodes`, nil once over the limit (a loop rather than `reduce`, one
    // generic copy fewer in the WebAssembly module).
    func total(of nodes: [PatternNode], from start: Int) -> Int? {
      var total = start
      for node in nodes {
        guard let size = node.instructionCount(limit: limit), let sum = add(total, size) else { return nil }
        total = sum
      }
      return total
    }
    switch self {
    case .empty: return 0
    case .scalars, .assertion: return 1
    case .sequence(let parts): return total(of: parts, from: 0)
    case .alternation(let branches):
      // Each branch but the last: a split before it and a jump after it.
      let joints = 2 * (branches.count - 1)
      return joints > limit ? nil : total(of: branches, from: joints)
    case .lookahead(let body, _):
      return body.instructionCount(limit: limit).flatMap { add($0, 2) }
    case .repetition(let body, let min, let max):
      guard let size = body.instructionCount(limit: limit) else { return nil }
      if size == 0 { return 0 }
      // `min` copies, then a split and a copy for each optional one, or a split, a copy and a
      // jump for an unbounded tail.
      guard min <= limit / size else { return nil }
      let required = min * size
      guard let max else { return add(required, size + 2) }
      let optional = max - min
      guard optional <= limit / (size + 1) else { return nil }
      return add(required, optional * (size + 1))
    }
  }
}
