/// A pattern compiled into instructions for ``PatternMatcher``: a Thompson-style automaton whose
/// only non-regular step is the lookahead. `formc` compiles a pattern's parsed form into one
/// (`PatternProgram+Compiling.swift` in FormCompiler) and the compiled form stores it as its code
/// (`PatternProgram+Code.swift`), which the runtime reads back; the runtime never parses a pattern.
///
/// The instructions of a lookahead's body, up to its ``PatternInstruction/lookaheadMatch``, form a
/// *region* of their own (the whole pattern is region 0); ``regionsInnermostFirst`` lists them so
/// that the matcher knows every lookahead's answer at a position before the region that asks it.
package struct PatternProgram: Equatable, Sendable {
  package private(set) var instructions: [PatternInstruction] = []
  /// The code points each ``PatternInstruction/scalars(_:)`` instruction accepts, each set once.
  package private(set) var sets: [ScalarRanges] = []
  /// The instructions of each region, in program order.
  private(set) var regionInstructions: [[Int]] = [[]]
  /// Each region's nesting depth (region 0, the pattern itself, is 0).
  private var regionDepths = [0]
  /// The region each region is nested in (region 0's is itself).
  private var regionParents = [0]
  private var currentRegion = 0

  /// The empty program, without even its final `match`, which ``init(code:)`` or the compiler fills.
  package init() {}

  /// Region indexes, deepest lookaheads first, the pattern itself last.
  var regionsInnermostFirst: [Int] {
    StableOrder.indexes(count: regionDepths.count) { regionDepths[$0] > regionDepths[$1] }
  }

  /// Appends `instruction` to the program and to the current region; returns its index.
  @discardableResult
  package mutating func append(_ instruction: PatternInstruction) -> Int {
    instructions.append(instruction)
    regionInstructions[currentRegion].append(instructions.count - 1)
    return instructions.count - 1
  }

  /// Replaces the instruction at `index`: how a jump written before the code it jumps over gets its
  /// target once that code is written. The instruction stays in its region.
  package mutating func replaceInstruction(at index: Int, with instruction: PatternInstruction) {
    instructions[index] = instruction
  }

  /// Appends `set` to the sets, as a program read from its code lists them.
  package mutating func appendSet(_ set: ScalarRanges) { sets.append(set) }

  /// Makes the instructions appended next a new region, nested in the current one: a lookahead's
  /// body, which starts after the lookahead instruction.
  package mutating func enterLookaheadBody() {
    regionDepths.append(regionDepths[currentRegion] + 1)
    regionInstructions.append([])
    regionParents.append(currentRegion)
    currentRegion = regionDepths.count - 1
  }

  /// Goes back to the region the current one is nested in, after the body's `lookaheadMatch`.
  package mutating func leaveLookaheadBody() {
    currentRegion = regionParents[currentRegion]
  }
}

/// One step of a ``PatternProgram``.
package enum PatternInstruction: Equatable, Sendable {
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

/// The zero-width tests of a pattern.
package enum PatternAssertion: Equatable, Sendable {
  /// `^`: the start of the value.
  case start
  /// `$`: the end of the value.
  case end
  /// `\b`: between a word character (`\w`) and something else (another character, or either
  /// end of the value).
  case wordBoundary
  /// `\B`: anywhere `\b` does not hold.
  case notWordBoundary
}
