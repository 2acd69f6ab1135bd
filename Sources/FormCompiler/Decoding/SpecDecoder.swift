import FormDiagnostics
import FormRuntime
import FormYAML

/// Decodes the YAML tree of a `.form.yaml` file into a ``FormSpec``: the shape of the spec
/// (keys, node kinds, scalar types, condition syntax). Meaning is checked later, by the checks.
struct SpecDecoder {
  var reader = NodeReader()
  let conditionLimits: ConditionLimits
  /// Deepest nesting of `expands`.
  let maxExpandsDepth: Int
  /// The conditions parsed so far, by their text: a form repeats a few conditions on many rows, and the parse of a
  /// text (its ranges are offsets in the text) is the same wherever it is written.
  private var parsedConditions: [String: ConditionExpression] = [:]

  init(conditionLimits: ConditionLimits, maxExpandsDepth: Int) {
    self.conditionLimits = conditionLimits
    self.maxExpandsDepth = maxExpandsDepth
  }

  /// Every row kind, and the UTF-8 of its name, to read a kind without a `String`.
  static let rowKinds = RowKind.allCases
  static let rowKindNames = rowKinds.map { Array($0.rawValue.utf8) }
  /// Words authors write for a select mode that edit distance would not find.
  static let selectModeSynonyms: [String: SelectMode] = [
    "one": .single, "radio": .single, "exclusive": .single, "many": .multiple, "several": .multiple,
    "multi": .multiple, "any": .multiple, "some": .multiple, "checkbox": .multiple, "checkboxes": .multiple,
  ]

  mutating func decodeForm(_ root: YAMLNode) -> FormSpec? {
    guard
      let fields = reader.fields(of: root, what: "the form", required: [FormKey.form, .sections])
    else { return nil }
    let name = fields.value(.form).flatMap { reader.string($0, for: "form") }
    let title = fields.value(.title).flatMap { reader.string($0, for: "title") }
    let state = fields.value(.state).map { decodeState($0) } ?? []
    var sections: [SectionSpec] = []
    if let entry = fields[.sections], let items = reader.sequence(entry.value, for: "sections") {
      if items.isEmpty {
        reader.error(
          .emptySections, "'sections' is empty; a form needs at least one section", at: entry.value.location)
      }
      sections = items.compactMap { decodeSection($0) }
    }
    guard let name else { return nil }
    return FormSpec(name: name, title: title, state: state, sections: sections)
  }

  private mutating func decodeState(_ node: YAMLNode) -> [StateVariableSpec] {
    guard reader.checkTag(node, what: "'state'") else { return [] }
    guard let entries = node.mapping else {
      reader.error(
        .expectedMapping, "expected a mapping of state variables for 'state', found \(reader.describe(node))",
        at: node.location)
      return []
    }
    var variables: [StateVariableSpec] = []
    for entry in entries {
      guard let name = reader.string(entry.key, for: "state variable name") else { continue }
      guard
        let fields = reader.fields(
          of: entry.value, what: "state variable '\(name.value)'", required: [StateKey.type])
      else {
        reader.invalidNames.insert(name.value)
        continue
      }
      guard let typeNode = fields.value(.type), let typeName = reader.string(typeNode, for: "type") else {
        reader.invalidNames.insert(name.value)
        continue
      }
      let allowedTypes: [ValueType] = [.bool, .int, .string]
      guard let type = ValueType(rawValue: typeName.value), allowedTypes.contains(type) else {
        let suggestion = Suggestions.closest(to: typeName.value, in: allowedTypes.map(\.rawValue))
        reader.diagnostics.error(
          .unknownType,
          "unknown state type '\(typeName.value)'; use bool, int or string"
            + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
          at: typeName.location,
          fixIts: suggestion.map { [NodeReader.replacing(typeNode, with: $0)] } ?? [])
        reader.invalidNames.insert(name.value)
        continue
      }
      let values = fields.value(.values).flatMap { stringList($0, for: "values") }
      variables.append(
        StateVariableSpec(
          name: name, type: Located(type, at: typeName.location), defaultValue: fields.value(.default),
          values: values, location: entry.key.location))
    }
    return variables
  }

