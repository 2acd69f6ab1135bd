import FormDiagnostics
import FormYAML
import Testing

@Suite("Limits")
struct LimitTests {
  @Test func deepFlowSequencesFailFast() throws {
    let text = String(repeating: "[", count: 100_000)
    let error = loadError(text)
    let diagnostic = try #require(error)
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.location == at(1, 201))
    #expect(diagnostic.message.contains("maxDepth"))
    #expect(diagnostic.message.contains("200"))
  }

  @Test func deepFlowMappingsFailFast() throws {
    let text = String(repeating: "{a: ", count: 100_000)
    let error = loadError(text)
    let diagnostic = try #require(error)
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.location == at(1, 801))
  }

  @Test func deepBlockSequencesFailFast() throws {
    let text = (0..<1_000).map { String(repeating: " ", count: $0 * 2) + "-\n" }.joined()
    let diagnostic = try #require(loadError(text))
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.location == at(201, 401))
  }

  @Test func depthCannotBeRaisedPastTheSupportedDepth() throws {
    let text = String(repeating: "[", count: 100_000)
    let diagnostic = try #require(loadError(text, limits: YAMLLimits(maxDepth: 1_000_000)))
    #expect(YAMLLimits.maxSupportedDepth == 1_000)
    #expect(diagnostic.location == at(1, 1_001))
    #expect(diagnostic.message.contains("1000"))
  }

  @Test func depthAtTheLimitIsFine() throws {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(load(text) != nil)
  }

  @Test func billionLaughsIsRejectedFast() throws {
    let names = (0..<12).map { "l\($0)" }
    var lines = ["\(names[0]): &\(names[0]) [x, x, x, x, x, x, x, x, x]"]
    for level in 1..<names.count {
      let items = Array(repeating: "*\(names[level - 1])", count: 9).joined(separator: ", ")
      lines.append("\(names[level]): &\(names[level]) [\(items)]")
    }
    let error = loadError(lines.joined(separator: "\n"))
    let diagnostic = try #require(error)
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.message.contains("maxAliasExpansion"))
    #expect(diagnostic.message.contains("100000"))
    #expect(diagnostic.location.line == 6)
  }

  @Test func aliasesWithinTheLimitsExpand() throws {
    let root = try #require(load("a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: [*b, *b]\n"))
    #expect(root.at("c").at(1).at(2).at(0).text == "x")
  }

  @Test func nodeLimit() throws {
    let limits = YAMLLimits(maxNodes: 10)
    let text = "[" + Array(repeating: "1", count: 20).joined(separator: ",") + "]"
    let diagnostic = try #require(loadError(text, limits: limits))
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.message.contains("maxNodes"))
    #expect(diagnostic.message.contains("10"))
    #expect(diagnostic.location == at(1, 20))
  }

  @Test func nodeLimitCountsAliasExpansion() throws {
    let limits = YAMLLimits(maxNodes: 20)
    let diagnostic = try #require(loadError("a: &a [1, 2, 3, 4, 5]\nb: [*a, *a, *a]\n", limits: limits))
    #expect(diagnostic.message.contains("maxNodes"))
    #expect(diagnostic.location == at(2, 9))
  }

  @Test func aliasesCannotExceedTheDepth() throws {
    let limits = YAMLLimits(maxDepth: 3)
    let diagnostic = try #require(loadError("- &a [x]\n- [[*a]]\n", limits: limits))
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.location == at(2, 5))
    #expect(diagnostic.message.contains("maxDepth"))
  }

  @Test func inputSizeLimit() throws {
    let limits = YAMLLimits(maxInputBytes: 10)
    let diagnostic = try #require(loadError("key: value that is long\n", limits: limits))
    #expect(diagnostic.id == "yaml-limit")
    #expect(diagnostic.location == at(1, 1))
    #expect(diagnostic.message == "the file is 24 bytes, more than the limit of 10 bytes (maxInputBytes)")
  }

  @Test func defaults() {
    let limits = YAMLLimits.default
    #expect(limits.maxInputBytes == 8 * 1024 * 1024)
    #expect(limits.maxDepth == 200)
    #expect(limits.maxNodes == 1_000_000)
    #expect(limits.maxAliasExpansion == 100_000)
  }
}

@Suite("Scaling")
struct ScalingTests {
  @Test func largeInputsLoad() throws {
    let mapping = (0..<40_000).map { "key\($0): \"value \\\"\($0)\\\"\"" }.joined(separator: "\n")
    let flow = "[" + (0..<40_000).map { "!t 'item''\($0)'" }.joined(separator: ", ") + "]"
    let root = try #require(load(mapping))
    let items = try #require(load(flow))
    #expect(root.mapping?.count == 40_000)
    #expect(root.at("key39999").location(ofScalarOffset: 7) == at(40_000, 20))
    #expect(items.sequence?.count == 40_000)
    #expect(items.at(1).location(ofScalarOffset: 5) == at(1, 26))
    // No time limit here (speed is measured in benchmarks, not asserted in tests); quadratic
    // work on 40,000 nodes would still stall this test for minutes, which CI's time-out catches.
  }
}
