import FormDiagnostics

extension FileReadError {
  /// The error as a diagnostic at the start of `file`: ``DiagnosticKind/fileTooLarge`` past the limit,
  /// ``DiagnosticKind/unreadable`` for every other cause, with the cause as the message.
  public func diagnostic(file: String) -> Diagnostic {
    let kind: DiagnosticKind = if case .tooLarge = self { .fileTooLarge } else { .unreadable }
    return Diagnostic(kind: kind, message: reason, at: SourceLocation(file: file, line: 1, column: 1))
  }
}
