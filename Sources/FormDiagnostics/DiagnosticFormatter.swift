/// Prints diagnostics the way clang and swiftc do:
///
///     Forms/event.form.yaml:12:17: error: unknown name 'allday' in condition; did you mean 'allDay'? [unknown-name]
///         visible: "!allday"
///                    ^~~~~~
///
/// followed by its notes. The header ends with the kind's id in brackets, as clang ends a warning with its flag, so
/// the reader knows what to give `formc explain`. Colour is used only when asked for (the CLI asks when stderr is a terminal).
public struct DiagnosticFormatter: Sendable {
  public var useColor: Bool

  public init(useColor: Bool = false) {
    self.useColor = useColor
  }

  /// Formats one diagnostic, quoting the source line from `sources` when the file is known.
  public func format(_ diagnostic: Diagnostic, sources: [String: SourceText] = [:]) -> String {
    var out = header(diagnostic.location, diagnostic.severity, "\(diagnostic.message) [\(diagnostic.id)]")
    out += excerpt(at: diagnostic.location, fixIts: diagnostic.fixIts, sources: sources)
    for note in diagnostic.notes {
      if let location = note.location {
        out += header(location, .note, note.message)
        out += excerpt(at: location, fixIts: [], sources: sources)
      } else {
        out += paint("note: ", bold: true) + note.message + "\n"
      }
    }
    return out
  }

  private func header(_ location: SourceLocation, _ severity: DiagnosticSeverity, _ message: String) -> String {
    let colorCode: String
    switch severity {
    case .error: colorCode = "31"
    case .warning: colorCode = "35"
    case .note: colorCode = "30"
    }
    let label = useColor ? "\u{1B}[1;\(colorCode)m\(severity.rawValue):\u{1B}[0m" : "\(severity.rawValue):"
    return paint("\(location):", bold: true) + " " + label + " " + paint(message, bold: true) + "\n"
  }

  private func excerpt(at location: SourceLocation, fixIts: [FixIt], sources: [String: SourceText]) -> String {
    guard let line = sources[location.file]?.line(location.line) else { return "" }
    let text = String(line).replacingTabs()
    var caretLine = String(repeating: " ", count: max(0, location.column - 1)) + "^"
    if let fixIt = fixIts.first(where: { $0.location == location }), fixIt.length > 1 {
      caretLine += String(repeating: "~", count: fixIt.length - 1)
    }
    var out = text + "\n" + (useColor ? "\u{1B}[1;32m\(caretLine)\u{1B}[0m" : caretLine) + "\n"
    for fixIt in fixIts where fixIt.location.line == location.line {
      out += String(repeating: " ", count: max(0, fixIt.location.column - 1)) + fixIt.replacement + "\n"
    }
    return out
  }

  private func paint(_ text: String, bold: Bool) -> String {
    useColor && bold ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// Tabs shown as single spaces so the caret stays under the column it points at.
  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
