import FormCompiler
import FormDiagnostics

/// Prints diagnostics to standard error in the `path:line:column: error: message` form, with
/// the source line and a caret, and counts them.
final class DiagnosticPrinter {
  private let console: Console
  private let formatter: DiagnosticFormatter
  private(set) var errorCount = 0
  private(set) var warningCount = 0

  init(console: Console) {
    self.console = console
    self.formatter = DiagnosticFormatter(useColor: console.errorIsTerminal)
  }

  func print(_ result: CompilationResult) {
    let sources = result.source.map { [$0.path: $0] } ?? [:]
    for diagnostic in result.diagnostics {
      print(diagnostic, sources: sources)
    }
  }

  func print(_ diagnostic: Diagnostic, sources: [String: SourceText] = [:]) {
    switch diagnostic.severity {
    case .error: errorCount += 1
    case .warning: warningCount += 1
    case .note: break
    }
    console.err(formatter.format(diagnostic, sources: sources))
  }

  /// "2 errors, 1 warning".
  var summary: String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    return count(errorCount, "error") + ", " + count(warningCount, "warning")
  }
}
