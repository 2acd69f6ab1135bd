import FormDiagnostics

/// Turns libyaml's errors into diagnostics a user can act on.
///
/// libyaml reports a `problem` at a `problem_mark`, and often the `context` it was in, started at a
/// `context_mark`. The diagnostic is placed at the problem, with a note at the start of the context; when the problem
/// is that the file ended inside a quote or a flow collection, it is placed where that construct opens instead, with a
/// note where the file ends.
enum YAMLSyntaxMessages {
  /// The diagnostic for libyaml's `failure` on the input that `map` describes.
  static func diagnostic(for failure: YAMLParserFailure, map: inout SourceMap) -> Diagnostic {
    switch failure.stage {
    case .memory:
      return Diagnostic(
        kind: .yamlInternal, message: "libyaml ran out of memory while parsing the file",
        at: map.location(scalarOffset: 0))
    case .reader:
      return readerDiagnostic(for: failure, map: map)
    case .scanner, .parser:
      return syntaxDiagnostic(for: failure, map: &map)
    }
  }

  private static func readerDiagnostic(for failure: YAMLParserFailure, map: SourceMap) -> Diagnostic {
    let location = map.location(byteOffset: failure.problemByteOffset ?? 0)
    let message: String
    if failure.problem == "control characters are not allowed" {
      message =
        "the file contains the control character \(codePoint(failure.problemValue)) at line \(location.line), "
        + "column \(location.column), which YAML does not allow (write it as an escape in a double-quoted string)"
    } else {
      message = "the file cannot be read as UTF-8 text: \(failure.problem)"
    }
    return Diagnostic(kind: .yamlEncoding, message: message, at: location)
  }

  private static func syntaxDiagnostic(for failure: YAMLParserFailure, map: inout SourceMap) -> Diagnostic {
    let problemIndex = failure.problemIndex ?? 0
    let problemLocation = map.location(scalarOffset: problemIndex)
    let atEnd = isAtEnd(problemIndex, map: &map)
    let context = failure.context.flatMap(describe(context:))
    var message = failure.problem
    if failure.problem == "found character that cannot start any token" {
      message = unexpectedCharacterMessage(character(at: problemIndex, map: &map))
    } else if let context {
      message += " " + context.phrase
    }
    if let hint = hint(for: failure.problem, context: failure.context, atEnd: atEnd) { message += " (\(hint))" }
    guard let context, let contextIndex = failure.contextIndex, contextIndex != problemIndex else {
      return Diagnostic(kind: .yamlSyntax, message: message, at: problemLocation)
    }
    let contextLocation = map.location(scalarOffset: contextIndex)
    if atEnd, unclosedConstructProblems.contains(failure.problem) {
      return Diagnostic(
        kind: .yamlSyntax, message: message, at: contextLocation,
        notes: [DiagnosticNote("the file ends here", at: problemLocation)])
    }
    return Diagnostic(
      kind: .yamlSyntax, message: message, at: problemLocation,
      notes: [DiagnosticNote("\(context.subject) starts here", at: contextLocation)])
  }

  /// The problems that, at the end of the file, mean that the construct of the context was never closed.
  private static let unclosedConstructProblems: Set<String> = [
    "found unexpected end of stream", "did not find expected ',' or ']'", "did not find expected ',' or '}'",
  ]

  /// The message for libyaml's "found character that cannot start any token".
  private static func unexpectedCharacterMessage(_ character: Unicode.Scalar?) -> String {
    switch character {
    case "\t":
      return "found character that cannot start any token (tabs are not allowed in YAML indentation; use spaces)"
    case "@", "`":
      return "found character '\(character.map(String.init) ?? "")' that cannot start any token "
        + "('@' and '`' are reserved in YAML; quote a value that starts with one)"
    case .some(let character) where character.properties.isWhitespace == false && character.value >= 0x20:
      return "found character '\(character)' that cannot start any token"
    case .some(let character):
      return "found character \(codePoint(Int(character.value))) that cannot start any token"
    case nil:
      return "found character that cannot start any token"
    }
  }

  /// A clarification of libyaml's `problem`, when it has a common cause worth naming.
  private static func hint(for problem: String, context: String?, atEnd: Bool) -> String? {
    switch problem {
    case "found a tab character that violates indentation":
      "tabs are not allowed in YAML indentation; use spaces"
    case "mapping values are not allowed in this context":
      "a ': ' here would start a mapping value; check the indentation, or quote a value that contains ': '"
    case "did not find expected key", "did not find expected '-' indicator":
      "check the indentation of this line"
    case "did not find expected ',' or ']'":
      atEnd
        ? "the flow sequence is never closed with ']'"
        : "a ',' is missing, or the flow sequence is not closed with ']'"
    case "did not find expected ',' or '}'":
      atEnd
        ? "the flow mapping is never closed with '}'"
        : "a ',' is missing, or the flow mapping is not closed with '}'"
    case "found unexpected end of stream" where context?.contains("quoted scalar") == true:
      "the closing quote is missing"
    case "found unknown escape character":
      "in double quotes write '\\\\' for a backslash, or use single quotes, which do not treat '\\' specially"
    case "did not find expected <document start>":
      "there is more content after the end of the document; check the indentation"
    case "could not find expected ':'":
      "a mapping key must be followed by ':' on the same line"
    case "found undefined tag handle":
      "a value that starts with '!' is a YAML tag; quote it if it is meant as text"
    default:
      nil
    }
  }

  /// libyaml's context ("while scanning a quoted scalar") as a phrase for the message and a subject for the note.
  private static func describe(context: String) -> (phrase: String, subject: String)? {
    if context == "while scanning for the next token" { return nil }
    var phrase = context
    if context == "while scanning a simple key" { phrase = "while scanning an implicit mapping key" }
    var subject = phrase
    for prefix in ["while scanning ", "while parsing "] where subject.hasPrefix(prefix) {
      subject.removeFirst(prefix.count)
    }
    for article in ["a ", "an "] where subject.hasPrefix(article) {
      subject = "the " + subject.dropFirst(article.count)
    }
    return (phrase, subject)
  }

  /// Whether only white space follows the mark index `index`.
  private static func isAtEnd(_ index: Int, map: inout SourceMap) -> Bool {
    let start = map.byteOffset(ofScalar: index)
    return map.bytes[start...].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n")
    }
  }

  /// The Unicode scalar at mark index `index`, or nil at the end of the input.
  private static func character(at index: Int, map: inout SourceMap) -> Unicode.Scalar? {
    let start = map.byteOffset(ofScalar: index)
    guard start < map.bytes.count else { return nil }
    var end = start + 1
    while end < map.bytes.count, map.bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: map.bytes[start..<end], as: UTF8.self).unicodeScalars.first
  }

  /// `U+0001` style.
  static func codePoint(_ value: Int) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
