import FormDiagnostics
import FormRuntimeCore
import FormYAML
import NameSuggestions

/// Decodes the YAML tree of a `.form.yaml` file into a ``FormSpec``: the shape of the spec
/// (keys, node kinds, scalar types, condition syntax). Meaning is checked later, by the checks.
struct SpecDecoder {
  /// The decoding stage's diagnostics, handed back to the pipeline when it is done.
  var diagnostics: DiagnosticCollector
  let conditionLimits: ConditionLimits
  /// Deepest nesting of `expands`.
  let maxExpandsDepth: Int
  /// Every distinct condition text parsed so far, in order of first use.
  private var conditions: [ParsedCondition] = []
  /// The index in `conditions` of each text: a form repeats a few conditions on many rows, and the parse of a
  /// text (its ranges are offsets in the text) is the same wherever it is written, so each text is parsed, and
  /// later checked and compiled, once.
  private var conditionIndexes: [String: Int] = [:]
  /// State variables whose declaration was rejected.
  private var rejectedStateNames: Set<String> = []

  init(conditionLimits: ConditionLimits, maxExpandsDepth: Int, diagnostics: DiagnosticCollector) {
    self.conditionLimits = conditionLimits
    self.maxExpandsDepth = maxExpandsDepth
    self.diagnostics = diagnostics
  }

  /// Every row kind, and the UTF-8 of its name, to read a kind without a `String`.
  static let rowKinds = RowKind.allCases
  /// The kind of a row without `kind:`.
  static let defaultRowKind = RowKind.label
  static let rowKindNames = rowKinds.map { Array($0.rawValue.utf8) }
  /// Words authors write for a select mode that edit distance would not find.
  static let selectModeSynonyms: [String: SelectMode] = [
    "one": .single, "radio": .single, "exclusive": .single, "many": .multiple, "several": .multiple,
    "multi": .multiple, "any": .multiple, "some": .multiple, "checkbox": .multiple, "checkboxes": .multiple,
  ]

  /// UIKit's names for keyboards (`numberPad`, `emailAddress`, …) and other words authors write for one,
  /// lowercased, that edit distance would not find.
  static let keyboardSynonyms: [String: KeyboardType] = [
    "numberpad": .number, "numpad": .number, "numeric": .number, "digits": .number, "decimalpad": .decimal,
    "phonepad": .phone, "tel": .phone, "telephone": .phone, "namephonepad": .phone, "emailaddress": .email,
    "mail": .email, "e-mail": .email, "web": .url, "websearch": .url, "link": .url, "uri": .url,
    "asciicapable": .default, "text": .default, "standard": .default,
  ]

  mutating func decodeForm(_ root: YAMLNode) -> FormSpec? {
    guard
      let fields = fields(of: root, what: "the form", as: FormKey.self)
    else { return nil }
    let name = fields.value(.form).flatMap { string($0, for: "form") }
    let title = fields.value(.title).flatMap { string($0, for: "title") }
    let index = fields.value(.index).flatMap { bool($0, for: "index") }
    let key = fields.value(.key).flatMap { decodeLocalizationKey($0) }
    let state = fields.value(.state).map { decodeState($0) } ?? []
    var sections: [SectionSpec] = []
    if let entry = fields[.sections], let items = sequence(entry.value, for: "sections") {
      if items.isEmpty {
        error(
          .emptySections, "'sections' is empty; a form needs at least one section", at: entry.value.location)
      }
      sections = items.compactMap { decodeSection($0) }
    }
    guard let name else { return nil }
    return FormSpec(
      name: name, title: title, index: index, key: key, state: state, sections: sections, conditions: conditions,
      rejectedStateNames: rejectedStateNames)
  }

  private mutating func decodeState(_ node: YAMLNode) -> [StateVariableSpec] {
    guard checkTag(node, what: "'state'") else { return [] }
    guard let entries = node.mapping else {
      error(
        .expectedMapping, "expected a mapping of state variables for 'state', found \(describe(node))",
        at: node.location)
      return []
    }
    var variables: [StateVariableSpec] = []
    for entry in entries {
      guard let name = string(entry.key, for: "state variable name") else { continue }
      guard
        let fields = fields(
          of: entry.value, what: "state variable '\(name.value)'", as: StateKey.self)
      else {
        rejectedStateNames.insert(name.value)
        continue
      }
      guard let typeNode = fields.value(.type), let typeName = string(typeNode, for: "type") else {
        rejectedStateNames.insert(name.value)
        continue
      }
      guard let type = ValueType(rawValue: typeName.value), StateKey.types.contains(type) else {
        let suggestion = Suggestions.closest(to: typeName.value, in: StateKey.types.map(\.rawValue))
        diagnostics.error(
          .unknownType,
          "unknown state type '\(typeName.value)'; use \(Self.list(StateKey.types.map(\.rawValue), joinedBy: "or"))"
            + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
          at: typeNode.textLocation,
          fixIts: suggestion.map { [Self.replacing(typeNode, with: $0)] } ?? [])
        rejectedStateNames.insert(name.value)
        continue
      }
      let values = fields.value(.values).flatMap { stringList($0, for: "values") }
      variables.append(
        StateVariableSpec(
          name: name, type: Located(type, at: typeName.location),
          defaultValue: fields.value(.default).map(SpecValue.init),
          values: values, location: entry.key.location))
    }
    return variables
  }

