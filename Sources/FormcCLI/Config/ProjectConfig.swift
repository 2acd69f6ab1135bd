import FormDiagnostics
import FormYAML
import Foundation
import NameSuggestions

/// A project's `formc.yml`: what `formc run` compiles, where to, and how.
///
/// ```yaml
/// inputs:                  # files, folders (every *.form.yaml below) or globs
///   - Forms/**/*.form.yaml
/// output: Sources/App/Generated
/// template: swift          # optional: a bundled template's name or a template file's path
/// params:                  # optional: strings passed to the template
///   module: App
/// diagnostics: github      # optional: the default --diagnostics format
/// sourceLanguage: en        # optional: the language of the specs' texts (`template: xcstrings`)
/// ```
///
/// Paths are as written in the file; callers resolve them against the file's folder. `inputs` and
/// `output` may be left out when the command line gives them (`formc run SPEC... --output DIR`,
/// which is how the build plugin uses a target's formc.yml).
struct ProjectConfig: Sendable {
  /// One entry of `inputs`, with where it is written (to point "matches nothing" at it).
  struct Input: Sendable {
    var path: String
    var location: SourceLocation
  }

  /// Empty when formc.yml has none (the command line must then name the specs).
  var inputs: [Input] = []
  /// Nil when formc.yml has none (the command line must then give `--output`).
  var output: String?
  var template: String?
  /// Where `template`'s value is written, to point "no such template" at it.
  var templateLocation: SourceLocation?
  var params: [String: String] = [:]
  /// Where each parameter is written, in the file's order, to point the template's checks at it.
  var paramPlacements: [ParamPlacement] = []
  var diagnostics: DiagnosticFormat?
  /// The language the specs' texts are written in: the source language of the String Catalogs
  /// `template: xcstrings` writes (its `sourceLanguage` parameter, `en` when neither is given).
  var sourceLanguage: String?

  /// Where one entry of `params` is written.
  struct ParamPlacement: Sendable {
    var name: String
    var value: String
    /// The name's first character (inside its quotes, if quoted).
    var nameLocation: SourceLocation
    /// The value's first character (inside its quotes, if quoted).
    var valueLocation: SourceLocation
  }

  /// The keys `formc.yml` may have.
  static let keys = ["inputs", "output", "template", "params", "diagnostics", "sourceLanguage"]

  /// Where the file's top-level mapping starts, for settings that are missing.
  var location: SourceLocation

  /// The name `formc run` and plain `formc` look for in the working folder.
  static let fileName = "formc.yml"
}

/// Reads `formc.yml` into a ``ProjectConfig``, reporting every problem as a positioned diagnostic.
struct ProjectConfigDecoder {
  private(set) var diagnostics = DiagnosticCollector()
  private let source: SourceText

  init(source: SourceText) {
    self.source = source
  }

  /// Decodes the file; the config is nil when there was an error (every error is in ``diagnostics``).
  mutating func decode() -> ProjectConfig? {
    let root: YAMLNode
    switch YAMLLoader.loadSingleDocument(source) {
    case .failure(let diagnostic):
      diagnostics.report(diagnostic)
      return nil
    case .success(let node):
      root = node
    }
    guard let entries = root.mapping else {
      diagnostics.error(
        .configWrongKind,
        "\(source.path) must be a mapping of settings (\(ProjectConfig.keys.joined(separator: ", "))); found \(root.kindDescription)",
        at: root.location)
      return nil
    }
    var config = ProjectConfig(location: root.location)
    for entry in entries {
      guard let key = entry.key.scalar?.value else {
        diagnostics.error(
          .configWrongKind, "expected a setting name, found \(entry.key.kindDescription)", at: entry.key.location)
        continue
      }
      switch key {
      case "inputs": config.inputs = inputs(entry.value)
      case "output": config.output = path(entry.value, key: key)
      case "template":
        config.template = path(entry.value, key: key)
        config.templateLocation = entry.value.location(ofScalarOffset: 0)
      case "params": (config.params, config.paramPlacements) = params(entry.value)
      case "diagnostics": config.diagnostics = diagnosticFormat(entry.value)
      case "sourceLanguage": config.sourceLanguage = languageCode(entry.value)
      default:
        let suggestion = Suggestions.closest(to: key, in: ProjectConfig.keys)
        diagnostics.error(
          .configUnknownKey,
          "unknown setting '\(key)'"
            + (suggestion.map { "; did you mean '\($0)'?" }
              ?? "; expected one of \(ProjectConfig.keys.joined(separator: ", "))"),
          at: entry.key.location(ofScalarOffset: 0),
          fixIts: suggestion.map {
            [FixIt(location: entry.key.location(ofScalarOffset: 0), length: key.unicodeScalars.count, replacement: $0)]
          } ?? [])
      }
    }
    return diagnostics.hasErrors ? nil : config
  }

