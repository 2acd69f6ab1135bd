// Transitional: string ids, for the call sites not yet converted to catalogue kinds. Removed once every
// call site names its kind.

extension Diagnostic {
  public init(
    id: String, severity: DiagnosticSeverity? = nil, message: String, at location: SourceLocation,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    guard let kind = DiagnosticKind.named(id) else { preconditionFailure("'\(id)' is not in the catalogue") }
    self.init(kind: kind, severity: severity, message: message, at: location, notes: notes, fixIts: fixIts)
  }
}

extension DiagnosticCollector {
  public mutating func error(
    _ id: String, _ message: String, at location: SourceLocation,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    report(Diagnostic(id: id, severity: .error, message: message, at: location, notes: notes, fixIts: fixIts))
  }

  public mutating func warning(
    _ id: String, _ message: String, at location: SourceLocation,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    report(Diagnostic(id: id, severity: .warning, message: message, at: location, notes: notes, fixIts: fixIts))
  }
}
