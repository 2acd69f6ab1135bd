import FormDiagnostics

/// A document the client has open: its text, and the analysis of its latest version once made.
struct OpenDocument {
  let uri: String
  /// The name diagnostics carry: the URI's path.
  let path: String
  let role: DocumentURI.Role
  var version: Int?
  var document: TextDocument
  /// Nil while the text has changed since the last analysis.
  var analysis: Analysis?

  /// What analysing one version found.
  struct Analysis {
    var diagnostics: [Diagnostic]
    var navigation: (any SpecNavigation)?
  }
}
