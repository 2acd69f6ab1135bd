import FormCompiler
import FormRuntime
import FormYAML

/// Builds a ``SpecIndex`` from a spec's YAML tree, following the kinds of mapping the key declarations give
/// (``SpecKeyCatalogue``): whatever mapping a key's shape says its value holds is read as that kind.
///
/// The tree is walked with an explicit stack, so that nesting (rows that expand) costs no recursion.
struct SpecIndexBuilder {
  private typealias Names = SpecKeyCatalogue.Names

  /// A mapping waiting to be read: its kind, the list whose template it is in, and its outline parent.
  private struct Pending {
    var node: YAMLNode
    var mapping: String
    var scope: String?
    var outlineParent: Int
  }

  /// A string compared with a name (`size == 'medium'`): a select section's row id when the name is the section's.
  private struct ComparedString {
    var owner: String
    var text: String
    var node: YAMLNode
    var offset: Int
    var condition: Int
  }

  private(set) var index = SpecIndex()
  private var comparedStrings: [ComparedString] = []

  /// The index of the document `root`.
  /// - Complexity: O(n) for n nodes, plus the length of every condition.
  static func index(of root: YAMLNode) -> SpecIndex {
    var builder = SpecIndexBuilder()
    builder.walk(root)
    builder.addSelectionChoices()
    return builder.index
  }

  private mutating func walk(_ root: YAMLNode) {
    var pending = [Pending(node: root, mapping: SpecKeyCatalogue.rootMapping, scope: nil, outlineParent: -1)]
    while let item = pending.popLast() {
      guard let entries = item.node.mapping else { continue }
      let outlineEntry = addOutlineEntry(for: item)
      let childScope = scope(ofChildrenOf: item)
      let catalogue = SpecKeyCatalogue.keys(ofMapping: item.mapping)
      var present: [String] = []
      var children: [Pending] = []
      for entry in entries {
        guard let name = entry.key.scalar?.value else { continue }
        present.append(name)
        let key = catalogue.first { $0.name == name }
        let values = key?.values { item.node[$0]?.scalar?.value }
        index.keys.append(
          SpecIndex.KeySite(
            span: entry.key.textSpan, mapping: item.mapping, key: key, value: entry.value, values: values))
        guard let key else { continue }
        if key.isCondition {
          addCondition(entry.value, scope: item.mapping == Names.section ? nil : item.scope)
        }
        readNamesInValue(of: name, entry.value, in: item)
        guard let (mapping, nesting) = key.nested else { continue }
        let parent = outlineEntry ?? item.outlineParent
        let scope = name == Names.rows || name == Names.expands ? childScope : item.scope
        switch nesting {
        case .mapping:
          children.append(Pending(node: entry.value, mapping: mapping, scope: scope, outlineParent: parent))
        case .sequence:
          for child in sequenceItems(entry.value) where child.mapping != nil {
            children.append(Pending(node: child, mapping: mapping, scope: scope, outlineParent: parent))
          }
        case .named:
          for named in mappingEntries(entry.value) {
            declareStateVariable(named, outlineParent: parent)
            children.append(Pending(node: named.value, mapping: mapping, scope: scope, outlineParent: parent))
          }
        }
      }
      index.mappings.append(
        SpecIndex.MappingSite(
          mapping: item.mapping, start: TextPosition(item.node.location), end: TextPosition(item.node.endLocation),
          keys: present, rowKind: item.mapping == Names.row ? item.node[Names.kind]?.scalar?.value : nil))
      declare(item)
      // Reversed, so that they are read (and outlined) in document order.
      pending += children.reversed()
    }
  }

  /// The list whose template the rows under `item` belong to: a list section's own id, else the enclosing one.
  private func scope(ofChildrenOf item: Pending) -> String? {
    guard item.mapping == Names.section, item.node[Names.sectionList] != nil else { return item.scope }
    return item.node[Names.id]?.scalar?.value
  }

