import FormDiagnostics
import FormRuntimeCore
import FormYAML

extension SpecDecoder {
  /// A `key:` value (the form's, a section's or a row's): a string that is a localization key prefix
  /// (``LocalizationKeyTable/problem(with:)`` says what is not); anything else is reported where it is written.
  mutating func decodeLocalizationKey(_ node: YAMLNode) -> Located<String>? {
    guard let key = string(node, for: "key") else { return nil }
    guard let problem = LocalizationKeyTable.problem(with: key.value) else { return key }
    diagnostics.error(
      .badLocalizationKey,
      "this 'key' is not a localization key: \(problem); write dot-separated names such as 'Common.email', "
        + "or remove it to derive the keys from the id",
      at: node.textLocation)
    return nil
  }
}
