import FormCompiler
import FormYAML

/// Completion inside a condition: the names in scope, the members after `name.`, and the option values after
/// `==`, `!=`, `contains` and `in [`.
extension SpecNavigator {
  /// The condition at `position` and the offset of `position` in its text; nil outside conditions and in ones whose
  /// positions do not map exactly.
  func condition(at position: TextPosition) -> (site: SpecIndex.ConditionSite, offset: Int)? {
    for site in index.conditions where site.isExact {
      if let offset = site.node.scalarOffset(line: position.line, column: position.column) { return (site, offset) }
    }
    return nil
  }

  func conditionCompletions(in site: SpecIndex.ConditionSite, offset: Int) -> [CompletionCandidate] {
    let scalars = Array(site.text.unicodeScalars)
    let prefix = String(String.UnicodeScalarView(scalars.prefix(offset)))
    let (lexemes, error) = ConditionLexeme.scan(prefix)
    let span = { (start: Int) in
      TextSpan(
        start: TextPosition(site.node.location(ofScalarOffset: start)),
        end: TextPosition(site.node.location(ofScalarOffset: offset)))
    }
    // Inside a string: an option value, replacing the string from its opening quote.
    if let string = ConditionLexeme.scan(site.text).lexemes.first(where: {
      if case .string = $0.kind { return $0.range.start < offset && offset < $0.range.start + $0.range.length }
      return false
    }) {
      let whole = TextSpan(
        start: TextPosition(site.node.location(ofScalarOffset: string.range.start)),
        end: TextPosition(site.node.location(ofScalarOffset: string.range.start + string.range.length)))
      return optionCandidates(before: lexemes, in: site, replacing: whole, quote: scalars[string.range.start])
    }
    if let error, error.offset < scalars.count, scalars[error.offset] == "'" || scalars[error.offset] == "\"" {
      return optionCandidates(before: lexemes, in: site, replacing: span(error.offset), quote: scalars[error.offset])
    }
    guard let last = lexemes.last, last.range.start + last.range.length == offset else {
      // After a space (or at the start): whatever may come next.
      if let last = lexemes.last, last.kind.opensOptions {
        return optionCandidates(before: lexemes, in: site, replacing: span(offset), quote: nil)
      }
      return nameCandidates(in: site, replacing: span(offset))
    }
    switch last.kind {
    case .identifier:
      if lexemes.count >= 2, lexemes[lexemes.count - 2].kind == .symbol("."), lexemes.count >= 3,
        case .identifier(let owner) = lexemes[lexemes.count - 3].kind
      {
        return memberCandidates(of: owner, replacing: span(last.range.start))
      }
      return nameCandidates(in: site, replacing: span(last.range.start))
    case .symbol("."):
      guard lexemes.count >= 2, case .identifier(let owner) = lexemes[lexemes.count - 2].kind else { return [] }
      return memberCandidates(of: owner, replacing: span(offset))
    case let kind where kind.opensOptions:
      return optionCandidates(before: lexemes, in: site, replacing: span(offset), quote: nil)
    case .symbol:
      return nameCandidates(in: site, replacing: span(offset))
    default:
      return []
    }
  }

  /// The names `site` may read: rows outside lists and the fields of its own list, state variables, selections,
  /// lists, and the form.
  private func nameCandidates(in site: SpecIndex.ConditionSite, replacing span: TextSpan) -> [CompletionCandidate] {
    var seen: Set<String> = []
    var candidates: [CompletionCandidate] = []
    for declaration in index.declarations where seen.insert(declaration.name).inserted {
      switch declaration.kind {
      case .row: if declaration.list != nil && declaration.list != site.scope { continue }
      case .section(let select, let isList, _): if select == nil && !isList { continue }
      case .stateVariable: break
      case .addRow: continue
      }
      candidates.append(
        CompletionCandidate(
          label: declaration.name, kind: .name, detail: declaration.summary, documentation: describe(declaration),
          insertText: declaration.name, replacing: span))
    }
    let form = ConditionLexeme.formName
    if seen.insert(form).inserted {
      candidates.append(
        CompletionCandidate(
          label: form, kind: .name, detail: "the form (`form.isValid`)", insertText: form, replacing: span))
    }
    return candidates
  }

  /// The members that fit `owner`'s kind.
  private func memberCandidates(of owner: String, replacing span: TextSpan) -> [CompletionCandidate] {
    let members: [ConditionMemberRules.Member]
    if owner == ConditionLexeme.formName {
      members = ConditionMemberRules.formMembers
    } else {
      guard let declaration = index.declaration(named: owner) else { return [] }
      switch declaration.kind {
      case .row(let kind, _, let isExpandable):
        members = ConditionMemberRules.members(ofRowKind: kind, isExpandable: isExpandable)
      case .section(let select, let isList, _):
        members =
          isList ? ConditionMemberRules.listMembers : select.map(ConditionMemberRules.members(ofSelectionMode:)) ?? []
      case .stateVariable(let type, _): members = ConditionMemberRules.members(ofStateType: type)
      case .addRow: members = []
      }
    }
    return members.map {
      CompletionCandidate(
        label: $0.rawValue, kind: .member, detail: "\(owner).\($0.rawValue)", insertText: $0.rawValue,
        replacing: span)
    }
  }

  /// The option values of the name compared before the last operator of `lexemes` (`name ==`, `name in [a,`),
  /// quoted with `quote` (or the quote that needs no escaping in the YAML scalar).
  private func optionCandidates(
    before lexemes: [ConditionLexeme], in site: SpecIndex.ConditionSite, replacing span: TextSpan,
    quote: Unicode.Scalar?
  ) -> [CompletionCandidate] {
    guard let owner = ConditionComparisons.comparedName(in: lexemes[...]),
      let values = index.declaration(named: owner)?.optionValues
    else {
      return []
    }
    // In a single-quoted YAML scalar a `'` would have to be doubled; `"` needs no escaping there.
    let quote = quote ?? (site.node.scalar?.style == .singleQuoted ? "\"" : "'")
    let quoteText = String(Character(quote))
    return values.filter { !$0.unicodeScalars.contains { $0 == quote || $0 == "\\" || $0 == "\"" || $0 == "'" } }
      .map {
        CompletionCandidate(
          label: $0, kind: .option, detail: "an option of \(owner)", insertText: quoteText + $0 + quoteText,
          replacing: span)
      }
  }
}
