import FormCompiler
import FormRuntime
import FormYAML
import Foundation

/// `compile`: what `formc compile` does to a 10,000-row spec, from its bytes in memory to the
/// compiled JSON (UTF-8 check, YAML tree, decoding, checks, lowering, encoding; no file I/O),
/// against libyaml alone parsing the same bytes.
enum CompileCase {
  static let benchmark = BenchmarkCase(
    name: "compile",
    summary: "the compiler pipeline on a 10,000-row spec, against a bare libyaml parse of it",
    run: run, runsFirst: true)

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    let rows = context.compileRows
    let form = try context.forms.form(rows: rows)
    let bytes = Array(form.spec.yaml.utf8)
    let path = "Synthetic\(rows).form.yaml"
    guard pipeline(bytes, path: path) == form.json else {
      throw BenchmarkError("compile: the default options do not compile the \(rows)-row spec to the same JSON")
    }
    guard LibyamlParse.eventCount(bytes) > 0 else { throw BenchmarkError("compile: libyaml rejects the spec") }
    guard let compiled = compiledForm(bytes, path: path) else {
      throw BenchmarkError("compile: the spec does not compile")
    }
    context.log("compile, n = \(rows)")
    let summaries = Sampler.measure(
      [
        Contender(name: "pipeline") { count in
          var checksum = 0
          for _ in 0..<count { checksum &+= pipeline(bytes, path: path)?.count ?? 0 }
          return checksum
        },
        Contender(name: "libyaml") { count in
          var checksum = 0
          for _ in 0..<count { checksum &+= LibyamlParse.eventCount(bytes) }
          return checksum
        },
        Contender(name: "yaml tree") { count in
          var checksum = 0
          for _ in 0..<count { checksum &+= yamlTree(bytes, path: path) }
          return checksum
        },
        Contender(name: "compiled form") { count in
          var checksum = 0
          for _ in 0..<count { checksum &+= compiledForm(bytes, path: path)?.rows.count ?? 0 }
          return checksum
        },
        Contender(name: "json") { count in
          var checksum = 0
          for _ in 0..<count { checksum &+= compiled.jsonData().count }
          return checksum
        },
      ], settings: context.settings)
    // Each stage is timed on its own (the JSON from a form compiled beforehand); only decoding,
    // checks and lowering come from a difference, of two runs that both build the YAML tree.
    let (total, parse, tree, toForm, json) = (
      summaries[0].median, summaries[1].median, summaries[2].median, summaries[3].median, summaries[4].median
    )
    return [
      CaseResult(
        name: benchmark.name, n: rows, subject: "the `formc compile` pipeline, bytes to JSON", engine: summaries[0],
        baselines: [("libyaml", summaries[1])],
        metrics: [
          ("ratio_to_libyaml", total / parse), ("yaml_tree_ns", tree), ("decode_check_lower_ns", toForm - tree),
          ("json_encode_ns", json), ("spec_bytes", Double(bytes.count)),
        ],
        notes: [
          "\(Format.decimal(total / parse, 1))× the bare parse; YAML tree \(Format.duration(tree)), "
            + "decode + checks + lowering \(Format.duration(toForm - tree)), JSON \(Format.duration(json)); "
            + "spec \(Format.decimal(Double(bytes.count) / 1_048_576, 2)) MiB"
        ])
    ]
  }

  /// The bytes of `formc compile`'s output for the spec, or nil when it does not compile.
  static func pipeline(_ bytes: [UInt8], path: String) -> Data? {
    compiledForm(bytes, path: path)?.jsonData()
  }

  static func compiledForm(_ bytes: [UInt8], path: String) -> CompiledForm? {
    guard case .success(let source) = YAMLLoader.decode(bytes: bytes, path: path) else { return nil }
    return FormCompiler.compile(source).form
  }

  /// Loads the YAML tree only; returns the root's child count.
  static func yamlTree(_ bytes: [UInt8], path: String) -> Int {
    guard case .success(let source) = YAMLLoader.decode(bytes: bytes, path: path),
      case .success(let root) = YAMLLoader.loadSingleDocument(source)
    else { return -1 }
    return root.mapping?.count ?? 0
  }
}
