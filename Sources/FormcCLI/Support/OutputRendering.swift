import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation
import Mustache

/// One file `formc` generates from a compiled spec.
struct GeneratedOutput: Sendable {
  /// The file's name inside the output folder, e.g. `Fruit.formc.json` or `Fruit.swift`.
  var fileName: String
  var contents: Data
}

/// Turns a compiled spec into the files `compile` and `run` write.
enum OutputRendering {
  /// The outputs for one spec that compiled without errors.
  ///
  /// - Parameters:
  ///   - template: nil for the compiled form itself (`<Form>.formc.json`); otherwise the template
  ///     rendered to `<Form>.<extension>`.
  ///   - parameters: the template's parameters, defaults included.
  ///   - generatedBy: the command that regenerates the output, for its header.
  ///   - existing: the file of that name already in the output folder, if any (a String Catalog is
  ///     merged with it).
  ///   - report: where a problem with that file goes (a String Catalog that does not read); no
  ///     output is returned for the form then.
  static func outputs(
    for result: CompilationResult, template: TemplateSource?, parameters: [String: String], generatedBy: String,
    existing: (String) -> (shown: String, contents: Data?) = { ($0, nil) }, report: (Diagnostic) -> Void = { _ in }
  ) throws(CommandError) -> [GeneratedOutput] {
    guard let form = result.form else { return [] }
    guard let template else {
      return [GeneratedOutput(fileName: fileName(form: form.name, template: nil), contents: form.jsonData())]
    }
    if template.isStringCatalog {
      let fileName = fileName(form: form.name, template: template)
      let (shown, contents) = existing(fileName)
      guard
        let text = StringCatalogTemplate.render(
          form, parameters: parameters, existing: contents, shown: shown, report: report)
      else { return [] }
      return [GeneratedOutput(fileName: fileName, contents: Data(text.utf8))]
    }
    guard let context = TemplateContext(result: result, generatedBy: generatedBy, params: parameters) else {
      return []
    }
    let data: MustacheValue
    do {
      data = try MustacheValue(jsonData: context.jsonData())
    } catch {
      throw CommandError("cannot build the template context of \(form.name): \(error)")
    }
    let text = try template.render(data)
    return [GeneratedOutput(fileName: fileName(form: form.name, template: template), contents: Data(text.utf8))]
  }

  /// The file a form's output is written to: `<Form>.formc.json`, or `<Form>.<extension>` for a template.
  static func fileName(form: String, template: TemplateSource?) -> String {
    template.map { "\(form).\($0.outputExtension)" } ?? "\(form).formc.json"
  }
}
