import FormDiagnostics
import Foundation
import Mustache
import NameSuggestions

/// A template chosen with `--template NAME|PATH`: one bundled into formc, or a file.
struct TemplateSource {
  var name: String
  var text: String
  /// The extension of the files it renders (`swift`, `md`).
  var outputExtension: String
  /// Where `{{> partial}}` looks: beside a template file; nowhere for bundled ones.
  var partialsFolder: String?
  /// The parameters it declares (a bundled template), or none declared (a template file).
  var parameters: TemplateParameters
  /// Whether this is `xcstrings`: a String Catalog written in Swift rather than from Mustache,
  /// because it is merged with the catalogue already at the output path.
  var isStringCatalog = false

  static let bundledExtensions = ["swift": "swift", "markdown": "md", StringCatalogTemplate.name: "xcstrings"]

  /// Every template name `--template` takes: the Mustache ones bundled into formc, and `xcstrings`.
  static var bundledNames: [String] { (Array(BundledTemplates.all.keys) + [StringCatalogTemplate.name]).sorted() }

  /// Resolves `reference`: an existing file (or anything that looks like a path) is read; any
  /// other word must name a bundled template.
  static func resolve(_ reference: String) throws(CommandError) -> TemplateSource {
    guard let source = try lookUp(reference) else {
      let names = TemplateSource.bundledNames
      let suggestion = Suggestions.closest(to: reference, in: names)
      throw CommandError(
        "no bundled template named '\(reference)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + " (bundled: \(names.joined(separator: ", ")); a template file needs a path)",
        hint: "see 'formc templates list'")
    }
    return source
  }

  /// Whether `reference` is read as a template file's path rather than a bundled template's name.
  static func looksLikePath(_ reference: String) -> Bool {
    reference.contains("/") || reference.hasSuffix(".mustache") || FileManager.default.fileExists(atPath: reference)
  }

  /// Like ``resolve(_:)``, but nil when `reference` names no bundled template (and is no file).
  static func lookUp(_ reference: String) throws(CommandError) -> TemplateSource? {
    if looksLikePath(reference) {
      let text = try UserFile.readText(reference, as: "template \(reference)")
      let url = URL(fileURLWithPath: reference)
      var base = url.lastPathComponent
      if base.hasSuffix(".mustache") { base.removeLast(".mustache".count) }
      let ext =
        base.contains(".") ? String(base[base.index(after: base.lastIndex(of: ".") ?? base.startIndex)...]) : "txt"
      return TemplateSource(
        name: reference, text: text, outputExtension: ext,
        partialsFolder: url.deletingLastPathComponent().path,
        parameters: TemplateParameters(templateName: reference, declarations: nil))
    }
    if reference == StringCatalogTemplate.name { return StringCatalogTemplate.source }
    guard let text = BundledTemplates.all[reference] else { return nil }
    return TemplateSource(
      name: "\(reference).mustache", text: text, outputExtension: bundledExtensions[reference] ?? "txt",
      partialsFolder: nil,
      parameters: TemplateParameters(
        templateName: reference, declarations: BundledTemplates.parameters[reference] ?? []))
  }

  /// Renders the template with `data`; `{{> name}}` reads `name.mustache` beside a template file,
  /// or another bundled template for a bundled one, and a missing partial is an error. Template
  /// errors read `template.mustache:line:column: error: … [id]`.
  func render(_ data: MustacheValue) throws(CommandError) -> String {
    do {
      let template = try MustacheTemplate(parsing: text, name: name)
      let partials: MustachePartialSource = partialsFolder.map { .folder($0) } ?? .embedded(BundledTemplates.all)
      return try template.render(data, partials: partials, missingPartialIsError: true)
    } catch {
      throw CommandError(error.printed)
    }
  }
}
