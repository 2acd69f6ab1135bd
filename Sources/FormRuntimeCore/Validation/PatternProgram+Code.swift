// A pattern's program as the compiled format stores it (the `program` column of `rules`,
// docs/compiled-format.md): `formc` compiles each `pattern` and `format` rule once and writes the
// program, so that a runtime loading the form runs it without parsing the pattern (the parser is
// then not in the engine's WebAssembly module at all). A program read from a file is checked to be
// one that `PatternProgram(_:)` could have written, instruction by instruction, before it is run.

extension PatternProgram {
  /// The instructions' numbers in ``code``; each is followed by its operands.
  enum Opcode: Int {
    /// `0`: the end of the pattern.
    case match
    /// `1, s`: one scalar of set s (the code's sets come before its instructions).
    case scalars
    /// `2, a, b`: goes on with instruction a or instruction b.
    case split
    /// `3, a`: goes on with instruction a.
    case jump
    /// `4, k`: an assertion, k in the order of ``PatternAssertion/codeOrder``.
    case assertion
    /// `5, next` and `6, next`: a lookahead and a negative lookahead whose body ends just before
    /// instruction `next`.
    case lookahead, negativeLookahead
    /// `7`: the end of a lookahead's body; the last opcode.
    case lookaheadMatch
  }

  /// The program as a flat array of ints: the number of sets, each set as its number of ranges
  /// followed by each range's first and last code point (sorted, disjoint, not adjacent; a set may
  /// be empty, as the class `[]` is), then each instruction as its ``Opcode`` followed by its
  /// operands, jumps naming instructions by their index.
  /// - Complexity: O(m + c) for m instructions and c ranges in the sets.
  var code: [Int] {
    var code = [sets.count]
    for set in sets {
      code.append(set.bounds.count / 2)
      for bound in set.bounds { code.append(Int(bound)) }
    }
    for instruction in instructions {
      switch instruction {
      case .match: code.append(Opcode.match.rawValue)
      case .scalars(let set): code += [Opcode.scalars.rawValue, set]
      case .split(let first, let second): code += [Opcode.split.rawValue, first, second]
      case .jump(let target): code += [Opcode.jump.rawValue, target]
      case .assertion(let assertion):
        code += [Opcode.assertion.rawValue, PatternAssertion.codeOrder.firstIndex(of: assertion) ?? 0]
      case .lookahead(let negated, let next):
        code += [(negated ? Opcode.negativeLookahead : Opcode.lookahead).rawValue, next]
      case .lookaheadMatch: code.append(Opcode.lookaheadMatch.rawValue)
      }
    }
    return code
  }

  /// The program `code` spells, checked to be well formed: every instruction complete, at most
  /// ``ValuePatternLimits/maxInstructions`` of them before the final `match` (the only one), each
  /// set sorted, disjoint and within Unicode, each lookahead's body closed by its
  /// `lookaheadMatch` just before its `next`, lookaheads properly nested, and every jump to an
  /// instruction of the same lookahead body (or of the pattern itself) as the jump.
  /// - Throws: ``PatternCodeError`` naming the int of `code` that is wrong.
  /// - Complexity: O(k) for k ints; no recursion.
  init(code: [Int]) throws(PatternCodeError) {
    var decoder = PatternCodeDecoder(code: code)
    try decoder.readSets()
    try decoder.readInstructions()
    try decoder.checkTargets()
    self = decoder.program
  }
}

/// Reads a program's code in turn, each int checked to be in its range, and checks what the
/// instructions make together. Its state is one value, so that a problem is thrown from a
/// method that releases nothing of its own (the WebAssembly module's size: BENCHMARKS.md).
private struct PatternCodeDecoder {
  let code: [Int]
  var program = PatternProgram()
  private var position = 0
  private var setCount = 0
  /// The int where each instruction starts.
  private var starts: [Int] = []
  /// The lookaheads whose body has not ended, innermost last (instruction indexes).
  private var open: [Int] = []
  /// For each lookahead, the index of its body's `lookaheadMatch` (-1 for other instructions).
  private var bodyEnds: [Int] = []

  init(code: [Int]) { self.code = code }

  /// The next int, which must be from `lowest` through `highest`; `what` names it in the problem.
  private mutating func next(_ what: StaticString, _ lowest: Int, _ highest: Int) throws(PatternCodeError) -> Int {
    guard position < code.count else {
      throw PatternCodeError(at: position, "the code ends before \(what.description)")
    }
    let value = code[position]
    guard value >= lowest, value <= highest else {
      throw PatternCodeError(at: position, "\(value) is not \(what.description) here (\(lowest) to \(highest))")
    }
    position += 1
    return value
  }

