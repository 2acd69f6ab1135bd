/// Decides whether a ``PatternProgram`` matches a whole value, in time proportional to the
/// program's size times the value's length, with no recursion and memory proportional to the
/// program.
///
/// It computes, for every position of the value from the end back to the start, which
/// instructions *succeed* there: lead to ``PatternInstruction/match`` at the end of the value (or,
/// in a lookahead's body, to its ``PatternInstruction/lookaheadMatch`` anywhere). An instruction
/// that consumes a scalar succeeds at a position when the scalar there is in its set and the next
/// instruction succeeds one position later (known from the step before); the others succeed when
/// one of their successors at the same position does, which a walk backwards over those edges from
/// the instructions known to succeed finds, cycles (`(a*)*`) included. Lookahead bodies are
/// regions of their own, done innermost first, so a lookahead's answer at a position is final
/// before the region that asks it; so a lookahead costs what its body's instructions cost, once per
/// position, with no separate search.
struct PatternMatcher {
  let program: PatternProgram
  /// For each instruction, the instructions that go on to it without consuming a scalar.
  private let predecessors: [[Int]]
  private let regionOrder: [Int]

  init(_ program: PatternProgram) {
    self.program = program
    var predecessors = Array(repeating: [Int](), count: program.instructions.count)
    for (index, instruction) in program.instructions.enumerated() {
      switch instruction {
      case .split(let first, let second):
        predecessors[first].append(index)
        if second != first { predecessors[second].append(index) }
      case .jump(let target): predecessors[target].append(index)
      case .assertion: predecessors[index + 1].append(index)
      case .lookahead(_, let next): predecessors[next].append(index)
      case .scalars, .lookaheadMatch, .match: break
      }
    }
    self.predecessors = predecessors
    regionOrder = program.regionsInnermostFirst
  }

  /// Whether the program matches all of `value`.
  /// - Complexity: O(m × (n + 1) × log c): m instructions, n scalars, c ranges in the largest class.
  func matches(_ value: String) -> Bool {
    // The program's arrays as locals: a debug build would otherwise copy the program (retaining
    // each array) at every access, which made `formc verify` on a form with patterns crawl.
    let instructions = program.instructions, sets = program.sets
    let regionInstructions = program.regionInstructions, predecessors = predecessors
    let scalars = value.scalarValues
    let count = instructions.count
    var later = [Bool](repeating: false, count: count)
    var here = [Bool](repeating: false, count: count)
    var pending: [Int] = []
    var position = scalars.count
    while true {
      swap(&later, &here)
      for index in here.indices { here[index] = false }
      for region in regionOrder {
        for index in regionInstructions[region] {
          let succeeds: Bool
          switch instructions[index] {
          case .scalars(let set):
            succeeds = position < scalars.count && later[index + 1] && sets[set].contains(scalars[position])
          case .match: succeeds = position == scalars.count
          case .lookaheadMatch: succeeds = true
          case .split, .jump, .assertion, .lookahead: succeeds = false
          }
          if succeeds {
            here[index] = true
            pending.append(index)
          }
        }
        while let index = pending.popLast() {
          for predecessor in predecessors[index] where !here[predecessor] {
            if Self.passes(instructions[predecessor], predecessor, at: position, in: scalars, here: here) {
              here[predecessor] = true
              pending.append(predecessor)
            }
          }
        }
      }
      if position == 0 { return here[0] }
      position -= 1
    }
  }

  /// Whether an instruction that consumes nothing lets the match go on at `position`.
  private static func passes(
    _ instruction: PatternInstruction, _ index: Int, at position: Int, in scalars: [UInt32], here: [Bool]
  ) -> Bool {
    switch instruction {
    case .split, .jump: return true
    case .lookahead(let negated, _): return here[index + 1] != negated
    case .assertion(.start): return position == 0
    case .assertion(.end): return position == scalars.count
    case .assertion(.wordBoundary): return isWordBoundary(at: position, in: scalars)
    case .assertion(.notWordBoundary): return !isWordBoundary(at: position, in: scalars)
    case .scalars, .lookaheadMatch, .match: return false
    }
  }

  private static func isWordBoundary(at position: Int, in scalars: [UInt32]) -> Bool {
    let before = position > 0 && ScalarRanges.wordCharacters.contains(scalars[position - 1])
    let after = position < scalars.count && ScalarRanges.wordCharacters.contains(scalars[position])
    return before != after
  }
}
