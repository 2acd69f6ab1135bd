/// The JSON shapes of LSP's positions and locations, from a document's text.
enum LSPJSON {
  static func position(_ position: UTF16Position) -> [String: Any] {
    ["line": position.line, "character": position.character]
  }

  static func range(_ range: UTF16Range) -> [String: Any] {
    ["start": position(range.start), "end": position(range.end)]
  }

  static func range(_ span: TextSpan, in document: TextDocument) -> [String: Any] {
    range(document.utf16Range(of: span))
  }

  static func location(uri: String, _ span: TextSpan, in document: TextDocument) -> [String: Any] {
    ["uri": uri, "range": range(span, in: document)]
  }

  /// A position read from params (`{"line", "character"}`).
  static func readPosition(_ json: JSONAccess) throws(ResponseError) -> UTF16Position {
    UTF16Position(line: try json.integer("line"), character: try json.integer("character"))
  }

  static func readRange(_ json: JSONAccess) throws(ResponseError) -> UTF16Range {
    UTF16Range(start: try readPosition(try json.object("start")), end: try readPosition(try json.object("end")))
  }
}