  private mutating func decodeSection(_ node: YAMLNode) -> SectionSpec? {
    guard let fields = fields(of: node, what: "a section", as: SectionKey.self)
    else { return nil }
    let id = fields.value(.id).flatMap { string($0, for: "id") }
    let header = fields.value(.header).flatMap { string($0, for: "header") }
    let footer = fields.value(.footer).flatMap { string($0, for: "footer") }
    let visible = fields.value(.visible).flatMap { decodeCondition($0) }
    let accordion = fields.value(.accordion).flatMap { bool($0, for: "accordion") }
    let select = fields.value(.select).flatMap { decodeSelectMode($0) }
    var rules = RulesSpec()
    rules.required = fields.value(.required).flatMap { bool($0, for: "required") }
    rules.minCount = fields.value(.minCount).flatMap { int($0, for: "minCount") }
    rules.maxCount = fields.value(.maxCount).flatMap { int($0, for: "maxCount") }
    rules.valid = fields.value(.valid).flatMap { decodeCondition($0, key: "valid") }
    rules.message = fields.value(.message).flatMap { string($0, for: "message") }
    var indexTitle = fields.value(.indexTitle).flatMap { string($0, for: "indexTitle") }
    if let title = indexTitle, title.value.allSatisfy(\.isWhitespace) {
      indexTitle = nil
      error(
        .emptyIndexTitle,
        "'indexTitle' is empty; write the letter or short word the section index shows, or remove the key to use "
          + "the header's first letter",
        at: title.location)
    }
    var rows: [RowSpec] = []
    if let entry = fields[.rows], let items = sequence(entry.value, for: "rows") {
      if items.isEmpty {
        error(.emptyRows, "'rows' is empty; a section needs at least one row", at: entry.value.location)
      }
      rows = items.compactMap { decodeRow($0, depth: 1) }
    }
    guard let id else { return nil }
    // A list section's `default:` is its initial items; any other section's is a value (a selection).
    let list = fields[.list].flatMap { decodeList($0.value, at: $0.key.location) }
    let isList = fields.has(.list)
    let listDefaults = isList ? fields.value(.default).flatMap { decodeListDefaults($0) } : nil
    return SectionSpec(
      id: id, header: header, footer: footer, visible: visible, accordion: accordion, select: select,
      selectLocation: fields[.select]?.key.location,
      defaultValue: isList ? nil : fields.value(.default).map(SpecValue.init),
      indexTitle: indexTitle, list: list, listDefaults: listDefaults, rules: rules, rows: rows,
      location: node.location, key: fields.value(.key).flatMap { decodeLocalizationKey($0) })
  }

  /// `single` or `multiple`; anything else is reported with the closest mode.
  private mutating func decodeSelectMode(_ node: YAMLNode) -> Located<SelectMode>? {
    guard let name = string(node, for: "select") else { return nil }
    if let mode = SelectMode(rawValue: name.value) { return Located(mode, at: name.location) }
    let modes = SelectMode.allCases.map(\.rawValue)
    let suggestion =
      Self.selectModeSynonyms[name.value.lowercased()]?.rawValue ?? Suggestions.closest(to: name.value, in: modes)
    diagnostics.error(
      .unknownSelectMode,
      "unknown select mode '\(name.value)'; use single (one row or none) or multiple (any number of rows)"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      at: node.textLocation,
      fixIts: suggestion.map { [Self.replacing(node, with: $0)] } ?? [])
    return nil
  }

