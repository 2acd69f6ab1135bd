import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation

/// `--template xcstrings`: a form's String Catalog, `<Form>.xcstrings`. Listed with the bundled
/// templates, but written by ``StringCatalog`` in Swift: it reads and merges the catalogue already
/// in the output folder, which a Mustache template cannot.
enum StringCatalogTemplate {
  static let name = "xcstrings"

  /// The parameter formc.yml's `sourceLanguage` (or `--param sourceLanguage=…`) sets.
  static let sourceLanguage = "sourceLanguage"

  static let parameters = [
    TemplateParameterDeclaration(
      name: sourceLanguage, allowedValues: nil, defaultValue: "en",
      help: "The language the spec's texts are written in: the catalogue's source language.")
  ]

  static var source: TemplateSource {
    TemplateSource(
      name: name, text: "", outputExtension: "xcstrings", partialsFolder: nil,
      parameters: TemplateParameters(templateName: name, declarations: parameters), isStringCatalog: true)
  }

  /// The catalogue of `form`, merged with `existing` (the file at `shown`); nil, with a
  /// `malformed-string-catalog` error reported, when `existing` is not a String Catalog (so it is not overwritten).
  static func render(
    _ form: CompiledForm, parameters: [String: String], existing: Data?, shown: String,
    report: (Diagnostic) -> Void
  ) -> String? {
    do {
      return try StringCatalog.render(
        form.localizableTexts, sourceLanguage: parameters[sourceLanguage] ?? "en", existing: existing)
    } catch {
      report(
        Diagnostic(
          kind: .malformedStringCatalog, message: "\(shown) \(error.message)",
          at: SourceLocation(file: shown, line: 1, column: 1)))
      return nil
    }
  }
}
