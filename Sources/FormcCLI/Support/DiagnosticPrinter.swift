import FormCompiler
import FormDiagnostics
import FormRuntime
import NameSuggestions
import TextEscaping

/// How diagnostics are printed: `--diagnostics xcode|json|github`.
enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:column: error: message`, the source line and a caret, on standard error: what
  /// clang and swiftc print, and what Xcode and editors turn into links.
  case xcode
  /// One JSON array of every diagnostic of the run, on standard output, printed when the run ends.
  case json
  /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), on standard
  /// output, which the runner turns into annotations on the pull request.
  case github

  /// The format named `text`; a usage error (with a suggestion) for an unknown name.
  static func named(_ text: String) throws(CommandError) -> DiagnosticFormat {
    if let format = DiagnosticFormat(rawValue: text) { return format }
    let names = allCases.map(\.rawValue)
    let suggestion = Suggestions.closest(to: text, in: names)
    throw CommandError(
      "unknown diagnostics format '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
      hint: "formats: \(names.joined(separator: ", "))")
  }
}

/// Prints diagnostics in the chosen ``DiagnosticFormat`` and counts them.
///
/// Callers print in a stable order (input order, then source order). With `json`, nothing is
/// printed until ``finish()``, which prints the whole run's array once; call it on every path out
/// of a command (`defer`), so a run that ends with an I/O error still prints a valid array.
final class DiagnosticPrinter {
  private let console: Console
  let format: DiagnosticFormat
  private let formatter: DiagnosticFormatter
  private var jsonObjects: [String] = []
  private var finished = false
  private(set) var errorCount = 0
  private(set) var warningCount = 0

  private let jsonToStandardError: Bool

  /// - Parameter jsonToStandardError: print the `json` array on standard error, for a command whose
  ///   standard output is a stream of its own (`simulate`'s JSON Lines).
  init(console: Console, format: DiagnosticFormat = .xcode, jsonToStandardError: Bool = false) {
    self.console = console
    self.format = format
    self.formatter = DiagnosticFormatter(useColor: console.errorIsTerminal)
    self.jsonToStandardError = jsonToStandardError
  }

  /// Whether standard output belongs to the diagnostics (`json`): a command's other reports, which
  /// would otherwise go there, go to standard error instead.
  var ownsStandardOutput: Bool { format == .json && !jsonToStandardError }

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
    switch format {
    case .xcode: console.err(formatter.format(diagnostic, sources: sources))
    case .json: jsonObjects.append(Self.json(diagnostic))
    case .github: console.out(Self.github(diagnostic))
    }
  }

  /// Reports a problem with a whole file that is not a diagnostic in a source file (a stale or
  /// missing output under `--check`): `error: message [id]` on standard error, and with `github` also
  /// an annotation on the file.
  func printFileError(_ message: String, kind: DiagnosticKind, file: String) {
    console.err("error: \(message) [\(kind.id)]\n")
    if format == .github {
      console.out(
        "::error file=\(Self.escapeProperty(file)),title=\(Self.escapeProperty("formc (\(kind.id))"))::\(Self.escapeData(message))\n"
      )
    }
  }

  /// Prints a diagnostic about a path as a whole (a folder with no specs) rather than a place in a file:
  /// `error: message [id]` and its notes on standard error, like the command line's other input errors; in `json`
  /// and `github`, as a diagnostic at the path (`json` puts it at 1:1, `github` gives no line).
  func printPathDiagnostic(_ diagnostic: Diagnostic) {
    switch diagnostic.severity {
    case .error: errorCount += 1
    case .warning: warningCount += 1
    case .note: break
    }
    switch format {
    case .xcode:
      var text = "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
      for note in diagnostic.notes { text += "note: \(note.message)\n" }
      console.err(text)
    case .json:
      jsonObjects.append(Self.json(diagnostic))
    case .github:
      let command = diagnostic.severity == .warning ? "warning" : "error"
      let message = ([diagnostic.message] + diagnostic.notes.map { "note: " + $0.message }).joined(separator: "\n")
      console.out(
        "::\(command) file=\(Self.escapeProperty(diagnostic.location.file)),"
          + "title=\(Self.escapeProperty("formc (\(diagnostic.id))"))::\(Self.escapeData(message))\n")
    }
  }

  /// Ends the run: with `json`, prints the array of every diagnostic printed (`[]` for none). Only the first call prints.
  func finish() {
    guard !finished else { return }
    finished = true
    guard format == .json else { return }
    let array = jsonObjects.isEmpty ? "[]\n" : "[\n  " + jsonObjects.joined(separator: ",\n  ") + "\n]\n"
    if jsonToStandardError { console.err(array) } else { console.out(array) }
  }

  /// "2 errors, 1 warning".
  var summary: String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    return count(errorCount, "error") + ", " + count(warningCount, "warning")
  }

  // MARK: - JSON

  /// One diagnostic as a JSON object, keys in a fixed order:
  /// `{"file", "line", "column", "severity", "id", "message", "notes": [{"message", "file"?, "line"?, "column"?}],
  /// "fixIts": [{"file", "line", "column", "length", "replacement"}]}`.
  static func json(_ diagnostic: Diagnostic) -> String {
    let notes = diagnostic.notes.map { note in
      var fields = ["\"message\": \(FormValue.jsonQuoted(note.message))"]
      if let location = note.location { fields += locationFields(location) }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let fixIts = diagnostic.fixIts.map { fixIt in
      "{"
        + (locationFields(fixIt.location) + [
          "\"length\": \(fixIt.length)", "\"replacement\": \(FormValue.jsonQuoted(fixIt.replacement))",
        ]).joined(separator: ", ") + "}"
    }
    let fields =
      locationFields(diagnostic.location) + [
        "\"severity\": \(FormValue.jsonQuoted(diagnostic.severity.rawValue))",
        "\"id\": \(FormValue.jsonQuoted(diagnostic.id))",
        "\"message\": \(FormValue.jsonQuoted(diagnostic.message))",
        "\"notes\": [" + notes.joined(separator: ", ") + "]",
        "\"fixIts\": [" + fixIts.joined(separator: ", ") + "]",
      ]
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func locationFields(_ location: SourceLocation) -> [String] {
    [
      "\"file\": \(FormValue.jsonQuoted(location.file))", "\"line\": \(location.line)",
      "\"column\": \(location.column)",
    ]
  }

  // MARK: - GitHub Actions

  /// One diagnostic as a workflow command line, its notes folded into the message:
  /// `::error file=PATH,line=L,col=C,title=formc (ID)::MESSAGE`.
  static func github(_ diagnostic: Diagnostic) -> String {
    let command: String
    switch diagnostic.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    var message = diagnostic.message
    for note in diagnostic.notes {
      message += "\nnote: " + (note.location.map { "\($0): " } ?? "") + note.message
    }
    let location = diagnostic.location
    let properties = [
      "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
      "title=\(escapeProperty("formc (\(diagnostic.id))"))",
    ]
    return "::\(command) \(properties.joined(separator:","))::\(escapeData(message))\n"
  }

  /// A workflow command's message, escaped as the runner expects: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    String(text, escapedBy: WorkflowCommandDataEscaping.self)
  }

  /// A workflow command's property value: as a message, and also `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    String(text, escapedBy: WorkflowCommandPropertyEscaping.self)
  }
}