  private mutating func decodeRow(_ node: YAMLNode, depth: Int) -> RowSpec? {
    guard let fields = fields(of: node, what: "a row", as: RowKey.self) else {
      return nil
    }
    let id = fields.value(.id).flatMap { string($0, for: "id") }
    let location = node.location
    var kind = Located(Self.defaultRowKind, at: location)
    var kindIsValid = true
    if let entry = fields[.kind] {
      if let name = string(entry.value, for: "kind") {
        if let parsed = entry.value.scalarIndex(in: Self.rowKindNames).map({ Self.rowKinds[$0] }) {
          kind = Located(parsed, at: name.location)
        } else {
          let suggestion = Suggestions.closest(to: name.value, in: RowKind.allCases.map(\.rawValue))
          let list = RowKind.allCases.map(\.rawValue).joined(separator: ", ")
          diagnostics.error(
            .unknownKind,
            "unknown row kind '\(name.value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? " (kinds: \(list))"),
            at: entry.value.textLocation,
            fixIts: suggestion.map { [Self.replacing(entry.value, with: $0)] } ?? [])
          kindIsValid = false
        }
      } else {
        // A kind of the wrong shape (already reported) is as unknown as a misspelt one.
        kindIsValid = false
      }
    }
    var children: [RowSpec] = []
    if let entry = fields[.expands], let items = sequence(entry.value, for: "expands") {
      if items.isEmpty {
        error(
          .emptyExpands, "'expands' is empty; list the rows this row reveals, or remove the key",
          at: entry.value.location)
      } else if depth >= maxExpandsDepth {
        error(
          .expandsTooDeep, "'expands' nests more than \(maxExpandsDepth) levels deep", at: entry.key.location)
      } else {
        children = items.compactMap { decodeRow($0, depth: depth + 1) }
      }
    }
    guard let id else { return nil }
    let options = fields.value(.options).flatMap { decodeOptions($0) }
    return RowSpec(
      RowSpec.Fields(
        id: id, kind: kind, kindIsValid: kindIsValid,
        title: fields.value(.title).flatMap { string($0, for: "title") },
        visible: fields.value(.visible).flatMap { decodeCondition($0) },
        defaultValue: fields.value(.default).map(SpecValue.init),
        children: children,
        expandsLocation: fields[.expands]?.key.location,
        expanded: fields.value(.expanded).flatMap { bool($0, for: "expanded") },
        options: options?.values, optionTitles: options?.titles, optionsLocation: fields[.options]?.key.location,
        min: fields.value(.min).flatMap { number($0, for: "min") },
        max: fields.value(.max).flatMap { number($0, for: "max") },
        precision: fields.value(.precision).flatMap { int($0, for: "precision") },
        keywords: fields.value(.keywords).flatMap { decodeKeywords($0) },
        rules: decodeRules(fields), enabled: fields.value(.enabled).flatMap { decodeCondition($0, key: "enabled") },
        presentation: decodePresentation(fields, kind: kindIsValid ? kind.value : nil), location: location,
        key: fields.value(.key).flatMap { decodeLocalizationKey($0) }))
  }

  /// The presentation keys (nil when the row has none): their shapes, and `keyboard`'s and `style`'s values (a
  /// style's against the styles of `kind`, nil when the kind is unknown).
  private mutating func decodePresentation(_ fields: MappingFields<RowKey>, kind: RowKind?) -> PresentationSpec? {
    var presentation = PresentationSpec()
    presentation.subtitle = fields.value(.subtitle).flatMap { string($0, for: "subtitle") }
    presentation.placeholder = fields.value(.placeholder).flatMap { string($0, for: "placeholder") }
    presentation.secure = fields.value(.secure).flatMap { bool($0, for: "secure") }
    presentation.keyboard = fields.value(.keyboard).flatMap { decodeKeyboard($0) }
    presentation.style = fields.value(.style).flatMap { decodeStyle($0, kind: kind) }
    if let node = fields.value(.detail), let detail = string(node, for: "detail") {
      presentation.detail = detail
      presentation.detailPlacement = ScalarPlacement(node)
    }
    return presentation.isEmpty ? nil : presentation
  }

  /// One of ``KeyboardType``'s names; anything else is reported with the closest.
  private mutating func decodeKeyboard(_ node: YAMLNode) -> Located<KeyboardType>? {
    guard let name = string(node, for: "keyboard") else { return nil }
    if let keyboard = KeyboardType(rawValue: name.value) { return Located(keyboard, at: name.location) }
    let names = KeyboardType.allCases.map(\.rawValue)
    let suggestion =
      (KeyboardType(rawValue: name.value.lowercased()) ?? Self.keyboardSynonyms[name.value.lowercased()])?.rawValue
      ?? Suggestions.closest(to: name.value.lowercased(), in: names)
    diagnostics.error(
      .unknownKeyboard,
      "unknown keyboard '\(name.value)'; use \(names.joined(separator: ", "))"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      at: node.textLocation,
      fixIts: suggestion.map { [Self.replacing(node, with: $0)] } ?? [])
    return nil
  }

