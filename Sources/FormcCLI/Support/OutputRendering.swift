import FormCompiler
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
  ///   - template: nil for the compiled form itself (`<Form>.formc.json`); otherwise a bundled
  ///     template's name or a template file's path, rendered to `<Form>.<extension>`.
  ///   - parameters: `--param key=value` pairs, passed to templates.
  static func outputs(
    for result: CompilationResult, template: String?, parameters: [String: String]
  ) throws(CommandError) -> [GeneratedOutput] {
    guard let form = result.form else { return [] }
    guard let template else {
      return [GeneratedOutput(fileName: "\(form.name).formc.json", contents: form.jsonData())]
    }
    let source = try TemplateSource.resolve(template)
    let specName = result.source.map { URL(fileURLWithPath: $0.path).lastPathComponent } ?? form.name
    let command = "formc compile \(specName) --template \(template)"
    guard let context = TemplateContext(result: result, generatedBy: command, params: parameters) else { return [] }
    let data: MustacheValue
    do {
      data = try MustacheValue(jsonData: context.jsonData())
    } catch {
      throw CommandError("cannot build the template context of \(form.name): \(error)")
    }
    let text = try source.render(data)
    return [GeneratedOutput(fileName: "\(form.name).\(source.outputExtension)", contents: Data(text.utf8))]
  }
}
