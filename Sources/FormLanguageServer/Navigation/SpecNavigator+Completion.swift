import FormCompiler
import FormDiagnostics

/// Completion outside conditions: the keys of the mapping at the cursor, and the values of a key with a fixed set
/// of them (`kind:`, `select:`; a row's `style:`, those of its kind).
extension SpecNavigator {
  public func completions(at position: TextPosition) -> [CompletionCandidate] {
    if let (site, offset) = condition(at: position) { return conditionCompletions(in: site, offset: offset) }
    guard let line = source.line(position.line) else { return [] }
    let before = Array(line.unicodeScalars.prefix(max(0, position.column - 1)))
    guard before.count == position.column - 1 else { return [] }
    if let candidates = valueCompletions(line: position.line, before: before) { return candidates }
    return keyCompletions(line: position.line, before: before)
  }

  /// `key: word` before the cursor: the key's values that start with the word.
  private func valueCompletions(line: Int, before: [Unicode.Scalar]) -> [CompletionCandidate]? {
    guard let colon = before.firstIndex(of: ":") else { return nil }
    let keyStart = LineShape.keyStart(in: before[..<colon])
    guard let keyStart, before[keyStart..<colon].allSatisfy(LineShape.isWordScalar) else { return nil }
    let wordStart = LineShape.wordStart(in: before)
    guard wordStart > colon, before[(colon + 1)..<wordStart].allSatisfy({ $0 == " " }) else { return nil }
    let keyName = String(String.UnicodeScalarView(before[keyStart..<colon]))
    let site = index.keys.first { $0.span.start.line == line && $0.span.start.column == keyStart + 1 }
    guard let site, site.key?.name == keyName, let values = site.values else { return [] }
    let typed = String(String.UnicodeScalarView(before[wordStart...]))
    let span = TextSpan(
      start: TextPosition(line: line, column: wordStart + 1), end: TextPosition(line: line, column: before.count + 1))
    return values.filter { $0.hasPrefix(typed) }.map {
      CompletionCandidate(
        label: $0, kind: .value, detail: "\(keyName) value", documentation: site.key?.summary, insertText: $0,
        replacing: span)
    }
  }

  /// An indentation, maybe `- `, and part of a key before the cursor: the keys of that mapping not yet written.
  private func keyCompletions(line: Int, before: [Unicode.Scalar]) -> [CompletionCandidate] {
    let wordStart = LineShape.wordStart(in: before)
    guard let keyStart = LineShape.keyStart(in: before[..<wordStart]), keyStart == wordStart else { return [] }
    let startsItem = keyStart >= 2 && before[keyStart - 2] == "-"
    // The line being typed is not YAML yet (`vis` has no colon), or made the text none: the mapping is found in the
    // text without it.
    let keepsIndex = wordStart == before.count && !startsItem && !index.mappings.isEmpty
    let lookup = keepsIndex ? self : SpecNavigator(source: blanking(line))
    guard let mapping = lookup.mapping(forKeysAt: keyStart + 1, line: line, newItem: startsItem) else { return [] }
    let typed = String(String.UnicodeScalarView(before[wordStart...]))
    let span = TextSpan(
      start: TextPosition(line: line, column: wordStart + 1), end: TextPosition(line: line, column: before.count + 1))
    // On a row whose kind is written, only its kind's keys (no `options` on a toggle); with no
    // kind yet, every key, since the kind may come after.
    return SpecKeyCatalogue.keys(ofMapping: mapping.mapping).filter {
      !mapping.keys.contains($0.name) && $0.name.hasPrefix(typed) && mapping.rowKind.map($0.applies) ?? true
    }.map {
      CompletionCandidate(
        label: $0.name, kind: .key,
        detail: $0.isRequired ? "required \(mapping.mapping) key" : "\(mapping.mapping) key",
        documentation: $0.summary, insertText: "\($0.name): ", replacing: span)
    }
  }

  /// The mapping whose keys start at `column` around `line`; for a new item (`- `), a sibling item's kind, with no
  /// keys written yet.
  private func mapping(forKeysAt column: Int, line: Int, newItem: Bool) -> SpecIndex.MappingSite? {
    let candidates = index.mappings.filter { $0.start.column == column && $0.start.line <= line }
    if newItem {
      guard var sibling = candidates.max(by: { $0.start < $1.start }) else { return nil }
      sibling.keys = []
      sibling.rowKind = nil
      return sibling
    }
    return candidates.filter {
      $0.start.line == line || $0.end.line > line || $0.end.line == line && $0.end.column > column
    }
    .max { $0.start < $1.start }
  }

  /// The text with line `line`'s content after its indentation (and its `- `) removed.
  private func blanking(_ line: Int) -> SourceText {
    var lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard line - 1 < lines.count, line >= 1 else { return source }
    let scalars = Array(lines[line - 1].unicodeScalars)
    let kept = scalars.prefix { $0 == " " }
    lines[line - 1] = String(String.UnicodeScalarView(kept))
    return SourceText(path: source.path, text: lines.joined(separator: "\n"))
  }
}

/// Reading the shape of a line before the cursor.
enum LineShape {
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// Where the word that ends `scalars` starts (its end when there is none).
  static func wordStart(in scalars: [Unicode.Scalar]) -> Int {
    var start = scalars.count
    while start > 0, isWordScalar(scalars[start - 1]) { start -= 1 }
    return start
  }

  /// Where a key starts in `scalars`, the part of a line before it: after spaces and at most one `- `; nil when
  /// something else comes first.
  static func keyStart(in scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    var position = scalars.startIndex
    while position < scalars.endIndex, scalars[position] == " " { position += 1 }
    if position + 1 < scalars.endIndex, scalars[position] == "-", scalars[position + 1] == " " {
      position += 2
      while position < scalars.endIndex, scalars[position] == " " { position += 1 }
    }
    var end = position
    while end < scalars.endIndex, isWordScalar(scalars[end]) { end += 1 }
    return end == scalars.endIndex ? position : nil
  }
}
