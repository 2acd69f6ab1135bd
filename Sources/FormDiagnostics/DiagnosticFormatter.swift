/// Prints diagnostics the way clang and swiftc do:
///
///     Forms/event.form.yaml:12:17: error: unknown name 'allday' in condition; did you mean 'allDay'? [unknown-name]
///         visible: "!allday"
///                    ^~~~~~
///
/// followed by its notes. The header ends with the kind's id in brackets, as clang ends a warning with its flag, so
/// the reader knows what to give `formc explain`. Colour is used only when asked for (the CLI asks when stderr is a terminal).
public struct DiagnosticFormatter: Sendable {
  /// The longest source line quoted whole, in columns; a longer one (a minified file's) is quoted as
  /// this many columns around the caret, with `…` for the parts left out.
  public static let maxQuotedColumns = 120

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
    let quoted = QuotedLine(line, around: location.column)
    var caretLine = String(repeating: " ", count: quoted.offset(ofColumn: location.column)) + "^"
    if let fixIt = fixIts.first(where: { $0.location == location }), fixIt.length > 1 {
      caretLine += String(repeating: "~", count: fixIt.length - 1)
    }
    var out = quoted.text + "\n" + (useColor ? "\u{1B}[1;32m\(caretLine)\u{1B}[0m" : caretLine) + "\n"
    for fixIt in fixIts where fixIt.location.line == location.line {
      out += String(repeating: " ", count: quoted.offset(ofColumn: fixIt.location.column)) + fixIt.replacement + "\n"
    }
    return out
  }

  private func paint(_ text: String, bold: Bool) -> String {
    useColor && bold ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}

/// A source line as a diagnostic quotes it: whole when it is short, else the part around the
/// caret with `…` for what is left out on either side, as clang and swiftc show long lines. A
/// line of a minified file (a compiled form is one line of kilobytes) is quoted in a few columns.
struct QuotedLine {
  static var maxColumns: Int { DiagnosticFormatter.maxQuotedColumns }

  /// The text to print, tabs shown as single spaces so the caret stays under its column.
  let text: String
  /// The index of the first column shown, in Unicode scalars from the start of the line.
  private let start: Int
  /// The columns taken by the `…` before the shown part (0 or 1).
  private let lead: Int

  /// - Parameter column: the 1-based column (in Unicode scalars) the caret points at.
  /// - Complexity: O(n) for a line of n scalars.
  init(_ line: Substring, around column: Int) {
    let scalars = line.unicodeScalars
    guard scalars.count > Self.maxColumns else {
      text = String(line.map { $0 == "\t" ? " " : $0 })
      start = 0
      lead = 0
      return
    }
    let caret = min(max(0, column - 1), scalars.count)
    // The caret a third of the way in: what leads up to the problem is shown, and more of what follows it.
    let first = min(max(0, caret - Self.maxColumns / 3), scalars.count - Self.maxColumns)
    let end = first + Self.maxColumns
    let begin = scalars.index(scalars.startIndex, offsetBy: first)
    let shown = scalars[begin..<scalars.index(begin, offsetBy: Self.maxColumns)].map { $0 == "\t" ? " " : $0 }
    var text = first > 0 ? "…" : ""
    text.unicodeScalars.append(contentsOf: shown)
    if end < scalars.count { text += "…" }
    self.text = text
    start = first
    lead = first > 0 ? 1 : 0
  }

  /// How many columns of the printed text come before `column` of the line (never negative).
  func offset(ofColumn column: Int) -> Int {
    max(0, column - 1 - start + lead)
  }
}
