import FormCompiler
import FormDiagnostics
import FormLanguageServer

/// `lsp-reanalyse`: what `formc lsp` does after each keystroke in a spec: compile the new text and build its
/// navigation (``SpecNavigator``), on the synthetic spec after a one-character change to a title (the texts
/// alternate, so every operation analyses a text that differs from the last by one character). The baseline is the
/// compile alone, so the difference is the navigator's cost.
enum LanguageServerCase {
  static let benchmark = BenchmarkCase(
    name: "lsp-reanalyse",
    summary: "compiling a spec and building its editor navigation after a one-character change",
    run: run)

  /// The sizes timed: an edited spec is the size of a real form, so the largest sizes are left out.
  private static let maxRows = 10_000

  static func run(_ context: CaseContext) throws(BenchmarkError) -> [CaseResult] {
    var results: [CaseResult] = []
    for rows in context.sizes where rows <= maxRows {
      let original = try context.forms.form(rows: rows).spec.yaml
      let edited = try oneCharacterChange(of: original)
      let texts = [original, edited]
      let path = "Synthetic\(rows).form.yaml"
      for text in texts {
        let compilation = FormCompiler.compile(SourceText(path: path, text: text))
        guard !compilation.hasErrors,
          !SpecNavigator.make(path: path, text: text, compilation: compilation).outline()
            .isEmpty
        else { throw BenchmarkError("lsp-reanalyse, n = \(rows): the spec does not compile or has no outline") }
      }
      context.log("lsp-reanalyse, n = \(rows)")
      let summaries = Sampler.measure(
        [
          Contender(
            name: "compile + navigator",
            run: { count in
              var checksum = 0
              for operation in 0..<count {
                let text = texts[operation & 1]
                let compilation = FormCompiler.compile(SourceText(path: path, text: text))
                let navigator = SpecNavigator.make(path: path, text: text, compilation: compilation)
                checksum &+= navigator.outline().count &+ compilation.diagnostics.count
              }
              return checksum
            }, cycle: 2),
          Contender(
            name: "compile",
            run: { count in
              var checksum = 0
              for operation in 0..<count {
                checksum &+= FormCompiler.compile(SourceText(path: path, text: texts[operation & 1])).diagnostics.count
              }
              return checksum
            }, cycle: 2),
        ], settings: context.settings)
      let (total, compile) = (summaries[0].median, summaries[1].median)
      results.append(
        CaseResult(
          name: benchmark.name, n: rows, subject: "compile + SpecNavigator of the edited text",
          engine: summaries[0], baselines: [("compile", summaries[1])],
          metrics: [("navigator_ns", total - compile)],
          notes: [
            "navigator \(Format.duration(total - compile)) of \(Format.duration(total)); target ≤ 50 ms at 1,000 rows"
          ]))
    }
    return results
  }

  /// `yaml` with the first letter of its first row title changed.
  private static func oneCharacterChange(of yaml: String) throws(BenchmarkError) -> String {
    var scalars = Array(yaml.unicodeScalars)
    let marker = Array("title: ".unicodeScalars)
    guard let start = scalars.indices.first(where: { scalars[$0...].starts(with: marker) }),
      start + marker.count < scalars.count, scalars[start + marker.count].properties.isAlphabetic
    else { throw BenchmarkError("lsp-reanalyse: the synthetic spec has no title to change") }
    let position = start + marker.count
    scalars[position] = scalars[position] == "X" ? "Y" : "X"
    return String(String.UnicodeScalarView(scalars))
  }
}