  private mutating func inputs(_ node: YAMLNode) -> [ProjectConfig.Input] {
    if node.scalar != nil {
      // `inputs: Forms` is one input.
      return path(node, key: "inputs").map { [ProjectConfig.Input(path: $0, location: node.location)] } ?? []
    }
    guard let items = node.sequence else {
      diagnostics.error(
        .configWrongKind, "'inputs' must be a list of files, folders or globs; found \(node.kindDescription)",
        at: node.location)
      return []
    }
    guard !items.isEmpty else {
      diagnostics.error(.configEmptyInputs, "'inputs' is empty; list the specs to compile", at: node.location)
      return []
    }
    return items.compactMap { item in
      path(item, key: "inputs", what: "each input").map { ProjectConfig.Input(path: $0, location: item.location) }
    }
  }

  /// A non-empty scalar; nil (with an error) for anything else.
  private mutating func path(_ node: YAMLNode, key: String, what: String? = nil) -> String? {
    let subject = what ?? "'\(key)'"
    guard let scalar = node.scalar else {
      diagnostics.error(
        .configWrongKind, "\(subject) must be a path; found \(node.kindDescription)", at: node.location)
      return nil
    }
    guard !node.isNull, !scalar.value.isEmpty else {
      diagnostics.error(.configMissingValue, "\(subject) needs a path", at: node.location)
      return nil
    }
    return scalar.value
  }

  private mutating func params(_ node: YAMLNode) -> ([String: String], [ProjectConfig.ParamPlacement]) {
    if node.isNull { return ([:], []) }
    guard let entries = node.mapping else {
      diagnostics.error(
        .configWrongKind, "'params' must be a mapping of names to strings; found \(node.kindDescription)",
        at: node.location)
      return ([:], [])
    }
    var params: [String: String] = [:]
    var placements: [ProjectConfig.ParamPlacement] = []
    for entry in entries {
      guard let name = entry.key.scalar?.value, !entry.key.isNull else {
        diagnostics.error(
          .configWrongKind, "a parameter's name must be a string; found \(entry.key.kindDescription)",
          at: entry.key.location)
        continue
      }
      guard let value = entry.value.scalar else {
        diagnostics.error(
          .configWrongKind, "parameter '\(name)' must be a string; found \(entry.value.kindDescription)",
          at: entry.value.location)
        continue
      }
      guard !entry.value.isNull else {
        diagnostics.error(
          .configMissingValue, "parameter '\(name)' has no value; write '' for an empty string",
          at: entry.value.location)
        continue
      }
      params[name] = value.value
      placements.append(
        ProjectConfig.ParamPlacement(
          name: name, value: value.value, nameLocation: entry.key.location(ofScalarOffset: 0),
          valueLocation: entry.value.location(ofScalarOffset: 0)))
    }
    return (params, placements)
  }

  /// A language code such as `en` or `pt-BR`: a non-empty scalar without white space; nil (with an error) otherwise.
  private mutating func languageCode(_ node: YAMLNode) -> String? {
    guard let scalar = node.scalar, !node.isNull, !scalar.value.isEmpty,
      !scalar.value.contains(where: \.isWhitespace)
    else {
      diagnostics.error(
        .configWrongKind,
        "'sourceLanguage' must be a language code such as en or pt-BR; found "
          + (node.scalar.map { node.isNull || $0.value.isEmpty ? "nothing" : "'\($0.value)'" } ?? node.kindDescription),
        at: node.location)
      return nil
    }
    return scalar.value
  }

  private mutating func diagnosticFormat(_ node: YAMLNode) -> DiagnosticFormat? {
    guard let scalar = node.scalar, !node.isNull else {
      diagnostics.error(
        .configWrongKind,
        "'diagnostics' must be one of \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")); found \(node.isNull ? "nothing" : node.kindDescription)",
        at: node.location)
      return nil
    }
    if let format = DiagnosticFormat(rawValue: scalar.value) { return format }
    let names = DiagnosticFormat.allCases.map(\.rawValue)
    let suggestion = Suggestions.closest(to: scalar.value, in: names)
    diagnostics.error(
      .configUnknownValue,
      "unknown diagnostics format '\(scalar.value)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of \(names.joined(separator: ", "))"),
      at: node.location(ofScalarOffset: 0),
      fixIts: suggestion.map {
        [FixIt(location: node.location(ofScalarOffset: 0), length: scalar.value.unicodeScalars.count, replacement: $0)]
      } ?? [])
    return nil
  }
}