  /// The sets, each sorted, disjoint, not adjacent and within Unicode.
  mutating func readSets() throws(PatternCodeError) {
    setCount = try next("a number of sets", 0, code.count)
    for _ in 0..<setCount {
      let rangeCount = try next("a number of ranges", 0, code.count)
      var bounds: [UInt32] = []
      for _ in 0..<rangeCount {
        // Above the previous range and not adjacent to it.
        let lowest = bounds.last.map { Int($0) + 2 } ?? 0
        let first = try next("the first code point of a range", lowest, Int(ScalarRanges.maximum))
        let last = try next("the last code point of a range", first, Int(ScalarRanges.maximum))
        bounds.append(UInt32(first))
        bounds.append(UInt32(last))
      }
      program.appendSet(ScalarRanges(sortedBounds: bounds))
    }
  }

  /// The instructions, up to the final match, with lookahead bodies nested.
  mutating func readInstructions() throws(PatternCodeError) {
    var matched = false
    while position < code.count {
      guard program.instructions.count <= ValuePatternLimits.maxInstructions else {
        throw PatternCodeError(at: position, "more than \(ValuePatternLimits.maxInstructions + 1) instructions")
      }
      let start = position
      starts.append(start)
      bodyEnds.append(-1)
      let number = try next("an instruction", 0, PatternProgram.Opcode.lookaheadMatch.rawValue)
      guard !matched else { throw PatternCodeError(at: start, "an instruction after the final match") }
      let index = program.instructions.count
      switch PatternProgram.Opcode(rawValue: number) ?? .match {
      case .match:
        guard open.isEmpty else { throw PatternCodeError(at: start, "the match is inside a lookahead's body") }
        program.append(.match)
        matched = true
      case .scalars: program.append(.scalars(try next("a set", 0, setCount - 1)))
      case .split:
        let first = try next("a jump target", 0, code.count)
        program.append(.split(first, try next("a jump target", 0, code.count)))
      case .jump: program.append(.jump(try next("a jump target", 0, code.count)))
      case .assertion:
        let kind = try next("an assertion", 0, PatternAssertion.codeOrder.count - 1)
        program.append(.assertion(PatternAssertion.codeOrder[kind]))
      case .lookahead:
        program.append(.lookahead(negated: false, next: try next("an instruction", 0, code.count)))
        enterBody(index)
      case .negativeLookahead:
        program.append(.lookahead(negated: true, next: try next("an instruction", 0, code.count)))
        enterBody(index)
      case .lookaheadMatch:
        guard let lookahead = open.popLast() else {
          throw PatternCodeError(at: start, "a lookahead's end without its lookahead")
        }
        program.append(.lookaheadMatch)
        program.leaveLookaheadBody()
        bodyEnds[lookahead] = index
      }
    }
    guard matched else { throw PatternCodeError(at: code.count, "the program does not end with a match") }
  }

  private mutating func enterBody(_ lookahead: Int) {
    open.append(lookahead)
    program.enterLookaheadBody()
  }

  /// Each jump and split stays in its own region, and each lookahead's `next` follows its body's end.
  func checkTargets() throws(PatternCodeError) {
    let instructions = program.instructions, regionInstructions = program.regionInstructions
    var regionOf = [Int](repeating: 0, count: instructions.count)
    for region in regionInstructions.indices {
      for index in regionInstructions[region] { regionOf[index] = region }
    }
    func check(_ target: Int, of index: Int, operand: Int) throws(PatternCodeError) {
      guard target < instructions.count else {
        throw PatternCodeError(
          at: starts[index] + operand, "\(target) is past the last instruction (\(instructions.count - 1))")
      }
      guard regionOf[target] == regionOf[index] else {
        throw PatternCodeError(
          at: starts[index] + operand,
          "instruction \(target) is not one of the instructions of the same lookahead body or pattern")
      }
    }
    for index in instructions.indices {
      switch instructions[index] {
      case .split(let first, let second):
        try check(first, of: index, operand: 1)
        try check(second, of: index, operand: 2)
      case .jump(let target): try check(target, of: index, operand: 1)
      case .lookahead(_, let next):
        guard next == bodyEnds[index] + 1 else {
          throw PatternCodeError(at: starts[index] + 1, "the lookahead does not go on just after its body's end")
        }
      case .scalars, .assertion, .lookaheadMatch, .match: break
      }
    }
  }
}

extension PatternAssertion {
  /// The assertions by their number in ``PatternProgram/code``.
  static let codeOrder: [PatternAssertion] = [.start, .end, .wordBoundary, .notWordBoundary]
}

/// Why a pattern's program (``ValuePattern/code``, as a compiled form stores it) was refused, and
/// which of its ints is wrong.
public struct PatternCodeError: Error, Sendable, CustomStringConvertible {
  /// The index in the code of the int that is wrong (the code's length when it ends too soon).
  public let offset: Int
  /// What is wrong, in a sentence without a position (the caller places it).
  public var message: String { text.text }
  /// The message as written: one reference wide where it is thrown (``ErrorMessage``).
  private let text: ErrorMessage

  init(at offset: Int, _ message: ErrorMessage) {
    self.offset = offset
    text = message
  }

  /// `code[N]: message`.
  public var description: String { "code[\(offset)]: \(message)" }
}
