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
    let results = Parallel.compile(inputs, options: options)
    var compiled: [CompilationResult] = []
    var writtenBy: [String: String] = [:]
    for (input, result) in zip(inputs, results) {
      printer.print(result)
      guard let form = result.form else { continue }
      if let other = writtenBy[form.name] {
        printer.print(
          Diagnostic(
            kind: .duplicateForm,
            message:
              "form '\(form.name)' is also defined in \(other); both would be written to \(form.name).formc.json",
            at: SourceLocation(file: input.displayPath, line: 1, column: 1)))
        continue
      }
      writtenBy[form.name] = input.displayPath
      compiled.append(result)
    }
    var outputs: [GeneratedOutput] = []
    for result in compiled {
      outputs += try OutputRendering.outputs(for: result, template: settings.template, parameters: settings.parameters)
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