  private mutating func addOutlineEntry(for item: Pending) -> Int? {
    let node = item.node
    let kind: OutlineSymbolKind
    let name: String
    let selection: YAMLNode?
    var detail: String?
    switch item.mapping {
    case SpecKeyCatalogue.rootMapping:
      kind = .form
      selection = node[Names.form]
      name = selection?.scalar?.value ?? "form"
    case Names.section:
      kind = node[Names.sectionList] != nil ? .list : .section
      selection = node[Names.id]
      name = selection?.scalar?.value ?? node[Names.header]?.scalar?.value ?? "section"
      detail = node[Names.header]?.scalar?.value
    case Names.row:
      kind = .row
      selection = node[Names.id]
      name = selection?.scalar?.value ?? node[Names.title]?.scalar?.value ?? "row"
      detail = node[Names.kind]?.scalar?.value ?? RowKind.label.rawValue
    default:
      return nil
    }
    let span = node.nodeSpan
    let symbol = OutlineSymbol(
      name: name, kind: kind, detail: detail, span: span, selectionSpan: selection?.textSpan ?? span)
    index.outline.append(SpecIndex.OutlineEntry(symbol: symbol, parent: item.outlineParent))
    return index.outline.count - 1
  }

  /// Declares the id of a section, row or add row.
  private mutating func declare(_ item: Pending) {
    let node = item.node
    guard let idNode = node[Names.id], let id = idNode.scalar?.value, !idNode.isNull else { return }
    let kind: SpecIndex.Declaration.Kind
    var list = item.scope
    switch item.mapping {
    case Names.section:
      kind = .section(
        select: node[Names.select]?.scalar?.value, isList: node[Names.sectionList] != nil,
        choices: sequenceItems(node[Names.rows]).compactMap { $0[Names.id]?.scalar?.value })
      list = nil
    case Names.row:
      let options = sequenceItems(node[Names.options]).compactMap { option in
        (option[Names.optionValue] ?? option).scalar?.value
      }
      kind = .row(
        kind: node[Names.kind]?.scalar?.value ?? RowKind.label.rawValue, options: options,
        isExpandable: !(node[Names.expands]?.sequence?.isEmpty ?? true))
    case Names.listAdd:
      kind = .addRow
      list = nil
    default:
      return
    }
    add(SpecIndex.Declaration(name: id, kind: kind, span: idNode.textSpan, list: list))
  }

  private mutating func declareStateVariable(_ entry: YAMLMappingEntry, outlineParent: Int) {
    guard let name = entry.key.scalar?.value else { return }
    let values = sequenceItems(entry.value[Names.values]).compactMap { $0.scalar?.value }
    let type = entry.value[Names.type]?.scalar?.value ?? ValueType.bool.rawValue
    add(
      SpecIndex.Declaration(
        name: name, kind: .stateVariable(type: type, values: values), span: entry.key.textSpan, list: nil))
    let span = TextSpan(start: TextPosition(entry.key.location), end: TextPosition(entry.value.endLocation))
    let symbol = OutlineSymbol(
      name: name, kind: .stateVariable, detail: type, span: span, selectionSpan: entry.key.textSpan)
    index.outline.append(SpecIndex.OutlineEntry(symbol: symbol, parent: outlineParent))
  }

  private mutating func add(_ declaration: SpecIndex.Declaration) {
    if index.declarationByName[declaration.name] == nil {
      index.declarationByName[declaration.name] = index.declarations.count
    }
    index.declarations.append(declaration)
  }

