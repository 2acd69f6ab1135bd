import FormRuntimeCore

extension PatternProgram {
  /// The program that matches `node` against a whole value.
  /// - Complexity: O(size of the program), at most ``ValuePatternLimits/maxInstructions`` plus one.
  package init(_ node: PatternNode) {
    self.init()
    emit(node)
    append(.match)
  }

  private mutating func emit(_ node: PatternNode) {
    switch node {
    case .empty:
      break
    case .scalars(let set):
      append(set)
    case .assertion(let assertion):
      append(.assertion(assertion))
    case .sequence(let parts):
      for part in parts { emit(part) }
    case .alternation(let branches):
      var jumps: [Int] = []
      for branch in branches.dropLast() {
        let split = append(.split(0, 0))
        emit(branch)
        jumps.append(append(.jump(0)))
        replaceInstruction(at: split, with: .split(split + 1, instructions.count))
      }
      if let last = branches.last { emit(last) }
      for jump in jumps { replaceInstruction(at: jump, with: .jump(instructions.count)) }
    case .lookahead(let body, let negated):
      let lookahead = append(.lookahead(negated: negated, next: 0))
      enterLookaheadBody()
      emit(body)
      append(.lookaheadMatch)
      leaveLookaheadBody()
      replaceInstruction(at: lookahead, with: .lookahead(negated: negated, next: instructions.count))
    case .repetition(let body, let min, let max):
      // A body that compiles to nothing matches only the empty string, however often repeated.
      guard body.instructionCount(limit: ValuePatternLimits.maxInstructions) != 0 else { return }
      for _ in 0..<min { emit(body) }
      guard let max else {
        let split = append(.split(0, 0))
        emit(body)
        append(.jump(split))
        replaceInstruction(at: split, with: .split(split + 1, instructions.count))
        return
      }
      var splits: [Int] = []
      for _ in min..<max {
        splits.append(append(.split(0, 0)))
        emit(body)
      }
      // Each optional copy may be skipped to the end: `x?x?x?` matches what `(x(x(x)?)?)?` does.
      for split in splits { replaceInstruction(at: split, with: .split(split + 1, instructions.count)) }
    }
  }

  /// Appends an instruction that consumes one scalar of `set`, which the program holds once however
  /// many instructions use it (a counted repetition's copies of a class share it).
  /// - Complexity: O(s × c) for s distinct sets of c ranges; s is at most the pattern's length.
  private mutating func append(_ set: ScalarRanges) {
    if let index = sets.firstIndex(of: set) {
      append(.scalars(index))
    } else {
      appendSet(set)
      append(.scalars(sets.count - 1))
    }
  }
}
