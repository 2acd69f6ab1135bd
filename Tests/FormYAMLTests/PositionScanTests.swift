import FormDiagnostics
import FormYAML
import Testing

/// The input is scanned for line starts eight bytes at a time where it can be; these documents put line breaks,
/// multi-byte characters and NUL-free text at every alignment, and check every position against a plain count.
@Suite("Positions at every alignment")
struct PositionScanTests {
  /// A small deterministic generator, so that a failure can be replayed.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let pieces = ["a", "bc", "xyz", "é", "日本", "😀", " ", "_", "q1", "ü"]

  /// A document of `lines` entries `kN: value`, the values of random pieces, with blank and comment lines between.
  static func document(lines: Int, seed: UInt64) -> (text: String, values: [(value: String, line: Int, column: Int)]) {
    var generator = Generator(state: seed)
    var text = ""
    var values: [(String, Int, Int)] = []
    var line = 1
    for index in 0..<lines {
      switch generator.next(5) {
      case 0:
        text += "\n"
        line += 1
      case 1:
        text += "# " + String(repeating: "é", count: generator.next(9)) + "\n"
        line += 1
      default: break
      }
      var value = "v"
      for _ in 0..<generator.next(12) { value += pieces[generator.next(pieces.count)] }
      value = value.trimmingTrailingSpaces()
      let key = "k\(index)" + String(repeating: "_", count: generator.next(8))
      text += key + ": " + value + "\n"
      values.append((value, line, key.unicodeScalars.count + 3))
      line += 1
    }
    return (text, values)
  }

  @Test(arguments: 0..<8)
  func valuesAreWhereTheyAreWritten(seed: Int) throws {
    let (text, values) = Self.document(lines: 300, seed: UInt64(seed))
    let root = try #require(load(text))
    let entries = try #require(root.mapping)
    #expect(entries.count == values.count)
    for (entry, expected) in zip(entries, values) {
      #expect(entry.value.scalar?.value == expected.value)
      #expect(entry.value.location == at(expected.line, expected.column))
      #expect(entry.key.location == at(expected.line, 1))
    }
  }

  @Test(arguments: 0..<8)
  func sourceTextQuotesEveryLine(seed: Int) {
    let (text, _) = Self.document(lines: 200, seed: UInt64(100 + seed))
    let source = SourceText(path: testPath, text: text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      #expect(source.line(index + 1) == line)
    }
    #expect(source.line(lines.count + 1) == nil)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