  /// A condition's names: each identifier that is not a word of the language and not a member after `.`.
  private mutating func addCondition(_ node: YAMLNode, scope: String?) {
    guard let text = node.scalar?.value, !node.isNull else { return }
    let start = node.textLocation
    let isExact = node.scalarOffset(line: start.line, column: start.column) == 0
    index.conditions.append(SpecIndex.ConditionSite(node: node, text: text, scope: scope, isExact: isExact))
    guard isExact else { return }
    let lexemes = ConditionLexeme.scan(text).lexemes
    for (position, lexeme) in lexemes.enumerated() {
      if case .string(let string) = lexeme.kind,
        let owner = ConditionComparisons.comparedName(in: lexemes[..<position]),
        lexeme.range.length == string.unicodeScalars.count + 2
      {
        comparedStrings.append(
          ComparedString(
            owner: owner, text: string, node: node, offset: lexeme.range.start + 1,
            condition: index.conditions.count - 1))
      }
      guard case .identifier(let name) = lexeme.kind, !ConditionLexeme.isKeyword(name) else { continue }
      if position > 0, lexemes[position - 1].kind == .symbol(".") { continue }
      addUse(name, in: node, offset: lexeme.range.start, condition: index.conditions.count - 1)
    }
  }

  /// The strings compared with a select section's selection that name one of its rows (`size == 'medium'`):
  /// uses of that row's id, known once every section is declared. A string written with escapes is left alone.
  private mutating func addSelectionChoices() {
    for string in comparedStrings {
      guard case .section(.some, _, let choices)? = index.declaration(named: string.owner)?.kind,
        choices.contains(string.text)
      else { continue }
      addUse(string.text, in: string.node, offset: string.offset, condition: string.condition)
    }
  }

  /// Names written as values or keys outside conditions: `groupBy:`/`sortBy:`, a select section's `default:`, a
  /// list item's fields, a detail's `{{name}}`.
  private mutating func readNamesInValue(of key: String, _ value: YAMLNode, in item: Pending) {
    switch (item.mapping, key) {
    case (Names.list, Names.groupBy), (Names.list, Names.sortBy):
      addScalarUse(value)
    case (Names.section, Names.sectionDefault):
      if item.node[Names.sectionList] != nil {
        for field in sequenceItems(value).flatMap({ mappingEntries($0) })
        where !field.key.isScalar(Names.itemKey) {
          addScalarUse(field.key)
        }
      } else if item.node[Names.select] != nil {
        if let items = value.sequence {
          for choice in items { addScalarUse(choice) }
        } else {
          addScalarUse(value)
        }
      }
    case (Names.row, Names.detail):
      guard let text = value.scalar?.value, let template = try? DetailTemplate(parsing: text) else { return }
      let scalars = Array(text.unicodeScalars)
      for (name, offset) in zip(template.names, template.valueOffsets) {
        // The name follows the `{{` as written; anything else (spaces) is left alone rather than guessed.
        let start = offset + 2
        let length = name.unicodeScalars.count
        guard start + length <= scalars.count,
          String(String.UnicodeScalarView(scalars[start..<(start + length)])) == name
        else { continue }
        addUse(name, in: value, offset: start, condition: nil)
      }
    default:
      break
    }
  }

  private mutating func addScalarUse(_ node: YAMLNode) {
    guard let name = node.scalar?.value, !node.isNull else { return }
    index.uses.append(SpecIndex.NameUse(name: name, span: node.textSpan, condition: nil))
  }

  private mutating func addUse(_ name: String, in node: YAMLNode, offset: Int, condition: Int?) {
    let span = TextSpan(
      start: TextPosition(node.location(ofScalarOffset: offset)),
      end: TextPosition(node.location(ofScalarOffset: offset + name.unicodeScalars.count)))
    index.uses.append(SpecIndex.NameUse(name: name, span: span, condition: condition))
  }
}

/// The items of a sequence node, none for anything else (a value being typed).
private func sequenceItems(_ node: YAMLNode?) -> [YAMLNode] {
  node?.sequence.map(Array.init) ?? []
}

/// The entries of a mapping node, none for anything else.
private func mappingEntries(_ node: YAMLNode?) -> [YAMLMappingEntry] {
  node?.mapping.map(Array.init) ?? []
}
