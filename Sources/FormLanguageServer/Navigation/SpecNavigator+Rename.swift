import FormCompiler

/// Renaming an id: its declaration and every place that names it, or a refusal that says why not.
extension SpecNavigator {
  public func renameTarget(at position: TextPosition) -> TextSpan? {
    guard let name = name(at: position), index.declaration(named: name.name) != nil else { return nil }
    return name.span
  }

  public func rename(at position: TextPosition, to newName: String) -> RenameOutcome {
    guard let name = name(at: position), index.declaration(named: name.name) != nil else {
      return .refused("there is no id to rename here")
    }
    if newName == name.name { return .edits([]) }
    if let problem = SpecIdentifierRule.problem(with: newName) { return .refused(problem) }
    if let existing = index.declaration(named: newName) {
      return .refused("'\(newName)' is already the id of \(existing.phrase) at line \(existing.span.start.line)")
    }
    // A condition whose positions do not map exactly (written across lines) cannot be edited safely.
    if let inexact = index.conditions.first(where: { site in
      !site.isExact && ConditionLexeme.scan(site.text).lexemes.contains { $0.kind == .identifier(name.name) }
    }) {
      return .refused(
        "the condition at line \(inexact.node.location.line) reads '\(name.name)' but is written across lines; "
          + "write it on one line, then rename")
    }
    let spans = references(at: position, includingDeclaration: true)
    return .edits(spans.sorted { $0.start < $1.start }.map { TextReplacement(span: $0, text: newName) })
  }
}

extension SpecIndex.Declaration {
  /// `the row`, `the select section`, `the state variable`: what the name is, in a message.
  var phrase: String {
    switch kind {
    case .row: "the row"
    case .section(let select, let isList, _):
      isList ? "the list section" : select != nil ? "the select section" : "the section"
    case .stateVariable: "the state variable"
    case .addRow: "the add row"
    }
  }
}
