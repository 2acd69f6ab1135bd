import Foundation
import Mustache
import Testing

/// Runs every case of the official specification's modules (lambdas left out: the engine has no
/// code in its data) and prints `Mustache spec: N passed, N failed, N skipped (lambdas)`.
@Suite("Mustache specification")
struct SpecConformanceTests {
  @Test func everySpecCasePasses() throws {
    guard SpecSuite.isPresent else {
      print("Mustache spec: skipped, the spec folder is absent at \(SpecSuite.folder.path)")
      return
    }
    var passed = 0
    var failures: [String] = []
    for file in SpecSuite.files {
      for specCase in try SpecSuite.cases(in: file) {
        let actual = render(specCase)
        if actual == specCase.expected {
          passed += 1
        } else {
          failures.append(
            "\(file).json: \(specCase.name)\n  expected: \(specCase.expected.debugDescription)\n"
              + "  actual:   \(actual.debugDescription)")
        }
      }
    }
    var skipped = 0
    for file in SpecSuite.skippedFiles.keys.sorted() {
      skipped += try SpecSuite.caseCount(in: file)
    }
    for failure in failures {
      print(failure)
      Issue.record(Comment(rawValue: failure))
    }
    let reasons = SpecSuite.skippedFiles.values.sorted().joined(separator: ", ")
    print("Mustache spec: \(passed) passed, \(failures.count) failed, \(skipped) skipped (\(reasons))")
    #expect(passed > 0)
  }

  private func render(_ specCase: SpecSuite.Case) -> String {
    do {
      let template = try MustacheTemplate(parsing: specCase.template, name: specCase.name)
      return try template.render(specCase.data, partials: .dictionary(specCase.partials))
    } catch {
      return "<error: \(error)>"
    }
  }
}
