import FormCompiler
import Foundation
import SeededRandom
import Testing

@testable import FormRuntimeCore

/// A pattern's program as the compiled format stores it (`rules.program`): what `formc` writes
/// reads back as the same program, and a program that `PatternProgram(_:)` could not have written
/// is refused at the int that is wrong, never run.
@Suite struct PatternProgramCodeTests {
  /// The example patterns, the named formats, and generated ones (lookaheads, every quantifier).
  static func sources() -> [String] {
    var sources = ValuePatternTests.cases.map(\.pattern) + ValueFormat.allCases.map(\.patternSource)
    sources += [#"\bword\B"#, "[]", "[^]", #"[\u{10FFFF}\u{0}]"#, "(?!(?=a)b)c|d{2,4}?", "(?:a|)*"]
    var generator = ValuePatternOracleTests.PatternGenerator(random: SplitMix64(seed: 11))
    for _ in 0..<300 { sources.append(generator.pattern().text) }
    return sources
  }

  @Test func aProgramReadFromItsCodeIsTheProgramWritten() throws {
    var generator = ValuePatternOracleTests.PatternGenerator(random: SplitMix64(seed: 12))
    for source in Self.sources() {
      let pattern = try ValuePattern(source)
      let program = try PatternProgram(code: pattern.code)
      #expect(program == PatternProgram(try PatternParser.parse(source)), "\(source)")
      let read = try ValuePattern(source: source, code: pattern.code)
      #expect(read.code == pattern.code, "\(source)")
      for _ in 0..<8 {
        let value = generator.value()
        #expect(read.matches(value) == pattern.matches(value), "\(source) on \(value.debugDescription)")
      }
    }
  }

  /// The patterns of the `pattern` fuzzer's committed corpus (each input's bytes up to its first NUL):
  /// hundreds of shapes the generator above does not write.
  @Test func theFuzzCorpusPatternsReadBack() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/corpus/pattern")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    var compiled = 0
    for file in files {
      let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
      let source = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      guard let pattern = try? ValuePattern(source) else { continue }
      compiled += 1
      let read = try ValuePattern(source: source, code: pattern.code)
      #expect(read.code == pattern.code, "\(file)")
      for value in ["", source, "a", "0"] {
        #expect(read.matches(value) == pattern.matches(value), "\(file) on \(value.debugDescription)")
      }
    }
    #expect(compiled > 100, "\(compiled) of \(files.count) corpus patterns compile")
  }

  @Test func eachSetIsWrittenOnce() throws {
    // `[a-z]{3}` is three instructions of one set, `[a-z]x` two sets.
    #expect(try ValuePattern("[a-z]{3}").code == [1, 1, 97, 122, 1, 0, 1, 0, 1, 0, 0])
    #expect(try ValuePattern("[a-z]x").code == [2, 1, 97, 122, 1, 120, 120, 1, 0, 1, 1, 0])
  }

  /// Code, and the index of the int it must be refused at with a message containing the text.
  struct Case: CustomStringConvertible {
    let code: [Int]
    let offset: Int
    let message: String
    init(_ code: [Int], _ offset: Int, _ message: String) {
      (self.code, self.offset, self.message) = (code, offset, message)
    }
    var description: String { "\(code)" }
  }

  static let malformed: [Case] = [
    Case([], 0, "the code ends before a number of sets"),
    Case([0], 1, "the program does not end with a match"),
    Case([-1, 0], 0, "-1 is not a number of sets here"),
    Case([1, 1, 97], 3, "the code ends before the last code point of a range"),
    Case([1, 1, 98, 97, 0], 3, "97 is not the last code point of a range here (98 to 1114111)"),
    Case([1, 2, 97, 98, 99, 100, 1, 0, 0], 4, "99 is not the first code point of a range here (100 to 1114111)"),
    Case([1, 1, 0, 0x110000, 0], 3, "is not the last code point of a range"),
    Case([1, 2, 0, 0x10FFFF, 5, 5, 0], 4, "5 is not the first code point of a range here"),
    Case([0, 8], 1, "8 is not an instruction here (0 to 7)"),
    Case([0, 1, 0, 0], 2, "0 is not a set here (0 to -1)"),
    Case([0, 0, 0], 2, "an instruction after the final match"),
    Case([0, 3, 3, 0], 2, "3 is past the last instruction (1)"),
    Case([0, 2, 1, 9, 0], 3, "9 is not a jump target here"),
    Case([0, 4, 4, 0], 2, "4 is not an assertion here (0 to 3)"),
    Case([0, 7, 0], 1, "a lookahead's end without its lookahead"),
    Case([0, 5, 2, 0], 3, "the match is inside a lookahead's body"),
    Case([0, 5, 2, 7], 4, "the program does not end with a match"),
    // The lookahead must go on just after its body's end.
    Case([0, 5, 3, 7, 0], 2, "the lookahead does not go on just after its body's end"),
    // A jump from inside a lookahead's body to outside it, and from outside into one.
    Case([0, 5, 3, 3, 3, 7, 0], 4, "not one of the instructions of the same lookahead body"),
    Case([0, 3, 2, 5, 3, 7, 0], 2, "not one of the instructions of the same lookahead body"),
  ]

  @Test(arguments: malformed) func malformedCodeIsRefusedAtTheIntThatIsWrong(_ example: Case) {
    do {
      _ = try PatternProgram(code: example.code)
      Issue.record("accepted \(example.code)")
    } catch {
      #expect(error.offset == example.offset, "\(error.message)")
      #expect(error.message.contains(example.message), "\(error.message)")
    }
  }

  @Test func theInstructionLimitIsChecked() throws {
    // 10,000 assertions and a match: as many instructions as a pattern may compile to; one more is refused.
    let assertions = Array([[Int]](repeating: [4, 0], count: ValuePatternLimits.maxInstructions).joined())
    let longest = [0] + assertions + [0]
    #expect(throws: Never.self) { try PatternProgram(code: longest) }
    do {
      _ = try PatternProgram(code: [0, 4, 0] + longest.dropFirst())
      Issue.record("accepted a program past the limit")
    } catch {
      #expect(error.message.contains("more than 10001 instructions"), "\(error.message)")
    }
  }

  /// Programs changed at random (an int changed, removed or added) are refused at an int of the
  /// code, or read as a program that writes the same code back and matches without trapping.
  @Test(arguments: [1, 2, 3] as [UInt64]) func changedProgramsAreRefusedOrReadBackAlike(_ seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var generator = ValuePatternOracleTests.PatternGenerator(random: SplitMix64(seed: seed + 100))
    var refused = 0
    let sources = Self.sources()
    for _ in 0..<2_000 {
      var code = try ValuePattern(random.pick(sources)).code
      for _ in 0...random.int(0...2) {
        let index = random.int(0...code.count - 1)
        switch random.int(0...2) {
        case 0: code[index] = random.int(-2...12)
        case 1: code.remove(at: index)
        default: code.insert(random.int(-1...9), at: index)
        }
        if code.isEmpty { break }
      }
      do {
        let read = try ValuePattern(source: "", code: code)
        #expect(read.code == code)
        for _ in 0..<4 { _ = read.matches(generator.value()) }
      } catch {
        refused += 1
        #expect((0...code.count).contains(error.offset), "\(code): \(error.message)")
      }
    }
    // Most changes break a program; some (a changed code point) leave a well-formed one.
    #expect(refused > 500 && refused < 2_000, "\(refused) refused")
  }
}
