import FormDiagnostics
import Mustache

extension MustacheError.Kind {
  /// The catalogue's entry for a template error, which `formc explain` describes. Mustache has no dependencies, so
  /// its kinds carry the ids as raw values and this maps them; a test checks the two agree.
  var diagnosticKind: DiagnosticKind {
    switch self {
    case .badDelimiters: .badDelimiters
    case .emptyTagName: .emptyTagName
    case .invalidTagName: .invalidTagName
    case .mismatchedClose: .mismatchedClose
    case .missingPartial: .missingPartial
    case .nestingTooDeep: .nestingTooDeep
    case .partialLoadFailed: .partialLoadFailed
    case .unclosedSection: .unclosedSection
    case .unclosedTag: .unclosedTag
    }
  }
}

extension MustacheError {
  /// `template.mustache:line:column: error: message [id]`, the way formc prints every diagnostic.
  var printed: String { "\(self) [\(kind.diagnosticKind.id)]" }
}
