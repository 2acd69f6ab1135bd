import FormCompiler

/// Hover: what a name is (its kind, value type, options, declaration and the conditions that read it), or what a
/// key means.
extension SpecNavigator {
  public func hover(at position: TextPosition) -> HoverText? {
    if let name = name(at: position), let declaration = index.declaration(named: name.name) {
      return HoverText(markdown: describe(declaration), span: name.span)
    }
    if let key = index.keys.first(where: { $0.span.touches(position) }), let declared = key.key {
      return HoverText(
        markdown: "**`\(declared.name)`** (\(key.mapping) key)\n\n\(declared.summary)", span: key.span)
    }
    return nil
  }

  /// The hover text of a declared name.
  func describe(_ declaration: SpecIndex.Declaration) -> String {
    var lines = ["**`\(declaration.name)`**: \(declaration.summary)"]
    if let options = declaration.optionValues, !options.isEmpty {
      lines.append("Options: " + options.map { "`\($0)`" }.joined(separator: ", "))
    }
    if let list = declaration.list {
      lines.append("A field of each item of `\(list)`: read by bare name only in the list's own conditions.")
    }
    lines.append("Declared at line \(declaration.span.start.line).")
    let readers = Set(index.uses.filter { $0.name == declaration.name && $0.condition != nil }.map(\.span.start.line))
    if !readers.isEmpty {
      lines.append("Read by conditions at lines " + readers.sorted().map(String.init).joined(separator: ", ") + ".")
    }
    return lines.joined(separator: "\n\n")
  }
}

extension SpecIndex.Declaration {
  /// Its kind and value type in a few words: `choice row`, `multiple selection`, `string state variable`.
  var summary: String {
    switch kind {
    case .row(let kind, _, let isExpandable): "\(kind) row" + (isExpandable ? ", expandable" : "")
    case .section(let select, let isList, _):
      isList ? "list (read as `\(name).count`, `\(name).isEmpty`)" : select.map { "\($0) selection" } ?? "section"
    case .stateVariable(let type, _): "\(type) state variable"
    case .addRow: "add row of a list"
    }
  }

  /// The values it may hold, where they are a fixed set: a row's options, a selection's rows, a string's values.
  var optionValues: [String]? {
    switch kind {
    case .row(_, let options, _): options.isEmpty ? nil : options
    case .section(let select, _, let choices): select == nil ? nil : choices
    case .stateVariable(_, let values): values.isEmpty ? nil : values
    case .addRow: nil
    }
  }
}
