import FormDiagnostics

/// The quick fixes of a document: one code action for each diagnostic with fix-its, applying all of them.
enum CodeActions {
  /// The actions of the diagnostics whose range or fix-its touch `range`.
  static func actions(
    for diagnostics: [Diagnostic], touching range: UTF16Range, uri: String, in document: TextDocument
  ) -> [[String: Any]] {
    let lower = document.offset(of: range.start)
    let upper = max(lower, document.offset(of: range.end))
    func touches(_ span: TextSpan) -> Bool {
      document.offset(of: span.start) <= upper && lower <= document.offset(of: span.end)
    }
    var actions: [[String: Any]] = []
    for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty {
      let spans = diagnostic.fixIts.map(span(of:))
      let diagnosticSpan = DiagnosticConversion.wordSpan(at: TextPosition(diagnostic.location), in: document)
      guard touches(diagnosticSpan) || spans.contains(where: touches) else { continue }
      let edits = zip(diagnostic.fixIts, spans).map { fixIt, span in
        ["range": LSPJSON.range(span, in: document), "newText": fixIt.replacement] as [String: Any]
      }
      let titles = zip(diagnostic.fixIts, spans).map { fixIt, span in
        title(replacing: text(of: span, in: document), with: fixIt.replacement)
      }
      actions.append([
        "title": titles.joined(separator: "; "),
        "kind": "quickfix",
        "diagnostics": [DiagnosticConversion.json(diagnostic, uri: uri, in: document)],
        "isPreferred": diagnostic.fixIts.count == 1,
        "edit": ["changes": [uri: edits]],
      ])
    }
    return actions
  }

  /// A fix-it's span: `length` scalars from its location, on its line.
  static func span(of fixIt: FixIt) -> TextSpan {
    let start = TextPosition(fixIt.location)
    return TextSpan(start: start, end: TextPosition(line: start.line, column: start.column + max(fixIt.length, 0)))
  }

  static func title(replacing old: String, with new: String) -> String {
    if old.isEmpty { return "Insert '\(new)'" }
    if new.isEmpty { return "Remove '\(old)'" }
    return "Replace '\(old)' with '\(new)'"
  }

  private static func text(of span: TextSpan, in document: TextDocument) -> String {
    let lower = document.offset(of: span.start)
    let upper = max(lower, document.offset(of: span.end))
    return String(decoding: document.units[lower..<upper], as: UTF16.self)
  }
}