  private mutating func decodeSection(_ node: YAMLNode) -> SectionSpec? {
    guard let fields = reader.fields(of: node, what: "a section", required: [SectionKey.id, .rows])
    else { return nil }
    let id = fields.value(.id).flatMap { reader.string($0, for: "id") }
    let header = fields.value(.header).flatMap { reader.string($0, for: "header") }
    let footer = fields.value(.footer).flatMap { reader.string($0, for: "footer") }
    let visible = fields.value(.visible).flatMap { decodeCondition($0) }
    let accordion = fields.value(.accordion).flatMap { reader.bool($0, for: "accordion") }
    let select = fields.value(.select).flatMap { decodeSelectMode($0) }
    var indexTitle = fields.value(.indexTitle).flatMap { reader.string($0, for: "indexTitle") }
    if let title = indexTitle, title.value.allSatisfy(\.isWhitespace) {
      indexTitle = nil
      reader.error(
        .emptyIndexTitle,
        "'indexTitle' is empty; write the letter or short word the section index shows, or remove the key to use "
          + "the header's first letter",
        at: title.location)
    }
    var rows: [RowSpec] = []
    if let entry = fields[.rows], let items = reader.sequence(entry.value, for: "rows") {
      if items.isEmpty {
        reader.error(.emptyRows, "'rows' is empty; a section needs at least one row", at: entry.value.location)
      }
      rows = items.compactMap { decodeRow($0, depth: 1) }
    }
    guard let id else { return nil }
    return SectionSpec(
      id: id, header: header, footer: footer, visible: visible, accordion: accordion, select: select,
      selectLocation: fields[.select]?.key.location, defaultValue: fields.value(.default),
      indexTitle: indexTitle, rows: rows, location: node.location)
  }

  /// `single` or `multiple`; anything else is reported with the closest mode.
  private mutating func decodeSelectMode(_ node: YAMLNode) -> Located<SelectMode>? {
    guard let name = reader.string(node, for: "select") else { return nil }
    if let mode = SelectMode(rawValue: name.value) { return Located(mode, at: name.location) }
    let modes = SelectMode.allCases.map(\.rawValue)
    let suggestion =
      Self.selectModeSynonyms[name.value.lowercased()]?.rawValue ?? Suggestions.closest(to: name.value, in: modes)
    reader.diagnostics.error(
      .unknownSelectMode,
      "unknown select mode '\(name.value)'; use single (one row or none) or multiple (any number of rows)"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      at: name.location,
      fixIts: suggestion.map { [NodeReader.replacing(node, with: $0)] } ?? [])
    return nil
  }

