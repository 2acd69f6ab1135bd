/// What `initialize` answers: the server's capabilities, each feature advertised only when it is served.
enum ServerCapabilities {
  /// The characters after which an editor asks for completion unprompted: a member after `.`, an option value
  /// in quotes, the next word of a condition, and a list's first item after `in [`.
  static let completionTriggers = [".", "'", "\"", " ", "["]

  static func initializeResult(configuration: LanguageServerConfiguration) -> [String: Any] {
    var capabilities: [String: Any] = [
      "positionEncoding": "utf-16",
      // 2: incremental changes.
      "textDocumentSync": ["openClose": true, "change": 2],
      "codeActionProvider": ["codeActionKinds": ["quickfix"]],
    ]
    if configuration.navigation != nil {
      capabilities["completionProvider"] = ["triggerCharacters": completionTriggers]
      capabilities["hoverProvider"] = true
      capabilities["definitionProvider"] = true
      capabilities["referencesProvider"] = true
      capabilities["renameProvider"] = ["prepareProvider": true]
      capabilities["documentSymbolProvider"] = true
    }
    return [
      "capabilities": capabilities,
      "serverInfo": ["name": "formc", "version": configuration.version],
    ]
  }
}
