import FormDiagnostics
import FormYAML
import Foundation
import Testing

/// Runs the YAML test suite kept outside the repository, in `../shared/conformance/yaml-test-suite/`.
@Suite("YAML test suite")
struct YAMLTestSuiteTests {
  /// What happened to one case.
  enum Outcome {
    case passed
    case failed(String)
    case notRepresentable(String)
  }

  /// The suite's folder, beside the package's root.
  static let suiteURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/conformance/yaml-test-suite").standardizedFileURL

  @Test func conformance() throws {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: Self.suiteURL.path) else {
      print("YAML test suite not found at \(Self.suiteURL.path); skipped")
      return
    }
    var passed = 0
    var failures: [String] = []
    var departures = 0
    var notRepresentable: [String] = []
    for (id, folder) in try Self.cases(in: Self.suiteURL) {
      let outcome = Self.run(folder)
      if let reason = knownLibyamlDepartures[id] {
        if case .passed = outcome {
          failures.append("\(id): listed as a known libyaml departure (\(reason)) but passes; remove it from the list")
        } else {
          departures += 1
        }
        continue
      }
      switch outcome {
      case .passed: passed += 1
      case .failed(let reason): failures.append("\(id): \(reason)")
      case .notRepresentable(let reason): notRepresentable.append("\(id) (\(reason))")
      }
    }
    let skipped = departures + notRepresentable.count
    print(
      "YAML test suite: \(passed) passed, \(failures.count) failed, \(skipped) skipped "
        + "(\(departures) known libyaml departures, \(notRepresentable.count) not representable)")
    print("YAML test suite cases JSON cannot represent: " + notRepresentable.joined(separator: ", "))
    for failure in failures {
      Issue.record(Comment(rawValue: failure))
    }
    #expect(passed > 0)
  }

  /// Every case folder: `ID` holding `in.yaml`, or `ID/NN` for cases with numbered subfolders.
  static func cases(in root: URL) throws -> [(id: String, folder: URL)] {
    let fileManager = FileManager.default
    var cases: [(id: String, folder: URL)] = []
    for name in try fileManager.contentsOfDirectory(atPath: root.path).sorted() {
      let folder = root.appendingPathComponent(name)
      if fileManager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
        cases.append((name, folder))
        continue
      }
      let children = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for child in children.sorted() {
        let subfolder = folder.appendingPathComponent(child)
        if fileManager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path) {
          cases.append(("\(name)/\(child)", subfolder))
        }
      }
    }
    return cases
  }

  /// Loads one case's `in.yaml` and checks the result against `error` or `in.json`.
  static func run(_ folder: URL) -> Outcome {
    let fileManager = FileManager.default
    let mustFail = fileManager.fileExists(atPath: folder.appendingPathComponent("error").path)
    guard let bytes = try? Data(contentsOf: folder.appendingPathComponent("in.yaml")) else {
      return .failed("cannot read in.yaml")
    }
    let loaded = YAMLLoader.decode(bytes: [UInt8](bytes), path: "in.yaml").flatMap {
      YAMLLoader.loadDocuments($0)
    }
    if mustFail {
      if case .success = loaded { return .failed("accepted, but the suite says the input is invalid") }
      return .passed
    }
    let documents: [YAMLNode]
    switch loaded {
    case .success(let result):
      documents = result
    case .failure(let diagnostic):
      // A valid case must load; that includes having no duplicate keys, which this loader rejects.
      return .failed("rejected: \(diagnostic)")
    }
    let actual: [JSONValue]
    do {
      actual = try documents.map(CoreSchema.json)
    } catch let error as CoreSchema.NotRepresentable {
      return .notRepresentable(error.reason)
    } catch {
      return .failed("\(error)")
    }
    guard let expectedData = try? Data(contentsOf: folder.appendingPathComponent("in.json")) else {
      // The suite leaves out in.json where JSON cannot hold the data (a null key, for instance).
      return .notRepresentable("no in.json")
    }
    guard let expected = try? JSONValue.documents(in: expectedData) else { return .failed("cannot parse in.json") }
    guard actual == expected else { return .failed("expected \(expected), loaded \(actual)") }
    return .passed
  }
}