  private mutating func decodeRow(_ node: YAMLNode, depth: Int) -> RowSpec? {
    guard let fields = reader.fields(of: node, what: "a row", required: [RowKey.id]) else {
      return nil
    }
    let id = fields.value(.id).flatMap { reader.string($0, for: "id") }
    let location = node.location
    var kind = Located(RowKind.label, at: location)
    var kindIsValid = true
    if let entry = fields[.kind] {
      if let name = reader.string(entry.value, for: "kind") {
        if let parsed = entry.value.scalarIndex(in: Self.rowKindNames).map({ Self.rowKinds[$0] }) {
          kind = Located(parsed, at: name.location)
        } else {
          let suggestion = Suggestions.closest(to: name.value, in: RowKind.allCases.map(\.rawValue))
          let list = RowKind.allCases.map(\.rawValue).joined(separator: ", ")
          reader.diagnostics.error(
            .unknownKind,
            "unknown row kind '\(name.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? " (kinds: \(list))"),
            at: name.location,
            fixIts: suggestion.map { [NodeReader.replacing(entry.value, with: $0)] } ?? [])
          kindIsValid = false
        }
      } else {
        // A kind of the wrong shape (already reported) is as unknown as a misspelt one.
        kindIsValid = false
      }
    }
    var children: [RowSpec] = []
    if let entry = fields[.expands], let items = reader.sequence(entry.value, for: "expands") {
      if items.isEmpty {
        reader.error(
          .emptyExpands, "'expands' is empty; list the rows this row reveals, or remove the key",
          at: entry.value.location)
      } else if depth >= maxExpandsDepth {
        reader.error(
          .expandsTooDeep, "'expands' nests more than \(maxExpandsDepth) levels deep", at: entry.key.location)
      } else {
        children = items.compactMap { decodeRow($0, depth: depth + 1) }
      }
    }
    guard let id else { return nil }
    return RowSpec(
      RowSpec.Fields(
        id: id, kind: kind, kindIsValid: kindIsValid,
        title: fields.value(.title).flatMap { reader.string($0, for: "title") },
        visible: fields.value(.visible).flatMap { decodeCondition($0) },
        defaultValue: fields.value(.default),
        children: children,
        expandsLocation: fields[.expands]?.key.location,
        expanded: fields.value(.expanded).flatMap { reader.bool($0, for: "expanded") },
        options: fields.value(.options).flatMap { stringList($0, for: "options") },
        optionsLocation: fields[.options]?.key.location,
        min: fields.value(.min).flatMap { reader.int($0, for: "min") },
        max: fields.value(.max).flatMap { reader.int($0, for: "max") },
        keywords: fields.value(.keywords).flatMap { decodeKeywords($0) },
        location: location))
  }

  /// A list of non-empty strings.
  private mutating func decodeKeywords(_ node: YAMLNode) -> [Located<String>]? {
    guard let keywords = stringList(node, for: "keywords") else { return nil }
    for keyword in keywords where keyword.value.allSatisfy(\.isWhitespace) {
      reader.error(
        .emptyKeyword, "a keyword is empty; write a word that should find the row, or remove it",
        at: keyword.location)
    }
    return keywords.filter { !$0.value.allSatisfy(\.isWhitespace) }
  }

  private mutating func stringList(_ node: YAMLNode, for key: String) -> [Located<String>]? {
    guard let items = reader.sequence(node, for: key) else { return nil }
    return items.compactMap { reader.string($0, for: key) }
  }

  /// A `visible:` value: a YAML boolean or a condition string.
  private mutating func decodeCondition(_ node: YAMLNode) -> ConditionSpec? {
    if let tag = node.tag, tag.hasPrefix("!"), !tag.hasPrefix("!!"), let scalar = node.scalar {
      // `visible: !allDay` — YAML reads the unquoted `!allDay` as a tag on an empty scalar.
      let written = scalar.value.isEmpty ? tag : "\(tag) \(scalar.value)"
      reader.diagnostics.error(
        .unquotedNegation,
        "YAML reads '\(tag)' as a tag, not as a negation; put the condition in quotes: \"\(written)\"",
        at: node.location,
        fixIts: [FixIt(location: node.location, length: written.count, replacement: "\"\(written)\"")])
      return nil
    }
    guard reader.checkTag(node, what: "'visible'") else { return nil }
    if let value = NodeReader.boolValue(node) { return .constant(Located(value, at: node.location)) }
    guard let scalar = node.scalar, !node.isNull else {
      reader.error(
        .expectedCondition, "expected a condition string or true/false for 'visible', found \(reader.describe(node))",
        at: node.location)
      return nil
    }
    if let expression = parsedConditions[scalar.value] {
      return .expression(source: scalar.value, expression, node: node)
    }
    do {
      let expression = try ConditionParser.parse(scalar.value, limits: conditionLimits)
      parsedConditions[scalar.value] = expression
      return .expression(source: scalar.value, expression, node: node)
    } catch {
      let notes = error.related.map { [DiagnosticNote($0.message, at: node.location(ofScalarOffset: $0.offset))] } ?? []
      let location = node.location(ofScalarOffset: error.offset)
      let fixIts = error.replacement.map { [FixIt(location: location, length: error.length, replacement: $0)] } ?? []
      reader.diagnostics.error(.conditionSyntax, error.message, at: location, notes: notes, fixIts: fixIts)
      return nil
    }
  }
}
