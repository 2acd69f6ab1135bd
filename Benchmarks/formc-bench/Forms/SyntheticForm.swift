import FormCompiler
import FormRuntime
import FormYAML
import Foundation

/// A synthetic spec compiled by ``FormCompiler``, with the slots the cases drive.
struct SyntheticForm {
  let spec: SyntheticSpec
  let compiled: CompiledForm
  /// `formc compile`'s output for the spec.
  let json: Data

  var rows: Int { compiled.rows.count }

  /// Compiles `spec` as `formc compile` does, with limits raised for the largest forms (a
  /// 100,000-row spec is over the default 8 MiB and a million YAML nodes).
  init(_ spec: SyntheticSpec) throws(BenchmarkError) {
    self.spec = spec
    let form = try Self.compile(spec.yaml, name: "Synthetic\(spec.rows)")
    guard form.rows.count == spec.rows else {
      throw BenchmarkError("the synthetic spec compiled to \(form.rows.count) rows, not \(spec.rows)")
    }
    compiled = form
    json = form.jsonData()
  }

  /// Compiles a generated spec's YAML as `formc compile` does, with the limits raised.
  static func compile(_ yaml: String, name: String) throws(BenchmarkError) -> CompiledForm {
    var options = CompilerOptions()
    options.yamlLimits = YAMLLimits(maxInputBytes: 256 << 20, maxNodes: 50_000_000)
    let path = "\(name).form.yaml"
    let result: CompilationResult
    switch YAMLLoader.decode(bytes: Array(yaml.utf8), path: path) {
    case .failure(let diagnostic): throw BenchmarkError("the spec \(name) does not load: \(diagnostic.message)")
    case .success(let source): result = FormCompiler.compile(source, options: options)
    }
    guard let form = result.form else {
      let first = result.diagnostics.first.map { diagnostic in
        "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
      }
      throw BenchmarkError("the spec \(name) does not compile: \(first ?? "?")")
    }
    return form
  }

  /// The slot of row `id`.
  func slot(of id: String) throws(BenchmarkError) -> Int {
    guard let slot = compiled.rows.id.firstIndex(of: id) else {
      throw BenchmarkError("the synthetic form has no row '\(id)'")
    }
    return slot
  }

  /// The value slot of state variable or row `name`.
  func valueSlot(of name: String) throws(BenchmarkError) -> Int {
    guard let slot = compiled.values.firstIndex(where: { $0.name == name }) else {
      throw BenchmarkError("the synthetic form has no value '\(name)'")
    }
    return slot
  }
}

/// Synthetic forms by size, generated and compiled once per run.
final class FormLibrary {
  private var forms: [Int: SyntheticForm] = [:]
  private let log: (String) -> Void

  init(log: @escaping (String) -> Void) {
    self.log = log
  }

  func form(rows: Int) throws(BenchmarkError) -> SyntheticForm {
    if let form = forms[rows] { return form }
    log("generating and compiling the synthetic form of \(rows) rows")
    let form = try SyntheticForm(SyntheticSpec(rows: rows))
    forms[rows] = form
    return form
  }
}
