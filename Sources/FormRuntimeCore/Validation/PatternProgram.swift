/// A ``PatternNode`` compiled into instructions for ``PatternMatcher``: a Thompson-style
/// automaton whose only non-regular step is the lookahead.
///
/// The instructions of a lookahead's body, up to its ``PatternInstruction/lookaheadMatch``, form a
/// *region* of their own (the whole pattern is region 0); ``regionsInnermostFirst`` lists them so
/// that the matcher knows every lookahead's answer at a position before the region that asks it.
struct PatternProgram: Equatable, Sendable {
  private(set) var instructions: [PatternInstruction] = []
  /// The code points each ``PatternInstruction/scalars(_:)`` instruction accepts, each set once.
  private(set) var sets: [ScalarRanges] = []
  /// The instructions of each region, in program order.
  private(set) var regionInstructions: [[Int]] = [[]]
  /// Each region's nesting depth (region 0, the pattern itself, is 0).
  private var regionDepths = [0]
  /// The region each region is nested in (region 0's is itself).
  private var regionParents = [0]
  private var currentRegion = 0

  /// The empty program, without even its final `match`, which ``init(code:)`` fills.
  init() {}

  /// The program that matches `node` against a whole value.
  /// - Complexity: O(size of the program), at most ``ValuePatternLimits/maxInstructions`` plus one.
  init(_ node: PatternNode) {
    emit(node)
    append(.match)
  }

  /// Region indexes, deepest lookaheads first, the pattern itself last.
  var regionsInnermostFirst: [Int] {
    StableOrder.indexes(count: regionDepths.count) { regionDepths[$0] > regionDepths[$1] }
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
        instructions[split] = .split(split + 1, instructions.count)
      }
      if let last = branches.last { emit(last) }
      for jump in jumps { instructions[jump] = .jump(instructions.count) }
    case .lookahead(let body, let negated):
      let lookahead = append(.lookahead(negated: negated, next: 0))
      enterLookaheadBody()
      emit(body)
      append(.lookaheadMatch)
      leaveLookaheadBody()
      instructions[lookahead] = .lookahead(negated: negated, next: instructions.count)
    case .repetition(let body, let min, let max):
      // A body that compiles to nothing matches only the empty string, however often repeated.
      guard body.instructionCount(limit: ValuePatternLimits.maxInstructions) != 0 else { return }
      for _ in 0..<min { emit(body) }
      guard let max else {
        let split = append(.split(0, 0))
        emit(body)
        append(.jump(split))
        instructions[split] = .split(split + 1, instructions.count)
        return
      }
      var splits: [Int] = []
      for _ in min..<max {
        splits.append(append(.split(0, 0)))
        emit(body)
      }
      // Each optional copy may be skipped to the end: `x?x?x?` matches what `(x(x(x)?)?)?` does.
      for split in splits { instructions[split] = .split(split + 1, instructions.count) }
    }
  }

  /// Appends `instruction` to the program and to the current region; returns its index.
  @discardableResult
  mutating func append(_ instruction: PatternInstruction) -> Int {
    instructions.append(instruction)
    regionInstructions[currentRegion].append(instructions.count - 1)
    return instructions.count - 1
  }

  /// Appends an instruction that consumes one scalar of `set`, which the program holds once however
  /// many instructions use it (a counted repetition's copies of a class share it).
  /// - Complexity: O(s × c) for s distinct sets of c ranges; s is at most the pattern's length.
  mutating func append(_ set: ScalarRanges) {
    if let index = sets.firstIndex(of: set) {
      append(.scalars(index))
    } else {
      sets.append(set)
      append(.scalars(sets.count - 1))
    }
  }

  /// Appends `set` to the sets, as a program read from its code lists them.
  mutating func appendSet(_ set: ScalarRanges) { sets.append(set) }

  /// Makes the instructions appended next a new region, nested in the current one: a lookahead's
  /// body, which starts after the lookahead instruction.
  mutating func enterLookaheadBody() {
    regionDepths.append(regionDepths[currentRegion] + 1)
    regionInstructions.append([])
    regionParents.append(currentRegion)
    currentRegion = regionDepths.count - 1
  }

  /// Goes back to the region the current one is nested in, after the body's `lookaheadMatch`.
  mutating func leaveLookaheadBody() {
    currentRegion = regionParents[currentRegion]
  }
}

/// One step of a ``PatternProgram``.
enum PatternInstruction: Equatable, Sendable {
  /// Consumes one scalar of the value if it is in the program's set at this index, and goes on
  /// with the next instruction.
  case scalars(Int)
  /// Goes on with either instruction.
  case split(Int, Int)
  /// Goes on with that instruction.
  case jump(Int)
  /// Goes on with the next instruction if the assertion holds at the current position.
  case assertion(PatternAssertion)
  /// Goes on at `next` if the body, which starts with the next instruction, reaches its
  /// ``lookaheadMatch`` from the current position (or, negated, does not); consumes nothing.
  case lookahead(negated: Bool, next: Int)
  /// The end of a lookahead's body: reached means the lookahead's body matched.
  case lookaheadMatch
  /// The end of the pattern: a match if reached at the end of the value.
  case match
}
