import FormDiagnostics
import FormRuntimeCore
import FormYAML
import NameSuggestions

/// Decoding of a row's validation rules: the shape of each key's value (a boolean, an integer, a format name, a
/// pattern string, a condition, a message). Which rules the row may have is for the checks.
extension SpecDecoder {
  /// The rules written on a row; nil when it has none (most rows), so they take no room in it.
  mutating func decodeRules(_ fields: MappingFields<RowKey>) -> RulesSpec? {
    let keys: [RowKey] = [.required, .format, .minLength, .maxLength, .pattern, .minCount, .maxCount, .valid, .message]
    guard keys.contains(where: { fields.has($0) }) else { return nil }
    var rules = RulesSpec()
    rules.required = fields.value(.required).flatMap { bool($0, for: "required") }
    rules.format = fields.value(.format).flatMap { decodeFormat($0) }
    rules.minLength = fields.value(.minLength).flatMap { int($0, for: "minLength") }
    rules.maxLength = fields.value(.maxLength).flatMap { int($0, for: "maxLength") }
    if let node = fields.value(.pattern), let source = string(node, for: "pattern") {
      rules.pattern = PlacedString(value: source.value, text: ScalarPlacement(node))
    }
    rules.minCount = fields.value(.minCount).flatMap { int($0, for: "minCount") }
    rules.maxCount = fields.value(.maxCount).flatMap { int($0, for: "maxCount") }
    rules.valid = fields.value(.valid).flatMap { decodeCondition($0, key: "valid") }
    rules.message = fields.value(.message).flatMap { string($0, for: "message") }
    return rules
  }

  /// A `format:` name: one of ``ValueFormat``'s cases (the names are written there, once); anything else is
  /// reported with the closest name.
  private mutating func decodeFormat(_ node: YAMLNode) -> Located<ValueFormat>? {
    guard let name = string(node, for: "format") else { return nil }
    if let format = ValueFormat(rawValue: name.value) { return Located(format, at: name.location) }
    let names = ValueFormat.allCases.map(\.rawValue)
    // `URL`, `Email`: the case is what is wrong.
    let suggestion =
      ValueFormat(rawValue: name.value.lowercased())?.rawValue ?? Suggestions.closest(to: name.value, in: names)
    diagnostics.error(
      .unknownFormat,
      "unknown format '\(name.value)'; use \(Self.list(names, joinedBy: "or"))"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      at: node.textLocation,
      fixIts: suggestion.map { [Self.replacing(node, with: $0)] } ?? [])
    return nil
  }

  /// `a, b, c or d`.
  static func list(_ words: [String], joinedBy conjunction: String) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
