extension LanguageServer {
  /// The result of a navigation request (completion, hover, definition, references, rename, outline), or nil
  /// when `method` is none of them or the server has no navigation (so the method is unknown to it).
  func navigationRequest(_ method: String, params: JSONAccess) throws(ResponseError) -> Any? {
    guard configuration.navigation != nil, let request = NavigationMethod(rawValue: method) else { return nil }
    let uri = try params.object("textDocument").string("uri")
    let (open, analysis) = try analysis(of: uri)
    let document = open.document
    // A document that is not a spec has no navigation: every request finds nothing there.
    guard let navigation = analysis.navigation else { return request.emptyResult }
    // Every request but the outline is about one place.
    func position() throws(ResponseError) -> TextPosition {
      document.textPosition(of: try LSPJSON.readPosition(try params.object("position")))
    }
    switch request {
    case .documentSymbol:
      return navigation.outline().map { symbol(for: $0, in: document) }
    case .completion:
      return navigation.completions(at: try position()).map { completionItem(for: $0, in: document) }
    case .hover:
      guard let hover = navigation.hover(at: try position()) else { return NullResult.null }
      return [
        "contents": ["kind": "markdown", "value": hover.markdown],
        "range": LSPJSON.range(hover.span, in: document),
      ] as [String: Any]
    case .definition:
      guard let span = navigation.definition(at: try position()) else { return NullResult.null }
      return LSPJSON.location(uri: uri, span, in: document)
    case .references:
      let place = try position()
      let includingDeclaration = try params.optionalObject("context")?.optionalBool("includeDeclaration") ?? false
      return navigation.references(at: place, includingDeclaration: includingDeclaration).map {
        LSPJSON.location(uri: uri, $0, in: document)
      }
    case .prepareRename:
      guard let span = navigation.renameTarget(at: try position()) else { return NullResult.null }
      return LSPJSON.range(span, in: document)
    case .rename:
      switch navigation.rename(at: try position(), to: try params.string("newName")) {
      case .refused(let message):
        throw ResponseError(code: ResponseError.requestFailed, message: message)
      case .edits(let replacements):
        let edits = replacements.map {
          ["range": LSPJSON.range($0.span, in: document), "newText": $0.text] as [String: Any]
        }
        return ["changes": [uri: edits]]
      }
    }
  }

  private func completionItem(for candidate: CompletionCandidate, in document: TextDocument) -> [String: Any] {
    var item: [String: Any] = [
      "label": candidate.label,
      "kind": Self.completionKind(candidate.kind),
      "textEdit": ["range": LSPJSON.range(candidate.replacing, in: document), "newText": candidate.insertText],
    ]
    if let detail = candidate.detail { item["detail"] = detail }
    if let documentation = candidate.documentation {
      item["documentation"] = ["kind": "markdown", "value": documentation]
    }
    return item
  }

  /// LSP's CompletionItemKind: 10 property, 12 value, 6 variable, 5 field, 20 enum member.
  static func completionKind(_ kind: CompletionCandidateKind) -> Int {
    switch kind {
    case .key: 10
    case .value: 12
    case .name: 6
    case .member: 5
    case .option: 20
    }
  }

  private func symbol(for symbol: OutlineSymbol, in document: TextDocument) -> [String: Any] {
    var json: [String: Any] = [
      "name": symbol.name,
      "kind": Self.symbolKind(symbol.kind),
      "range": LSPJSON.range(symbol.span, in: document),
      "selectionRange": LSPJSON.range(symbol.selectionSpan, in: document),
      "children": symbol.children.map { self.symbol(for: $0, in: document) },
    ]
    if let detail = symbol.detail { json["detail"] = detail }
    return json
  }

  /// LSP's SymbolKind: 5 class (the form), 3 namespace (a section), 18 array (a list), 8 field (a row),
  /// 13 variable (a state variable).
  static func symbolKind(_ kind: OutlineSymbolKind) -> Int {
    switch kind {
    case .form: 5
    case .section: 3
    case .list: 18
    case .row: 8
    case .stateVariable: 13
    }
  }
}

/// The requests ``SpecNavigation`` answers.
enum NavigationMethod: String {
  case completion = "textDocument/completion"
  case hover = "textDocument/hover"
  case definition = "textDocument/definition"
  case references = "textDocument/references"
  case prepareRename = "textDocument/prepareRename"
  case rename = "textDocument/rename"
  case documentSymbol = "textDocument/documentSymbol"

  /// What the request finds in a document without navigation.
  var emptyResult: Any {
    switch self {
    case .completion, .references, .documentSymbol: [Any]()
    case .rename: ["changes": [String: Any]()] as [String: Any]
    case .hover, .definition, .prepareRename: NullResult.null
    }
  }
}
