import FormCompiler
import FormDiagnostics

extension LanguageServer {
  /// `textDocument/didOpen`, `didChange` and `didClose`; other notifications are ignored.
  func documentNotification(_ method: String, params: JSONAccess) throws(ResponseError) {
    switch method {
    case "textDocument/didOpen":
      let item = try params.object("textDocument")
      let uri = try item.string("uri")
      let path = DocumentURI.path(of: uri)
      documents[uri] = OpenDocument(
        uri: uri, path: path, role: DocumentURI.role(path: path, languageID: try item.string("languageId")),
        version: try item.integer("version"), document: TextDocument(text: try item.string("text")))
      markChanged(uri)
    case "textDocument/didChange":
      let identifier = try params.object("textDocument")
      let uri = try identifier.string("uri")
      guard var open = documents[uri] else { return }
      // Read every change before applying any, so invalid params leave the document as it was.
      var changes: [(UTF16Range?, String)] = []
      for change in try params.array("contentChanges") {
        let range = try change.optionalObject("range").map { range throws(ResponseError) in
          try LSPJSON.readRange(range)
        }
        changes.append((range, try change.string("text")))
      }
      for (range, text) in changes {
        if let range { open.document.replace(range, with: text) } else { open.document.replaceAll(with: text) }
      }
      open.version = try identifier.integer("version")
      open.analysis = nil
      documents[uri] = open
      markChanged(uri)
    case "textDocument/didClose":
      let uri = try params.object("textDocument").string("uri")
      guard documents.removeValue(forKey: uri) != nil else { return }
      pendingAnalysis.removeAll { $0 == uri }
      notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])
    default:
      return
    }
  }

  private func markChanged(_ uri: String) {
    pendingAnalysis.removeAll { $0 == uri }
    pendingAnalysis.append(uri)
  }

  /// Analyses the document changed longest ago and publishes its diagnostics.
  public func analyseNext() {
    guard !pendingAnalysis.isEmpty else { return }
    analyse(pendingAnalysis.removeFirst())
  }

  /// The analysis of a document's latest text, made now if it is pending.
  func analysis(of uri: String) throws(ResponseError) -> (OpenDocument, OpenDocument.Analysis) {
    guard documents[uri] != nil else { throw .invalidParams("the document \(uri) is not open") }
    if pendingAnalysis.contains(uri) {
      pendingAnalysis.removeAll { $0 == uri }
      analyse(uri)
    }
    guard let open = documents[uri], let analysis = open.analysis else {
      throw ResponseError(code: ResponseError.internalError, message: "the document \(uri) could not be analysed")
    }
    return (open, analysis)
  }

  /// Compiles a document's text and publishes what it found. Analysis runs on the thread that applies changes,
  /// between batches, so the text cannot change under it and its result is never stale when stored.
  private func analyse(_ uri: String) {
    guard var open = documents[uri] else { return }
    let text = open.document.text
    var analysis = OpenDocument.Analysis(diagnostics: [], navigation: nil)
    switch open.role {
    case .spec:
      let compilation = FormCompiler.compile(
        SourceText(path: open.path, text: text), options: configuration.compilerOptions)
      analysis.diagnostics = compilation.diagnostics
      analysis.navigation = configuration.navigation?(open.path, text, compilation)
    case .projectConfig:
      analysis.diagnostics = configuration.projectConfigDiagnostics?(open.path, text) ?? []
    case .other:
      break
    }
    open.analysis = analysis
    documents[uri] = open
    var params: [String: Any] = [
      "uri": uri,
      "diagnostics": analysis.diagnostics.map { DiagnosticConversion.json($0, uri: uri, in: open.document) },
    ]
    if let version = open.version { params["version"] = version }
    notify("textDocument/publishDiagnostics", params)
  }

  /// `textDocument/codeAction`: the quick fixes of the diagnostics in the requested range.
  func codeActions(_ params: JSONAccess) throws(ResponseError) -> [[String: Any]] {
    let uri = try params.object("textDocument").string("uri")
    let range = try LSPJSON.readRange(try params.object("range"))
    let (open, analysis) = try analysis(of: uri)
    return CodeActions.actions(for: analysis.diagnostics, touching: range, uri: uri, in: open.document)
  }
}
