import FormCompiler
import FormDiagnostics
import FormRuntime
import Foundation

/// The example specs in the repository's `Forms/` folder, compiled.
enum ExampleForms {
  static let formsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Forms")

  static var paths: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: formsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".form.yaml") }.sorted().map { formsFolder.appendingPathComponent($0).path }
  }

  static func compile(_ name: String) throws -> CompiledForm {
    let result = FormCompiler.compile(fileAt: formsFolder.appendingPathComponent("\(name).form.yaml").path)
    guard let form = result.form else {
      throw CompileFailure(diagnostics: result.diagnostics.map(\.description))
    }
    return form
  }

  /// Compiles spec text written in a test.
  static func compile(text: String) throws -> CompiledForm {
    let result = FormCompiler.compile(SourceText(path: "test.form.yaml", text: text))
    guard let form = result.form else { throw CompileFailure(diagnostics: result.diagnostics.map(\.description)) }
    return form
  }

  /// Spec text lowered without the checks that need the lowered form (``FormCompiler/checkValidation``): the
  /// compiled form a crafted file could hold, for tests of what the loader refuses.
  static func lowerUnchecked(text: String) throws -> CompiledForm {
    var diagnostics = DiagnosticCollector()
    guard let root = FormCompiler.load(SourceText(path: "test.form.yaml", text: text), diagnostics: &diagnostics),
      let spec = FormCompiler.decode(root, diagnostics: &diagnostics),
      let resolved = FormCompiler.check(spec, diagnostics: &diagnostics)
    else { throw CompileFailure(diagnostics: diagnostics.sorted.map(\.description)) }
    return FormCompiler.lower(resolved).0
  }

  struct CompileFailure: Error, CustomStringConvertible {
    var diagnostics: [String]
    var description: String { diagnostics.joined(separator: "\n") }
  }
}
