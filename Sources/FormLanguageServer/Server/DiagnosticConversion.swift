import FormDiagnostics

/// A compiler diagnostic as LSP's `Diagnostic`: the same id (as `code`), message and severity as `formc check`
/// prints, its point widened to the word at it, and its notes as related information.
enum DiagnosticConversion {
  static func json(_ diagnostic: Diagnostic, uri: String, in document: TextDocument) -> [String: Any] {
    let range = wordSpan(at: TextPosition(diagnostic.location), in: document)
    var json: [String: Any] = [
      "range": LSPJSON.range(range, in: document),
      "severity": severity(diagnostic.severity),
      "code": diagnostic.id,
      "source": "formc",
      "message": diagnostic.message,
    ]
    if !diagnostic.notes.isEmpty {
      json["relatedInformation"] = diagnostic.notes.map { note in
        // A note without a place of its own is about the diagnostic's place.
        let at = note.location.map { TextPosition($0) } ?? range.start
        return [
          "location": LSPJSON.location(uri: uri, wordSpan(at: at, in: document), in: document),
          "message": note.message,
        ] as [String: Any]
      }
    }
    return json
  }

  /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
  static func severity(_ severity: DiagnosticSeverity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }

  /// The span of the word at `position` (a name, a number, a key), or of the one character there when it is not
  /// part of a word, or of the character before it at the end of a line: a diagnostic is a point, and an editor
  /// shows an empty range poorly.
  static func wordSpan(at position: TextPosition, in document: TextDocument) -> TextSpan {
    let start = document.offset(of: position)
    let startPosition = document.textPosition(of: start)
    var end = start
    while let scalar = document.scalar(at: end), isWordScalar(scalar) {
      end += scalar.utf16.count
    }
    if end == start, let scalar = document.scalar(at: start), scalar != "\n", scalar != "\r" {
      end += scalar.utf16.count
    }
    if end == start, startPosition.column > 1 {
      return TextSpan(
        start: TextPosition(line: startPosition.line, column: startPosition.column - 1), end: startPosition)
    }
    return TextSpan(start: startPosition, end: document.textPosition(of: end))
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "-"
  }
}
