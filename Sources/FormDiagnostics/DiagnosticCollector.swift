/// Gathers the diagnostics of one run, in the order they were reported.
///
/// Every check reports everything it finds and goes on; nothing stops at the first error.
public struct DiagnosticCollector: Sendable {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  public mutating func error(
    _ kind: DiagnosticKind, _ message: String, at location: SourceLocation,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    report(Diagnostic(kind: kind, severity: .error, message: message, at: location, notes: notes, fixIts: fixIts))
  }

  public mutating func warning(
    _ kind: DiagnosticKind, _ message: String, at location: SourceLocation,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    report(Diagnostic(kind: kind, severity: .warning, message: message, at: location, notes: notes, fixIts: fixIts))
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

  /// The diagnostics in source order (file, line, column), stable for equal positions.
  public var sorted: [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }
}
