import Foundation
import Testing

/// Specs compile in parallel; diagnostics still come out in input order, then source order.
@Suite struct ParallelOrderingTests {
  /// 20 broken specs in `folder`/in, named so that sorted order is 00 … 19.
  static func brokenCopies(in folder: URL) throws -> [String] {
    try (0..<20).map { index in
      let name = String(format: "%02d", index)
      // Vary the size so the files take different times to compile.
      let padding = String(repeating: "# padding\n", count: (index * 37) % 200)
      return try write(padding + brokenSpec("Form\(name)"), to: "in/spec\(name).form.yaml", in: folder)
    }
  }

  /// The `path:line:column` of each diagnostic header in clang-style output.
  static func headers(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { String($0.split(separator: " ").first ?? "") }
  }

  @Test func checkOutputIsIdenticalAcrossRunsAndInInputOrder() throws {
    try withTemporaryFolder { folder in
      let files = try Self.brokenCopies(in: folder)
      let runs = (0..<3).map { _ in formc("check", folder.appendingPathComponent("in").path) }
      #expect(runs[0].code == 1)
      #expect(runs[1] == runs[0])
      #expect(runs[2] == runs[0])
      let headers = Self.headers(runs[0].err)
      let perFile = headers.count / files.count
      #expect(perFile >= 2)
      #expect(headers.count == perFile * files.count)
      // Input order: every diagnostic of file k before any of file k + 1; source order within a file.
      for (index, file) in files.enumerated() {
        let mine = headers[(index * perFile)..<((index + 1) * perFile)]
        #expect(mine.allSatisfy { $0.hasPrefix(file + ":") }, "\(mine)")
        let positions = mine.map { header in
          header.dropFirst(file.count + 1).split(separator: ":").compactMap { Int($0) }
        }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
      }
      #expect(runs[0].err.hasSuffix("checked 20 files: \(headers.count) errors, 0 warnings\n"))
    }
  }

  @Test func theOrderOfTheArgumentsIsKept() throws {
    try withTemporaryFolder { folder in
      let files = try Self.brokenCopies(in: folder)
      let reversed = Array(files.reversed())
      for _ in 0..<3 {
        let result = formc(["check", "--diagnostics", "json"] + reversed)
        let order = (jsonArray(result.out) ?? []).compactMap { $0["file"] as? String }
        var firstSeen: [String] = []
        for file in order where firstSeen.last != file { firstSeen.append(file) }
        #expect(firstSeen == reversed)
      }
    }
  }

  @Test func compileVerifyAndRunAreStableToo() throws {
    try withTemporaryFolder { folder in
      _ = try Self.brokenCopies(in: folder)
      // Some good specs among the broken ones.
      for name in ["05", "12"] {
        try write(
          try fruitText().replacingOccurrences(of: "form: Fruit", with: "form: Good\(name)"),
          to: "in/spec\(name)b.form.yaml", in: folder)
      }
      let input = folder.appendingPathComponent("in").path
      let compiles = (0..<3).map { run in
        formc("compile", input, "-o", folder.appendingPathComponent("out\(run)").path, "--diagnostics", "github")
      }
      #expect(compiles[0].code == 1)
      #expect(compiles[1] == compiles[0])
      #expect(compiles[2] == compiles[0])
      #expect(contents(of: folder.appendingPathComponent("out0").path) == ["Good05.formc.json", "Good12.formc.json"])

      let verifies = (0..<3).map { _ in formc("verify", input).withoutProgress }
      #expect(verifies[1] == verifies[0])
      #expect(verifies[2] == verifies[0])
      // Each form's report, in input order (a form's parts line follows its report, indented).
      #expect(
        verifies[0].outLines.filter { !$0.hasPrefix("  ") }.map {
          $0.split(separator: ":").first.map(String.init) ?? ""
        }
          == ["\(input)/spec05b.form.yaml", "\(input)/spec12b.form.yaml"])

      try write("inputs: [in]\noutput: generated\n", to: "formc.yml", in: folder)
      let runs = (0..<3).map { _ in formc(in: folder, "run", "--check") }
      #expect(runs[0].code == 1)
      #expect(runs[1] == runs[0])
      #expect(runs[2] == runs[0])
      let headers = Self.headers(runs[0].err)
      #expect(headers.first?.hasPrefix("in/spec00.form.yaml:") == true)
      #expect(headers.last?.hasPrefix("in/spec19.form.yaml:") == true)
    }
  }
}
