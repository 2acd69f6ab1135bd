import FormDiagnostics
import FormRuntime
import NameSuggestions

/// `formc simulate --state FILE`: the engine started from saved values, each problem of the file a positioned
/// diagnostic in it.
enum SimulateState {
  /// The engine of `form` started from the saved values in `path`, or nil after printing every problem of the file.
  /// - Throws: ``CommandError`` when the file cannot be read (an I/O error, exit 2).
  static func engine(
    form: CompiledForm, statePath path: String, session: SpecFileSession, printer: DiagnosticPrinter
  ) throws(CommandError) -> FormEngine? {
    let bytes = try UserFile.read(
      session.resolver.fileSystemPath(path), as: "state file \(path)",
      limit: session.compilerOptions.yamlLimits.maxInputBytes)
    do {
      return try FormEngine(form: form, savedValuesUTF8: bytes)
    } catch {
      // Text that is not UTF-8 is shown with replacement characters: the reader reports the bad bytes themselves.
      let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
      switch error {
      case .invalidForm(let formError):
        printer.print(
          Diagnostic(
            kind: .invalidCompiledForm, message: formError.message, at: SourceLocation(file: path, line: 1, column: 1)))
      case .invalidValues(let problems):
        for problem in problems {
          printer.print(diagnostic(for: problem, in: path), sources: [path: source])
        }
      }
      return nil
    }
  }

  /// A problem of the state file as a diagnostic at its place, with a did-you-mean for a misspelt name.
  static func diagnostic(for problem: SavedValuesProblem, in path: String) -> Diagnostic {
    var message = "\(problem.path): \(problem.message)"
    if case .unknownName(let name, let candidates) = problem.kind,
      let suggestion = Suggestions.closest(to: name, in: candidates)
    {
      message += "; did you mean '\(suggestion)'?"
    }
    return Diagnostic(
      kind: .invalidSavedValues, message: message,
      at: SourceLocation(file: path, line: problem.line, column: problem.column))
  }
}