  /// One of ``RowStyle``'s names. An unknown one is reported with the styles of `kind` and the closest of them, or,
  /// when `kind` has none, with the kinds that take styles; nothing is reported when the kind is unknown. Whether
  /// a known style fits the kind is checked later (``FormChecker/checkStyle(of:)``).
  private mutating func decodeStyle(_ node: YAMLNode, kind: RowKind?) -> Located<RowStyle>? {
    guard let name = string(node, for: "style") else { return nil }
    if let style = RowStyle(rawValue: name.value) { return Located(style, at: name.location) }
    guard let kind else { return nil }
    let names = RowStyle.styles(of: kind).map(\.rawValue)
    guard !names.isEmpty else {
      error(.misplacedStyle, "\(kind.rawValue) rows take no style; \(Self.stylesByKind)", at: node.textLocation)
      return nil
    }
    let suggestion =
      RowStyle(rawValue: name.value.lowercased()).map(\.rawValue).flatMap { names.contains($0) ? $0 : nil }
      ?? Suggestions.closest(to: name.value.lowercased(), in: names)
    diagnostics.error(
      .unknownStyle,
      "unknown style '\(name.value)' for a \(kind.rawValue) row; use \(names.joined(separator: ", "))"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      at: node.textLocation,
      fixIts: suggestion.map { [Self.replacing(node, with: $0)] } ?? [])
    return nil
  }

  /// Which kinds take which styles, for messages, in ``RowKind``'s order: `number rows take field or stepper,
  /// choice rows menu, inline, segmented or wheel, …`.
  static let stylesByKind: String = {
    let kinds = RowKind.allCases.filter { !RowStyle.styles(of: $0).isEmpty }
    return kinds.enumerated().map { index, kind in
      "\(kind.rawValue) rows " + (index == 0 ? "take " : "")
        + list(RowStyle.styles(of: kind).map(\.rawValue), joinedBy: "or")
    }.joined(separator: ", ")
  }()

  /// A list of non-empty strings.
  private mutating func decodeKeywords(_ node: YAMLNode) -> [Located<String>]? {
    guard let keywords = stringList(node, for: "keywords") else { return nil }
    for keyword in keywords where keyword.value.allSatisfy(\.isWhitespace) {
      error(
        .emptyKeyword, "a keyword is empty; write a word that should find the row, or remove it",
        at: keyword.location)
    }
    return keywords.filter { !$0.value.allSatisfy(\.isWhitespace) }
  }

  private mutating func stringList(_ node: YAMLNode, for key: String) -> [Located<String>]? {
    guard let items = sequence(node, for: key) else { return nil }
    return items.compactMap { string($0, for: key) }
  }

  /// A `visible:` (or `enabled:`, `valid:`, named by `key`) value: a YAML boolean or a condition string.
  mutating func decodeCondition(_ node: YAMLNode, key: String = "visible") -> ConditionSpec? {
    if let tag = node.tag, tag.hasPrefix("!"), !tag.hasPrefix("!!"), let scalar = node.scalar {
      // `visible: !allDay` — YAML reads the unquoted `!allDay` as a tag on an empty scalar.
      let written = scalar.value.isEmpty ? tag : "\(tag) \(scalar.value)"
      diagnostics.error(
        .unquotedNegation,
        "YAML reads '\(tag)' as a tag, not as a negation; put the condition in quotes: \"\(written)\"",
        at: node.location,
        fixIts: [FixIt(location: node.location, length: written.count, replacement: "\"\(written)\"")])
      return nil
    }
    guard checkTag(node, what: "'\(key)'") else { return nil }
    if let value = Self.boolValue(node) {
      return value ? .always(node.location) : .expression(index: falseConditionIndex(), text: ScalarPlacement(node))
    }
    guard let scalar = node.scalar, !node.isNull else {
      error(
        .expectedCondition, "expected a condition string or true/false for '\(key)', found \(describe(node))",
        at: node.location)
      return nil
    }
    if let index = conditionIndexes[scalar.value] {
      return .expression(index: index, text: ScalarPlacement(node))
    }
    do {
      let expression = try ConditionParser.parse(scalar.value, limits: conditionLimits)
      return .expression(
        index: add(ParsedCondition(source: scalar.value, expression: expression)), text: ScalarPlacement(node))
    } catch {
      let notes = error.related.map { [DiagnosticNote($0.message, at: node.location(ofScalarOffset: $0.offset))] } ?? []
      let location = node.location(ofScalarOffset: error.offset)
      let fixIts = error.replacement.map { [FixIt(location: location, length: error.length, replacement: $0)] } ?? []
      diagnostics.error(.conditionSyntax, error.message, at: location, notes: notes, fixIts: fixIts)
      return nil
    }
  }

  /// Adds a condition text not seen before; returns its index.
  private mutating func add(_ condition: ParsedCondition) -> Int {
    conditions.append(condition)
    conditionIndexes[condition.source] = conditions.count - 1
    return conditions.count - 1
  }

  /// The index of the condition text `false`, which `visible: false` means, added the first time it is needed.
  private mutating func falseConditionIndex() -> Int {
    if let index = conditionIndexes["false"] { return index }
    return add(
      ParsedCondition(source: "false", expression: .literal(.bool(false), ConditionRange(start: 0, length: 5))))
  }
}
