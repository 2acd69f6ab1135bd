import Foundation
import FormCompiler
import FormRuntime

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
    throw CommandError("templates are not available yet (asked for '\(template)')")
  }
}
