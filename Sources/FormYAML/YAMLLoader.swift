import FormDiagnostics

/// The first stage of the compiler: YAML text to positioned node trees, through libyaml's event parser.
///
/// Every failure is one positioned ``Diagnostic``. Its `id` tells the kind:
/// - `yaml-syntax`: libyaml rejected the text (the message and the position are libyaml's, made readable);
/// - `yaml-duplicate-key`: a mapping has two equal scalar keys (a note points at the first);
/// - `yaml-unknown-alias`, `yaml-recursive-alias`: an alias names no earlier anchor, or the node it is inside;
/// - `yaml-limit`: the input breaks one of the ``YAMLLimits``;
/// - `yaml-encoding`: the bytes are not UTF-8 text YAML accepts (a NUL byte, a control character);
/// - `yaml-empty`, `yaml-multiple-documents`: ``loadSingleDocument(_:limits:)`` found no document, or more than one.
public enum YAMLLoader {
  /// Parses every document of `source`, in order.
  ///
  /// A leading byte order mark is skipped, CRLF line endings are accepted, and positions are 1-based line and column
  /// (in Unicode scalars) as ``SourceText`` counts them. Anchors and aliases are resolved: an alias loads as a copy of
  /// its anchored node, located where the alias is written.
  /// - Complexity: O(n) time for n bytes of input, plus, for each alias, the size of the subtree it repeats (which
  ///   ``YAMLLimits/maxAliasExpansion`` bounds in all); the nodes aliases repeat share storage.
  public static func loadDocuments(
    _ source: SourceText, limits: YAMLLimits = .default
  ) -> Result<[YAMLNode], Diagnostic> {
    load(source, limits: limits, singleDocument: false)
  }

  /// Parses `source`, which must hold exactly one document.
  ///
  /// An empty file (or one with only comments) is the error `yaml-empty`, "the file is empty; expected a mapping";
  /// a second document is the error `yaml-multiple-documents` at its start, reported as soon as it starts.
  /// - Complexity: as ``loadDocuments(_:limits:)``.
  public static func loadSingleDocument(
    _ source: SourceText, limits: YAMLLimits = .default
  ) -> Result<YAMLNode, Diagnostic> {
    load(source, limits: limits, singleDocument: true).flatMap { documents in
      guard let document = documents.first else {
        return .failure(
          Diagnostic(
            kind: .yamlEmpty, message: "the file is empty; expected a mapping",
            at: source.location(line: 1, column: 1)))
      }
      return .success(document)
    }
  }

  private static func load(
    _ source: SourceText, limits: YAMLLimits, singleDocument: Bool
  ) -> Result<[YAMLNode], Diagnostic> {
    if let diagnostic = YAMLInputValidation.checkSize(of: source, limits: limits) { return .failure(diagnostic) }
    // libyaml and the source map read the source's own UTF-8 in place, for the length of the load: nothing that
    // outlives it keeps them (the nodes hold their own positions and text).
    var text = source.text
    return text.withUTF8 { utf8 in
      // libyaml would skip a byte order mark without counting it in its marks.
      let bytes =
        utf8.starts(with: YAMLInputValidation.utf8BOM) ? UnsafeBufferPointer(rebasing: utf8.dropFirst(3)) : utf8
      let map = SourceMap(path: source.path, bytes: bytes)
      if let diagnostic = YAMLInputValidation.checkNoNUL(in: map) { return .failure(diagnostic) }
      guard let parser = YAMLEventParser(bytes: bytes) else {
        let location = source.location(line: 1, column: 1)
        return .failure(Diagnostic(kind: .yamlInternal, message: "libyaml could not allocate a parser", at: location))
      }
      var builder = YAMLTreeBuilder(limits: limits, singleDocument: singleDocument, map: map)
      while true {
        guard let event = parser.next() else {
          return .failure(YAMLSyntaxMessages.diagnostic(for: parser.failure(), map: &builder.map))
        }
        guard builder.handle(event) else {
          return .failure(
            builder.failure
              ?? Diagnostic(kind: .yamlInternal, message: "the load stopped", at: source.location(line: 1, column: 1)))
        }
        if event.kind == .streamEnd { return .success(builder.documents()) }
      }
    }
  }
}
