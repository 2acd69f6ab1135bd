import FormCompiler
import FormRuntime
import FormRuntimeSwiftUI
import Foundation

/// The example specs of the repository's `Forms/` folder, compiled, and models over them.
enum ExampleFormModels {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Forms")

  /// The names of the example forms (`contact` for `contact.form.yaml`), sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".form.yaml") }.map { String($0.dropLast(".form.yaml".count)) }.sorted()
  }

  struct CompileFailure: Error, CustomStringConvertible {
    var description: String
  }

  static func form(_ name: String) throws -> CompiledForm {
    let result = FormCompiler.compile(fileAt: folder.appendingPathComponent(name + ".form.yaml").path)
    guard let form = result.form else {
      throw CompileFailure(description: result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return form
  }

  @MainActor
  static func model(_ name: String) throws -> FormModel { try FormModel(form: form(name)) }
}
