// Entry point `spec`: bytes -> UTF-8 check -> the whole compiler (YAML limits, decoding, checks,
// condition parsing and type checking, lowering), then the diagnostics formatter; a spec that
// compiles is loaded back through the runtime and driven with probe events. Each input is
// compiled twice: with the default limits, and with limits small enough that inputs of a few
// KB reach every one of them (input size, YAML depth, nodes, alias expansion, condition length
// and nesting, `expands` depth).
import FormCompiler
import FormDiagnostics
import FormRuntime
import FormYAML

/// Limits that a fuzzer's small inputs can reach.
let tightOptions: CompilerOptions = {
  var options = CompilerOptions()
  options.yamlLimits = YAMLLimits(maxInputBytes: 3_000, maxDepth: 12, maxNodes: 400, maxAliasExpansion: 60)
  options.conditionLimits.maxLength = 40
  options.conditionLimits.maxNesting = 5
  options.maxExpandsDepth = 3
  return options
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  switch YAMLLoader.decode(bytes: bytes, path: "fuzz.form.yaml") {
  case .failure(let diagnostic):
    _ = DiagnosticFormatter().format(diagnostic)
  case .success(let source):
    let result = FormCompiler.compile(source)
    formatDiagnostics(result)
    if let form = result.form {
      checkCompilerOutput(form)
      exercise(form, limit: 120)
    }
    let tight = FormCompiler.compile(source, options: tightOptions)
    formatDiagnostics(tight)
    if let form = tight.form, oraclesEnabled, form != result.form {
      oracleFailure("a spec within the tight limits compiles differently with the default ones")
    }
  }
  return 0
}
