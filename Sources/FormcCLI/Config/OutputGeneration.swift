import FormCompiler
import FormDiagnostics
import Foundation

/// What `compile` and `run` generate, and how.
struct GenerationSettings {
  /// The output folder, as shown and on disk.
  var output: SpecInput
  /// A bundled template's name or a template file's path; nil for `<Form>.formc.json`.
  var template: String?
  var parameters: [String: String] = [:]
  /// `--check`: render in memory, write nothing, report stale and missing outputs.
  var checkOnly = false
  /// The command to name in "run 'formc …' to regenerate".
  var command: String
  /// The command each generated file's header names.
  var regeneration: RegenerationCommand
  /// Whether to say how many outputs were written and unchanged even when none was unchanged.
  var alwaysReportWrites = true
}

/// The part `compile` and `run` share: compile every spec in parallel, print the diagnostics in
/// input order, render the outputs in memory, then write the changed ones or (`--check`) compare.
enum OutputGeneration {
  static func run(
    _ inputs: [SpecInput], options: CompilerOptions, settings: GenerationSettings, printer: DiagnosticPrinter,
    console: Console
  ) throws(CommandError) -> Int32 {
    let template = try settings.template.map { reference throws(CommandError) in
      try TemplateSource.resolve(reference)
    }
    let parameters = template?.parameters.withDefaults(settings.parameters) ?? settings.parameters
    let results = Parallel.compile(inputs, options: options)
    // Forms declared by more than one spec: each would overwrite the other's output, so neither is
    // written, and every spec after the first is an error pointing at both `form:` lines.
    var firstDeclaration: [String: Int] = [:]
    var declaredTwice: Set<String> = []
    for (index, result) in results.enumerated() {
      guard let name = result.form?.name else { continue }
      if firstDeclaration[name] == nil { firstDeclaration[name] = index } else { declaredTwice.insert(name) }
    }
    var compiled: [(input: SpecInput, result: CompilationResult)] = []
    for (index, (input, result)) in zip(inputs, results).enumerated() {
      printer.print(result)
      guard let form = result.form else { continue }
      guard !declaredTwice.contains(form.name) else {
        if let first = firstDeclaration[form.name], first != index {
          printer.print(
            duplicateForm(
              form.name, in: (input, result), firstIn: (inputs[first], results[first]),
              output: Paths.join(
                settings.output.displayPath, OutputRendering.fileName(form: form.name, template: template))),
            sources: [result, results[first]].reduce(into: [String: SourceText]()) { sources, result in
              if let source = result.source { sources[source.path] = source }
            })
        }
        continue
      }
      compiled.append((input, result))
    }
    var outputs: [GeneratedOutput] = []
    for (input, result) in compiled {
      outputs += try OutputRendering.outputs(
        for: result, template: template, parameters: parameters,
        generatedBy: settings.regeneration.line(for: input.displayPath),
        existing: { fileName in
          (
            Paths.join(settings.output.displayPath, fileName),
            FileManager.default.contents(atPath: Paths.join(settings.output.fileSystemPath, fileName))
          )
        }, report: { printer.printPathDiagnostic($0) })
    }
    let files = "\(inputs.count) file\(inputs.count == 1 ? "" : "s")"
    var summary = "compiled \(compiled.count) of \(files): \(printer.summary)"
    var outdated = false
    if settings.checkOnly {
      var upToDate = 0
      var stale = 0
      var missing = 0
      for output in outputs {
        let shown = Paths.join(settings.output.displayPath, output.fileName)
        let existing = FileManager.default.contents(atPath: Paths.join(settings.output.fileSystemPath, output.fileName))
        if existing == output.contents {
          upToDate += 1
        } else if existing == nil {
          missing += 1
          printer.printFileError(
            "\(shown) is missing (run 'formc \(settings.command)' to regenerate)", kind: .missingOutput, file: shown)
        } else {
          stale += 1
          printer.printFileError(
            "\(shown) is stale (run 'formc \(settings.command)' to regenerate)", kind: .staleOutput, file: shown)
        }
      }
      outdated = stale + missing > 0
      summary += "; \(count(upToDate, "output")) up to date, \(stale) stale, \(missing) missing"
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: settings.output.fileSystemPath, withIntermediateDirectories: true)
      } catch {
        throw CommandError("cannot create output folder \(settings.output.displayPath): \(error.localizedDescription)")
      }
      var written = 0
      for output in outputs {
        let path = Paths.join(settings.output.fileSystemPath, output.fileName)
        if try writeIfChanged(output.contents, to: path) { written += 1 }
      }
      let unchanged = outputs.count - written
      if settings.alwaysReportWrites || unchanged > 0 {
        summary += "; \(count(written, "output")) written, \(unchanged) unchanged"
      }
    }
    console.err(summary + "\n")
    return printer.errorCount > 0 || outdated ? ExitCode.failure : ExitCode.success
  }

  /// The error for a spec that declares the same form as an earlier one: at its `form:` value, with
  /// a note at the earlier one's.
  private static func duplicateForm(
    _ name: String, in spec: (input: SpecInput, result: CompilationResult),
    firstIn first: (input: SpecInput, result: CompilationResult), output: String
  ) -> Diagnostic {
    func location(_ spec: (input: SpecInput, result: CompilationResult)) -> SourceLocation {
      // The resolved form keeps the path the spec was read from; diagnostics show the path as given.
      let written = spec.result.resolvedForm?.spec.name.location
      return SourceLocation(file: spec.input.displayPath, line: written?.line ?? 1, column: written?.column ?? 1)
    }
    return Diagnostic(
      kind: .duplicateForm,
      message:
        "form '\(name)' is also declared in \(first.input.displayPath); both would be written to \(output), so "
        + "neither is",
      at: location(spec), notes: [DiagnosticNote("'\(name)' is declared here first", at: location(first))])
  }

  /// Writes `data` to `path` atomically, unless the file already holds exactly `data` (so its
  /// modification date stays, and builds that depend on it stay incremental).
  /// - Returns: whether the file was written.
  static func writeIfChanged(_ data: Data, to path: String) throws(CommandError) -> Bool {
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == data.count,
      FileManager.default.contents(atPath: path) == data
    {
      return false
    }
    try AtomicFile.write(data, to: path)
    return true
  }

  private static func count(_ number: Int, _ word: String) -> String {
    "\(number) \(word)\(number == 1 ? "" : "s")"
  }
}
