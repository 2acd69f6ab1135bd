import Foundation
import Mustache

/// The official Mustache specification's test files, read from the shared folder beside the
/// repository (never copied into it).
struct SpecSuite {
  /// One test of a spec file.
  struct Case {
    var file: String
    var name: String
    var data: MustacheValue
    var template: String
    var partials: [String: String]
    var expected: String
  }

  /// The modules run: every required one and the optional inheritance and dynamic names.
  static let files = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
    "~dynamic-names", "~inheritance",
  ]
  /// The modules left out, with the reason printed in the summary.
  static let skippedFiles = ["~lambdas": "lambdas"]

  /// `../shared/conformance/mustache-spec` relative to the package root, found from this file.
  static let folder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // MustacheTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/mustache-spec")
    .standardizedFileURL

  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("interpolation.json").path)
  }

  /// The cases of `file` (without `.json`).
  static func cases(in file: String) throws -> [Case] {
    let data = try Data(contentsOf: folder.appendingPathComponent(file + ".json"))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = root["tests"] as? [[String: Any]]
    else { throw SpecFormatError(file: file) }
    return try tests.map { test in
      guard let name = test["name"] as? String, let template = test["template"] as? String,
        let expected = test["expected"] as? String
      else { throw SpecFormatError(file: file) }
      return Case(
        file: file, name: name, data: MustacheValue(json: test["data"] ?? NSNull()), template: template,
        partials: test["partials"] as? [String: String] ?? [:], expected: expected)
    }
  }

  /// The number of cases in `file`.
  static func caseCount(in file: String) throws -> Int {
    let data = try Data(contentsOf: folder.appendingPathComponent(file + ".json"))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (root?["tests"] as? [Any])?.count ?? 0
  }
}

struct SpecFormatError: Error {
  var file: String
}
