/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Comparable, Codable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit: replace the text at `location` spanning `length` columns with `replacement`.
public struct FixIt: Hashable, Sendable {
  public var location: SourceLocation
  public var length: Int
  public var replacement: String

  public init(location: SourceLocation, length: Int, replacement: String) {
    self.location = location
    self.length = length
    self.replacement = replacement
  }
}

/// A note attached to a diagnostic, pointing at a related place ("first defined here").
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  public var location: SourceLocation?

  public init(_ message: String, at location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
}

/// One problem found in a user's file, at one position.
///
/// Diagnostics are values: every stage of the pipeline (YAML loading, spec decoding,
/// semantic checks, lowering) reports them into a ``DiagnosticCollector``, and printing
/// is left to ``DiagnosticFormatter``.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
  /// What kind of problem this is, from the catalogue: its id, and the explanation `formc explain` prints.
  public var kind: DiagnosticKind
  public var severity: DiagnosticSeverity
  public var message: String
  public var location: SourceLocation
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]

  /// - Parameter severity: the kind's own severity when nil.
  public init(
    kind: DiagnosticKind,
    severity: DiagnosticSeverity? = nil,
    message: String,
    at location: SourceLocation,
    notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    self.kind = kind
    self.severity = severity ?? kind.severity
    self.message = message
    self.location = location
    self.notes = notes
    self.fixIts = fixIts
  }

  /// The kind's stable identifier (`duplicate-id`, `unknown-name`, …), for tests and tools.
  public var id: String { kind.id }

  /// The one-line header, `path:line:column: error: message [id]`.
  public var description: String { "\(location): \(severity.rawValue): \(message) [\(id)]" }
}
