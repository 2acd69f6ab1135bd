import FormDiagnostics
import FormYAML
import Testing

/// The path every test source is given.
let testPath = "test.yaml"

/// The diagnostics' location type (`Testing` has a `SourceLocation` of its own).
typealias Location = FormDiagnostics.SourceLocation

/// A location in the test source.
func at(_ line: Int, _ column: Int) -> Location {
  Location(file: testPath, line: line, column: column)
}

/// Loads `text` as a single document; records an issue and returns nil if it fails.
func load(
  _ text: String, limits: YAMLLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> YAMLNode? {
  switch YAMLLoader.loadSingleDocument(SourceText(path: testPath, text: text), limits: limits) {
  case .success(let node):
    return node
  case .failure(let diagnostic):
    Issue.record("unexpected error: \(diagnostic)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Loads `text` as a single document, expecting it to fail; records an issue and returns nil if it loads.
func loadError(
  _ text: String, limits: YAMLLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
  switch YAMLLoader.loadSingleDocument(SourceText(path: testPath, text: text), limits: limits) {
  case .success:
    Issue.record("expected an error, but the text loaded", sourceLocation: sourceLocation)
    return nil
  case .failure(let diagnostic):
    return diagnostic
  }
}

extension YAMLNode {
  /// The value of the mapping entry whose key is `key`, for tests: a missing key gives an empty scalar at 0:0.
  func at(_ key: String) -> YAMLNode {
    self[key] ?? missing(key)
  }

  /// The item at `index` of a sequence, for tests: a missing item gives an empty scalar at 0:0.
  func at(_ index: Int) -> YAMLNode {
    guard let items = sequence, items.indices.contains(index) else {
      return missing("\(index)")
    }
    return items[index]
  }

  private func missing(_ what: String) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(value: "<missing \(what)>")), location: Location(file: "", line: 0, column: 0))
  }

  /// The scalar's value, or nil.
  var text: String? { scalar?.value }
}
